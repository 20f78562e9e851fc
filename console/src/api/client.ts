// The console's only way to the server: the public /v1 API with the signed-in key.
import { apiErrorFrom, type ApiError } from './errors.ts';

type Fetch = typeof fetch;

export interface ApiOptions {
  fetch?: Fetch;
  /** Called when the server no longer accepts the key (revoked or expired while signed in). */
  onUnauthorized?: (error: ApiError) => void;
}

export function createApi(key: string, options: ApiOptions = {}) {
  const fetchImpl: Fetch = options.fetch ?? ((...args) => fetch(...args));
  const failure = async (res: Response) => {
    const error = apiErrorFrom(res.status, await res.text(), res.headers.get('x-request-id'));
    if (res.status === 401) options.onUnauthorized?.(error);
    return error;
  };
  const headers = (json: boolean): Record<string, string> => ({
    authorization: `Bearer ${key}`,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetchImpl(path, { method, headers: headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw await failure(res);
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  }

  return {
    key,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
    del: (path: string) => request<void>('DELETE', path),
    /** A POST whose reply is read as it arrives (Server-Sent Events). */
    async stream(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
      const res = await fetchImpl(path, { method: 'POST', headers: { ...headers(true), accept: 'text/event-stream' }, body: JSON.stringify(body), signal });
      if (!res.ok) throw await failure(res);
      return res;
    },
  };
}

export type Api = ReturnType<typeof createApi>;
