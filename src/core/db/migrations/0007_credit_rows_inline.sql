-- A submission row holds two JSON documents of about 1 KB each (the body as sent and its normalised
-- record): about 2.3 KB for an individual report. Above ~2 KB PostgreSQL first tries to compress the
-- largest values, then moves one to the TOAST table (a second heap row and index entry per report).
-- Rows up to a page stay inline and uncompressed; larger ones are still toasted. Measured: 15-19%
-- less database time per stored report (docs/decisions.md, session 5).
ALTER TABLE "credit_submissions" SET (toast_tuple_target = 8160);
