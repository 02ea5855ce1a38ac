// The CLI's GraphQL documents: plain text sent as is, typed with the operation's generated result and
// variables (`npm run codegen` reads every gql`…` here against apps/api/ops-schema.graphql).

/** A document with the types graphql-codegen generated for it; `source` is what is sent. */
export interface TypedDocumentNode<Result, Variables> {
  readonly source: string;
  /** Never set: carries the generated types from the declaration to `operation()`. */
  readonly __types?: { result: Result; variables: Variables };
}

/** A fragment (or an operation) whose interpolated fragments are appended once, after its text. */
export function gql<Result = unknown, Variables = unknown>(
  strings: TemplateStringsArray,
  ...fragments: TypedDocumentNode<unknown, unknown>[]
): TypedDocumentNode<Result, Variables> {
  const parts = new Set(fragments.map((f) => f.source));
  return { source: [strings.join(''), ...parts].join('\n').trim() };
}
