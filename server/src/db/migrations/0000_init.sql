CREATE TABLE "menu_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"parent_key" text,
	"title" text NOT NULL,
	"icon" text,
	"to" text,
	"query" jsonb,
	"hidden" boolean DEFAULT false NOT NULL,
	"module_code" text,
	"requires_agreement" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" integer DEFAULT 3 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_assignment" (
	"role_id" integer NOT NULL,
	"assignable_role_id" integer NOT NULL,
	CONSTRAINT "role_assignment_role_id_assignable_role_id_pk" PRIMARY KEY("role_id","assignable_role_id")
);
--> statement-breakpoint
CREATE TABLE "role_module" (
	"role_id" integer NOT NULL,
	"module_code" text NOT NULL,
	CONSTRAINT "role_module_role_id_module_code_pk" PRIMARY KEY("role_id","module_code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company_all" boolean DEFAULT false NOT NULL,
	"select_supplier" boolean DEFAULT false NOT NULL,
	"select_crew" boolean DEFAULT false NOT NULL,
	"select_region" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "client_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_code" text NOT NULL,
	"agreement" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "client_agreements_unique" UNIQUE("client_code","agreement")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"child_code" text,
	"company_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"type" integer NOT NULL,
	CONSTRAINT "clients_code_child_unique" UNIQUE NULLS NOT DISTINCT("code","child_code")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tin" text NOT NULL,
	"lessor_begin_day" integer DEFAULT 1 NOT NULL,
	"lessor_end_day" integer DEFAULT 31 NOT NULL,
	"supplier_begin_day" integer DEFAULT 1 NOT NULL,
	"supplier_end_day" integer DEFAULT 31 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"company_code" text NOT NULL,
	"supplier_id" integer,
	"region_code" text
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_company" (
	"supplier_id" integer NOT NULL,
	"company_code" text NOT NULL,
	CONSTRAINT "supplier_company_supplier_id_company_code_pk" PRIMARY KEY("supplier_id","company_code")
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_type" (
	"supplier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "supplier_invoice_type_supplier_id_code_pk" PRIMARY KEY("supplier_id","code")
);
--> statement-breakpoint
CREATE TABLE "supplier_order_type" (
	"supplier_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "supplier_order_type_supplier_id_code_pk" PRIMARY KEY("supplier_id","code")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"tin" text NOT NULL,
	"is_lessor" boolean DEFAULT false NOT NULL,
	"is_supplier" boolean DEFAULT false NOT NULL,
	"is_non_deductible" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"invoice_option_id" integer,
	"invoice_status_id" integer,
	"invoice_type_id" integer,
	"withholding_tax_option_id" integer,
	CONSTRAINT "suppliers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"template" text,
	"user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"action_id" integer NOT NULL,
	"user_id" integer,
	"user_display_name" text,
	"resource" text NOT NULL,
	"target" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_key_user_id_pk" PRIMARY KEY("key","user_id")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"password_pending" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'es' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "profile" (
	"id" integer PRIMARY KEY NOT NULL,
	"user_password_complexity" integer DEFAULT 1 NOT NULL,
	"user_password_lenght" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" integer PRIMARY KEY NOT NULL,
	"image_logotype_file" text,
	"image_home_file" text,
	"image_favicon_file" text,
	"color_primary" text NOT NULL,
	"google_recaptcha_site_key" text,
	"google_recaptcha" boolean DEFAULT false NOT NULL,
	"msg_out_body" text,
	"msg_start" text,
	"active" boolean DEFAULT true NOT NULL,
	"company_id" text,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text
);
--> statement-breakpoint
CREATE TABLE "user_company" (
	"user_id" integer NOT NULL,
	"company_code" text NOT NULL,
	CONSTRAINT "user_company_user_id_company_code_pk" PRIMARY KEY("user_id","company_code")
);
--> statement-breakpoint
CREATE TABLE "user_crew" (
	"user_id" integer NOT NULL,
	"crew_code" text NOT NULL,
	CONSTRAINT "user_crew_user_id_crew_code_pk" PRIMARY KEY("user_id","crew_code")
);
--> statement-breakpoint
CREATE TABLE "user_module" (
	"user_id" integer NOT NULL,
	"module_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "user_module_user_id_module_code_pk" PRIMARY KEY("user_id","module_code")
);
--> statement-breakpoint
CREATE TABLE "user_region" (
	"user_id" integer NOT NULL,
	"region_code" text NOT NULL,
	CONSTRAINT "user_region_user_id_region_code_pk" PRIMARY KEY("user_id","region_code")
);
--> statement-breakpoint
CREATE TABLE "user_supplier" (
	"user_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	CONSTRAINT "user_supplier_user_id_supplier_id_pk" PRIMARY KEY("user_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"phone_number_home" text,
	"phone_number_additional" text,
	"zip_code" text,
	"contact_name" text,
	"contact_email" text,
	"sales_representative" text,
	"site_admin" boolean DEFAULT false NOT NULL,
	"site_portal" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"lockout_enabled" boolean DEFAULT true NOT NULL,
	"child" boolean DEFAULT false NOT NULL,
	"employee" boolean DEFAULT false NOT NULL,
	"client_parent_id" text,
	"client_child_id" text,
	"current_user_data_update_date" timestamp with time zone,
	"next_user_data_update_date" timestamp with time zone,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"company_code" text,
	"role_id" integer NOT NULL,
	"created_by" integer,
	"created_by_admin" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"password_hash" text,
	"password_pending" boolean DEFAULT false NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"lockout_end" timestamp with time zone,
	"force_agreement_accept" boolean DEFAULT false NOT NULL,
	"force_password_change" boolean DEFAULT false NOT NULL,
	"force_user_data_update" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
ALTER TABLE "menu_entries" ADD CONSTRAINT "menu_entries_module_code_modules_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."modules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignment" ADD CONSTRAINT "role_assignment_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_assignment" ADD CONSTRAINT "role_assignment_assignable_role_id_roles_id_fk" FOREIGN KEY ("assignable_role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module" ADD CONSTRAINT "role_module_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_module" ADD CONSTRAINT "role_module_module_code_modules_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."modules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_company" ADD CONSTRAINT "supplier_company_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_company" ADD CONSTRAINT "supplier_company_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_type" ADD CONSTRAINT "supplier_invoice_type_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_type" ADD CONSTRAINT "supplier_order_type_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company" ADD CONSTRAINT "user_company_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company" ADD CONSTRAINT "user_company_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_crew" ADD CONSTRAINT "user_crew_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_crew" ADD CONSTRAINT "user_crew_crew_code_crews_code_fk" FOREIGN KEY ("crew_code") REFERENCES "public"."crews"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_module" ADD CONSTRAINT "user_module_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_module" ADD CONSTRAINT "user_module_module_code_modules_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."modules"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_region" ADD CONSTRAINT "user_region_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_region" ADD CONSTRAINT "user_region_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier" ADD CONSTRAINT "user_supplier_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_supplier" ADD CONSTRAINT "user_supplier_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_reference_idx" ON "audit_events" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");