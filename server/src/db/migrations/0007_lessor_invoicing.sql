CREATE TABLE "erp_document_numbers" (
	"bukrs" text NOT NULL,
	"gjahr" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "erp_document_numbers_bukrs_gjahr_pk" PRIMARY KEY("bukrs","gjahr")
);
--> statement-breakpoint
CREATE TABLE "erp_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"uuid" text NOT NULL,
	"xblnr" text NOT NULL,
	"electronic" boolean NOT NULL,
	"belnr" text NOT NULL,
	"gjahr" text NOT NULL,
	"blart" text NOT NULL,
	"bldat" date NOT NULL,
	"budat" date NOT NULL,
	"payment_days" integer NOT NULL,
	"balance" numeric(15, 2) NOT NULL,
	"impuestos" numeric(15, 2) NOT NULL,
	"monto" numeric(15, 2) NOT NULL,
	"retenciones_c" numeric(15, 2) NOT NULL,
	"retenciones_isr" numeric(15, 2) NOT NULL,
	"retenciones_iva" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"recnnr" text,
	"description" text,
	"site" text,
	"service_month" integer,
	"service_year" integer,
	"augdt" date,
	"augbl" text,
	"pdf_sha256" text,
	"xml_sha256" text,
	"annex_sha256" text,
	"registered_by" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_invoices_bukrs_uuid" UNIQUE("bukrs","uuid"),
	CONSTRAINT "erp_invoices_document" UNIQUE("bukrs","gjahr","belnr"),
	CONSTRAINT "erp_invoices_kind" CHECK ("erp_invoices"."kind" in ('LEASE', 'MT'))
);
--> statement-breakpoint
CREATE TABLE "lease_contracts" (
	"bukrs" text NOT NULL,
	"recnnr" text NOT NULL,
	"recntype" text NOT NULL,
	"lifnr" text NOT NULL,
	"recntxt" text NOT NULL,
	"object_id_acct" text NOT NULL,
	"site_name" text NOT NULL,
	"regio" text NOT NULL,
	"cedular_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"variable_maintenance" boolean DEFAULT false NOT NULL,
	"advance_type" text,
	CONSTRAINT "lease_contracts_bukrs_recnnr_pk" PRIMARY KEY("bukrs","recnnr"),
	CONSTRAINT "lease_contracts_recntype" CHECK ("lease_contracts"."recntype" in ('A001', 'A002', 'A003', 'A004')),
	CONSTRAINT "lease_contracts_advance_type" CHECK ("lease_contracts"."advance_type" is null or "lease_contracts"."advance_type" in ('01', '02'))
);
--> statement-breakpoint
CREATE TABLE "lease_lessors" (
	"lifnr" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rfc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_period_items" (
	"cfpayguid" text NOT NULL,
	"posnr" text NOT NULL,
	"object_id_acct" text NOT NULL,
	"site_name" text NOT NULL,
	"text" text NOT NULL,
	"menge" numeric(12, 3) NOT NULL,
	"meins" text NOT NULL,
	"preis" numeric(15, 2) NOT NULL,
	"condvaluenet" numeric(15, 2) NOT NULL,
	"taxvalue" numeric(15, 2) NOT NULL,
	"condvaluegross" numeric(15, 2) NOT NULL,
	CONSTRAINT "lease_period_items_cfpayguid_posnr_pk" PRIMARY KEY("cfpayguid","posnr")
);
--> statement-breakpoint
CREATE TABLE "lease_periods" (
	"cfpayguid" text PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"recnnr" text NOT NULL,
	"lifnr" text NOT NULL,
	"recntype" text NOT NULL,
	"condtype" text NOT NULL,
	"flowtype" text DEFAULT 'V100' NOT NULL,
	"dfaell" date NOT NULL,
	"dbervon" date NOT NULL,
	"dberbis" date NOT NULL,
	"text_d" text NOT NULL,
	"sgtxt" text NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"condvaluenet" numeric(15, 2) NOT NULL,
	"taxvalue" numeric(15, 2) NOT NULL,
	"condvaluegross" numeric(15, 2) NOT NULL,
	"retencion_c" numeric(15, 2) NOT NULL,
	"retencion_isr" numeric(15, 2) NOT NULL,
	"retencion_iva" numeric(15, 2) NOT NULL,
	"monto_total" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"invoice_id" integer,
	CONSTRAINT "lease_periods_status" CHECK ("lease_periods"."status" in ('01', '02', '03')),
	CONSTRAINT "lease_periods_registered" CHECK (("lease_periods"."status" = '01') = ("lease_periods"."invoice_id" is null))
);
--> statement-breakpoint
ALTER TABLE "erp_document_numbers" ADD CONSTRAINT "erp_document_numbers_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_pdf_sha256_file_blobs_sha256_fk" FOREIGN KEY ("pdf_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_xml_sha256_file_blobs_sha256_fk" FOREIGN KEY ("xml_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_annex_sha256_file_blobs_sha256_fk" FOREIGN KEY ("annex_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contracts" ADD CONSTRAINT "lease_contracts_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_contracts" ADD CONSTRAINT "lease_contracts_lifnr_lease_lessors_lifnr_fk" FOREIGN KEY ("lifnr") REFERENCES "public"."lease_lessors"("lifnr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_period_items" ADD CONSTRAINT "lease_period_items_cfpayguid_lease_periods_cfpayguid_fk" FOREIGN KEY ("cfpayguid") REFERENCES "public"."lease_periods"("cfpayguid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_periods" ADD CONSTRAINT "lease_periods_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_periods" ADD CONSTRAINT "lease_periods_contract" FOREIGN KEY ("bukrs","recnnr") REFERENCES "public"."lease_contracts"("bukrs","recnnr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_invoices_open_items" ON "erp_invoices" USING btree ("bukrs","lifnr","bldat");--> statement-breakpoint
CREATE INDEX "erp_invoices_cleared_items" ON "erp_invoices" USING btree ("bukrs","lifnr","augdt");--> statement-breakpoint
CREATE INDEX "lease_contracts_partner" ON "lease_contracts" USING btree ("bukrs","lifnr","recntype");--> statement-breakpoint
CREATE INDEX "lease_periods_partner" ON "lease_periods" USING btree ("bukrs","lifnr","recntype","dfaell");--> statement-breakpoint
CREATE INDEX "lease_periods_contract_due" ON "lease_periods" USING btree ("bukrs","recnnr","dfaell");--> statement-breakpoint
CREATE INDEX "lease_periods_invoice" ON "lease_periods" USING btree ("invoice_id");