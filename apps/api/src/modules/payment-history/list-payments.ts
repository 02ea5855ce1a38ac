import type { Services } from '../../services';
import { badInput } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { listPayments, type PaymentKey, type PaymentRow } from './payment-history.repository';
import { decodePaymentCursor } from './payment-cursor';

export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENTS_MAX_PAGE_SIZE = 50;

interface Args {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/**
 * The listener's payments (point purchases, membership invoices), newest first, keyset-paged from our
 * own tables (Stripe is not read per request): checks the paging arguments, then answers a loader of
 * pages from the cursors.
 */
export function paymentHistory(services: Pick<Services, 'db'>, listener: ListenerRow, args: Args) {
  if ((args.first ?? 0) < 0 || (args.last ?? 0) < 0) throw badInput('first', '件数が正しくありません。');
  const after = cursorArg('after', args.after);
  const before = cursorArg('before', args.before);
  return ({ limit, inverted }: { limit: number; inverted: boolean }): Promise<PaymentRow[]> =>
    listPayments(services.db, { listenerId: listener.id, after, before, limit, inverted });
}

function cursorArg(field: string, cursor: string | null | undefined): PaymentKey | undefined {
  if (cursor == null) return undefined;
  const key = decodePaymentCursor(cursor);
  if (!key) throw badInput(field, 'カーソルが正しくありません。');
  return key;
}
