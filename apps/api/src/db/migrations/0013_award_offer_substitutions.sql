CREATE TABLE "rfq_award_offers" (
	"rfq_id" integer NOT NULL,
	"offer_key" varchar(40) NOT NULL,
	"items_matched" integer NOT NULL,
	"substitutions" integer NOT NULL,
	CONSTRAINT "rfq_award_offers_rfq_id_offer_key_pk" PRIMARY KEY("rfq_id","offer_key"),
	CONSTRAINT "rfq_award_offers_counts_check" CHECK ("rfq_award_offers"."substitutions" >= 0 and "rfq_award_offers"."substitutions" <= "rfq_award_offers"."items_matched")
);
--> statement-breakpoint
ALTER TABLE "rfq_award_offers" ADD CONSTRAINT "rfq_award_offers_rfq_id_rfq_awards_rfq_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfq_awards"("rfq_id") ON DELETE cascade ON UPDATE no action;