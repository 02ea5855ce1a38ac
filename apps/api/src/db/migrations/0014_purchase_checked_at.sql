-- When the fan's balance view last read an open purchase back from Stripe: each view reads only the
-- few checked longest ago, so a fan with many open konbini vouchers still gets an answer within the
-- per-request Stripe call ceiling, and every voucher is read in turn.
ALTER TABLE point_purchases ADD COLUMN checked_at timestamptz;
