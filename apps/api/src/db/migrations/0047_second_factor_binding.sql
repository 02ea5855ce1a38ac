-- Issue 43 item 3 (docs/decisions/053-second-factor-binding.md): second factors bound to the operator.
-- An enrolment needs a one-time code that grant-operator / reset-second-factor issue (only its SHA-256
-- is kept; valid about 24 hours; used up by activation). One code per operator: a new one replaces it.
CREATE TABLE operator_enrollment_codes (
  operator_uid text PRIMARY KEY,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Each begin mints a new pending secret that expires in minutes; activation takes only the latest one,
-- before pending_expires_at. lockouts counts the locks in a row (15 minutes, then hours, then locked
-- until an administrator resets); a correct code forgets them.
ALTER TABLE operator_second_factors
  ADD COLUMN pending_expires_at timestamptz,
  ADD COLUMN lockouts integer NOT NULL DEFAULT 0;

-- A pending secret from before had no code and no expiry: it is forgotten (its operator begins again,
-- with a code). Active secrets stay as they are (the legacy v1 sealing still opens, decision 053).
DELETE FROM operator_second_factors WHERE activated_at IS NULL;

-- "End all sessions" without removing the factor (an administrator's end-sessions, or the operator's own).
ALTER TABLE operator_sessions DROP CONSTRAINT operator_sessions_ended_reason_check;
ALTER TABLE operator_sessions ADD CONSTRAINT operator_sessions_ended_reason_check
  CHECK (ended_reason IN ('signOut', 'maxAge', 'idle', 'secondFactorReset', 'allSessionsEnded'));
