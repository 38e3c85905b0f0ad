-- Indexes that the lists' online indexes (server/src/db/online-indexes.ts) begin with: each was a
-- prefix of one of those (company and date, lessor, crew), costing every order write for nothing.
DROP INDEX "maintenance_orders_bukrs_fsavd";--> statement-breakpoint
DROP INDEX "maintenance_orders_lifnr";--> statement-breakpoint
DROP INDEX "maintenance_orders_work_cntr";