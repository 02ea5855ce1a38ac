-- The points ledger (append-only entries plus a lockable balance row per listener and tier type),
-- promotion code redemptions and the attempt log that rate-limits code guessing.
-- See docs/decisions/004-points-ledger.md.
CREATE TABLE point_balances (
  listener_id integer NOT NULL REFERENCES listeners(id),
  tier_type_id integer NOT NULL REFERENCES point_tier_types(id),
  project_id text NOT NULL REFERENCES projects(id),
  paid integer NOT NULL DEFAULT 0 CHECK (paid >= 0),
  free integer NOT NULL DEFAULT 0 CHECK (free >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listener_id, tier_type_id)
);

CREATE TABLE point_ledger_entries (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  listener_id integer NOT NULL REFERENCES listeners(id),
  tier_type_id integer NOT NULL REFERENCES point_tier_types(id),
  kind text NOT NULL CHECK (kind IN ('purchase', 'coupon', 'spend', 'refund', 'adjustment')),
  balance text NOT NULL CHECK (balance IN ('paid', 'free')),
  amount integer NOT NULL CHECK (amount <> 0),
  name text NOT NULL,
  price integer CHECK (price >= 0),
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- One operation (a spend split into free and paid parts) shares operation_key; each entry's
  -- idempotency_key is unique, so a retried operation can never post twice.
  operation_key text NOT NULL,
  idempotency_key text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, idempotency_key),
  CHECK (kind NOT IN ('purchase', 'coupon') OR amount > 0),
  CHECK (kind <> 'spend' OR amount < 0)
);
CREATE INDEX point_ledger_entries_history_idx
  ON point_ledger_entries (listener_id, tier_type_id, occurred_at DESC, id DESC);
CREATE INDEX point_ledger_entries_operation_idx ON point_ledger_entries (project_id, operation_key);

-- Append-only: a correction is a new entry, never an edit.
CREATE FUNCTION point_ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'point_ledger_entries is append-only' USING ERRCODE = '55000'; END $$;
CREATE TRIGGER point_ledger_entries_append_only BEFORE UPDATE OR DELETE ON point_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION point_ledger_entries_refuse_change();

-- Codes match case-insensitively, so two codes may not differ only in case.
CREATE UNIQUE INDEX coupons_project_code_ci_idx ON coupons (project_id, upper(code));
-- Counted under the coupon's row lock; the CHECK is the last line against over-redemption.
ALTER TABLE coupons ADD COLUMN redeemed_count integer NOT NULL DEFAULT 0;
ALTER TABLE coupons ADD CONSTRAINT coupons_redeemed_count_check
  CHECK (redeemed_count >= 0 AND redeemed_count <= max_redemptions);

CREATE TABLE coupon_redemptions (
  coupon_id integer NOT NULL REFERENCES coupons(id),
  listener_id integer NOT NULL REFERENCES listeners(id),
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (coupon_id, listener_id)
);

CREATE TABLE coupon_attempts (
  id bigserial PRIMARY KEY,
  listener_id integer NOT NULL REFERENCES listeners(id),
  attempted_at timestamptz NOT NULL,
  success boolean NOT NULL
);
CREATE INDEX coupon_attempts_listener_idx ON coupon_attempts (listener_id, attempted_at DESC);
