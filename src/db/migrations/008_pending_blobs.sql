-- Blob writes in progress: a key is registered here before its bytes are written, and the
-- transaction that makes a row refer to it removes the registration. A key still registered
-- after its job ended (a failed commit whose clean-up also failed, or a crash) is removed by
-- the storage reconciler, or at start by the embedded database's sole process.
CREATE TABLE IF NOT EXISTS pending_blobs (
  key text PRIMARY KEY,
  registered_at timestamptz NOT NULL DEFAULT now()
);
