CREATE TABLE "upload_parts" (
	"user_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"offset" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "upload_parts_user_id_upload_id_offset_pk" PRIMARY KEY("user_id","upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"user_id" integer NOT NULL,
	"upload_id" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"sha256" text,
	"received" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_user_id_upload_id_pk" PRIMARY KEY("user_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD COLUMN "created_date" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_user_id_upload_id_uploads_user_id_upload_id_fk" FOREIGN KEY ("user_id","upload_id") REFERENCES "public"."uploads"("user_id","upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_attachments_client_id" ON "maintenance_attachments" USING btree ("created_by_user_id","client_id");