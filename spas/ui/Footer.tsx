import type { Area } from '../../shared/routes/routeTable.js';
import { brandName, hostKind, user } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { AppLink } from './AppLink.js';
import { useArea } from './AreaContext.js';
import { footerVariant } from './footerVariant.js';
import { userPagePath } from './userLinks.js';

interface FooterLink {
  label: string;
  href: string;
}

function links(variant: 'full' | 'reduced', privacy: string, faqs: string, contact: string): FooterLink[] {
  const all: FooterLink[] = [
    { label: 'Rewards', href: '/aboutRewards' },
    { label: 'Rates & Fees', href: '/info/terms' },
    { label: 'Privacy', href: privacy },
    { label: 'Security', href: '/security' },
    { label: 'FAQs', href: faqs },
    { label: 'Contact Us', href: contact },
  ];
  return variant === 'full' ? all : all.filter((l) => l.label === 'Privacy' || l.label === 'Security' || l.label === 'Contact Us');
}

/** Spec §2 footer: links and '© {year} {client}', the year also as a tooltip; variants by path. */
export function Footer({ path, page }: { path: string; page: string }) {
  const area: Area = useArea();
  const name = useSignalValue(brandName);
  const host = useSignalValue(hostKind);
  const current = useSignalValue(user);
  const year = String(new Date().getFullYear());
  const variant = footerVariant(path, host, page);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        {variant === 'copyright' ? null : (
          <nav aria-label="Footer">
            <ul className="footer-links">
              {links(variant, userPagePath(current, area, 'privacy'), userPagePath(current, area, 'faqs'), userPagePath(current, area, 'contactUs')).map((l) => (
                <li key={l.label}>
                  <AppLink href={l.href}>{l.label}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="copyright">
          © <span title={year}>{year}</span> {name}
        </p>
      </div>
    </footer>
  );
}
