import type { ReactNode } from 'react';
import type { CardBrand } from '@fan/shared';
import { isCardBrand } from '../../../entities/payment/model/card-brand';

// Simplified marks drawn inline (no external assets); the brand name is always shown as text too.
const MARKS: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="32" rx="5" fill="#1a1f71" />
      <text x="24" y="21" textAnchor="middle" fill="#fff" fontSize="13" fontStyle="italic" fontWeight="900">
        VISA
      </text>
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="5" fill="#252525" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  jcb: (
    <>
      <rect width="48" height="32" rx="5" fill="#fff" stroke="#ddd" />
      <rect x="7" y="6" width="10" height="20" rx="3" fill="#0e4c96" />
      <rect x="19" y="6" width="10" height="20" rx="3" fill="#e21836" />
      <rect x="31" y="6" width="10" height="20" rx="3" fill="#009f3c" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="5" fill="#2e77bc" />
      <text x="24" y="20" textAnchor="middle" fill="#fff" fontSize="10" fontWeight="900">
        AMEX
      </text>
    </>
  ),
  diners: (
    <>
      <rect width="48" height="32" rx="5" fill="#fff" stroke="#ddd" />
      <circle cx="24" cy="16" r="10" fill="none" stroke="#0079be" strokeWidth="3" />
      <path d="M24 6v20" stroke="#0079be" strokeWidth="3" />
    </>
  ),
  discover: (
    <>
      <rect width="48" height="32" rx="5" fill="#fff" stroke="#ddd" />
      <circle cx="30" cy="16" r="7" fill="#f58220" />
      <path d="M8 24h32" stroke="#f58220" strokeWidth="2" />
    </>
  ),
};

export function BrandMark({ brand }: { brand: string }) {
  return (
    <svg width="48" height="32" viewBox="0 0 48 32" aria-hidden="true">
      {isCardBrand(brand) ? MARKS[brand] : <rect width="48" height="32" rx="5" fill="#9a92a3" />}
    </svg>
  );
}
