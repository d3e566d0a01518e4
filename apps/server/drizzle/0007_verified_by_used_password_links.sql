-- An account whose set-password or reset link was used has proven its e-mail address, at that moment.
-- Orders already placed cannot tell whether they were placed signed in: they count as guest orders,
-- and show in the account once its e-mail is verified.
UPDATE "users" SET "email_verified_at" = proven."used_at"
FROM (
  SELECT "user_id", min("used_at") AS "used_at" FROM "account_tokens"
  WHERE "purpose" IN ('set_password', 'reset_password') AND "used_at" IS NOT NULL
  GROUP BY "user_id"
) AS proven
WHERE "users"."id" = proven."user_id" AND "users"."email_verified_at" IS NULL;
