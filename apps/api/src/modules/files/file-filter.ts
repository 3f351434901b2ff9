import { TEXT_LIMITS } from '@pod/shared';
import { BadField } from '../../platform/common/errors';
import { isId } from '../../platform/common/ids';
import { FILE_TYPES } from './file-types';
import type { FileFilter } from './files.repository';
import type { FilesArgs } from './files.inputs';

function parseDate(value: string, field: string, endOfDay: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(dateOnly ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(d.getTime())) throw BadField(field, 'date', 'Invalid date.', `${field} must be a date (YYYY-MM-DD or ISO date-time).`);
  if (dateOnly && endOfDay) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

/** The client's list arguments, checked, as the repository's filter. */
export function fileFilterOf(args: FilesArgs): FileFilter {
  const f: FileFilter = {};
  const status = args.status ?? 'ready';
  if (!['ready', 'pending', 'all'].includes(status)) throw BadField('status', 'unknown_value', 'Invalid status.', 'status must be ready, pending or all.');
  if (status !== 'all') f.status = status;
  if (args.type) {
    if (!FILE_TYPES[args.type]) throw BadField('type', 'file_type', 'Unknown type.', `Unknown file type "${args.type.slice(0, 40)}".`);
    f.type = args.type;
  }
  if (args.sku?.trim()) f.sku = args.sku.trim();
  if (args.created_by) {
    if (!isId(args.created_by)) throw BadField('created_by', 'invalid_id', 'Invalid id.', 'Invalid created_by user id.');
    f.createdBy = args.created_by;
  }
  if (args.name?.trim()) f.name = args.name.trim().slice(0, TEXT_LIMITS.name);
  if (args.ids) {
    if (args.ids.length > 500 || !args.ids.every(isId))
      throw BadField('ids', args.ids.length > 500 ? 'too_many' : 'invalid_id', 'Invalid ids.', 'ids must be at most 500 file ids.');
    f.ids = args.ids;
  }
  if (args.tags?.length) {
    const tags = args.tags
      .map((t) => String(t).trim())
      .filter(Boolean)
      .slice(0, 50);
    if (tags.length) f.tags = { names: tags.map((t) => t.toLowerCase()), ids: tags.filter(isId) };
  }
  if (args.size?.trim()) {
    const m = /^\s*(\d{0,15})\s*-\s*(\d{0,15})\s*$/.exec(args.size);
    if (!m || (!m[1] && !m[2])) throw BadField('size', 'invalid', 'Invalid size range.', 'size must be a byte range: "min-max", "min-" or "-max".');
    if (m[1]) f.sizeMin = Number(m[1]);
    if (m[2]) f.sizeMax = Number(m[2]);
  }
  if (args.start) f.from = parseDate(args.start, 'start', false);
  if (args.end) f.before = parseDate(args.end, 'end', true);
  return f;
}
