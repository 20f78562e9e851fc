// DuckDB values as JSON-safe values: what a model reads and what JSON.stringify accepts.

import {
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  doubleFromDecimalValue,
  stringFromValue,
  type DuckDBValueConverter,
  type Json,
} from '@duckdb/node-api';

/** Integers as numbers while exact, as strings beyond 2^53. */
const integerOrString: DuckDBValueConverter<Json> = (value) => {
  const n = typeof value === 'bigint' ? value : BigInt(stringFromValue(value));
  return n <= BigInt(Number.MAX_SAFE_INTEGER) && n >= BigInt(Number.MIN_SAFE_INTEGER) ? Number(n) : n.toString();
};

/** ISO 8601: DuckDB writes "2024-03-01 10:00:00", ISO puts a T between date and time. */
const isoTimestamp: DuckDBValueConverter<Json> = (value) => stringFromValue(value).replace(' ', 'T');

const overrides: Partial<Record<DuckDBTypeId, DuckDBValueConverter<Json>>> = {
  [DuckDBTypeId.BIGINT]: integerOrString,
  [DuckDBTypeId.UBIGINT]: integerOrString,
  [DuckDBTypeId.HUGEINT]: integerOrString,
  [DuckDBTypeId.UHUGEINT]: integerOrString,
  [DuckDBTypeId.DECIMAL]: (value) => doubleFromDecimalValue(value),
  [DuckDBTypeId.TIMESTAMP]: isoTimestamp,
  [DuckDBTypeId.TIMESTAMP_S]: isoTimestamp,
  [DuckDBTypeId.TIMESTAMP_MS]: isoTimestamp,
  [DuckDBTypeId.TIMESTAMP_NS]: isoTimestamp,
  [DuckDBTypeId.TIMESTAMP_TZ]: isoTimestamp,
  [DuckDBTypeId.INTERVAL]: (value) => stringFromValue(value),
};

/** DuckDB's JSON conversion, with exact integers as numbers, decimals as numbers and ISO timestamps. */
export const jsonSafeValue: DuckDBValueConverter<Json> = (value, type, converter) => {
  if (value === null) return null;
  const override = overrides[type.typeId];
  return override ? override(value, type, converter) : JsonDuckDBValueConverter(value, type, converter);
};
