import { parseArgs } from 'node:util';

// Declarative options for the ops CLI: each command lists its options once; parsing, types and
// `--help` come from that list.

export type OptionType = 'string' | 'int' | 'bool' | 'date' | 'file';

export interface OptionSpec {
  name: string;
  type: OptionType;
  required?: boolean;
  help: string;
}

export type Values = Record<string, string | number | boolean | Date | undefined>;

export class UsageError extends Error {}

export function parseOptions(specs: OptionSpec[], argv: string[]): Values {
  const parsed = parseArgs({
    args: argv,
    options: Object.fromEntries([
      ...specs.map((s) => [s.name, { type: s.type === 'bool' ? ('boolean' as const) : ('string' as const) }]),
      ['json', { type: 'boolean' as const }],
      ['help', { type: 'boolean' as const }],
      ['project', { type: 'string' as const }],
    ]),
    allowPositionals: true,
    strict: true,
  });
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const positionals = parsed.positionals;
  if (positionals.length) throw new UsageError(`unexpected argument: ${positionals[0]}`);
  const out: Values = { json: values.json, help: values.help, project: values.project };
  if (values.help) return out;
  for (const spec of specs) {
    const raw = values[spec.name];
    if (raw === undefined) {
      if (spec.required) throw new UsageError(`--${spec.name} is required`);
      continue;
    }
    if (spec.type === 'bool') out[spec.name] = raw === true;
    else if (spec.type === 'int') {
      if (!/^-?\d+$/.test(String(raw))) throw new UsageError(`--${spec.name} must be a whole number`);
      out[spec.name] = Number(raw);
    } else if (spec.type === 'date') {
      const date = new Date(String(raw));
      if (Number.isNaN(date.getTime())) throw new UsageError(`--${spec.name} must be an ISO-8601 time`);
      out[spec.name] = date;
    } else out[spec.name] = String(raw);
  }
  return out;
}

export function helpText(usage: string, summary: string, specs: OptionSpec[]): string {
  const width = Math.max(10, ...specs.map((s) => s.name.length + 2));
  const lines = specs.map(
    (s) =>
      `  --${s.name.padEnd(width)}${s.type === 'bool' ? '' : `<${s.type}> `}${s.help}${s.required ? ' (required)' : ''}`,
  );
  return [
    `usage: npm run ops -- ${usage}`,
    '',
    summary,
    '',
    ...(lines.length ? ['options:', ...lines] : []),
    "  --project   <id>   the project (default: the signed-in session's, or DEFAULT_PROJECT_ID, demo)",
    '  --json             print the answer as JSON',
    '  --help             this text',
  ].join('\n');
}

// Typed reads of parsed values, for a command that writes its variables out (maintenance-start).
// parseOptions has already refused a missing required option and converted each to its type.
export const str = (v: Values, name: string) => v[name] as string;
export const optInt = (v: Values, name: string) => v[name] as number | undefined;
export const date = (v: Values, name: string) => v[name] as Date | undefined;
