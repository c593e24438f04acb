CREATE TABLE "competition_entries" (
	"competition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawal_reason" text,
	CONSTRAINT "competition_entries_competition_id_student_id_pk" PRIMARY KEY("competition_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "competition_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"exam_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_results" (
	"period_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"full_mark" double precision NOT NULL,
	"time_used_seconds" integer NOT NULL,
	"rank" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "competition_results_period_id_student_id_pk" PRIMARY KEY("period_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"organiser_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"bg_url" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"faq" text DEFAULT '' NOT NULL,
	"commitment" text DEFAULT '' NOT NULL,
	"downloads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_official" boolean DEFAULT true NOT NULL,
	"eligibility" smallint DEFAULT 1 NOT NULL,
	"exit_control" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_periods" ADD CONSTRAINT "competition_periods_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_periods" ADD CONSTRAINT "competition_periods_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_period_id_competition_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."competition_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_results" ADD CONSTRAINT "competition_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competition_entries_student_idx" ON "competition_entries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "competition_periods_competition_idx" ON "competition_periods" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "competition_results_student_idx" ON "competition_results" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "competitions_school_idx" ON "competitions" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "competitions_organiser_idx" ON "competitions" USING btree ("organiser_id");