CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"normalized_address" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"location_source" text NOT NULL,
	"owner_name" text,
	"company" text,
	"property_type" text,
	"roof_size_sqft" integer,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"text_shown" text NOT NULL,
	"locale" text NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"ip" text,
	"user_agent" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "storm_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"storm_day" date NOT NULL,
	"lead_id" integer,
	"hail_report_id" integer,
	"size_inches" double precision NOT NULL,
	"distance_miles" double precision NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "property_address" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "actor" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "normalized_address" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "property_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_agent_role" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "evidence" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_hits" ADD CONSTRAINT "storm_hits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_hits" ADD CONSTRAINT "storm_hits_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_hits" ADD CONSTRAINT "storm_hits_hail_report_id_hail_reports_id_fk" FOREIGN KEY ("hail_report_id") REFERENCES "public"."hail_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_normalized_address_idx" ON "properties" USING btree ("normalized_address");--> statement-breakpoint
CREATE INDEX "properties_lat_lon_idx" ON "properties" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "lead_consents_lead_idx" ON "lead_consents" USING btree ("lead_id","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storm_hits_property_day_idx" ON "storm_hits" USING btree ("property_id","storm_day");--> statement-breakpoint
CREATE INDEX "storm_hits_day_idx" ON "storm_hits" USING btree ("storm_day");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("platform","contact_phone");--> statement-breakpoint
CREATE INDEX "leads_property_idx" ON "leads" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_platform_address_idx" ON "leads" USING btree ("platform","normalized_address") WHERE normalized_address is not null;