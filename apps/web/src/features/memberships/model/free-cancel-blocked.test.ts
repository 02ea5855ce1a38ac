import { describe, expect, it } from 'vitest';
import { planMembership, planTier } from '../../../entities/membership/plan-fixtures';
import { freeCancelBlocked } from './free-cancel-blocked';

const actions = (cancel: boolean) => ({ ...planTier().actions, cancel });
const freeTier = (cancel: boolean) => planTier({ isFree: true, currentTier: true, actions: actions(cancel) });

describe('freeCancelBlocked', () => {
  it('explains the missing 解約する while a paid registration is pending', () => {
    expect(freeCancelBlocked(freeTier(false), planMembership({ registrationPending: true }))).toBe(true);
  });

  it('says nothing when cancel is offered, nothing is pending, or the tier is paid', () => {
    expect(freeCancelBlocked(freeTier(true), planMembership())).toBe(false);
    expect(freeCancelBlocked(freeTier(false), planMembership())).toBe(false);
    const paid = planTier({ isFree: false, currentTier: true, actions: actions(false) });
    expect(freeCancelBlocked(paid, planMembership({ registrationPending: true }))).toBe(false);
    expect(freeCancelBlocked(freeTier(false), null)).toBe(false);
  });
});
