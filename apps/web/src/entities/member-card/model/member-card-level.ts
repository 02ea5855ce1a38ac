import { normalizeTierLevel, type TierLevel } from '@fan/shared';
import * as ja from '../../../messages/ja';

/** Card colour key (unknown levels fall back to bronze) and the plan name on the card. */
export function memberCardLevel(level: string, tierTitle: string): { level: TierLevel; planName: string } {
  const normalized = normalizeTierLevel(level);
  return { level: normalized, planName: normalized === 'free' ? ja.memberships.freePlan : tierTitle };
}
