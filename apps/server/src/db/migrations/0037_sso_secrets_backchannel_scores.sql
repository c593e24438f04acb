CREATE TABLE "school_sign_in_logout_tokens" (
	"school_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "school_sign_in_logout_tokens_school_id_jti_pk" PRIMARY KEY("school_id","jti")
);
--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD COLUMN "scored_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL;--> statement-breakpoint
ALTER TABLE "school_sign_in_sessions" ADD COLUMN "sid" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_sign_in_sessions" ADD COLUMN "sub" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_sign_ins" ADD COLUMN "client_secret_key" smallint;--> statement-breakpoint
ALTER TABLE "school_sign_in_logout_tokens" ADD CONSTRAINT "school_sign_in_logout_tokens_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_sign_in_logout_tokens_expiry_idx" ON "school_sign_in_logout_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "school_sign_in_sessions_sid_idx" ON "school_sign_in_sessions" USING btree ("school_id","sid");--> statement-breakpoint
CREATE INDEX "school_sign_in_sessions_sub_idx" ON "school_sign_in_sessions" USING btree ("school_id","sub");--> statement-breakpoint
UPDATE "lti_score_outbox" SET "scored_at" = date_trunc('milliseconds', "created_at");