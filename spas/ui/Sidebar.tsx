import { useEffect, useRef, type KeyboardEvent } from '../lib/react-deps.js';
import type { MenuEntry } from '../../shared/permissions/menus.js';
import { AppLink } from './AppLink.js';

export interface SidebarSlotProps {
  id: string;
  path: string;
  /** Small screens: whether the sliding menu is open. Ignored on wide screens (always shown). */
  open: boolean;
  small: boolean;
  onClose: (returnFocus: boolean) => void;
}

export interface SidebarProps extends SidebarSlotProps {
  /** The entries the user may see (shared/permissions `sidebarFor`); null while the facts load. */
  items: readonly MenuEntry[] | null;
  /** Quick links under the entries (`quickLinksFor`); the entry with id `logOut` calls `onLogOut`. */
  quickLinks?: readonly MenuEntry[];
  onLogOut?: () => void;
}

const pathOf = (href: string) => (href.split(/[?#]/, 1)[0] ?? '').toLowerCase();

const isCurrent = (item: MenuEntry, path: string) => {
  const href = pathOf(item.href);
  const p = path.toLowerCase().replace(/\/+$/, '') || '/';
  return p === href || ((item.id === 'home' || item.id === 'company' || item.id === 'holdingCompany') && p === `${href}/dashboard`);
};

function Entry({ item, path, onFollow, onLogOut }: { item: MenuEntry; path: string; onFollow: () => void; onLogOut?: () => void }) {
  if (item.id === 'logOut' && onLogOut) {
    return (
      <button type="button" onClick={onLogOut}>
        {item.label}
      </button>
    );
  }
  if (item.newTab) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
        {item.label} <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <AppLink href={item.href} aria-current={isCurrent(item, path) ? 'page' : undefined} onClick={onFollow}>
      {item.label}
    </AppLink>
  );
}

/**
 * The side menu (docs/requirements.md#spec-2-screens): 15rem wide; on small screens it slides in and out in 300 ms, is inert while
 * closed, closes on Escape (focus back to the toggle) and after a link is followed. While the facts
 * behind the entries load it shows a placeholder, never entries that may vanish a moment later.
 */
export function Sidebar({ id, path, open, small, onClose, items, quickLinks = [], onLogOut }: SidebarProps) {
  const navRef = useRef<HTMLElement>(null);
  const hidden = small && !open;

  const loaded = items !== null;
  useEffect(() => {
    // Focus the first entry when the menu opens, or when its entries arrive while it is open.
    // While the entries load, focus stays on the toggle (the placeholder announces itself).
    if (small && open && loaded && !navRef.current?.contains(document.activeElement))
      navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [small, open, loaded]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (small && open && e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    }
  };
  const onFollow = () => small && onClose(false);

  return (
    <>
      {/* Pointer users close the menu by tapping beside it; keyboard users have Escape and the toggle. */}
      {small && open ? <div className="sidebar-scrim" aria-hidden="true" onClick={() => onClose(true)} /> : null}
      {/* Escape closes the menu from anywhere inside it: the keys reach the nav from its links and buttons. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <nav
        ref={navRef}
        id={id}
        className="sidebar"
        aria-label="Main menu"
        data-open={small ? String(open) : undefined}
        inert={hidden || undefined}
        onKeyDown={onKeyDown}
      >
        {items ? (
          <ul aria-label="Sections" className="sidebar-sections">
            {items.map((item) => (
              <li key={item.id}>
                <Entry item={item} path={path} onFollow={onFollow} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="sidebar-loading" role="status" aria-live="polite">
            <span className="visually-hidden">Loading the menu…</span>
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="sidebar-skeleton" aria-hidden="true" />
            ))}
          </div>
        )}
        {/* With the sections, never before them: links painted under the placeholder would move when the sections arrive. */}
        {items && quickLinks.length ? (
          <ul aria-label="Quick links" className="sidebar-quick-links">
            {quickLinks.map((item) => (
              <li key={item.id}>
                <Entry item={item} path={path} onFollow={onFollow} onLogOut={onLogOut} />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </>
  );
}
