import { describe, expect, it } from 'vitest';
import { routedErrorCode } from './graphql-errors';

describe('routedErrorCode', () => {
  it('picks maintenance over the others', () => {
    const errors = [
      { extensions: { code: 'UNAUTHENTICATED' } },
      { extensions: { code: 'MAINTENANCE_IN_PROGRESS' } },
    ];
    expect(routedErrorCode(errors)).toBe('MAINTENANCE_IN_PROGRESS');
  });
  it('returns null for codes screens handle themselves', () => {
    expect(routedErrorCode([{ extensions: { code: 'NOT_FOUND' } }, {}])).toBeNull();
  });
});
