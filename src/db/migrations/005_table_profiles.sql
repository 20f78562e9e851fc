-- Column profiles computed at ingestion (src/tabular/table-profile.ts): the builtin engine reads
-- them instead of rescanning tables. NULL for tables ingested before; filled on first use.
ALTER TABLE tabular_tables ADD COLUMN profile jsonb;
