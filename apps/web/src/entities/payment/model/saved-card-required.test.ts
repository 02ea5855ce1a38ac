import { describe, expect, it } from 'vitest';
import { savedCardRequired } from './saved-card-required';

describe('savedCardRequired', () => {
  it('sends to card details only where the card is the one way to pay', () => {
    expect(savedCardRequired(['card'])).toBe(true);
    expect(savedCardRequired(['card', 'konbini'])).toBe(false);
    expect(savedCardRequired(['konbini'])).toBe(false);
    expect(savedCardRequired([])).toBe(false);
  });
});
