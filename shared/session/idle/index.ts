/** Idle session core (docs/requirements.md#spec-4-states "Idle session", docs/requirements.md#spec-9-constants): framework-free, wired to the store by injection. */
export * from './constants.js';
export * from './machine.js';
export * from './channel.js';
export { createIdleSession } from './idleSession.js';
export type { EventTargetLike, IdleLogoutReason, IdleSession, IdleSessionOptions, Scheduler } from './idleSession.js';
export { createBrowserIdleSession, type BrowserIdleSessionOptions } from './browser.js';
