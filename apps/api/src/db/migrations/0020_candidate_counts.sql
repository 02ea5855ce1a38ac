-- Counts that tell the candidates page (creators a fan has no membership with) where the list ends,
-- so its last page stops at the last candidate instead of stepping over every creator the fan is a
-- member of (decision 025). Kept by triggers in the writing transaction, whoever writes.
--
-- A project's creators that are not archived.
CREATE TABLE project_creator_counts (
  project_id text PRIMARY KEY REFERENCES projects(id),
  active int NOT NULL DEFAULT 0
);
INSERT INTO project_creator_counts (project_id, active)
  SELECT p.id, (SELECT count(*) FROM contributors c WHERE c.project_id = p.id AND c.archived_at IS NULL) FROM projects p;
-- The row lock on catalog_version first: the statement trigger of migration 0015 takes it after the
-- row triggers, and a transaction that wrote tiers before creators holds it already, so every writer
-- takes the two locks in one order.
CREATE FUNCTION contributors_count_active() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'UPDATE' AND NEW.project_id = OLD.project_id AND (NEW.archived_at IS NULL) = (OLD.archived_at IS NULL) THEN RETURN NULL; END IF; PERFORM 1 FROM catalog_version FOR UPDATE; IF TG_OP <> 'INSERT' AND OLD.archived_at IS NULL THEN UPDATE project_creator_counts SET active = active - 1 WHERE project_id = OLD.project_id; END IF; IF TG_OP <> 'DELETE' AND NEW.archived_at IS NULL THEN INSERT INTO project_creator_counts (project_id, active) VALUES (NEW.project_id, 1) ON CONFLICT (project_id) DO UPDATE SET active = project_creator_counts.active + 1; END IF; RETURN NULL; END $$;
CREATE TRIGGER contributors_count AFTER INSERT OR UPDATE OR DELETE ON contributors
  FOR EACH ROW EXECUTE FUNCTION contributors_count_active();
CREATE FUNCTION contributors_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE project_creator_counts SET active = 0; RETURN NULL; END $$;
CREATE TRIGGER contributors_count_truncate AFTER TRUNCATE ON contributors
  FOR EACH STATEMENT EXECUTE FUNCTION contributors_count_reset();
--
-- A listener's active memberships (on any creator, archived or not), beside their membership version
-- (migration 0019), whose row every membership write locks already.
ALTER TABLE listener_membership_versions ADD COLUMN active_memberships int NOT NULL DEFAULT 0;
INSERT INTO listener_membership_versions (listener_id, version, active_memberships)
  SELECT m.listener_id, 1, count(*) FROM memberships m WHERE m.status = 'active' GROUP BY m.listener_id
  ON CONFLICT (listener_id) DO UPDATE SET version = listener_membership_versions.version + 1, active_memberships = EXCLUDED.active_memberships;
CREATE FUNCTION count_active_memberships(listener int, delta int) RETURNS void LANGUAGE sql AS $$ INSERT INTO listener_membership_versions (listener_id, version, active_memberships) VALUES (listener, 1, delta) ON CONFLICT (listener_id) DO UPDATE SET active_memberships = listener_membership_versions.active_memberships + delta $$;
CREATE FUNCTION memberships_count_active() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP <> 'INSERT' AND OLD.status = 'active' AND (TG_OP = 'DELETE' OR NEW.status <> 'active' OR NEW.listener_id <> OLD.listener_id) THEN PERFORM count_active_memberships(OLD.listener_id, -1); END IF; IF TG_OP <> 'DELETE' AND NEW.status = 'active' AND (TG_OP = 'INSERT' OR OLD.status <> 'active' OR NEW.listener_id <> OLD.listener_id) THEN PERFORM count_active_memberships(NEW.listener_id, 1); END IF; RETURN NULL; END $$;
CREATE TRIGGER memberships_count AFTER INSERT OR UPDATE OF status, listener_id OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION memberships_count_active();
CREATE FUNCTION memberships_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE listener_membership_versions SET active_memberships = 0; RETURN NULL; END $$;
CREATE TRIGGER memberships_count_truncate AFTER TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION memberships_count_reset();
-- Archived creators are few; the candidates page counts the fan's memberships with them by this index.
CREATE INDEX contributors_archived_idx ON contributors (project_id) WHERE archived_at IS NOT NULL;
