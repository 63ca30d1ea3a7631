import { describe, expect, it } from 'vitest';
import { Router, serve, type RouteDef } from '../../scripts/sandbox/server/router.js';
import { processorAccountCall } from '../../shared/contract/cards.js';
import { parseFaultHeader } from '../../scripts/sandbox/server/faults.js';
import { isValidRouting } from '../../shared/format/checksums.js';
import { isLuhnValid, luhnCheckDigit } from '../../shared/format/checksums.js';

const def = (method: RouteDef<null>['method'], pattern: string): RouteDef<null> => ({
  method,
  pattern,
  access: 'public',
  handle: () => pattern,
});

describe('router', () => {
  const r = new Router<null>().addAll([
    def('GET', '/api/v1/users/:id'),
    def('GET', '/api/v1/users/search'),
    def('PUT', '/api/v1/users/:id'),
    def('GET', '/api/brand/subdomain/:subdomain'),
    def('GET', '/api/brand/:brand/addressByType'),
  ]);
  const hit = (method: string, path: string) => {
    const m = r.match(method, path);
    return m && m !== 'method-not-allowed' ? { pattern: m.def.pattern, params: m.params } : m;
  };
  it('prefers literal segments over parameters', () => {
    expect(hit('GET', '/api/v1/users/search')).toEqual({ pattern: '/api/v1/users/search', params: {} });
    expect(hit('GET', '/api/v1/users/42')).toEqual({ pattern: '/api/v1/users/:id', params: { id: '42' } });
  });
  it('decodes parameters, ignores a trailing slash, refuses bad encodings', () => {
    expect(hit('GET', '/api/brand/subdomain/d%65mo/')).toEqual({
      pattern: '/api/brand/subdomain/:subdomain',
      params: { subdomain: 'demo' },
    });
    expect(hit('GET', '/api/brand/subdomain/%E0%A4%A')).toBeUndefined();
    expect(hit('GET', '/api/brand//addressByType')).toBeUndefined();
  });
  it('tells a wrong method from an unknown path, and refuses duplicate routes', () => {
    expect(hit('DELETE', '/api/v1/users/42')).toBe('method-not-allowed');
    expect(hit('GET', '/api/v1/nothing')).toBeUndefined();
    expect(() => r.add(def('GET', '/api/v1/users/:other'))).toThrow(/Duplicate/);
  });
});

describe('serve', () => {
  it("hands its handler the call's path parameters by their names in the definition", () => {
    const route = serve<null, typeof processorAccountCall.path>(processorAccountCall, {
      handle: ({ params }) => `${params.companyId}/${params.accountId}`,
    });
    const m = new Router<null>().add(route).match('GET', '/api/v1/cards/company/7/accounts/9/processor');
    expect(m && m !== 'method-not-allowed' ? m.def.handle({ params: m.params } as never) : m).toBe('7/9');
    // A name the definition's path does not have is a compile error (npm run typecheck), not an undefined at run time.
    // @ts-expect-error the processor view's company placeholder is {companyId}
    serve(processorAccountCall, { handle: ({ params }) => params.id });
  });
});

describe('small parsers', () => {
  it('fault header', () => {
    expect(parseFaultHeader('delay=250; status=503')).toEqual({ delayMs: 250, status: 503, drop: false });
    expect(parseFaultHeader('drop')).toEqual({ delayMs: 0, status: null, drop: true });
    expect(parseFaultHeader('status=42')).toBeNull();
    expect(parseFaultHeader(undefined)).toBeNull();
    // Aimed at one call's path (exact or a prefix): no fault for any other call.
    const aimed = 'status=404; path=/api/v1/expensereport/transactions';
    expect(parseFaultHeader(aimed, '/api/v1/expensereport/transactions')).toEqual({ delayMs: 0, status: 404, drop: false });
    expect(parseFaultHeader(aimed, '/api/v1/cards/cardholder/dashboard')).toBeNull();
    expect(parseFaultHeader('status=503; path=/api/v1/rewards/*', '/api/v1/rewards/findbonuspoints')).toEqual({
      delayMs: 0,
      status: 503,
      drop: false,
    });
    expect(parseFaultHeader('status=503; path=/api/v1/rewards/*', '/api/v1/payments/paymentinfo')).toBeNull();
  });
  it('Luhn and ABA checksums', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(luhnCheckDigit('411111111111111')).toBe('1');
    expect(isValidRouting('011000015')).toBe(true);
    expect(isValidRouting('123456789')).toBe(false);
  });
});
