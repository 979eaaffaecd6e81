CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"article_number" text NOT NULL,
	"description" text,
	"description_long" text,
	"price" numeric(14, 2),
	"image" text,
	"article_type" text,
	"warehouse_id" integer,
	CONSTRAINT "articles_article_number_key" UNIQUE("article_number")
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_media" boolean DEFAULT false NOT NULL,
	"type_id" integer DEFAULT 1 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_type_check" CHECK ("attachments"."type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"machine_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"price" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_count_check" CHECK ("cart_lines"."count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	"order_job_id" integer
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text,
	"email" text,
	"email_allowed" boolean DEFAULT false NOT NULL,
	"mobile" text,
	"sms_allowed" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" numeric(14, 2),
	"last_value" numeric(14, 2),
	"updated_at" timestamp with time zone,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "customer_prices" (
	"customer_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "customer_prices_customer_id_article_number_pk" PRIMARY KEY("customer_id","article_number")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"document_type_id" integer NOT NULL,
	"link_url" text,
	"part_drawing_image" text,
	"part_drawing_image_map" text,
	CONSTRAINT "documents_type_check" CHECK ("documents"."document_type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"partner_company_id" integer,
	"user_id" integer,
	CONSTRAINT "job_partners_one_check" CHECK (("job_partners"."partner_company_id" is null) <> ("job_partners"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "model_documents" (
	"document_id" integer NOT NULL,
	"machine_model_id" integer NOT NULL,
	CONSTRAINT "model_documents_document_id_machine_model_id_pk" PRIMARY KEY("document_id","machine_model_id")
);
--> statement-breakpoint
CREATE TABLE "model_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "model_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_model_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" text
);
--> statement-breakpoint
CREATE TABLE "offline_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offline_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"attachment_id" integer,
	"blob_key" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_job_id" integer NOT NULL,
	"article_number" text,
	"article_description" text NOT NULL,
	"article_count" integer DEFAULT 1 NOT NULL,
	"article_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "order_lines_count_check" CHECK ("order_lines"."article_count" >= 1),
	CONSTRAINT "order_lines_description_check" CHECK (char_length("order_lines"."article_description") between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resource_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"type_id" integer DEFAULT 1 NOT NULL,
	"is_media" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resource_files_type_check" CHECK ("resource_files"."type_id" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "resource_folders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resource_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"inherited_from_type" text NOT NULL,
	"inherited_from_name" text,
	"supplier_id" integer,
	"machine_model_id" integer,
	"machine_id" integer,
	"job_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resource_folders_owner_check" CHECK (("resource_folders"."inherited_from_type" = 'Supplier' and "resource_folders"."supplier_id" is not null and "resource_folders"."machine_model_id" is null and "resource_folders"."machine_id" is null and "resource_folders"."job_id" is null)
       or ("resource_folders"."inherited_from_type" = 'MachineModel' and "resource_folders"."machine_model_id" is not null and "resource_folders"."supplier_id" is null and "resource_folders"."machine_id" is null and "resource_folders"."job_id" is null)
       or ("resource_folders"."inherited_from_type" = 'MachineJobHistory' and "resource_folders"."machine_id" is not null and "resource_folders"."supplier_id" is null and "resource_folders"."machine_model_id" is null and "resource_folders"."job_id" is null)
       or ("resource_folders"."inherited_from_type" = 'Job' and "resource_folders"."job_id" is not null and "resource_folders"."supplier_id" is null and "resource_folders"."machine_model_id" is null and "resource_folders"."machine_id" is null))
);
--> statement-breakpoint
CREATE TABLE "service_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"machine_id" integer NOT NULL,
	"job_id" integer,
	"created_date" timestamp with time zone NOT NULL,
	"service_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"service_report" text
);
--> statement-breakpoint
CREATE TABLE "service_history_parts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_history_parts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"history_id" integer NOT NULL,
	"article_number" text NOT NULL,
	"qty_ordered" numeric(12, 2) NOT NULL,
	"price_out" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_article_number_articles_article_number_fk" FOREIGN KEY ("article_number") REFERENCES "public"."articles"("article_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_order_job_id_jobs_id_fk" FOREIGN KEY ("order_job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counters" ADD CONSTRAINT "counters_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_prices" ADD CONSTRAINT "customer_prices_article_number_articles_article_number_fk" FOREIGN KEY ("article_number") REFERENCES "public"."articles"("article_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_partners" ADD CONSTRAINT "job_partners_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_partners" ADD CONSTRAINT "job_partners_partner_company_id_partner_companies_id_fk" FOREIGN KEY ("partner_company_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_partners" ADD CONSTRAINT "job_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_documents" ADD CONSTRAINT "model_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_documents" ADD CONSTRAINT "model_documents_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_parts" ADD CONSTRAINT "model_parts_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_parts" ADD CONSTRAINT "model_parts_article_number_articles_article_number_fk" FOREIGN KEY ("article_number") REFERENCES "public"."articles"("article_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_reports" ADD CONSTRAINT "offline_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_reports" ADD CONSTRAINT "offline_reports_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_reports" ADD CONSTRAINT "offline_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_machine_job_id_jobs_id_fk" FOREIGN KEY ("machine_job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_article_number_articles_article_number_fk" FOREIGN KEY ("article_number") REFERENCES "public"."articles"("article_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_files" ADD CONSTRAINT "resource_files_folder_id_resource_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."resource_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_parent_id_resource_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."resource_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_machine_model_id_machine_models_id_fk" FOREIGN KEY ("machine_model_id") REFERENCES "public"."machine_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_folders" ADD CONSTRAINT "resource_folders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history" ADD CONSTRAINT "service_history_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history_parts" ADD CONSTRAINT "service_history_parts_history_id_service_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."service_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_history_parts" ADD CONSTRAINT "service_history_parts_article_number_articles_article_number_fk" FOREIGN KEY ("article_number") REFERENCES "public"."articles"("article_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_warehouse_idx" ON "articles" USING btree ("warehouse_id","article_number");--> statement-breakpoint
CREATE INDEX "attachments_job_idx" ON "attachments" USING btree ("job_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_blob_key_idx" ON "attachments" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_cart_machine_article_idx" ON "cart_lines" USING btree ("cart_id","machine_id","article_number");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user_idx" ON "carts" USING btree ("customer_id","user_id") WHERE "carts"."checked_out_at" is null;--> statement-breakpoint
CREATE INDEX "contacts_customer_name_idx" ON "contacts" USING btree ("customer_id","name","id");--> statement-breakpoint
CREATE INDEX "counters_machine_idx" ON "counters" USING btree ("machine_id","name","id");--> statement-breakpoint
CREATE INDEX "documents_link_url_idx" ON "documents" USING btree ("link_url");--> statement-breakpoint
CREATE INDEX "documents_part_drawing_image_idx" ON "documents" USING btree ("part_drawing_image");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_operation_idx" ON "idempotency_keys" USING btree ("user_id","key","operation");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_partners_job_idx" ON "job_partners" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_partners_company_idx" ON "job_partners" USING btree ("partner_company_id");--> statement-breakpoint
CREATE INDEX "job_partners_user_idx" ON "job_partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "model_documents_model_idx" ON "model_documents" USING btree ("machine_model_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_parts_model_article_idx" ON "model_parts" USING btree ("machine_model_id","article_number");--> statement-breakpoint
CREATE INDEX "offline_reports_job_idx" ON "offline_reports" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_machine_job_idx" ON "order_lines" USING btree ("machine_job_id","id");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resource_files_folder_idx" ON "resource_files" USING btree ("folder_id","name","id");--> statement-breakpoint
CREATE INDEX "resource_files_link_idx" ON "resource_files" USING btree ("link");--> statement-breakpoint
CREATE INDEX "resource_folders_parent_idx" ON "resource_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "resource_folders_supplier_idx" ON "resource_folders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "resource_folders_model_idx" ON "resource_folders" USING btree ("machine_model_id");--> statement-breakpoint
CREATE INDEX "resource_folders_machine_idx" ON "resource_folders" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "resource_folders_job_idx" ON "resource_folders" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "service_history_machine_created_idx" ON "service_history" USING btree ("machine_id","created_date");--> statement-breakpoint
CREATE INDEX "service_history_created_idx" ON "service_history" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "service_history_report_idx" ON "service_history" USING btree ("service_report");--> statement-breakpoint
CREATE INDEX "service_history_parts_history_idx" ON "service_history_parts" USING btree ("history_id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_customer_created_idx" ON "jobs" USING btree ("customer_id","created_date","id");