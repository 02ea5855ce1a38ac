import type { z } from 'zod';
import { badInput, conflict } from '../lib/domain-error';
import { isUniqueViolation } from '../ledger/ledger-errors';

// C0 controls but tab and line breaks (terms texts are multi-line), DEL, and unpaired surrogates.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Surrogate}/u;

function badTextField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : null;
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const found = badTextField(v, path ? `${path}.${k}` : k);
      if (found) return found;
    }
  return null;
}

/**
 * Validates an operator's input: text free of control characters, then the schema; the first problem
 * becomes BAD_USER_INPUT naming the field, before anything is written.
 */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const bad = badTextField(input, '');
  if (bad) throw badInput(bad, `${bad}: control characters or broken text`);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'input';
  throw badInput(field, `${field}: ${issue.message}`);
}

/** Turns a unique violation (a slug, code or version taken) into CONFLICT with the operator's words. */
export async function uniqueOr<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
