-- The receipts answer now carries each line as a row of values (RECEIPT_COLUMNS) instead of an
-- object: the texts stored in the old form are cleared, and the next read writes them again.
UPDATE "goods_receipt_lines" SET "answer" = NULL, "withholdings_answer" = NULL;
