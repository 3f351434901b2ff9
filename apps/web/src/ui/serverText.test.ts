import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, SERVER_TEXT_CODES, type ServerText, type ServerTextCode } from '@pod/shared';
import { i18next, initI18n } from '../lib/i18n';
import { serverTextOf } from './serverText';

/** One text per code, with data that must show in its wording. */
const SAMPLES: { [C in ServerTextCode]: Extract<ServerText, { code: C }>['params'] } = {
  order_charged: { number: '101862' },
  order_cancelled: { number: '101862' },
  order_refunded: { number: '101862' },
  affiliate_commission: { number: '101862' },
  affiliate_reversal: { number: '101862' },
  design_links_failed: { links: 'TS-01 front' },
  import_missing_columns: { columns: 'sku, quantity' },
  import_no_rows: {},
  import_too_many_rows: { max: 5000 },
  import_file_invalid: {},
  result_file_unreadable: {},
  result_header_missing: { columns: 'tracking_number' },
  result_order_ref_missing: {},
  result_tracking_invalid: { value: 'x1' },
  result_order_not_routed: { order: 'ORD-1001' },
  job_failed: {},
  storage_read_back_differs: {},
  storage_still_there: {},
  storage_step_failed: { step: 'write', detail: 'NoSuchBucket' },
  login_invalid: {},
  login_rate_limited: { minutes: 15 },
  signup_rate_limited: { minutes: 15 },
  token_rate_limited: { minutes: 15 },
  account_disabled: {},
  registration_closed: {},
  token_invalid: {},
  session_ended: {},
  sign_in_needed: {},
  switch_needs_super_token: {},
  switch_forbidden: {},
  tracking_signature_invalid: {},
  tracking_timestamp_invalid: {},
  transition_not_allowed: { entity: 'order', from: 'Completed', transition: 'cancel' },
  design_missing: { designs: 'TS-01: front' },
  paid_order_resumes: {},
  unpaid_order_releases: {},
  package_split: { code: 'K12345678' },
  package_labelled: { tracking: 'STA0000000001' },
  order_moved_by_package: { code: 'K12345678' },
  order_moved_by_provider: { tracking: '1Z999AA10123456784' },
  order_moved_by_return: { code: 'RR-1001' },
  legacy: { text: 'Old words' },
};
/** Data a sentence shows as given (numbers, SKUs, columns); a step is itself worded. */
const SHOWN: Partial<Record<ServerTextCode, string>> = {
  order_charged: '101862',
  order_cancelled: '101862',
  order_refunded: '101862',
  affiliate_commission: '101862',
  affiliate_reversal: '101862',
  design_links_failed: 'TS-01 front',
  import_missing_columns: 'sku, quantity',
  import_too_many_rows: '5000',
  result_header_missing: 'tracking_number',
  result_tracking_invalid: 'x1',
  result_order_not_routed: 'ORD-1001',
  storage_step_failed: 'NoSuchBucket',
  login_rate_limited: '15',
  design_missing: 'TS-01: front',
  order_moved_by_package: 'K12345678',
  order_moved_by_provider: '1Z999AA10123456784',
  order_moved_by_return: 'RR-1001',
  legacy: 'Old words',
};

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadLanguages([...LANGUAGES]);
});

const word = (lng: string, code: ServerTextCode) => serverTextOf({ code, params: SAMPLES[code] }, i18next.getFixedT(lng));

describe('server text in the 4 languages', () => {
  it('knows every code the server sends (the samples cover them all)', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...SERVER_TEXT_CODES].sort());
  });

  describe.each(LANGUAGES)('%s', (lng) => {
    it.each(SERVER_TEXT_CODES)('words %s, with its data and no missing key', (code) => {
      const text = word(lng, code);
      expect(text).toBeTruthy();
      expect(text).not.toContain('server.');
      expect(text).not.toContain('{{');
      if (SHOWN[code]) expect(text).toContain(SHOWN[code]);
      if (lng !== 'en' && code !== 'legacy') expect(text).not.toBe(word('en', code));
    });
  });

  it('words a step in the language, and reads German for a cancelled order', () => {
    const de = i18next.getFixedT('de');
    expect(serverTextOf({ code: 'order_cancelled', params: { number: '101862' } }, de)).toBe('Bestellung #101862 storniert');
    expect(serverTextOf({ code: 'storage_step_failed', params: { step: 'delete', detail: 'x' } }, de)).toBe('Der Schritt „Löschen“ ist fehlgeschlagen: x');
  });

  it('an unknown code reads as a translated generic phrase, never the server words; no text is null', () => {
    const de = i18next.getFixedT('de');
    expect(serverTextOf({ code: 'brand_new_code', params: { text: 'English words' } }, de)).toBe('Eine Meldung, die diese Version nicht anzeigen kann.');
    expect(serverTextOf(null, de)).toBeNull();
    expect(serverTextOf('Order #1 cancelled', de)).toBeNull();
  });
});
