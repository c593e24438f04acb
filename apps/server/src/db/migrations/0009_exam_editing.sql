ALTER TABLE "exam_papers" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "deleted_at" timestamp with time zone;