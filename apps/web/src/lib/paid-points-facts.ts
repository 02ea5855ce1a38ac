// The facts of the 資金決済法に基づく表示 that depend on the operator, from configuration (a production
// build fails without them: src/config/production-env.ts). The product's own rules (validity, refunds,
// where points are used) are in messages/ja.ts, decided in docs/decisions/011-paid-point-validity.md.
const raw = import.meta.env;
const UNSET = '（未設定）';

const fact = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : UNSET);

export const paidPointsFacts = {
  issuer: fact(raw.VITE_POINTS_ISSUER),
  issuerAddress: fact(raw.VITE_POINTS_ISSUER_ADDRESS),
  instrumentName: fact(raw.VITE_POINTS_INSTRUMENT_NAME),
  purchaseLimit: fact(raw.VITE_POINTS_PURCHASE_LIMIT),
  contact: fact(raw.VITE_POINTS_CONTACT),
} as const;
