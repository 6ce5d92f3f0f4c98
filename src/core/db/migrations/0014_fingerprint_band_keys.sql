ALTER TABLE "embed_capture_fingerprints" ADD COLUMN "band_keys" integer[];--> statement-breakpoint
-- Stored fingerprints get the keys frames.repo.ts computes (fingerprintLockKeys, 9 bands for the 8-bit limit): the first 4 bytes of sha256('<band>:<the band's bits>') as a signed integer.
UPDATE "embed_capture_fingerprints" AS f SET "band_keys" = (
	SELECT array_agg(DISTINCT ('x' || left(encode(sha256(convert_to(b::text || ':' || substr(f."block_hash"::text, b * 256 / 9 + 1, (b + 1) * 256 / 9 - b * 256 / 9), 'UTF8')), 'hex'), 8))::bit(32)::int)
	FROM generate_series(0, 8) AS b
);--> statement-breakpoint
ALTER TABLE "embed_capture_fingerprints" ALTER COLUMN "band_keys" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "embed_capture_fingerprints_band_keys_idx" ON "embed_capture_fingerprints" USING gin ("band_keys");
