import { useEffect, useId, useRef, useState, type KeyboardEvent } from '../../lib/react-deps.js';
import {
  CONTINUE_WORKING_LABEL,
  IDLE_DIALOG_TEXT,
  LOG_OFF_LABEL,
  SESSION_EXPIRED_TEXT,
  countdownAnnouncement,
  secondsLeftTitle,
  type IdleState,
} from '../../../shared/session/idle/index.js';
import './IdleDialog.css';

export interface IdleDialogProps {
  state: IdleState;
  onContinue: () => void;
  onLogOff: () => void;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What the polite live region says: changes only at 60, 30, 10, 5…1 and on expiry, never every second. */
export function liveText(state: IdleState, previous: string): string {
  if (state.status === 'expired') return SESSION_EXPIRED_TEXT;
  if (state.status === 'warning') return countdownAnnouncement(state.secondsLeft) ?? previous;
  return '';
}

/**
 * The idle warning (docs/requirements.md#spec-2-screens and #spec-4-states): a real modal on the native <dialog> (showModal: top layer, the page
 * behind inert) with role alertdialog, labelled by its title — the seconds left — and described by the
 * text. Focus goes to Continue Working and Tab/Shift+Tab cycle inside; Escape does nothing. The title
 * updates every second but is not live; a polite live region speaks at sensible steps. After zero it
 * shows 'Session Expired, returning to login screen.' until the session logs out.
 */
export function IdleDialog({ state, onContinue, onLogOff }: IdleDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<Element | null>(null);
  const titleId = useId();
  const textId = useId();
  const open = state.status === 'warning' || state.status === 'expired';
  const expired = state.status === 'expired';
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    setAnnouncement((previous) => liveText(state, previous));
  }, [state]);

  // Open and close the native modal.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement;
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute('open', '');
      }
    } else if (!open && dialog.open) {
      dialog.close();
      const back = returnFocusRef.current;
      returnFocusRef.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);

  // Focus: Continue Working while counting down; the dialog itself once expired (no buttons left).
  useEffect(() => {
    if (!open) return;
    if (expired) ref.current?.focus();
    else continueRef.current?.focus();
  }, [open, expired]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Never dismiss silently: the dialog needs an answer.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = ref.current;
    if (!dialog) return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    event.preventDefault();
    if (!first || !last) {
      dialog.focus();
      return;
    }
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey) (index <= 0 ? last : items[index - 1]!).focus();
    else (index === -1 || index === items.length - 1 ? first : items[index + 1]!).focus();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog idle-dialog${expired ? ' idle-dialog-expired' : ''}`}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={expired ? undefined : textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        // Some browsers close a modal on a repeated Escape regardless of preventDefault: reopen it.
        const dialog = ref.current;
        if (dialog && open && !dialog.open) {
          try {
            dialog.showModal();
          } catch {
            /* detached */
          }
          if (expired) dialog.focus();
          else continueRef.current?.focus();
        }
      }}
      data-testid="idle-dialog"
    >
      {open ? (
        <>
          <div className="dialog-header">
            <h2 id={titleId}>{state.status === 'warning' ? secondsLeftTitle(state.secondsLeft) : SESSION_EXPIRED_TEXT}</h2>
          </div>
          {expired ? null : (
            <>
              <div className="dialog-body">
                <p id={textId}>{IDLE_DIALOG_TEXT}</p>
              </div>
              <div className="dialog-actions">
                <button type="button" className="btn btn-secondary" onClick={onLogOff}>
                  {LOG_OFF_LABEL}
                </button>
                <button type="button" className="btn btn-primary" ref={continueRef} onClick={onContinue}>
                  {CONTINUE_WORKING_LABEL}
                </button>
              </div>
            </>
          )}
        </>
      ) : null}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="idle-announcer">
        {announcement}
      </div>
    </dialog>
  );
}
