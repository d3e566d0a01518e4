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
  patterns: [
    { group: ['drizzle-orm/*', '**/db/schema', '**/db/schema.ts'], message: DATA_ACCESS, allowTypeImports: true },
  ],
};

// Each table is written only by its owner's repositories (decision 0040): a Drizzle write
// (`x.insert(T)`, `x.update(T)`, `x.delete(T)`, `insertRows(T, …)`) of a schema table, or raw SQL
// (`insert into t`, `update t`, `delete from t`), anywhere else under apps/server/src is reported.
const TABLE_OWNERS = [
  {
    tables: { products: 'products', productVariants: 'product_variants', sizeCharts: 'size_charts' },
    owner: /\/apps\/server\/src\/modules\/catalogue\/(?:.+\/)?[^/]+\.repository\.ts$/,
    message:
      "products, their variants and size charts are written only by the catalogue module's repositories (modules/catalogue/*.repository.ts): call the catalogue's product-write path or its size charts service",
  },
  {
    tables: { users: 'users' },
    owner: /\/apps\/server\/src\/modules\/accounts\/(?:.+\/)?[^/]+\.repository\.ts$/,
    message:
      "users are written only by the accounts module's repositories (modules/accounts/*.repository.ts): ask the accounts module",
  },
  {
    tables: { orders: 'orders', orderItems: 'order_items', sellerOrders: 'seller_orders' },
    owner: /\/apps\/server\/src\/modules\/orders\/(?:.+\/)?[^/]+\.repository\.ts$/,
    message:
      "orders, order_items and seller_orders are written only by the orders module's repositories (modules/orders/*.repository.ts): ask the orders module",
  },
];
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?(?![a-z_])/gi;
const RAW_WRITE_BEFORE_TABLE = /\b(?:insert\s+into|update|delete\s+from)\s+$/i;
const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);

/** The schema table an identifier names (imported from db/schema), by its exported name. */
function schemaTableOf(context, identifier) {
  if (identifier?.type !== 'Identifier') return undefined;
  for (let scope = context.sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const variable = scope.set.get(identifier.name);
    if (!variable) continue;
    const definition = variable.defs[0];
    if (definition?.type !== 'ImportBinding' || !/(?:^|\/)db\/schema(?:\.ts)?$/.test(definition.parent.source.value))
      return undefined;
    return definition.node.imported?.name;
  }
  return undefined;
}

const tableOwners = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: "each owned table is written only by its owner module's repositories" },
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const refused = TABLE_OWNERS.filter((owned) => !owned.owner.test(file));
    const bySchemaName = (name) => refused.find((owned) => name && Object.hasOwn(owned.tables, name));
    const bySqlName = (name) => refused.find((owned) => Object.values(owned.tables).includes(name.toLowerCase()));
    const report = (node, owned) => context.report({ node, message: owned.message });
    const checkText = (node, text) => {
      for (const match of text.matchAll(RAW_WRITE)) {
        const owned = bySqlName(match[1]);
        if (owned) report(node, owned);
      }
    };
    const checkTemplate = (template) => {
      template.quasis.forEach((quasi, index) => {
        checkText(quasi, quasi.value.cooked ?? quasi.value.raw);
        const next = template.expressions[index];
        const owned =
          next && RAW_WRITE_BEFORE_TABLE.test(quasi.value.cooked ?? quasi.value.raw)
            ? bySchemaName(schemaTableOf(context, next))
            : undefined;
        if (owned) report(next, owned);
      });
    };
    const isSql = (node) => node.type === 'Identifier' && node.name === 'sql';
    return {
      CallExpression(node) {
        const { callee } = node;
        const first = node.arguments[0];
        const isDrizzleWrite =
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          DRIZZLE_WRITES.has(callee.property.name) &&
          node.arguments.length === 1;
        const isInsertRows = callee.type === 'Identifier' && callee.name === 'insertRows';
        if (isDrizzleWrite || isInsertRows) {
          const owned = bySchemaName(schemaTableOf(context, first));
          if (owned) report(node, owned);
        }
        // sql.raw('update …')
        if (
          callee.type === 'MemberExpression' &&
          isSql(callee.object) &&
          !callee.computed &&
          callee.property.name === 'raw' &&
          first
        ) {
          if (first.type === 'Literal' && typeof first.value === 'string') checkText(first, first.value);
          if (first.type === 'TemplateLiteral') checkTemplate(first);
        }
      },
      TaggedTemplateExpression(node) {
        if (isSql(node.tag)) checkTemplate(node.quasi);
      },
    };
  },
};

// Every TypeScript file is linted with its types, for the rules that need them.
const typedFiles = [
  'apps/*/src/**/*.{ts,tsx}',
  'apps/server/{test,scripts}/**/*.ts',
  'packages/*/src/**/*.ts',
  'e2e/**/*.ts',
  'bench/**/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.tmp/**',
      '**/drizzle/meta/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
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
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', 'apps/server/src/**/*.test.ts'],
    plugins: { onsale: { rules: { 'table-owners': tableOwners } } },
    rules: { 'onsale/table-owners': 'error' },
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
