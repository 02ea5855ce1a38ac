import { badInput } from '../../../lib/domain-error';
import type { TierPriceRow } from '../../catalog/tiers.repository';
import type { MembershipRow } from '../memberships.repository';

/**
 * A plan change keeps the membership's payment method: a konbini membership (a send_invoice
 * subscription) moves only onto a konbini price, whose amount includes the store's fee, and a card
 * one onto a card price. A card price on a konbini subscription would bill every later konbini
 * renewal without its fee.
 */
export function requireSameMethod(membership: MembershipRow, price: TierPriceRow) {
  const konbini = membership.payment_method === 'konbini';
  if (price.konbini === konbini) return;
  throw badInput(
    'prices',
    konbini
      ? 'コンビニ払いのメンバーシップは、コンビニ払いの料金にのみ変更できます。'
      : 'クレジットカード払いのメンバーシップは、クレジットカード払いの料金にのみ変更できます。',
  );
}
