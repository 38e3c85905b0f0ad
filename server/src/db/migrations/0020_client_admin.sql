CREATE TABLE "erp_customers" (
	"kunnr" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tin" text NOT NULL,
	"bukrs" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "modified_date" timestamp with time zone;