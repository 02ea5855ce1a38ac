import { describe, expect, it } from 'vitest';
import { managementNeedsCard, savedCardRequired } from './saved-card-required';

describe('savedCardRequired', () => {
  it('sends to card details only where the card is the one way to pay', () => {
    expect(savedCardRequired(['card'])).toBe(true);
    expect(savedCardRequired(['card', 'konbini'])).toBe(false);
    expect(savedCardRequired(['konbini'])).toBe(false);
    expect(savedCardRequired([])).toBe(false);
  });

  it('lets a cancel through without a card', () => {
    expect(managementNeedsCard('cancel_payment')).toBe(false);
    expect(managementNeedsCard('upgrade_recurring_payment')).toBe(true);
    expect(managementNeedsCard('resume_payment')).toBe(true);
  });
});
