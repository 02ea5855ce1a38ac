-- Each Stripe Refund of a point purchase, with its yen and time: the dashboard's refunds (decision
-- 048) by the day each was made. Until now revenue took a refund from the purchase row (the whole
-- price on `refunded_at`), so a partial refund made in Stripe's Dashboard (which only sets
-- `refunded_yen`, 0038) never left the revenue, and partial refunds before a full one were all
-- counted on the last day. A row per Refund says both: a partial refund on its day, the rest on its.

CREATE TABLE point_refunds (
  stripe_refund_id text PRIMARY KEY,
  purchase_id uuid NOT NULL REFERENCES point_purchases(id),
  project_id text NOT NULL REFERENCES projects(id),
  -- The purchase's method when refunded (a payment's method never changes): read without a join.
  method text NOT NULL CHECK (method IN ('card', 'konbini')),
  yen integer NOT NULL CHECK (yen > 0),
  refunded_at timestamptz NOT NULL
);
CREATE INDEX point_refunds_purchase_idx ON point_refunds (purchase_id);

-- The refunds recorded so far: a whole refund as one Refund of the price on its day (any partial
-- refunds before it were not recorded apart), a partial one on the day it was last seen.
INSERT INTO point_refunds (stripe_refund_id, purchase_id, project_id, method, yen, refunded_at)
SELECT COALESCE(stripe_refund_id, 'refund:' || id), id, project_id, method, price, refunded_at
FROM point_purchases WHERE refunded_at IS NOT NULL AND price > 0;
INSERT INTO point_refunds (stripe_refund_id, purchase_id, project_id, method, yen, refunded_at)
SELECT 'partial:' || id, id, project_id, method, refunded_yen, updated_at
FROM point_purchases WHERE refunded_at IS NULL AND refunded_yen > 0;

-- Revenue's refunds from the Refunds (the rest of the view as 0043 wrote it).
CREATE OR REPLACE VIEW dashboard_money_days_raw AS
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
  SELECT project_id, refunded_at, CASE WHEN method = 'card' THEN -yen ELSE 0 END,
    CASE WHEN method = 'konbini' THEN -yen ELSE 0 END, yen, -yen, 0, 0, 0, 0, 0, 0
  FROM point_refunds
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

-- A purchase row now adds only its failure; its refunds are their own rows.
CREATE OR REPLACE FUNCTION point_purchases_money(p point_purchases, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status = 'failed' THEN
    PERFORM dashboard_add_money(p.project_id, p.updated_at, 0, 0, 0, 0, 0,
      sign * (p.method = 'card')::int, sign * (p.method = 'konbini')::int, 0, 0, sign * p.price);
  END IF;
END $$;
CREATE OR REPLACE FUNCTION point_purchases_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Its credited revenue: again when what the revenue joins on or adds changed (or it came or went).
  IF TG_OP <> 'UPDATE' OR (OLD.stripe_payment_intent_id, OLD.project_id, OLD.price, OLD.method)
      IS DISTINCT FROM (NEW.stripe_payment_intent_id, NEW.project_id, NEW.price, NEW.method) THEN
    PERFORM dashboard_recredit_purchase(COALESCE(NEW.id, OLD.id));
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.project_id, OLD.method, OLD.price, OLD.status = 'failed',
      CASE WHEN OLD.status = 'failed' THEN OLD.updated_at END)
    IS NOT DISTINCT FROM (NEW.project_id, NEW.method, NEW.price, NEW.status = 'failed',
      CASE WHEN NEW.status = 'failed' THEN NEW.updated_at END) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM point_purchases_money(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM point_purchases_money(NEW, 1); END IF;
  RETURN NULL;
END $$;

-- A Refund, on the day it was made, in the same transaction's totals (0043's stripes and locks).
CREATE FUNCTION point_refunds_money(r point_refunds, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_add_money(r.project_id, r.refunded_at,
    -sign * CASE WHEN r.method = 'card' THEN r.yen ELSE 0 END,
    -sign * CASE WHEN r.method = 'konbini' THEN r.yen ELSE 0 END,
    sign * r.yen, -sign * r.yen, 0, 0, 0, 0, 0, 0);
END $$;
CREATE FUNCTION point_refunds_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM point_refunds_money(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM point_refunds_money(NEW, 1); END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER point_refunds_rollup AFTER INSERT OR UPDATE OR DELETE ON point_refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION point_refunds_rollup();
CREATE TRIGGER point_refunds_rollup_truncate AFTER TRUNCATE ON point_refunds
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_after_truncate();

SELECT dashboard_rollups_rebuild();

-- A Refund is a fact the API writes once: it neither changes nor deletes one.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON point_refunds FROM fan_api; END IF; END $$;
