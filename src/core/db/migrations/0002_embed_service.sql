CREATE TABLE "embed_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"provider_key_sealed" text NOT NULL,
	"provider_key_last4" text NOT NULL,
	"webhook_url" text NOT NULL,
	"webhook_secret_sealed" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_partners_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "embed_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_id" text NOT NULL,
	"flow" text NOT NULL,
	"token_hash" text NOT NULL,
	"reference_id" text,
	"allowed_id_types" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejected_captures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claim_id" text,
	"success" boolean,
	"confidence" integer,
	"provider_transaction_ref" text,
	"error_message" text,
	"completed_at" timestamp with time zone,
	"capture_image_key" text,
	"capture_image_base64" text,
	"provider_response" jsonb,
	"id_type" text,
	"id_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"delivery_id" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"latency_ms" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"response_snippet" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"subject_id" text,
	"event" text NOT NULL,
	"url" text NOT NULL,
	"body" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "embed_sessions" ADD CONSTRAINT "embed_sessions_partner_id_embed_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."embed_partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_sessions_partner_idx" ON "embed_sessions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","started_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_owner_idx" ON "webhook_deliveries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" USING btree ("event_id");