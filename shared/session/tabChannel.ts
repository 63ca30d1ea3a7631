/**
 * The one message bus between tabs of the same origin: BroadcastChannel where it exists, otherwise the
 * `storage` event (a key written with a nonce, so equal messages still fire). Messages never reach the tab that
 * sent them (as with BroadcastChannel). The session uses the channel named 'session' (login, logout); the idle
 * session its own, 'session-idle' (activity, keep-alive, countdown). Handlers receive only well-formed messages.
 */
export interface TabMessage {
  type: string;
  [key: string]: unknown;
}
export type TabMessageHandler = (message: TabMessage) => void;

export interface TabChannel {
  post(message: TabMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(handler: TabMessageHandler): () => void;
  close(): void;
}

const isMessage = (value: unknown): value is TabMessage =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function handlerSet() {
  const handlers = new Set<TabMessageHandler>();
  return {
    deliver(value: unknown) {
      if (!isMessage(value)) return;
      for (const h of [...handlers]) h(value);
    },
    subscribe(handler: TabMessageHandler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    clear: () => handlers.clear(),
  };
}

export interface StorageLike {
  setItem(key: string, value: string): void;
}
export interface StorageEventLike {
  readonly key: string | null;
  readonly newValue: string | null;
}
export interface WindowLike {
  addEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEventLike) => void): void;
}

/** The localStorage fallback (old browsers; injectable for tests): the other tabs receive it as a `storage` event. */
export function createStorageChannel(storage: StorageLike, win: WindowLike, key: string): TabChannel {
  const handlers = handlerSet();
  const onStorage = (event: StorageEventLike) => {
    if (event.key !== key || !event.newValue) return;
    try {
      handlers.deliver((JSON.parse(event.newValue) as { message?: unknown }).message);
    } catch {
      // not ours
    }
  };
  win.addEventListener('storage', onStorage);
  return {
    post(message) {
      try {
        storage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
      } catch {
        // Storage full or disabled (private mode): the other tabs catch up from their own clocks.
      }
    },
    subscribe: handlers.subscribe,
    close() {
      handlers.clear();
      win.removeEventListener('storage', onStorage);
    },
  };
}

/** BroadcastChannel(name) where it exists, else the storage fallback, else a channel that reaches no one. */
export function createTabChannel(name: string): TabChannel {
  const g = globalThis as unknown as { localStorage?: StorageLike } & Partial<WindowLike>;
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    const handlers = handlerSet();
    channel.onmessage = (event: MessageEvent) => handlers.deliver(event.data);
    return {
      post: (message) => {
        try {
          channel.postMessage(message);
        } catch {
          // closed: nothing to tell
        }
      },
      subscribe: handlers.subscribe,
      close: () => {
        handlers.clear();
        channel.close();
      },
    };
  }
  try {
    if (g.localStorage && typeof g.addEventListener === 'function')
      return createStorageChannel(g.localStorage, g as WindowLike, `tab-channel:${name}`);
  } catch {
    // localStorage access can throw (privacy settings)
  }
  const handlers = handlerSet();
  return { post: () => undefined, subscribe: handlers.subscribe, close: handlers.clear };
}

let sessionChannelInstance: TabChannel | undefined;
/** The shared 'session' channel of this tab (created on first use). */
export function sessionChannel(): TabChannel {
  sessionChannelInstance ??= createTabChannel('session');
  return sessionChannelInstance;
}
