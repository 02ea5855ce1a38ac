-- Tenants, listeners and their sign-ins, payment customers, maintenance and terms.
CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE listeners (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  firebase_uid text NOT NULL,
  email text,
  name text NOT NULL,
  birth_date date,
  gender text CHECK (gender IN ('male', 'female', 'other', 'unanswered')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, firebase_uid)
);

CREATE TABLE listener_sign_ins (
  id bigserial PRIMARY KEY,
  listener_id integer NOT NULL REFERENCES listeners(id),
  project_id text NOT NULL REFERENCES projects(id),
  provider text NOT NULL,
  email text NOT NULL,
  platform text NOT NULL CHECK (platform IN ('web', 'app')),
  signed_in_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listener_sign_ins_listener_idx ON listener_sign_ins (listener_id, signed_in_at DESC);

CREATE TABLE listener_providers (
  listener_id integer NOT NULL REFERENCES listeners(id),
  provider text NOT NULL,
  first_used_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listener_id, provider)
);

-- One Stripe customer per listener. The row is written before Stripe is called (intent), and the
-- Stripe id after (outcome); the Stripe call's idempotency key derives from listener_id.
CREATE TABLE payment_customers (
  listener_id integer PRIMARY KEY REFERENCES listeners(id),
  project_id text NOT NULL REFERENCES projects(id),
  stripe_customer_id text UNIQUE,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE maintenance_windows (
  id serial PRIMARY KEY,
  platform text NOT NULL CHECK (platform IN ('web', 'app', 'all')),
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (window_end >= window_start)
);

CREATE TABLE terms_and_conditions (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  version text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  published_at timestamptz NOT NULL,
  UNIQUE (project_id, version)
);

CREATE TABLE terms_approvals (
  listener_id integer NOT NULL REFERENCES listeners(id),
  terms_id integer NOT NULL REFERENCES terms_and_conditions(id),
  approved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listener_id, terms_id)
);
