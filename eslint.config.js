import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

// apps/server/src's layers, top to bottom (docs/ARCHITECTURE.md, "Layers"): each imports only
// its own layer and those below it, then @candor/domain. Everything else under src (app.ts,
// main.ts, the root commands, cli/, testing/, any folder not listed) is an entry point and may
// import anything; config.ts, which every layer reads, sits below them all.
const SERVER_LAYERS = {
  routes: 'routes',
  services: 'services',
  presenters:
    'presenters,mail,jobs,ai,viewer,errors,ssr,updates,fleet,bridgeLetters,nda,certifications,social',
  infrastructure: 'db,storage,http,auth,integrations,pdf,images,companies,types',
};
const LAYER_ORDER = Object.keys(SERVER_LAYERS);
const LAYER_MESSAGE =
  'Layers point one way: routes → services → presenters, mail, jobs, ai… → db, storage, http… → domain; a layer imports only its own and lower layers (docs/ARCHITECTURE.md, "Layers").';

const ICONS_MESSAGE =
  "Import icons from apps/web/src/ui/icons.tsx, the web app's one icon module (add the drawing there).";

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
    // One icon module: components draw icons from ui/icons.tsx (Tabler's drawings, one path each),
    // never from an icon package; only ui/icons.tsx may take drawings from Tabler's.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/ui/icons.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@tabler/icons-react', message: ICONS_MESSAGE }],
          patterns: [{ group: ['@tabler/icons-react/*'], message: ICONS_MESSAGE }],
        },
      ],
    },
  },
  {
    // Tests may import anything.
    files: ['apps/server/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'apps/server/tsconfig.json' } },
      'boundaries/elements': [
        ...Object.entries(SERVER_LAYERS).flatMap(([type, folders]) =>
          folders.split(',').map((folder) => ({ type, pattern: `apps/server/src/${folder}` })),
        ),
        { type: 'entry', pattern: 'apps/server/src' },
      ],
      'boundaries/files': [{ category: 'config', pattern: 'apps/server/src/config.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: LAYER_MESSAGE,
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: '*' } } } },
            ...LAYER_ORDER.map((type, index) => ({
              from: { element: { type } },
              allow: { to: { element: { type: LAYER_ORDER.slice(index) } } },
            })),
            { allow: { to: { file: { categories: 'config' } } } },
            {
              from: { file: { categories: 'config' } },
              disallow: { to: { element: { type: '!infrastructure' } } },
            },
          ],
        },
      ],
    },
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
