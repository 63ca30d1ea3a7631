import type { RefObject } from '../lib/react-deps.js';
import { backToBanno, brand, brandName, home, isLoggedIn, user } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { greeting } from '../../shared/permissions/quickLinks.js';
import { cdnUrl } from '../../shared/brand/cdn.js';
import { ProfileMenu } from './ProfileMenu.js';

export interface HeaderProps {
  /** Small-screen menu toggle, present in the sidebar layout. */
  menu?: { open: boolean; toggle: () => void; controls: string; buttonRef: RefObject<HTMLButtonElement | null> };
}

/**
 * Spec §2 header: logo, greeting, profile dropdown or 'This page is secure', 'Back to Banno'. The gateway paints the
 * same markup from the HTML before this code runs (gateway/src/pages/headerFrame.ts): change both together;
 * tests/e2e/header-frame.spec.ts checks this one takes the frame's place exactly.
 */
export function Header({ menu }: HeaderProps) {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  const loggedIn = useSignalValue(isLoggedIn);
  const current = useSignalValue(user);
  const homeHref = useSignalValue(home);
  const banno = useSignalValue(backToBanno);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {menu ? (
          <button
            ref={menu.buttonRef}
            type="button"
            className="btn btn-secondary menu-toggle"
            aria-expanded={menu.open}
            aria-controls={menu.controls}
            onClick={menu.toggle}
          >
            <span aria-hidden="true">☰</span> Menu
          </button>
        ) : null}
        <a className="site-logo" href={loggedIn ? homeHref : '/'}>
          <img src={cdnUrl(b?.brand, 'logo.svg')} alt={name} height={40} />
        </a>
        <div className="header-end">
          {banno ? (
            <a className="btn btn-secondary" href={banno}>
              Back to Banno
            </a>
          ) : null}
          <p className="greeting">{greeting(loggedIn ? current : null)}</p>
          {loggedIn ? (
            <ProfileMenu />
          ) : (
            <p className="secure-note">
              <svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16" fill="currentColor">
                <path d="M7 0a4 4 0 0 0-4 4v3H2a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-1V4a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v3H5V4Z" />
              </svg>
              This page is secure
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
