CREATE TABLE "attachment_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_prefix" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leasing_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"condition_type" text NOT NULL
);
