import { useEffect, useRef, type KeyboardEvent } from '../lib/react-deps.js';
import { http } from '../../shared/session/http.js';
import { reportingUrl, selectedCompany, user } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { AppLink } from './AppLink.js';
import { useArea } from './AreaContext.js';
import { menuFor, type MenuContext, type MenuItem } from './menus.js';

export interface SidebarProps {
  id: string;
  path: string;
  /** Small screens: whether the sliding menu is open. Ignored on wide screens (always shown). */
  open: boolean;
  small: boolean;
  onClose: (returnFocus: boolean) => void;
  /** Replaces the area's default menu (e.g. lists built by shared/permissions). */
  menu?: (ctx: MenuContext) => MenuItem[];
  /** Filters the menu (issue 6 plugs the permission rules in here). */
  filter?: (item: MenuItem) => boolean;
}

/** Opens the platform's reporting page in a new tab; the tab is opened first so no popup blocker stops it. */
async function openReporting(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const answer = await http.get<unknown>('/api/reporting');
    const a = answer as { url?: unknown; data?: { url?: unknown } } | string | null;
    const url = typeof a === 'string' ? a : typeof a?.url === 'string' ? a.url : typeof a?.data?.url === 'string' ? a.data.url : null;
    if (url && /^https?:\/\//i.test(url) && tab) {
      tab.opener = null;
      tab.location.href = url;
    } else tab?.close();
  } catch {
    tab?.close();
  }
}

const isCurrent = (item: MenuItem, path: string) => {
  const href = item.href.split('?', 1)[0]!.toLowerCase();
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  return p === href || (item.id === 'home' && p === `${href}/dashboard`);
};

/**
 * The side menu (spec §2): 15rem wide; on small screens it slides in and out in 300 ms, is inert while
 * closed, closes on Escape (focus back to the toggle) and after a link is followed.
 */
export function Sidebar({ id, path, open, small, onClose, menu, filter }: SidebarProps) {
  const area = useArea();
  const current = useSignalValue(user);
  const company = useSignalValue(selectedCompany);
  const reporting = useSignalValue(reportingUrl);
  const navRef = useRef<HTMLElement>(null);
  const ctx: MenuContext = { user: current, company, reportingUrl: reporting };
  const items = (menu ? menu(ctx) : menuFor(area, ctx)).filter(filter ?? (() => true));
  const hidden = small && !open;

  useEffect(() => {
    if (small && open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [small, open]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (small && open && e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  };

  return (
    <>
      {/* Pointer users close the menu by tapping beside it; keyboard users have Escape and the toggle. */}
      {small && open ? <div className="sidebar-scrim" aria-hidden="true" onClick={() => onClose(true)} /> : null}
      <nav
        ref={navRef}
        id={id}
        className="sidebar"
        aria-label="Main menu"
        data-open={small ? String(open) : undefined}
        inert={hidden || undefined}
        onKeyDown={onKeyDown}
      >
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              {item.kind === 'reporting' ? (
                <button type="button" onClick={() => void openReporting()}>
                  {item.label} <span className="visually-hidden">(opens in a new tab)</span>
                </button>
              ) : item.newTab ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer">
                  {item.label} <span className="visually-hidden">(opens in a new tab)</span>
                </a>
              ) : (
                <AppLink href={item.href} aria-current={isCurrent(item, path) ? 'page' : undefined} onClick={() => small && onClose(false)}>
                  {item.label}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
