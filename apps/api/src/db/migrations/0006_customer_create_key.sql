-- The idempotency key of the Stripe customer creation, generated with the intent row, so a retry
-- reuses it and no two databases (or a restored one) can collide on a key derived from a serial id.
ALTER TABLE payment_customers ADD COLUMN create_key uuid NOT NULL DEFAULT gen_random_uuid();
