import { useEffect, useId, useRef, useState, type KeyboardEvent } from '../lib/react-deps.js';
import { logout } from '../../shared/session/auth.js';
import { LOG_OUT_ID, profileMenuFor } from '../../shared/permissions/quickLinks.js';
import { cardNumberParam, selectedCompany, user, view } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { AppLink } from './AppLink.js';

/**
 * The header's profile dropdown (docs/requirements.md#spec-2-screens: Profile, Contact Us, Log Out), as a WAI-ARIA menu button:
 * Enter/Space/ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End move;
 * Escape closes it and returns focus to the button; Tab or a click elsewhere closes it.
 */
export function ProfileMenu() {
  const current = useSignalValue(user);
  const currentView = useSignalValue(view);
  const companyParam = useSignalValue(selectedCompany);
  const cardRef = useSignalValue(cardNumberParam);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    if (!all.length) return;
    all[(index + all.length) % all.length]!.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    const onPointer = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!listRef.current?.contains(t) && !buttonRef.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus moves when the menu opens, not on each render
  }, [open]);

  if (!current || !currentView) return null;
  // Profile, Contact Us, Log Out (docs/requirements.md#spec-2-screens), where they live for this user and view (shared/permissions).
  const entries = profileMenuFor(current, { view: currentView, companyParam, cardNumberParam: cardRef }).filter((e) => e.id !== LOG_OUT_ID);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusOnOpen.current = e.key === 'ArrowDown' ? 'first' : 'last';
      setOpen(true);
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        focusItem(index - 1);
        break;
      case 'Home':
        e.preventDefault();
        focusItem(0);
        break;
      case 'End':
        e.preventDefault();
        focusItem(-1);
        break;
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };
  const onLogout = async () => {
    setBusy(true);
    await logout();
  };

  return (
    <div className="profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary profile-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen((o) => !o);
        }}
        onKeyDown={onButtonKey}
      >
        My Account <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} ref={listRef} role="menu" aria-label="My Account" className="profile-menu-list" hidden={!open} onKeyDown={onMenuKey}>
        {entries.map((e) => (
          <li role="none" key={e.id}>
            <AppLink role="menuitem" tabIndex={-1} href={e.href} onClick={() => close(false)}>
              {e.label}
            </AppLink>
          </li>
        ))}
        <li role="none">
          <button role="menuitem" tabIndex={-1} type="button" onClick={() => void onLogout()} aria-busy={busy || undefined}>
            {busy ? 'Logging Out…' : 'Log Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
