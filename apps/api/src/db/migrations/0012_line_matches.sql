CREATE TABLE "supplier_line_matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_line_matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"line_key" varchar(500) NOT NULL,
	"item_key" varchar(500),
	"set_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "matched_by_buyer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_line_matches" ADD CONSTRAINT "supplier_line_matches_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_line_matches" ADD CONSTRAINT "supplier_line_matches_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_line_matches" ADD CONSTRAINT "supplier_line_matches_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_line_matches_key_idx" ON "supplier_line_matches" USING btree ("stakeholder_id","supplier_id","line_key");