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
// pino's own fields: time and level lead the line; pid, hostname and service are left out.
const PINO = ['level', 'time', 'pid', 'hostname', 'service', 'msg'];
const str = (v: unknown) => String(v);

/**
 * The messages with a line of their own: what leads it, and the fields it shows there (the rest of
 * the record follows as JSON). Any other message is its text and its fields.
 */
const SHAPES: Record<string, { head: (r: Record<string, unknown>) => string; shown: Set<string> }> = {
  request: {
    head: (r) =>
      [
        str(r.status),
        str(r.method),
        str(r.path),
        r.operationName,
        r.outcome !== 'ok' && r.outcome,
        `${str(r.durationMs)} ms`,
      ]
        .filter(Boolean)
        .join(' '),
    shown: new Set([
      ...PINO,
      'requestId',
      'client',
      'method',
      'path',
      'status',
      'durationMs',
      'operationName',
      'operation',
      'outcome',
    ]),
  },
  'stripe call': {
    head: (r) => `stripe ${str(r.method)} ${str(r.resource)} ${str(r.status)} ${str(r.durationMs)} ms`,
    shown: new Set([...PINO, 'method', 'resource', 'status', 'durationMs', 'stripeRequestId']),
  },
  webhook: {
    head: (r) => `webhook ${str(r.type)} ${str(r.outcome)}`,
    shown: new Set([...PINO, 'requestId', 'eventId', 'type', 'outcome', 'stripeRequestId']),
  },
};
const OTHER = { head: (r: Record<string, unknown>) => str(r.msg ?? ''), shown: new Set(PINO) };

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
  const shape = (typeof record.msg === 'string' && SHAPES[record.msg]) || OTHER;
  const rest = Object.entries(record).filter(([k]) => !shape.shown.has(k));
  const text = `${shape.head(record)}${rest.length ? ` ${JSON.stringify(Object.fromEntries(rest))}` : ''}`;
  const marked = level === 'info' ? text : `${level} ${text}`;
  const tint = colour ? COLOUR[level] : undefined;
  return `${time} ${tint ? `${tint}${marked}${RESET}` : marked}`.trimStart();
}
