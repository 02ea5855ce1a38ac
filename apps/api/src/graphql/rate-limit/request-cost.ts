import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The fans' fields that read Stripe when they resolve, by schema coordinate, with the Stripe calls
 * one selection of them can make (docs/decisions/029, 054). Each selection counts, aliases and
 * fragments included: 15 aliases of renewalPayment cost 15 of the fan's budget. The points view and
 * the payment history (tierTypesConnection, paymentHistory) are not here: their Stripe reads of open
 * purchases are spaced in their rows (PURCHASE_RECHECK_SECONDS), whatever the request rate; nor is a
 * member card's renewalReminder, which reads only a sandbox's test clock, once per request.
 */
export const STRIPE_READ_COSTS: ReadonlyMap<string, number> = new Map([
  // An invoice preview (and the subscription it changes).
  ['Query.planChangePreview', 2],
  // A card form's SetupIntent.
  ['Query.clientSecret', 1],
  // An open renewal's invoice (a settled one is answered from our tables); its paymentClientSecret
  // comes from that read. (Under payUnpaidRenewals, a money mutation, that field reads the invoice
  // once per request.)
  ['Query.renewalPayment', 1],
  // A member card's or home's open renewal, where the bank asks for 3-D Secure.
  ['UnpaidRenewal.paymentClientSecret', 1],
]);

export interface RequestCost {
  /** The operation's root field selections by name, with how many times each is selected (aliases). */
  rootFields: ReadonlyMap<string, number>;
  /** What the selections of STRIPE_READ_COSTS add up to (0: none selected). */
  stripeReads: number;
}

/** The selected operation (by name, else the first). */
export function selectedOperation(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

interface Tally {
  reads: number;
  roots: Map<string, number>;
}

function add(into: Tally, from: Tally, times = 1) {
  into.reads += from.reads * times;
  for (const [name, n] of from.roots) into.roots.set(name, (into.roots.get(name) ?? 0) + n * times);
}

/**
 * The root fields of `operation` and the Stripe reads its selections can make, walking every
 * selection set with its parent type (through inline fragments and fragment spreads, each spread
 * counted where it is spread). A fragment is worked out once and added at each spread, so fragments
 * spread many times in each other cost no more time than their text. Runs on a validated document,
 * so fragments do not cycle; a spread already open on the path counts nothing all the same.
 * Selections GraphQL merges (the same alias twice) count twice: an upper bound.
 */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): RequestCost {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const known = new Map<string, Tally>();
  const open = new Set<string>();

  const walk = (parent: GraphQLNamedType | undefined, selectionSet: SelectionSetNode, atRoot: boolean) => {
    const tally: Tally = { reads: 0, roots: new Map() };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (atRoot) tally.roots.set(name, (tally.roots.get(name) ?? 0) + 1);
        const field =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        if (!field) continue;
        tally.reads += STRIPE_READ_COSTS.get(`${parent!.name}.${name}`) ?? 0;
        if (selection.selectionSet) add(tally, walk(getNamedType(field.type), selection.selectionSet, false));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        add(tally, walk(type ?? undefined, selection.selectionSet, atRoot));
      } else {
        const name = selection.name.value;
        const key = `${atRoot ? 'root' : 'field'}:${name}`;
        const fragment = fragments.get(name);
        if (!fragment || open.has(name)) continue;
        if (!known.has(key)) {
          open.add(name);
          const type = schema.getType(fragment.typeCondition.name.value) ?? undefined;
          known.set(key, walk(type, fragment.selectionSet, atRoot));
          open.delete(name);
        }
        add(tally, known.get(key)!);
      }
    }
    return tally;
  };
  const { reads, roots } = walk(
    schema.getRootType(operation.operation) ?? undefined,
    operation.selectionSet,
    true,
  );
  return { rootFields: roots, stripeReads: reads };
}
