import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The API's domain modules (apps/api/src/modules/<name>/). */
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * DESIGN's module rule, one zone per module: a module, its tests included, reaches another only through that
 * module's service.ts (its public face); a tables.ts may also name another module's tables (foreign keys). A test
 * that needs another module's rows takes them from src/test (factories and readers, which may use any tables).
 */
const moduleZones = apiModules.flatMap((name) => {
  const own = `**/apps/api/src/modules/${name}/**`;
  const message = 'A module reaches another only through its service.ts (issue 19; DESIGN: module rule).';
  return [
    {
      target: `./apps/api/src/modules/${name}/**/!(tables).ts`,
      from: './apps/api/src/modules/**',
      except: [own, '**/apps/api/src/modules/*/service.ts'],
      message,
    },
    {
      target: `./apps/api/src/modules/${name}/**/tables.ts`,
      from: './apps/api/src/modules/**',
      except: [own, '**/apps/api/src/modules/*/service.ts', '**/apps/api/src/modules/*/tables.ts'],
      message,
    },
  ];
});

/**
 * The rest of the API reaches a module the same way (issue 19), tests included: the background jobs, the
 * plugins, realtime, the CLI, the providers and the top-level files (server.ts, processes.test.ts, …) import only a
 * module's service.ts; server.ts also registers every module's routes through modules/index.ts. A test there that
 * needs a module's rows takes them from src/test (factories and readers, which may use any tables: no zone targets
 * it). (db/schema.ts gathers the tables for Drizzle; src/seed has its zone.)
 */
const outsideModuleZones = [
  {
    target: ['jobs', 'plugins', 'realtime', 'cli', 'providers'].map((dir) => `./apps/api/src/${dir}/**/*.ts`),
    from: './apps/api/src/modules/**',
    except: ['**/apps/api/src/modules/*/service.ts'],
    message: 'Outside the modules, a module is reached only through its service.ts (issue 19; DESIGN: module rule).',
  },
  {
    target: './apps/api/src/*.ts',
    from: './apps/api/src/modules/**',
    except: ['**/apps/api/src/modules/*/service.ts', '**/apps/api/src/modules/index.ts'],
    message:
      'Outside the modules, a module is reached only through its service.ts, its routes through modules/index.ts (issue 19).',
  },
];

/** The admin console's domains (apps/web/src/features/admin/<domain>/, shared/ among them). */
const adminDomains = readdirSync(new URL('./apps/web/src/features/admin', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An admin domain imports its own files and shared/ (what several domains use); shared/ imports no domain. */
const adminZones = adminDomains.map((name) => ({
  target: `./apps/web/src/features/admin/${name}/**`,
  from: './apps/web/src/features/admin/**',
  except: [...new Set([`**/apps/web/src/features/admin/${name}/**`, '**/apps/web/src/features/admin/shared/**'])],
  message: 'An admin domain imports only its own files and features/admin/shared/ (issue 19).',
}));

/**
 * The web's domain layer (apps/web/src/domains/<domain>/): a domain's code that several features and the app shell
 * share (Milan Sathi's conversations, badges, realtime reactions; the signed-in account). Above lib/ and components/,
 * below features/ and app/; one domain does not reach into another.
 */
const webDomains = readdirSync(new URL('./apps/web/src/domains', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webDomainZones = [
  {
    target: './apps/web/src/domains',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'domains/ is imported by features and app, never the other way round (issue 19).',
  },
  ...webDomains.map((name) => ({
    target: `./apps/web/src/domains/${name}/**`,
    from: './apps/web/src/domains/**',
    except: [`**/apps/web/src/domains/${name}/**`],
    message: 'A web domain imports only its own files from domains/ (issue 19).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '**/data/**',
      'apps/api/drizzle/**',
      'apps/api/demo-media/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain browser scripts: the dev server serves them as they are, the build writes them into the HTML
    // (public/early-taps.js, early-requests.js; apps/web/scripts/inline-scripts.ts).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // packages/contracts/src/zod.ts configures zod for the web's Content-Security-Policy before any schema exists.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', allowTypeImports: true, message: "Take z from '@seva/contracts' (configured for the CSP)." },
          ],
        },
      ],
    },
  },
  {
    // Features never import each other: shared → features → app (STYLE: bulletproof-react).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '!./**', '!../**'],
              message: 'Import shared code from components/, lib/ or domains/, not another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The import graph (issue 19): no file reaches itself through its imports, and the shared layers never
    // import what is built on them. Web: components, lib, config, i18n → domains → features → app, a domain
    // importing no other domain (webDomainZones). API: lib (helpers
    // no domain owns) imports no module, plugin, job or seed; modules never import the demo data of seed/,
    // which reaches a module only through its service.ts or tables.ts; a module reaches another only through
    // its service.ts, in its tests too (moduleZones), and so do jobs, plugins, realtime, the CLI, the providers and
    // server.ts, in their tests too (outsideModuleZones).
    // The admin console's domains import their own files and its shared/ (adminZones).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/api/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/web/tsconfig.sw.json',
            'packages/contracts/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/i18n',
              ],
              from: ['./apps/web/src/domains', './apps/web/src/features', './apps/web/src/app'],
              message: 'Shared web code is imported by domains, features and app, never the other way round.',
            },
            {
              target: './apps/api/src/lib',
              from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/jobs', './apps/api/src/seed'],
              message:
                'src/lib holds helpers no domain owns: modules import it, it imports no module, plugin, job or seed.',
            },
            {
              target: './apps/api/src/modules',
              from: './apps/api/src/seed',
              message:
                'Modules hold behaviour only: the demo data of src/seed is not theirs (tests: src/test/demo-seed.ts).',
            },
            {
              target: './apps/api/src/seed',
              from: './apps/api/src/modules/**',
              except: ['**/apps/api/src/modules/*/service.ts', '**/apps/api/src/modules/*/tables.ts'],
              message: 'A seed reaches a module through its service.ts or tables.ts, never its internal files.',
            },
            ...moduleZones,
            ...outsideModuleZones,
            ...adminZones,
            ...webDomainZones,
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures must destructure their first argument, even when they use no other fixture.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
