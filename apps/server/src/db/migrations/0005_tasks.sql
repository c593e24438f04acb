CREATE TABLE "task_classes" (
	"task_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_classes_task_id_class_id_pk" PRIMARY KEY("task_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "task_submissions" (
	"task_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"score" smallint,
	"comment" text,
	"rated_at" timestamp with time zone,
	CONSTRAINT "task_submissions_task_id_class_id_student_id_pk" PRIMARY KEY("task_id","class_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"task_type" text NOT NULL,
	"background" jsonb NOT NULL,
	"attachments" jsonb NOT NULL,
	"upload_rule" text NOT NULL,
	"file_groups" jsonb NOT NULL,
	"max_file_mb" smallint NOT NULL,
	"full_mark" smallint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"time_limit_minutes" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_classes_class_idx" ON "task_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "tasks_school_teacher_idx" ON "tasks" USING btree ("school_id","teacher_id");