import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/test-app.ts';
import { pollUntil } from '../../test/support/poll.ts';
import { FIXTURES, uploadFile } from '../../test/support/uploads.ts';
import { startPythonReceiver } from '../../test/support/python-webhook-receiver.ts';

let t: TestApp;
beforeAll(async () => {
  // The receiver listens on loopback, which production refuses unless this is set.
  t = await startTestApp({ QUARRY_WEBHOOK_ALLOW_PRIVATE: 'true' });
});
afterAll(() => t?.close());

describe('parse webhooks', () => {
  it('pushes a signed completion that a Python receiver verifies, and shows the delivery', async () => {
    const receiver = await startPythonReceiver('s3cr3t-ünïcode');
    try {
      const text = 'Zürich café naïve — 東京 🎉 "quoted" \\ back\tslash';
      const accepted = await uploadFile(t, '/v1/parses', { content: text, filename: 'unicode.txt' }, { webhook_url: receiver.url, webhook_secret: 's3cr3t-ünïcode' });
      expect(accepted.status).toBe(202);
      const parseId = accepted.body.parse_id;
      const [hook] = await pollUntil(async () => (receiver.received().length > 0 ? receiver.received() : null), { what: 'webhook' });
      expect(hook.verified).toBe(true);
      expect(hook.raw_matches).toBe(true);
      expect(hook.idempotency_key).toBe(parseId);
      expect(hook.body).toMatchObject({ parse_id: parseId, status: 'completed' });
      expect((hook.body.result as { text: string }).text).toContain('東京 🎉');
      expect(typeof hook.body.processing_time).toBe('number');
      const job = await pollUntil(async () => {
        const b = (await t.request('GET', `/v1/parses/${parseId}`)).json();
        return b.webhook?.status === 'delivered' ? b : null;
      });
      expect(job.webhook).toEqual({ status: 'delivered', attempts: 1, last_status_code: 200 });
      expect(hook.body.processing_time).toBe(job.result.metadata.processing_time);
    } finally {
      receiver.stop();
    }
  });

  it('sends failures too, and stops retrying when the receiver answers 410', async () => {
    const receiver = await startPythonReceiver('k', [410]);
    try {
      const accepted = await uploadFile(t, '/v1/parses', { path: `${FIXTURES}pdf/truncated.pdf` }, { webhook_url: receiver.url, webhook_secret: 'k' });
      const parseId = accepted.body.parse_id;
      const job = await pollUntil(async () => {
        const b = (await t.request('GET', `/v1/parses/${parseId}`)).json();
        return b.webhook?.status === 'failed' ? b : null;
      });
      expect(job.webhook).toEqual({ status: 'failed', attempts: 1, last_status_code: 410 });
      const [hook] = receiver.received();
      expect(hook.verified).toBe(true);
      expect(hook.body).toMatchObject({ parse_id: parseId, status: 'failed', error: { error_code: 'CORRUPTED_FILE' } });
    } finally {
      receiver.stop();
    }
  });

  it('schedules a retry with backoff after a 500', async () => {
    const receiver = await startPythonReceiver('k', [500]);
    try {
      const accepted = await uploadFile(t, '/v1/parses', { content: 'retry me', filename: 'r.txt' }, { webhook_url: receiver.url, webhook_secret: 'k' });
      const parseId = accepted.body.parse_id;
      const job = await pollUntil(async () => {
        const b = (await t.request('GET', `/v1/parses/${parseId}`)).json();
        return b.webhook?.attempts === 1 ? b : null;
      });
      expect(job.webhook).toEqual({ status: 'pending', attempts: 1, last_status_code: 500 });
    } finally {
      receiver.stop();
    }
  });

  it('counts each delivery by outcome in /metrics', async () => {
    // The three deliveries above: one delivered, one given up (410), one to be retried (500; its
    // retry may already have run, against a receiver now stopped).
    const count = (text: string, labels: string) => Number(new RegExp(`^${labels.replace(/[{}]/g, '\\$&')} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    const metrics = await pollUntil(async () => {
      const text = (await t.request('GET', '/metrics', { key: null })).body;
      // A job is counted as finished after its delivery is counted: wait for both.
      const finished = count(text, 'quarry_jobs_finished_total{queue="parse-webhook",outcome="completed"}');
      return count(text, 'quarry_webhook_deliveries_total{outcome="retrying"}') >= 1 && finished >= 3 ? text : null;
    });
    expect(count(metrics, 'quarry_webhook_deliveries_total{outcome="delivered"}')).toBe(1);
    expect(count(metrics, 'quarry_webhook_deliveries_total{outcome="failed"}')).toBe(1);
    expect(count(metrics, 'quarry_jobs_finished_total{queue="parse-webhook",outcome="completed"}')).toBeGreaterThanOrEqual(3);
  });
});
