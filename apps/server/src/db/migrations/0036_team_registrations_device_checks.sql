CREATE TABLE "competition_device_checks" (
	"competition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"passed" jsonb NOT NULL,
	"round_trip_ms" integer NOT NULL,
	"upload_kbps" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_device_checks_competition_id_student_id_pk" PRIMARY KEY("competition_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "competition_team_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"team_name" text NOT NULL,
	"teacher_name" text NOT NULL,
	"teacher_mobile" text NOT NULL,
	"teacher_email" text NOT NULL,
	"members" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_device_checks" ADD CONSTRAINT "competition_device_checks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_device_checks" ADD CONSTRAINT "competition_device_checks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_team_registrations" ADD CONSTRAINT "competition_team_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_team_registrations_competition_idx" ON "competition_team_registrations" USING btree ("competition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_team_registrations_team_idx" ON "competition_team_registrations" USING btree ("competition_id","school_name","team_name");