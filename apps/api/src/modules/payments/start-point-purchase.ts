import { ErrorCode } from '@fan/shared';
import type { Context } from '../../graphql/context';
import { appError, badInput } from '../../graphql/errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import { lockCustomer } from '../cards/cards.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';
import {
  findPointPrice,
  findRecentOpenPurchase,
  insertPurchase,
  type PointPriceRow,
  type PointPurchaseRow,
} from './point-purchases.repository';

/** A retry or double click within this window finds the open purchase instead of charging again. */
const REPEAT_WINDOW_SECONDS = 120;

export interface StartedPurchase {
  purchase: PointPurchaseRow;
  price: PointPriceRow;
  customerId: string;
  /** true when this call created the purchase; false when it found an open one. */
  fresh: boolean;
}

/**
 * Validates the requested package against our catalogue (the price charged is ours, never the
 * client's) and records the purchase before Stripe is called.
 */
export async function startPointPurchase(
  ctx: Context,
  listener: ListenerRow,
  prices: readonly string[],
  method: 'card' | 'konbini',
): Promise<StartedPurchase> {
  if (prices.length !== 1 || !prices[0]) throw badInput('prices', '購入する商品を1つ選択してください。');
  const price = await findPointPrice(ctx.db, listener.project_id, prices[0]);
  if (!price || price.konbini !== (method === 'konbini'))
    throw badInput('prices', '購入する商品が正しくありません。');
  const { customerId } = await ensureStripeCustomer(ctx, listener);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, listener.id);
    const open = await findRecentOpenPurchase(tx, listener.id, price.id, REPEAT_WINDOW_SECONDS);
    if (open?.status === 'pending')
      throw appError(ErrorCode.Conflict, 'お支払いを処理しています。しばらくお待ちください。');
    if (open) return { purchase: open, price, customerId, fresh: false };
    const purchase = await insertPurchase(tx, {
      projectId: listener.project_id,
      listenerId: listener.id,
      price,
      method,
    });
    return { purchase, price, customerId, fresh: true };
  });
}
