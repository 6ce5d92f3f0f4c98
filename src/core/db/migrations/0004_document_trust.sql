CREATE TABLE "document_authority_records" (
	"doc_type" text NOT NULL,
	"document_number" text NOT NULL,
	"fields" jsonb NOT NULL,
	"simulate_unavailable" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_authority_records_doc_type_document_number_pk" PRIMARY KEY("doc_type","document_number")
);
--> statement-breakpoint
CREATE TABLE "document_trust_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"decision" text NOT NULL,
	"doc_type_detected" text NOT NULL,
	"result" jsonb NOT NULL,
	"transaction_ref" text NOT NULL,
	"evidence_keys" jsonb NOT NULL,
	"evidence_retention_until" timestamp with time zone NOT NULL,
	"evidence_purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_trust_sessions" ADD CONSTRAINT "document_trust_sessions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_trust_sessions" ADD CONSTRAINT "document_trust_sessions_transaction_ref_ledger_entries_transaction_ref_fk" FOREIGN KEY ("transaction_ref") REFERENCES "public"."ledger_entries"("transaction_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_trust_sessions_institution_idx" ON "document_trust_sessions" USING btree ("institution_id","created_at");--> statement-breakpoint
CREATE INDEX "document_trust_sessions_retention_idx" ON "document_trust_sessions" USING btree ("evidence_retention_until");