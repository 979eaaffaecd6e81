CREATE INDEX "machines_display_name_trgm_idx" ON "machines" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_serial_number_trgm_idx" ON "machines" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "machines_name_trgm_idx" ON "machines" USING gin ("name" gin_trgm_ops);