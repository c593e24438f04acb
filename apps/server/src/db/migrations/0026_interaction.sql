CREATE TABLE "interaction_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"training_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"title" text NOT NULL,
	"phase" text DEFAULT 'forming' NOT NULL,
	"team_mode" text,
	"team_size" smallint DEFAULT 4 NOT NULL,
	"reviews_per_answer" smallint NOT NULL,
	"rubric" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"review_started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interaction_adjustments" (
	"team_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"reason" text NOT NULL,
	"teacher_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_adjustments_team_id_stage_id_pk" PRIMARY KEY("team_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_answers" (
	"team_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"text" text NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_answers_team_id_stage_id_pk" PRIMARY KEY("team_id","stage_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_members" (
	"activity_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "interaction_members_activity_id_student_id_pk" PRIMARY KEY("activity_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_person_scores" (
	"activity_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"teacher_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_person_scores_activity_id_student_id_pk" PRIMARY KEY("activity_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "interaction_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"reviewer_team_id" integer NOT NULL,
	"target_team_id" integer NOT NULL,
	"scores" jsonb,
	"comment" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interaction_revisions" (
	"team_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interaction_revisions_team_id_stage_id_revision_pk" PRIMARY KEY("team_id","stage_id","revision")
);
--> statement-breakpoint
CREATE TABLE "interaction_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"name" text NOT NULL,
	"leader_id" integer,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "interaction_activities" ADD CONSTRAINT "interaction_activities_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_activities" ADD CONSTRAINT "interaction_activities_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_activities" ADD CONSTRAINT "interaction_activities_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_activities" ADD CONSTRAINT "interaction_activities_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_adjustments" ADD CONSTRAINT "interaction_adjustments_team_id_interaction_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_adjustments" ADD CONSTRAINT "interaction_adjustments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_answers" ADD CONSTRAINT "interaction_answers_team_id_interaction_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_answers" ADD CONSTRAINT "interaction_answers_stage_id_training_questions_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."training_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_answers" ADD CONSTRAINT "interaction_answers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_members" ADD CONSTRAINT "interaction_members_activity_id_interaction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."interaction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_members" ADD CONSTRAINT "interaction_members_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_members" ADD CONSTRAINT "interaction_members_team_id_interaction_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_person_scores" ADD CONSTRAINT "interaction_person_scores_activity_id_interaction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."interaction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_person_scores" ADD CONSTRAINT "interaction_person_scores_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_person_scores" ADD CONSTRAINT "interaction_person_scores_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reviews" ADD CONSTRAINT "interaction_reviews_activity_id_interaction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."interaction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reviews" ADD CONSTRAINT "interaction_reviews_reviewer_team_id_interaction_teams_id_fk" FOREIGN KEY ("reviewer_team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reviews" ADD CONSTRAINT "interaction_reviews_target_team_id_interaction_teams_id_fk" FOREIGN KEY ("target_team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_reviews" ADD CONSTRAINT "interaction_reviews_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_revisions" ADD CONSTRAINT "interaction_revisions_team_id_interaction_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."interaction_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_revisions" ADD CONSTRAINT "interaction_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_teams" ADD CONSTRAINT "interaction_teams_activity_id_interaction_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."interaction_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interaction_teams" ADD CONSTRAINT "interaction_teams_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interaction_activities_class_idx" ON "interaction_activities" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "interaction_members_team_idx" ON "interaction_members" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_reviews_pair_key" ON "interaction_reviews" USING btree ("reviewer_team_id","target_team_id");--> statement-breakpoint
CREATE INDEX "interaction_reviews_activity_idx" ON "interaction_reviews" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "interaction_teams_activity_idx" ON "interaction_teams" USING btree ("activity_id");