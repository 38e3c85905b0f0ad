CREATE TABLE "erp_business_partners" (
	"partner_id" text NOT NULL,
	"bp_type" text NOT NULL,
	"lifnr" text NOT NULL,
	"name" text NOT NULL,
	"tin" text NOT NULL,
	"non_deductible" boolean DEFAULT false NOT NULL,
	"maint_variable" boolean DEFAULT false NOT NULL,
	"company_codes" text[] NOT NULL,
	"site_ids" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "erp_business_partners_bp_type_partner_id_pk" PRIMARY KEY("bp_type","partner_id")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code_salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"phone" text NOT NULL,
	"pending_data" jsonb NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_file" text NOT NULL,
	"pdf_file" text,
	"for_lessor" boolean DEFAULT false NOT NULL,
	"for_supplier" boolean DEFAULT false NOT NULL,
	"all_region" boolean DEFAULT true NOT NULL,
	"regions" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_tokens" ADD CONSTRAINT "recovery_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_tokens_user_idx" ON "recovery_tokens" USING btree ("user_id");