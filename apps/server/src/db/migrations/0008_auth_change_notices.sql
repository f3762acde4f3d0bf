-- Every instance caches the rows a token check reads (apps/server/src/http/session-cache.ts) and
-- forgets them all when any of these tables changes: a statement-level trigger sends one notice per
-- statement on the channel the instances LISTEN to, whatever wrote it (the app, a migration, psql).
CREATE FUNCTION "notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('auth_change', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "location_accounts_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_accounts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "organizations_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "licenses_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licenses" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "org_admins_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "org_admins" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_auth_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_change"();
