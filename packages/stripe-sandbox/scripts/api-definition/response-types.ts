import ts from 'typescript';
import type { ResponseField, ResponseType } from '../../src/api-definition/types.ts';

// Which response fields an `expand[]` path can name or walk through, from the SDK's resource
// interfaces: an expandable id is typed `string | Customer` (or `string | Customer |
// DeletedCustomer`), a list is `ApiList<T>`, and plain nested objects are walked into.

// Fields Stripe leaves out unless expanded ("includable"). Stripe's spec marks them in
// `x-expandableFields`, which the SDK's types do not carry, so they are listed here. Only the
// ones the sandbox computes are listed: expanding any other is refused (stricter than Stripe).
// https://docs.stripe.com/api/invoices/object#invoice_object-payments
// https://docs.stripe.com/api/invoices/object#invoice_object-confirmation_secret
const INCLUDABLE: Record<string, string[]> = {
  Invoice: ['confirmation_secret', 'payments'],
};

export class ResponseTypes {
  readonly types = new Map<string, ResponseType>();
  private readonly walking = new Set<string>();

  constructor(private readonly checker: ts.TypeChecker) {}

  nameOf(t: ts.Type): string {
    const symbol = t.aliasSymbol ?? t.getSymbol();
    if (!symbol) return this.checker.typeToString(t);
    // `"/…/resources/Invoices".Invoice.ConfirmationSecret` -> `Invoice.ConfirmationSecret`
    return this.checker.getFullyQualifiedName(symbol).replace(/^"[^"]*"\./, '');
  }

  /** Registers `t` and everything reachable from it; returns its name. */
  add(t: ts.Type): string {
    const name = this.nameOf(t);
    if (this.types.has(name) || this.walking.has(name)) return name;
    this.walking.add(name);
    const fields: Record<string, ResponseField> = {};
    const props = this.checker.getPropertiesOfType(t).slice();
    props.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const prop of props) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      if (!decl) continue;
      const field = this.field(name, prop.name, this.checker.getTypeOfSymbolAtLocation(prop, decl));
      if (field) fields[prop.name] = field;
    }
    this.walking.delete(name);
    this.types.set(name, { fields });
    return name;
  }

  private field(owner: string, key: string, type: ts.Type): ResponseField | undefined {
    const includable = INCLUDABLE[owner]?.includes(key) ?? false;
    const members = (type.isUnion() ? type.types : [type]).filter(
      (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)),
    );
    const objects = members.filter((t) => t.flags & ts.TypeFlags.Object);
    const hasString = members.some((t) => t.flags & ts.TypeFlags.String);
    // `string | Customer | DeletedCustomer`: expands to the (first) non-deleted resource.
    const resource = objects.find((t) => this.isResource(t) && !this.nameOf(t).startsWith('Deleted'));
    if (hasString && resource) return { expandable: true, type: this.add(resource) };
    if (objects.length !== 1) return undefined;
    const obj = objects[0]!;
    if (this.nameOf(obj) === 'ApiList') {
      const item = this.checker.getTypeArguments(obj as ts.TypeReference)[0];
      if (!item) return undefined;
      return this.walkable(includable, this.add(item), true);
    }
    if (this.checker.isArrayType(obj)) {
      const item = this.checker.getTypeArguments(obj as ts.TypeReference)[0];
      return item ? this.field(owner, key, item) : undefined;
    }
    if (this.checker.getIndexInfoOfType(obj, ts.IndexKind.String)) return undefined;
    return this.walkable(includable, this.add(obj), false);
  }

  /** A nested object or list is kept only if expanding can happen inside it (or it is includable). */
  private walkable(includable: boolean, type: string, list: boolean): ResponseField | undefined {
    const nested = this.types.get(type);
    const inside = nested ? Object.keys(nested.fields).length > 0 : this.walking.has(type);
    if (!includable && !inside) return undefined;
    return { expandable: includable, type, ...(list ? { list: true as const } : {}) };
  }

  private isResource(t: ts.Type): boolean {
    const id = this.checker.getPropertyOfType(t, 'id');
    const object = this.checker.getPropertyOfType(t, 'object');
    return Boolean(id && object);
  }
}
