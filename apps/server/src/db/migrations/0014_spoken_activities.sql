ALTER TABLE "activity_progress" ADD COLUMN "marked_by" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "spoken_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_progress" ADD CONSTRAINT "activity_progress_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;