-- Automation's platform-wide maintenance windows (/admin/maintenance, ADMIN_TOKEN) are audited like an
-- operator's (docs/decisions/028-operators-inside-their-project.md, issue 30.4): their rows belong to no
-- project, as the windows themselves (maintenance_windows.project_id NULL). Every project's operators
-- see them in their audit log beside their own.
ALTER TABLE operator_audit_log ALTER COLUMN project_id DROP NOT NULL;
