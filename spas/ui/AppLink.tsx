import { RouterLink, type AnchorHTMLAttributes, type ReactNode } from '../lib/react-deps.js';
import { matchRoute } from '../../shared/routes/routeTable.js';
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

/**
 * A link that routes on the client inside the current area and loads the page otherwise (another area
 * is another SPA, and the gateway must apply that route's guard).
 */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const area = useArea();
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
