CREATE TABLE "negotiation_contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"case_key" text NOT NULL,
	"title" text NOT NULL,
	"phase" text DEFAULT 'forming' NOT NULL,
	"rubric" jsonb NOT NULL,
	"platform_minutes" smallint NOT NULL,
	"platform_turns" smallint NOT NULL,
	"platform_at" timestamp with time zone,
	"platform_started_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_members" (
	"contest_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "negotiation_members_contest_id_student_id_pk" PRIMARY KEY("contest_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_scores" (
	"contest_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_scores_team_id_judge_id_pk" PRIMARY KEY("team_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "negotiation_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"name" text NOT NULL,
	"side" text NOT NULL,
	"pairing" smallint NOT NULL,
	"simulation_done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "negotiation_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"round" text NOT NULL,
	"pairing" smallint NOT NULL,
	"seq" smallint NOT NULL,
	"text" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "negotiation_contests" ADD CONSTRAINT "negotiation_contests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_contests" ADD CONSTRAINT "negotiation_contests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_contests" ADD CONSTRAINT "negotiation_contests_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_members" ADD CONSTRAINT "negotiation_members_contest_id_negotiation_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."negotiation_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_members" ADD CONSTRAINT "negotiation_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_members" ADD CONSTRAINT "negotiation_members_team_id_negotiation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."negotiation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_scores" ADD CONSTRAINT "negotiation_scores_contest_id_negotiation_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."negotiation_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_scores" ADD CONSTRAINT "negotiation_scores_team_id_negotiation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."negotiation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_scores" ADD CONSTRAINT "negotiation_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_teams" ADD CONSTRAINT "negotiation_teams_contest_id_negotiation_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."negotiation_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_turns" ADD CONSTRAINT "negotiation_turns_contest_id_negotiation_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."negotiation_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_turns" ADD CONSTRAINT "negotiation_turns_team_id_negotiation_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."negotiation_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_turns" ADD CONSTRAINT "negotiation_turns_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_contests_class_idx" ON "negotiation_contests" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "negotiation_members_team_idx" ON "negotiation_members" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "negotiation_scores_contest_idx" ON "negotiation_scores" USING btree ("contest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_teams_pairing_side_idx" ON "negotiation_teams" USING btree ("contest_id","pairing","side");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_turns_simulation_idx" ON "negotiation_turns" USING btree ("team_id","seq") WHERE "negotiation_turns"."round" = 'simulation';--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_turns_platform_idx" ON "negotiation_turns" USING btree ("contest_id","pairing","seq") WHERE "negotiation_turns"."round" = 'platform';