import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, onUnauthorized } from './api-client';
import { STORAGE_KEYS } from './auth-storage';

/** An XMLHttpRequest that reports `loaded` of 100 bytes sent, then answers `status` with `body`. */
function stubXhr(status: number, body: unknown, loaded: number[] = []) {
  const requests: { url: string; headers: Record<string, string>; form: FormData }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request = { url: '', headers: {} as Record<string, string> };
    open(_method: string, url: string) {
      this.request.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(form: FormData) {
      requests.push({ ...this.request, form });
      for (const bytes of loaded) {
        this.upload.onprogress?.({ lengthComputable: true, loaded: bytes, total: 100 } as ProgressEvent);
      }
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return requests;
}

describe('api.upload', () => {
  let unsubscribe: (() => void) | undefined;
  afterEach(() => unsubscribe?.());

  it('posts the form to /api with the bearer token and reports the share sent', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const requests = stubXhr(200, { status: true, message: 'Saved.' }, [25, 100]);
    const form = new FormData();
    const progress = vi.fn();
    await expect(api.upload('/admin/media/podcasts/1/audio', form, progress)).resolves.toEqual({
      status: true,
      message: 'Saved.',
    });
    expect(requests).toEqual([
      {
        url: '/api/admin/media/podcasts/1/audio',
        headers: { Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer abc' },
        form,
      },
    ]);
    expect(progress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('throws ApiError with the server’s message (a 413 of a too large file)', async () => {
    stubXhr(413, { status: false, success: false, message: 'The file is too large.' });
    const failure = api.upload('/admin/media/videos/1/file', new FormData());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, serverMessage: 'The file is too large.' });
  });

  it('carries the reason the server names in `error` (a 409 profile_required)', async () => {
    stubXhr(409, { status: false, success: false, message: 'Create a profile first.', error: 'profile_required' });
    await expect(api.upload('/verification', new FormData())).rejects.toMatchObject({
      status: 409,
      serverMessage: 'Create a profile first.',
      reason: 'profile_required',
    });
  });

  it('ends the session on a 401 of a call that carried a token when the refresh is refused too', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    stubXhr(401, { status: false, success: false, message: 'Please log in again.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    await expect(api.upload('/admin/media/videos/1/file', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
