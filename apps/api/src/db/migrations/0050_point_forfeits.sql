-- 退会 forfeits the fan's unused points (decision 050): the balance goes to zero by entries of their
-- own kind, appended like every other movement, so the ledger still sums to the balance and the
-- unused-balance figures (資金決済法) drop by exactly what was forfeited.
ALTER TABLE point_ledger_entries DROP CONSTRAINT IF EXISTS point_ledger_entries_kind_check;
ALTER TABLE point_ledger_entries ADD CONSTRAINT point_ledger_entries_kind_check
  CHECK (kind IN ('purchase', 'coupon', 'spend', 'refund', 'adjustment', 'forfeit'));
ALTER TABLE point_ledger_entries ADD CONSTRAINT point_ledger_entries_forfeit_negative
  CHECK (kind <> 'forfeit' OR amount < 0);
