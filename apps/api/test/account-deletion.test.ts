import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailInbox, type MailInbox } from '@fan/mail-inbox';
import { codeOf, idTokenFor, ok, SIGN_IN, signInInput, type Harness } from './support/harness';
import { BUY, priceOf } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';
import { deliveriesForFile } from './support/sandbox-deliveries';
import { factories } from './support/factories';
import { claimDeletion } from '../src/modules/account-deletion/account-deletions.repository';
import { stopStripeBilling } from '../src/modules/account-deletion/stop-stripe-billing';
import { deleteIdentity } from '../src/modules/account-deletion/delete-identity';
import { findListenerById } from '../src/modules/listeners/listeners.repository';
import { runReconciler } from '../src/modules/reconcile/run-reconciler';
import { sendDueMail } from '../src/modules/mail/send-due-mail';
import { mailTransport } from '../src/modules/mail/mail-transport';
import { auditActions, opsGql } from './support/ops-endpoint';

const DELETE = `mutation($key: String!) { deleteMyAccount(idempotencyKey: $key) { deletedAt } }`;
const EXPORT = '{ myDataExport }';
const PREVIEW = `{ accountDeletionPreview { memberships { creatorName tierTitle platform paid currentPeriodEnd }
  points { name paid free } savedCard { brand last4 } } }`;
const key = () => `del-${crypto.randomUUID()}`;

/** Rows of every text or JSON column of every table that mention `needle` (case-insensitive). */
async function tracesOf(h: Harness, needle: string): Promise<string[]> {
  const columns = await h.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns c
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')
        AND EXISTS (SELECT 1 FROM information_schema.tables t WHERE t.table_schema = 'public'
                     AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const [row] = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE position(lower($1) IN lower("${c.column_name}"::text)) > 0`,
      [needle],
    );
    if (row!.n > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

describe('退会 (deleteMyAccount)', () => {
  let creator: Awaited<ReturnType<ReturnType<typeof factories>['creator']>>;
  let pointPrice: string;
  const live = deliveriesForFile({}, async (h) => {
    creator = await factories(h).creator();
    pointPrice = (await factories(h).pointPackage({ amount: 1000, price: 1200 })).card.id;
  });
  const { h, settled } = live;
  let inbox: MailInbox;
  beforeAll(async () => {
    inbox = await startMailInbox({ smtpPort: 0, httpPort: null });
  });
  afterAll(() => inbox.close());

  /**
   * The outbox sent over SMTP to a real server: the 退会 mail is the one mail that reaches the deleted
   * fan's address (their earlier unsent mail is dropped), and once SMTP has it the address is gone.
   */
  async function deliverGoodbye(email: string) {
    await sendDueMail(
      { db: h.db, config: { ...h.services.config, MAIL_RETRY_BASE_SECONDS: 0 } },
      mailTransport(inbox.smtpUrl),
    );
    expect(inbox.messages(email).map((m) => m.subject)).toEqual(['【VFan】退会の手続きが完了しました']);
  }

  /** A fan with a saved card, 1,000 paid points bought by card and a card membership. */
  async function memberWithPoints() {
    const fan = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [pointPrice], type: 'one_time_payment' }, { token: fan.token }));
    const price = await priceOf(h, creator.id, 1);
    const bought = ok(await h.gql(BUY, { prices: [price], type: 'recurring_payment' }, { token: fan.token }));
    expect(bought.managePaymentV2.status).toBe('succeeded');
    await settled();
    return fan;
  }
  const subscriptionsOf = async (customer: string) =>
    (await h.services.stripe.subscriptions.list({ customer, status: 'all' })).data;

  it('shows the figures, exports the data, then stops billing on Stripe and forgets the fan', async () => {
    const fan = await memberWithPoints();
    const preview = ok(await h.gql(PREVIEW, {}, { token: fan.token })).accountDeletionPreview;
    expect(preview.savedCard).toEqual({ brand: 'visa', last4: '4242' });
    expect(preview.points).toEqual([{ name: 'ポイント', paid: 1000, free: 0 }]);
    expect(preview.memberships).toEqual([
      expect.objectContaining({ creatorName: creator.name, platform: 'web', paid: true }),
    ]);
    const data = JSON.parse(ok(await h.gql(EXPORT, {}, { token: fan.token })).myDataExport);
    expect(data.profile.email).toBe(fan.email);
    expect(data.memberships[0]).toMatchObject({
      creator: creator.name,
      status: 'active',
      paymentMethod: 'card',
    });
    expect(data.memberships[0].paidPeriods).toHaveLength(1);
    expect(data.points.balances).toEqual([{ pointType: 'ポイント', paid: 1000, free: 0 }]);
    expect(data.payments.pointPurchases).toEqual([expect.objectContaining({ points: 1000, price: 1200 })]);

    const [before] = await h.db.query<{ ledger: number; purchases: number; periods: number; serial: number }>(
      `SELECT (SELECT count(*)::int FROM point_ledger_entries WHERE listener_id = $1) AS ledger,
              (SELECT count(*)::int FROM point_purchases WHERE listener_id = $1) AS purchases,
              (SELECT count(*)::int FROM membership_payments p JOIN memberships m ON m.id = p.membership_id WHERE m.listener_id = $1) AS periods,
              (SELECT serial_number FROM memberships WHERE listener_id = $1) AS serial`,
      [fan.listenerId],
    );
    const result = await h.gql(DELETE, { key: key() }, { token: fan.token });
    expect(result.errors).toBeUndefined();
    await settled();

    // Stripe: the subscription canceled at once, no card left, no contact on the customer.
    expect((await subscriptionsOf(fan.customerId)).map((s) => s.status)).toEqual(['canceled']);
    expect((await h.services.stripe.paymentMethods.retrieve(fan.card)).customer).toBeNull();
    expect(await h.services.stripe.customers.retrieve(fan.customerId)).toMatchObject({ deleted: true });
    // The database: accounting rows kept, on the same (now anonymous) listener; the serial number stays taken.
    const [after] = await h.db.query<typeof before>(
      `SELECT (SELECT count(*)::int FROM point_ledger_entries WHERE listener_id = $1) AS ledger,
              (SELECT count(*)::int FROM point_purchases WHERE listener_id = $1) AS purchases,
              (SELECT count(*)::int FROM membership_payments p JOIN memberships m ON m.id = p.membership_id WHERE m.listener_id = $1) AS periods,
              (SELECT serial_number FROM memberships WHERE listener_id = $1) AS serial`,
      [fan.listenerId],
    );
    // The ledger gained only the forfeit of the unused 1,000 paid points; the balance is zero and the
    // entries still sum to it.
    expect(after).toEqual({ ...before, ledger: before!.ledger + 1 });
    expect(before!.ledger).toBeGreaterThan(0);
    const forfeits = await h.db.query<{ balance: string; amount: number; name: string }>(
      `SELECT balance, amount, name FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'forfeit'`,
      [fan.listenerId],
    );
    expect(forfeits).toEqual([{ balance: 'paid', amount: -1000, name: '退会による失効' }]);
    const [sums] = await h.db.query<{ paid: number; free: number; ledger: number }>(
      `SELECT b.paid, b.free, (SELECT sum(amount)::int FROM point_ledger_entries e WHERE e.listener_id = b.listener_id) AS ledger
         FROM point_balances b WHERE b.listener_id = $1`,
      [fan.listenerId],
    );
    expect(sums).toEqual({ paid: 0, free: 0, ledger: 0 });
    const listener = await findListenerById(h.db, fan.listenerId);
    expect(listener).toMatchObject({ email: null, identity_email: null, name: '', birth_date: null });
    await deliverGoodbye(fan.email);
    expect(await tracesOf(h, fan.email)).toEqual([]);
    expect(await tracesOf(h, fan.uid)).toEqual([]);
    // Firebase: the account is gone; the old token no longer signs in.
    expect(await h.services.identity.storedAccount(fan.uid)).toBeNull();
    expect(codeOf(await h.gql(EXPORT, {}, { token: fan.token }))).toBe('UNAUTHENTICATED');
    const [deletion] = await h.db.query<{ state: string; summary: Record<string, unknown> }>(
      'SELECT state, summary FROM account_deletions WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(deletion).toMatchObject({
      state: 'done',
      summary: { subscriptionsCanceled: 1, cardsDetached: 1, appleLinked: false },
    });

    // The same address signs up again: a new fan with nothing of the old one.
    const again = await h.services.identity.auth.createUser({
      email: fan.email,
      password: 'secret456',
      emailVerified: true,
    });
    const token = await idTokenFor(h.authHost, fan.email, 'secret456');
    const signIn = ok(await h.gql(SIGN_IN, { input: signInInput(fan.email) }, { token }));
    expect(again.uid).not.toBe(fan.uid);
    expect(signIn.signInV2.listenerProfile.databaseId).not.toBe(fan.listenerId);
    await h.gql('mutation { approveLatestTermsAndConditions { version } }', {}, { token });
    const fresh = ok(await h.gql(PREVIEW, {}, { token })).accountDeletionPreview;
    expect(fresh).toEqual({ memberships: [], points: [], savedCard: null });
  });

  it('refuses a sign-in older than five minutes with REQUIRES_RECENT_SIGN_IN and changes nothing', async () => {
    const fan = await memberWithPoints();
    const realNow = h.services.now;
    h.services.now = () => new Date(Date.now() + 6 * 60_000);
    try {
      const result = await h.gql(DELETE, { key: key() }, { token: fan.token });
      expect(codeOf(result)).toBe('REQUIRES_RECENT_SIGN_IN');
    } finally {
      h.services.now = realNow;
    }
    expect((await subscriptionsOf(fan.customerId)).map((s) => s.status)).toEqual(['active']);
    expect(
      await h.db.query('SELECT 1 FROM account_deletions WHERE listener_id = $1', [fan.listenerId]),
    ).toEqual([]);
    expect((await h.services.identity.storedAccount(fan.uid))?.email).toBe(fan.email);
  });

  it('two deletions at once: one deletion, no INTERNAL', async () => {
    const fan = await memberWithPoints();
    const results = await Promise.all(
      [key(), key(), key()].map((k) => h.gql(DELETE, { key: k }, { token: fan.token })),
    );
    for (const r of results)
      expect(r.errors?.[0]?.extensions?.code ?? 'ok').toMatch(/^(ok|UNAUTHENTICATED)$/);
    expect(results.some((r) => !r.errors)).toBe(true);
    await settled();
    const rows = await h.db.query<{ state: string }>(
      'SELECT state FROM account_deletions WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(rows).toEqual([{ state: 'done' }]);
    expect((await subscriptionsOf(fan.customerId)).map((s) => s.status)).toEqual(['canceled']);
    await deliverGoodbye(fan.email);
    expect(await tracesOf(h, fan.email)).toEqual([]);
  });

  it('a deletion stopped half-way (after Stripe and Firebase) is finished by the reconciler', async () => {
    const fan = await memberWithPoints();
    const listener = (await findListenerById(h.db, fan.listenerId))!;
    // What a runner killed between deleting the Firebase account and forgetting the fan leaves behind.
    await claimDeletion(h.db, {
      listenerId: fan.listenerId,
      projectId: 'demo',
      by: 'listener',
      leaseSeconds: 60,
    });
    await stopStripeBilling(h.services, fan.listenerId);
    await deleteIdentity(h.services, listener);
    await h.db.query(
      `UPDATE account_deletions SET lease_until = now() - interval '1 second' WHERE listener_id = $1`,
      [fan.listenerId],
    );
    expect(codeOf(await h.gql(DELETE, { key: key() }, { token: fan.token }))).toBe('UNAUTHENTICATED');
    const pass = await runReconciler(h.services);
    expect(pass?.accountDeletions).toEqual({ checked: 1, finished: 1 });
    await settled();
    const [row] = await h.db.query<{ state: string }>(
      'SELECT state FROM account_deletions WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(row).toEqual({ state: 'done' });
    await deliverGoodbye(fan.email);
    expect(await tracesOf(h, fan.email)).toEqual([]);
  });

  it('an operator deletes a fan who asked by mail: the same deletion, audited, shown as deleted', async () => {
    const fan = await memberWithPoints();
    const { token } = await h.operator('demo');
    const FAN = 'query($id: Int!) { fans(id: $id) { id email deletedAt } }';
    const DELETE_FAN = `mutation($id: Int!, $reason: String!) { deleteFanAccount(fanId: $id, reason: $reason) { id email deletedAt } }`;
    // Bad input changes nothing: no reason, another project's (or no) fan.
    expect(codeOf(await opsGql(h, token, DELETE_FAN, { id: fan.listenerId, reason: ' ' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await opsGql(h, token, DELETE_FAN, { id: 999_999_999, reason: 'mail 12/2' }))).toBe(
      'NOT_FOUND',
    );
    expect((await opsGql(h, token, FAN, { id: fan.listenerId })).data?.fans[0]).toMatchObject({
      deletedAt: null,
    });

    const done = await opsGql(h, token, DELETE_FAN, { id: fan.listenerId, reason: 'mail 12/2 #481' });
    expect(done.data?.deleteFanAccount).toMatchObject({ id: fan.listenerId, email: null });
    expect(done.data?.deleteFanAccount.deletedAt).toEqual(expect.any(String));
    // Again: the deletion is once per fan; the audit row is written once, for the request that did it.
    expect(
      (await opsGql(h, token, DELETE_FAN, { id: fan.listenerId, reason: 'again' })).data?.deleteFanAccount.id,
    ).toBe(fan.listenerId);
    expect((await auditActions(h)).filter((a) => a === 'deleteFanAccount')).toHaveLength(1);
    const [row] = await h.db.query<{ by: string; state: string }>(
      'SELECT requested_by AS by, state FROM account_deletions WHERE listener_id = $1',
      [fan.listenerId],
    );
    expect(row).toMatchObject({ state: 'done', by: expect.stringMatching(/^operator:/) });
    await settled();
    expect((await subscriptionsOf(fan.customerId)).map((s) => s.status)).toEqual(['canceled']);
    await deliverGoodbye(fan.email);
    expect(await tracesOf(h, fan.email)).toEqual([]);
  });
});
