import { CardBrands, type CardBrand } from '@fan/shared';
import * as ja from '../../../messages/ja';

export function isCardBrand(brand: string): brand is CardBrand {
  return (CardBrands as readonly string[]).includes(brand);
}

/** Display name of a brand code from the API; an unknown code is shown upper-cased rather than hidden. */
export function brandDisplayName(brand: string): string {
  return isCardBrand(brand) ? ja.card.brands[brand] : brand.toUpperCase();
}
