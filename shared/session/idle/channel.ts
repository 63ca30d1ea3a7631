import { createTabChannel, type TabChannel } from '../tabChannel.js';
import { IDLE_CHANNEL_NAME } from './constants.js';

/** What the idle sessions of the open tabs tell each other. Every message carries a wall-clock time. */
export type IdleMessage =
  /** Activity (or Continue Working, or regained focus) at `at`; the latest activity wins. */
  | { readonly type: 'activity'; readonly at: number; readonly from: string }
  /** A keep-alive was sent at `at`. */
  | { readonly type: 'keepalive'; readonly at: number; readonly from: string }
  /** This tab logged out at `at` (Log Off, the countdown ran out, or focus after 15.01 minutes). */
  | { readonly type: 'loggedOut'; readonly at: number; readonly from: string };

export function isIdleMessage(data: unknown): data is IdleMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return (
    (m.type === 'activity' || m.type === 'keepalive' || m.type === 'loggedOut') &&
    typeof m.at === 'number' &&
    Number.isFinite(m.at) &&
    typeof m.from === 'string'
  );
}

/** The idle session's channel ('session-idle') on the portal's one tab transport (shared/session/tabChannel.ts). */
export const createIdleChannel = (name = IDLE_CHANNEL_NAME): TabChannel => createTabChannel(name);
