import { describe, expect, it } from 'vitest';
import { helpText, parseOptions, UsageError, type OptionSpec } from './args';

const SPECS: OptionSpec[] = [
  { name: 'id', type: 'int', required: true, help: 'id' },
  { name: 'at', type: 'date', help: 'time' },
  { name: 'trial', type: 'bool', help: 'trial' },
];

describe('parseOptions', () => {
  it('converts each option to its type, with --json, --help and --project always allowed', () => {
    expect(
      parseOptions(SPECS, [
        '--id',
        '7',
        '--at',
        '2026-12-01T00:00:00Z',
        '--trial',
        '--json',
        '--project',
        'p',
      ]),
    ).toEqual({
      id: 7,
      at: new Date('2026-12-01T00:00:00Z'),
      trial: true,
      json: true,
      help: undefined,
      project: 'p',
    });
  });

  it('refuses a missing required option, a wrong type and a stray argument as usage errors', () => {
    expect(() => parseOptions(SPECS, [])).toThrow(new UsageError('--id is required'));
    expect(() => parseOptions(SPECS, ['--id', 'x'])).toThrow('--id must be a whole number');
    expect(() => parseOptions(SPECS, ['--id', '1', '--at', 'soon'])).toThrow('--at must be an ISO-8601 time');
    expect(() => parseOptions(SPECS, ['--id', '1', 'extra'])).toThrow('unexpected argument: extra');
  });

  it('skips the checks for --help, whose text lists every option', () => {
    expect(parseOptions(SPECS, ['--help']).help).toBe(true);
    expect(helpText('x --id <id>', 'Does x.', SPECS)).toMatch(/--id\s+<int> id \(required\)/);
  });
});
