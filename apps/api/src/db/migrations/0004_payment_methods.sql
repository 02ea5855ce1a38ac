-- The one saved card of a listener (the Stripe customer's default payment method), and the Stripe
-- events already processed (webhook dedupe).
CREATE TABLE saved_cards (
  listener_id integer PRIMARY KEY REFERENCES listeners(id),
  project_id text NOT NULL REFERENCES projects(id),
  stripe_payment_method_id text NOT NULL UNIQUE,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  holder_name text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
