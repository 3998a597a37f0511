CREATE TABLE "spc_polls" (
	"url" text PRIMARY KEY NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text,
	"outcome" text NOT NULL,
	"new_reports" integer DEFAULT 0 NOT NULL,
	"error" text,
	"polled_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_new_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"polls" integer DEFAULT 0 NOT NULL
);
