import { ORDER_SOURCES, type ManufactureStation, type ManufactureStations } from './enums';
import { PRODUCTION_STEPS, ROLE_STEP, STEP_STATION, type ProductionStep } from './station-roles';

export { PRODUCTION_STEPS, ROLE_STEP, STEP_STATION, type ProductionStep };

/** A production's status: the step it waits at (station-roles.ts), or held, failed, cancelled. */
export const PRODUCTION_STATUSES = [...PRODUCTION_STEPS, 'On Hold', 'Error', 'Cancelled'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/**
 * The steps one production passes: those its factory runs and its product type needs, in order.
 * `needs` is the product type's own list (a mug is printed and packed, never cut or sewn); absent,
 * every station counts.
 */
export function productionRoute(stations: ManufactureStations, needs?: readonly ManufactureStation[] | null): ProductionStep[] {
  const steps = PRODUCTION_STEPS.filter((s): s is Exclude<ProductionStep, 'To Do'> => s !== 'To Do');
  return [
    'To Do',
    ...steps.filter((s) => {
      const station = STEP_STATION[s];
      return stations[station] === true && (!needs || needs.includes(station) || s === 'Quality check' || s === 'Packing');
    }),
  ];
}

/** The step after `from` on a route, or null at its end. */
export function nextStep(route: readonly ProductionStep[], from: ProductionStep): ProductionStep | null {
  const i = route.indexOf(from);
  return i >= 0 && i < route.length - 1 ? route[i + 1] : null;
}

/** The station whose error codes a step reports: Quality check runs at the packing station, so the two share theirs. */
export function errorStation(step: string): string {
  return step === 'Quality check' ? 'Packing' : step;
}

/**
 * Default error codes per station (root edits the list): cutting 1001–1011, printing 2001–2011
 * (2011 is a design error, sent back to the seller's design, not the press), sewing 3001 on,
 * packing 4001 on. `redo` is the step that must make the unit again; `reproduce` makes a new
 * production of the same unit (a ruined blank) instead of sending this one back.
 */
export interface ProductionErrorCode {
  code: number;
  step: Exclude<ProductionStep, 'To Do'>;
  /** i18n key under `manufacturing.errors.` on the web. */
  key: string;
  redo: ProductionStep;
  reproduce: boolean;
}

const cut = (code: number, key: string, reproduce = true): ProductionErrorCode => ({ code, step: 'Cutting', key, redo: 'Cutting', reproduce });
const print = (code: number, key: string, reproduce: boolean): ProductionErrorCode => ({ code, step: 'Printing', key, redo: 'Printing', reproduce });
const sew = (code: number, key: string, reproduce: boolean): ProductionErrorCode => ({ code, step: 'Sewing', key, redo: 'Sewing', reproduce });
const pack = (code: number, key: string, redo: ProductionStep, reproduce: boolean): ProductionErrorCode => ({ code, step: 'Packing', key, redo, reproduce });

export const DEFAULT_PRODUCTION_ERRORS: readonly ProductionErrorCode[] = [
  cut(1001, 'wrong_size_cut'),
  cut(1002, 'fabric_defect'),
  cut(1003, 'wrong_colour_blank'),
  cut(1004, 'misaligned_cut'),
  cut(1005, 'torn_fabric'),
  cut(1006, 'stain_on_blank'),
  cut(1007, 'missing_piece'),
  cut(1008, 'wrong_blank'),
  cut(1009, 'blade_mark'),
  cut(1010, 'pattern_mismatch'),
  cut(1011, 'other_cutting', false),
  print(2001, 'colour_mismatch', true),
  print(2002, 'smudged_print', true),
  print(2003, 'misaligned_print', true),
  print(2004, 'faded_print', true),
  print(2005, 'ink_bleed', true),
  print(2006, 'missing_layer', true),
  print(2007, 'pretreat_marks', true),
  print(2008, 'wrong_side_printed', true),
  print(2009, 'print_file_missing', false),
  print(2010, 'press_jam', false),
  { code: 2011, step: 'Printing', key: 'design_error', redo: 'To Do', reproduce: false },
  sew(3001, 'broken_seam', false),
  sew(3002, 'wrong_thread', false),
  sew(3003, 'needle_damage', true),
  sew(3004, 'uneven_hem', false),
  sew(3005, 'other_sewing', false),
  pack(4001, 'wrong_item_in_bin', 'Packing', false),
  pack(4002, 'damaged_in_packing', 'To Do', true),
  pack(4003, 'missing_unit', 'Packing', false),
  pack(4004, 'qc_failed', 'To Do', true),
];

/**
 * Scan grammar of the station screen (a keyboard-wedge scanner types a code and Enter): a
 * production code, then OK or an error code, then CONFIRM; CANCEL drops what was scanned.
 * These system barcodes are printed on the call-to-action sheet.
 */
export const SYSTEM_BARCODES = { ok: 'SYS-OK', confirm: 'SYS-CONFIRM', cancel: 'SYS-CANCEL' } as const;
/**
 * What a worker may type instead of a system barcode: the word the station's prompt asks for, in
 * each language the app speaks (the web's station words say the same; its test holds them to this).
 */
export const SCAN_WORDS: Record<keyof typeof SYSTEM_BARCODES, readonly string[]> = {
  ok: ['OK'],
  confirm: ['CONFIRM', 'BESTÄTIGEN', 'CONFIRMER', 'CONFIRMAR'],
  cancel: ['CANCEL', 'ABBRECHEN', 'ANNULER', 'CANCELAR'],
};
/** Production codes: `P` and 8 base-36 characters, Code 128 on labels (`P3K9Z0ABQ`). */
export const PRODUCTION_CODE = /^P[0-9A-Z]{8}$/;
/** Batch codes: `B` and 6 base-36 characters. */
export const BATCH_CODE = /^B[0-9A-Z]{6}$/;

/** A scanned or typed line as the station compares it: any case, accents, spaces, `-` or `_` alike ("smudged_print" is "Smudged print"). */
export function scanWord(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The system barcodes and their words as `scanWord` reads them (made on first use: nothing runs when a bundle only imports this module). */
let wordTokens: ReadonlyMap<string, keyof typeof SYSTEM_BARCODES> | undefined;
function wordToken(text: string): keyof typeof SYSTEM_BARCODES | undefined {
  wordTokens ??= new Map(
    (Object.keys(SYSTEM_BARCODES) as Array<keyof typeof SYSTEM_BARCODES>).flatMap((kind) =>
      [SYSTEM_BARCODES[kind], ...SCAN_WORDS[kind]].map((word) => [scanWord(word), kind] as const),
    ),
  );
  return wordTokens.get(text);
}

/**
 * The names a station reads as error codes: each code's key, root's own label and its name in the
 * worker's language (`nameOf`), compared as `scanWord` does. A name two codes share names neither.
 */
export function errorNameIndex<C extends { code: number; key: string; label?: string | null }>(
  codes: readonly C[],
  nameOf: (code: C) => string = () => '',
): ReadonlyMap<string, number> {
  const index = new Map<string, number | null>();
  for (const c of codes)
    for (const name of new Set([c.key, c.label, nameOf(c)].filter((n): n is string => !!n).map(scanWord))) {
      index.set(name, index.has(name) && index.get(name) !== c.code ? null : c.code);
    }
  return new Map([...index].filter((e): e is [string, number] => e[1] !== null));
}

export type ScanToken =
  | { kind: 'production'; code: string }
  | { kind: 'ok' }
  | { kind: 'confirm' }
  | { kind: 'cancel' }
  | { kind: 'error'; code: number }
  | { kind: 'unknown'; text: string };

/** Reads one scanned (or typed) line: a system barcode or its word, a production code, an error number or an error's name in `errorNames`. */
export function parseScan(raw: string, errorNames: ReadonlyMap<string, number> = new Map()): ScanToken {
  const text = scanWord(raw);
  const word = wordToken(text);
  if (word) return { kind: word };
  if (PRODUCTION_CODE.test(text)) return { kind: 'production', code: text };
  if (/^[1-9]\d{3}$/.test(text)) return { kind: 'error', code: Number(text) };
  const named = errorNames.get(text);
  if (named !== undefined) return { kind: 'error', code: named };
  return { kind: 'unknown', text: raw.trim() };
}

/** Batch statuses (spec section 4: the Batch Items link opens Producting). */
export const BATCH_STATUSES = ['Producting', 'On Hold', 'Cancelled', 'Completed', 'Ready', 'Error', 'Reproduction'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The productions list's orders: newest first (the list), or the order a station works them (highest priority, earliest ship-by, a batch together). */
export const PRODUCTION_ORDERS = ['newest', 'next'] as const;
export type ProductionOrder = (typeof PRODUCTION_ORDERS)[number];

/** The productions list's source filter: how their order came in (ORDER_SOURCES), or all. */
export const PRODUCTION_SOURCES = ['all', ...ORDER_SOURCES] as const;
export type ProductionSource = (typeof PRODUCTION_SOURCES)[number];

/** Default hold window after payment in which the seller may still cancel (minutes; a setting). */
export const DEFAULT_RELEASE_HOLD_MINUTES = 60;

/** DTF roll defaults: 22 inches wide at 300 DPI. */
export const GANG_SHEET_DEFAULTS = { widthInches: 22, dpi: 300, spacingPx: 30, maxLengthInches: 200 } as const;

/** The production report's periods (`/manufactures/{id}/report?tab=`): since midnight, the last 7 days with today, since the 1st (UTC). */
export const PRODUCTION_REPORT_TABS = ['today', 'last7day', 'thismonth'] as const;
export type ProductionReportTab = (typeof PRODUCTION_REPORT_TABS)[number];

/** The first moment of a report tab's period (UTC days): the report's SQL and the screen's axis agree on it. */
export function reportPeriodStart(tab: ProductionReportTab, now: Date): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (tab === 'today') return new Date(day);
  if (tab === 'last7day') return new Date(day - 6 * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
