-- Issue 38: operators sign in with a second factor (TOTP, RFC 6238) and work in bounded sessions
-- (docs/decisions/041-operator-second-factor.md). One secret per operator account (a person has one
-- authenticator, whatever their projects), encrypted with OPS_SECOND_FACTOR_KEY; shown once, at
-- enrolment, and never after activation. last_used_step refuses a code seen before (replay).
CREATE TABLE operator_second_factors (
  operator_uid text PRIMARY KEY,
  secret_sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  activated_at timestamptz,
  last_used_step bigint,
  -- Consecutive wrong codes; at the limit, codes are refused until locked_until (guessing bound).
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);

-- A session starts with a correct code and ends at sign-out, after its maximum age or when idle.
-- Only the token's SHA-256 is kept: a copy of this table signs nobody in.
CREATE TABLE operator_sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  operator_uid text NOT NULL,
  project_id text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ended_at timestamptz,
  ended_reason text CHECK (ended_reason IN ('signOut', 'maxAge', 'idle')),
  CHECK ((ended_at IS NULL) = (ended_reason IS NULL))
);
CREATE INDEX operator_sessions_open_idx ON operator_sessions (operator_uid) WHERE ended_at IS NULL;
