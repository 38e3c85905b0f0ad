CREATE TABLE "file_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_antennas" (
	"aufnr" text NOT NULL,
	"antenna" integer NOT NULL,
	"technology_code" text NOT NULL,
	"size_code" text NOT NULL,
	"ncra" double precision NOT NULL,
	"um" text NOT NULL,
	"orientation" integer NOT NULL,
	"sector_code" text NOT NULL,
	"concessionaire_code" text NOT NULL,
	"observations" text DEFAULT '' NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"status_pr" text DEFAULT '' NOT NULL,
	"comments_pr" text DEFAULT '' NOT NULL,
	"status_tl" text DEFAULT '' NOT NULL,
	"comments_tl" text DEFAULT '' NOT NULL,
	CONSTRAINT "maintenance_antennas_aufnr_antenna_pk" PRIMARY KEY("aufnr","antenna")
);
--> statement-breakpoint
CREATE TABLE "maintenance_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"aufnr" text NOT NULL,
	"attachment_type_id" integer NOT NULL,
	"description" text NOT NULL,
	"notes" text NOT NULL,
	"file_name" text NOT NULL,
	"file_ext" text NOT NULL,
	"file_size" integer NOT NULL,
	"blob_sha256" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenance_characteristics" (
	"aufnr" text NOT NULL,
	"owner_uuid" text NOT NULL,
	"sequence" integer NOT NULL,
	"char_text" text NOT NULL,
	"char_comments" text DEFAULT '' NOT NULL,
	"char_comments_indicator" boolean DEFAULT false NOT NULL,
	"char_status" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "maintenance_characteristics_owner_uuid_sequence_pk" PRIMARY KEY("owner_uuid","sequence")
);
--> statement-breakpoint
CREATE TABLE "maintenance_groups" (
	"uuid_obj" text PRIMARY KEY NOT NULL,
	"aufnr" text NOT NULL,
	"sequence" integer NOT NULL,
	"group_code" text NOT NULL,
	"group_version" text NOT NULL,
	"group_variant" text NOT NULL,
	"group_text" text NOT NULL,
	"group_status" text DEFAULT '' NOT NULL,
	"group_comments" text DEFAULT '' NOT NULL,
	"status_pr" text DEFAULT '' NOT NULL,
	"comments_pr" text DEFAULT '' NOT NULL,
	"status_tl" text DEFAULT '' NOT NULL,
	"comments_tl" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_inventories" (
	"aufnr" text PRIMARY KEY NOT NULL,
	"uuid_obj" text NOT NULL,
	"building_height" double precision NOT NULL,
	"tower_type" text NOT NULL,
	"tower_height" double precision NOT NULL,
	"general_comments" text DEFAULT '' NOT NULL,
	"status_pr" text DEFAULT '' NOT NULL,
	"comments_pr" text DEFAULT '' NOT NULL,
	"status_tl" text DEFAULT '' NOT NULL,
	"comments_tl" text DEFAULT '' NOT NULL,
	"technology_options" jsonb NOT NULL,
	"size_options" jsonb NOT NULL,
	"sector_options" jsonb NOT NULL,
	"concessionaire_options" jsonb NOT NULL,
	CONSTRAINT "maintenance_inventories_uuid_obj_unique" UNIQUE("uuid_obj")
);
--> statement-breakpoint
CREATE TABLE "maintenance_orders" (
	"aufnr" text PRIMARY KEY NOT NULL,
	"auart" text NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"arbpl" text NOT NULL,
	"work_cntr" text,
	"status" text NOT NULL,
	"order_status" text DEFAULT '' NOT NULL,
	"txt" text NOT NULL,
	"month" text NOT NULL,
	"funct_loc" text NOT NULL,
	"descript" text NOT NULL,
	"po_number" text NOT NULL,
	"fsavd" date NOT NULL,
	"fsavz" text NOT NULL,
	"tdline" text NOT NULL,
	"latu" double precision NOT NULL,
	"lotu" double precision NOT NULL,
	"city1" text NOT NULL,
	"region" text NOT NULL,
	"str_suppl1" text NOT NULL,
	"str_suppl2" text NOT NULL,
	"order_comments" text NOT NULL,
	"op" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenance_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"aufnr" text NOT NULL,
	"owner_uuid" text,
	"char_sequence" integer,
	"antenna" integer,
	"sequence" integer NOT NULL,
	"lat" double precision,
	"longitud" double precision,
	"taken_date" date,
	"taken_time" text,
	"blob_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maintenance_antennas" ADD CONSTRAINT "maintenance_antennas_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_attachment_type_id_attachment_types_id_fk" FOREIGN KEY ("attachment_type_id") REFERENCES "public"."attachment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_attachments" ADD CONSTRAINT "maintenance_attachments_blob_sha256_file_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_characteristics" ADD CONSTRAINT "maintenance_characteristics_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_groups" ADD CONSTRAINT "maintenance_groups_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_inventories" ADD CONSTRAINT "maintenance_inventories_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_orders" ADD CONSTRAINT "maintenance_orders_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_aufnr_maintenance_orders_aufnr_fk" FOREIGN KEY ("aufnr") REFERENCES "public"."maintenance_orders"("aufnr") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_photos" ADD CONSTRAINT "maintenance_photos_blob_sha256_file_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_attachments_aufnr" ON "maintenance_attachments" USING btree ("aufnr");--> statement-breakpoint
CREATE INDEX "maintenance_chars_aufnr" ON "maintenance_characteristics" USING btree ("aufnr");--> statement-breakpoint
CREATE INDEX "maintenance_groups_aufnr" ON "maintenance_groups" USING btree ("aufnr","sequence");--> statement-breakpoint
CREATE INDEX "maintenance_orders_bukrs_fsavd" ON "maintenance_orders" USING btree ("bukrs","fsavd");--> statement-breakpoint
CREATE INDEX "maintenance_orders_lifnr" ON "maintenance_orders" USING btree ("lifnr");--> statement-breakpoint
CREATE INDEX "maintenance_orders_work_cntr" ON "maintenance_orders" USING btree ("work_cntr");--> statement-breakpoint
CREATE INDEX "maintenance_orders_funct_loc" ON "maintenance_orders" USING btree ("funct_loc");--> statement-breakpoint
CREATE INDEX "maintenance_photos_aufnr" ON "maintenance_photos" USING btree ("aufnr");