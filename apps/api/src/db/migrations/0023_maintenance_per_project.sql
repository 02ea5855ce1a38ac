-- Maintenance windows belong to a project (docs/decisions/028-operators-inside-their-project.md):
-- an operator opens and ends only their own project's, and a project's fans see only theirs. NULL is
-- a platform-wide window (every project), opened only by automation with ADMIN_TOKEN
-- (/admin/maintenance, scripts/maintenance.mjs). The windows made before this were global: they stay
-- platform-wide.
ALTER TABLE maintenance_windows ADD COLUMN project_id text REFERENCES projects(id);
CREATE INDEX maintenance_windows_open_idx ON maintenance_windows (window_end, project_id);
