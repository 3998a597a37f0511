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
--> statement-breakpoint
-- Hand-written (decision 097): hail days by year kept as the contract's JSON text, not jsonb. Old values are
-- replaced by '[]'; the first start after this migration computes the answers again (server/domain/hail/shipped.ts).
ALTER TABLE "hail_zip_risk" ALTER COLUMN "hail_days_by_year" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "hail_zip_risk" ALTER COLUMN "hail_days_by_year" SET DATA TYPE text USING '[]';--> statement-breakpoint
ALTER TABLE "hail_zip_risk" ALTER COLUMN "hail_days_by_year" SET DEFAULT '[]';
