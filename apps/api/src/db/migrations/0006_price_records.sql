CREATE TABLE "price_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"line_position" integer NOT NULL,
	"supplier_id" integer,
	"project_id" integer,
	"rfq_id" integer,
	"rfq_item_id" integer,
	"item_key" varchar(500) NOT NULL,
	"description" varchar(1000) NOT NULL,
	"price_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"unit" varchar(12) NOT NULL,
	"quoted_unit_price" numeric NOT NULL,
	"levelled_unit_price" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_records" ADD CONSTRAINT "price_records_rfq_item_id_rfq_items_id_fk" FOREIGN KEY ("rfq_item_id") REFERENCES "public"."rfq_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_records_lookup_idx" ON "price_records" USING btree ("stakeholder_id","item_key","currency","unit","price_date");--> statement-breakpoint
CREATE INDEX "price_records_quote_idx" ON "price_records" USING btree ("quote_id");