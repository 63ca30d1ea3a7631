import type { ReactNode } from '../../../lib/react-deps.js';
import { MESSAGES } from '../../../../shared/session/auth.js';
import { brand, brandName } from '../../../../shared/session/store.js';
import { useSignalValue } from '../../../lib/useSignalValue.js';
import { Alert } from '../../../ui/Alert.js';
import { LinkList, type LinkItem } from '../../../ui/AppLink.js';

/** The frame of a public account page: heading, what it is for, the form panel, help links. */
export function AccountPage({
  title,
  intro,
  links,
  children,
}: {
  title: string;
  intro: ReactNode;
  links: LinkItem[];
  children: ReactNode;
}) {
  const b = useSignalValue(brand);
  return (
    <>
      <h1>{title}</h1>
      <div className="form-narrow">
        <p>{intro}</p>
        <section className="panel" aria-label={title}>
          {b ? (
            children
          ) : (
            <Alert tone="info">
              <p>{MESSAGES.noBrand}</p>
              <p>
                <a href="/">Find your bank's portal</a>
              </p>
            </Alert>
          )}
        </section>
        <LinkList className="auth-links" label="More help" links={links} />
      </div>
    </>
  );
}

/** The client's display name and brand code for copy and calls. */
export function useBank(): { name: string; code: string } {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  return { name, code: b?.brand ?? '' };
}

export const LINKS = {
  login: { href: '/login', label: 'Back to Log In' },
  forgotUserName: { href: '/forgotUserName', label: 'Forgot user name?' },
  forgotPassword: { href: '/forgotPassword', label: 'Forgot password?' },
  register: { href: '/registerCard', label: 'Register your card' },
  activate: { href: '/activateCard', label: 'Activate your card' },
} as const;
