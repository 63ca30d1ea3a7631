/** The session-wide facts the chrome and the permission rules read (docs/requirements.md#spec-1-product and #spec-8-errors). */
export * from './factQueries.js';
export * from './sessionFacts.js';
export * from './permissionContext.js';
