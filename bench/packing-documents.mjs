// Packing documents (issue 31): packing slips (order, 4 items with 200×200 pictures, the package's Code 128)
// and 4 × 6 shipping labels (addresses, method, tracking Code 128, 3 customs lines), each made with the
// documents layouts (pdfkit, embedded Noto Sans, bwip-js barcodes), then one slip and one label merged into
// the package's print with @cantoo/pdf-lib, one at a time; documents per second and p50/p95 of each.
// Needs a built API (`pnpm run build`).
// Usage: node bench/packing-documents.mjs [count]
import { join } from 'node:path';
import { apiRequire, root } from './lib.mjs';

const sharp = apiRequire('sharp');
const { labelPdf, packingSlipPdf } = apiRequire(join(root, 'apps/api/dist/producers/documents/layouts.js'));
const { mergePdfs } = apiRequire(join(root, 'apps/api/dist/producers/documents/pdf-merge.js'));

const N = Number(process.argv[2] ?? 200);
const picture = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 60, g: 90, b: 160 } } })
  .png()
  .toBuffer();
const address = ['Ada Lovelace', '12 Analytical Row', 'N1 9GU London', 'GB'];
const slip = (i) =>
  packingSlipPdf({
    number: `#${100000 + i}`,
    date: new Date(),
    shipTo: address,
    from: ['Lisbon Factory', 'Rua da Prata 1, Lisboa'],
    items: Array.from({ length: 4 }, (_, k) => ({ sku: `TEE-${k}`, name: `Classic tee ${k} · M · Black`, quantity: 1 + (k % 2), image: picture })),
    barcode: `K${String(i).padStart(8, '0')}`,
    note: `K${String(i).padStart(8, '0')} · bin ${1 + (i % 40)}`,
  });
const label = (i) =>
  labelPdf({
    code: `STA${String(i).padStart(10, '0')}`,
    shipTo: address,
    from: ['Lisbon Factory', 'Rua da Prata 1, Lisboa'],
    headline: `#${100000 + i} · K${String(i).padStart(8, '0')}`,
    method: 'Standard International',
    weight: 540,
    customs: [
      { description: 'Classic tee M Black', htsCode: '6109.10.0012', value: '8.50', quantity: 2 },
      { description: 'Mug 11oz', htsCode: '6912.00.4810', value: '4.00', quantity: 1 },
      { description: 'Tote bag', htsCode: '4202.92.3131', value: '5.00', quantity: 1 },
    ],
  });

async function timed(name, make) {
  for (let i = 0; i < 5; i++) await make(i); // warm-up: fonts, barcode encoder
  const times = [];
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const t0 = process.hrtime.bigint();
    bytes += (await make(i)).length;
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`${name.padEnd(22)} ${(N / seconds).toFixed(1).padStart(7)}/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   avg ${Math.round(bytes / N / 1024)} KiB`);
}

console.log(`${N} documents each, one at a time, load ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
await timed('packing slip', slip);
await timed('shipping label', label);
const slips = await Promise.all(Array.from({ length: 10 }, (_, i) => slip(i)));
const labels = await Promise.all(Array.from({ length: 10 }, (_, i) => label(i)));
await timed('merge slip + label', (i) => mergePdfs([slips[i % 10], labels[i % 10]]));
await timed('package print (all 3)', async (i) => mergePdfs([await slip(i), await label(i)]));
