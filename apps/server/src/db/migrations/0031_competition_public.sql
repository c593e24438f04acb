CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"competition_id" integer NOT NULL,
	"school_id" integer,
	"holder_user_id" integer,
	"holder_name" text NOT NULL,
	"id_number_digest" text DEFAULT '' NOT NULL,
	"award" text NOT NULL,
	"rank" integer,
	"competition_title" text NOT NULL,
	"organiser" text NOT NULL,
	"issued_on" text NOT NULL,
	"background" text NOT NULL,
	"accent" text NOT NULL,
	"background_image" text DEFAULT '' NOT NULL,
	"issue_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_registrations" (
	"competition_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"real_name" text NOT NULL,
	"id_number_digest" text NOT NULL,
	"id_number_tail" text NOT NULL,
	"mobile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_registrations_competition_id_student_id_pk" PRIMARY KEY("competition_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"school_id" integer NOT NULL,
	"drawn_by" integer,
	"drawn_by_name" text NOT NULL,
	"title" text NOT NULL,
	"entrants" jsonb NOT NULL,
	"seed" text NOT NULL,
	"drawn_order" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_holder_user_id_users_id_fk" FOREIGN KEY ("holder_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_registrations" ADD CONSTRAINT "competition_registrations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_drawn_by_users_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_issue_key" ON "certificates" USING btree ("issue_key");--> statement-breakpoint
CREATE INDEX "certificates_competition_idx" ON "certificates" USING btree ("competition_id","holder_name");--> statement-breakpoint
CREATE INDEX "competition_registrations_lookup_idx" ON "competition_registrations" USING btree ("competition_id","real_name");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_code_key" ON "lottery_draws" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lottery_draws_school_idx" ON "lottery_draws" USING btree ("school_id","created_at");