ALTER TABLE "task_submissions" ADD COLUMN "draft_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;