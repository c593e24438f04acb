CREATE TABLE "exam_accommodations" (
	"exam_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_accommodations_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"auto_score" double precision,
	"right_flag" smallint,
	"teacher_score" double precision,
	"teacher_comment" text,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_no" smallint NOT NULL,
	"variant" smallint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"last_save_at" timestamp with time zone,
	"answered" integer DEFAULT 0 NOT NULL,
	"focus_losses" integer DEFAULT 0 NOT NULL,
	"screen_switches" integer DEFAULT 0 NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"auto_score" double precision,
	"score" double precision,
	"full_mark" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"student_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_paper_questions" (
	"paper_id" integer NOT NULL,
	"variant" smallint NOT NULL,
	"sort" smallint NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "exam_paper_questions_paper_id_variant_sort_pk" PRIMARY KEY("paper_id","variant","sort")
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"time_minutes" integer NOT NULL,
	"source" text NOT NULL,
	"variants" smallint DEFAULT 1 NOT NULL,
	"question_count" integer NOT NULL,
	"full_mark" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"paper_id" integer NOT NULL,
	"title" text NOT NULL,
	"mode" smallint DEFAULT 0 NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"max_attempts" smallint DEFAULT 1 NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"show_details" boolean DEFAULT false NOT NULL,
	"face_check" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"paused_at" timestamp with time zone,
	"sign_in_ended_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_faces" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_path" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_accommodations" ADD CONSTRAINT "exam_accommodations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audit" ADD CONSTRAINT "exam_audit_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audit" ADD CONSTRAINT "exam_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_audit" ADD CONSTRAINT "exam_audit_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_faces" ADD CONSTRAINT "user_faces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_no_key" ON "exam_attempts" USING btree ("exam_id","student_id","attempt_no");--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE state = 'inProgress';--> statement-breakpoint
CREATE INDEX "exam_audit_exam_idx" ON "exam_audit" USING btree ("exam_id","at");--> statement-breakpoint
CREATE INDEX "exam_papers_teacher_idx" ON "exam_papers" USING btree ("school_id","teacher_id");--> statement-breakpoint
CREATE INDEX "exams_class_idx" ON "exams" USING btree ("class_id");