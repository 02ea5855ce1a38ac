import type { MembershipActions, PaymentType } from '@fan/shared';
import type { PlanMembership, PlanTier } from '../../../entities/membership/plan-documents';

export type PlanAction = keyof Omit<MembershipActions, 'hidden'>;
export type PlanConfirm = 'cancelFree' | 'cancel' | 'konbiniWarning';

export type PlanFlow =
  | { kind: 'createFree'; confirm: null }
  | { kind: 'cancelFree'; confirm: 'cancelFree' }
  | { kind: 'navigate'; to: string; state: Record<string, unknown>; confirm: PlanConfirm | null };

export interface PlanContext {
  contributorId: number;
  membership: PlanMembership | null;
  konbiniPending: boolean;
}

function management(
  ctx: PlanContext,
  paymentType: PaymentType,
  confirm: PlanConfirm | null,
): PlanFlow | null {
  const price = ctx.membership?.currentPrice?.stripePriceId;
  if (!price) return null;
  const state = { prices: [price], paymentType, contributorId: ctx.contributorId };
  return { kind: 'navigate', to: '/payments/managements', state, confirm };
}

/**
 * What a tier card's button starts. Free tiers act at once (after a confirm for cancel). Paid
 * register, upgrade and downgrade pick a period on /payments/memberships (upgrade and downgrade then
 * confirm on /payments/managements); cancel and resume confirm on /payments/managements.
 */
export function planActionFlow(action: PlanAction, tier: PlanTier, ctx: PlanContext): PlanFlow | null {
  const toPayment = (confirm: PlanConfirm | null): PlanFlow => ({
    kind: 'navigate',
    to: '/payments/memberships',
    state: { contributorId: ctx.contributorId, subscriptionTierId: tier.databaseId },
    confirm,
  });
  if (tier.isFree) {
    if (action === 'register') return { kind: 'createFree', confirm: null };
    if (action === 'cancel') return { kind: 'cancelFree', confirm: 'cancelFree' };
    return null;
  }
  switch (action) {
    case 'register':
      return toPayment(ctx.konbiniPending ? 'konbiniWarning' : null);
    case 'upgrade':
    case 'downgrade':
      return toPayment(null);
    case 'cancel':
      return management(ctx, 'cancel_payment', 'cancel');
    case 'resume':
      return management(ctx, 'resume_payment', null);
  }
}
