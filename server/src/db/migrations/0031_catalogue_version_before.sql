-- The catalogue version is bumped BEFORE each writing statement on a catalogue table instead of
-- after it. After the statement, a writer held the rows it wrote while it waited for the version
-- row, and held the version row while it went on to write other catalogue rows: two transactions
-- writing two catalogues in opposite orders could each wait for the other (a deadlock). Before
-- the statement, every catalogue writer takes the version row first, holding no catalogue row
-- yet, so writers queue on it instead. A statement that then writes nothing still moves the
-- version: the instances only rebuild their copies once more.
DROP TRIGGER "site_catalogue_version" ON "site";
--> statement-breakpoint
CREATE TRIGGER "site_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TRIGGER "companies_catalogue_version" ON "companies";
--> statement-breakpoint
CREATE TRIGGER "companies_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TRIGGER "countries_catalogue_version" ON "countries";
--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TRIGGER "attachment_types_catalogue_version" ON "attachment_types";
--> statement-breakpoint
CREATE TRIGGER "attachment_types_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachment_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TRIGGER "leasing_types_catalogue_version" ON "leasing_types";
--> statement-breakpoint
CREATE TRIGGER "leasing_types_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leasing_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
DROP TRIGGER "menu_entries_catalogue_version" ON "menu_entries";
--> statement-breakpoint
CREATE TRIGGER "menu_entries_catalogue_version" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
