CREATE TABLE "negotiation_judges" (
	"contest_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiation_judges_contest_id_judge_id_pk" PRIMARY KEY("contest_id","judge_id")
);
--> statement-breakpoint
ALTER TABLE "negotiation_judges" ADD CONSTRAINT "negotiation_judges_contest_id_negotiation_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."negotiation_contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_judges" ADD CONSTRAINT "negotiation_judges_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_judges_judge_idx" ON "negotiation_judges" USING btree ("judge_id");