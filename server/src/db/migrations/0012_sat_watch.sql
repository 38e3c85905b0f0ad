CREATE TABLE "notice_log" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_log_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"disabled" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"detected_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	CONSTRAINT "sat_alerts_kind" CHECK ("sat_alerts"."kind" in ('state', 'listed69b'))
);
--> statement-breakpoint
CREATE TABLE "sat_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"state" text,
	"estado" text,
	"estatus_cancelacion" text,
	"listed_69b" boolean,
	"changed" boolean DEFAULT false NOT NULL,
	"failure" text
);
--> statement-breakpoint
CREATE TABLE "sat_watch" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"estado" text NOT NULL,
	"es_cancelable" text,
	"estatus_cancelacion" text,
	"listed_69b" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sat_watch_state" CHECK ("sat_watch"."state" in ('vigente', 'cancelling', 'cancelled', 'notFound'))
);
--> statement-breakpoint
CREATE TABLE "sat_watch_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_alerts" ADD CONSTRAINT "sat_alerts_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_alerts" ADD CONSTRAINT "sat_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_checks" ADD CONSTRAINT "sat_checks_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sat_watch" ADD CONSTRAINT "sat_watch_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sat_alerts_open" ON "sat_alerts" USING btree ("detected_at") WHERE acknowledged_at is null;--> statement-breakpoint
CREATE INDEX "sat_alerts_invoice" ON "sat_alerts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "sat_checks_invoice" ON "sat_checks" USING btree ("invoice_id","checked_at");