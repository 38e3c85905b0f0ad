CREATE TABLE "customer_balance_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"kunnr" text NOT NULL,
	"item_type" text NOT NULL,
	"belnr" text NOT NULL,
	"gjahr" text NOT NULL,
	"blart" text NOT NULL,
	"xblnr" text NOT NULL,
	"bldat" date NOT NULL,
	"budat" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text NOT NULL,
	"discount" numeric(15, 2) NOT NULL,
	"augbl" text NOT NULL,
	"augdt" date,
	"invoice_id" text NOT NULL,
	"order_id" text NOT NULL,
	"credit_limit" numeric(15, 2) NOT NULL,
	CONSTRAINT "customer_balance_documents_doc" UNIQUE("bukrs","belnr","gjahr")
);
--> statement-breakpoint
CREATE TABLE "customer_contract_lines" (
	"vbeln" text NOT NULL,
	"posnr" text NOT NULL,
	"matnr" text NOT NULL,
	"maktx" text NOT NULL,
	"pstyv" text NOT NULL,
	"initial_quantity" numeric(15, 3) NOT NULL,
	"remaining_quantity" numeric(15, 3) NOT NULL,
	"unit" text NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"price_date" date NOT NULL,
	"receiver_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"werks" text NOT NULL,
	CONSTRAINT "customer_contract_lines_vbeln_posnr_pk" PRIMARY KEY("vbeln","posnr")
);
--> statement-breakpoint
CREATE TABLE "customer_contracts" (
	"vbeln" text PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"vkorg" text NOT NULL,
	"vtweg" text NOT NULL,
	"spart" text NOT NULL,
	"auart" text NOT NULL,
	"status_id" text NOT NULL,
	"status_name" text NOT NULL,
	"audat" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"kunnr" text NOT NULL,
	"client_name" text NOT NULL,
	"receiver_address_id" text NOT NULL,
	"bstkd" text NOT NULL,
	"external_order_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_invoice_lines" (
	"vbeln" text NOT NULL,
	"posnr" text NOT NULL,
	"matnr" text NOT NULL,
	"maktx" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"price" numeric(15, 2) NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"iva" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "customer_invoice_lines_vbeln_posnr_pk" PRIMARY KEY("vbeln","posnr")
);
--> statement-breakpoint
CREATE TABLE "customer_invoice_withholdings" (
	"vbeln" text NOT NULL,
	"witht" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	CONSTRAINT "customer_invoice_withholdings_vbeln_witht_pk" PRIMARY KEY("vbeln","witht")
);
--> statement-breakpoint
CREATE TABLE "customer_invoices" (
	"vbeln" text PRIMARY KEY NOT NULL,
	"bukrs" text NOT NULL,
	"kunag" text NOT NULL,
	"vbeln_va" text NOT NULL,
	"fkdat" date NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_materials" (
	"bukrs" text NOT NULL,
	"kunnr" text NOT NULL,
	"matnr" text NOT NULL,
	"maktx" text NOT NULL,
	"gross_weight" numeric(13, 3) NOT NULL,
	"net_weight" numeric(13, 3) NOT NULL,
	"weight_unit" text NOT NULL,
	"unit" text NOT NULL,
	"manufacturing_days" integer NOT NULL,
	"abc_class" text NOT NULL,
	"position_type" text NOT NULL,
	"group1" text NOT NULL,
	"group2" text NOT NULL,
	"group3" text NOT NULL,
	"group4" text NOT NULL,
	"group5" text NOT NULL,
	"werks" text NOT NULL,
	CONSTRAINT "customer_materials_bukrs_kunnr_matnr_pk" PRIMARY KEY("bukrs","kunnr","matnr")
);
--> statement-breakpoint
CREATE TABLE "customer_sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"vbeln" text NOT NULL,
	"contract" text NOT NULL,
	"posnr" text NOT NULL,
	"kunnr" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"bstkd" text NOT NULL,
	"client_key" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_sales_orders_vbeln_unique" UNIQUE("vbeln"),
	CONSTRAINT "customer_sales_orders_client_key" UNIQUE("created_by","client_key")
);
--> statement-breakpoint
CREATE TABLE "customer_ship_to_tickets" (
	"folio" text PRIMARY KEY NOT NULL,
	"kunnr" text NOT NULL,
	"sap_status" text NOT NULL,
	"request_date" date NOT NULL,
	"request_time" text NOT NULL,
	"created_time" text NOT NULL,
	"receiver_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_contract_lines" ADD CONSTRAINT "customer_contract_lines_vbeln_customer_contracts_vbeln_fk" FOREIGN KEY ("vbeln") REFERENCES "public"."customer_contracts"("vbeln") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoice_lines" ADD CONSTRAINT "customer_invoice_lines_vbeln_customer_invoices_vbeln_fk" FOREIGN KEY ("vbeln") REFERENCES "public"."customer_invoices"("vbeln") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoice_withholdings" ADD CONSTRAINT "customer_invoice_withholdings_vbeln_customer_invoices_vbeln_fk" FOREIGN KEY ("vbeln") REFERENCES "public"."customer_invoices"("vbeln") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_orders" ADD CONSTRAINT "customer_sales_orders_contract_customer_contracts_vbeln_fk" FOREIGN KEY ("contract") REFERENCES "public"."customer_contracts"("vbeln") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_orders" ADD CONSTRAINT "customer_sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;