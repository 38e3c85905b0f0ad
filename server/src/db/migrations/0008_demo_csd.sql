CREATE TABLE "sat_demo_csd" (
	"rfc" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"number" text NOT NULL,
	"certificate" text NOT NULL,
	"private_key" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sat_demo_csd_number_unique" UNIQUE("number")
);
