// @quarry/sdk: a typed client for the Quarry API, for Node (22.18+) and browsers. It uses only
// fetch, streams and FormData, so it runs wherever those exist; it is TypeScript source with
// erasable syntax only, run as is by Node and compiled by any bundler for the browser.
export { createQuarryClient, unwrap, type QuarryClient, type QuarryClientOptions, type FileInput, type WaitOptions, type UploadProgress } from './client.ts';
export { QuarryError, QuarryJobError, QuarryConnectionError, type ErrorBody, type ErrorCode, type JobErrorCode } from './errors.ts';
export { retryAfterMs, type RetryOptions } from './transport.ts';
export type * from './types.ts';
