import type { TableProfile } from './table-profile.ts';

export type TabularFileType = 'csv' | 'xlsx' | 'xls' | 'parquet';

export type ColumnType = 'integer' | 'decimal' | 'double' | 'boolean' | 'date' | 'timestamp' | 'text';

export type ColumnProfile = {
  /** SQL-friendly, unique within the table. */
  name: string;
  /**
   * The header text as the file had it ('' when the header cell was blank), with " (%)" added when
   * its cells were percentages written with the sign ("12.5%"), which the numbers no longer carry.
   */
  label: string;
  type: ColumnType;
  /** Up to 5 distinct non-null values, in order of first appearance. */
  sampleValues: string[];
  nullCount: number;
};

export type IngestedTable = {
  tableName: string;
  /** Sheet the table came from; null for CSV and Parquet files. */
  sheet: string | null;
  rowCount: number;
  parquetPath: string;
  columns: ColumnProfile[];
  /** What the builtin engine reads instead of rescanning the table. */
  profile: TableProfile;
};
