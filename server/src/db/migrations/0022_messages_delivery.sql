ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "error_kind" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "error_kind" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "response" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at","id") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
-- Messages written before delivery existed are worth sending for one day after they were queued:
-- older ones carried links and codes long expired.
UPDATE "mail_outbox" SET "expires_at" = "created_at" + interval '1 day' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "sms_outbox" SET "expires_at" = "created_at" + interval '1 day' WHERE "status" = 'pending';
