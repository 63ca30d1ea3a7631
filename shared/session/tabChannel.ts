/**
 * A message bus between tabs of the same origin: BroadcastChannel where it exists, otherwise the
 * `storage` event (a key written and removed at once). Messages never reach the tab that sent them.
 * The session module uses the channel named 'session'; other session features (idle, countdown) post
 * their own message types on the same channel.
 */
export interface TabMessage {
  type: string;
  [key: string]: unknown;
}
export type TabMessageHandler = (message: TabMessage) => void;

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(handler: TabMessageHandler): () => void;
  close(): void;
}

const isMessage = (value: unknown): value is TabMessage =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

export function createTabChannel(name: string): TabChannel {
  const handlers = new Set<TabMessageHandler>();
  const deliver = (value: unknown) => {
    if (!isMessage(value)) return;
    for (const h of [...handlers]) h(value);
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (handler) => {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      close: () => {
        handlers.clear();
        channel.close();
      },
    };
  }

  const key = `tab-channel:${name}`;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || !event.newValue) return;
    try {
      deliver((JSON.parse(event.newValue) as { message: unknown }).message);
    } catch {
      /* not ours */
    }
  };
  const target = globalThis as unknown as Window;
  target.addEventListener?.('storage', onStorage);
  return {
    post: (message) => {
      try {
        // A nonce makes repeated identical messages still change the value (and fire the event).
        localStorage.setItem(key, JSON.stringify({ message, nonce: `${Date.now()}-${Math.random()}` }));
        localStorage.removeItem(key);
      } catch {
        /* storage unavailable (private mode): tabs simply are not synced */
      }
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => {
      handlers.clear();
      target.removeEventListener?.('storage', onStorage);
    },
  };
}

let sessionChannelInstance: TabChannel | undefined;
/** The shared 'session' channel of this tab (created on first use). */
export function sessionChannel(): TabChannel {
  sessionChannelInstance ??= createTabChannel('session');
  return sessionChannelInstance;
}
