import type { Services } from '../../services';
import { badInput } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import type { RequestRow } from '../requests/requests.repository';
import { findPointPackagePrice, type PointPackagePriceRow } from '../catalog/point-packages.repository';
import { findPurchaseOfRequest, insertPurchase, type PointPurchaseRow } from './point-purchases.repository';

/**
 * The package the listener asked for, from our catalogue (the price charged is ours, never the
 * client's), for the chosen method.
 */
export async function resolvePointPrice(
  services: Pick<Services, 'db'>,
  listener: ListenerRow,
  prices: readonly string[],
  method: 'card' | 'konbini',
): Promise<PointPackagePriceRow> {
  if (prices.length !== 1 || !prices[0]) throw badInput('prices', '購入する商品を1つ選択してください。');
  const price = await findPointPackagePrice(services.db, listener.project_id, prices[0]);
  if (!price || price.konbini !== (method === 'konbini'))
    throw badInput('prices', '購入する商品が正しくありません。');
  // Archived by an operator after the page was opened (decision 020).
  if (!price.on_sale) throw badInput('prices', 'この商品は販売を終了しました。画面を更新してください。');
  return price;
}

/**
 * The purchase of this request, recorded before Stripe is called; a repeat of the request (its
 * first run died or gave up) finds the same purchase, so its Stripe idempotency key is the same.
 */
export async function startPointPurchase(
  services: Pick<Services, 'db'>,
  listener: ListenerRow,
  request: RequestRow,
  price: PointPackagePriceRow,
  method: 'card' | 'konbini',
): Promise<PointPurchaseRow> {
  return (
    (await findPurchaseOfRequest(services.db, request.id)) ??
    insertPurchase(services.db, {
      projectId: listener.project_id,
      listenerId: listener.id,
      requestId: request.id,
      price,
      method,
    })
  );
}
