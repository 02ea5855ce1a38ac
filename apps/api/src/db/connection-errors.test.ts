import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError, locatedError, parse, type OperationDefinitionNode } from 'graphql';
import pg from 'pg';
import { setLogSink } from '../lib/logger';
import { maskError } from '../graphql/mask-error';
import { isConnectionError } from './connection-errors';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
const sqlState = (code: string, message = 'x') =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });

describe('isConnectionError', () => {
  it('recognises a lost or refused connection', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      coded('read ECONNRESET', 'ECONNRESET'),
      coded('connect ECONNREFUSED 127.0.0.1:6432', 'ECONNREFUSED'),
      coded('write EPIPE', 'EPIPE'),
      sqlState('57P01', 'terminating connection due to administrator command'),
      sqlState('57P02'),
      sqlState('57P03', 'the database system is starting up'),
      sqlState('08006'),
      sqlState('08P01', 'server conn crashed?'), // pgbouncer's own failures
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
      new Error('wrapped', { cause: coded('read ECONNRESET', 'ECONNRESET') }),
    ])
      expect([error.message, isConnectionError(error)]).toEqual([error.message, true]);
  });

  it('leaves a statement’s own failures and everything else alone', () => {
    for (const error of [
      sqlState('23505', 'duplicate key value violates unique constraint'),
      sqlState('40001', 'could not serialize access'),
      sqlState('57014', 'canceling statement due to statement timeout'),
      sqlState('42P01', 'relation does not exist'),
      new Error('Stripe is down'),
      coded('x', 'ENOENT'),
      new TypeError('Cannot read properties of undefined'),
    ])
      expect([error.message, isConnectionError(error)]).toEqual([error.message, false]);
    expect(isConnectionError(undefined)).toBe(false);
    expect(isConnectionError('ECONNRESET')).toBe(false);
  });
});

describe('a lost connection as GraphQL answers it', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('is SERVICE_UNAVAILABLE, retryable, with a Japanese message and no detail of the cause', () => {
    const lines: string[] = [];
    restore = setLogSink((line) => lines.push(line));
    const field = (parse('{ spend }').definitions[0] as OperationDefinitionNode).selectionSet.selections;
    const masked = maskError(
      locatedError(new Error('Connection terminated unexpectedly'), field, ['spend']),
    ) as GraphQLError;
    expect(masked.message).toBe('ただいま混み合っています。しばらくしてから再度お試しください。');
    expect(masked.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
    expect(masked.path).toEqual(['spend']);
    // Outside execution (the context factory read the database) too.
    const early = maskError(coded('connect ECONNREFUSED 127.0.0.1:6432', 'ECONNREFUSED')) as GraphQLError;
    expect(early.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryable: true });
    // Logged as a warning, not as an unexpected error.
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['database unreachable', 'database unreachable']);
    expect((maskError(new Error('bug')) as GraphQLError).extensions?.code).toBe('INTERNAL_SERVER_ERROR');
  });
});
