/**
 * The gateway (main.ts, as `node gateway/src/main.ts` runs it) with an /api proxy that faults the process instead of
 * answering: `/api/reject` leaves a rejected promise nobody handles, `/api/throw` throws from a timer.
 * For tests/gateway/processFaults.test.ts; spawned with tsx.
 */
import { main } from '../../../gateway/src/main.js';
import type { ApiProxy } from '../../../gateway/src/proxy/createApiProxy.js';

const proxy: ApiProxy = {
  handle(req) {
    if (req.url?.startsWith('/api/reject')) void Promise.reject(new Error('a rejection nobody handled'));
    else if (req.url?.startsWith('/api/throw'))
      setTimeout(() => {
        throw new Error('an exception nobody caught');
      }, 10);
  },
  metrics: () => '',
  close: async () => undefined,
};

await main(process.env, { proxy });
