/**
 * Permissions, menus and page chrome: every rule of docs/requirements.md#spec-6-permissions as a pure function.
 * No I/O, no React. See README.md for the decisions where the spec is silent.
 */
export * from './user.js';
export * from './roles.js';
export * from './scopes.js';
export * from './productCodes.js';
export * from './entityTypes.js';
export * from './context.js';
export * from './policies/index.js';
export * from './accountButton.js';
export * from './displayUserName.js';
export * from './links.js';
export * from './menus.js';
export * from './quickLinks.js';
export * from './footer.js';
export * from './areas.js';
export * from './chrome.js';
