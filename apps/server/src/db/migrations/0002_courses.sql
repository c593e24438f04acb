CREATE TABLE "activity_progress" (
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"finished" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_progress_class_id_student_id_activity_id_pk" PRIMARY KEY("class_id","student_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "course_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"chapter_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"title" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"audience" jsonb NOT NULL,
	"introduction" jsonb NOT NULL,
	"picture_url" text DEFAULT '' NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_activities" ADD CONSTRAINT "course_activities_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_activities" ADD CONSTRAINT "course_activities_step_id_course_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."course_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_steps" ADD CONSTRAINT "course_steps_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_steps" ADD CONSTRAINT "course_steps_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_activities_step_idx" ON "course_activities" USING btree ("step_id","sort");--> statement-breakpoint
CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id","sort");--> statement-breakpoint
CREATE INDEX "course_steps_course_idx" ON "course_steps" USING btree ("course_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_key_key" ON "courses" USING btree ("key");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;