DROP TABLE "alert_digests" CASCADE;--> statement-breakpoint
DROP TABLE "alert_events" CASCADE;--> statement-breakpoint
ALTER TABLE "wishlist_alerts" DROP COLUMN "size";