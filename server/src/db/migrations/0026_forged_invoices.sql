CREATE TABLE "sat_catalogue_entries" (
	"catalogue" text NOT NULL,
	"key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_from" text,
	"valid_to" text,
	CONSTRAINT "sat_catalogue_entries_catalogue_key_pk" PRIMARY KEY("catalogue","key")
);
--> statement-breakpoint
CREATE TABLE "sat_catalogue_loads" (
	"catalogue" text PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_certificate_revocations" (
	"number" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT 'unspecified' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_certifier_certificates" (
	"number" text PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_demo_authority" (
	"id" integer PRIMARY KEY NOT NULL,
	"certificate" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fiscal_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "fiscal_postal_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lease_product_keys" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "supplier_product_keys" text[];--> statement-breakpoint
-- Demo CSDs made before the demo certification authority were self-signed: the next demo invoice
-- issues new ones by the authority (demo data only; production never holds any).
DELETE FROM "sat_demo_csd";
