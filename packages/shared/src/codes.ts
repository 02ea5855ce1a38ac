// Error codes carried in GraphQL `extensions.code`; the web app routes on some of them.
export const ErrorCode = {
  MaintenanceInProgress: 'MAINTENANCE_IN_PROGRESS',
  TermsAndConditionsUnapproved: 'TERMS_AND_CONDITIONS_UNAPPROVED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  BadUserInput: 'BAD_USER_INPUT',
  /** The project header is missing or names no project. */
  ProjectNotFound: 'PROJECT_NOT_FOUND',
  /** The query text is not GraphQL, or is longer than the token limit. */
  GraphqlParseFailed: 'GRAPHQL_PARSE_FAILED',
  /** The query does not fit the schema, or exceeds a depth, alias, directive or cost limit. */
  GraphqlValidationFailed: 'GRAPHQL_VALIDATION_FAILED',
  /** The request body is larger than the API accepts. */
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** One request asked for more Stripe calls than one request may make. */
  UpstreamLimitExceeded: 'UPSTREAM_LIMIT_EXCEEDED',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  RateLimited: 'RATE_LIMITED',
  /** An operator's grant or refund above the project's bounds: waiting for a second operator (approvalId). */
  ApprovalRequired: 'APPROVAL_REQUIRED',
  PaymentFailed: 'PAYMENT_FAILED',
  /** 退会 needs a sign-in within the last few minutes (the ID token's auth_time): sign in again. */
  RequiresRecentSignIn: 'REQUIRES_RECENT_SIGN_IN',
  /**
   * A dependency the request needed was out of reach for a moment (the database connection lost or
   * refused). Comes with `retryable: true`: the same request, sent again shortly, succeeds.
   */
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const PaymentType = [
  'one_time_payment',
  'konbini_one_time_payment',
  'recurring_payment',
  'konbini_recurring_payment',
  'upgrade_recurring_payment',
  'downgrade_recurring_payment',
  'cancel_payment',
  'resume_payment',
  // The same tier and period paid the other way (konbini ↔ card) from the next renewal (decision 044).
  'payment_method_change',
] as const;
export type PaymentType = (typeof PaymentType)[number];

/** Tier levels of spec section 4, lowest first after free. Unknown levels fall back to bronze. */
export const TierLevels = [
  'free',
  'bronze',
  'silver',
  'gold',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const;
export type TierLevel = (typeof TierLevels)[number];

/** A fan's level with one creator: none without a membership, else the current tier's level. */
export const MembershipLevels = ['none', ...TierLevels] as const;
export type MembershipLevel = (typeof MembershipLevels)[number];

export function normalizeTierLevel(level: string | null | undefined): TierLevel {
  return (TierLevels as readonly string[]).includes(level ?? '') ? (level as TierLevel) : 'bronze';
}

/** Local storage keys of an in-progress payment (spec section 3). */
export const InProgressPaymentKeys = {
  type: 'currently_processing_type',
  tierId: 'currently_processing_tier_id',
  contributorId: 'currently_processing_contributor_id',
  subscriptionTierId: 'currently_processing_subscription_tier_id',
} as const;

export const CardBrands = ['amex', 'diners', 'jcb', 'mastercard', 'visa', 'discover'] as const;
export type CardBrand = (typeof CardBrands)[number];

/** The header that names the tenant (project) of every API request. */
export const PROJECT_HEADER = 'x-project-id';

/**
 * The operators' session (docs/decisions/041-operator-second-factor.md): every /ops/graphql request
 * carries the token its second-factor sign-in answered in this header; a request refused for want of
 * a live session is UNAUTHENTICATED with `extensions.reason` OPS_SESSION_REQUIRED (enter a code again).
 */
export const OPS_SESSION_HEADER = 'x-ops-session';
export const OPS_SESSION_REQUIRED = 'OPS_SESSION_REQUIRED';
