import { isOneOf } from '@pod/shared';
import type { FilesQueryVariables } from '../../gql/graphql';

export const FILE_TYPES = ['design', 'mockup', 'clipart', 'print', 'preview', 'font', 'document'] as const;
export const UPLOAD_TYPES = ['design', 'mockup', 'clipart', 'print', 'preview', 'document'] as const;

export interface FileFilters {
  name: string;
  tags: string[];
  start: string;
  end: string;
  /** Size bounds in KB, as typed. */
  minKb: string;
  maxKb: string;
  /** Exact SKU of the files (the upload's SKU). */
  sku: string;
  /** Id of the uploader (chosen from a file's details). */
  createdBy: string;
}

export const NO_FILE_FILTERS: FileFilters = { name: '', tags: [], start: '', end: '', minKb: '', maxKb: '', sku: '', createdBy: '' };

export function readFilters(params: URLSearchParams): FileFilters {
  return {
    name: params.get('name') ?? '',
    tags: (params.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    start: params.get('start') ?? '',
    end: params.get('end') ?? '',
    minKb: params.get('min_kb') ?? '',
    maxKb: params.get('max_kb') ?? '',
    sku: params.get('sku') ?? '',
    createdBy: params.get('created_by') ?? '',
  };
}

/** The URL form of the filters (empty ones left out); the page goes back to 1. */
export function writeFilters(params: URLSearchParams, f: FileFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (k: string, v: string) => (v.trim() ? next.set(k, v.trim()) : next.delete(k));
  set('name', f.name);
  set('tags', f.tags.join(','));
  set('start', f.start);
  set('end', f.end);
  set('min_kb', f.minKb);
  set('max_kb', f.maxKb);
  set('sku', f.sku);
  set('created_by', f.createdBy);
  next.delete('page');
  return next;
}

const kb = (v: string) => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 1024) : null;
};

/** The API's size filter: "min-max", "min-" or "-max" in bytes, or undefined. */
export function sizeRange(minKb: string, maxKb: string): string | undefined {
  const lo = kb(minKb);
  const hi = kb(maxKb);
  if (lo === null && hi === null) return undefined;
  return `${lo ?? ''}-${hi ?? ''}`;
}

/** Variables of the files query for a route filter (all or a type) and the URL filters. */
export function filesVariables(filter: string, f: FileFilters): FilesQueryVariables {
  const v: FilesQueryVariables = {};
  if (isOneOf(FILE_TYPES, filter)) v.type = filter;
  if (f.name.trim()) v.name = f.name.trim();
  if (f.tags.length) v.tags = f.tags;
  const size = sizeRange(f.minKb, f.maxKb);
  if (size) v.size = size;
  if (f.start) v.start = f.start;
  if (f.end) v.end = f.end;
  if (f.sku.trim()) v.sku = f.sku.trim();
  if (f.createdBy) v.created_by = f.createdBy;
  return v;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
