import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { TestClient } from './test-app.ts';

export const FIXTURES = new URL('../fixtures/', import.meta.url).pathname;

/** A multipart upload over real HTTP, as curl -F would send it. */
export async function uploadFile(
  t: TestClient,
  path: string,
  file: { path?: string; content?: Uint8Array | string; filename?: string; type?: string },
  fields: Record<string, string> = {},
  key: string = t.adminKey,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const bytes = file.content ?? readFileSync(file.path!);
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename ?? basename(file.path ?? 'upload.bin'));
  const res = await fetch(t.url + path, { method: 'POST', body: form, headers: { authorization: `Bearer ${key}` } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
