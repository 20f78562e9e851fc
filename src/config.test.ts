import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has embedded defaults that need no external server', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', role: 'all', databaseUrl: undefined, s3: undefined, llm: undefined, queryTimeoutMs: 30_000, rateLimitPerMinute: 600 });
    expect(c.maxUploadBytes).toBe(200 * 1024 * 1024);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.pdfTextEngine).toBe('pdfium');
    expect(loadConfig({ QUARRY_PDF_TEXT_ENGINE: 'pdfjs' }).pdfTextEngine).toBe('pdfjs');
  });

  it('names the variable and the problem when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ QUARRY_ROLE: 'boss' })).toThrow(/QUARRY_ROLE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ QUARRY_S3_BUCKET: 'b' })).toThrow(/QUARRY_S3_/);
    expect(() => loadConfig({ QUARRY_LLM_PROVIDER: 'openai', QUARRY_LLM_MODEL: 'm' })).toThrow(/QUARRY_LLM_BASE_URL/);
    expect(() => loadConfig({ QUARRY_ROLE: 'worker' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ QUARRY_WEBHOOK_ALLOW_PRIVATE: 'sometimes' })).toThrow(/QUARRY_WEBHOOK_ALLOW_PRIVATE/);
    expect(() => loadConfig({ QUARRY_PDF_TEXT_ENGINE: 'poppler' })).toThrow(/QUARRY_PDF_TEXT_ENGINE/);
  });

  it('pins the builtin engine\'s today with QUARRY_TODAY, a real YYYY-MM-DD date; unset leaves the system clock', () => {
    expect(loadConfig({}).today).toBeUndefined();
    expect(loadConfig({ QUARRY_TODAY: '' }).today).toBeUndefined();
    expect(loadConfig({ QUARRY_TODAY: '2026-11-30' }).today).toBe('2026-11-30');
    expect(() => loadConfig({ QUARRY_TODAY: '30/11/2026' })).toThrow(/QUARRY_TODAY: must be a date written YYYY-MM-DD/);
    expect(() => loadConfig({ QUARRY_TODAY: '2026-02-30' })).toThrow(/QUARRY_TODAY: must be a real calendar date/);
  });

  it('refuses a QUARRY_ADMIN_KEY that authentication would refuse, naming the variable', () => {
    // Without the qk_ prefix the key was accepted here and then refused by every request.
    expect(() => loadConfig({ QUARRY_ADMIN_KEY: 'my-own-admin-secret-1234567890' })).toThrow(/QUARRY_ADMIN_KEY: must be a Quarry key/);
    expect(() => loadConfig({ QUARRY_ADMIN_KEY: 'qk_short' })).toThrow(/QUARRY_ADMIN_KEY/);
    expect(() => loadConfig({ QUARRY_ADMIN_KEY: 'qk_has spaces and !punctuation!!!!!' })).toThrow(/QUARRY_ADMIN_KEY/);
    expect(loadConfig({ QUARRY_ADMIN_KEY: `qk_${'a'.repeat(24)}` }).adminKey).toBe(`qk_${'a'.repeat(24)}`);
  });

  it('stops `npm start` with a clear message and no stack trace', () => {
    const run = spawnSync(process.execPath, ['src/main.ts'], { env: { ...process.env, PORT: '-1' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).not.toContain('at loadConfig');
  });
});
