import { createIdleChannel } from './channel.js';
import type { TabChannel } from '../tabChannel.js';
import { createIdleSession, type EventTargetLike, type IdleSession, type IdleSessionOptions } from './idleSession.js';

export type BrowserIdleSessionOptions = Omit<IdleSessionOptions, 'channel' | 'activityTarget' | 'visibilityTarget'> & {
  /** Default: BroadcastChannel('session-idle'), or the localStorage fallback. */
  channel?: TabChannel | null;
};

/** The idle session of this browser tab: activity and focus on `window`, visibility on `document`. */
export function createBrowserIdleSession(options: BrowserIdleSessionOptions): IdleSession {
  const g = globalThis as unknown as { window?: EventTargetLike; document?: EventTargetLike };
  return createIdleSession({
    ...options,
    channel: options.channel === undefined ? createIdleChannel() : options.channel,
    activityTarget: g.window ?? null,
    visibilityTarget: g.document ?? null,
  });
}
