CREATE TABLE "partner_job_reach" (
	"job_id" integer NOT NULL,
	"partner_company_id" integer,
	"user_id" integer,
	"section" integer NOT NULL,
	"sort_key" timestamp with time zone,
	CONSTRAINT "partner_job_reach_one_check" CHECK (("partner_job_reach"."partner_company_id" is null) <> ("partner_job_reach"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "partner_job_reach" ADD CONSTRAINT "partner_job_reach_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_job_reach" ADD CONSTRAINT "partner_job_reach_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_job_reach" ADD CONSTRAINT "partner_job_reach_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_job_reach_job_company_idx" ON "partner_job_reach" USING btree ("job_id","partner_company_id") WHERE "partner_job_reach"."partner_company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_job_reach_job_user_idx" ON "partner_job_reach" USING btree ("job_id","user_id") WHERE "partner_job_reach"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_job_reach_company_list_idx" ON "partner_job_reach" USING btree ("partner_company_id","section","sort_key","job_id") WHERE "partner_job_reach"."partner_company_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_job_reach_user_list_idx" ON "partner_job_reach" USING btree ("user_id","section","sort_key","job_id") WHERE "partner_job_reach"."user_id" is not null;--> statement-breakpoint
-- Computes again, from jobs, job_partners, appointments and appointment_participants, the rows of
-- the given jobs: who may open each top-level job, in which list it is and its place there.
CREATE FUNCTION "partner_job_reach_refresh"(p_jobs integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "partner_job_reach" r USING (SELECT DISTINCT u."id" FROM unnest(p_jobs) AS u("id")) t
		WHERE r."job_id" = t."id";
	INSERT INTO "partner_job_reach" ("job_id", "partner_company_id", "user_id", "section", "sort_key")
	WITH "keyed" AS (
		SELECT j."id",
			CASE WHEN j."status_id" <= 20 THEN 0 WHEN j."status_id" < 50 THEN 1 WHEN j."status_id" <= 100 THEN 2 ELSE 3 END
				AS "section",
			j."completed_date", j."created_date"
		FROM (SELECT DISTINCT u."id" FROM unnest(p_jobs) AS u("id")) t
		JOIN "jobs" j ON j."id" = t."id" AND j."parent_job_id" IS NULL
	), "reach" AS (
		SELECT k."id" AS "job_id", j."partner_company_id", NULL::integer AS "user_id"
			FROM "keyed" k JOIN "jobs" j ON j."id" = k."id" WHERE j."partner_company_id" IS NOT NULL
		UNION
		SELECT jp."job_id", jp."partner_company_id", jp."user_id"
			FROM "keyed" k JOIN "job_partners" jp ON jp."job_id" = k."id"
		UNION
		SELECT a."job_id", NULL::integer, p."user_id"
			FROM "keyed" k JOIN "appointments" a ON a."job_id" = k."id"
			JOIN "appointment_participants" p ON p."appointment_id" = a."id"
	)
	SELECT r."job_id", r."partner_company_id", r."user_id", k."section",
		CASE WHEN k."section" <= 1
			THEN (SELECT min(a."appointment_date") FROM "appointments" a WHERE a."job_id" = k."id")
			ELSE coalesce(k."completed_date",
				(SELECT max(a."appointment_date") FROM "appointments" a WHERE a."job_id" = k."id"), k."created_date")
		END
	FROM "reach" r JOIN "keyed" k ON k."id" = r."job_id";
END $$;
--> statement-breakpoint
-- Jobs: a new top-level job, or a change of what the lists read (status, dates, partner company,
-- parent). Statement triggers with transition tables: a bulk write computes each job once.
CREATE FUNCTION "partner_job_reach_jobs_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(n."id") INTO ids FROM new_rows n WHERE n."parent_job_id" IS NULL;
	ELSE
		SELECT array_agg(n."id") INTO ids FROM old_rows o JOIN new_rows n ON n."id" = o."id"
			WHERE (o."status_id", o."completed_date", o."created_date", o."partner_company_id", o."parent_job_id")
				IS DISTINCT FROM (n."status_id", n."completed_date", n."created_date", n."partner_company_id", n."parent_job_id");
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM "partner_job_reach_refresh"(ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- Appointments and job_partners carry their job_id; a participant reaches its job through its
-- appointment (one already deleted was counted by the appointment's own trigger).
CREATE FUNCTION "partner_job_reach_job_rows_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT n."job_id") INTO ids FROM new_rows n;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT o."job_id") INTO ids FROM old_rows o;
	ELSE
		SELECT array_agg(DISTINCT r."job_id") INTO ids
			FROM (SELECT o."job_id" FROM old_rows o UNION SELECT n."job_id" FROM new_rows n) r;
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM "partner_job_reach_refresh"(ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "partner_job_reach_participants_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	ids integer[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT a."job_id") INTO ids
			FROM "appointments" a WHERE a."id" IN (SELECT n."appointment_id" FROM new_rows n);
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT a."job_id") INTO ids
			FROM "appointments" a WHERE a."id" IN (SELECT o."appointment_id" FROM old_rows o);
	ELSE
		SELECT array_agg(DISTINCT a."job_id") INTO ids
			FROM "appointments" a
			WHERE a."id" IN (SELECT o."appointment_id" FROM old_rows o UNION SELECT n."appointment_id" FROM new_rows n);
	END IF;
	IF ids IS NOT NULL THEN
		PERFORM "partner_job_reach_refresh"(ids);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_jobs_inserted" AFTER INSERT ON "jobs"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_jobs_updated" AFTER UPDATE ON "jobs"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_appointments_inserted" AFTER INSERT ON "appointments"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_appointments_updated" AFTER UPDATE ON "appointments"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_appointments_deleted" AFTER DELETE ON "appointments"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_job_partners_inserted" AFTER INSERT ON "job_partners"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_job_partners_updated" AFTER UPDATE ON "job_partners"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_job_partners_deleted" AFTER DELETE ON "job_partners"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_job_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_participants_inserted" AFTER INSERT ON "appointment_participants"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_participants_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_participants_updated" AFTER UPDATE ON "appointment_participants"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_participants_changed"();
--> statement-breakpoint
CREATE TRIGGER "partner_job_reach_participants_deleted" AFTER DELETE ON "appointment_participants"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_job_reach_participants_changed"();
--> statement-breakpoint
-- The rows of the jobs already there.
SELECT "partner_job_reach_refresh"(array(SELECT "id" FROM "jobs" WHERE "parent_job_id" IS NULL));
