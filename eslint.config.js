import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaryRules } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-harness/**', 'data/**', '**/drizzle/**', '**/test-results/**', '**/playwright-report/**', '.data-*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...boundaryRules.map(({ files, rule }) => ({ files, rules: { 'no-restricted-imports': rule } })),
  {
    // Screens call the API by the contract's endpoint objects (call, useEndpoint, urlOf): no URL is written here.
    // Tests may pin the spec's URLs on the wire.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API through the contract (endpoints + call/useEndpoint/urlOf), not a URL.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Call the API through the contract (endpoints + call/useEndpoint/urlOf), not a URL.' },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runs inside jest's jsdom environment.
    files: ['jest.setup.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
