-- Workspace files, the tables ingested from them, and document chunks for search.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  filename text NOT NULL,
  category text NOT NULL CHECK (category IN ('tabular', 'document')),
  detected_type text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  blob_key text NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
  progress integer NOT NULL DEFAULT 0,
  status_message text,
  error_code text,
  error_message text,
  page_count integer,
  chunk_count integer,
  image_count integer,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_workspace ON files (workspace_id, created_at);

CREATE TABLE tabular_tables (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  table_name text NOT NULL,
  sheet text,
  row_count bigint NOT NULL,
  columns jsonb NOT NULL,
  blob_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (workspace_id, table_name)
);

CREATE TABLE chunks (
  id uuid PRIMARY KEY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  page integer,
  text text NOT NULL,
  tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  embedding real[]
);
CREATE INDEX chunks_tsv ON chunks USING gin (tsv);
CREATE INDEX chunks_file ON chunks (file_id, ordinal);
CREATE INDEX chunks_workspace ON chunks (workspace_id);

-- One-off parse jobs and their temporary results.
CREATE TABLE parses (
  id uuid PRIMARY KEY,
  org_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  filename text NOT NULL,
  file_type text NOT NULL,
  size_bytes bigint NOT NULL,
  blob_key text,
  options jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
  progress integer NOT NULL DEFAULT 0,
  status_message text,
  estimated_seconds integer NOT NULL,
  error_code text,
  error_message text,
  result jsonb,
  result_purged boolean NOT NULL DEFAULT false,
  webhook_url text,
  webhook_secret text,
  webhook_status text,
  webhook_attempts integer NOT NULL DEFAULT 0,
  webhook_last_status_code integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  completed_at timestamptz,
  expires_at timestamptz
);
CREATE INDEX parses_expiry ON parses (expires_at) WHERE result_purged = false;
