-- Operators archive a kind of point instead of deleting it (decision 020): fans no longer see it or
-- buy its packages, and its codes no longer redeem; the balances and history fans hold stay as they are.
ALTER TABLE point_tier_types ADD COLUMN archived_at timestamptz;
