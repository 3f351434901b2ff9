import type { TimelineEntry } from '../Timeline';

/** Sample rows for the kit page: every cell kind the DataTable renders. */
export interface SampleRow {
  _id: string;
  user: { _id: string; email: string; name: string };
  status: 'Active' | 'Pending' | 'Disabled';
  credit: string;
  created_at: string;
  image: string | null;
}

/** A small square image drawn as SVG, so the page needs no stored file. */
const swatch = (hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue} 60% 55%)"/><circle cx="60" cy="60" r="30" fill="white" opacity="0.7"/></svg>`,
  )}`;

const people = [
  ['Ana Sousa', 'ana@demo.pod', 'Active', '1234.50'],
  ['Jürgen Müller', 'juergen@demo.pod', 'Pending', '-25.00'],
  ['Élodie Faure', 'elodie@demo.pod', 'Active', '1000000.00'],
  ['Sam Lee', 'sam@demo.pod', 'Disabled', '0.00'],
  ['Priya Patel', 'priya@demo.pod', 'Active', '19.99'],
] as const;

export const SAMPLE_ROWS: SampleRow[] = people.map(([name, email, status, credit], i) => ({
  _id: `row-${i + 1}`,
  user: { _id: `user-${i + 1}`, email, name },
  status,
  credit,
  created_at: new Date(Date.UTC(2026, 0, 10 + i, 9, 30)).toISOString(),
  image: i === 3 ? null : swatch(i * 70),
}));

const admin = { _id: 'user-admin', email: 'root@demo.pod', name: 'Root Admin' };
const support = { _id: 'user-support', email: 'super_root@demo.pod', name: 'Super Root' };

export const SAMPLE_TIMELINE: TimelineEntry[] = [
  {
    _id: 't3',
    from: 'Pending',
    to: 'Disabled',
    transition: 'disable',
    note: 'Chargeback on order #1042',
    created_at: '2026-01-14T16:05:00.000Z',
    actor: admin,
    real_actor: support,
  },
  { _id: 't2', from: 'Active', to: 'Pending', transition: 'hold', note: null, created_at: '2026-01-12T08:45:00.000Z', actor: admin, real_actor: admin },
  { _id: 't1', from: null, to: 'Active', transition: null, note: null, created_at: '2026-01-10T09:30:00.000Z', actor: null, real_actor: null },
];
