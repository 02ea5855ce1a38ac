import { describe, expect, it } from 'vitest';
import { prettyLogLine } from './pretty-log';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: '2026-11-26T12:34:56.789Z',
    pid: 1,
    hostname: 'h',
    service: 'api',
    ...fields,
  });

describe('prettyLogLine', () => {
  it('makes a request one short line: status, method, path, operation, outcome when not ok, duration', () => {
    const request = {
      msg: 'request',
      requestId: 'r1',
      client: '127.0.0.1',
      method: 'POST',
      path: '/api/v2/graphql',
    };
    expect(
      prettyLogLine(
        line({
          ...request,
          status: 200,
          durationMs: 12,
          operationName: 'HomeScreen',
          operation: 'query',
          outcome: 'ok',
        }),
      ),
    ).toBe('12:34:56 200 POST /api/v2/graphql HomeScreen 12 ms');
    expect(
      prettyLogLine(
        line({
          ...request,
          status: 200,
          durationMs: 40,
          operationName: 'Pay',
          outcome: 'PAYMENT_FAILED',
          stripeCalls: 2,
        }),
      ),
    ).toBe('12:34:56 200 POST /api/v2/graphql Pay PAYMENT_FAILED 40 ms {"stripeCalls":2}');
  });

  it('shortens Stripe calls and webhooks to what a developer follows', () => {
    const call = {
      msg: 'stripe call',
      stripeRequestId: 'req_1',
      method: 'POST',
      resource: 'prices',
      status: 200,
      durationMs: 9,
    };
    expect(prettyLogLine(line(call))).toBe('12:34:56 stripe POST prices 200 9 ms');
    const hook = {
      msg: 'webhook',
      requestId: 'r',
      eventId: 'evt_1',
      type: 'invoice.paid',
      stripeRequestId: 'req_2',
      outcome: 'converged',
    };
    expect(prettyLogLine(line(hook))).toBe('12:34:56 webhook invoice.paid converged');
    expect(prettyLogLine(line({ ...hook, level: 50, outcome: 'failed', err: 'x' }))).toBe(
      '12:34:56 ERROR webhook invoice.paid failed {"err":"x"}',
    );
  });

  it('marks warnings and errors, coloured on a terminal, with their fields', () => {
    const warn = line({ level: 40, msg: 'database: connection lost in a transaction', err: 'reset' });
    expect(prettyLogLine(warn)).toBe(
      '12:34:56 WARN database: connection lost in a transaction {"err":"reset"}',
    );
    expect(prettyLogLine(line({ level: 50, msg: 'boom' }), true)).toBe('12:34:56 \x1b[31mERROR boom\x1b[0m');
    expect(prettyLogLine(line({ msg: 'migrations applied', migrations: ['0001'] }))).toBe(
      '12:34:56 migrations applied {"migrations":["0001"]}',
    );
  });

  it('leaves anything that is not a JSON record as it came', () => {
    expect(prettyLogLine('plain text\n')).toBe('plain text');
    expect(prettyLogLine('42')).toBe('42');
    expect(prettyLogLine('{"broken"')).toBe('{"broken"');
  });
});
