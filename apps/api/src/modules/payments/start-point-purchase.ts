import type { Context } from '../../graphql/context';
import { badInput } from '../../graphql/errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import type { RequestRow } from '../requests/requests.repository';
import {
  findPointPrice,
  findPurchaseOfRequest,
  insertPurchase,
  type PointPriceRow,
  type PointPurchaseRow,
} from './point-purchases.repository';

/**
 * The package the listener asked for, from our catalogue (the price charged is ours, never the
 * client's), for the chosen method.
 */
export async function resolvePointPrice(
  ctx: Pick<Context, 'db'>,
  listener: ListenerRow,
  prices: readonly string[],
  method: 'card' | 'konbini',
): Promise<PointPriceRow> {
  if (prices.length !== 1 || !prices[0]) throw badInput('prices', '購入する商品を1つ選択してください。');
  const price = await findPointPrice(ctx.db, listener.project_id, prices[0]);
  if (!price || price.konbini !== (method === 'konbini'))
    throw badInput('prices', '購入する商品が正しくありません。');
  return price;
}

/**
 * The purchase of this request, recorded before Stripe is called; a repeat of the request (its
 * first run died or gave up) finds the same purchase, so its Stripe idempotency key is the same.
 */
export async function startPointPurchase(
  ctx: Pick<Context, 'db'>,
  listener: ListenerRow,
  request: RequestRow,
  price: PointPriceRow,
  method: 'card' | 'konbini',
): Promise<PointPurchaseRow> {
  return (
    (await findPurchaseOfRequest(ctx.db, request.id)) ??
    insertPurchase(ctx.db, {
      projectId: listener.project_id,
      listenerId: listener.id,
      requestId: request.id,
      price,
      method,
    })
  );
}
