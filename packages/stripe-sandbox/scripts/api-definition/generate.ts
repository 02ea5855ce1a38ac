import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import ts from 'typescript';
import type { ApiDefinition, Endpoint } from '../../src/api-definition/types.ts';
import { Sandbox } from '../../src/sandbox.ts';
import { apiRoutes } from '../../src/routes.ts';
import { routeShape } from '../../src/api-definition/route-shape.ts';
import { paramFields } from './param-schema.ts';
import { ResponseTypes } from './response-types.ts';
import { sdkEndpoints, type SdkEndpoint } from './sdk-endpoints.ts';

// Builds the API definition for every endpoint the sandbox serves, from the INSTALLED stripe
// SDK: endpoint paths from its resource classes (.js), parameters and response types from
// their declarations (.d.ts), which Stripe generates from its OpenAPI spec.

const require = createRequire(import.meta.url);

/** The installed package's root (its `exports` hide package.json, so walk up from its main file). */
export function stripeDir(): string {
  let dir = dirname(require.resolve('stripe'));
  while (!existsSync(join(dir, 'package.json')) || basename(dir) === 'cjs') dir = dirname(dir);
  return dir;
}

function sdkMethod(checker: ts.TypeChecker, program: ts.Program, e: SdkEndpoint) {
  const src = program.getSourceFile(e.dtsFile);
  if (!src) throw new Error(`No declarations for ${e.dtsFile}`);
  let found: ts.MethodDeclaration | undefined;
  src.forEachChild((n) => {
    if (!ts.isClassDeclaration(n) || n.name?.text !== e.className) return;
    for (const m of n.members) {
      if (ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === e.methodName) found ??= m;
    }
  });
  if (!found) throw new Error(`No declaration of ${e.className}.${e.methodName}`);
  const paramsDecl = found.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === 'params');
  const params = paramsDecl ? checker.getNonNullableType(checker.getTypeAtLocation(paramsDecl)) : undefined;
  return { params, returns: found.type };
}

/** `Promise<Response<T>>` -> T; `ApiListPromise<T>` -> T as a list. */
function responseOf(
  checker: ts.TypeChecker,
  node: ts.TypeNode | undefined,
): { type: ts.Type; list: boolean } {
  let n = node;
  let list = false;
  while (n && ts.isTypeReferenceNode(n) && n.typeArguments?.length) {
    const name = n.typeName.getText();
    if (name === 'ApiListPromise' || name === 'ApiList') list = true;
    if (!['Promise', 'Response', 'ApiListPromise', 'ApiList'].includes(name)) break;
    n = n.typeArguments[0];
  }
  if (!n) throw new Error('Method without a return type');
  const t = checker.getTypeFromTypeNode(n);
  // `Customer | DeletedCustomer`: expansion applies to the live object.
  const live = t.isUnion() ? t.types.find((m) => !m.getSymbol()?.name.startsWith('Deleted')) : t;
  return { type: live ?? t, list };
}

export function generateDefinition(): ApiDefinition {
  const dir = stripeDir();
  const all = sdkEndpoints(join(dir, 'cjs', 'resources'));
  const routes = apiRoutes(new Sandbox({ secretKey: '', publishableKey: '' }));
  const matched = routes.map((r) => {
    const candidates = all.filter((e) => routeShape(e.httpMethod, e.path) === routeShape(r.method, r.path));
    if (candidates.length === 0) throw new Error(`The SDK has no endpoint ${r.method} ${r.path}`);
    return { route: r, sdk: candidates[0]! };
  });
  const program = ts.createProgram([...new Set(matched.map((m) => m.sdk.dtsFile))], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const responses = new ResponseTypes(checker);
  const endpoints: Record<string, Endpoint> = {};
  for (const { route, sdk } of matched) {
    const { params, returns } = sdkMethod(checker, program, sdk);
    const response = responseOf(checker, returns);
    endpoints[`${route.method} ${sdk.path}`] = {
      sdkMethod: `${sdk.className}.${sdk.methodName}`,
      params: params ? paramFields(checker, params) : {},
      response: { type: responses.add(response.type), ...(response.list ? { list: true as const } : {}) },
    };
  }
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const apiVersion = /ApiVersion = '([^']+)'/.exec(
    readFileSync(join(dir, 'cjs', 'apiVersion.js'), 'utf8'),
  )?.[1];
  return {
    apiVersion: apiVersion ?? 'unknown',
    sdkVersion: pkg.version,
    endpoints: sortKeys(endpoints),
    types: sortKeys(reachable(endpoints, responses)),
  };
}

/** Only the types an expansion path can reach from some endpoint's response. */
function reachable(endpoints: Record<string, Endpoint>, responses: ResponseTypes) {
  const out: ApiDefinition['types'] = {};
  const visit = (name: string) => {
    if (out[name]) return;
    const t = responses.types.get(name) ?? { fields: {} };
    out[name] = t;
    for (const f of Object.values(t.fields)) visit(f.type);
  };
  for (const e of Object.values(endpoints)) visit(e.response.type);
  return out;
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export const DEFINITION_FILE = join(
  import.meta.dirname,
  '..',
  '..',
  'src',
  'api-definition',
  'stripe-api.json',
);

export function printedDefinition(): string {
  return JSON.stringify(generateDefinition(), null, 2) + '\n';
}
