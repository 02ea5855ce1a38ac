import { ErrorCode } from '@fan/shared';
import type { Queryable } from '../../db/db';
import { appError } from '../../lib/domain-error';
import { countRecentSignIns } from './listeners.repository';

/**
 * At most SIGN_INS_PER_WINDOW recorded sign-ins per listener per minute (each writes a row): a bound
 * on writes per identity, not an account lock-out. Counted from the rows themselves under a lock on
 * the listener, so every API instance sees the same count, also for concurrent sign-ins.
 * Call inside the transaction that records the sign-in.
 */
export const SIGN_INS_PER_WINDOW = 10;
const WINDOW_SECONDS = 60;

export async function assertSignInAllowed(tx: Queryable, listenerId: number): Promise<void> {
  if ((await countRecentSignIns(tx, listenerId, WINDOW_SECONDS)) >= SIGN_INS_PER_WINDOW)
    throw appError(ErrorCode.RateLimited, 'しばらくしてから再度お試しください。');
}
