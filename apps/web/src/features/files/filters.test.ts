import { describe, expect, it, vi, afterEach } from 'vitest';
import { filesVariables, formatBytes, NO_FILE_FILTERS, readFilters, sizeRange, writeFilters } from './filters';
import { pageCount } from '../../lib/Pager';
import { putWithProgress, runLimited, UPLOAD_FAILURE, UploadPutError } from './api';

describe('file filters', () => {
  it('round-trips through the URL and resets the page', () => {
    const p = new URLSearchParams('page=3&view=list');
    const next = writeFilters(p, { ...NO_FILE_FILTERS, name: ' cat ', tags: ['a', 'b'], start: '2026-01-01', minKb: '1', sku: ' TS-1 ', createdBy: 'u1' });
    expect(next.get('page')).toBeNull();
    expect(next.get('view')).toBe('list');
    expect(readFilters(next)).toEqual({ name: 'cat', tags: ['a', 'b'], start: '2026-01-01', end: '', minKb: '1', maxKb: '', sku: 'TS-1', createdBy: 'u1' });
  });
  it('makes the API variables', () => {
    expect(filesVariables('all', readFilters(new URLSearchParams('tags=x,y&min_kb=1&max_kb=2')))).toEqual({ tags: ['x', 'y'], size: '1024-2048' });
    expect(filesVariables('mockup', readFilters(new URLSearchParams('name=z&end=2026-02-01')))).toEqual({ type: 'mockup', name: 'z', end: '2026-02-01' });
    expect(filesVariables('all', readFilters(new URLSearchParams('sku=TS-1&created_by=u1')))).toEqual({ sku: 'TS-1', created_by: 'u1' });
    expect(sizeRange('', '')).toBeUndefined();
    expect(sizeRange('', '0.5')).toBe('-512');
  });
  it('formats sizes and pages', () => {
    expect(formatBytes(500)).toBe('500 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(pageCount(0, 32)).toBe(1);
    expect(pageCount(33, 32)).toBe(2);
  });
});

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
