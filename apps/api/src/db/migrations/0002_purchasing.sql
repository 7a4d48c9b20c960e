CREATE TABLE "mail_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mail_id" integer NOT NULL,
	"file_name" varchar(150) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(32) NOT NULL,
	"client" varchar(150) DEFAULT '' NOT NULL,
	"delivery_location_id" integer,
	"currency" varchar(3) NOT NULL,
	"tax_rate" numeric NOT NULL,
	"budget" numeric,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quote_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"invitation_id" integer,
	"file_name" varchar(150) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_answer_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_answer_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"unit_price" numeric,
	"brand" varchar(150) DEFAULT '' NOT NULL,
	"note" varchar(2000) DEFAULT '' NOT NULL,
	"delivery_days" integer
);
--> statement-breakpoint
CREATE TABLE "rfq_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"valid_until" date,
	"freight" numeric,
	"payment_terms" varchar(150) DEFAULT '' NOT NULL,
	"notes" varchar(2000) DEFAULT '' NOT NULL,
	"submitted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_counters" (
	"stakeholder_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "rfq_counters_stakeholder_id_year_pk" PRIMARY KEY("stakeholder_id","year")
);
--> statement-breakpoint
CREATE TABLE "rfq_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"supplier_id" integer,
	"supplier_name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"provider_stakeholder_id" integer,
	"status" varchar(10) DEFAULT 'invited' NOT NULL,
	"token_nonce" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rfq_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(2000) NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(16) NOT NULL,
	"brand" varchar(150) DEFAULT '' NOT NULL,
	"notes" varchar(2000) DEFAULT '' NOT NULL,
	"section" varchar(150) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rfqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"title" varchar(150) NOT NULL,
	"delivery_location_id" integer,
	"need_by_date" date,
	"due_at" timestamp with time zone NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"legal_name" varchar(150) NOT NULL,
	"trade_name" varchar(150) DEFAULT '' NOT NULL,
	"tax_id_type" varchar(8),
	"tax_id" varchar(32) DEFAULT '' NOT NULL,
	"country" varchar(2) NOT NULL,
	"emails" varchar(254)[] DEFAULT '{}'::varchar[] NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"categories" varchar(60)[] DEFAULT '{}'::varchar[] NOT NULL,
	"language" varchar(2) DEFAULT 'es' NOT NULL,
	"provider_stakeholder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_delivery_location_id_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_files" ADD CONSTRAINT "quote_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answer_lines" ADD CONSTRAINT "rfq_answer_lines_answer_id_rfq_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."rfq_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answer_lines" ADD CONSTRAINT "rfq_answer_lines_item_id_rfq_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rfq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_counters" ADD CONSTRAINT "rfq_counters_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_provider_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("provider_stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_items" ADD CONSTRAINT "rfq_items_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_delivery_location_id_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_provider_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("provider_stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_unique" ON "projects" USING btree ("stakeholder_id",lower("code"));--> statement-breakpoint
CREATE INDEX "projects_stakeholder_idx" ON "projects" USING btree ("stakeholder_id","id");--> statement-breakpoint
CREATE INDEX "quote_files_invitation_idx" ON "quote_files" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "rfq_answer_lines_answer_idx" ON "rfq_answer_lines" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_answers_revision_unique" ON "rfq_answers" USING btree ("invitation_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_invitations_supplier_unique" ON "rfq_invitations" USING btree ("rfq_id","supplier_id");--> statement-breakpoint
CREATE INDEX "rfq_invitations_provider_idx" ON "rfq_invitations" USING btree ("provider_stakeholder_id");--> statement-breakpoint
CREATE INDEX "rfq_invitations_email_idx" ON "rfq_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "rfq_items_rfq_idx" ON "rfq_items" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rfqs_number_unique" ON "rfqs" USING btree ("stakeholder_id","number");--> statement-breakpoint
CREATE INDEX "rfqs_project_idx" ON "rfqs" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_tax_id_unique" ON "suppliers" USING btree ("stakeholder_id","tax_id") WHERE "suppliers"."tax_id" <> '';--> statement-breakpoint
CREATE INDEX "suppliers_stakeholder_idx" ON "suppliers" USING btree ("stakeholder_id","id");