// s3rver ships no types; this covers what the S3 store's tests use. S3rver is a Koa application.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: Array<{ name: string }>;
    });
    /** Koa's middleware stack, composed when run() starts listening. */
    middleware: Array<(ctx: never, next: () => Promise<void>) => unknown>;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
