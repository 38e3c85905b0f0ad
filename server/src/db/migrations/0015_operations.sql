CREATE TABLE "server_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text NOT NULL,
	"route" text NOT NULL,
	"error_class" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
CREATE INDEX "server_errors_date_idx" ON "server_errors" USING btree ("date");