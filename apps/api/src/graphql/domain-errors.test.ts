import { afterEach, describe, expect, it } from 'vitest';
import { GraphQLError, locatedError, parse, type OperationDefinitionNode } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { ErrorCode } from '@fan/shared';
import { appError, badInput, conflict, DomainError, notFound } from '../lib/domain-error';
import { setLogSink } from '../lib/logger';
import { graphqlExtensions, toGraphqlError } from './domain-errors';
import { maskError } from './mask-error';
import { errorCodes } from './error-codes';
import { compiledReads } from './compiled-reads';

let restoreLog: (() => void) | undefined;
const logLines: string[] = [];
const quietLog = () => {
  logLines.length = 0;
  restoreLog = setLogSink((line) => logLines.push(line));
};
afterEach(() => restoreLog?.());

// The error graphql-js makes of whatever a resolver throws: message, locations, path, originalError.
const fieldNode = (parse('{ spend }').definitions[0] as OperationDefinitionNode).selectionSet.selections;
const thrownBy = (error: Error) => locatedError(error, fieldNode, ['spend']);

describe('DomainError → GraphQL', () => {
  it('maps the code, then the field, then the extras', () => {
    expect(graphqlExtensions(notFound())).toEqual({ code: ErrorCode.NotFound });
    expect(graphqlExtensions(badInput('amount', 'ポイントが不足しています。'))).toEqual({
      code: ErrorCode.BadUserInput,
      field: 'amount',
    });
    const retry = appError(ErrorCode.Conflict, 'お支払いを処理しています。', { retryable: true });
    expect(Object.entries(graphqlExtensions(retry))).toEqual([
      ['code', ErrorCode.Conflict],
      ['retryable', true],
    ]);
    const both = new DomainError(ErrorCode.BadUserInput, 'x', 'prices', { reason: 'R' });
    expect(Object.keys(graphqlExtensions(both))).toEqual(['code', 'field', 'reason']);
  });

  it('gives a thrown DomainError its codes on the located error itself (path and locations kept)', () => {
    const located = thrownBy(badInput('amount', 'ポイントが不足しています。'));
    const masked = maskError(located) as GraphQLError;
    expect(masked).toBe(located);
    expect(masked.toJSON()).toEqual({
      message: 'ポイントが不足しています。',
      locations: [{ line: 1, column: 3 }],
      path: ['spend'],
      extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
    });
  });

  it('keeps extras such as retryable', () => {
    const masked = maskError(thrownBy(conflict('処理中です。', { retryable: true }))) as GraphQLError;
    expect(masked.extensions).toEqual({ code: 'CONFLICT', retryable: true });
  });

  it('maps a DomainError thrown outside execution (a context factory) to a GraphQLError', () => {
    const masked = maskError(new DomainError(ErrorCode.Forbidden, '権限がありません。')) as GraphQLError;
    expect(masked).toBeInstanceOf(GraphQLError);
    expect(masked.toJSON()).toEqual({ message: '権限がありません。', extensions: { code: 'FORBIDDEN' } });
    expect(toGraphqlError(notFound('ありません。')).toJSON()).toEqual({
      message: 'ありません。',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('masks a plain Error (a bug or an outage): no message or stack leaks, the log has it', () => {
    quietLog();
    const masked = maskError(thrownBy(new Error('connection refused at 10.0.0.3'))) as GraphQLError;
    expect(masked.message).toBe('エラーが発生しました。');
    expect(masked.extensions.code).toBe(ErrorCode.InternalServerError);
    expect(JSON.stringify(masked.toJSON())).not.toContain('10.0.0.3');
    expect(masked.path).toEqual(['spend']);
    expect(logLines.join('')).toContain('10.0.0.3');
  });
});

// Reads run compiled by graphql-jit (compiled-reads.ts), whose errors are built differently: both
// executors must answer the same.
describe.each([
  ['graphql-js', []],
  ['graphql-jit', [compiledReads({ burst: 1000 })]],
] as [string, Plugin[]][])('DomainError through Yoga with the API maskError (%s)', (name, executor) => {
  // Yoga logs at error level every error whose mask is another object: a refusal must not be one.
  const yogaErrors: unknown[] = [];
  const noop = () => undefined;
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: 'type Query { refused: Int, retry: Int!, broken: Int, fine: Int, echo(n: Int): Int }',
      resolvers: {
        Query: {
          refused: () => {
            throw badInput('amount', 'ポイント数は1以上1,000,000以下で指定してください。');
          },
          retry: async () => {
            throw appError(ErrorCode.Conflict, 'お支払いを処理しています。', { retryable: true });
          },
          broken: () => {
            throw new Error('secret detail');
          },
          fine: () => 1,
          echo: (_: unknown, { n }: { n: number }) => n,
        },
      },
    }),
    logging: { debug: noop, info: noop, warn: noop, error: (...args) => yogaErrors.push(args) },
    maskedErrors: { maskError },
    plugins: [errorCodes(), ...executor],
  });
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const response = await yoga.fetch('http://yoga/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: await response.json() };
  };

  it('answers the code, field and message, with partial data and HTTP 200', async () => {
    yogaErrors.length = 0;
    const { status, body } = await post('{ fine refused }');
    expect(yogaErrors).toEqual([]);
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { fine: 1, refused: null },
      errors: [
        {
          message: 'ポイント数は1以上1,000,000以下で指定してください。',
          // graphql-jit leaves a resolver's error without locations; clients read path and code.
          ...(name === 'graphql-js' ? { locations: [{ line: 1, column: 8 }] } : {}),
          path: ['refused'],
          extensions: { code: 'BAD_USER_INPUT', field: 'amount' },
        },
      ],
    });
  });

  it('answers extras from an async rule on a non-null field', async () => {
    const { status, body } = await post('{ retry }');
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions).toEqual({ code: 'CONFLICT', retryable: true });
  });

  it('masks anything else', async () => {
    quietLog();
    const { body } = await post('{ broken }');
    expect(body.errors[0].message).toBe('エラーが発生しました。');
    expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(body)).not.toContain('secret detail');
  });

  it('gives a variable that does not fit its type BAD_USER_INPUT', async () => {
    const { body } = await post('query($n: Int) { echo(n: $n) }', { n: 'ten' });
    expect(body.errors.map((e: GraphQLError) => e.extensions.code)).toEqual(['BAD_USER_INPUT']);
    expect((await post('query($n: Int) { echo(n: $n) }', { n: 2 })).body).toEqual({ data: { echo: 2 } });
  });
});
