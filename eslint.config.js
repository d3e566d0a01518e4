import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

// Features do not import each other: what two features share moves to components/ or lib/.
const featuresDir = './apps/web/src/features';
const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
const featureZones = features.map((feature) => ({
  target: `${featuresDir}/${feature}`,
  from: featuresDir,
  except: [`./${feature}`],
  message: 'features do not import each other',
}));

// Drizzle and the database schema belong to repositories, db/ and workflows (decision 0032):
// a service states the rules and asks its repositories; types alone may be imported anywhere.
const DATA_ACCESS = 'Drizzle and the schema are used only in *.repository.ts, db/ and workflows/: ask a repository';
const dataAccessOnly = {
  paths: [{ name: 'drizzle-orm', message: DATA_ACCESS, allowTypeImports: true }],
  patterns: [{ group: ['drizzle-orm/*', '**/db/schema', '**/db/schema.ts'], message: DATA_ACCESS, allowTypeImports: true }],
};

// Every TypeScript file is linted with its types, for the rules that need them.
const typedFiles = ['apps/*/src/**/*.{ts,tsx}', 'apps/server/{test,scripts}/**/*.ts', 'packages/*/src/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.tmp/**', '**/drizzle/meta/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/core', from: './apps', message: 'core is shared: it imports nothing from the apps' },
            { target: './apps/web', from: './apps/server', message: 'the web app never imports server code' },
            { target: './apps/server', from: './apps/web', message: 'the server never imports web code' },
            // Imports flow shared → features → app.
            { target: './apps/web/src/components', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/lib', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/workflows/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', dataAccessOnly] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/scripts/**', 'bench/**', 'e2e/**', 'apps/server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
