CREATE TABLE "erp_payment_complements" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"augbl" text NOT NULL,
	"gjahr" text NOT NULL,
	"xblnr" text NOT NULL,
	"pdf_sha256" text,
	"xml_sha256" text,
	"registered_by" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_payment_complements_uuid" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "erp_payment_items" (
	"payment_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"complement_id" integer,
	CONSTRAINT "erp_payment_items_payment_id_invoice_id_pk" PRIMARY KEY("payment_id","invoice_id"),
	CONSTRAINT "erp_payment_items_method" CHECK ("erp_payment_items"."payment_method" in ('PPD', 'PUE')),
	CONSTRAINT "erp_payment_items_amount" CHECK ("erp_payment_items"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "erp_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"augbl" text NOT NULL,
	"gjahr" text NOT NULL,
	"augdt" date NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_form" text DEFAULT '03' NOT NULL,
	CONSTRAINT "erp_payments_document" UNIQUE("bukrs","gjahr","augbl")
);
--> statement-breakpoint
ALTER TABLE "erp_payment_complements" ADD CONSTRAINT "erp_payment_complements_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_complements" ADD CONSTRAINT "erp_payment_complements_pdf_sha256_file_blobs_sha256_fk" FOREIGN KEY ("pdf_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_complements" ADD CONSTRAINT "erp_payment_complements_xml_sha256_file_blobs_sha256_fk" FOREIGN KEY ("xml_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_complements" ADD CONSTRAINT "erp_payment_complements_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_items" ADD CONSTRAINT "erp_payment_items_payment_id_erp_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."erp_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_items" ADD CONSTRAINT "erp_payment_items_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payment_items" ADD CONSTRAINT "erp_payment_items_complement_id_erp_payment_complements_id_fk" FOREIGN KEY ("complement_id") REFERENCES "public"."erp_payment_complements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erp_payments" ADD CONSTRAINT "erp_payments_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erp_payment_items_pending" ON "erp_payment_items" USING btree ("bukrs","lifnr") WHERE "erp_payment_items"."payment_method" = 'PPD' and "erp_payment_items"."complement_id" is null;--> statement-breakpoint
CREATE INDEX "erp_payment_items_invoice" ON "erp_payment_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "erp_payments_partner" ON "erp_payments" USING btree ("bukrs","lifnr","augdt");