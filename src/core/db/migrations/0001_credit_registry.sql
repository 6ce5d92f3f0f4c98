CREATE TABLE "credit_loans" (
	"id" text PRIMARY KEY NOT NULL,
	"institution_id" text NOT NULL,
	"account_number" text NOT NULL,
	"kind" text NOT NULL,
	"latest_submission_id" text NOT NULL,
	"report_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_submissions" (
	"id" text PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"loan_id" text NOT NULL,
	"kind" text NOT NULL,
	"account_number" text NOT NULL,
	"payload_hash" text NOT NULL,
	"dedupe_key" text,
	"idempotency_key" text,
	"original_payload" jsonb NOT NULL,
	"normalised_record" jsonb NOT NULL,
	"catalog_version" text NOT NULL,
	"processing_status" text NOT NULL,
	"upload_status_list" jsonb NOT NULL,
	"transaction_ref" text NOT NULL,
	"provider_transaction_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "credit_loans" ADD CONSTRAINT "credit_loans_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_loan_id_credit_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."credit_loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_transaction_ref_ledger_entries_transaction_ref_fk" FOREIGN KEY ("transaction_ref") REFERENCES "public"."ledger_entries"("transaction_ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_loans_account_idx" ON "credit_loans" USING btree ("institution_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_dedupe_idx" ON "credit_submissions" USING btree ("institution_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_idempotency_idx" ON "credit_submissions" USING btree ("institution_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "credit_submissions_loan_idx" ON "credit_submissions" USING btree ("loan_id","created_at");