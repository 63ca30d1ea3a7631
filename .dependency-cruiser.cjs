/**
 * Import boundaries, checked by dependency-cruiser in `npm test` (`npm run check:boundaries`).
 * The folders' READMEs say the same in words; this file is what holds them to it.
 *
 *   shared/        isomorphic: imports only shared/ and its few packages
 *   spas/lib       small libraries and the third-party adapters (*-deps.ts)
 *   spas/api       platform calls more than one feature makes
 *   spas/ui        the UI kit
 *   spas/features  screens; a feature never imports another feature
 *   spas/app       the app shell; spas/<area>/main.tsx maps page ids to features
 *   gateway/       never imports spas/ or scripts/ (main.ts loads the sandbox dynamically when no platform is set)
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is isomorphic: nothing from spas/, gateway/, scripts/ or tests/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(spas|gateway|scripts|tests)/' },
    },
    {
      name: 'shared-packages',
      comment: 'shared/ runs in the browser and in Node: only zod, the signals core and the query core; no Node built-ins.',
      severity: 'error',
      from: { path: '^shared/' },
      to: {
        dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'core'],
        pathNot: 'node_modules/(zod|@preact/signals-core|@tanstack/query-core)/',
      },
    },
    {
      name: 'features-are-independent',
      comment: 'A feature never imports another feature: move what both need to spas/ui, spas/lib, spas/api or shared/.',
      severity: 'error',
      from: { path: '^spas/features/([^/]+)/' },
      to: { path: '^spas/features/', pathNot: '^spas/features/$1/' },
    },
    {
      name: 'spas-never-import-servers',
      comment: 'The browser code never imports the gateway or the scripts (the sandbox).',
      severity: 'error',
      from: { path: '^spas/' },
      to: { path: '^(gateway|scripts|tests)/' },
    },
    {
      name: 'gateway-never-imports-spas-or-sandbox',
      comment: 'The gateway talks to the platform over HTTP only; main.ts may load the embedded sandbox dynamically.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(spas|scripts|tests)/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'gateway-request-path-never-loads-sandbox',
      comment: 'Only gateway/src/main.ts may load the sandbox, dynamically.',
      severity: 'error',
      from: { path: '^gateway/', pathNot: '^gateway/src/main\\.ts$' },
      to: { path: '^scripts/' },
    },
    {
      name: 'third-party-ui-through-adapters',
      comment: 'React, ReactDOM, wouter, TanStack and React Hook Form only through spas/lib/*-deps.ts.',
      severity: 'error',
      from: { path: '^spas/', pathNot: '^spas/lib/[a-z]+-deps\\.ts$' },
      to: { path: 'node_modules/(react|react-dom|wouter|@tanstack/[^/]+|react-hook-form|@hookform/[^/]+)/' },
    },
    {
      name: 'csv-library-only-in-the-csv-module',
      comment: 'Papa Parse is loaded only when someone downloads or uploads a CSV file.',
      severity: 'error',
      from: { path: '^spas/', pathNot: '^spas/ui/table/csv\\.ts$' },
      to: { path: 'node_modules/papaparse/' },
    },
    {
      name: 'lib-is-the-bottom-layer',
      comment: 'spas/lib is used by everyone and uses only shared/ and packages.',
      severity: 'error',
      from: { path: '^spas/lib/' },
      to: { path: '^spas/(ui|api|features|app)/|^spas/(public|cardholder|pa|holding-company|viewer)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-and-api-below-features',
      comment: 'The UI kit and the shared calls never reach up into screens or the shell.',
      severity: 'error',
      from: { path: '^spas/(ui|api)/' },
      to: { path: '^spas/(features|app)/|^spas/(public|cardholder|pa|holding-company|viewer)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'features-below-the-shell',
      comment: 'A screen does not reach into the app shell or an area (only the page props type).',
      severity: 'error',
      from: { path: '^spas/features/' },
      to: { path: '^spas/app/|^spas/(public|cardholder|pa|holding-company|viewer)/', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,

    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
