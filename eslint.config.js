import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'test-results/**',
      '.tmp/**',
      '.mutants/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**', 'deploy/**', '**/*.config.{js,ts}', 'e2e/**'],
    languageOptions: { globals: globals.node },
  },
  // Tests read loosely typed GraphQL responses.
  {
    files: ['**/test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/console/**/*.{ts,tsx}', 'packages/web-kit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import cycles in any workspace (packages, apps, e2e) nor in scripts: a module's dependencies
    // are below it, so it can be read, tested and moved on its own. Type-only imports (`import type`,
    // `import { type X }`) are not followed: they are erased before run time, so they cannot make
    // modules load in a loop, and import-x has no switch to count them. Keep them acyclic anyway where
    // it is cheap: `farm-studio look` counts them in its circles.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API's rules are free of the transport: they take services, the listener and typed input,
    // and throw DomainError (lib/domain-error.ts); only the resolvers (*.graphql.ts) speak GraphQL.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/ops/*/**/*.ts'],
    ignores: [
      '**/*.graphql.ts',
      // The operators' Pothos builder and its field and page helpers.
      'apps/api/src/ops/graphql/**',
      // The endpoint's plugins, which read the GraphQL document or wrap the schema's resolvers.
      'apps/api/src/ops/access/session-free.ts',
      'apps/api/src/ops/access/refused-calls.ts',
      // Its test compares the lexed labels with those of the parsed document.
      'apps/api/src/ops/access/refused-calls.test.ts',
      'apps/api/src/ops/access/ops-budget.ts',
      'apps/api/src/ops/audit/audit-reads.ts',
      'apps/api/src/ops/audit/audit-refusals.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'graphql', message: 'rules throw DomainError (lib/domain-error.ts), not GraphQLError' },
            { name: 'graphql-yoga', message: 'rules know nothing of the transport' },
          ],
          patterns: [
            { regex: '^@pothos/', message: 'Pothos belongs in the *.graphql.ts resolvers' },
            {
              regex: '(^|/)graphql/',
              message:
                'rules do not import the GraphQL layer (its Context, errors or helpers): take services, the listener and typed input',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers import only downwards: the seed and the transport (http/) over the operators'
    // rules (ops/), over the fans' modules (modules/). The catalogue (modules/catalog: its
    // repositories, cache and appearance) is below the modules that read it, and the operators'
    // catalogue rules write through it, keeping only validation and audit.
    files: ['apps/api/src/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiZones() }] },
  },
  {
    // One-way imports in the web app: shared code (lib, components, messages, config, the generated
    // graphql types, entities) → features → app. A feature never imports another: what two features
    // both show or read (a member card, a membership's plans) is an entity under entities/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
  {
    // The web app and the operators' console (and the code they share) must never bundle the Stripe
    // sandbox or server code.
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
      'packages/web-kit/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['stripe', 'firebase-admin'],
          patterns: ['@fan/stripe-sandbox', '@fan/stripe-sandbox/*', '@fan/api', '@fan/api/*'],
        },
      ],
    },
  },
);

/** The API's import boundaries (see the block above). */
function apiZones() {
  const api = './apps/api/src';
  return [
    {
      target: `${api}/modules`,
      from: [`${api}/ops`, `${api}/seed`, `${api}/http`],
      message: "the fans' modules are below the operators' rules, the seed and the transport",
    },
    {
      target: `${api}/ops`,
      from: `${api}/seed`,
      message: 'the seed uses the operator rules, not the reverse',
    },
    {
      target: `${api}/modules/catalog`,
      from: `${api}/modules`,
      except: ['./catalog'],
      message: 'the catalogue is below the modules that read it',
    },
    {
      target: `${api}/ops/catalog`,
      from: `${api}/db`,
      // db.ts for its Queryable type (archiving.ts names the repositories' transaction parameter).
      except: ['./db.ts'],
      message: "operators' catalogue rules write through modules/catalog's repositories",
    },
    ...opsZones(api),
    ...membershipsZones(api),
  ];
}

/**
 * The operators' API by concern (decision 051): the entry (yoga.ts, schema.ts, context.ts) over the
 * areas (every other folder: catalog, support, dashboard, …) over what every area stands on. Read from
 * the folders, so a new area is covered without editing this list.
 */
function opsZones(api) {
  const ops = `${api}/ops`;
  const foundation = ['graphql', 'input', 'lists', 'access', 'audit', 'setup'];
  // What each foundation folder may use of the others: the GraphQL helpers and the input and list
  // rules stand on nothing of ops; access and setup record audit rows; audit reads lists and input.
  const below = {
    graphql: ['lists'],
    input: [],
    lists: [],
    audit: ['graphql', 'input', 'lists'],
    access: ['graphql', 'input', 'audit'],
    setup: ['graphql', 'input', 'audit', 'access'],
  };
  const areas = readdirSync(new URL('./apps/api/src/ops', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !foundation.includes(entry.name))
    .map((entry) => entry.name);
  const entry = ['yoga', 'schema', 'context'].map((name) => `${ops}/${name}.ts`);
  return [
    ...foundation.map((folder) => ({
      target: `${ops}/${folder}`,
      from: [
        ...entry,
        ...areas.map((area) => `${ops}/${area}`),
        ...foundation.filter((f) => f !== folder && !below[folder].includes(f)).map((f) => `${ops}/${f}`),
      ],
      message: `ops/${folder} stands below the operators' areas and the entry; of the rest it uses only ${below[folder].join(', ') || 'nothing'}`,
    })),
    ...areas.map((area) => ({
      target: `${ops}/${area}`,
      from: entry,
      message:
        "an operators' area does not import the endpoint's entry (yoga.ts, schema.ts); its rules take OpsContext as a type",
    })),
  ];
}

/**
 * The memberships module's one-way order (decision 042): jobs/ → paid/ → free/, renewals/ → reads/,
 * stripe/; memberships.repository.ts at the root is below them all.
 */
function membershipsZones(api) {
  const m = `${api}/modules/memberships`;
  const order = ['jobs', 'paid', 'free', 'renewals', 'reads', 'stripe'];
  return order.slice(1).map((folder, i) => ({
    target: `${m}/${folder}`,
    from: order.slice(0, i + 1).map((above) => `${m}/${above}`),
    message: `memberships/${folder} is below ${order.slice(0, i + 1).join(', ')} (decision 042)`,
  }));
}

/** The web's import boundaries (see the block above). */
function webZones() {
  const web = './apps/web/src';
  // Every folder under features/ is a feature, so a new one is covered without editing this list.
  const features = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...['lib', 'components', 'messages', 'config', 'styles', 'graphql', 'entities'].map((shared) => ({
      target: `${web}/${shared}`,
      from: [`${web}/features`, `${web}/app`],
      message: 'shared code must not depend on features or the app shell',
    })),
    {
      target: `${web}/features`,
      from: `${web}/app`,
      message: 'features are composed in app/, not the reverse',
    },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message:
        'a feature does not import another feature: move the shared part to entities/, lib/ or components/',
    })),
  ];
}
