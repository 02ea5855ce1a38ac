import { z } from 'zod';
import type { Queryable } from '../db/db';
import { notFound } from '../lib/domain-error';
import { audit } from './audit';
import type { OpsContext } from './context';
import { parseInput } from './input';

const ById = z.object({ id: z.number().int().positive() });

/** One kind of catalogue row operators archive (decision 020): how to find it and set its archiving. */
export interface Archivable<Row extends { archived_at: Date | null }> {
  /** Names the audit action (`archive<Name>` / `unarchive<Name>`) and the target (`<target>:<id>`). */
  name: string;
  target: string;
  label: string;
  find(tx: Queryable, projectId: string, id: number): Promise<Row | null>;
  set(tx: Queryable, id: number, at: Date | null): Promise<Row>;
  /** What the audit log keeps of a row (e.g. without a large icon). */
  audited?(row: Row): unknown;
}

/**
 * Archives (or brings back) one row in a transaction with its audit entry. Archiving again keeps the
 * first time; the call is still recorded. Stripe is not touched, so bringing back is this row alone.
 */
export async function setArchived<Row extends { archived_at: Date | null }>(
  ctx: OpsContext,
  kind: Archivable<Row>,
  raw: unknown,
  archive: boolean,
): Promise<Row> {
  const input = parseInput(ById, raw);
  const shown = kind.audited ?? ((row: Row) => row);
  return ctx.db.transaction(async (tx) => {
    const before = await kind.find(tx, ctx.projectId, input.id);
    if (!before) throw notFound(`${kind.label} ${input.id} not found`);
    const at = archive ? (before.archived_at ?? ctx.now()) : null;
    const after = await kind.set(tx, input.id, at);
    await audit(ctx, tx, {
      action: `${archive ? 'archive' : 'unarchive'}${kind.name}`,
      target: `${kind.target}:${input.id}`,
      input,
      before: shown(before),
      after: shown(after),
    });
    return after;
  });
}
