-- The catalogue: creators with membership tiers and prices, point packages, promotion codes.
CREATE TABLE contributors (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  slug text NOT NULL,
  name text NOT NULL,
  english_name text NOT NULL,
  icon text NOT NULL,
  public_account boolean NOT NULL DEFAULT false,
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (project_id, slug)
);

CREATE TABLE subscription_tiers (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  contributor_id integer NOT NULL REFERENCES contributors(id),
  slug text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  level text NOT NULL,
  color text NOT NULL,
  -- rank orders tiers of one creator: 0 is the free tier; higher is an upgrade.
  rank integer NOT NULL,
  has_trial boolean NOT NULL DEFAULT false,
  restricted boolean NOT NULL DEFAULT false,
  meeting_tickets integer NOT NULL DEFAULT 0,
  meeting_minutes integer NOT NULL DEFAULT 0,
  premium_chat boolean NOT NULL DEFAULT false,
  voice_call boolean NOT NULL DEFAULT false,
  stripe_product_id text,
  UNIQUE (contributor_id, slug),
  UNIQUE (contributor_id, rank)
);

CREATE TABLE subscription_prices (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  subscription_tier_id integer NOT NULL REFERENCES subscription_tiers(id),
  title text NOT NULL,
  interval_months integer NOT NULL CHECK (interval_months IN (1, 3, 6, 12)),
  price integer NOT NULL CHECK (price >= 0),
  konbini boolean NOT NULL,
  konbini_fee integer NOT NULL DEFAULT 0 CHECK (konbini_fee >= 0),
  ios_product_id text,
  ios_price integer,
  stripe_price_id text UNIQUE,
  UNIQUE (subscription_tier_id, interval_months, konbini)
);

CREATE TABLE point_tier_types (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  key text NOT NULL,
  name text NOT NULL,
  display_name text NOT NULL,
  image text NOT NULL,
  unit text NOT NULL,
  coupon_type text NOT NULL,
  UNIQUE (project_id, key)
);

CREATE TABLE point_tiers (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  tier_type_id integer NOT NULL REFERENCES point_tier_types(id),
  slug text NOT NULL,
  image text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  web_price integer NOT NULL CHECK (web_price > 0),
  sort_order integer NOT NULL DEFAULT 0,
  stripe_product_id text,
  UNIQUE (tier_type_id, slug)
);

-- Payment structures of a point package: one card and one konbini variant.
CREATE TABLE point_tier_prices (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  tier_id integer NOT NULL REFERENCES point_tiers(id),
  price integer NOT NULL CHECK (price > 0),
  web_price integer NOT NULL CHECK (web_price > 0),
  amount integer NOT NULL CHECK (amount > 0),
  konbini boolean NOT NULL,
  konbini_fee integer NOT NULL DEFAULT 0 CHECK (konbini_fee >= 0),
  ios_product_id text,
  stripe_price_id text UNIQUE,
  UNIQUE (tier_id, konbini)
);

CREATE TABLE coupons (
  id serial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  tier_type_id integer NOT NULL REFERENCES point_tier_types(id),
  code text NOT NULL,
  name text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  max_redemptions integer NOT NULL CHECK (max_redemptions > 0),
  UNIQUE (project_id, code)
);
