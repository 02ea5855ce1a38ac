-- A point purchase is recorded before Stripe is charged (intent) and converges to the payment
-- intent's outcome after (succeeded credits the ledger once, keyed by the payment intent).
CREATE TABLE point_purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id text NOT NULL REFERENCES projects(id),
  listener_id integer NOT NULL REFERENCES listeners(id),
  point_tier_price_id integer NOT NULL REFERENCES point_tier_prices(id),
  tier_type_id integer NOT NULL REFERENCES point_tier_types(id),
  method text NOT NULL CHECK (method IN ('card', 'konbini')),
  amount integer NOT NULL CHECK (amount > 0),
  price integer NOT NULL CHECK (price > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'requires_action', 'awaiting_konbini', 'succeeded', 'failed')),
  stripe_payment_intent_id text UNIQUE,
  client_secret text,
  konbini_voucher_url text,
  failure_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_purchases_listener_idx ON point_purchases (listener_id, created_at DESC);
