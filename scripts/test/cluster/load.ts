// Load through nginx: `concurrency` workers sending requests back to back, each recorded with its
// times, status and error codes. A worker with a buyer buys (a new idempotency key each time); the
// others read the balance.
import { randomUUID } from 'node:crypto';
import { BALANCE, type Fan, type Fans } from './fans.ts';
import { sleep } from './processes.ts';

export type LoadRecord = {
  t0: number;
  t1: number;
  ok: boolean;
  status: number;
  codes: (string | null)[];
  key: string | null;
  fan: Fan;
};

export type LoadOptions = {
  /** Buyers: worker i buys as purchases[i]. */
  purchases?: Fan[];
  /** Runs until `stopped` is set instead of for the duration. */
  until?: { stopped: boolean } | null;
  /** A pause after each failed request (ms). */
  pauseAfterFailure?: number;
};

export async function load(
  fans: Fans,
  workers: Fan[],
  base: string,
  durationMs: number,
  concurrency: number,
  { purchases = [], until = null, pauseAfterFailure = 0 }: LoadOptions = {},
) {
  const records: LoadRecord[] = [];
  const end = Date.now() + durationMs;
  const going = () => (until ? !until.stopped : Date.now() < end);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      const buyerFan = purchases[w];
      const fan = buyerFan ?? workers[w % workers.length]!;
      while (going()) {
        const k = buyerFan ? `load-${randomUUID()}` : null;
        const t0 = Date.now();
        let ok = false;
        let status = 0;
        let codes: (string | null)[] = [];
        try {
          const signal = AbortSignal.timeout(30_000);
          const r = buyerFan
            ? await fans.buy(base, fan, k, signal)
            : await fans.gqlAt(base, fan.token, BALANCE, {}, {}, signal);
          status = r.status;
          ok = r.status === 200 && !r.body.errors;
          codes = (r.body.errors ?? []).map((e) => e.extensions?.code ?? null);
        } catch {
          status = -1;
        }
        records.push({ t0, t1: Date.now(), ok, status, codes, key: k, fan });
        if (!ok && pauseAfterFailure) await sleep(pauseAfterFailure);
      }
    }),
  );
  return records;
}

/** Successful requests a second. */
export const rate = (records: LoadRecord[], ms: number) =>
  (records.filter((r) => r.ok).length / (ms / 1000)).toFixed(0);
