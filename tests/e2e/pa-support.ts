import type { Page } from '@playwright/test';

/**
 * Helpers of the program-admin specs: the platform's answers read through the page's own session, so a
 * page is compared with what the platform says for the same user, never with numbers copied from the seed.
 */
export async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json() as Promise<T>;
  }, path);
}

export interface Me {
  userid: number;
  userCompanyId: number;
  firstname: string;
}
export const me = async (page: Page): Promise<Me> => (await api<{ userData: Me }>(page, '/api/authentication/check')).userData;

export interface Account {
  accountEntityId: number;
  accountId: number;
  accountEntityType: string;
  firstName: string;
  lastName: string;
  cardNumber: string | null;
  cardNumberLast4: string | null;
  status: string;
  externalStatus: string;
  externalCardStatus: string | null;
  externalStatusCommonName: string;
  creditLimit: number;
  currentBalance: number;
  userid: number | null;
  cardActivated?: boolean | null;
}
export interface AccountPage {
  content: Account[];
  totalElements: number;
}
export const accounts = (page: Page, companyId: number, query = '') =>
  api<AccountPage>(page, `/api/v1/accounts/company/${companyId}?useProcessorData=true&size=500${query ? `&${query}` : ''}`);

/** Lines of a downloaded CSV file (byte-order mark and the last line break dropped). */
export async function csvLines(page: Page, click: () => Promise<void>): Promise<{ name: string; lines: string[] }> {
  const { readFile } = await import('node:fs/promises');
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  return { name: download.suggestedFilename(), lines: text.trim().split(/\r\n/) };
}

export const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);

/** Counts the state-changing /api calls the page makes (to prove a refused form sent nothing). */
export function writesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

/** A platform call through the page's own session (with the session's anti-forgery token when it changes something). */
export async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method !== 'GET') {
        const check = (await (await fetch('/api/authentication/check', { credentials: 'include' })).json()) as { xsrfToken: string };
        headers['X-XSRF-TOKEN'] = check.xsrfToken;
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
