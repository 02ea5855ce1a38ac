-- One membership per listener and creator: its current tier (free or paid), the Stripe subscription
-- behind a paid one, a paid tier awaiting its first payment (card 3-D Secure or a konbini voucher),
-- and a downgrade scheduled for the next billing date. The row survives cancellation so the member
-- keeps their serial number when they come back.
CREATE TABLE memberships (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  listener_id integer NOT NULL REFERENCES listeners(id),
  contributor_id integer NOT NULL REFERENCES contributors(id),
  status text NOT NULL CHECK (status IN ('active', 'ended')),
  tier_id integer NOT NULL REFERENCES subscription_tiers(id),
  price_id integer REFERENCES subscription_prices(id),
  platform text NOT NULL DEFAULT 'web' CHECK (platform IN ('web', 'ios')),
  payment_method text CHECK (payment_method IN ('card', 'konbini')),
  stripe_subscription_id text UNIQUE,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  pending_tier_id integer REFERENCES subscription_tiers(id),
  pending_price_id integer REFERENCES subscription_prices(id),
  pending_method text CHECK (pending_method IN ('card', 'konbini')),
  pending_stripe_subscription_id text,
  pending_since timestamptz,
  scheduled_tier_id integer REFERENCES subscription_tiers(id),
  scheduled_price_id integer REFERENCES subscription_prices(id),
  serial_number integer NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  plan_started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (listener_id, contributor_id),
  UNIQUE (contributor_id, serial_number)
);

-- Every paid period, once per Stripe invoice: the durations on the member card are sums of these.
CREATE TABLE membership_payments (
  stripe_invoice_id text PRIMARY KEY,
  membership_id integer NOT NULL REFERENCES memberships(id),
  tier_id integer NOT NULL REFERENCES subscription_tiers(id),
  months integer NOT NULL CHECK (months > 0),
  amount integer NOT NULL CHECK (amount >= 0),
  paid_at timestamptz NOT NULL
);
CREATE INDEX membership_payments_membership_idx ON membership_payments (membership_id);
