-- The version stamp of the catalogues every Session carries alike: the site record (with its
-- company's name), countries, attachment types, leasing types and the menu tree. Each server
-- instance keeps them in memory and rebuilds its copy only when this number moved; any write to
-- those tables (an admin page, the reference-data seed, a migration, another instance, psql) moves
-- it through the statement-level triggers below, in the writer's own transaction.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "site_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- The site record shows its company's name.
CREATE TRIGGER "companies_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "attachment_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attachment_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "leasing_types_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leasing_types"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "menu_entries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_entries"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
-- What a Session carries of one user (spec 1 §3 Session), on p_today (for the agreements'
-- validity): the account with its role, the organisation lists already written as the wire's JSON,
-- and the catalogue version above. A function so that each connection parses and plans it once:
-- planned on every call, this one statement cost more than all the rest of a session refresh
-- (server/src/modules/session/session-lists.ts, where its rules are told). Every list has a total
-- order, so the same data always writes the same text (a Session's Tag hashes it).
CREATE FUNCTION "session_content"("p_user_id" integer, "p_today" date)
RETURNS TABLE (
	"userId" integer,
	"userName" text,
	"name" text,
	"email" text,
	"roleId" integer,
	"roleName" text,
	"createdByAdmin" boolean,
	"forceAgreementAccept" boolean,
	"forcePasswordChange" boolean,
	"forceUserDataUpdate" boolean,
	"clientCode" text,
	"hasActiveAgreement" boolean,
	"activeModules" text[],
	"company" text,
	"companyList" text,
	"supplierList" text,
	"regionList" text,
	"crewList" text,
	"moduleList" text,
	"roleAssignment" text,
	"clientChildList" text,
	"catalogueVersion" text
) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
	RETURN QUERY
	WITH me AS (
		SELECT u.id, u.user_name, u.name, u.email, u.role_id, r.name AS role_name, r.company_all,
			u.company_code, u.created_by_admin, u.force_agreement_accept, u.force_password_change,
			u.force_user_data_update, u.client_parent_id, u.client_child_id,
			coalesce(u.client_child_id, u.client_parent_id) AS client_code
		FROM users u JOIN roles r ON r.id = u.role_id
		WHERE u.id = p_user_id
	),
	-- The user's active lessors/suppliers.
	my_suppliers AS (
		SELECT s.* FROM me
		JOIN user_supplier us ON us.user_id = me.id
		JOIN suppliers s ON s.id = us.supplier_id
		WHERE s.active
	),
	-- Every active company for CompanyAll roles, else the user's own active ones.
	my_companies AS (
		SELECT c.* FROM companies c, me
		WHERE c.active AND (me.company_all OR EXISTS (
			SELECT 1 FROM user_company uc WHERE uc.user_id = me.id AND uc.company_code = c.code))
	),
	-- A deactivated client (or association with it) keeps its code but is not open.
	my_client AS (
		SELECT me.client_code,
			me.client_code IS NOT NULL AND (me.client_parent_id IS NULL OR (
				coalesce((SELECT p.active FROM clients p
					WHERE p.code = me.client_parent_id AND p.child_code IS NULL), false)
				AND (me.client_child_id IS NULL OR coalesce((SELECT a.active FROM clients a
					WHERE a.code = me.client_parent_id AND a.child_code = me.client_child_id), false))
			)) AS open,
			me.client_child_id IS NULL AS principal
		FROM me
	),
	-- The active child clients of an open principal client.
	my_children AS (
		SELECT c.child_code FROM clients c, my_client mc
		WHERE mc.open AND mc.principal AND c.code = mc.client_code AND c.type = 2 AND c.active
			AND c.child_code IS NOT NULL
	)
	SELECT me.id, me.user_name, me.name, me.email, me.role_id, me.role_name, me.created_by_admin,
		me.force_agreement_accept, me.force_password_change, me.force_user_data_update,
		me.client_code,
		-- A child client orders from its own agreements only; a principal from its own and its
		-- children's.
		EXISTS (
			SELECT 1 FROM client_agreements ca, my_client mc
			WHERE mc.open AND ca.active AND ca.valid_from <= p_today AND ca.valid_to >= p_today
				AND (ca.client_code = mc.client_code
					OR ca.client_code IN (SELECT child_code FROM my_children))
		),
		-- A module counts as active only when both the grant and the module are.
		coalesce((SELECT array_agg(m.code ORDER BY m.code) FROM user_module um
			JOIN modules m ON m.code = um.module_code
			WHERE um.user_id = me.id AND um.active AND m.active), '{}'),
		-- The main company: the user's own when listed, else the first listed.
		coalesce((SELECT json_build_object('Code', c.code, 'Name', c.name) FROM my_companies c
			ORDER BY coalesce(c.code = me.company_code, false) DESC, c.code LIMIT 1), 'null')::text,
		-- Each company with its crews: every one for CompanyAll roles, else those of the user's
		-- lessors/suppliers and the user's own.
		coalesce((SELECT json_agg(json_build_object(
				'Code', c.code, 'Name', c.name, 'TIN', c.tin,
				'SupplierBeginDay', c.supplier_begin_day, 'SupplierEndDay', c.supplier_end_day,
				'LessorBeginDay', c.lessor_begin_day, 'LessorEndDay', c.lessor_end_day,
				'Crew', coalesce((SELECT json_agg(json_build_object(
						'Active', cr.active, 'Code', cr.code, 'Name', cr.name) ORDER BY cr.code)
					FROM crews cr
					WHERE cr.company_code = c.code AND (me.company_all
						OR cr.supplier_id IN (SELECT id FROM my_suppliers)
						OR cr.code IN (SELECT crew_code FROM user_crew WHERE user_id = me.id))), '[]')
			) ORDER BY c.code) FROM my_companies c), '[]')::text,
		-- Each lessor/supplier with its invoice types, purchase-order types and configurations.
		coalesce((SELECT json_agg(json_build_object(
				'Code', s.code, 'Name', s.name, 'TIN', s.tin, 'IsNonDeductible', s.is_non_deductible,
				'InvoiceType', coalesce((SELECT json_agg(json_build_object('Code', t.code, 'Name', t.name)
					ORDER BY t.code) FROM supplier_invoice_type t WHERE t.supplier_id = s.id), '[]'),
				'PurchaseOrderType', coalesce((SELECT json_agg(json_build_object(
						'Code', t.code, 'Name', t.name) ORDER BY t.code)
					FROM supplier_order_type t WHERE t.supplier_id = s.id), '[]'),
				'InvoiceConfig', coalesce((SELECT json_agg(json_build_object(
						'InvoiceOptionId', k.invoice_option_id, 'InvoiceStatusId', k.invoice_status_id,
						'InvoiceTypeId', k.invoice_type_id,
						'WithHoldingTaxOptionId', k.withholding_tax_option_id) ORDER BY k.invoice_option_id)
					FROM supplier_invoice_configs k WHERE k.supplier_id = s.id), '[]')
			) ORDER BY s.code) FROM my_suppliers s), '[]')::text,
		coalesce((SELECT json_agg(json_build_object(
				'Code', rg.code, 'Name', rg.name, 'Active', rg.active) ORDER BY rg.code)
			FROM user_region ur JOIN regions rg ON rg.code = ur.region_code
			WHERE ur.user_id = me.id), '[]')::text,
		coalesce((SELECT json_agg(json_build_object(
				'Active', cr.active, 'Code', cr.code, 'Name', cr.name) ORDER BY cr.code)
			FROM user_crew uc JOIN crews cr ON cr.code = uc.crew_code
			WHERE uc.user_id = me.id), '[]')::text,
		coalesce((SELECT json_agg(json_build_object(
				'Code', m.code, 'Active', um.active AND m.active) ORDER BY m.code)
			FROM user_module um JOIN modules m ON m.code = um.module_code
			WHERE um.user_id = me.id), '[]')::text,
		coalesce((SELECT json_agg(json_build_object('Id', ro.id, 'Name', ro.name) ORDER BY ro.id)
			FROM role_assignment ra JOIN roles ro ON ro.id = ra.assignable_role_id
			WHERE ra.role_id = me.role_id), '[]')::text,
		coalesce((SELECT json_agg(child_code ORDER BY child_code) FROM my_children), '[]')::text,
		(SELECT version::text FROM catalogue_version WHERE id = 1)
	FROM me;
END
$$;
