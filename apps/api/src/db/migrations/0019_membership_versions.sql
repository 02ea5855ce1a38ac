-- A number per listener bumped in the same transaction by every write to their memberships or their
-- membership payments, whoever runs it (mutations, webhooks, the reconciler, the seed, a hand edit).
-- API instances keep a listener's pages of member cards in memory and serve one only while this
-- number, read with the listener row at the start of every request, has not moved on (decision 021).
-- Its own table, so the lock a write takes here never meets the locks on the listener row.
CREATE TABLE listener_membership_versions (
  listener_id int PRIMARY KEY REFERENCES listeners(id) ON DELETE CASCADE,
  version bigint NOT NULL DEFAULT 0
);
CREATE FUNCTION bump_membership_version(listener int) RETURNS void LANGUAGE sql AS $$ INSERT INTO listener_membership_versions (listener_id, version) VALUES (listener, 1) ON CONFLICT (listener_id) DO UPDATE SET version = listener_membership_versions.version + 1 $$;
CREATE FUNCTION memberships_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' THEN PERFORM bump_membership_version(OLD.listener_id); END IF; IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.listener_id <> OLD.listener_id) THEN PERFORM bump_membership_version(NEW.listener_id); END IF; RETURN NULL; END $$;
CREATE TRIGGER memberships_version AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_bump_version();
CREATE FUNCTION membership_payments_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' THEN PERFORM bump_membership_version(m.listener_id) FROM memberships m WHERE m.id = OLD.membership_id; END IF; IF TG_OP <> 'DELETE' THEN PERFORM bump_membership_version(m.listener_id) FROM memberships m WHERE m.id = NEW.membership_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER membership_payments_version AFTER INSERT OR UPDATE OR DELETE ON membership_payments
  FOR EACH ROW EXECUTE FUNCTION membership_payments_bump_version();
CREATE FUNCTION bump_all_membership_versions() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE listener_membership_versions SET version = version + 1; RETURN NULL; END $$;
CREATE TRIGGER memberships_version_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_membership_versions();
CREATE TRIGGER membership_payments_version_truncate AFTER TRUNCATE ON membership_payments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_membership_versions();
