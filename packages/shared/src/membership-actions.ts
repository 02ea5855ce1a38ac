// The action matrix of spec section 4: which buttons a tier card offers. The API computes it to refuse
// what is not allowed and returns it as each tier's `actions`, which the web shows as buttons. One rule, one place.

export interface TierFlags {
  isFree: boolean;
  /** The viewer's current tier with this creator. */
  currentTier: boolean;
  restrictedTier: boolean;
  /** Ranks above / below the viewer's current paid tier. */
  upgradeTier: boolean;
  downgradeTier: boolean;
  /** Platform of the viewer's membership with this creator; null without one. */
  paidPlatform: 'ios' | 'other' | null;
}

export interface MembershipFlags {
  /** Any membership (free or paid) with this creator. */
  hasMembership: boolean;
  /** The current tier is a paid one. */
  hasActivePaid: boolean;
  /** The paid membership is canceled and runs to the end of its period. */
  isCanceled: boolean;
  /** A konbini payment for a paid tier of this creator is awaited. */
  konbiniPending: boolean;
  /**
   * A paid registration with this creator awaits its payment (a 3-D Secure challenge or a konbini
   * voucher): the free tier it would replace cannot be left meanwhile.
   */
  registrationPending?: boolean;
  /**
   * A renewal of this membership is unpaid (a declined card, a 3-D Secure challenge, an open konbini
   * invoice): no upgrade until it is paid (decision 043). An upgrade would credit the unpaid period's
   * unused time and start a new one while the old invoice stays open.
   */
  renewalUnpaid?: boolean;
}

export interface MembershipActions {
  register: boolean;
  cancel: boolean;
  resume: boolean;
  upgrade: boolean;
  downgrade: boolean;
  /** The free tier's card is not shown. */
  hidden: boolean;
}

export function membershipActions(tier: TierFlags, m: MembershipFlags): MembershipActions {
  // A membership bought in the iOS app is changed only there.
  const ios = tier.paidPlatform === 'ios';
  const activePaid = m.hasActivePaid && !m.isCanceled && !ios;
  return {
    register: tier.isFree
      ? !tier.currentTier && !m.hasActivePaid && !ios
      : !tier.currentTier && !tier.restrictedTier && !ios && !m.hasActivePaid,
    cancel: tier.currentTier && (tier.isFree ? !ios && !m.registrationPending : activePaid),
    resume:
      tier.currentTier && !tier.isFree && m.isCanceled && !tier.restrictedTier && !ios && m.hasMembership,
    upgrade: tier.upgradeTier && !tier.isFree && !tier.restrictedTier && activePaid && !m.renewalUnpaid,
    downgrade: tier.downgradeTier && !tier.isFree && !tier.restrictedTier && activePaid,
    hidden: tier.isFree && (m.hasActivePaid || m.konbiniPending),
  };
}

/** Which of the listed actions is asked for; used by the API to refuse what the matrix forbids. */
export type MembershipAction = keyof Omit<MembershipActions, 'hidden'>;
