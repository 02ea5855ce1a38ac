/** Spec section 9: the konbini payment deadline is shown as 3 days from now. */
export const KONBINI_DEADLINE_DAYS = 3;

export function konbiniDeadline(now: Date): Date {
  return new Date(now.getTime() + KONBINI_DEADLINE_DAYS * 86_400_000);
}
