-- Issue 38: an operator who lost their authenticator has their second factor reset by an administrator
-- (`npm run ops -- reset-second-factor`, docs/decisions/041 "Lost authenticator"); their open
-- sessions end with that reason.
ALTER TABLE operator_sessions DROP CONSTRAINT operator_sessions_ended_reason_check;
ALTER TABLE operator_sessions ADD CONSTRAINT operator_sessions_ended_reason_check
  CHECK (ended_reason IN ('signOut', 'maxAge', 'idle', 'secondFactorReset'));
