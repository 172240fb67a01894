// npm run lint (docs/architecture.md#lint-and-format): ESLint's and typescript-eslint's recommended
// rules everywhere, the rules of hooks and jsx-a11y in the browser packages. Formatting is
// Prettier's (.prettierrc.json), not ESLint's.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserPackages = ['shell', 'mfe-shared', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/dist-*/', 'data/', 'e2e/test-results/', 'e2e/playwright-report/', 'e2e/.work*/', '.e2e-*/', '.test-times/', '.tmp-prof/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  comments.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A rule switched off in one place says why, after "--".
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      // A leading underscore names what is left out on purpose (`const { a: _a, ...rest } = value`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: browserPackages.map((name) => `${name}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks, ...jsxA11y.flatConfigs.recommended.plugins },
    rules: {
      // The rules of hooks. The plugin's React Compiler rules (set-state-in-effect, refs, purity ...)
      // are not on: the project is not compiled by it, and what they flag most, loaders that set
      // state in an effect, is what the remotes' one data-loading layer replaces.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table's region that scrolls sideways on a phone takes the focus, so a keyboard can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node }, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    // Measurements and end-to-end tests run some of their code in the browser (page.evaluate).
    files: ['scripts/**/*.{mjs,ts}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
