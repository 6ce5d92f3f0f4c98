DROP INDEX "credit_submissions_dedupe_idx";--> statement-breakpoint
DROP INDEX "credit_submissions_idempotency_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_dedupe_idx" ON "credit_submissions" USING btree ("institution_id","dedupe_key") WHERE "credit_submissions"."dedupe_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_idempotency_idx" ON "credit_submissions" USING btree ("institution_id","idempotency_key") WHERE "credit_submissions"."idempotency_key" is not null;