CREATE TABLE "access_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tin" text NOT NULL,
	"bp_type" text NOT NULL,
	"partner_id" text NOT NULL,
	"site_id" text,
	"email" text NOT NULL,
	"erp_email" text,
	"partner_name" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "first_password_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"code_salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_business_partners" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temporary_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "first_password_codes" ADD CONSTRAINT "first_password_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_requests_pending_uq" ON "access_requests" USING btree ("bp_type","partner_id") WHERE "access_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "access_requests_status_idx" ON "access_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Temporary passwords mailed before they could expire get the usual 72 hours from this release.
UPDATE "users" SET "temporary_password_expires_at" = now() + interval '72 hours' WHERE "force_password_change" AND "password_hash" IS NOT NULL AND NOT "password_pending";
