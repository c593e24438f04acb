CREATE TABLE "excellent_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"marked_by" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excellent_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "training_questions" ADD COLUMN "link" smallint;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excellent_answers" ADD CONSTRAINT "excellent_answers_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excellent_answers" ADD CONSTRAINT "excellent_answers_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excellent_answers" ADD CONSTRAINT "excellent_answers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excellent_answers" ADD CONSTRAINT "excellent_answers_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excellent_answers" ADD CONSTRAINT "excellent_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excellent_answers_class_idx" ON "excellent_answers" USING btree ("class_id","training_id");