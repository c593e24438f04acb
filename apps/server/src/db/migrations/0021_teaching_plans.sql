CREATE TABLE "teaching_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"scope" text NOT NULL,
	"author_id" integer NOT NULL,
	"course_id" integer,
	"term" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_size" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teaching_plans" ADD CONSTRAINT "teaching_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_plans" ADD CONSTRAINT "teaching_plans_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_plans" ADD CONSTRAINT "teaching_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teaching_plans_school_term_idx" ON "teaching_plans" USING btree ("school_id","term");--> statement-breakpoint
CREATE INDEX "teaching_plans_author_idx" ON "teaching_plans" USING btree ("author_id");