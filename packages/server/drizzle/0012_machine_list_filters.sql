ALTER TABLE "machines" ADD COLUMN "last_service_date" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "machines_customer_serial_idx" ON "machines" USING btree ("customer_id",("serial_number" is null),"serial_number","id");--> statement-breakpoint
CREATE INDEX "machines_customer_last_service_idx" ON "machines" USING btree ("customer_id",("last_service_date" is not null),"last_service_date","id");--> statement-breakpoint
CREATE INDEX "machines_customer_location_idx" ON "machines" USING btree ("customer_id","name","display_name","id");--> statement-breakpoint
-- The newest service date of the machines already there.
UPDATE "machines" m SET "last_service_date" = h."last"
FROM (SELECT "machine_id", max("created_date") AS "last" FROM "service_history" GROUP BY "machine_id") h
WHERE h."machine_id" = m."id";
--> statement-breakpoint
-- Sets the newest service date of the given machines again from their service history.
CREATE FUNCTION "machine_last_service_recompute"(p_machines integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "machines" m SET "last_service_date" = (
		SELECT max(h."created_date") FROM "service_history" h WHERE h."machine_id" = m."id"
	)
	WHERE m."id" IN (SELECT DISTINCT unnest(p_machines));
END $$;
--> statement-breakpoint
-- Statement triggers (transition tables old_rows/new_rows): a bulk insert updates each machine once.
CREATE FUNCTION "machine_last_service_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ms integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT r."machine_id") INTO ms FROM new_rows r;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT r."machine_id") INTO ms FROM old_rows r;
	ELSE
		SELECT array_agg(DISTINCT r."machine_id") INTO ms
			FROM (
				SELECT o."machine_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
					WHERE (o."machine_id", o."created_date") IS DISTINCT FROM (n."machine_id", n."created_date")
				UNION ALL
				SELECT n."machine_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
					WHERE (o."machine_id", o."created_date") IS DISTINCT FROM (n."machine_id", n."created_date")
			) r;
	END IF;
	IF ms IS NOT NULL THEN
		PERFORM "machine_last_service_recompute"(ms);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "machine_last_service_inserted" AFTER INSERT ON "service_history"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_last_service_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_last_service_updated" AFTER UPDATE ON "service_history"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_last_service_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_last_service_deleted" AFTER DELETE ON "service_history"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_last_service_changed"();
