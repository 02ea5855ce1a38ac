export type MembershipsTab = 'registered' | 'unregistered';

/** Spec section 2: ?tab=registered|unregistered, anything else is the default (unregistered). */
export function parseMembershipsTab(value: string | null): MembershipsTab {
  return value === 'registered' ? 'registered' : 'unregistered';
}
