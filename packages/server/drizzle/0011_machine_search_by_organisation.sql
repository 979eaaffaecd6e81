CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "machines_customer_search_idx" ON "machines" USING gin ("customer_id","display_name" gin_trgm_ops,"serial_number" gin_trgm_ops,"name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_customer_display_name_lower_idx" ON "machines" USING btree ("customer_id",lower("display_name") text_pattern_ops,"display_name","id");--> statement-breakpoint
CREATE INDEX "machines_customer_serial_number_lower_idx" ON "machines" USING btree ("customer_id",lower("serial_number") text_pattern_ops,"display_name","id");