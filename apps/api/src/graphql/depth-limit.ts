import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Refuses operations nested deeper than `max` fields, a cheap guard against costly queries. */
export function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.flatMap((d) =>
          d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
        ),
    );
    const depth = (set: SelectionSetNode, seen: Set<string>): number =>
      Math.max(
        0,
        ...set.selections.map((s) => {
          if (s.kind === Kind.FIELD) return s.selectionSet ? 1 + depth(s.selectionSet, seen) : 1;
          if (s.kind === Kind.INLINE_FRAGMENT) return depth(s.selectionSet, seen);
          const name = s.name.value;
          const fragment = fragments.get(name);
          if (!fragment || seen.has(name)) return 0;
          return depth(fragment, new Set([...seen, name]));
        }),
      );
    return {
      OperationDefinition(node) {
        if (depth(node.selectionSet, new Set()) > max)
          context.reportError(
            new GraphQLError(`Query is nested deeper than ${max} levels.`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
      },
    };
  };
}
