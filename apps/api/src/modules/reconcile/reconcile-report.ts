import type { Services } from '../../services';
import { checkLedger } from '../../ledger/check-ledger';
import { checkDashboardRollups } from './check-dashboard-rollups';
import { stripeCustomers } from '../customers/customers.repository';
import { checkPointPayments } from '../payments/check-point-payments';
import { checkSubscriptions } from '../memberships/jobs/check-subscriptions';

export interface Mismatch {
  kind: string;
  id: string;
  detail: string;
}

export interface ReconcileReport {
  counts: Record<string, number>;
  mismatches: Mismatch[];
  /**
   * Point purchases partly refunded outside the product (Stripe's Dashboard): not a mismatch — no
   * points are taken back automatically, support decides (README, refunds) — listed for support.
   */
  refundedOutside: Mismatch[];
}

type ReportServices = Pick<Services, 'db' | 'stripe'>;

/** A part of the report, owned by the module whose records it holds against themselves and Stripe. */
type ReportCheck = (
  services: ReportServices,
  customers: readonly string[],
) => Promise<{ counts?: Record<string, number>; mismatches: Mismatch[]; refundedOutside?: Mismatch[] }>;

/** The parts, in the order their mismatches are listed. */
const CHECKS: ReportCheck[] = [checkLedger, checkPointPayments, checkSubscriptions, checkDashboardRollups];

/**
 * Compares the ledger with itself and with Stripe, for operators (`npm run reconcile`) and at the
 * end of the test suites: every succeeded point payment credited exactly once, every credit backed
 * by a succeeded payment or a redeemed code, balances equal to their entries, every live Stripe
 * subscription followed by a membership (and the reverse), and the dashboard's per-day totals equal
 * to the rows they sum. Reads Stripe per customer of ours, one part after the other.
 */
export async function reconcileReport(services: ReportServices): Promise<ReconcileReport> {
  const customers = (await stripeCustomers(services.db)).map((c) => c.stripe_customer_id);
  const report: ReconcileReport = {
    counts: { customers: customers.length },
    mismatches: [],
    refundedOutside: [],
  };
  for (const check of CHECKS) {
    const part = await check(services, customers);
    Object.assign(report.counts, part.counts);
    report.mismatches.push(...part.mismatches);
    report.refundedOutside.push(...(part.refundedOutside ?? []));
  }
  return report;
}
