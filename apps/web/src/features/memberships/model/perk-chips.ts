import * as ja from '../../../messages/ja';
import type { PlanTier } from '../../../entities/membership/plan-documents';

type Perks = Pick<
  PlanTier,
  'meetingTicket' | 'meetingTickets' | 'meetingMinutes' | 'premiumChat' | 'voiceCall'
>;

/** Chip texts of a tier's perks, per month (spec section 9). */
export function perkChips(t: Perks): string[] {
  const chips: string[] = [];
  if (t.meetingTicket && t.meetingTickets > 0) chips.push(ja.memberships.perkTickets(t.meetingTickets));
  if (t.meetingMinutes > 0) chips.push(ja.memberships.perkMinutes(t.meetingMinutes));
  if (t.premiumChat) chips.push(ja.memberships.perkPremiumChat);
  if (t.voiceCall) chips.push(ja.memberships.perkVoiceCall);
  return chips;
}
