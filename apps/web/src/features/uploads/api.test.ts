import { describe, expect, it, vi, afterEach } from 'vitest';
import { putWithProgress, runLimited, UPLOAD_FAILURE, UploadPutError } from './api';

describe('upload helpers', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('runs at most `limit` tasks at once', async () => {
    let live = 0;
    let peak = 0;
    await runLimited([1, 2, 3, 4, 5, 6, 7], 3, async () => {
      live++;
      peak = Math.max(peak, live);
      // Yields, so the other running tasks start before this one ends.
      await Promise.resolve();
      live--;
    });
    expect(peak).toBe(3);
  });

  function fakeXhr(status: number) {
    return class {
      status = 0;
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      onabort?: () => void;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(k: string, v: string) {
        this.headers[k] = v;
      }
      abort() {}
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        setTimeout(() => this.onload?.(), 0);
      }
    };
  }
  it('reports progress and resolves on 200', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200));
    const seen: number[] = [];
    await putWithProgress('/x', new Blob(['a']), 'image/png', (f) => seen.push(f));
    expect(seen).toEqual([0.5]);
  });
  it('treats any other status as the upload failure of spec section 8', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(201));
    const err = await putWithProgress('/x', new Blob(['a']), 'image/png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadPutError);
    expect((err as Error).message).toBe(UPLOAD_FAILURE);
  });
});
