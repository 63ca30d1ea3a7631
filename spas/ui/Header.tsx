import type { RefObject } from '../lib/react-deps.js';
import { backToBanno, brand, brandName, home, isLoggedIn, user } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { greeting } from '../../shared/permissions/quickLinks.js';
import { cdnUrl } from '../../shared/brand/cdn.js';
import { PADLOCK } from '../../shared/brand/padlock.js';
import { ProfileMenu } from './ProfileMenu.js';

export interface HeaderProps {
  /** Small-screen menu toggle, present in the sidebar layout. */
  menu?: { open: boolean; toggle: () => void; controls: string; buttonRef: RefObject<HTMLButtonElement | null> };
}

/**
 * docs/requirements.md#spec-2-screens header: logo, greeting, profile dropdown or 'This page is secure', 'Back to Banno'. The gateway paints the
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
              <svg aria-hidden="true" width={PADLOCK.width} height={PADLOCK.height} viewBox={PADLOCK.viewBox} fill="currentColor">
                <path d={PADLOCK.path} />
              </svg>
              This page is secure
            </p>
          )}
        </div>
      </div>
    </header>
  );
}
