import * as z from 'zod/mini';

/** A fault to inject: delay, then fail with a status or drop the connection (or just delay). */
export const FaultRule = z.object({
  /** Path to match: exact (`/api/authentication/check`) or a prefix ending in `*` (`/api/v1/*`). */
  path: z.string().check(z.minLength(1)),
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  delayMs: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(120_000))),
  status: z.optional(z.number().check(z.int(), z.minimum(100), z.maximum(599))),
  drop: z.optional(z.boolean()),
  /** How many matching calls the fault applies to; omitted: until cleared. */
  times: z.optional(z.number().check(z.int(), z.minimum(1))),
});
export type FaultRule = z.infer<typeof FaultRule>;

export interface Fault {
  delayMs: number;
  status: number | null;
  drop: boolean;
}

export const FAULT_HEADER = 'x-sandbox-fault';

/**
 * Parses `X-Sandbox-Fault: delay=500; status=503` or `drop` (a header honoured only by the sandbox). With `path=<path>`
 * (exact, or a prefix ending in `*`) it applies only to a call of that path: a header the gateway sends with every call
 * it makes for one page then fails just one of them.
 */
export function parseFaultHeader(value: string | undefined, path?: string): Fault | null {
  if (!value) return null;
  const fault: Fault = { delayMs: 0, status: null, drop: false };
  for (const part of value.split(/[;,]/)) {
    const at = part.indexOf('=');
    const k = (at < 0 ? part : part.slice(0, at)).trim();
    const v = at < 0 ? '' : part.slice(at + 1).trim();
    if (k === 'drop') fault.drop = true;
    else if (k === 'delay') fault.delayMs = Math.min(120_000, Math.max(0, Number(v) || 0));
    else if (k === 'status') {
      const n = Number(v);
      if (Number.isInteger(n) && n >= 100 && n <= 599) fault.status = n;
    } else if (k === 'path' && (path === undefined || !matches(v, path))) return null;
  }
  return fault.drop || fault.delayMs > 0 || fault.status !== null ? fault : null;
}

export class FaultRegistry {
  private rules: Array<FaultRule & { left: number }> = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, left: rule.times ?? Number.POSITIVE_INFINITY });
  }

  list(): FaultRule[] {
    return this.rules.map(({ left: _left, ...rule }) => rule);
  }

  clear(): void {
    this.rules = [];
  }

  take(method: string, path: string): Fault | null {
    const rule = this.rules.find((r) => r.left > 0 && (!r.method || r.method === method) && matches(r.path, path));
    if (!rule) return null;
    rule.left -= 1;
    if (rule.left <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return { delayMs: rule.delayMs ?? 0, status: rule.status ?? null, drop: rule.drop ?? false };
  }
}

const matches = (pattern: string, path: string): boolean =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
