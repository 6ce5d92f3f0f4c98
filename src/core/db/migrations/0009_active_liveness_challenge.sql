CREATE TABLE "embed_capture_frames" (
	"digest" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embed_sessions" ADD COLUMN "challenge" jsonb;--> statement-breakpoint
ALTER TABLE "embed_capture_frames" ADD CONSTRAINT "embed_capture_frames_session_id_embed_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."embed_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embed_capture_frames_session_idx" ON "embed_capture_frames" USING btree ("session_id");