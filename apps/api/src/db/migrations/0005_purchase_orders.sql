CREATE TABLE "purchase_order_counters" (
	"stakeholder_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "purchase_order_counters_stakeholder_id_year_pk" PRIMARY KEY("stakeholder_id","year")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purchase_order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"rfq_item_id" integer,
	"description" varchar(2000) NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" varchar(16) NOT NULL,
	"unit_price" numeric NOT NULL,
	"discount_pct" numeric DEFAULT '0' NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"rfq_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"offer_key" varchar(40) NOT NULL,
	"invitation_id" integer,
	"quote_id" integer,
	"supplier_id" integer,
	"supplier_name" varchar(200) NOT NULL,
	"supplier_email" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"provider_stakeholder_id" integer,
	"delivery_location_id" integer,
	"deliver_to" varchar(600) DEFAULT '' NOT NULL,
	"need_by_date" date,
	"currency" varchar(3) NOT NULL,
	"payment_terms" varchar(300) DEFAULT '' NOT NULL,
	"delivery_time" varchar(300) DEFAULT '' NOT NULL,
	"quote_reference" varchar(60) DEFAULT '' NOT NULL,
	"subtotal" numeric NOT NULL,
	"discount" numeric NOT NULL,
	"freight" numeric NOT NULL,
	"tax_rate" numeric NOT NULL,
	"tax" numeric NOT NULL,
	"total" numeric NOT NULL,
	"status" varchar(16) DEFAULT 'sent' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_award_lines" (
	"rfq_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"offer_key" varchar(40) NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "rfq_award_lines_rfq_id_item_id_pk" PRIMARY KEY("rfq_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "rfq_awards" (
	"rfq_id" integer PRIMARY KEY NOT NULL,
	"options" jsonb NOT NULL,
	"currency" varchar(3) NOT NULL,
	"items_total" numeric NOT NULL,
	"freight_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"saving_vs_highest" numeric,
	"saving_vs_median" numeric,
	"awarded_by_id" integer,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_counters" ADD CONSTRAINT "purchase_order_counters_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_rfq_item_id_rfq_items_id_fk" FOREIGN KEY ("rfq_item_id") REFERENCES "public"."rfq_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_provider_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("provider_stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_delivery_location_id_locations_id_fk" FOREIGN KEY ("delivery_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_award_lines" ADD CONSTRAINT "rfq_award_lines_rfq_id_rfq_awards_rfq_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfq_awards"("rfq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_award_lines" ADD CONSTRAINT "rfq_award_lines_item_id_rfq_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."rfq_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_awards" ADD CONSTRAINT "rfq_awards_awarded_by_id_users_id_fk" FOREIGN KEY ("awarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_unique" ON "purchase_orders" USING btree ("stakeholder_id","number");--> statement-breakpoint
CREATE INDEX "purchase_orders_rfq_idx" ON "purchase_orders" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_idx" ON "purchase_orders" USING btree ("stakeholder_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_provider_idx" ON "purchase_orders" USING btree ("provider_stakeholder_id");