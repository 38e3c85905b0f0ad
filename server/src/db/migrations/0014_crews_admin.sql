ALTER TABLE "crews" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "crews" ADD COLUMN "modified_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "modified_date" timestamp with time zone;