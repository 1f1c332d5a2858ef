import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The one place dates are formatted for people. */
const DATE_MODULE = 'packages/domain/src/portal/format.ts';
const DATE_MESSAGE = `Format dates with the domain's date module (${DATE_MODULE}: formatLongDate, formatLongDateTime, …), in UTC.`;
/** Date formatting outside the date module; a number's toLocaleString (counts) is fine. */
const DATE_FORMATTING = [
  'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
  "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
  "CallExpression[callee.property.name='toLocaleString']:has(Property[key.name=/^(dateStyle|timeStyle|timeZone|weekday|year|month|day|hour|minute)$/])",
  ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
].map((selector) => ({ selector, message: DATE_MESSAGE }));

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'test-results/**'],
  },
  js.configs.recommended,
  // Type-aware: the rules see the types, so they catch unsafe `any`, forgotten promises and
  // switches that miss a case of a union.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // The vitest configs belong to no tsconfig; they are checked with default options.
        projectService: {
          allowDefaultProject: [
            'vitest.config.ts',
            'apps/*/vitest.config.ts',
            'apps/server/vitest.fuzz.config.ts',
            'packages/*/vitest.config.ts',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins, hooks and handlers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, requireDefaultForNonUnion: true },
      ],
      // A cast only where a type is narrowed by hand; never to make up an object's type.
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
    },
  },
  {
    // The shared rules and the browser code take no casts at all: values are narrowed or parsed.
    files: ['packages/domain/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testActors.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Dates shown to people are written by the domain's date module alone, in UTC, so the page,
    // the private area and the mails agree whatever the server's or the reader's zone.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: [DATE_MODULE, '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...DATE_FORMATTING] },
  },
  {
    // Plain JavaScript (configs, scripts, benches) is not in a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
