import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { User, Timeouts } from '../contract/authentication.js';
import type { BrandData } from '../contract/brand.js';
import type { Bootstrap, HostKind } from '../bootstrap.js';
import { homeFor, viewFor, type View } from './views.js';
import { brandDisplayName } from '../routes/pageTitle.js';
import { cardRefOf } from '../format/cardNumberParam.js';

/**
 * The session store (docs/requirements.md#design-1-shape, docs/requirements.md#spec-4-states "Login state"): framework-free signals every area shares.
 * Writes go through the functions below so listeners (tabs, idle, data loading) see one consistent
 * sequence of events; components read the signals through `spas/lib/useSignalValue.ts`.
 */
export type LoginState = 'unknown' | 'loggedIn' | 'loggedOut';

export const loginState = signal<LoginState>('unknown');
export const user = signal<User | null>(null);
export const brand = signal<BrandData | null>(null);
export const hostKind = signal<HostKind>('bare');
/** The current page's query string (`?…` or ''): views and the data to load follow it (docs/requirements.md#spec-4-states). */
export const pageSearch = signal<string>('');
/** Company chosen in the program-admin view (`company=`), null when none. */
export const selectedCompany = signal<string | null>(null);
export const xsrfToken = signal<string | null>(null);
/** URL fragment → time-out in ms, from the platform's login and check answers (docs/requirements.md#spec-9-constants). */
export const timeouts = signal<Timeouts>({});
/** 'Back to Banno' target, already checked against the allowlist by the gateway. */
export const backToBanno = signal<string | null>(null);
/** Files the login page warms the browser's cache with once the user starts signing in (the bootstrap's `warm`). */
export const warmFiles = signal<readonly string[]>([]);
/** The platform's reporting URL when the gateway knew it. */
export const reportingUrl = signal<string | null>(null);

/** The logged-in user's view (docs/requirements.md#spec-4-states "Views"), from the user and the page's `view` / `company` parameters. */
export const view: ReadonlySignal<View | null> = computed(() =>
  user.value ? viewFor(user.value, new URLSearchParams(pageSearch.value)) : null,
);
/**
 * The `cardNumber` parameter (the encrypted card reference an admin views as a cardholder); never a value that looks
 * like a card number, so none reaches a link or a call's URL (format/cardNumberParam.ts).
 */
export const cardNumberParam: ReadonlySignal<string | null> = computed(() => cardRefOf(new URLSearchParams(pageSearch.value)));

export const isLoggedIn: ReadonlySignal<boolean> = computed(() => loginState.value === 'loggedIn' && user.value !== null);
export const home: ReadonlySignal<string> = computed(() => (user.value ? homeFor(user.value) : '/'));
/** What to call the client in copy and alt text; a neutral product name on non-client hosts. */
export const brandName: ReadonlySignal<string> = computed(() => brandDisplayName(brand.value));

type Listener = () => void;
const loggedInListeners = new Set<Listener>();
const loggedOutListeners = new Set<Listener>();

/**
 * Hook points for other session features (idle timer, keep-alive, data loading): called after the
 * store enters the state, including when `initSession` starts an already logged-in page.
 * Returns an unsubscribe function.
 */
export function onLoggedIn(listener: Listener): () => void {
  loggedInListeners.add(listener);
  if (loginState.peek() === 'loggedIn') listener();
  return () => loggedInListeners.delete(listener);
}
export function onLoggedOut(listener: Listener): () => void {
  loggedOutListeners.add(listener);
  return () => loggedOutListeners.delete(listener);
}
const emit = (listeners: Set<Listener>) => {
  for (const l of [...listeners]) {
    try {
      l();
    } catch (err) {
      console.error('session listener failed', err);
    }
  }
};

export interface SessionData {
  user: User;
  xsrfToken?: string | null | undefined;
  timeouts?: Timeouts | undefined;
}

/** Stores a logged-in user (login, 2FA or a successful check). */
export function setLoggedIn(data: SessionData): void {
  const was = loginState.peek();
  batch(() => {
    user.value = data.user;
    if (data.xsrfToken !== undefined) xsrfToken.value = data.xsrfToken;
    if (data.timeouts) timeouts.value = data.timeouts;
    loginState.value = 'loggedIn';
  });
  if (was !== 'loggedIn') emit(loggedInListeners);
}

/** Clears user data (docs/requirements.md#spec-4-states: logout, failed login check). Brand and host stay: they belong to the host. */
export function setLoggedOut(): void {
  const was = loginState.peek();
  batch(() => {
    user.value = null;
    xsrfToken.value = null;
    selectedCompany.value = null;
    loginState.value = 'loggedOut';
  });
  if (was !== 'loggedOut') emit(loggedOutListeners);
}

/** Follows the page's query string (client-side navigation too): `company` selects the company in view. */
export function setPageSearch(search: string): void {
  const normalised = search && !search.startsWith('?') ? `?${search}` : search;
  batch(() => {
    pageSearch.value = normalised;
    selectedCompany.value = new URLSearchParams(normalised).get('company') || null;
  });
}

/** Starts the store from the shell's bootstrap (the gateway already checked the session). */
export function initSession(bootstrap: Bootstrap, search: string = globalThis.location?.search ?? ''): void {
  batch(() => {
    brand.value = bootstrap.brand;
    hostKind.value = bootstrap.hostKind;
    backToBanno.value = bootstrap.backToBanno;
    reportingUrl.value = bootstrap.reportingUrl;
    warmFiles.value = bootstrap.warm ?? [];
    timeouts.value = bootstrap.session.timeouts;
  });
  setPageSearch(search);
  const { session } = bootstrap;
  if (session.loggedIn && session.user) setLoggedIn({ user: session.user, xsrfToken: session.xsrfToken });
  else setLoggedOut();
}
