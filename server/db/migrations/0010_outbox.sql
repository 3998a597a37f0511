CREATE TABLE "contact_opt_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text,
	"lead_id" integer,
	"campaign_id" integer,
	"body" text NOT NULL,
	"template_name" text,
	"template_language" text,
	"template_variables" jsonb,
	"source_ref" text,
	"reason" text NOT NULL,
	"drafted_by" text NOT NULL,
	"agent_role" text,
	"drafted_by_user" integer,
	"status" text DEFAULT 'drafted' NOT NULL,
	"approved_by" integer,
	"approved_via" text,
	"approved_at" timestamp with time zone,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_auto_approve" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "kind" text DEFAULT 'launch' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "storm_day" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_drafted_by_user_users_id_fk" FOREIGN KEY ("drafted_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_auto_approve" ADD CONSTRAINT "outbox_auto_approve_enabled_by_users_id_fk" FOREIGN KEY ("enabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_opt_outs_channel_address_idx" ON "contact_opt_outs" USING btree ("channel","address");--> statement-breakpoint
CREATE INDEX "outbound_messages_status_created_idx" ON "outbound_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_campaign_idx" ON "outbound_messages" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_lead_idx" ON "outbound_messages" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_campaign_lead_idx" ON "outbound_messages" USING btree ("campaign_id","lead_id","channel") WHERE campaign_id is not null and lead_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_storm_day_idx" ON "campaigns" USING btree ("storm_day") WHERE kind = 'storm';