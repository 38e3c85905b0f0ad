ALTER TABLE "goods_receipt_lines" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD COLUMN "withholdings_answer" text;