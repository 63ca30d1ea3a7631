import type { ReactNode } from '../lib/react-deps.js';
import { Alert } from './Alert.js';
import { unavailableText } from '../lib/failure.js';

/** "Couldn't load" with a way to try again — never a blank page. */
export function RetryAlert({
  what,
  onRetry,
  title,
  children,
}: {
  what: string;
  onRetry: () => void;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Alert tone="error" title={title ?? 'Something went wrong'}>
      <p>{unavailableText(what)}</p>
      {children}
      <p>
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          Try again
        </button>
      </p>
    </Alert>
  );
}

/** Opens in a new tab, and says so to screen-reader and sighted users alike. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children} <span className="content-new-tab">(opens in a new tab)</span>
    </a>
  );
}

/** `tel:` link for a phone number as the platform spells it (e.g. 800-555-0100). */
export function PhoneLink({ phone }: { phone: string }) {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? <a href={`tel:${digits}`}>{phone}</a> : <>{phone}</>;
}
