-- Tokens made before scopes existed could call everything their user could: they keep every
-- scope, so live integrations do not break. Tokens made from now on hold only what was chosen.
UPDATE "users" SET "api_token_scopes" = ARRAY['orders:read','orders:write','products:read','products:write','customers:read','customers:write','inventory:read','inventory:write','fulfilments:read','fulfilments:write']::text[] WHERE "api_token_prefix" IS NOT NULL;
