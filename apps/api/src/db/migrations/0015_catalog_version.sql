-- A number bumped by every statement that writes the creators' catalogue (creators, tiers, prices),
-- whoever runs it (operators, the seed, the Stripe sync, a hand edit): API instances keep catalogues
-- in memory and reload them when the number they read (at most GATE_CACHE_SECONDS ago) moved on.
CREATE TABLE catalog_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO catalog_version (id, version) VALUES (true, 0);
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalog_version SET version = version + 1; RETURN NULL; END $$;
CREATE TRIGGER contributors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON contributors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER subscription_tiers_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_tiers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
CREATE TRIGGER subscription_prices_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subscription_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
