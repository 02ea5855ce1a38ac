-- Home shows a fan's cards in three classes: 2 an active paid membership, 1 a paid one canceled to
-- its period end, 0 a free one; newest first within each. The class is kept on the row (a trigger
-- reads the current tier's rank, which never changes) so a page of home's order is one index range.
ALTER TABLE memberships ADD COLUMN home_class smallint NOT NULL DEFAULT 0;
UPDATE memberships m SET home_class = CASE WHEN t.rank = 0 THEN 0 WHEN m.cancel_at_period_end THEN 1 ELSE 2 END
  FROM subscription_tiers t WHERE t.id = m.tier_id;
CREATE FUNCTION membership_home_class() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.home_class := CASE WHEN (SELECT rank FROM subscription_tiers WHERE id = NEW.tier_id) = 0 THEN 0 WHEN NEW.cancel_at_period_end THEN 1 ELSE 2 END; RETURN NEW; END $$;
CREATE TRIGGER memberships_home_class BEFORE INSERT OR UPDATE OF tier_id, cancel_at_period_end ON memberships
  FOR EACH ROW EXECUTE FUNCTION membership_home_class();
CREATE INDEX memberships_home_order_idx ON memberships (listener_id, home_class DESC, issued_at DESC, id DESC)
  WHERE status = 'active';
