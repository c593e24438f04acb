CREATE TABLE "school_accounts" (
	"school_id" integer NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_accounts_school_id_number_pk" PRIMARY KEY("school_id","number")
);
--> statement-breakpoint
CREATE TABLE "school_sign_in_flows" (
	"state" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"return_url" text NOT NULL,
	"code_verifier" text DEFAULT '' NOT NULL,
	"nonce" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_sign_in_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"id_token" text DEFAULT '' NOT NULL,
	"cas_ticket" text DEFAULT '' NOT NULL,
	"return_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_sign_ins" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"protocol" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"server_url" text NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"number_claim" text NOT NULL,
	"create_unknown" boolean DEFAULT false NOT NULL,
	"create_as" smallint DEFAULT 2 NOT NULL,
	"button_name" text NOT NULL,
	"button_name_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_accounts" ADD CONSTRAINT "school_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_accounts" ADD CONSTRAINT "school_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_in_flows" ADD CONSTRAINT "school_sign_in_flows_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_in_sessions" ADD CONSTRAINT "school_sign_in_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_in_sessions" ADD CONSTRAINT "school_sign_in_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_ins" ADD CONSTRAINT "school_sign_ins_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "school_accounts_user_key" ON "school_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "school_sign_in_flows_created_idx" ON "school_sign_in_flows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "school_sign_in_sessions_ticket_idx" ON "school_sign_in_sessions" USING btree ("cas_ticket");