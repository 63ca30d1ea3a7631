import { IDLE_CHANNEL_NAME } from './constants.js';

/** What the idle sessions of the open tabs tell each other. Every message carries a wall-clock time. */
export type IdleMessage =
  /** Activity (or Continue Working, or regained focus) at `at`; the latest activity wins. */
  | { readonly type: 'activity'; readonly at: number; readonly from: string }
  /** A keep-alive was sent at `at`. */
  | { readonly type: 'keepalive'; readonly at: number; readonly from: string }
  /** This tab logged out at `at` (Log Off, the countdown ran out, or focus after 15.01 minutes). */
  | { readonly type: 'loggedOut'; readonly at: number; readonly from: string };

type MessageListener = (event: { readonly data: unknown }) => void;

/** The part of `BroadcastChannel` the idle session uses; tests pass a fake, old browsers a storage channel. */
export interface IdleChannel {
  postMessage(message: IdleMessage): void;
  addEventListener(type: 'message', listener: MessageListener): void;
  removeEventListener(type: 'message', listener: MessageListener): void;
  close?(): void;
}

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

interface StorageLike {
  setItem(key: string, value: string): void;
}
interface StorageEventLike {
  readonly key: string | null;
  readonly newValue: string | null;
}
interface WindowLike {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/**
 * The localStorage fallback: a message is written to one key (with a nonce so equal messages still change
 * the value); the other tabs of the origin receive it as a `storage` event. The writing tab does not,
 * which matches BroadcastChannel (no echo to the sender).
 */
export function createStorageChannel(storage: StorageLike, win: WindowLike, key = IDLE_CHANNEL_NAME): IdleChannel {
  const wrappers = new Map<MessageListener, (event: StorageEventLike) => void>();
  return {
    postMessage(message) {
      try {
        storage.setItem(key, JSON.stringify({ ...message, nonce: Math.random().toString(36).slice(2) }));
      } catch {
        // Storage full or disabled: the other tabs catch up from their own clocks.
      }
    },
    addEventListener(_type, listener) {
      const wrapper = (event: StorageEventLike) => {
        if (event.key !== key || !event.newValue) return;
        let data: unknown;
        try {
          data = JSON.parse(event.newValue);
        } catch {
          return;
        }
        listener({ data });
      };
      wrappers.set(listener, wrapper);
      win.addEventListener('storage', wrapper);
    },
    removeEventListener(_type, listener) {
      const wrapper = wrappers.get(listener);
      if (wrapper) win.removeEventListener('storage', wrapper);
      wrappers.delete(listener);
    },
    close() {
      for (const wrapper of wrappers.values()) win.removeEventListener('storage', wrapper);
      wrappers.clear();
    },
  };
}

/** BroadcastChannel('session-idle') where it exists, else the localStorage fallback, else null (one tab). */
export function createIdleChannel(name = IDLE_CHANNEL_NAME): IdleChannel | null {
  const g = globalThis as unknown as {
    BroadcastChannel?: new (name: string) => IdleChannel;
    localStorage?: StorageLike;
    addEventListener?: WindowLike['addEventListener'];
    removeEventListener?: WindowLike['removeEventListener'];
  };
  if (typeof g.BroadcastChannel === 'function') return new g.BroadcastChannel(name);
  try {
    if (g.localStorage && typeof g.addEventListener === 'function') {
      return createStorageChannel(g.localStorage, g as unknown as WindowLike, name);
    }
  } catch {
    // localStorage access can throw (privacy settings).
  }
  return null;
}
