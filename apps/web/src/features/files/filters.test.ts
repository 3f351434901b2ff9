import { describe, expect, it } from 'vitest';
import { filesVariables, formatBytes, NO_FILE_FILTERS, readFilters, sizeRange, writeFilters } from './filters';
import { pageCount } from '../../lib/Pager';

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
