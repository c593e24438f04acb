CREATE TABLE "exam_face_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"passed" boolean NOT NULL,
	"distance" double precision,
	"score" smallint,
	"reason" text NOT NULL,
	"image_path" text,
	"actor_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_face_checks" ADD CONSTRAINT "exam_face_checks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_face_checks" ADD CONSTRAINT "exam_face_checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_face_checks" ADD CONSTRAINT "exam_face_checks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_face_checks" ADD CONSTRAINT "exam_face_checks_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_face_checks_student_idx" ON "exam_face_checks" USING btree ("exam_id","student_id","at");