import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { HostKind } from '../../../shared/bootstrap.js';
import type { TrustProxy } from '../config.js';

/** What the Host says (DESIGN §3). `label` is the client subdomain for `client`, else null. */
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

/** Whether the socket peer is a proxy we trust to set X-Forwarded-Host/Proto (TRUST_PROXY). */
export function compileTrust(trust: TrustProxy): (remoteAddress: string | undefined) => boolean {
  switch (trust.kind) {
    case 'none':
      return () => false;
    case 'all':
      return () => true;
    case 'hops':
      return () => trust.hops >= 1;
    case 'list': {
      const list = new BlockList();
      for (const entry of trust.entries) {
        if (entry === 'loopback') {
          list.addSubnet('127.0.0.0', 8, 'ipv4');
          list.addAddress('::1', 'ipv6');
        } else if (entry === 'linklocal') {
          list.addSubnet('169.254.0.0', 16, 'ipv4');
          list.addSubnet('fe80::', 10, 'ipv6');
        } else if (entry === 'uniquelocal') {
          list.addSubnet('10.0.0.0', 8, 'ipv4');
          list.addSubnet('172.16.0.0', 12, 'ipv4');
          list.addSubnet('192.168.0.0', 16, 'ipv4');
          list.addSubnet('fc00::', 7, 'ipv6');
        } else {
          const [addr = '', bits] = entry.split('/');
          const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
          if (bits === undefined) list.addAddress(addr, type);
          else list.addSubnet(addr, Number(bits), type);
        }
      }
      return (remote) => {
        if (!remote) return false;
        const v4mapped = remote.startsWith('::ffff:') ? remote.slice(7) : remote;
        const type = isIP(v4mapped);
        if (type === 0) return false;
        return list.check(v4mapped, type === 6 ? 'ipv6' : 'ipv4');
      };
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
export function requestHost(req: IncomingMessage, trusted: (remote: string | undefined) => boolean): string | undefined {
  const forwarded = firstValue(req.headers['x-forwarded-host']);
  if (forwarded && trusted(req.socket.remoteAddress)) return forwarded;
  return req.headers.host;
}
