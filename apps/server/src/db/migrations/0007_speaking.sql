CREATE TABLE "speech_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"line" smallint DEFAULT 0 NOT NULL,
	"file_url" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"scoring_input" text,
	"reference_text" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"replaced" smallint DEFAULT 0 NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_attempt_id_training_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."training_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_question_id_training_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."training_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_recordings_attempt_idx" ON "speech_recordings" USING btree ("attempt_id","question_id","line");--> statement-breakpoint
CREATE INDEX "speech_recordings_queue_idx" ON "speech_recordings" USING btree ("id") WHERE status in ('queued', 'processing');