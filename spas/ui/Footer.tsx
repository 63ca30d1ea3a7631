import { copyright, footerLinks, footerVariant } from '../../shared/permissions/footer.js';
import { brandName, hostKind } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { AppLink } from './AppLink.js';

/**
 * docs/requirements.md#spec-2-screens footer: Rewards, Rates & Fees, Privacy, Security, FAQs, Contact Us and '© {year} {client}' with
 * the year as a tooltip; reduced on vendor and info paths, only the copyright on applynow and welcome
 * (variants and links: shared/permissions/footer.ts).
 */
export function Footer({ path }: { path: string; page?: string }) {
  const name = useSignalValue(brandName);
  const host = useSignalValue(hostKind);
  const variant = footerVariant(path, host);
  const links = footerLinks(variant);
  const line = copyright(new Date(), name);
  const year = line.title;
  return (
    <footer className="site-footer" data-variant={variant}>
      <div className="site-footer-inner">
        {links.length ? (
          <nav aria-label="Footer">
            <ul className="footer-links">
              {links.map((l) => (
                <li key={l.id}>
                  <AppLink href={l.href}>{l.label}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="copyright">
          © <span title={year}>{year}</span> {name}
        </p>
      </div>
    </footer>
  );
}
