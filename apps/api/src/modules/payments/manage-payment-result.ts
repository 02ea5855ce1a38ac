/** What managePaymentV2 answers: the browser confirms 3-D Secure, or opens the konbini voucher. */
export interface ManagePaymentResult {
  status: string;
  threeDSecureClientSecret: string | null;
  konbiniPaymentUrl: string | null;
}
