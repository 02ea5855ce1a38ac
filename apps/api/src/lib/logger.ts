import { pino, type Logger } from 'pino';
import { prettyLogLine } from './pretty-log';

// Structured JSON lines on stdout. Never log personal data (e-mails, names, tokens, card data):
// ids, codes, durations and Stripe object ids only. Paths below are redacted as a safety net.
let sink: (line: string) => void = (line) => process.stdout.write(line);

export const logger: Logger = pino(
  {
    level: 'info',
    base: { service: 'api' },
    redact: {
      paths: ['email', '*.email', 'authorization', '*.authorization', 'token', 'name'],
      censor: '[redacted]',
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  { write: (line: string) => sink(line) },
);

/** Tests read the log lines; they restore the previous sink when done. */
export function setLogSink(next: (line: string) => void): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** LOG_FORMAT: JSON lines (production, a log pipeline) or one readable line each (`npm start`). */
export function useLogFormat(format: 'json' | 'pretty'): void {
  if (format === 'json') return;
  const colour = process.stdout.isTTY === true || Boolean(process.env.FORCE_COLOR);
  sink = (line) => process.stdout.write(`${prettyLogLine(line, colour)}\n`);
}
