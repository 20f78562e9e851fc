import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { SignIn } from './SignIn.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign in', () => {
  it('explains a revoked key and shows the request id', async () => {
    const body = { error_code: 'INVALID_API_KEY', message: 'The API key is unknown, revoked or expired.', details: {}, request_id: 'req-42', timestamp: '' };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 401 }));
    const signedIn = vi.fn();
    render(<SignIn onSignedIn={signedIn} />);
    fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'qk_revoked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This API key is unknown, revoked or expired');
    expect(screen.getByTestId('request-id').textContent).toBe('req-42');
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('signs in with a key the API accepts', async () => {
    const me = { user_id: 'u1', name: 'Admin', email: 'a@example.com', role: 'admin', api_key_id: 'k1' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(me), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const signedIn = vi.fn();
    render(<SignIn onSignedIn={signedIn} />);
    fireEvent.input(screen.getByLabelText('API key'), { target: { value: ' qk_good ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(signedIn.mock.calls[0]).toEqual(['qk_good', me]);
    expect(fetch).toHaveBeenCalledWith('/v1/me', expect.objectContaining({ headers: expect.objectContaining({ authorization: 'Bearer qk_good' }) }));
  });
});
