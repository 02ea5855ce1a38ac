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
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import cycles in the API or the web app (type-only imports aside): a module's dependencies
    // are below it, so it can be read, tested and moved on its own.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
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
    ignores: ['**/*.graphql.ts'],
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
    // One-way imports in the web app: shared code (lib, components, messages, config, the generated
    // graphql types) → features → app. A feature does not import another, except the three edges below
    // (each one way only); anything else shared moves to lib/ or components/, or is composed in app/.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones() }] },
  },
  {
    // The web app must never bundle the Stripe sandbox or server code.
    files: ['apps/web/src/**/*.{ts,tsx}'],
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

/** The web's import boundaries (see the block above). */
function webZones() {
  const web = './apps/web/src';
  const features = [
    'account',
    'auth',
    'cards',
    'home',
    'landing',
    'legal',
    'memberships',
    'payments',
    'points',
    'promotions',
    'system',
  ];
  // Known feature-to-feature edges: account settings reuse the sign-in forms, home shows member cards,
  // payment pages read the membership plans.
  const allowed = { account: ['auth'], home: ['cards'], payments: ['memberships'] };
  return [
    ...['lib', 'components', 'messages', 'config', 'styles', 'graphql'].map((shared) => ({
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
      except: [`./${feature}`, ...(allowed[feature] ?? []).map((other) => `./${other}`)],
      message: 'a feature does not import another feature: move the shared part to lib/ or components/',
    })),
  ];
}
