import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The SDK's resource classes call `this._makeRequest('POST', `/v1/x/${encodeURIComponent(id)}`, ...)`
// in cjs/resources/**/*.js; each such call is one endpoint. Path parameters become `:name`.

export interface SdkEndpoint {
  httpMethod: string;
  /** e.g. `/v1/customers/:id/payment_methods`. */
  path: string;
  className: string;
  methodName: string;
  /** The declaration file of the class, next to the .js file. */
  dtsFile: string;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => f.endsWith('.js'))
    .sort();
}

function pathOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return undefined;
  let out = node.head.text;
  for (const span of node.templateSpans) {
    // `${encodeURIComponent(id)}` -> `:id`
    const e = span.expression;
    const arg = ts.isCallExpression(e) ? e.arguments[0] : e;
    out += `:${arg && ts.isIdentifier(arg) ? arg.text : 'param'}` + span.literal.text;
  }
  return out;
}

export function sdkEndpoints(resourcesDir: string): SdkEndpoint[] {
  const out: SdkEndpoint[] = [];
  for (const file of files(resourcesDir)) {
    const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    src.forEachChild(function visitClass(cls) {
      if (!ts.isClassDeclaration(cls) || !cls.name) return;
      for (const member of cls.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const methodName = member.name.text;
        member.forEachChild(function find(n): void {
          if (
            ts.isCallExpression(n) &&
            ts.isPropertyAccessExpression(n.expression) &&
            n.expression.name.text === '_makeRequest' &&
            n.arguments.length >= 2
          ) {
            const [m, p] = n.arguments;
            const path = p && pathOf(p);
            if (m && ts.isStringLiteral(m) && path) {
              out.push({
                httpMethod: m.text,
                path,
                className: cls.name!.text,
                methodName,
                dtsFile: file.replace(/\.js$/, '.d.ts'),
              });
            }
          }
          n.forEachChild(find);
        });
      }
    });
  }
  return out;
}
