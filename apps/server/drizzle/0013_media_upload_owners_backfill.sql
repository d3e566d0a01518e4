-- Uploads made before their uploader was recorded: the audit log names who uploaded each one, and
-- the pictures a seller's products and logo already show are that seller's to use again.
INSERT INTO "media_uploads" ("hash", "uploader_id")
SELECT DISTINCT substring("entity_id" from '^/media/uploads/([a-f0-9]{32})'), "actor_id"
FROM "audit_log"
WHERE "action" = 'media.upload' AND "actor_id" IS NOT NULL AND "entity_id" ~ '^/media/uploads/[a-f0-9]{32}'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "media_uploads" ("hash", "uploader_id")
SELECT DISTINCT substring("url" from '^/media/uploads/([a-f0-9]{32})'), "owner"
FROM (
  SELECT "seller_id" AS "owner", "image" AS "url" FROM "products" WHERE "seller_id" IS NOT NULL
  UNION ALL SELECT "seller_id", unnest("gallery") FROM "products" WHERE "seller_id" IS NOT NULL
  UNION ALL SELECT "user_id", "logo" FROM "seller_profiles"
) AS "used"
WHERE "url" ~ '^/media/uploads/[a-f0-9]{32}'
ON CONFLICT DO NOTHING;
