CREATE TABLE "embed_capture_fingerprints" (
	"session_id" text NOT NULL,
	"frame" smallint NOT NULL,
	"block_hash" bit(256) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embed_capture_fingerprints_session_id_frame_pk" PRIMARY KEY("session_id","frame")
);
--> statement-breakpoint
ALTER TABLE "embed_capture_fingerprints" ADD CONSTRAINT "embed_capture_fingerprints_session_id_embed_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."embed_sessions"("id") ON DELETE cascade ON UPDATE no action;