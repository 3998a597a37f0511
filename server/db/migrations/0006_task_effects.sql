CREATE TABLE "task_effects" (
	"task_id" integer NOT NULL,
	"key" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_effects_task_id_key_pk" PRIMARY KEY("task_id","key")
);
--> statement-breakpoint
ALTER TABLE "task_effects" ADD CONSTRAINT "task_effects_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;