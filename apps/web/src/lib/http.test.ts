import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, fetchWithPolicy, firstErrorMessage, rest } from './http';
import { registerNavigate } from './navigation';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('HTTP status table (spec section 8)', () => {
  const navigate = vi.fn();
  beforeEach(() => registerNavigate(navigate));
  afterEach(() => {
    vi.unstubAllGlobals();
    navigate.mockReset();
    registerNavigate(null);
  });

  it.each([
    [404, '/404'],
    [500, '/500'],
    [503, '/maintenance'],
  ])('%i goes to %s', async (status, to) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(status, { errors: [{ msg: 'x' }] })),
    );
    await expect(rest('GET', '/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(navigate).toHaveBeenCalledWith(to, { replace: true });
  });

  it.each([400, 401, 405])('%i is passed to the caller with the first message', async (status) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(status, { errors: [{ msg: 'Email Or Password Invalid' }, { msg: 'second' }] })),
    );
    const err = await rest('POST', '/auth', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(status);
    expect((err as HttpError).message).toBe('Email Or Password Invalid');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('502 rejects without redirect', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const err = await rest('GET', '/api/x').catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(502);
    expect((err as HttpError).message).toBe('502 Bad Gateway');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('network errors reject without redirect', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(rest('GET', '/api/x')).rejects.toThrow('Failed to fetch');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: unknown, init: RequestInit) =>
          new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    await expect(fetchWithPolicy('/x', {}, 20)).rejects.toThrow('Request timed out');
  });

  it('sends the bearer token and JSON body', async () => {
    const f = vi.fn(async () => json(200, { ok: true }));
    vi.stubGlobal('fetch', f);
    await rest('POST', '/api/update/bookmarks', { body: { obj: { id: 'a', isBookmarked: true } }, token: 'tok' });
    const [, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(init.body).toBe('{"obj":{"id":"a","isBookmarked":true}}');
  });
});

describe('firstErrorMessage', () => {
  it('reads REST msg, GraphQL message and ignores HTML', () => {
    expect(firstErrorMessage({ errors: [{ msg: 'a' }, { msg: 'b' }] })).toBe('a');
    expect(firstErrorMessage({ errors: [{ message: 'gql' }] })).toBe('gql');
    expect(firstErrorMessage('<html></html>')).toBeNull();
    expect(firstErrorMessage(null)).toBeNull();
  });
});
