CREATE TABLE "quote_corrections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"line_id" integer,
	"field" varchar(40) NOT NULL,
	"old_value" varchar(2000),
	"new_value" varchar(2000),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"sku" varchar(60),
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"brand" varchar(150),
	"quantity" numeric,
	"unit" varchar(12),
	"unit_as_written" varchar(40),
	"unit_price" numeric,
	"discount_pct" numeric,
	"line_total" numeric,
	"section" varchar(200),
	"confidence" real DEFAULT 1 NOT NULL,
	"source" jsonb,
	"field_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rfq_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"rfq_id" integer,
	"invitation_id" integer,
	"supplier_id" integer,
	"file_id" integer,
	"origin" varchar(12) NOT NULL,
	"status" varchar(10) DEFAULT 'received' NOT NULL,
	"failure_code" varchar(20),
	"version" integer DEFAULT 1 NOT NULL,
	"supplier_name" varchar(200),
	"supplier_tax_id" varchar(30),
	"supplier_email" varchar(254),
	"supplier_phone" varchar(50),
	"supplier_address" varchar(500),
	"quote_number" varchar(60),
	"issue_date" date,
	"valid_until" date,
	"validity_days" integer,
	"currency" varchar(3),
	"language" varchar(2),
	"payment_terms" varchar(300),
	"delivery_time" varchar(300),
	"subtotal" numeric,
	"discount_total" numeric,
	"discount_pct" numeric,
	"freight" numeric,
	"freight_included" boolean,
	"tax_name" varchar(30),
	"tax_rate" numeric,
	"tax_amount" numeric,
	"total" numeric,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" varchar(4000),
	"field_meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_result" jsonb,
	"read_attempts" integer DEFAULT 0 NOT NULL,
	"read_started_at" timestamp with time zone,
	"read_finished_at" timestamp with time zone,
	"created_by_user_id" integer,
	"confirmed_by_user_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_files" ADD COLUMN "storage_key" varchar(300);--> statement-breakpoint
ALTER TABLE "quote_corrections" ADD CONSTRAINT "quote_corrections_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_corrections" ADD CONSTRAINT "quote_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_rfq_item_id_rfq_items_id_fk" FOREIGN KEY ("rfq_item_id") REFERENCES "public"."rfq_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_file_id_quote_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."quote_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_corrections_quote_idx" ON "quote_corrections" USING btree ("quote_id","id");--> statement-breakpoint
CREATE INDEX "quote_lines_quote_idx" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_company_status_idx" ON "quotes" USING btree ("stakeholder_id","status","id");--> statement-breakpoint
CREATE INDEX "quotes_rfq_idx" ON "quotes" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "quotes_supplier_number_idx" ON "quotes" USING btree ("stakeholder_id","supplier_id","quote_number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_file_unique" ON "quotes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "quote_files_company_sha_idx" ON "quote_files" USING btree ("stakeholder_id","sha256");