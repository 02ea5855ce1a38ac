import { ErrorCode } from '@fan/shared';
import type { z } from 'zod';
import { appError, badInput } from '../graphql/errors';
import { isUniqueViolation } from '../ledger/ledger-errors';

/** Validates an operator's input: the first problem becomes BAD_USER_INPUT naming the field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || 'input';
  throw badInput(field, `${field}: ${issue.message}`);
}

export const conflict = (message: string) => appError(ErrorCode.Conflict, message);

/** Turns a unique violation (a slug, code or version taken) into CONFLICT with the operator's words. */
export async function uniqueOr<T>(run: () => Promise<T>, message: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}
