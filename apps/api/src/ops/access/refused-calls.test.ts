import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LABEL_PREFIX_CHARS, operationLabel } from './refused-calls';

/** The label as it was read before decision 052: from the whole parsed document. */
function parsedLabel(query: string, operationName?: string): string | null {
  const op = parse(query).definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
  if (!op) return null;
  const fields = op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : 'fragment'));
  return `${op.operation}:${[...new Set(fields)].sort().slice(0, 3).join(',')}`;
}

describe("a refused call's label, from a bounded prefix by the lexer alone (decision 052)", () => {
  const documents: [string, string?][] = [
    ['{ me { uid } }'],
    ['query { me { uid } }'],
    ['mutation { endMaintenance }'],
    ['query Me($a: Int = 3, $b: [String!]! @deprecated) @live { me { uid } }'],
    [
      'mutation M($i: GrantPointsInput!) { a: grantPoints(input: $i) { __typename } b: grantPoints(input: $i) { x } }',
    ],
    ['{ z x y w { a { b } } v }'],
    [
      '{ ...F me @include(if: true) { uid } ... on Query { x } ... @skip(if: false) { y } } fragment F on Query { q }',
    ],
    ['fragment F on Query { q } query A { a } mutation B { b(x: "}{") }', 'B'],
    ['query A { a } query B { b c }', 'B'],
    ['query A { a } query B { b c }'],
    ['subscription S { ticks(every: 1) }'],
    ['query A { a }', 'Z'],
    ['# a comment\n{ me(note: """block { string""") }'],
  ];

  it('names the same root fields as the parsed document did', () => {
    for (const [doc, name] of documents) expect(operationLabel(doc, name), doc).toBe(parsedLabel(doc, name));
  });

  it('reads only the first few KB: what lies past them is not read, even a syntax error', () => {
    const huge = `query { me { uid } ${'a '.repeat(300_000)}} }}} not graphql {{{`;
    expect(huge.length).toBeGreaterThan(512 * 1024);
    expect(() => parse(huge)).toThrow();
    // The root fields inside the prefix; the parse of the whole document would have refused it.
    expect(operationLabel(huge)).toBe('query:a,me');
    // A document whose operation begins past the prefix has no label.
    expect(operationLabel(`${' '.repeat(LABEL_PREFIX_CHARS)}{ me }`)).toBeNull();
    expect(operationLabel(`"${'x'.repeat(600_000)}"`)).toBeNull();
    expect(operationLabel(42)).toBeNull();
    expect(operationLabel('{ me')).toBe('query:me');
    expect(operationLabel('}}}')).toBeNull();
  });
});
