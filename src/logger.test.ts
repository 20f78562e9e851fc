import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, lines: () => text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('censors secrets logged at the top of an object as well as one level down', () => {
    const out = capture();
    const logger = createLogger('info', out.stream);
    logger.info({ authorization: 'Bearer qk_top-level-secret', apiKey: 'sk-top', password: 'hunter2', workspace: 'w1' }, 'top');
    logger.info({ request: { authorization: 'Bearer qk_nested-secret', token: 't0k' } }, 'nested');
    const [top, nested] = out.lines();
    expect(top).toMatchObject({ authorization: '[redacted]', apiKey: '[redacted]', password: '[redacted]', workspace: 'w1' });
    expect(nested).toMatchObject({ request: { authorization: '[redacted]', token: '[redacted]' } });
    expect(JSON.stringify(out.lines())).not.toMatch(/qk_|sk-top|hunter2|t0k/);
  });
});
