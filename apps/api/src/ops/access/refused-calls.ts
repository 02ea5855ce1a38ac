import { Lexer, Source, TokenKind, type Token } from 'graphql';
import { logger } from '../../lib/logger';
import { currentScope } from '../../lib/request-scope';

/**
 * How much of a refused call's document its label reads: a stranger's 512 KB document costs a
 * few KB of lexing, never a parse (decision 052). Every console operation fits well inside.
 */
export const LABEL_PREFIX_CHARS = 4096;

/**
 * The root fields a request asks for (at most three, sorted), read from the first
 * LABEL_PREFIX_CHARS of its text by the lexer alone (no parse, no document): `query:me`. The
 * operation named `operationName` when given, else the first; fields past the prefix are not
 * counted. Null when the prefix names no operation.
 */
export function operationLabel(query: unknown, operationName?: unknown): string | null {
  if (typeof query !== 'string') return null;
  const wanted = typeof operationName === 'string' && operationName ? operationName : null;
  const lexer = new Lexer(new Source(query.slice(0, LABEL_PREFIX_CHARS)));
  // A lexing error (the prefix cut a string in two, a stray character) ends the reading there.
  let token: Token = lexer.token;
  const next = () => {
    try {
      token = lexer.advance();
    } catch {
      token = { kind: TokenKind.EOF } as Token;
    }
    return token;
  };
  const is = (kind: TokenKind) => token.kind === kind;
  /** Past a balanced (…) or {…} starting at the current token. */
  const skipGroup = (open: TokenKind, close: TokenKind) => {
    for (let depth = 0; ; next()) {
      if (is(TokenKind.EOF)) return;
      if (is(open)) depth++;
      else if (is(close) && --depth === 0) return void next();
    }
  };
  const label = (operation: string, fields: string[]) =>
    `${operation}:${[...new Set(fields)].sort().slice(0, 3).join(',')}`;

  next();
  while (!is(TokenKind.EOF)) {
    let operation = 'query';
    let name: string | null = null;
    const keyword = is(TokenKind.NAME) ? token.value : null;
    if (keyword === 'fragment') {
      while (!is(TokenKind.BRACE_L) && !is(TokenKind.EOF)) next();
      skipGroup(TokenKind.BRACE_L, TokenKind.BRACE_R);
      continue;
    }
    if (keyword === 'query' || keyword === 'mutation' || keyword === 'subscription') {
      operation = keyword;
      next();
      if (is(TokenKind.NAME)) {
        name = token.value;
        next();
      }
      // Variables and directives, up to the selection set.
      while (!is(TokenKind.BRACE_L) && !is(TokenKind.EOF))
        if (is(TokenKind.PAREN_L)) skipGroup(TokenKind.PAREN_L, TokenKind.PAREN_R);
        else next();
    }
    if (!is(TokenKind.BRACE_L)) return null;
    const fields: string[] = [];
    next();
    while (!is(TokenKind.BRACE_R) && !is(TokenKind.EOF)) {
      if (is(TokenKind.SPREAD)) {
        // `...Name` or `... on Type` (or a bare `...`): a fragment, whatever it selects.
        fields.push('fragment');
        if (next().kind === TokenKind.NAME && token.value === 'on') next();
        if (is(TokenKind.NAME)) next();
      } else if (is(TokenKind.AT)) {
        if (next().kind === TokenKind.NAME) next(); // a directive: its arguments are skipped below
      } else if (is(TokenKind.NAME)) {
        let field = token.value;
        next();
        if (is(TokenKind.COLON) && next().kind === TokenKind.NAME) {
          field = token.value; // an alias: the field is the name after it
          next();
        }
        fields.push(field);
      } else if (is(TokenKind.PAREN_L)) skipGroup(TokenKind.PAREN_L, TokenKind.PAREN_R);
      else if (is(TokenKind.BRACE_L)) skipGroup(TokenKind.BRACE_L, TokenKind.BRACE_R);
      else next(); // punctuation
    }
    next();
    if (!wanted || name === wanted) return fields.length ? label(operation, fields) : null;
  }
  return null;
}

/**
 * A call refused before any resolver ran (no or bad token, not an operator of the project, role or
 * verification gone, over the endpoint's budget): one structured line naming the caller (uid, when
 * the token says one), the project asked for, the operation and the outcome. Not an audit row: the
 * caller is not (or no longer) an operator of that project, and a flood of strangers must not write
 * to the audit log; the request line carries the same caller, operation and outcome.
 */
export function logRefusedCall(entry: {
  caller: string | null;
  projectId: string;
  operation: string | null;
  outcome: string;
  reason: string;
}) {
  const scope = currentScope();
  if (scope) {
    if (entry.caller) scope.caller = entry.caller;
    if (entry.operation) scope.operation = entry.operation;
    scope.outcome = entry.outcome;
  }
  logger.warn(
    {
      requestId: scope?.requestId,
      client: scope?.clientAddress,
      caller: entry.caller,
      projectId: entry.projectId,
      operation: entry.operation,
      outcome: entry.outcome,
      reason: entry.reason,
    },
    'operator call refused',
  );
}
