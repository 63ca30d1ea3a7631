import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The write time-out (docs/security.md, slow readers): a browser that stops reading its answer leaves the answer's
 * bytes queued in the gateway, holding memory and a connection for as long as it likes (Node's own time-outs cover
 * only how a request arrives). Every connection whose answer has bytes waiting and whose queue has not shrunk for
 * `timeoutMs` is destroyed. One timer looks at every open connection every `intervalMs`, so a request pays nothing.
 * nginx's `send_timeout` does the same at the edge (deploy/nginx).
 */
export interface WriteTimeout {
  stop(): void;
}

interface Watched {
  /** When the queue was last seen empty or shrinking (0: nothing waiting). */
  since: number;
  queued: number;
}

export function dropStalledWriters(server: Server, timeoutMs: number, onDrop: () => void = () => undefined): WriteTimeout {
  const intervalMs = Math.min(1_000, Math.max(25, Math.floor(timeoutMs / 4)));
  const sockets = new Map<Socket, Watched>();
  const onConnection = (socket: Socket): void => {
    sockets.set(socket, { since: 0, queued: 0 });
    socket.once('close', () => sockets.delete(socket));
  };
  server.on('connection', onConnection);
  const timer = setInterval(() => {
    const now = performance.now();
    for (const [socket, w] of sockets) {
      const queued = socket.writableLength;
      if (queued === 0) w.since = 0;
      else if (w.since === 0 || queued < w.queued) w.since = now;
      else if (now - w.since >= timeoutMs) {
        onDrop();
        sockets.delete(socket);
        socket.destroy();
        continue;
      }
      w.queued = queued;
    }
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      server.off('connection', onConnection);
      sockets.clear();
    },
  };
}
