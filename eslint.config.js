// Lint rules run by `npm test` (`npm run lint`): typescript-eslint's recommended rules everywhere, the rules of
// hooks and jsx-a11y's recommended rules in the browser code. Formatting is Prettier's (`.prettierrc.json`), so
// eslint-config-prettier turns off every stylistic rule that would disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', 'blob-report/', '**/*.tmp.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks and their dependency lists; not the React Compiler's rules (the portal is not compiled by it).
    files: ['spas/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Node's globals for the plain JavaScript files (configs, the start script).
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', URL: 'readonly' } },
  },
  { files: ['spas/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['spas/**/*.tsx'],
    rules: {
      // A scrolling table region takes focus so keyboard users can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` says "none".
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-empty-object-type': 'off' },
  },
  {
    // The sandbox tests' client reads answers of every shape the platform gives; product code keeps its types.
    files: ['tests/sandbox/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      // A stream's event handler names its `this` after what it is (`const res = this`).
      '@typescript-eslint/no-this-alias': ['error', { allowedNames: ['res', 'req'] }],
      // `_`-prefixed names are the project's way of saying "required by the signature, not used".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  prettier,
);
