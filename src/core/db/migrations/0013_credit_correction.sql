ALTER TABLE "credit_submissions" ADD COLUMN "corrects_submission_id" text;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_corrects_submission_id_credit_submissions_id_fk" FOREIGN KEY ("corrects_submission_id") REFERENCES "public"."credit_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_corrects_idx" ON "credit_submissions" USING btree ("corrects_submission_id") WHERE "credit_submissions"."corrects_submission_id" is not null;--> statement-breakpoint
-- Migration 0007 keeps ANALYZE's sample of these wide rows small: every column names its statistics target.
ALTER TABLE "credit_submissions" ALTER COLUMN "corrects_submission_id" SET STATISTICS 10;
