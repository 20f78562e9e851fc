import { describe, expect, it } from 'vitest';
import { apiErrorFrom, readableError } from './errors.ts';

describe('API errors', () => {
  it('reads the catalogue body with its request id', () => {
    const body = JSON.stringify({ error_code: 'INVALID_API_KEY', message: 'The API key is unknown, revoked or expired.', details: {}, request_id: 'req-1' });
    expect(readableError(apiErrorFrom(401, body, null))).toEqual({
      title: 'This API key is unknown, revoked or expired',
      message: 'The API key is unknown, revoked or expired.',
      code: 'INVALID_API_KEY',
      requestId: 'req-1',
      problems: [],
    });
  });

  it('lists the fields of a validation error', () => {
    const body = JSON.stringify({ error_code: 'VALIDATION_ERROR', message: 'The request is not valid.', details: { errors: [{ path: 'name', message: 'Too long' }] }, request_id: 'r' });
    expect(readableError(apiErrorFrom(400, body, null)).problems).toEqual(['name: Too long']);
  });

  it('falls back to the status and the X-Request-Id header when the body is not the catalogue', () => {
    const e = readableError(apiErrorFrom(502, '<html>Bad gateway</html>', 'hdr-7'));
    expect(e).toMatchObject({ title: 'Request failed (502)', code: 'HTTP_502', requestId: 'hdr-7' });
  });

  it('tells a network failure apart', () => {
    expect(readableError(new TypeError('Failed to fetch')).title).toBe('The server could not be reached');
  });
});
