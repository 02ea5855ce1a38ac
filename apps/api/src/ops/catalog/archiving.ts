import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { notFound } from '../../lib/domain-error';
import { audit } from '../audit/audit';
import type { ArchivableTarget } from '../audit/audit-actions';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';

const ById = z.object({ id: z.number().int().positive() });

/** One kind of catalogue row operators archive (decision 020): how to find it and set its archiving. */
export interface Archivable<Row extends { archived_at: Date | null }> {
  /**
   * Names the audit target (`<target>:<id>`), the action (`archive<Target>` / `unarchive<Target>`) and
   * the not-found message (`point type 3 not found` for pointType).
   */
  target: ArchivableTarget;
  /** The row, locked (FOR UPDATE) when `lock` is set. */
  find(tx: Queryable, projectId: string, id: number, lock: boolean): Promise<Row | null>;
  set(tx: Queryable, id: number, at: Date | null): Promise<Row>;
  /** What the audit log keeps of a row (e.g. without a large icon). */
  audited?(row: Row): unknown;
  /** Runs once either change is committed (e.g. forgets the cached catalogue). */
  then?(ctx: OpsContext): void;
}

/** The archive and unarchive operations of one kind of row, as the resolvers call them. */
export function archiveRule<Row extends { archived_at: Date | null }>(kind: Archivable<Row>) {
  const run = async (ctx: OpsContext, raw: unknown, archive: boolean) => {
    const row = await setArchived(ctx, kind, raw, archive);
    kind.then?.(ctx);
    return row;
  };
  return {
    archive: (ctx: OpsContext, raw: unknown) => run(ctx, raw, true),
    unarchive: (ctx: OpsContext, raw: unknown) => run(ctx, raw, false),
  };
}

/**
 * Archives (or brings back) one row in a transaction with its audit entry. Archiving again keeps the
 * first time; the call is still recorded. Stripe is not touched, so bringing back is this row alone.
 */
async function setArchived<Row extends { archived_at: Date | null }>(
  ctx: OpsContext,
  kind: Archivable<Row>,
  raw: unknown,
  archive: boolean,
): Promise<Row> {
  const input = parseInput(ById, raw);
  const shown = kind.audited ?? ((row: Row) => row);
  const name = (kind.target[0]!.toUpperCase() + kind.target.slice(1)) as Capitalize<ArchivableTarget>;
  const label = kind.target.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
  return ctx.db.transaction(async (tx) => {
    const before = await kind.find(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`${label} ${input.id} not found`);
    const at = archive ? (before.archived_at ?? ctx.now()) : null;
    const after = await kind.set(tx, input.id, at);
    await audit(ctx, tx, {
      action: `${archive ? 'archive' : 'unarchive'}${name}`,
      target: `${kind.target}:${input.id}`,
      input,
      before: shown(before),
      after: shown(after),
    });
    return after;
  });
}
