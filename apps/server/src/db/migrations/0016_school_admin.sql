-- Issue 24: one audit log. The exam invigilation log (exam_audit) becomes audit_log, which school
-- administration writes too: the school, the kind of object, its id and name, and the value
-- before and after. Exam rows keep their exam and gain their school. Classes gain archived_at
-- (archived at a term's end: out of the working lists, records kept).
ALTER TABLE "exam_audit" RENAME TO "audit_log";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "exam_audit_exam_id_exams_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "exam_audit_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "exam_audit_student_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "exam_audit_exam_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "exam_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "school_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_type" text DEFAULT 'exam' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_exam_idx" ON "audit_log" USING btree ("exam_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree ("school_id","at");--> statement-breakpoint
UPDATE "audit_log" SET "school_id" = "exams"."school_id", "object_id" = "audit_log"."exam_id" FROM "exams" WHERE "exams"."id" = "audit_log"."exam_id";
