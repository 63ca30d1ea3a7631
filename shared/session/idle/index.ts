/** Idle session core (spec §4 "Idle session", §9): framework-free, wired to the store by injection. */
export * from './constants.js';
export * from './machine.js';
export * from './channel.js';
export { createIdleSession } from './idleSession.js';
export type { EventTargetLike, IdleLogoutReason, IdleSession, IdleSessionOptions, Scheduler } from './idleSession.js';
export { createBrowserIdleSession, type BrowserIdleSessionOptions } from './browser.js';
