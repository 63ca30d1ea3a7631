import type { IdleChannel, IdleMessage } from '../../../shared/session/idle/index.js';

type Listener = (event: { readonly data: unknown }) => void;

/** An in-memory BroadcastChannel hub: a message reaches every other open endpoint, synchronously. */
export function createChannelHub() {
  const endpoints = new Set<{ listeners: Set<Listener> }>();
  const log: IdleMessage[] = [];
  function endpoint(): IdleChannel & { closed: boolean } {
    const self = { listeners: new Set<Listener>() };
    endpoints.add(self);
    const channel = {
      closed: false,
      postMessage(message: IdleMessage) {
        if (channel.closed) throw new Error('closed');
        log.push(message);
        // Structured clone, like the real thing.
        const data = JSON.parse(JSON.stringify(message)) as unknown;
        for (const other of [...endpoints]) {
          if (other === self) continue;
          for (const listener of [...other.listeners]) listener({ data });
        }
      },
      addEventListener(_type: 'message', listener: Listener) {
        self.listeners.add(listener);
      },
      removeEventListener(_type: 'message', listener: Listener) {
        self.listeners.delete(listener);
      },
      close() {
        channel.closed = true;
        endpoints.delete(self);
      },
    };
    return channel;
  }
  return { endpoint, log };
}

export const MINUTE = 60_000;
export const SECOND = 1_000;
