import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * The web client's layers import one way: app → routes → features → components, hooks, lib, apollo.
 * A feature never imports another feature: a route composes them. docs/web.md explains the layout.
 */
const web = (folder) => `./web/src/${folder}`;
const features = fs
  .readdirSync(web('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  { target: web('routes'), from: [web('app')], message: 'Routes are composed by app/, never the other way.' },
  {
    target: web('features'),
    from: [web('app'), web('routes')],
    message: 'Features sit below app/ and routes/: pass what they need as props or arguments.',
  },
  ...['components', 'hooks', 'lib', 'apollo'].map((folder) => ({
    target: web(folder),
    from: [web('app'), web('routes'), web('features')],
    message: `${folder}/ is shared by every feature, so it imports none of them.`,
  })),
  ...features.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message: 'A feature does not import another feature; the route composes them (docs/web.md).',
  })),
];

/*
 * The servers' layers (DESIGN.md, docs/rules.md): the BFF reaches the store API over HTTP only and the API knows
 * nothing of the BFF; an API module uses another module only through its service; lib/ and db/ sit below the
 * modules; SQL lives only in *.repo.ts files and db/.
 */
const importResolution = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
  // Without it the plugin reads imported files with the default parser, fails on TypeScript, and skips them:
  // import/no-cycle then saw no cycle at all.
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  // Dependencies are not ours to check for cycles, and some (PGlite's bundle) are too deep to parse.
  'import/ignore': ['node_modules'],
};
const neverTheApi = {
  regex: '^((\\.\\./)+(server/)?api|@spectrum/api)(/|$)',
  message: 'The BFF reaches the store API over HTTP only (DESIGN.md): it never imports the API.',
};
const neverTheBff = {
  regex: '^((\\.\\./)+(server/)?bff|@spectrum/bff)(/|$)',
  message: 'The store API knows nothing of the BFF or GraphQL (DESIGN.md).',
};
const otherModulesThroughTheirService = {
  // `../<other module>/<file>`, unless the file is that module's service.
  regex: '^\\.\\./[^./][^/]*/(?![^/]*\\.service$)[^/]+$',
  message: "An API module uses another module only through that module's service.",
};
const belowTheModules = {
  group: ['../modules/**', '../../modules/**'],
  message: 'lib/ and db/ sit below the modules: pass what they need in, never import a module.',
};
const modulesThroughTheirService = {
  // `../../modules/<module>/<file>`, unless the file is that module's service.
  regex: '^(\\.\\./)+modules/[^/]+/(?![^/]*\\.service$)[^/]+$',
  message: 'The demo seed drives the modules through their services, as a person would through the API.',
};
const SQL_START = '^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|LOCK|TRUNCATE)\\s';
const sqlOutsideRepos = [
  {
    selector: `Literal[value=/${SQL_START}/i]`,
    message: 'SQL belongs in a *.repo.ts file (or db/): services and routes call repository functions.',
  },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${SQL_START}/i]`,
    message: 'SQL belongs in a *.repo.ts file (or db/): services and routes call repository functions.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/__generated__/**',
      '.data/**',
      '.test-results/**',
      'tests/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importResolution,
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@spectrum/shared/server/*'],
              message: 'shared/src/server is code for the two servers (Node), never for the browser.',
            },
          ],
          paths: [
            {
              name: '@chakra-ui/react',
              importNames: ['Checkbox', 'Dialog', 'Field', 'NativeSelect', 'RadioGroup', 'Table', 'Tabs'],
              message:
                "Import it from web/src/components/ui/themed/: the theme leaves its recipe out (app/theme.ts), so Chakra's own renders unstyled.",
            },
            {
              name: 'react-toastify',
              message:
                "Import 'react-toastify/unstyled': the styled entry is a second toast store and writes its CSS on :root, which restyles the whole page (app/toast-styles.ts).",
            },
            {
              name: '@apollo/client/react',
              importNames: ['useQuery'],
              message:
                "Import it from web/src/apollo/use-query.ts: a server render hands it the BFF's prefetched answers, which Apollo's own would not find.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/apollo/use-query.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.ts', 'server/*/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importResolution,
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['server/bff/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [neverTheApi] }] },
  },
  {
    files: ['server/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [neverTheBff] }] },
  },
  {
    files: ['server/api/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [neverTheBff, otherModulesThroughTheirService] }] },
  },
  {
    files: ['server/api/src/lib/**/*.ts', 'server/api/src/db/**/*.ts'],
    ignores: ['server/api/src/db/seed/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [neverTheBff, belowTheModules] }] },
  },
  {
    files: ['server/api/src/db/seed/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [neverTheBff, modulesThroughTheirService] }] },
  },
  {
    files: ['server/api/src/**/*.ts'],
    ignores: ['server/api/src/**/*.repo.ts', 'server/api/src/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...sqlOutsideRepos] },
  },
  {
    files: ['web/src/components/ui/themed/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests render the whole app, so they may reach every layer.
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
