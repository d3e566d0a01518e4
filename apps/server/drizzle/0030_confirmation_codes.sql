ALTER TABLE "orders" ADD COLUMN "confirmation_code_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmation_code_sent_at" timestamp with time zone;