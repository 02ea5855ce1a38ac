/** managePaymentV2's outcomes: done, or the browser has a step to take (3-D Secure, a konbini voucher). */
export const ManagePaymentStatuses = ['succeeded', 'requires_action'] as const;
export type ManagePaymentStatus = (typeof ManagePaymentStatuses)[number];

/** What managePaymentV2 answers: the browser confirms 3-D Secure, or opens the konbini voucher. */
export interface ManagePaymentResult {
  status: ManagePaymentStatus;
  threeDSecureClientSecret: string | null;
  konbiniPaymentUrl: string | null;
  /** A konbini membership registration: its invoice's own due date (Stripe's due_date). */
  konbiniDueAt?: Date | null;
}
