import { parseArgs } from 'node:util';
import { FAULT_KINDS, type FaultKind, type FaultRates } from './chaosProxy.js';

export interface SoakOptions {
  /** How long the clients make money moves (the run takes a little longer: start, restarts, reconciliation). */
  durationMs: number;
  /** Browser-like clients: the first ones cardholders, then program admins paying vendors (at most 12). */
  clients: number;
  /** How many of the clients are program admins paying vendors. */
  vendorPayers: number;
  faults: FaultRates;
  /** How long a `held` answer is held (past the clients' time-out). */
  holdMs: number;
  refusal: { everyMs: number; forMs: number } | null;
  /** The clients' own time-out per attempt. */
  clientTimeoutMs: number;
  /** Retries of a money move after its first attempt, with the same key. */
  retries: number;
  /** Pause between one client's moves (a user reading the confirmation), on average. */
  pauseMs: number;
  redeemShare: number;
  keylessShare: number;
  /** When the platform is killed (SIGKILL) and started again, as a share of the duration; null: never. */
  platformRestartAt: number | null;
  /** When the first gateway is restarted (SIGTERM, drain, start), as a share of the duration; null: never. */
  gatewayRestartAt: number | null;
  /** Seed of the faults' and clients' random choices. */
  seed: number;
  /** Keep the run's folder (logs, the platform's data) instead of removing it. */
  keep: boolean;
}

export const DEFAULT_FAULTS: FaultRates = { lost: 0.04, held: 0.01, 'reset-accept': 0.02, 'reset-before': 0.02, '502': 0.02, '503': 0.02 };

export const DEFAULTS: SoakOptions = {
  durationMs: 120_000,
  clients: 10,
  vendorPayers: 4,
  faults: DEFAULT_FAULTS,
  holdMs: 6_000,
  refusal: { everyMs: 25_000, forMs: 1_500 },
  clientTimeoutMs: 5_000,
  retries: 4,
  pauseMs: 1_000,
  redeemShare: 0.3,
  keylessShare: 0.1,
  platformRestartAt: 0.4,
  gatewayRestartAt: 0.7,
  seed: 1,
  keep: false,
};

export const USAGE = `npm run soak -- [options]

  --duration <s>          seconds of money moves (default 120)
  --clients <n>           browser-like clients, at most 12 (default 10)
  --vendor-payers <n>     of them, program admins paying vendors (default 4; the rest are cardholders)
  --faults <list>         fault=rate pairs, e.g. lost=0.04,held=0.01,reset-accept=0.02,reset-before=0.02,502=0.02,503=0.02
                          (kinds: ${FAULT_KINDS.join(', ')}; "none" for no faults)
  --hold <ms>             how long a held answer is held (default 6000)
  --refusal <every>/<for> refusal windows in ms, e.g. 25000/1500; "none" for none
  --client-timeout <ms>   the clients' time-out per attempt (default 5000)
  --retries <n>           retries of a money move with the same key (default 4)
  --pause <ms>            average pause between one client's moves (default 1000)
  --redeem <share>        share of a cardholder's moves that redeem points (default 0.3)
  --keyless <share>       share of payments sent without an Idempotency-Key (default 0.1)
  --platform-restart <f>  kill and restart the platform at this share of the run (default 0.4; "none")
  --gateway-restart <f>   restart a gateway at this share of the run (default 0.7; "none")
  --seed <n>              seed of the random choices (default 1)
  --keep                  keep the run's folder (logs and data)`;

const share = (name: string, v: string): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new Error(`--${name} must be a number from 0 to 1, not "${v}"`);
  return n;
};
const whole = (name: string, v: string, min: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not "${v}"`);
  return n;
};

export function parseFaults(text: string): FaultRates {
  if (text === 'none') return {};
  const rates: FaultRates = {};
  for (const part of text.split(',').filter(Boolean)) {
    const [kind = '', rate = ''] = part.split('=').map((s) => s.trim());
    if (!(FAULT_KINDS as readonly string[]).includes(kind)) throw new Error(`unknown fault "${kind}" (kinds: ${FAULT_KINDS.join(', ')})`);
    rates[kind as FaultKind] = share(`faults ${kind}`, rate);
  }
  const total = Object.values(rates).reduce((n, r) => n + (r ?? 0), 0);
  if (total > 1) throw new Error(`the fault rates add up to ${total}: at most 1`);
  return rates;
}

/** The options from the command line, over the defaults; throws one error naming a bad value. */
export function parseSoakArgs(argv: string[]): SoakOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      clients: { type: 'string' },
      'vendor-payers': { type: 'string' },
      faults: { type: 'string' },
      hold: { type: 'string' },
      refusal: { type: 'string' },
      'client-timeout': { type: 'string' },
      retries: { type: 'string' },
      pause: { type: 'string' },
      redeem: { type: 'string' },
      keyless: { type: 'string' },
      'platform-restart': { type: 'string' },
      'gateway-restart': { type: 'string' },
      seed: { type: 'string' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return 'help';
  const o: SoakOptions = { ...DEFAULTS };
  if (values.duration !== undefined) o.durationMs = whole('duration', values.duration, 1, 86_400) * 1000;
  if (values.clients !== undefined) o.clients = whole('clients', values.clients, 1, 12);
  if (values['vendor-payers'] !== undefined) o.vendorPayers = whole('vendor-payers', values['vendor-payers'], 0, 6);
  if (values.faults !== undefined) o.faults = parseFaults(values.faults);
  if (values.hold !== undefined) o.holdMs = whole('hold', values.hold, 0, 600_000);
  if (values.refusal !== undefined) {
    if (values.refusal === 'none') o.refusal = null;
    else {
      const m = /^(\d+)\/(\d+)$/.exec(values.refusal);
      if (!m || Number(m[2]) >= Number(m[1]))
        throw new Error(`--refusal must be <every ms>/<for ms> with the window shorter than the gap, not "${values.refusal}"`);
      o.refusal = { everyMs: Number(m[1]), forMs: Number(m[2]) };
    }
  }
  if (values['client-timeout'] !== undefined) o.clientTimeoutMs = whole('client-timeout', values['client-timeout'], 100, 600_000);
  if (values.retries !== undefined) o.retries = whole('retries', values.retries, 0, 20);
  if (values.pause !== undefined) o.pauseMs = whole('pause', values.pause, 0, 60_000);
  if (values.redeem !== undefined) o.redeemShare = share('redeem', values.redeem);
  if (values.keyless !== undefined) o.keylessShare = share('keyless', values.keyless);
  if (values['platform-restart'] !== undefined)
    o.platformRestartAt = values['platform-restart'] === 'none' ? null : share('platform-restart', values['platform-restart']);
  if (values['gateway-restart'] !== undefined)
    o.gatewayRestartAt = values['gateway-restart'] === 'none' ? null : share('gateway-restart', values['gateway-restart']);
  if (values.seed !== undefined) o.seed = whole('seed', values.seed, 0);
  if (values.keep) o.keep = true;
  if (o.vendorPayers > o.clients) throw new Error(`--vendor-payers (${o.vendorPayers}) cannot be more than --clients (${o.clients})`);
  if (o.clients - o.vendorPayers > 6) throw new Error(`at most 6 cardholders (one per brand): lower --clients or raise --vendor-payers`);
  return o;
}
