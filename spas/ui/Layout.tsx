import { useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from '../lib/react-deps.js';
import type { Layout as LayoutKind } from '../../shared/routes/routeTable.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { SessionExtras } from './SessionExtras.js';
import type { SidebarSlotProps } from './Sidebar.js';
import { SMALL_SCREEN, useMediaQuery } from './useMediaQuery.js';

export interface LayoutProps {
  layout: LayoutKind;
  path: string;
  page: string;
  children: ReactNode;
  /**
   * The side menu of the sidebar layout, supplied by the logged-in areas (spas/app/loggedInArea.tsx builds
   * it from shared/permissions), so the public area's first visit carries no menu rules.
   */
  sidebar?: ComponentType<SidebarSlotProps>;
}

const MAIN_ID = 'main';
const MENU_ID = 'side-menu';

function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} className="main" tabIndex={-1}>
      <div className="main-inner">{children}</div>
    </main>
  );
}

/** docs/requirements.md#spec-2-screens layouts: full (header and footer), header-only, none, sidebar (header, side menu, footer). */
export function Layout({ layout, path, page, children, sidebar: SideMenu }: LayoutProps) {
  const small = useMediaQuery(SMALL_SCREEN);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);
  useEffect(() => setMenuOpen(false), [path, small]);

  if (layout === 'none') {
    return (
      <div className="layout-none">
        <Main>{children}</Main>
        <SessionExtras />
      </div>
    );
  }
  const sidebar = layout === 'sidebar' && SideMenu !== undefined;
  return (
    <>
      <SkipLink />
      <Header
        menu={sidebar ? { open: menuOpen, toggle: () => setMenuOpen((o) => !o), controls: MENU_ID, buttonRef: toggleRef } : undefined}
      />
      <div className="layout-body">
        {sidebar ? <SideMenu id={MENU_ID} path={path} open={menuOpen} small={small} onClose={closeMenu} /> : null}
        <Main>{children}</Main>
      </div>
      {layout === 'headerOnly' ? null : <Footer path={path} page={page} />}
      <SessionExtras />
    </>
  );
}
