// Lint rules for the site, the scripts, the tests and the Studio (studio/).
import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import boundaries from './quality/lint/boundaries.js'

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-e2e-*', 'dist-engines', 'dist-preview', 'test-results', 'studio/node_modules', 'studio/dist', 'studio/dist-local', 'studio/.sanity', 'studio/schema.json', 'src/generated', '.local-content', 'node_modules', '.outbox', '.bench', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/layers': 'error',
    },
  },
  {
    // The rules run in the browser, in the sync (Node) and in the Studio alike: no DOM, no web
    // storage, no network (content comes in as arguments). Their imports: boundaries/layers.
    files: ['rules/**/*.ts'],
    ignores: ['rules/**/*.test.ts', 'rules/**/*.testing.ts'],
    rules: {
      'no-restricted-globals': ['error', ...['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest'].map((name) => ({
        name,
        message: `the rules stay free of the DOM and content loading: the caller passes in what ${name} would give`,
      }))],
    },
  },
  {
    // React Router is the route table's (src/app/routes/), loaded only off the home page: imported
    // anywhere else, it would ride in the home page's first load again (~12 KB gzip).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/routes/**', 'src/entry-server.tsx', 'src/app/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react-router', 'react-router-dom'].map((name) => ({
          name,
          message: 'links and the location come from src/shared/navigation (SiteLink, useSiteLocation); React Router stays in src/app/routes, off the first load',
        })),
      }],
    },
  },
)
