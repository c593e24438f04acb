CREATE TABLE "vr_hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"yaw" real NOT NULL,
	"pitch" real NOT NULL,
	"title" jsonb NOT NULL,
	"text_en" text NOT NULL,
	"text_zh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vr_hotspots" ADD CONSTRAINT "vr_hotspots_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vr_hotspots_resource_idx" ON "vr_hotspots" USING btree ("resource_id","sort");