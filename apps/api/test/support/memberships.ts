import type { createHarness } from './harness';

type Harness = Awaited<ReturnType<typeof createHarness>>;

export const BUY = `mutation($prices: [String!]!, $type: PaymentType!) {
  managePaymentV2(prices: $prices, paymentType: $type) { status threeDSecureClientSecret konbiniPaymentUrl }
}`;
/** BUY as the web sends it: one idempotency key per confirm tap (a repeat without one is a replay). */
export const BUY_KEYED = `mutation($prices: [String!]!, $type: PaymentType!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: $type, idempotencyKey: $key) { status threeDSecureClientSecret konbiniPaymentUrl }
}`;

export const MEMBERSHIP = `query($c: Int!) { subscriptionMembership(contributorId: $c) {
  databaseId serialNumber membershipNumber isCanceled nextBillingDate duration totalDuration paidPlatform paymentMethod
  konbiniPaymentPending currentTier { databaseId title rank } currentPrice { interval stripePriceId } scheduledTier { databaseId rank }
  unpaidRenewal { method }
} }`;

export const TIERS = `query($c: Int!) { subscriptionTiersConnection(contributorId: $c) { totalCount nodes {
  databaseId rank isFree currentTier upgradeTier downgradeTier konbiniPaymentPending paidPlatform
  actions { register cancel resume upgrade downgrade hidden }
  subscriptionPricesConnection { nodes { stripePriceId interval konbini stripePrice stripeKonbiniFee } }
} } }`;

/** The Stripe price id of a creator's tier (by rank) for an interval and method. */
export async function priceOf(h: Harness, contributorId: number, rank: number, months = 1, konbini = false) {
  const rows = await h.db.query<{ stripe_price_id: string }>(
    `SELECT p.stripe_price_id FROM subscription_prices p JOIN subscription_tiers t ON t.id = p.subscription_tier_id
     WHERE t.contributor_id = $1 AND t.rank = $2 AND p.interval_months = $3 AND p.konbini = $4`,
    [contributorId, rank, months, konbini],
  );
  return rows[0]!.stripe_price_id;
}

export async function subscriptionIdOf(h: Harness, listenerId: number, contributorId: number) {
  const [row] = await h.db.query<{
    stripe_subscription_id: string | null;
    pending_stripe_subscription_id: string | null;
  }>(
    'SELECT stripe_subscription_id, pending_stripe_subscription_id FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
    [listenerId, contributorId],
  );
  return row?.stripe_subscription_id ?? row?.pending_stripe_subscription_id ?? null;
}

/** What the fan does on Stripe's hosted invoice page: pick konbini, get the voucher. Returns its intent id. */
export async function chooseKonbini(port: number, hostedInvoiceUrl: string, email: string) {
  const response = await fetch(
    `${hostedInvoiceUrl.replace(/^http:\/\/[^/]+/, `http://127.0.0.1:${port}`)}/konbini`,
    {
      method: 'POST',
      body: new URLSearchParams({ name: 'Konbini Fan', email }),
      redirect: 'manual',
    },
  );
  if (response.status !== 303) throw new Error(`choose konbini: ${response.status} ${await response.text()}`);
  return response.headers.get('location')!.split('/').pop()!;
}

/** The Stripe account's Dashboard billing settings, on a sandbox. */
export async function sandboxSettings(port: number, settings: Record<string, unknown>) {
  const response = await fetch(`http://127.0.0.1:${port}/_sandbox/settings`, {
    method: 'POST',
    body: JSON.stringify(settings),
  });
  if (!response.ok) throw new Error(`settings: ${response.status} ${await response.text()}`);
}
