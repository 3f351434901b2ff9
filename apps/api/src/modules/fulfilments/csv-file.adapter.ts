import { parse } from 'csv-parse/sync';
import { FULFILMENT_PROVIDERS, serverText } from '@pod/shared';
import { csvField } from '../../producers/exports/export-writers';
import type { ProviderAdapter, ProviderOrderLine, ProviderResult } from './provider-adapter';

const ORDER_COLUMNS = [
  'order_ref',
  'sku',
  'quantity',
  'print_files',
  'ship_name',
  'ship_address1',
  'ship_address2',
  'ship_city',
  'ship_state',
  'ship_zip',
  'ship_country',
  'ship_phone',
  'shipping_method',
] as const;
const RESULT_COLUMNS = ['order_ref', 'tracking_number'] as const;
const TRACKING = /^[A-Za-z0-9-]{6,40}$/;
const MAX_RESULT_ROWS = 50_000;

/**
 * The provider CSV exchange: an order file with one line per item (the providers' bulk-upload
 * format), and a result file with `order_ref,tracking_number[,carrier]` per shipped order.
 */
export class CsvFileAdapter implements ProviderAdapter {
  readonly kind = 'file' as const;
  readonly providers = FULFILMENT_PROVIDERS;

  orderFile(lines: readonly ProviderOrderLine[]) {
    const rows = lines.map((l) => [
      l.order_ref,
      l.sku,
      l.quantity,
      Object.entries(l.print_files)
        .map(([area, url]) => `${area}=${url}`)
        .join(' '),
      l.ship_to.name,
      l.ship_to.address1,
      l.ship_to.address2 ?? '',
      l.ship_to.city,
      l.ship_to.state ?? '',
      l.ship_to.postal_code,
      l.ship_to.country,
      l.ship_to.phone ?? '',
      l.shipping_method,
    ]);
    const text = [ORDER_COLUMNS as readonly (string | number)[], ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
    return { filename: `orders-${new Date().toISOString().slice(0, 10)}.csv`, contentType: 'text/csv', body: Buffer.from(text, 'utf8') };
  }

  readResultFile(body: Buffer): ProviderResult {
    const out: ProviderResult = { tracking: [], errors: [] };
    let records: string[][];
    try {
      records = parse(body.toString('utf8').replace(/^\ufeff/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, to: MAX_RESULT_ROWS + 1 });
    } catch (e) {
      return { tracking: [], errors: [{ row: 1, text: serverText('result_file_unreadable') }] };
    }
    const header = (records[0] ?? []).map((h) => h.toLowerCase());
    const missing = RESULT_COLUMNS.filter((c) => !header.includes(c));
    if (missing.length) return { tracking: [], errors: [{ row: 1, text: serverText('result_header_missing', { columns: missing.join(', ') }) }] };
    const col = (name: string) => header.indexOf(name);
    records.slice(1).forEach((cells, i) => {
      const row = i + 2;
      const orderRef = cells[col('order_ref')] ?? '';
      const tracking = cells[col('tracking_number')] ?? '';
      const carrier = col('carrier') >= 0 ? cells[col('carrier')] || null : null;
      if (!orderRef) out.errors.push({ row, text: serverText('result_order_ref_missing') });
      else if (!TRACKING.test(tracking)) out.errors.push({ row, text: serverText('result_tracking_invalid', { value: tracking.slice(0, 50) }) });
      else out.tracking.push({ row, order_ref: orderRef, tracking_number: tracking, carrier });
    });
    return out;
  }
}
