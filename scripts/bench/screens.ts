import type { BrowserContext } from 'puppeteer-core';
import { BRAND, getJson, signIn, type Portal } from './portal.js';

/** The screens `npm run lighthouse` and `npm run lighthouse:whatif` load: a new screen is one line in SCREENS. */
export interface Screen {
  name: string;
  path: string;
  /** Host label; null: the bare host. Default: the demo bank. */
  host?: string | null;
  /** Signed in as this demo user (scripts/sandbox/README.md) through the platform's login call. */
  as?: string;
  /** `:id` in the path from a platform call made as that user (a record of today's sandbox world). */
  id?: { call: string; pick: (answer: unknown) => string };
}

export const SCREENS: readonly Screen[] = [
  { name: 'login', path: '/login' },
  { name: 'welcome', path: '/', host: null },
  { name: 'aboutRewards', path: '/aboutRewards' },
  { name: 'cardholder home', path: '/dashboard-cardholder', as: 'cardholder' },
  { name: 'program admin home', path: '/pa', as: 'pa_admin' },
  { name: 'holding company home', path: '/holding-company', as: 'hc_admin' },
  { name: 'payments', path: '/dashboard-cardholder/payments', as: 'cardholder' },
  { name: 'rewards', path: '/dashboard-cardholder/cardholder-rewards', as: 'cardholder' },
  { name: 'services', path: '/dashboard-cardholder/services', as: 'cardholder' },
  { name: 'profile', path: '/dashboard-cardholder/profile', as: 'cardholder' },
  { name: 'alerts and controls', path: '/dashboard-cardholder/services/alerts-and-controls', as: 'cardholder' },
  {
    name: 'company account',
    path: '/pa/accounts/:id',
    as: 'pa_admin',
    id: {
      call: '/api/v1/accounts/company/1102?size=1',
      pick: (a) => String((a as { content: { accountEntityId: number }[] }).content[0]!.accountEntityId),
    },
  },
  { name: 'program admin', path: '/pa/program-admin', as: 'pa_admin' },
  { name: 'virtual cards', path: '/pa/virtual-cards', as: 'pa_admin' },
  { name: 'expense reports', path: '/pa/expense-reporting', as: 'pa_admin' },
  { name: 'pa alerts and controls', path: '/pa/pa-alerts-and-controls', as: 'pa_admin' },
];

/** The screen's URL on the portal, its user signed in within `context` (the session cookies set there). */
export async function screenUrl(context: BrowserContext, portal: Portal, screen: Screen): Promise<string> {
  const host = screen.host === undefined ? BRAND : screen.host;
  let url = portal.origin(host ?? undefined) + screen.path;
  if (!screen.as) return url;
  const cookies = await signIn(portal.port, screen.as, host ?? BRAND, portal.tls);
  await context.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(url).hostname, path: '/', httpOnly: true, secure: portal.tls })));
  if (screen.id)
    url = url.replace(
      ':id',
      encodeURIComponent(screen.id.pick(await getJson(portal.port, screen.id.call, cookies, host ?? BRAND, portal.tls))),
    );
  return url;
}
