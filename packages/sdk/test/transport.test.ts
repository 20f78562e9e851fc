import { describe, expect, it } from 'vitest';
import { createQuarryClient, retryAfterMs, unwrap } from '../src/index.ts';

/** A fetch that answers from a script and notes when each request came. */
function scripted(answers: Array<() => Response>) {
  const calls: Array<{ at: number; body: string }> = [];
  return {
    calls,
    fetch: async (request: Request) => {
      calls.push({ at: Date.now(), body: await request.text() });
      return answers[Math.min(calls.length - 1, answers.length - 1)]();
    },
  };
}
const limited = (retryAfter: string) => () =>
  new Response(JSON.stringify({ error_code: 'RATE_LIMITED', message: 'slow down', details: {}, request_id: 'r1', timestamp: '' }), {
    status: 429,
    headers: { 'retry-after': retryAfter, 'content-type': 'application/json' },
  });
const ok = () => new Response(JSON.stringify({ workspace_id: 'w1' }), { status: 201, headers: { 'content-type': 'application/json' } });

describe('429 retries', () => {
  it('waits as long as Retry-After says, then sends the same request again', async () => {
    const server = scripted([limited('1'), ok]);
    const retries: number[] = [];
    const quarry = createQuarryClient({ baseUrl: 'http://quarry.test', apiKey: 'k', fetch: server.fetch, retry: { onRetry: (r) => retries.push(r.delayMs) } });
    const created = await unwrap(quarry.api.POST('/v1/workspaces', { body: { name: 'again' } }));
    expect(created).toEqual({ workspace_id: 'w1' });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].at - server.calls[0].at).toBeGreaterThanOrEqual(990);
    expect(server.calls[1].body).toBe(server.calls[0].body);
    expect(retries).toEqual([1000]);
  });

  it('gives up with RATE_LIMITED after maxRetries, or at once when Retry-After is too long', async () => {
    const server = scripted([limited('0')]);
    const quarry = createQuarryClient({ baseUrl: 'http://quarry.test', fetch: server.fetch, retry: { maxRetries: 2 } });
    await expect(unwrap(quarry.api.GET('/v1/workspaces'))).rejects.toMatchObject({ status: 429, error_code: 'RATE_LIMITED', request_id: 'r1' });
    expect(server.calls).toHaveLength(3);

    const patient = scripted([limited('3600')]);
    const impatient = createQuarryClient({ baseUrl: 'http://quarry.test', fetch: patient.fetch, retry: { maxDelayMs: 5_000 } });
    await expect(unwrap(impatient.api.GET('/v1/workspaces'))).rejects.toMatchObject({ status: 429 });
    expect(patient.calls).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBe(1000);
  });
});
