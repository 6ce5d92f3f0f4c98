CREATE TABLE "embed_partner_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "embed_partner_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "embed_partners" DROP CONSTRAINT "embed_partners_api_key_hash_unique";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "fresh_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "embed_partner_keys" ADD CONSTRAINT "embed_partner_keys_partner_id_embed_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."embed_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_partner_keys_partner_idx" ON "embed_partner_keys" USING btree ("partner_id");--> statement-breakpoint
-- Every existing partner key keeps working: it moves, as its hash, into the new table (its first
-- characters were never stored, so its prefix is only "vep_").
INSERT INTO "embed_partner_keys" ("id", "partner_id", "key_hash", "prefix", "created_at")
SELECT 'pky_' || substr("id", 5), "id", "api_key_hash", 'vep_', "created_at" FROM "embed_partners";--> statement-breakpoint
ALTER TABLE "embed_partners" DROP COLUMN "api_key_hash";