CREATE TABLE "resource_favourites" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_favourites_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"school_id" integer,
	"owner_id" integer,
	"is_shared" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"language" text NOT NULL,
	"level" smallint NOT NULL,
	"course_key" text,
	"knowledge_points" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"training_id" integer,
	"training_kind" text,
	"media_type" text,
	"file_url" text,
	"file_name" text,
	"file_size" integer,
	"duration" integer,
	"body_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resource_favourites" ADD CONSTRAINT "resource_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_favourites" ADD CONSTRAINT "resource_favourites_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_favourites_resource_idx" ON "resource_favourites" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resources_seed_key_key" ON "resources" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search");--> statement-breakpoint
CREATE INDEX "resources_knowledge_points_idx" ON "resources" USING gin ("knowledge_points");--> statement-breakpoint
CREATE INDEX "resources_school_kind_idx" ON "resources" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "resources_owner_idx" ON "resources" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "resources_created_idx" ON "resources" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "resources_usage_idx" ON "resources" USING btree ("usage_count");