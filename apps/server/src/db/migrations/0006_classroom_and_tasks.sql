CREATE TABLE "online_lesson_answers" (
	"question_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_lesson_answers_question_id_student_id_pk" PRIMARY KEY("question_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "online_lesson_attendance" (
	"lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"signed_in_at" timestamp with time zone,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_lesson_attendance_lesson_id_student_id_pk" PRIMARY KEY("lesson_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "online_lesson_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"title" text NOT NULL,
	"options" jsonb NOT NULL,
	"is_multiple" boolean NOT NULL,
	"correct" jsonb NOT NULL,
	"pushed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "online_lesson_roll_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"called_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"sign_in_mode" text NOT NULL,
	"fixed_code" text,
	"sign_in_secret" text NOT NULL,
	"late_after_minutes" smallint NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sign_in_ended_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "task_classes" (
	"task_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
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
ALTER TABLE "online_lesson_answers" ADD CONSTRAINT "online_lesson_answers_question_id_online_lesson_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."online_lesson_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_answers" ADD CONSTRAINT "online_lesson_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_attendance" ADD CONSTRAINT "online_lesson_attendance_lesson_id_online_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."online_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_attendance" ADD CONSTRAINT "online_lesson_attendance_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_questions" ADD CONSTRAINT "online_lesson_questions_lesson_id_online_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."online_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_roll_calls" ADD CONSTRAINT "online_lesson_roll_calls_lesson_id_online_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."online_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lesson_roll_calls" ADD CONSTRAINT "online_lesson_roll_calls_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lessons" ADD CONSTRAINT "online_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lessons" ADD CONSTRAINT "online_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_lessons" ADD CONSTRAINT "online_lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_submissions" ADD CONSTRAINT "task_submissions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_lesson_questions_lesson_idx" ON "online_lesson_questions" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "online_lesson_roll_calls_lesson_idx" ON "online_lesson_roll_calls" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "online_lessons_class_idx" ON "online_lessons" USING btree ("class_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_lessons_live_key" ON "online_lessons" USING btree ("class_id") WHERE "online_lessons"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "task_classes_class_idx" ON "task_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "tasks_school_teacher_idx" ON "tasks" USING btree ("school_id","teacher_id");