CREATE TABLE "activity_trainings" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"auto_score" double precision,
	"right_flag" smallint,
	"teacher_score" double precision,
	"teacher_comment" text,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempt_media_plays" (
	"attempt_id" integer NOT NULL,
	"item_index" smallint NOT NULL,
	"plays" smallint DEFAULT 0 NOT NULL,
	"last_play_at" timestamp with time zone,
	"fully_played" boolean DEFAULT false NOT NULL,
	CONSTRAINT "attempt_media_plays_attempt_id_item_index_pk" PRIMARY KEY("attempt_id","item_index")
);
--> statement-breakpoint
CREATE TABLE "class_trainings" (
	"class_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"is_open" boolean NOT NULL,
	"deadline" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_trainings_class_id_training_id_pk" PRIMARY KEY("class_id","training_id")
);
--> statement-breakpoint
CREATE TABLE "training_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"auto_score" double precision,
	"score" double precision,
	"full_mark" double precision NOT NULL,
	"viewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"training_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"subject_type" smallint NOT NULL,
	"stem" text NOT NULL,
	"full_mark" double precision NOT NULL,
	"analysis" jsonb NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb NOT NULL,
	"background" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_trainings" ADD CONSTRAINT "activity_trainings_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_trainings" ADD CONSTRAINT "activity_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_media_plays" ADD CONSTRAINT "attempt_media_plays_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainings" ADD CONSTRAINT "class_trainings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_trainings" ADD CONSTRAINT "class_trainings_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_attempts" ADD CONSTRAINT "training_attempts_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_questions" ADD CONSTRAINT "training_questions_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_attempts_student_idx" ON "training_attempts" USING btree ("class_id","student_id","training_id");--> statement-breakpoint
CREATE INDEX "training_attempts_training_idx" ON "training_attempts" USING btree ("class_id","training_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_attempts_one_draft" ON "training_attempts" USING btree ("class_id","student_id","training_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "training_questions_training_idx" ON "training_questions" USING btree ("training_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_key_key" ON "trainings" USING btree ("key");--> statement-breakpoint
CREATE INDEX "trainings_kind_idx" ON "trainings" USING btree ("kind");