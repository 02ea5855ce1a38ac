import { createHash } from 'node:crypto';
import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError, badInput, isDomainError } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import {
  claimRequest,
  findRecentIdentical,
  findRequest,
  findRequestByKey,
  finishRequest,
  insertRequest,
  lockListenerRequests,
  type RequestRow,
} from './requests.repository';
import { restoredError, storedError } from './stored-error';

/** A keyless call identical to one finished this recently is the same tap sent again. */
export const KEYLESS_REPEAT_SECONDS = 10;
/** How long a repeat waits for the first call of its intent before answering that it is in flight. */
const WAIT_FOR_FIRST_MS = 20_000;
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface Intent {
  /** e.g. 'managePaymentV2:one_time_payment'. */
  operation: string;
  /** What the listener asked for: a repeat with other arguments under the same key is refused. */
  args: unknown;
  /** The client's idempotency key (one per confirm tap), or none. */
  key?: string | null;
  /**
   * Without a key, is an identical call moments after the listener's last one the same tap again?
   * Yes for what charges; no for changes a fan may undo and redo quickly (cancel, resume, join).
   */
  keylessRepeats: boolean;
}

/**
 * Exactly once per intent. The request is recorded (unique per listener and key) before `run` calls
 * Stripe; a repeat — also one sent at the same moment, or after a lost answer — gets the first
 * result, waits for it while it runs, or takes the run over (same request id, so the same Stripe
 * idempotency keys) when the first gave up or its process died. `run` must therefore be re-entrant
 * for one request id. Errors the API means to show (DomainError) are final; anything else (Stripe or the
 * database unreachable) leaves the request retryable.
 */
export async function runOnce<T>(
  services: Pick<Services, 'db' | 'config'>,
  listener: ListenerRow,
  intent: Intent,
  run: (request: RequestRow) => Promise<T>,
): Promise<T> {
  if (intent.key != null && !KEY_PATTERN.test(intent.key))
    throw badInput('idempotencyKey', '操作キーは英数字8文字以上100文字以内です。');
  const lease = services.config.REQUEST_LEASE_SECONDS;
  const fingerprint = createHash('sha256')
    .update(`${intent.operation}\n${JSON.stringify(intent.args)}`)
    .digest('hex');

  const { request, mine } = await services.db.transaction(async (tx) => {
    await lockListenerRequests(tx, listener.id);
    const existing = intent.key
      ? await findRequestByKey(tx, listener.id, `key:${intent.key}`)
      : intent.keylessRepeats
        ? await findRecentIdentical(tx, listener.id, fingerprint, KEYLESS_REPEAT_SECONDS)
        : null;
    if (existing) {
      if (existing.fingerprint !== fingerprint)
        throw appError(ErrorCode.Conflict, 'この操作キーはすでに別の内容で使われています。');
      return { request: existing, mine: await claimRequest(tx, existing.id, lease) };
    }
    const key = intent.key ? `key:${intent.key}` : `auto:${crypto.randomUUID()}`;
    const row = await insertRequest(tx, {
      projectId: listener.project_id,
      listenerId: listener.id,
      operation: intent.operation,
      key,
      fingerprint,
      args: intent.args,
      leaseSeconds: lease,
    });
    return { request: row, mine: true };
  });
  if (!mine) return answerOf<T>(await waitForFinish(services, request));

  try {
    const result = await run(request);
    await finishRequest(services.db, request.id, { state: 'succeeded', result });
    return result;
  } catch (error) {
    if (isDomainError(error))
      await finishRequest(services.db, request.id, { state: 'failed', error: storedError(error) });
    else await finishRequest(services.db, request.id, { state: 'retryable' }).catch(() => undefined);
    throw error;
  }
}

async function waitForFinish(services: Pick<Services, 'db'>, first: RequestRow): Promise<RequestRow> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  let row = first;
  while (row.state === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    row = (await findRequest(services.db, first.id)) ?? row;
  }
  return row;
}

function answerOf<T>(row: RequestRow): T {
  if (row.state === 'succeeded') return row.result as T;
  if (row.state === 'failed' && row.error) throw restoredError(row.error);
  // Still running elsewhere, or its first run hit an outage: the same tap again will take it over.
  throw appError(ErrorCode.Conflict, 'お支払いを処理しています。しばらくしてから再度お試しください。', {
    retryable: true,
  });
}
