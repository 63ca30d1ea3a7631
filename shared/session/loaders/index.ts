/** Session data loaded after login (spec §1, §8). */
export * from './loadable.js';
export * from './sessionData.js';
