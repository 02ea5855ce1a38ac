import { describe, expect, it } from 'vitest';
import { operatorProjects, pickProject } from './operator-projects';

describe('operatorProjects', () => {
  it('lists the projects whose role is operator', () => {
    expect(operatorProjects({ ops: { demo: 'operator', other: 'viewer', b: 'operator' } })).toEqual([
      'b',
      'demo',
    ]);
  });
  it('finds none without the claim or with a malformed one', () => {
    expect(operatorProjects({})).toEqual([]);
    expect(operatorProjects({ ops: 'operator' })).toEqual([]);
    expect(operatorProjects({ ops: ['demo'] })).toEqual([]);
  });
});

describe('pickProject', () => {
  it('keeps the previous choice while it is allowed', () => {
    expect(pickProject(['a', 'b'], 'b')).toBe('b');
    expect(pickProject(['a'], 'b')).toBe('a');
    expect(pickProject([], 'b')).toBeNull();
  });
});
