/** The session-wide facts the chrome and the permission rules read (spec §1, §8). */
export * from './factQueries.js';
export * from './sessionFacts.js';
export * from './permissionContext.js';
