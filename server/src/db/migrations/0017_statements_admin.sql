CREATE TABLE "site_media" (
	"key" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statements" ALTER COLUMN "image_file" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "default_image_file" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "end_date" date DEFAULT (current_date + 365) NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "modified_by" text;--> statement-breakpoint
ALTER TABLE "statements" ADD COLUMN "modified_date" timestamp with time zone;