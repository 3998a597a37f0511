CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"page" text,
	"message" text NOT NULL,
	"rating" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"agent_role" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb,
	"error" text,
	"model" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "developer_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"estimated_time" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"type" text NOT NULL,
	"channel" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text DEFAULT 'roofstrike' NOT NULL,
	"property_address" text NOT NULL,
	"owner_name" text NOT NULL,
	"company_name" text,
	"zip_code" text,
	"estimated_value" integer DEFAULT 0 NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"storm_date" timestamp with time zone,
	"trace_status" text DEFAULT 'none' NOT NULL,
	"trace_error" text,
	"contact_email" text,
	"contact_phone" text,
	"confidence_score" integer,
	"trace_source" text,
	"trace_cost_cents" integer,
	"traced_at" timestamp with time zone,
	"revenue" integer,
	"converted_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"week" text NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"posts" jsonb NOT NULL,
	"model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"account" text DEFAULT 'shared' NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"scope" text,
	"account_name" text,
	"connected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "standups" (
	"id" serial PRIMARY KEY NOT NULL,
	"standup_date" text NOT NULL,
	"message" text NOT NULL,
	"formatted_message" text NOT NULL,
	"facts" jsonb NOT NULL,
	"generated_by" text NOT NULL,
	"trigger" text DEFAULT 'schedule' NOT NULL,
	"posted_to_slack" boolean DEFAULT false NOT NULL,
	"slack_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storms" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_on" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"severity" real NOT NULL,
	"affected_properties" integer NOT NULL,
	"average_claim_value" integer NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"wa_message_id" text NOT NULL,
	"direction" text NOT NULL,
	"platform" text,
	"phone" text NOT NULL,
	"template" text,
	"language" text,
	"body" text,
	"status" text NOT NULL,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hail_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"rows_read" integer NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hail_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"event_date" date NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"size_inches" double precision NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hail_reports_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"object_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"customer" text,
	"raw" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_payments_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"model" text NOT NULL,
	"daily_target" integer,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "model" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_events_lead_type_idx" ON "lead_events" USING btree ("lead_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "lead_events_type_idx" ON "lead_events" USING btree ("type","occurred_at");--> statement-breakpoint
CREATE INDEX "leads_platform_created_idx" ON "leads" USING btree ("platform","created_at");--> statement-breakpoint
CREATE INDEX "leads_trace_status_idx" ON "leads" USING btree ("trace_status");--> statement-breakpoint
CREATE UNIQUE INDEX "social_connections_provider_account_idx" ON "social_connections" USING btree ("provider","account");--> statement-breakpoint
CREATE UNIQUE INDEX "standups_date_idx" ON "standups" USING btree ("standup_date");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wa_id_idx" ON "whatsapp_messages" USING btree ("wa_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_phone_idx" ON "whatsapp_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "hail_reports_lat_lon_idx" ON "hail_reports" USING btree ("is_sample","lat","lon");--> statement-breakpoint
CREATE INDEX "hail_reports_sample_date_idx" ON "hail_reports" USING btree ("is_sample","event_date");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_idx" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "stripe_payments_occurred_idx" ON "stripe_payments" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "marketing_content_kind_idx" ON "marketing_content" USING btree ("kind","generated_at");