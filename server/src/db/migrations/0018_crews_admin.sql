CREATE TABLE "company_config" (
	"company_code" text PRIMARY KEY NOT NULL,
	"payment_term_debit" text NOT NULL,
	"payment_term_advance" text NOT NULL,
	"agreement_pending_days" integer NOT NULL,
	"max_amount_document_1" text NOT NULL,
	"max_amount_document_2" text NOT NULL,
	"total_tolerance" text NOT NULL,
	"iva_percentage" text NOT NULL,
	"web_offer_doc_type" text NOT NULL,
	"quote_doc_type" text NOT NULL,
	"create_order_from_offer" boolean DEFAULT false NOT NULL,
	"credit_notes_order_type" text NOT NULL,
	"show_xml" text DEFAULT 'N' NOT NULL,
	"portfolio_sort" integer DEFAULT 1 NOT NULL,
	"sales_organization" text NOT NULL,
	"distribution_channel" text NOT NULL,
	"division" text NOT NULL,
	"sales_area_name" text NOT NULL,
	"enlist_days" integer NOT NULL,
	"time_limit" text NOT NULL,
	"alst_company_code" text NOT NULL,
	"alst_material" text NOT NULL,
	"totals_layout" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"name" text NOT NULL,
	"order_type_name" text NOT NULL,
	"payment_term_name" text NOT NULL,
	CONSTRAINT "payment_methods_company_name" UNIQUE("company_code","name")
);
--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "modified_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "modified_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_config" ADD CONSTRAINT "company_config_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;