/** The session module's public surface (docs/requirements.md#design-1-shape). React code also imports `./react.js`. */
export * from './store.js';
export * from './http.js';
export * from './httpError.js';
export * from './lookup.js';
export * from './auth.js';
export * from './tabChannel.js';
export * from './tabs.js';
export * from './navigation.js';
export * from './views.js';
export * from './missingCalls.js';
export * from './securityToken.js';
