-- Every change to what a user's workspace list shows (workspaces, memberships and roles, file and
-- table counts) is announced on the channel `workspace_changes` with the organization's id, so
-- every process holding cached lists and roles drops that organization's entries, whichever
-- process (API, worker) made the change. A member or table row whose workspace is gone is being
-- removed by that workspace's deletion, which announced the organization already.
-- The function body is one line: migrations are split on semicolons that end a line.
CREATE OR REPLACE FUNCTION notify_workspace_change() RETURNS trigger LANGUAGE plpgsql AS $$ DECLARE org uuid; BEGIN IF TG_TABLE_NAME IN ('workspaces', 'files') THEN org := COALESCE(NEW.org_id, OLD.org_id); ELSE SELECT w.org_id INTO org FROM workspaces w WHERE w.id = COALESCE(NEW.workspace_id, OLD.workspace_id); END IF; IF org IS NOT NULL THEN PERFORM pg_notify('workspace_changes', org::text); END IF; RETURN NULL; END $$;

CREATE TRIGGER workspaces_changed AFTER INSERT OR UPDATE OR DELETE ON workspaces FOR EACH ROW EXECUTE FUNCTION notify_workspace_change();
CREATE TRIGGER workspace_members_changed AFTER INSERT OR UPDATE OR DELETE ON workspace_members FOR EACH ROW EXECUTE FUNCTION notify_workspace_change();
CREATE TRIGGER files_counted AFTER INSERT OR DELETE ON files FOR EACH ROW EXECUTE FUNCTION notify_workspace_change();
CREATE TRIGGER tabular_tables_counted AFTER INSERT OR DELETE ON tabular_tables FOR EACH ROW EXECUTE FUNCTION notify_workspace_change();
