CREATE TABLE "erp_vendors" (
	"lifnr" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rfc" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_withholding_types" (
	"witht" text PRIMARY KEY NOT NULL,
	"text40" text NOT NULL,
	"wt_withcd" text NOT NULL,
	"percent" numeric(7, 4) NOT NULL,
	"tax" text NOT NULL,
	CONSTRAINT "erp_withholding_types_tax" CHECK ("erp_withholding_types"."tax" in ('ISR', 'IVA'))
);
--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"ebeln" text NOT NULL,
	"ebelp" text NOT NULL,
	"mblnr" text NOT NULL,
	"mjahr" text NOT NULL,
	"zeile" text NOT NULL,
	"kschl" text NOT NULL,
	"budat" date NOT NULL,
	"menge" numeric(13, 3) NOT NULL,
	"meins" text NOT NULL,
	"mwskz" text NOT NULL,
	"wrbtr" numeric(15, 2) NOT NULL,
	"fwste" numeric(15, 2) NOT NULL,
	"waers" text NOT NULL,
	"lfbnr" text NOT NULL,
	"lfpos" text NOT NULL,
	"txz01_essr" text DEFAULT '' NOT NULL,
	"sgtxt" text DEFAULT '' NOT NULL,
	"xblnr" text DEFAULT '' NOT NULL,
	"invoice_id" integer,
	CONSTRAINT "goods_receipt_lines_condition" UNIQUE("ebeln","ebelp","mblnr","mjahr","zeile","kschl")
);
--> statement-breakpoint
CREATE TABLE "goods_receipt_withholdings" (
	"line_id" integer NOT NULL,
	"witht" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	CONSTRAINT "goods_receipt_withholdings_line_id_witht_pk" PRIMARY KEY("line_id","witht")
);
--> statement-breakpoint
CREATE TABLE "invoice_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_parameters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"ebeln" text NOT NULL,
	"ebelp" text NOT NULL,
	"txz01" text NOT NULL,
	"pstyp" text NOT NULL,
	"mwskz" text NOT NULL,
	"menge" numeric(13, 3) NOT NULL,
	"meins" text NOT NULL,
	"netpr" numeric(15, 2) NOT NULL,
	"withholdings" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "purchase_order_items_ebeln_ebelp_pk" PRIMARY KEY("ebeln","ebelp")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "purchase_order_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"ebeln" text PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"lifnr" text NOT NULL,
	"bsart" text NOT NULL,
	"auart" text DEFAULT '' NOT NULL,
	"order_type" text NOT NULL,
	"waers" text NOT NULL,
	"aedat" date NOT NULL,
	"recntxt" text DEFAULT '' NOT NULL,
	"comentario" text DEFAULT '' NOT NULL,
	"payment_days" integer DEFAULT 30 NOT NULL,
	CONSTRAINT "purchase_orders_order_type" CHECK ("purchase_orders"."order_type" in ('01', '02'))
);
--> statement-breakpoint
CREATE TABLE "supplier_changes" (
	"supplier_id" integer PRIMARY KEY NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_configs" (
	"supplier_id" integer NOT NULL,
	"invoice_option_id" integer NOT NULL,
	"invoice_status_id" integer NOT NULL,
	"invoice_type_id" integer NOT NULL,
	"withholding_tax_option_id" integer NOT NULL,
	CONSTRAINT "supplier_invoice_configs_supplier_id_invoice_option_id_pk" PRIMARY KEY("supplier_id","invoice_option_id")
);
--> statement-breakpoint
CREATE TABLE "withholding_tax_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "erp_invoices" DROP CONSTRAINT "erp_invoices_kind";--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_invoice_id_erp_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."erp_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_item" FOREIGN KEY ("ebeln","ebelp") REFERENCES "public"."purchase_order_items"("ebeln","ebelp") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_withholdings" ADD CONSTRAINT "goods_receipt_withholdings_line_id_goods_receipt_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."goods_receipt_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_withholdings" ADD CONSTRAINT "goods_receipt_withholdings_witht_erp_withholding_types_witht_fk" FOREIGN KEY ("witht") REFERENCES "public"."erp_withholding_types"("witht") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_ebeln_purchase_orders_ebeln_fk" FOREIGN KEY ("ebeln") REFERENCES "public"."purchase_orders"("ebeln") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_bukrs_companies_code_fk" FOREIGN KEY ("bukrs") REFERENCES "public"."companies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_lifnr_erp_vendors_lifnr_fk" FOREIGN KEY ("lifnr") REFERENCES "public"."erp_vendors"("lifnr") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_changes" ADD CONSTRAINT "supplier_changes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_configs" ADD CONSTRAINT "supplier_invoice_configs_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_configs" ADD CONSTRAINT "supplier_invoice_configs_invoice_option_id_invoice_options_id_fk" FOREIGN KEY ("invoice_option_id") REFERENCES "public"."invoice_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_configs" ADD CONSTRAINT "supplier_invoice_configs_invoice_status_id_invoice_statuses_id_fk" FOREIGN KEY ("invoice_status_id") REFERENCES "public"."invoice_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_configs" ADD CONSTRAINT "supplier_invoice_configs_invoice_type_id_invoice_types_id_fk" FOREIGN KEY ("invoice_type_id") REFERENCES "public"."invoice_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_configs" ADD CONSTRAINT "supplier_invoice_configs_withholding_tax_option_id_withholding_tax_options_id_fk" FOREIGN KEY ("withholding_tax_option_id") REFERENCES "public"."withholding_tax_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_pending" ON "goods_receipt_lines" USING btree ("bukrs","lifnr","budat") WHERE invoice_id is null;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_key" ON "goods_receipt_lines" USING btree ("mblnr","mjahr","zeile");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_invoice" ON "goods_receipt_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_partner" ON "purchase_orders" USING btree ("bukrs","lifnr","order_type");--> statement-breakpoint
ALTER TABLE "erp_invoices" ADD CONSTRAINT "erp_invoices_kind" CHECK ("erp_invoices"."kind" in ('LEASE', 'MT', 'SUPPLIER', 'RECEIPT'));