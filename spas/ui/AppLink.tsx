import { RouterLink, type AnchorHTMLAttributes, type ReactNode } from '../lib/react-deps.js';
import { CARD_REF_PARAM, looksLikeCardNumber } from '../../shared/format/cardNumberParam.js';
import { matchRoute } from '../../shared/routes/routeTable.js';
import { pageSearch } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { useArea } from './AreaContext.js';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
}

const pathOf = (href: string) => href.split(/[?#]/, 1)[0] || '/';

/** Whether `href` is a page of `area` (so the client router can show it without a page load). */
export function isInArea(href: string, area: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const m = matchRoute(pathOf(href));
  return m?.route.kind === 'page' && m.route.area === area;
}

/** The query parameters that hold a view in place (docs/requirements.md#spec-4-states): an admin's cardholder view, the company in view. */
const VIEW_PARAMS: Partial<Record<string, readonly string[]>> = {
  cardholder: ['view', 'cardNumber'],
  pa: ['company'],
};

/**
 * A link inside the current area keeps the parameters that hold the view (`view=cardholder` and
 * `cardNumber` in the cardholder area, `company` in the program admin area) unless it sets them itself:
 * without them the next full page load would put the user in another view (docs/requirements.md#spec-4-states).
 */
export function keepViewParams(href: string, area: string, currentSearch: string): string {
  const names = VIEW_PARAMS[area];
  if (!names || !isInArea(href, area)) return href;
  const current = new URLSearchParams(currentSearch);
  const hashAt = href.indexOf('#');
  const hash = hashAt < 0 ? '' : href.slice(hashAt);
  const base = hashAt < 0 ? href : href.slice(0, hashAt);
  const [path, query = ''] = base.split('?', 2) as [string, string?];
  const next = new URLSearchParams(query);
  let changed = false;
  for (const name of names) {
    const value = current.get(name);
    // A card number in the address is never carried on (format/cardNumberParam.ts).
    if (value && !next.has(name) && !(name === CARD_REF_PARAM && looksLikeCardNumber(value))) {
      next.set(name, value);
      changed = true;
    }
  }
  if (!changed) return href;
  return `${path}?${next.toString()}${hash}`;
}

/**
 * A link that routes on the client inside the current area and loads the page otherwise (another area
 * is another SPA, and the gateway must apply that route's guard).
 */
export function AppLink({ href: given, children, ...rest }: AppLinkProps) {
  const area = useArea();
  const search = useSignalValue(pageSearch);
  const href = keepViewParams(given, area, search);
  if (isInArea(href, area)) {
    return (
      <RouterLink href={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export interface LinkItem {
  href: string;
  label: string;
}

/** A list of links (`auth-links` beside a form, `link-list` on a page), each an AppLink. */
export function LinkList({ links, className, label }: { links: readonly LinkItem[]; className: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {links.map((l) => (
        <li key={l.href}>
          <AppLink href={l.href}>{l.label}</AppLink>
        </li>
      ))}
    </ul>
  );
}
