-- A submission row holds two JSON documents of about 1 KB each (the body as sent and its normalised
-- record): about 2.5-3 KB for an individual report. Above ~2 KB PostgreSQL first tries to compress
-- the largest values, then moves one to the TOAST table (a second heap row and index entry per
-- report). Rows up to a page stay inline and uncompressed; larger ones are still toasted. Measured:
-- 15-19% less database time per stored report (docs/decisions.md, "Submission rows stay inline, with small statistics targets").
ALTER TABLE "credit_submissions" SET (toast_tuple_target = 8160);--> statement-breakpoint
-- ANALYZE copies a sample of whole rows, 300 x the largest statistics target of the table's columns
-- (30,000 rows at the default 100). Inline rows make that sample ~90 MB, which on PGlite is WASM
-- memory kept for the life of the process (measured: +59 MB after 50,000 rows). The JSON documents
-- are never filtered on (no statistics); the other columns are keys and states, for which a
-- 3,000-row sample is plenty. A column added later must get a target too (see the schema file).
ALTER TABLE "credit_submissions"
  ALTER COLUMN "original_payload" SET STATISTICS 0,
  ALTER COLUMN "normalised_record" SET STATISTICS 0,
  ALTER COLUMN "upload_status_list" SET STATISTICS 0,
  ALTER COLUMN "id" SET STATISTICS 10,
  ALTER COLUMN "upload_id" SET STATISTICS 10,
  ALTER COLUMN "institution_id" SET STATISTICS 10,
  ALTER COLUMN "loan_id" SET STATISTICS 10,
  ALTER COLUMN "kind" SET STATISTICS 10,
  ALTER COLUMN "account_number" SET STATISTICS 10,
  ALTER COLUMN "payload_hash" SET STATISTICS 10,
  ALTER COLUMN "dedupe_key" SET STATISTICS 10,
  ALTER COLUMN "idempotency_key" SET STATISTICS 10,
  ALTER COLUMN "catalog_version" SET STATISTICS 10,
  ALTER COLUMN "processing_status" SET STATISTICS 10,
  ALTER COLUMN "transaction_ref" SET STATISTICS 10,
  ALTER COLUMN "provider_transaction_id" SET STATISTICS 10,
  ALTER COLUMN "created_at" SET STATISTICS 10,
  ALTER COLUMN "completed_at" SET STATISTICS 10;
