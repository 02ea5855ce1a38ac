import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The API's folders import one way (eslint.config.js, decisions 042 and 051): each case lints a line
// as if it stood in a real file of the tree, and expects the zone rule to refuse it or let it pass.
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function zoneErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the API lint zones', () => {
  it.each([
    ['apps/api/src/ops/graphql/fields.ts', "import '../support/support.graphql';"],
    ['apps/api/src/ops/access/operator-check.ts', "import '../catalog/creators';"],
    ['apps/api/src/ops/audit/audit.ts', "import '../yoga';"],
    ['apps/api/src/ops/input/parse-input.ts', "import '../audit/audit';"],
    ['apps/api/src/ops/support/find-fan.ts', "import '../schema';"],
    ['apps/api/src/ops/catalog/creators.ts', "import { openPostgres } from '../../db/migrate';"],
    ['apps/api/src/modules/memberships/reads/tier-view.ts', "import '../paid/upgrade-membership';"],
    [
      'apps/api/src/modules/memberships/free/create-free-subscription.ts',
      "import '../jobs/reconcile-memberships';",
    ],
    ['apps/api/src/modules/memberships/stripe/latest-intent.ts', "import '../renewals/converge-renewal';"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['apps/api/src/ops/support/find-fan.ts', "import '../audit/audit';"],
    ['apps/api/src/ops/catalog/creators.ts', "import '../setup/stripe-key';"],
    ['apps/api/src/ops/schema.ts', "import './support/support.graphql';"],
    ['apps/api/src/modules/memberships/paid/upgrade-membership.ts', "import '../reads/tier-view';"],
  ])('lets pass in %s: %s', async (file, code) => {
    expect(await zoneErrors(file, code)).toEqual([]);
  });
});
