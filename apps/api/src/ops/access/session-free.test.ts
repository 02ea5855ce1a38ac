import { describe, expect, it } from 'vitest';
import { isSessionFree } from './session-free';

describe('isSessionFree', () => {
  it('lets the second-factor fields through alone', () => {
    expect(isSessionFree('{ operatorSecondFactor { active } }')).toBe(true);
    expect(isSessionFree('mutation { startOperatorSession(code: "123456") { token } }')).toBe(true);
    expect(isSessionFree('mutation A { a: activateSecondFactor(code: "1") { token } }', 'A')).toBe(true);
  });
  it('asks for a session for anything else', () => {
    expect(isSessionFree('{ operatorSecondFactor { active } me { uid } }')).toBe(false);
    expect(isSessionFree('{ ...F } fragment F on Query { operatorSecondFactor { active } }')).toBe(false);
    expect(isSessionFree('{ __schema { types { name } } }')).toBe(false);
    expect(isSessionFree('{ __typename }')).toBe(false);
    expect(isSessionFree('mutation { endOperatorSession }')).toBe(false);
    expect(isSessionFree('{ operatorSecondFactor { active ')).toBe(false);
    expect(isSessionFree(undefined)).toBe(false);
    // Two operations and no name: graphql-js refuses it, and so does this.
    expect(isSessionFree('query A { operatorSecondFactor { active } } query B { me { uid } }')).toBe(false);
    expect(isSessionFree('query A { operatorSecondFactor { active } } query B { me { uid } }', 'B')).toBe(
      false,
    );
  });
});
