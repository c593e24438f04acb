ALTER TABLE "trainings" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD COLUMN "copied_from" integer;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Interactive group cases list with the cases (kind 4), not the practical trainings (kind 2).
UPDATE "resources" SET "kind" = 4 WHERE "training_kind" = 'interaction';
