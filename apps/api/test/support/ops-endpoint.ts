import { ok, type GqlResult, type Harness } from './harness';

/** A call to the operators' endpoint, as a test file binds it to its operator. */
export type OpsCall = (query: string, variables?: Record<string, unknown>) => Promise<GqlResult>;

/** GraphQL on the operators' endpoint (/ops/graphql) as the bearer of `token` (none when undefined). */
export const opsGql = <T = Record<string, any>>(
  h: Harness,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) => h.gql<T>(query, variables, { token, path: '/ops/graphql' });

/** The operators' audit log's actions, oldest first. */
export const auditActions = async (h: Harness) =>
  (await h.db.query<{ action: string }>('SELECT action FROM operator_audit_log ORDER BY id')).map(
    (r) => r.action,
  );

/** A point type and one package of it, made through the operators' endpoint (its Stripe Prices too). */
export async function opsPointPackage(
  ops: OpsCall,
  type: { key: string; name: string; unit: string; couponType: string },
  pkg: { slug: string; amount: number; price: number; konbiniFee: number },
) {
  const { createPointType } = ok(
    await ops('mutation($i: CreatePointTypeInput!) { createPointType(input: $i) { id } }', {
      i: { ...type, displayName: type.name },
    }),
  );
  const { createPointPackage } = ok(
    await ops(
      'mutation($i: CreatePointPackageInput!) { createPointPackage(input: $i) { id prices { konbini price stripePriceId } } }',
      { i: { pointTypeId: createPointType.id, ...pkg } },
    ),
  );
  return {
    type: createPointType as { id: number },
    pkg: createPointPackage as {
      id: number;
      prices: { konbini: boolean; price: number; stripePriceId: string }[];
    },
  };
}
