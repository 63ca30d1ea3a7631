/**
 * The ids of the requests this process is answering. A process fault is logged with them: the drain that follows
 * answers each of them, so they are the requests the fault touched, its own among them.
 *
 * Why not the id of the one request the fault happened for: finding that across callbacks and promises takes
 * AsyncLocalStorage, whose hooks on Node 20 run for every timer, socket write and promise of every request. On
 * the /api path that was about a sixth of the gateway's CPU per call (docs/performance.md), for a line written
 * only when the process is about to be replaced.
 */
const ids = new Set<string>();

export const requestsInFlight = {
  enter(id: string): void {
    ids.add(id);
  },
  leave(id: string): void {
    ids.delete(id);
  },
  /** How many, and the first `max` ids (a fault under load must not write a line of thousands). */
  list(max = 20): { count: number; ids: string[] } {
    const first: string[] = [];
    for (const id of ids) {
      if (first.length >= max) break;
      first.push(id);
    }
    return { count: ids.size, ids: first };
  },
};
