-- Issue 37 item 4: the renewal reminder is due from 7 days before the renewal on the subscription's own
-- clock (docs/decisions/047-renewal-reminders.md). Stripe's time for a real subscription; a test clock's
-- frozen time for one on a test clock (development and the journeys only; NULL in live mode). Recorded
-- when the membership converges, so a read asks Stripe for a clock only when there is one.
ALTER TABLE memberships ADD COLUMN test_clock text;
