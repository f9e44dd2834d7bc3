// ESLint for the whole repository (`npm run lint`, part of `npm test`). Type-aware rules are left out on
// purpose: `npm run typecheck` already runs the compiler, and a type-aware lint of every workspace would
// double the time of each run. Boundaries between remotes, the BFF's modules and the shared packages are
// checked by the architecture tests (docs/architecture.md), which know the dependency direction.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'bench/node_modules/**', 'test-results/**', 'playwright-report/**', '**/.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // `_name` marks a value left out on purpose (a rest's omitted key, a callback's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      // The shop's text rules refuse control characters (contracts/src/text.ts, the SEO and banner
      // escapes): matching them in a pattern is the point, not a typo.
      'no-control-regex': 'off',
    },
  },
  {
    // jest.isolateModules and a module's fresh state in a test need require().
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
