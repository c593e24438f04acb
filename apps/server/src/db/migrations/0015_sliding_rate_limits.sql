-- Sign-in limits slide: the fixed 15-minute windows allowed 5 + 5 failures across an edge, and
-- counting before checking let 30 parallel attempts through. Old counters are dropped: at worst a
-- locked account is unlocked by the upgrade.
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" timestamp with time zone[] NOT NULL
);
