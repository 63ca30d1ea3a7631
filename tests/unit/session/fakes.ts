import type { IdleMessage } from '../../../shared/session/idle/index.js';
import type { TabChannel, TabMessage, TabMessageHandler } from '../../../shared/session/tabChannel.js';

/** An in-memory BroadcastChannel hub: a message reaches every other open endpoint, synchronously. */
export function createChannelHub() {
  const endpoints = new Set<{ handlers: Set<TabMessageHandler> }>();
  const log: IdleMessage[] = [];
  function endpoint(): TabChannel & { closed: boolean } {
    const self = { handlers: new Set<TabMessageHandler>() };
    endpoints.add(self);
    const channel = {
      closed: false,
      post(message: TabMessage) {
        if (channel.closed) return;
        log.push(message as IdleMessage);
        // Structured clone, like the real thing.
        const data = JSON.parse(JSON.stringify(message)) as TabMessage;
        for (const other of [...endpoints]) {
          if (other === self) continue;
          for (const handler of [...other.handlers]) handler(data);
        }
      },
      subscribe(handler: TabMessageHandler) {
        self.handlers.add(handler);
        return () => void self.handlers.delete(handler);
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
