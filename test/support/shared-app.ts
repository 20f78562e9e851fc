// A test file's handle on the run's shared Quarry (test/support/shared-service.ts): the same
// requests as a TestApp, over real HTTP. Closing it leaves the service running for other files.
import { inject } from 'vitest';
import type { TestClient, TestResponse } from './test-app.ts';
import type { SharedService } from './shared-service.ts';

export function sharedTestApp(): TestClient {
  const { url, adminKey }: Pick<SharedService, 'url' | 'adminKey'> = inject('sharedService');
  return {
    url,
    adminKey,
    async request(method, path, options = {}) {
      const key = options.key === undefined ? adminKey : options.key;
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (key) headers.authorization = `Bearer ${key}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        body = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      const response: TestResponse = {
        statusCode: res.status,
        body: text,
        headers: Object.fromEntries(res.headers),
        json: () => JSON.parse(text),
      };
      return response;
    },
    async close() {
      // The service belongs to the run; global setup stops it.
    },
  };
}
