// Property: no body a client can send to any route produces a 500. Each route gets its own
// fields filled with hostile values (NUL and other controls, lone surrogates, bidi overrides,
// huge strings, wrong types, nested junk) plus unknown fields; multipart routes also get
// hostile filenames, form fields and broken framing. Runs are few per route so `npm test`
// stays quick; a failure prints the smallest body that produced it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createUser, createWorkspace } from '../support/factories.ts';
import { multipartBody, type MultipartPart } from '../support/raw-http.ts';

// JSON requests take a few milliseconds each; uploads more (each accepted one queues a job).
const JSON_RUNS = 100;
const MULTIPART_RUNS = 30;

let t: TestApp;
let ws: string;
let memberId: string;
let conversationId: string;

beforeAll(async () => {
  t = await startTestApp();
  ws = await createWorkspace(t, null, { name: 'fuzz' });
  memberId = (await createUser(t)).userId;
  const chat = await t.request('POST', `/v1/workspaces/${ws}/chat`, { body: { message: 'hello', stream: false } });
  conversationId = chat.json().conversation_id;
});
afterAll(() => t?.close());

// Ordinary characters mixed with the ones that broke things: NUL and other controls, lone
// surrogates, bidi overrides, line breaks, quotes.
const hostileChar = fc.constantFrom('a', 'Z', ' ', '1', 'é', '€', '\n', '\t', '"', '\\', '%', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\ud800', '\udc00');
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: hostileChar, minLength: 1, maxLength: 24 }) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e\u2066', '\u001b[2J', '\r\n\r\n', '%00', '../../etc/passwd', '\uFEFF', ''),
  fc.constantFrom('x'.repeat(10_001), '€'.repeat(300), ' '.repeat(500)),
  fc.uuid().map(String),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('true', 'false', 'builtin', 'detailed', 'viewer', 'owner', 'admin', 'archived', 'organization'),
  fc.array(hostileText, { maxLength: 12 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A body for a route: its fields valid except one that gets a hostile value (so the hostile value
 * gets past the other fields' checks), plus a few unknown fields; sometimes any mix, sometimes junk.
 */
function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const valid = fc.record(fields);
  const extra = fc.dictionary(fc.string({ unit: 'binary', maxLength: 8 }), hostileValue, { maxKeys: 3 });
  const oneBad = fc
    .tuple(valid, fc.constantFrom(...Object.keys(fields)), fc.oneof({ weight: 3, arbitrary: hostileText }, hostileValue), extra)
    .map(([body, target, bad, unknown]) => ({ ...unknown, ...body, [target]: bad }));
  const anyMix = fc.record(Object.fromEntries(Object.entries(fields).map(([key, v]) => [key, fc.oneof(v, hostileValue)])), { requiredKeys: [] });
  return fc.oneof({ weight: 6, arbitrary: oneBad }, { weight: 2, arbitrary: anyMix }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

const label = fc.constantFrom('Quarterly numbers', 'Équipe', 'x');
const visibility = fc.constantFrom('private', 'organization');
// Valid values per field; functions, because the ids exist only once beforeAll has run.
const JSON_ROUTES: Array<{ method: 'POST' | 'PATCH' | 'PUT'; name: string; path: () => string; fields: () => Record<string, fc.Arbitrary<unknown>> }> = [
  { method: 'POST', name: '/v1/workspaces', path: () => '/v1/workspaces', fields: () => ({ name: label, description: label, visibility }) },
  { method: 'PATCH', name: '/v1/workspaces/:id', path: () => `/v1/workspaces/${ws}`, fields: () => ({ name: label, description: label, visibility }) },
  {
    method: 'PUT',
    name: '/v1/workspaces/:id/members/:id',
    path: () => `/v1/workspaces/${ws}/members/${memberId}`,
    fields: () => ({ role: fc.constantFrom('viewer', 'editor') }),
  },
  {
    method: 'POST',
    name: '/v1/users',
    path: () => '/v1/users',
    fields: () => ({ name: label, email: fc.uuid().map((u) => `${u}@example.com`), role: fc.constantFrom('member', 'admin') }),
  },
  {
    method: 'POST',
    name: '/v1/api-keys',
    path: () => '/v1/api-keys',
    fields: () => ({ name: label, user_id: fc.constant(memberId), expires_at: fc.constant(new Date(Date.now() + 86_400_000).toISOString()) }),
  },
  {
    method: 'POST',
    name: '/v1/workspaces/:id/chat',
    path: () => `/v1/workspaces/${ws}/chat`,
    fields: () => ({
      message: label,
      conversation_id: fc.constant(conversationId),
      stream: fc.boolean(),
      event_detail_level: fc.constantFrom('minimal', 'detailed'),
      dataset_ids: fc.constant([]),
      max_iterations: fc.integer({ min: 1, max: 20 }),
      model: fc.constant('builtin'),
      include_execution_details: fc.boolean(),
    }),
  },
  {
    method: 'POST',
    name: '/v1/workspaces/:id/search',
    path: () => `/v1/workspaces/${ws}/search`,
    fields: () => ({ query: label, limit: fc.integer({ min: 1, max: 100 }), file_ids: fc.constant([]) }),
  },
  {
    method: 'PATCH',
    name: '/v1/workspaces/:id/conversations/:id',
    path: () => `/v1/workspaces/${ws}/conversations/${conversationId}`,
    fields: () => ({ status: fc.constant('active'), title: label }),
  },
];

const PARSE_FIELDS = ['process_images', 'extract_tables', 'chunk', 'chunk_size', 'chunk_overlap', 'session_ttl', 'webhook_url', 'webhook_secret'];
const MULTIPART_ROUTES: Array<{ name: string; path: () => string; fields: string[] }> = [
  { name: '/v1/parses', path: () => '/v1/parses', fields: PARSE_FIELDS },
  { name: '/v1/workspaces/:id/files', path: () => `/v1/workspaces/${ws}/files`, fields: [] },
];

function expectNoServerError(res: { statusCode: number; body: string }, sent: unknown) {
  const said = `${res.body.slice(0, 500)}\nsent: ${JSON.stringify(sent)?.slice(0, 500)}`;
  expect(res.statusCode, said).toBeLessThan(500);
  // A streamed chat has answered 200 before it fails: its error event must not be a 500 either.
  expect(res.body, said).not.toContain('"error_code":"INTERNAL_ERROR"');
  // Refusals come as catalogue bodies.
  if (res.statusCode >= 400) expect(JSON.parse(res.body).error_code).toMatch(/^[A-Z_]+$/);
}

describe('no JSON body produces a 500', () => {
  it.each(JSON_ROUTES.map((r) => [`${r.method} ${r.name}`, r] as const))('%s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(route.fields()), async (body) => {
        const res = await t.request(route.method, route.path(), { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expectNoServerError(res, body);
      }),
      { numRuns: JSON_RUNS },
    );
  });

  it('answers bodies that are not JSON with 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (raw) => {
        const res = await t.request('POST', '/v1/workspaces', { body: `{${raw}`, headers: { 'content-type': 'application/json' } });
        expectNoServerError(res, raw);
      }),
      { numRuns: JSON_RUNS },
    );
  });
});

// Form fields as strings (forms carry nothing else), a hostile filename and a few bytes of content.
const formField = fc.oneof(hostileText, fc.integer().map(String), fc.constantFrom('true', '0', 'https://hooks.example.com/x', 'http://[::ffff:0:a9fe:a9fe]/'));
const filename = fc.oneof(hostileText, fc.constantFrom('note.txt', 'data.csv', 'a\u0000.pdf', 'x'.repeat(300) + '.txt', 'report\u202etxt.exe'));
const content = fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('plain text\n', 'a,b\n1,2\n', '%PDF-1.7\n', '{"a":1}'));

function multipartFor(fields: string[]) {
  const parts = fc.tuple(
    fc.record(Object.fromEntries(fields.map((f) => [f, formField])), { requiredKeys: [] }),
    fc.option(fc.tuple(filename, content), { nil: undefined }),
    fc.constantFrom('file', 'file', 'file', 'upload', '\u0000'),
  );
  return parts.map(([form, file, fileField]) => {
    const list: MultipartPart[] = Object.entries(form).map(([name, value]) => ({ name, value: value as string }));
    if (file) list.push({ name: fileField, filename: file[0], value: file[1] });
    return multipartBody(list);
  });
}

/** A valid multipart body with its framing damaged: cut short, boundary wrong or missing, bytes flipped. */
const brokenFraming = fc.tuple(multipartFor([]), fc.nat(), fc.constantFrom('cut', 'boundary', 'no-boundary', 'flip')).map(([{ body, contentType }, n, how]) => {
  switch (how) {
    case 'cut':
      return { body: body.subarray(0, n % Math.max(1, body.length)), contentType };
    case 'boundary':
      return { body, contentType: 'multipart/form-data; boundary=not-the-one' };
    case 'no-boundary':
      return { body, contentType: 'multipart/form-data' };
    default: {
      const flipped = Buffer.from(body);
      flipped[n % flipped.length] ^= 0xff;
      return { body: flipped, contentType };
    }
  }
});

describe('no multipart body produces a 500', () => {
  it.each(MULTIPART_ROUTES.map((r) => [r.name, r] as const))('POST %s', async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: multipartFor(route.fields) }, { weight: 1, arbitrary: brokenFraming }), async ({ body, contentType }) => {
        const res = await t.server.app!.inject({
          method: 'POST',
          url: route.path(),
          headers: { authorization: `Bearer ${t.adminKey}`, 'content-type': contentType },
          payload: body,
        });
        expectNoServerError(res, body.toString('latin1'));
      }),
      { numRuns: MULTIPART_RUNS },
    );
  });
});
