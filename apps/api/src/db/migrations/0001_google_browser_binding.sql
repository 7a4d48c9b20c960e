-- Sign-ins under way were not bound to a browser; they are dropped (the user presses the button again).
DELETE FROM "oidc_states";--> statement-breakpoint
ALTER TABLE "oidc_states" ADD COLUMN "browser_binding_hash" varchar(64) NOT NULL;
