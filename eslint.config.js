import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    // Routes hold no queries: a route parses, builds the request's context and calls a service.
    // The e2e seeding routes (CANDOR_E2E_ROUTES only) and tests may write rows directly.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/routes/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)|(^|/)db/schema',
              message:
                'Routes hold no queries: call a service (services/) with serviceContext(request).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Plain JavaScript (configs, scripts, benches) is not in a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
