CREATE TABLE "machine_cost_graphs" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"window_from" date NOT NULL,
	"points" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machine_cost_months" (
	"machine_id" integer NOT NULL,
	"month" date NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	CONSTRAINT "machine_cost_months_machine_id_month_pk" PRIMARY KEY("machine_id","month")
);
--> statement-breakpoint
ALTER TABLE "machine_cost_graphs" ADD CONSTRAINT "machine_cost_graphs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_cost_months" ADD CONSTRAINT "machine_cost_months_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machine_cost_months_customer_idx" ON "machine_cost_months" USING btree ("customer_id","month","machine_id","amount");--> statement-breakpoint
-- The roll-up from the service history already there.
INSERT INTO "machine_cost_months" ("machine_id", "month", "customer_id", "amount")
SELECT h."machine_id", date_trunc('month', h."created_date" AT TIME ZONE 'UTC')::date, m."customer_id",
	sum(h."service_amount" + coalesce(p."total", 0))
FROM "service_history" h
JOIN "machines" m ON m."id" = h."machine_id"
LEFT JOIN (
	SELECT "history_id", sum("qty_ordered" * coalesce("price_out", 0)) AS "total"
	FROM "service_history_parts" GROUP BY "history_id"
) p ON p."history_id" = h."id"
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Sums the given (machine, month) keys again from the service history and its parts, and forgets
-- the cost graphs of their customers.
CREATE FUNCTION "machine_cost_recompute"(p_machines integer[], p_months date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "machine_cost_months" c
		USING unnest(p_machines, p_months) AS k("machine_id", "month")
		WHERE c."machine_id" = k."machine_id" AND c."month" = k."month";
	INSERT INTO "machine_cost_months" ("machine_id", "month", "customer_id", "amount")
	SELECT k."machine_id", k."month", m."customer_id",
		sum(h."service_amount" + coalesce((
			SELECT sum(p."qty_ordered" * coalesce(p."price_out", 0))
			FROM "service_history_parts" p WHERE p."history_id" = h."id"
		), 0))
	FROM (SELECT DISTINCT * FROM unnest(p_machines, p_months) AS u("machine_id", "month")) k
	JOIN "machines" m ON m."id" = k."machine_id"
	JOIN "service_history" h ON h."machine_id" = k."machine_id"
		AND h."created_date" >= (k."month"::timestamp AT TIME ZONE 'UTC')
		AND h."created_date" < ((k."month" + interval '1 month') AT TIME ZONE 'UTC')
	GROUP BY k."machine_id", k."month", m."customer_id";
	DELETE FROM "machine_cost_graphs"
		WHERE "customer_id" IN (SELECT "customer_id" FROM "machines" WHERE "id" = ANY (p_machines));
END $$;
--> statement-breakpoint
-- Statement triggers (transition tables old_rows/new_rows): a bulk insert recomputes each key once.
CREATE FUNCTION "machine_cost_history_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ms integer[];
	mos date[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(r."machine_id"), array_agg(date_trunc('month', r."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos FROM new_rows r;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(r."machine_id"), array_agg(date_trunc('month', r."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos FROM old_rows r;
	ELSE
		SELECT array_agg(r."machine_id"), array_agg(date_trunc('month', r."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos
			FROM (
				SELECT o."machine_id", o."created_date" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
					WHERE (o."machine_id", o."created_date", o."service_amount")
						IS DISTINCT FROM (n."machine_id", n."created_date", n."service_amount")
				UNION ALL
				SELECT n."machine_id", n."created_date" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
					WHERE (o."machine_id", o."created_date", o."service_amount")
						IS DISTINCT FROM (n."machine_id", n."created_date", n."service_amount")
			) r;
	END IF;
	IF ms IS NOT NULL THEN
		PERFORM "machine_cost_recompute"(ms, mos);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "machine_cost_parts_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ms integer[];
	mos date[];
BEGIN
	-- Parts whose history entry is gone were counted again by the entry's own trigger.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(h."machine_id"), array_agg(date_trunc('month', h."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos
			FROM "service_history" h WHERE h."id" IN (SELECT r."history_id" FROM new_rows r);
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(h."machine_id"), array_agg(date_trunc('month', h."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos
			FROM "service_history" h WHERE h."id" IN (SELECT r."history_id" FROM old_rows r);
	ELSE
		SELECT array_agg(h."machine_id"), array_agg(date_trunc('month', h."created_date" AT TIME ZONE 'UTC')::date)
			INTO ms, mos
			FROM "service_history" h
			WHERE h."id" IN (SELECT r."history_id" FROM old_rows r UNION SELECT r."history_id" FROM new_rows r);
	END IF;
	IF ms IS NOT NULL THEN
		PERFORM "machine_cost_recompute"(ms, mos);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "machine_cost_history_inserted" AFTER INSERT ON "service_history"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_cost_history_updated" AFTER UPDATE ON "service_history"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_cost_history_deleted" AFTER DELETE ON "service_history"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_history_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_cost_parts_inserted" AFTER INSERT ON "service_history_parts"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_cost_parts_updated" AFTER UPDATE ON "service_history_parts"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_parts_changed"();
--> statement-breakpoint
CREATE TRIGGER "machine_cost_parts_deleted" AFTER DELETE ON "service_history_parts"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "machine_cost_parts_changed"();
--> statement-breakpoint
-- A machine moved to another customer takes its roll-up along; both customers' graphs are forgotten.
CREATE FUNCTION "machine_cost_machine_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		DELETE FROM "machine_cost_graphs" WHERE "customer_id" = OLD."customer_id";
	ELSIF NEW."customer_id" IS DISTINCT FROM OLD."customer_id" THEN
		UPDATE "machine_cost_months" SET "customer_id" = NEW."customer_id" WHERE "machine_id" = NEW."id";
		DELETE FROM "machine_cost_graphs" WHERE "customer_id" IN (OLD."customer_id", NEW."customer_id");
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "machine_cost_machine_changed" AFTER UPDATE OF "customer_id" OR DELETE ON "machines"
	FOR EACH ROW EXECUTE FUNCTION "machine_cost_machine_changed"();
