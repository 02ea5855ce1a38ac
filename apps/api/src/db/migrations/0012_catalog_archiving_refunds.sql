-- Operators archive instead of deleting. A price is never edited in place: a change archives the row
-- (and its Stripe Price) and adds a new one, so subscriptions on the old Stripe Price still find it.
ALTER TABLE contributors ADD COLUMN archived_at timestamptz;
ALTER TABLE subscription_tiers ADD COLUMN archived_at timestamptz;
ALTER TABLE subscription_prices ADD COLUMN archived_at timestamptz;
ALTER TABLE point_tiers ADD COLUMN archived_at timestamptz;
ALTER TABLE point_tier_prices ADD COLUMN archived_at timestamptz;
ALTER TABLE coupons ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
-- One live price per tier, period and variant (archived ones may repeat).
DO $$ DECLARE c text; BEGIN SELECT conname INTO c FROM pg_constraint WHERE conrelid = 'subscription_prices'::regclass AND contype = 'u' AND array_length(conkey, 1) = 3; EXECUTE format('ALTER TABLE subscription_prices DROP CONSTRAINT %I', c); END $$;
CREATE UNIQUE INDEX subscription_prices_live_idx ON subscription_prices (subscription_tier_id, interval_months, konbini)
  WHERE archived_at IS NULL;
DO $$ DECLARE c text; BEGIN SELECT conname INTO c FROM pg_constraint WHERE conrelid = 'point_tier_prices'::regclass AND contype = 'u' AND array_length(conkey, 1) = 2; EXECUTE format('ALTER TABLE point_tier_prices DROP CONSTRAINT %I', c); END $$;
CREATE UNIQUE INDEX point_tier_prices_live_idx ON point_tier_prices (tier_id, konbini) WHERE archived_at IS NULL;
-- A refunded point purchase: the Stripe Refund and when; the ledger's refund entry carries the points.
ALTER TABLE point_purchases ADD COLUMN stripe_refund_id text UNIQUE;
ALTER TABLE point_purchases ADD COLUMN refunded_at timestamptz;
