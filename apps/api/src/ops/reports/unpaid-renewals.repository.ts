import { keysetList } from '../../db/keyset';
import { keyTime, type Keyed } from '../lists/ops-list';

export interface OpenRenewalRow extends Keyed {
  invoice_id: string;
  listener_id: number;
  email: string | null;
  name: string;
  method: 'card' | 'konbini';
  amount: number;
  renewal_at: Date;
  ends_at: Date;
  requires_action: boolean;
  creator: string;
  tier: string;
}

/**
 * The project's open unpaid renewals, soonest deadline first: the open rows by deadline
 * (unpaid_renewals_open_deadline_idx), kept when their fan is the project's.
 */
export const openRenewalsPage = keysetList<OpenRenewalRow>(
  `SELECT u.invoice_id, u.listener_id, l.email, l.name, u.method, u.amount, u.renewal_at, u.ends_at,
     u.requires_action, c.name AS creator, st.title AS tier, ${keyTime('u.ends_at')} AS key_time
   FROM unpaid_renewals u
   JOIN listeners l ON l.id = u.listener_id
   JOIN memberships m ON m.id = u.membership_id
   JOIN contributors c ON c.id = m.contributor_id
   JOIN subscription_tiers st ON st.id = m.tier_id
   WHERE l.project_id = $1 AND u.status = 'open'`,
  [
    ['u.ends_at', 'timestamptz'],
    ['u.invoice_id', 'text'],
  ],
).page;
