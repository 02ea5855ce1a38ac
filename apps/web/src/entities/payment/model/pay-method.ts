/** The two ways a fan pays (spec section 2): the saved card or a konbini voucher. */
export type PayMethod = 'card' | 'konbini';
