-- The API's own database role may read and append to the audit log and the ledger, never empty,
-- rewrite or unguard them (docs/decisions/028-operators-inside-their-project.md). On PostgreSQL,
-- migrations run as the tables' owner (DATABASE_OWNER_URL) and the API connects as a login role that
-- is a member of `fan_api` (README "Production"): not the owner, so it can neither disable the
-- append-only triggers nor TRUNCATE. This file makes `fan_api` where the owner may create roles
-- (otherwise the DBA creates it first, then it is granted here) and gives it what the API needs:
-- read and write on every table, except UPDATE, DELETE and TRUNCATE of the audit log and the ledger,
-- and only reading the list of applied migrations. Tables made by later migrations (as the same
-- owner) get the same default grants; a new protected table must revoke its own.
-- On PGlite (one embedded user, development only) the role is made and granted but nobody logs in as it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN
    BEGIN
      CREATE ROLE fan_api NOLOGIN;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE NOTICE 'fan_api: this role may not create roles; create it (CREATE ROLE fan_api NOLOGIN) and migrate again';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fan_api') THEN
    GRANT USAGE ON SCHEMA public TO fan_api;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO fan_api;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO fan_api;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO fan_api;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO fan_api;
    REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON operator_audit_log, point_ledger_entries FROM fan_api;
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON schema_migrations FROM fan_api;
  END IF;
END $$;
REVOKE UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES ON operator_audit_log, point_ledger_entries FROM PUBLIC;
