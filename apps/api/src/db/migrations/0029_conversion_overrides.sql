CREATE TABLE "conversion_overrides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversion_overrides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"item_key" varchar(500) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"factor" numeric(30, 10) NOT NULL,
	"set_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_overrides" ADD CONSTRAINT "conversion_overrides_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_overrides" ADD CONSTRAINT "conversion_overrides_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversion_overrides" ADD CONSTRAINT "conversion_overrides_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_overrides_key_idx" ON "conversion_overrides" USING btree ("stakeholder_id","supplier_id","item_key","unit");--> statement-breakpoint
CREATE INDEX "conversion_overrides_supplier_idx" ON "conversion_overrides" USING btree ("supplier_id");