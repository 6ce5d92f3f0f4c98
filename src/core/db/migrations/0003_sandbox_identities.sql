CREATE TABLE "sandbox_identities" (
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text,
	"phone_number" text,
	"photo" "bytea",
	"photo_media_type" text,
	"simulated_outcome" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_identities_id_type_id_number_pk" PRIMARY KEY("id_type","id_number")
);
