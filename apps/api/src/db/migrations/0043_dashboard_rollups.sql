-- Issue 37 item 6 (docs/decisions/048-dashboard-rollups.md): the operators' dashboard and the
-- unused-balance report read per-day totals instead of summing every row of the range.
--
-- Three tables of totals per project and JST calendar day, written by triggers on the rows they sum,
-- so in the same transaction as those rows whatever path writes them (the ledger's postEntries, a
-- webhook's convergence, the reconciler, a migration, psql): a commit that adds a row adds its
-- totals, a rollback takes both away. The triggers are deferred to the commit, so the totals' rows
-- are locked only while the transaction commits, not while it talks to Stripe or waits for a fan's
-- balance lock. A transaction writes all its totals into one of 8 stripes (`shard`, from its
-- transaction id), under a transaction advisory lock on (project, stripe): two transactions of one
-- project commit side by side unless they drew the same stripe, and rows of one stripe are only ever
-- written by the holder of its lock, so no two writers can wait on each other's totals (no deadlock).
-- Readers sum the stripes. (Membership totals, few, keep one stripe: see their trigger.)
--
-- Each figure is defined once more as a view over the rows (`*_raw`): the backfill below and
-- dashboard_rollups_rebuild() fill the tables from them, and the reconciliation (db/rollup-drift.ts:
-- the reconcile report, so also the end of every API test file, on both engines) compares the two.

-- Revenue and failed payments (ops/dashboard/money.repository.ts).
CREATE TABLE dashboard_money_days (
  project_id text NOT NULL,
  day date NOT NULL,
  shard smallint NOT NULL,
  -- point purchases on the day their ledger entry credited them, less refunds (the whole price) on
  -- their refund day, plus membership payments on the day Stripe marked the invoice paid
  card_yen bigint NOT NULL DEFAULT 0,
  konbini_yen bigint NOT NULL DEFAULT 0,
  refunded_yen bigint NOT NULL DEFAULT 0,
  points_yen bigint NOT NULL DEFAULT 0,
  memberships_yen bigint NOT NULL DEFAULT 0,
  -- failed point purchases (on the day they last changed, as the raw query reads updated_at) and
  -- unpaid renewals (on the day the row was made)
  failed_point_card integer NOT NULL DEFAULT 0,
  failed_point_konbini integer NOT NULL DEFAULT 0,
  failed_renewal_card integer NOT NULL DEFAULT 0,
  failed_renewal_konbini integer NOT NULL DEFAULT 0,
  failed_yen bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, shard)
);

-- Points moved per point type (ops/dashboard/activity.repository.ts), and the paid bucket's totals
-- the unused-balance report values (ops/reports/unused-balance.repository.ts, decision 046).
CREATE TABLE dashboard_point_days (
  project_id text NOT NULL,
  day date NOT NULL,
  tier_type_id integer NOT NULL,
  shard smallint NOT NULL,
  entries integer NOT NULL DEFAULT 0,
  sold bigint NOT NULL DEFAULT 0,
  spent bigint NOT NULL DEFAULT 0,
  refunded bigint NOT NULL DEFAULT 0,
  granted bigint NOT NULL DEFAULT 0,
  paid_points bigint NOT NULL DEFAULT 0,
  paid_bought bigint NOT NULL DEFAULT 0,
  paid_yen bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, tier_type_id, shard)
);

-- Memberships started and ended per tier (ops/dashboard/activity.repository.ts).
CREATE TABLE dashboard_membership_days (
  project_id text NOT NULL,
  day date NOT NULL,
  tier_id integer NOT NULL,
  shard smallint NOT NULL,
  events integer NOT NULL DEFAULT 0,
  started integer NOT NULL DEFAULT 0,
  ended integer NOT NULL DEFAULT 0,
  started_by_change integer NOT NULL DEFAULT 0,
  ended_by_change integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, tier_id, shard)
);

-- Which ledger purchase entry's revenue is in the totals, for which purchase, and what it added. The
-- revenue figure joins a purchase entry to its purchase by payment intent, and either may come first:
-- a webhook that finds the purchase by its metadata credits the points, then writes the intent's id
-- on the purchase. Whichever trigger sees the pair first adds it here once (the primary key), and a
-- purchase whose intent, price or method changes takes back exactly what its pairs added.
CREATE TABLE dashboard_purchase_credits (
  entry_id bigint PRIMARY KEY,
  purchase_id uuid NOT NULL,
  project_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  method text NOT NULL,
  price integer NOT NULL
);
CREATE INDEX dashboard_purchase_credits_purchase_idx ON dashboard_purchase_credits (purchase_id);
CREATE INDEX point_ledger_entries_purchase_reference_idx ON point_ledger_entries (reference)
  WHERE kind = 'purchase';

-- ---- the figures from the rows -------------------------------------------------------------------

CREATE VIEW dashboard_money_days_raw AS
SELECT project_id, (at AT TIME ZONE 'Asia/Tokyo')::date AS day,
  sum(card_yen)::bigint AS card_yen, sum(konbini_yen)::bigint AS konbini_yen,
  sum(refunded_yen)::bigint AS refunded_yen, sum(points_yen)::bigint AS points_yen,
  sum(memberships_yen)::bigint AS memberships_yen,
  sum(failed_point_card)::integer AS failed_point_card, sum(failed_point_konbini)::integer AS failed_point_konbini,
  sum(failed_renewal_card)::integer AS failed_renewal_card,
  sum(failed_renewal_konbini)::integer AS failed_renewal_konbini, sum(failed_yen)::bigint AS failed_yen
FROM (
  SELECT e.project_id, e.occurred_at AS at,
    CASE WHEN p.method = 'card' THEN p.price ELSE 0 END AS card_yen,
    CASE WHEN p.method = 'konbini' THEN p.price ELSE 0 END AS konbini_yen,
    0 AS refunded_yen, p.price AS points_yen, 0 AS memberships_yen,
    0 AS failed_point_card, 0 AS failed_point_konbini, 0 AS failed_renewal_card, 0 AS failed_renewal_konbini,
    0 AS failed_yen
  FROM point_ledger_entries e
  JOIN point_purchases p ON p.stripe_payment_intent_id = e.reference AND p.project_id = e.project_id
  WHERE e.kind = 'purchase'
  UNION ALL
  SELECT project_id, refunded_at, CASE WHEN method = 'card' THEN -price ELSE 0 END,
    CASE WHEN method = 'konbini' THEN -price ELSE 0 END, price, -price, 0, 0, 0, 0, 0, 0
  FROM point_purchases WHERE refunded_at IS NOT NULL
  UNION ALL
  SELECT m.project_id, mp.paid_at, CASE WHEN COALESCE(mp.method, 'card') = 'card' THEN mp.amount ELSE 0 END,
    CASE WHEN mp.method = 'konbini' THEN mp.amount ELSE 0 END, 0, 0, mp.amount, 0, 0, 0, 0, 0
  FROM membership_payments mp JOIN memberships m ON m.id = mp.membership_id
  UNION ALL
  SELECT project_id, updated_at, 0, 0, 0, 0, 0, (method = 'card')::int, (method = 'konbini')::int, 0, 0, price
  FROM point_purchases WHERE status = 'failed'
  UNION ALL
  SELECT m.project_id, u.created_at, 0, 0, 0, 0, 0, 0, 0, (u.method = 'card')::int, (u.method = 'konbini')::int,
    u.amount
  FROM unpaid_renewals u JOIN memberships m ON m.id = u.membership_id
) x
GROUP BY 1, 2;

CREATE VIEW dashboard_point_days_raw AS
SELECT project_id, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day, tier_type_id,
  count(*)::integer AS entries,
  COALESCE(sum(amount) FILTER (WHERE kind = 'purchase'), 0)::bigint AS sold,
  COALESCE(-sum(amount) FILTER (WHERE kind = 'spend'), 0)::bigint AS spent,
  COALESCE(-sum(amount) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunded,
  COALESCE(sum(amount) FILTER (WHERE kind IN ('coupon', 'adjustment')), 0)::bigint AS granted,
  COALESCE(sum(amount) FILTER (WHERE balance = 'paid'), 0)::bigint AS paid_points,
  COALESCE(sum(amount) FILTER (WHERE balance = 'paid' AND kind = 'purchase'), 0)::bigint AS paid_bought,
  COALESCE(sum(price) FILTER (WHERE balance = 'paid' AND kind = 'purchase'), 0)::bigint AS paid_yen
FROM point_ledger_entries
GROUP BY 1, 2, 3;

CREATE VIEW dashboard_membership_days_raw AS
SELECT project_id, (occurred_at AT TIME ZONE 'Asia/Tokyo')::date AS day, tier_id,
  count(*)::integer AS events,
  count(*) FILTER (WHERE kind = 'started')::integer AS started,
  count(*) FILTER (WHERE kind = 'ended')::integer AS ended,
  count(*) FILTER (WHERE kind = 'started' AND cause = 'changed')::integer AS started_by_change,
  count(*) FILTER (WHERE kind = 'ended' AND cause = 'changed')::integer AS ended_by_change
FROM membership_events
GROUP BY 1, 2, 3;

-- ---- writing the totals --------------------------------------------------------------------------

-- The transaction's stripe for a project's totals, under its lock (taken once, kept to the commit).
CREATE FUNCTION dashboard_rollup_shard(p_project text) RETURNS smallint LANGUAGE plpgsql AS $$
DECLARE
  s smallint := (txid_current() % 8)::smallint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('dashboard_rollups:' || p_project), s);
  RETURN s;
END $$;

CREATE FUNCTION dashboard_add_money(p_project text, p_at timestamptz, p_card bigint, p_konbini bigint,
  p_refunded bigint, p_points bigint, p_memberships bigint, p_failed_point_card integer,
  p_failed_point_konbini integer, p_failed_renewal_card integer, p_failed_renewal_konbini integer,
  p_failed_yen bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_money_days AS d (project_id, day, shard, card_yen, konbini_yen, refunded_yen, points_yen,
    memberships_yen, failed_point_card, failed_point_konbini, failed_renewal_card, failed_renewal_konbini, failed_yen)
  VALUES (p_project, (p_at AT TIME ZONE 'Asia/Tokyo')::date, dashboard_rollup_shard(p_project), p_card, p_konbini,
    p_refunded, p_points, p_memberships, p_failed_point_card, p_failed_point_konbini, p_failed_renewal_card,
    p_failed_renewal_konbini, p_failed_yen)
  ON CONFLICT (project_id, day, shard) DO UPDATE SET
    card_yen = d.card_yen + excluded.card_yen, konbini_yen = d.konbini_yen + excluded.konbini_yen,
    refunded_yen = d.refunded_yen + excluded.refunded_yen, points_yen = d.points_yen + excluded.points_yen,
    memberships_yen = d.memberships_yen + excluded.memberships_yen,
    failed_point_card = d.failed_point_card + excluded.failed_point_card,
    failed_point_konbini = d.failed_point_konbini + excluded.failed_point_konbini,
    failed_renewal_card = d.failed_renewal_card + excluded.failed_renewal_card,
    failed_renewal_konbini = d.failed_renewal_konbini + excluded.failed_renewal_konbini,
    failed_yen = d.failed_yen + excluded.failed_yen;
END $$;

-- A purchase entry's revenue for its purchase (both as they are now), once.
CREATE FUNCTION dashboard_credit_pair(p_entry bigint, p_purchase uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c dashboard_purchase_credits;
BEGIN
  INSERT INTO dashboard_purchase_credits (entry_id, purchase_id, project_id, occurred_at, method, price)
  SELECT e.id, p.id, e.project_id, e.occurred_at, p.method, p.price
  FROM point_ledger_entries e, point_purchases p WHERE e.id = p_entry AND p.id = p_purchase
  ON CONFLICT (entry_id) DO NOTHING
  RETURNING * INTO c;
  IF FOUND THEN
    PERFORM dashboard_add_money(c.project_id, c.occurred_at, CASE WHEN c.method = 'card' THEN c.price ELSE 0 END,
      CASE WHEN c.method = 'konbini' THEN c.price ELSE 0 END, 0, c.price, 0, 0, 0, 0, 0, 0);
  END IF;
END $$;

-- A purchase's pairs taken back, then made again from the purchase as it is now (if it still is).
CREATE FUNCTION dashboard_recredit_purchase(p_purchase uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c dashboard_purchase_credits;
  e record;
BEGIN
  FOR c IN DELETE FROM dashboard_purchase_credits WHERE purchase_id = p_purchase RETURNING * LOOP
    PERFORM dashboard_add_money(c.project_id, c.occurred_at, CASE WHEN c.method = 'card' THEN -c.price ELSE 0 END,
      CASE WHEN c.method = 'konbini' THEN -c.price ELSE 0 END, 0, -c.price, 0, 0, 0, 0, 0, 0);
  END LOOP;
  FOR e IN SELECT l.id FROM point_purchases p
    JOIN point_ledger_entries l ON l.kind = 'purchase' AND l.reference = p.stripe_payment_intent_id
      AND l.project_id = p.project_id
    WHERE p.id = p_purchase LOOP
    PERFORM dashboard_credit_pair(e.id, p_purchase);
  END LOOP;
END $$;

-- A ledger entry: its points, and for a purchase the yen of the purchase it credited (as the
-- revenue figure joins them). The ledger is append-only (0003), so only inserts count.
CREATE FUNCTION point_ledger_entries_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e point_ledger_entries := NEW;
  paid boolean := e.balance = 'paid';
  p record;
BEGIN
  INSERT INTO dashboard_point_days AS d (project_id, day, tier_type_id, shard, entries, sold, spent, refunded,
    granted, paid_points, paid_bought, paid_yen)
  VALUES (e.project_id, (e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date, e.tier_type_id,
    dashboard_rollup_shard(e.project_id), 1,
    CASE WHEN e.kind = 'purchase' THEN e.amount ELSE 0 END,
    CASE WHEN e.kind = 'spend' THEN -e.amount ELSE 0 END,
    CASE WHEN e.kind = 'refund' THEN -e.amount ELSE 0 END,
    CASE WHEN e.kind IN ('coupon', 'adjustment') THEN e.amount ELSE 0 END,
    CASE WHEN paid THEN e.amount ELSE 0 END,
    CASE WHEN paid AND e.kind = 'purchase' THEN e.amount ELSE 0 END,
    CASE WHEN paid AND e.kind = 'purchase' THEN COALESCE(e.price, 0) ELSE 0 END)
  ON CONFLICT (project_id, day, tier_type_id, shard) DO UPDATE SET
    entries = d.entries + excluded.entries, sold = d.sold + excluded.sold, spent = d.spent + excluded.spent,
    refunded = d.refunded + excluded.refunded, granted = d.granted + excluded.granted,
    paid_points = d.paid_points + excluded.paid_points, paid_bought = d.paid_bought + excluded.paid_bought,
    paid_yen = d.paid_yen + excluded.paid_yen;
  IF e.kind = 'purchase' THEN
    FOR p IN SELECT id FROM point_purchases WHERE stripe_payment_intent_id = e.reference AND project_id = e.project_id
    LOOP
      PERFORM dashboard_credit_pair(e.id, p.id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER point_ledger_entries_rollup AFTER INSERT ON point_ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION point_ledger_entries_rollup();

-- A point purchase: its refund (on the refund day) and its failure (on the day it last changed),
-- each added for the row as it is now and taken away for the row as it was; and its credited
-- revenue made again when its intent, price or method changed.
CREATE FUNCTION point_purchases_money(p point_purchases, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.refunded_at IS NOT NULL THEN
    PERFORM dashboard_add_money(p.project_id, p.refunded_at,
      -sign * CASE WHEN p.method = 'card' THEN p.price ELSE 0 END,
      -sign * CASE WHEN p.method = 'konbini' THEN p.price ELSE 0 END,
      sign * p.price, -sign * p.price, 0, 0, 0, 0, 0, 0);
  END IF;
  IF p.status = 'failed' THEN
    PERFORM dashboard_add_money(p.project_id, p.updated_at, 0, 0, 0, 0, 0,
      sign * (p.method = 'card')::int, sign * (p.method = 'konbini')::int, 0, 0, sign * p.price);
  END IF;
END $$;
CREATE FUNCTION point_purchases_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Its credited revenue: again when what the revenue joins on or adds changed (or it came or went).
  IF TG_OP <> 'UPDATE' OR (OLD.stripe_payment_intent_id, OLD.project_id, OLD.price, OLD.method)
      IS DISTINCT FROM (NEW.stripe_payment_intent_id, NEW.project_id, NEW.price, NEW.method) THEN
    PERFORM dashboard_recredit_purchase(COALESCE(NEW.id, OLD.id));
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.project_id, OLD.method, OLD.price, OLD.refunded_at, OLD.status = 'failed',
      CASE WHEN OLD.status = 'failed' THEN OLD.updated_at END)
    IS NOT DISTINCT FROM (NEW.project_id, NEW.method, NEW.price, NEW.refunded_at, NEW.status = 'failed',
      CASE WHEN NEW.status = 'failed' THEN NEW.updated_at END) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM point_purchases_money(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM point_purchases_money(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER point_purchases_rollup AFTER INSERT OR UPDATE OR DELETE ON point_purchases
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION point_purchases_rollup();

-- A membership payment, on the day Stripe marked its invoice paid (no method: card, as the seed).
CREATE FUNCTION membership_payments_money(mp membership_payments, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_money(m.project_id, mp.paid_at,
    sign * CASE WHEN COALESCE(mp.method, 'card') = 'card' THEN mp.amount ELSE 0 END,
    sign * CASE WHEN mp.method = 'konbini' THEN mp.amount ELSE 0 END, 0, 0, sign * mp.amount, 0, 0, 0, 0, 0)
  FROM memberships m WHERE m.id = mp.membership_id;
END $$;
CREATE FUNCTION membership_payments_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.membership_id, OLD.paid_at, OLD.amount, OLD.method)
      IS NOT DISTINCT FROM (NEW.membership_id, NEW.paid_at, NEW.amount, NEW.method) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM membership_payments_money(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM membership_payments_money(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER membership_payments_rollup AFTER INSERT OR UPDATE OR DELETE ON membership_payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION membership_payments_rollup();

-- A renewal not paid when due, on the day its row was made.
CREATE FUNCTION unpaid_renewals_money(u unpaid_renewals, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_money(m.project_id, u.created_at, 0, 0, 0, 0, 0, 0, 0,
    sign * (u.method = 'card')::int, sign * (u.method = 'konbini')::int, sign * u.amount)
  FROM memberships m WHERE m.id = u.membership_id;
END $$;
CREATE FUNCTION unpaid_renewals_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.membership_id, OLD.created_at, OLD.method, OLD.amount)
      IS NOT DISTINCT FROM (NEW.membership_id, NEW.created_at, NEW.method, NEW.amount) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM unpaid_renewals_money(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM unpaid_renewals_money(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER unpaid_renewals_rollup AFTER INSERT OR UPDATE OR DELETE ON unpaid_renewals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION unpaid_renewals_rollup();

-- A membership started or ended (membership_events is append-only; a cascade may delete). These are
-- few (a fan joins, changes tier, leaves), so their totals keep one stripe (0, a read of a year is at
-- most a row per day and tier), written in turn under a second lock (project, 8) that a writer takes
-- after its stripe's: every writer takes its locks in the same order.
CREATE FUNCTION membership_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e membership_events;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN e := NEW; sign := 1; ELSE e := OLD; sign := -1; END IF;
  PERFORM dashboard_rollup_shard(e.project_id);
  PERFORM pg_advisory_xact_lock(hashtext('dashboard_rollups:' || e.project_id), 8);
  INSERT INTO dashboard_membership_days AS d (project_id, day, tier_id, shard, events, started, ended,
    started_by_change, ended_by_change)
  VALUES (e.project_id, (e.occurred_at AT TIME ZONE 'Asia/Tokyo')::date, e.tier_id, 0, sign, sign * (e.kind = 'started')::int, sign * (e.kind = 'ended')::int,
    sign * (e.kind = 'started' AND e.cause = 'changed')::int, sign * (e.kind = 'ended' AND e.cause = 'changed')::int)
  ON CONFLICT (project_id, day, tier_id, shard) DO UPDATE SET
    events = d.events + excluded.events, started = d.started + excluded.started, ended = d.ended + excluded.ended,
    started_by_change = d.started_by_change + excluded.started_by_change,
    ended_by_change = d.ended_by_change + excluded.ended_by_change;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER membership_events_rollup AFTER INSERT OR DELETE ON membership_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION membership_events_rollup();

-- ---- the backfill --------------------------------------------------------------------------------

-- Every total again from the rows (the backfill, a bulk load, a repair), in stripe 0. The tables are
-- locked against the triggers meanwhile: a transaction that commits rows before the lock is read
-- here, one that commits after adds its own totals on top of these.
CREATE FUNCTION dashboard_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE dashboard_money_days, dashboard_point_days, dashboard_membership_days, dashboard_purchase_credits
    IN EXCLUSIVE MODE;
  DELETE FROM dashboard_purchase_credits;
  INSERT INTO dashboard_purchase_credits (entry_id, purchase_id, project_id, occurred_at, method, price)
  SELECT e.id, p.id, e.project_id, e.occurred_at, p.method, p.price
  FROM point_ledger_entries e
  JOIN point_purchases p ON p.stripe_payment_intent_id = e.reference AND p.project_id = e.project_id
  WHERE e.kind = 'purchase';
  DELETE FROM dashboard_money_days;
  DELETE FROM dashboard_point_days;
  DELETE FROM dashboard_membership_days;
  INSERT INTO dashboard_money_days (project_id, day, shard, card_yen, konbini_yen, refunded_yen, points_yen,
    memberships_yen, failed_point_card, failed_point_konbini, failed_renewal_card, failed_renewal_konbini, failed_yen)
  SELECT project_id, day, 0, card_yen, konbini_yen, refunded_yen, points_yen, memberships_yen, failed_point_card,
    failed_point_konbini, failed_renewal_card, failed_renewal_konbini, failed_yen
  FROM dashboard_money_days_raw;
  INSERT INTO dashboard_point_days (project_id, day, tier_type_id, shard, entries, sold, spent, refunded, granted,
    paid_points, paid_bought, paid_yen)
  SELECT project_id, day, tier_type_id, 0, entries, sold, spent, refunded, granted, paid_points, paid_bought,
    paid_yen
  FROM dashboard_point_days_raw;
  INSERT INTO dashboard_membership_days (project_id, day, tier_id, shard, events, started, ended,
    started_by_change, ended_by_change)
  SELECT project_id, day, tier_id, 0, events, started, ended, started_by_change, ended_by_change
  FROM dashboard_membership_days_raw;
END $$;
SELECT dashboard_rollups_rebuild();

-- Emptying a table fires no row trigger: its totals are rebuilt from what is left (as the candidates'
-- counts of 0020 are reset). An administrator's act, never the API's.
CREATE FUNCTION dashboard_rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM dashboard_rollups_rebuild(); RETURN NULL; END $$;
CREATE TRIGGER point_ledger_entries_rollup_truncate AFTER TRUNCATE ON point_ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();
CREATE TRIGGER point_purchases_rollup_truncate AFTER TRUNCATE ON point_purchases
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();
CREATE TRIGGER membership_payments_rollup_truncate AFTER TRUNCATE ON membership_payments
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();
CREATE TRIGGER unpaid_renewals_rollup_truncate AFTER TRUNCATE ON unpaid_renewals
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();
CREATE TRIGGER membership_events_rollup_truncate AFTER TRUNCATE ON membership_events
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();

-- The API's role writes the totals only through the triggers (they run as the writer, so it keeps
-- the default grants of 0024 they need: INSERT and UPDATE, and DELETE of the credited pairs); it
-- never deletes a day's totals nor empties a table.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN REVOKE TRUNCATE, TRIGGER, REFERENCES ON dashboard_money_days, dashboard_point_days, dashboard_membership_days, dashboard_purchase_credits FROM fan_api; END IF; END $$;
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN REVOKE DELETE ON dashboard_money_days, dashboard_point_days, dashboard_membership_days FROM fan_api; END IF; END $$;
