-- Request counters shared by API processes on one PostgreSQL server (fixed windows, one row per
-- client address or user). Unlogged: a counter lost in a crash only resets a window early.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_windows (
  key text PRIMARY KEY,
  window_start bigint NOT NULL,
  hits integer NOT NULL
);
