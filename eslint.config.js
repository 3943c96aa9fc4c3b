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
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
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
          ],
        },
      ],
    },
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
