import type { z } from 'zod';
import { checkPlainText } from '@fan/shared';
import { badInput, conflict } from '../../lib/domain-error';
import { isUniqueViolation } from '../../ledger/ledger-errors';

/** Fields whose text may run over several lines (tab and line breaks allowed): a terms body, a description. */
const MULTILINE_FIELDS = new Set(['body', 'description']);

/**
 * The first string field (its path) that is not plain text by the shared rule (checkPlainText: no
 * control characters — tab and line breaks only in multi-line fields —, no direction overrides or
 * invisible marks, no unpaired surrogates), or null.
 */
function badTextField(value: unknown, path: string, key = ''): string | null {
  if (typeof value === 'string')
    return checkPlainText(value, { multiline: MULTILINE_FIELDS.has(key) }) ? path || 'input' : null;
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const found = badTextField(v, path ? `${path}.${k}` : k, Array.isArray(value) ? key : k);
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
  if (bad) throw badInput(bad, `${bad}: control characters, direction marks or broken text are not allowed`);
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
