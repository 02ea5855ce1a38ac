// Local storage helpers for an in-progress payment (keys fixed by the spec, in @fan/shared).
import { InProgressPaymentKeys } from '@fan/shared';

export type InProgressPaymentType = 'point' | 'membership';

export interface InProgressPayment {
  type: InProgressPaymentType | null;
  tierId: string | null;
  contributorId: string | null;
  subscriptionTierId: string | null;
}

type Field = keyof typeof InProgressPaymentKeys;
const FIELDS = Object.keys(InProgressPaymentKeys) as Field[];

export function readInProgressPayment(storage: Storage = localStorage): InProgressPayment {
  const type = storage.getItem(InProgressPaymentKeys.type);
  return {
    type: type === 'point' || type === 'membership' ? type : null,
    tierId: storage.getItem(InProgressPaymentKeys.tierId),
    contributorId: storage.getItem(InProgressPaymentKeys.contributorId),
    subscriptionTierId: storage.getItem(InProgressPaymentKeys.subscriptionTierId),
  };
}

/** Writes the given fields; null removes a key. */
export function writeInProgressPayment(values: Partial<InProgressPayment>, storage: Storage = localStorage) {
  for (const field of FIELDS) {
    if (!(field in values)) continue;
    const value = values[field];
    if (value == null) storage.removeItem(InProgressPaymentKeys[field]);
    else storage.setItem(InProgressPaymentKeys[field], String(value));
  }
}

export function clearInProgressPayment(storage: Storage = localStorage) {
  for (const field of FIELDS) storage.removeItem(InProgressPaymentKeys[field]);
}
