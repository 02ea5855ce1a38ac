// A log line for a person at a terminal (`npm start` sets LOG_FORMAT=pretty): one short line per
// request, warnings and errors marked and coloured. Production keeps the JSON lines (LOG_FORMAT=json)
// that a log pipeline parses; both come from the same pino record.

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'info',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOUR: Record<string, string> = { WARN: '\x1b[33m', ERROR: '\x1b[31m', FATAL: '\x1b[31m' };
const RESET = '\x1b[0m';
// pino's own fields and the request line's, shown in their places rather than in the rest.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'service', 'msg']);
const STRIPE_CALL = ['method', 'resource', 'status', 'durationMs', 'stripeRequestId'];
const WEBHOOK = ['requestId', 'eventId', 'type', 'outcome', 'stripeRequestId'];
const REQUEST = [
  'requestId',
  'client',
  'method',
  'path',
  'status',
  'durationMs',
  'operationName',
  'operation',
  'outcome',
];

/** The pino JSON line `json` as one readable line (without its newline); other text as it came. */
export function prettyLogLine(json: string, colour = false): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  if (typeof record !== 'object' || record === null) return json.trimEnd();
  const time = typeof record.time === 'string' ? record.time.slice(11, 19) : '';
  const level = LEVELS[Number(record.level)] ?? String(record.level ?? '');
  const rest = (skip: Set<string>) => {
    const fields = Object.entries(record).filter(([k]) => !skip.has(k));
    return fields.length ? ` ${JSON.stringify(Object.fromEntries(fields))}` : '';
  };
  let text: string;
  if (record.msg === 'request') {
    const outcome = record.outcome && record.outcome !== 'ok' ? ` ${String(record.outcome)}` : '';
    const name = record.operationName ? ` ${String(record.operationName)}` : '';
    text = `${String(record.status)} ${String(record.method)} ${String(record.path)}${name}${outcome} ${String(record.durationMs)} ms${rest(new Set([...SHOWN, ...REQUEST]))}`;
  } else if (record.msg === 'stripe call') {
    text = `stripe ${String(record.method)} ${String(record.resource)} ${String(record.status)} ${String(record.durationMs)} ms${rest(new Set([...SHOWN, ...STRIPE_CALL]))}`;
  } else if (record.msg === 'webhook') {
    text = `webhook ${String(record.type)} ${String(record.outcome)}${rest(new Set([...SHOWN, ...WEBHOOK]))}`;
  } else text = `${String(record.msg ?? '')}${rest(SHOWN)}`;
  const marked = level === 'info' ? text : `${level} ${text}`;
  const tint = colour ? COLOUR[level] : undefined;
  return `${time} ${tint ? `${tint}${marked}${RESET}` : marked}`.trimStart();
}
