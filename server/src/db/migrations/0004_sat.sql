CREATE TABLE "registered_invoice_ids" (
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"uuid" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registered_invoice_ids_bukrs_lifnr_uuid_pk" PRIMARY KEY("bukrs","lifnr","uuid")
);
--> statement-breakpoint
CREATE TABLE "sat_69b" (
	"rfc" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"situacion" text NOT NULL,
	CONSTRAINT "sat_69b_situacion" CHECK ("sat_69b"."situacion" in ('Presunto', 'Desvirtuado', 'Definitivo', 'Sentencia Favorable'))
);
--> statement-breakpoint
CREATE TABLE "sat_cfdi_registry" (
	"uuid" text PRIMARY KEY NOT NULL,
	"issuer_rfc" text NOT NULL,
	"receiver_rfc" text NOT NULL,
	"total" numeric(24, 6) NOT NULL,
	"estado" text NOT NULL,
	"es_cancelable" text,
	"estatus_cancelacion" text,
	"validacion_efos" text DEFAULT '200' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sat_reception" (
	"uuid" text PRIMARY KEY NOT NULL,
	"recepcion_ok" boolean NOT NULL,
	"recibidos" integer NOT NULL,
	"validos" integer NOT NULL,
	"error" text,
	"mensaje" text
);
