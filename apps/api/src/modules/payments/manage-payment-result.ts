/**
 * managePaymentV2's outcomes: done, or the browser has a step to take (3-D Secure, a konbini voucher),
 * or (a card point purchase when Stripe's rate is used up) queued: recorded, it completes by itself;
 * the same call again (the same idempotency key) answers its outcome once there is one.
 */
export const ManagePaymentStatuses = ['succeeded', 'requires_action', 'queued'] as const;
export type ManagePaymentStatus = (typeof ManagePaymentStatuses)[number];

/** What managePaymentV2 answers: the browser confirms 3-D Secure, or opens the konbini voucher. */
export interface ManagePaymentResult {
  status: ManagePaymentStatus;
  threeDSecureClientSecret: string | null;
  konbiniPaymentUrl: string | null;
  /** A konbini membership registration: its invoice's own due date (Stripe's due_date). */
  konbiniDueAt?: Date | null;
}
