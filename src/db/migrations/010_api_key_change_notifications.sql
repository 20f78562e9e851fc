-- Every change that can end or alter what a verified API key grants is announced on the channel
-- `api_key_changes`, so every API process drops its cached verification at once, whichever process
-- (or a hand-run statement) made it: a key revoked, re-dated, moved or deleted (`key:<id>`), and its
-- user's role changed, moved to another organization or deleted (`user:<id>`; the user's keys,
-- deleted with it, announce themselves too). last_used_at, written as keys are used, announces nothing.
-- The function body is one line: migrations are split on semicolons that end a line.
CREATE OR REPLACE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('api_key_changes', CASE WHEN TG_TABLE_NAME = 'api_keys' THEN 'key:' ELSE 'user:' END || OLD.id::text); RETURN NULL; END $$;

CREATE TRIGGER api_keys_changed AFTER UPDATE OF revoked_at, expires_at, key_hash, user_id, org_id OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
CREATE TRIGGER users_access_changed AFTER UPDATE OF role, org_id OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_api_key_change();
