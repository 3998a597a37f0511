-- Sessions started before the user_id column (issue 13): copy the user id out of the session data.
UPDATE "sessions" s SET "user_id" = (s."sess"->>'userId')::int
WHERE s."user_id" IS NULL AND s."sess" ? 'userId'
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = (s."sess"->>'userId')::int);
