CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"lease_ms" integer DEFAULT 60000 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key_idx" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."state" <> 'failed';--> statement-breakpoint
-- Recordings queued before the runner existed get their scoring job.
INSERT INTO "jobs" ("kind", "key", "payload", "lease_ms")
SELECT 'speaking.score', 'recording:' || "id", json_build_object('recordingId', "id")::jsonb, 600000
FROM "speech_recordings" WHERE "replaced" = 0 AND "status" IN ('queued', 'processing');
