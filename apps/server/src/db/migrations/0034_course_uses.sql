CREATE TABLE "activity_papers" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_resources" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_papers" ADD CONSTRAINT "activity_papers_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_papers" ADD CONSTRAINT "activity_papers_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_resources" ADD CONSTRAINT "activity_resources_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_resources" ADD CONSTRAINT "activity_resources_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;