CREATE TABLE "github_deliveries" (
	"delivery_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"sampled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "ingest_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text DEFAULT 'not_configured' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"latency_ms" real,
	CONSTRAINT "integration_checks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"engine" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slack_posted_at" timestamp with time zone,
	"slack_error" text
);
--> statement-breakpoint
CREATE TABLE "worker_heartbeats" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"runs_workers" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requests" jsonb
);
--> statement-breakpoint
ALTER TABLE "code_quality_reports" ALTER COLUMN "test_coverage" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "repository" text;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "coverage" real;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "findings" jsonb;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "lint_issues" integer;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "tech_debt_items" integer;--> statement-breakpoint
ALTER TABLE "code_quality_reports" ADD COLUMN "commit_sha" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "repository" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "commit_sha" text;--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "url" text;--> statement-breakpoint
CREATE INDEX "health_samples_sampled_at_idx" ON "health_samples" USING btree ("sampled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_kind_period_idx" ON "weekly_reports" USING btree ("kind","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_source_external_idx" ON "deployments" USING btree ("source","external_id");