CREATE TABLE "document_reviews" (
	"session_id" text PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"doc_type" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"reviewer_kind" text,
	"reviewer_id" text,
	"claimed_at" timestamp with time zone,
	"decision" text,
	"reason_code" text,
	"note" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "institution_webhooks" (
	"institution_id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"previous_secret_sealed" text,
	"previous_secret_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_session_id_document_trust_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."document_trust_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reviews" ADD CONSTRAINT "document_reviews_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_webhooks" ADD CONSTRAINT "institution_webhooks_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_reviews_queue_idx" ON "document_reviews" USING btree ("institution_id","status","session_id");--> statement-breakpoint
CREATE INDEX "document_reviews_decided_idx" ON "document_reviews" USING btree ("institution_id","decided_at");--> statement-breakpoint
-- REVIEW sessions recorded before the queue existed enter it too, waiting, in their original order.
INSERT INTO "document_reviews" ("session_id", "institution_id", "doc_type", "status", "entered_at")
SELECT "id", "institution_id", "doc_type_detected", 'waiting', "created_at" FROM "document_trust_sessions" WHERE "decision" = 'REVIEW';
