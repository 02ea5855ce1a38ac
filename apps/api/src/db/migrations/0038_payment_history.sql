-- Issue 37: the fan's お支払い履歴 and receipts read our own tables, never Stripe per request
-- (docs/decisions/045-payment-history-and-receipts.md). What they need that was not recorded:

-- Point purchases: when the money arrived (a konbini voucher is paid days after the order), the card
-- charged (from the saved card the intent used; older rows: NULL, shown as a card without details),
-- and the yen refunded so far (a partial refund in Stripe's Dashboard too, which takes no points back).
ALTER TABLE point_purchases ADD COLUMN paid_at timestamptz;
ALTER TABLE point_purchases ADD COLUMN card_brand text;
ALTER TABLE point_purchases ADD COLUMN card_last4 text;
ALTER TABLE point_purchases ADD COLUMN refunded_yen integer NOT NULL DEFAULT 0 CHECK (refunded_yen >= 0);
UPDATE point_purchases p SET paid_at = COALESCE(
    (SELECT min(e.occurred_at) FROM point_ledger_entries e WHERE e.kind = 'purchase' AND e.reference = p.stripe_payment_intent_id),
    p.updated_at)
  WHERE p.status = 'succeeded';
UPDATE point_purchases SET refunded_yen = price WHERE refunded_at IS NOT NULL;

-- Membership payments: whose they are (the history's keyset index), why Stripe invoiced (registration,
-- renewal or a plan change's proration; NULL on older rows: shown as a membership payment) and the
-- card charged. A plan change's charge adds no months to the member card's durations.
ALTER TABLE membership_payments ADD COLUMN listener_id integer REFERENCES listeners(id);
ALTER TABLE membership_payments ADD COLUMN reason text CHECK (reason IN ('registration', 'renewal', 'plan_change'));
ALTER TABLE membership_payments ADD COLUMN card_brand text;
ALTER TABLE membership_payments ADD COLUMN card_last4 text;
ALTER TABLE membership_payments DROP CONSTRAINT membership_payments_months_check;
ALTER TABLE membership_payments ADD CONSTRAINT membership_payments_months_check
  CHECK (months > 0 OR (months = 0 AND reason = 'plan_change'));
UPDATE membership_payments p SET listener_id = m.listener_id FROM memberships m WHERE m.id = p.membership_id;
-- Every writer (the API, the demo seed, a hand insert) gets the owner from the membership.
CREATE FUNCTION membership_payments_listener() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.listener_id IS NULL THEN SELECT listener_id INTO NEW.listener_id FROM memberships WHERE id = NEW.membership_id; END IF; RETURN NEW; END $$;
CREATE TRIGGER membership_payments_listener BEFORE INSERT ON membership_payments
  FOR EACH ROW EXECUTE FUNCTION membership_payments_listener();
ALTER TABLE membership_payments ALTER COLUMN listener_id SET NOT NULL;

-- The history's keyset, newest first, one range scan per source: point purchases by order time
-- (point_purchases_listener_page_idx of 0033 already), membership payments by payment time.
CREATE INDEX membership_payments_listener_page_idx
  ON membership_payments (listener_id, paid_at DESC, stripe_invoice_id DESC);
