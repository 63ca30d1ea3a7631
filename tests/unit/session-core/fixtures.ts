import { vi } from 'vitest';
import type { Bootstrap } from '../../../shared/bootstrap.js';
import type { User } from '../../../shared/contract/authentication.js';

export const cardholder: User = {
  userid: 7,
  username: 'cardholder',
  userType: { userType: 'CARDMEMBER' },
  userCompanyId: 1101,
  userHoldingCompanyId: null,
  firstname: 'Casey',
  lastname: 'Cardholder',
  brands: [{ brand: 'demo' }],
  authorities: [],
  authorityLimit: null,
  roles: [],
  scopes: [],
};
export const paAdmin: User = { ...cardholder, userid: 8, username: 'pa_admin', firstname: 'Pat', userType: { userType: 'PROGRAM ADMIN' } };

export const bootstrap = (over: Partial<Bootstrap['session']> = {}): Bootstrap => ({
  hostKind: 'client',
  brand: { brand: 'demo', brandValueDisplay: 'Demo Bank' },
  page: { page: 'login', area: 'public', layout: 'full', title: 'Log In', status: 200 },
  session: { loggedIn: false, user: null, xsrfToken: null, timeouts: {}, ...over },
  backToBanno: null,
  reportingUrl: null,
});

export interface Call {
  url: string;
  init: RequestInit;
}

/** Replaces fetch with a scripted platform; returns the calls it saw. */
export function scriptFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return answer(url, init);
  });
  return calls;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const headersOf = (call: Call) => new Headers(call.init.headers as Record<string, string>);
