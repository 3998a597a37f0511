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
CREATE INDEX "stripe_payments_occurred_idx" ON "stripe_payments" USING btree ("occurred_at");