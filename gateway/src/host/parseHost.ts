import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { HostKind } from '../../../shared/bootstrap.js';
import type { TrustProxy } from '../config.js';

/** What the Host says (docs/requirements.md#design-3-hosts). `label` is the client subdomain for `client`, else null. */
export interface HostInfo {
  kind: HostKind;
  /** The first label under BASE_DOMAIN ('welcome', 'demo', …); null on the bare host. */
  label: string | null;
}

const DNS_LABEL = /^[a-z0-9-]{1,63}$/;
/** Loopback literals are accepted as the bare host so local health checks and curl work. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', '::1']);

/** Lower-cases and strips the port; null for anything that is not a plausible host[:port]. */
export function stripPort(raw: string): string | null {
  const host = raw.trim().toLowerCase();
  if (!host || host.length > 260) return null;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    const rest = host.slice(end + 1);
    if (rest && !/^:\d{1,5}$/.test(rest)) return null;
    return host.slice(0, end + 1);
  }
  const colon = host.indexOf(':');
  if (colon < 0) return host;
  if (!/^\d{1,5}$/.test(host.slice(colon + 1))) return null;
  return host.slice(0, colon);
}

/**
 * Strict Host parsing: BASE_DOMAIN → bare; `<label>.<BASE_DOMAIN>` with one DNS label → welcome, applynow,
 * apex (label contains 'apex') or client; loopback literals → bare; anything else → null (refuse with 400).
 */
export function parseHost(raw: string | undefined, baseDomain: string): HostInfo | null {
  if (raw === undefined) return null;
  // Every request asks (the IP check's regular expressions showed in page profiles); a browser sends the
  // same few Host values again and again, so answers are remembered, a bounded number per base domain.
  let known = parsed.get(baseDomain);
  if (!known) parsed.set(baseDomain, (known = new Map()));
  let info = known.get(raw);
  if (info === undefined) {
    if (known.size >= MAX_REMEMBERED_HOSTS) known.clear();
    info = parseHostOnce(raw, baseDomain);
    known.set(raw, info && Object.freeze(info));
  }
  return info;
}

const MAX_REMEMBERED_HOSTS = 1024;
const parsed = new Map<string, Map<string, HostInfo | null>>();

function parseHostOnce(raw: string, baseDomain: string): HostInfo | null {
  const host = stripPort(raw);
  if (host === null) return null;
  if (host === baseDomain) return { kind: 'bare', label: null };
  if (LOOPBACK_HOSTS.has(host)) return { kind: 'bare', label: null };
  if (isIP(baseDomain) !== 0) return null;
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  if (!DNS_LABEL.test(label)) return null;
  if (label.includes('apex')) return { kind: 'apex', label };
  if (label === 'welcome') return { kind: 'welcome', label };
  if (label === 'applynow') return { kind: 'applynow', label };
  return { kind: 'client', label };
}

/**
 * TRUST_PROXY as one function, `(address, hop) => boolean`: whether the peer `hop` steps from the gateway
 * (0 = the socket peer) is a proxy we believe. proxy-addr (what Express uses) compiles the address lists,
 * so `X-Forwarded-Host`/`-Proto`, the client address and Express's `trust proxy` follow the same rule.
 */
export type TrustFn = (remoteAddress: string | undefined, hop?: number) => boolean;

export function compileTrust(trust: TrustProxy): TrustFn {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'all':
      return () => true;
    case 'hops':
      return (_remote, hop = 0) => hop < trust.hops;
    case 'list': {
      const compiled = proxyaddr.compile(trust.entries);
      return (remote, hop = 0) => remote !== undefined && isIP(remote) !== 0 && compiled(remote, hop);
    }
  }
}

const firstValue = (header: string | string[] | undefined): string | undefined => {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  const comma = value.indexOf(',');
  return (comma < 0 ? value : value.slice(0, comma)).trim();
};

/** The host the browser asked for: X-Forwarded-Host only from a trusted peer, else Host. */
export function requestHost(req: IncomingMessage, trusted: TrustFn): string | undefined {
  const forwarded = firstValue(req.headers['x-forwarded-host']);
  if (forwarded && trusted(req.socket.remoteAddress)) return forwarded;
  return req.headers.host;
}
