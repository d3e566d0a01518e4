CREATE TABLE "nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rss" bigint NOT NULL,
	"heap_used" bigint NOT NULL,
	"event_loop_delay_ms" double precision NOT NULL,
	"caches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nodes_heartbeat_at_idx" ON "nodes" USING btree ("heartbeat_at");