import { describe, expect, it } from 'vitest';
import { errorNameIndex, parseScan, SYSTEM_BARCODES } from '@pod/shared';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import pt from '../locales/pt.json';
import { createScanGuard, IDLE, readScan, type GrammarAnswer, type GrammarState, type StationErrors } from './grammar';

const CODES = [
  { code: 2001, key: 'colour_mismatch' },
  { code: 2002, key: 'smudged_print' },
  { code: 2011, key: 'design_error' },
];
const KNOWN: StationErrors = { known: new Set(CODES.map((c) => c.code)), names: errorNameIndex(CODES) };

/** Feeds lines through the grammar from idle; answers every step's answer and the last state. */
function run(lines: string[]): { answers: GrammarAnswer[]; state: GrammarState } {
  let state = IDLE;
  const answers: GrammarAnswer[] = [];
  for (const line of lines) {
    const next = readScan(state, line, KNOWN);
    state = next.state;
    answers.push(next.answer);
  }
  return { answers, state };
}

describe('station scan grammar', () => {
  it('a production code then OK moves it', () => {
    const { answers, state } = run(['p3k9z0abq', SYSTEM_BARCODES.ok]);
    expect(answers).toEqual([
      { kind: 'await_action', code: 'P3K9Z0ABQ', dropped: undefined },
      { kind: 'advance', code: 'P3K9Z0ABQ' },
    ]);
    expect(state).toEqual(IDLE);
  });

  it('error codes then CONFIRM report them once each', () => {
    const { answers } = run(['P3K9Z0ABQ', '2001', '2002', '2001', SYSTEM_BARCODES.confirm]);
    expect(answers.at(-2)).toEqual({ kind: 'await_confirm', code: 'P3K9Z0ABQ', errors: [2001, 2002] });
    expect(answers.at(-1)).toEqual({ kind: 'report', code: 'P3K9Z0ABQ', errors: [2001, 2002] });
  });

  it('takes the words the prompts ask for and error names, as the scanned barcodes', () => {
    expect(run(['P3K9Z0ABQ', 'ok']).answers[1]).toEqual({ kind: 'advance', code: 'P3K9Z0ABQ' });
    expect(run(['P3K9Z0ABQ', 'Smudged print', '2001', 'Bestätigen']).answers.at(-1)).toEqual({ kind: 'report', code: 'P3K9Z0ABQ', errors: [2002, 2001] });
    expect(run(['P3K9Z0ABQ', 'smudged print', 'annuler']).state).toEqual(IDLE);
    expect(run(['P3K9Z0ABQ', 'Smudge']).answers[1]).toEqual({ kind: 'refused', reason: 'unknown_code' });
  });

  it("the buttons' words in each language are words the station takes", () => {
    for (const locale of [en, de, fr, pt])
      for (const kind of ['ok', 'confirm', 'cancel'] as const) expect(parseScan(locale.station.word[kind])).toEqual({ kind });
  });

  it('CANCEL drops a pending production or error', () => {
    expect(run(['P3K9Z0ABQ', SYSTEM_BARCODES.cancel]).state).toEqual(IDLE);
    expect(run(['P3K9Z0ABQ', '2001', SYSTEM_BARCODES.cancel, SYSTEM_BARCODES.confirm]).answers.at(-1)).toEqual({
      kind: 'refused',
      reason: 'scan_production_first',
    });
  });

  it('a second production code replaces a pending one and says which was dropped', () => {
    const { answers, state } = run(['P3K9Z0ABQ', 'P3K9Z0ABR']);
    expect(answers[1]).toEqual({ kind: 'await_action', code: 'P3K9Z0ABR', dropped: 'P3K9Z0ABQ' });
    expect(state).toEqual({ kind: 'production', code: 'P3K9Z0ABR' });
  });

  it('refuses what does not fit, and keeps the state', () => {
    expect(run(['hello']).answers[0]).toEqual({ kind: 'refused', reason: 'unknown_code' });
    expect(run([SYSTEM_BARCODES.ok]).answers[0]).toEqual({ kind: 'refused', reason: 'scan_production_first' });
    expect(run(['2001']).answers[0]).toEqual({ kind: 'refused', reason: 'scan_production_first' });
    expect(run(['P3K9Z0ABQ', SYSTEM_BARCODES.confirm]).answers[1]).toEqual({ kind: 'refused', reason: 'scan_ok_or_error' });
    expect(run(['P3K9Z0ABQ', '3999'])).toEqual({
      answers: [expect.anything(), { kind: 'refused', reason: 'unknown_error' }],
      state: { kind: 'production', code: 'P3K9Z0ABQ' },
    });
    const pendingError = run(['P3K9Z0ABQ', '2011', SYSTEM_BARCODES.ok, 'P3K9Z0ABR']);
    expect(pendingError.answers.slice(2)).toEqual([
      { kind: 'refused', reason: 'confirm_or_cancel' },
      { kind: 'refused', reason: 'confirm_or_cancel' },
    ]);
    expect(pendingError.state).toEqual({ kind: 'error', code: 'P3K9Z0ABQ', errors: [2011] });
  });
});

describe('double-scan guard', () => {
  it('ignores the same line within 250 ms, not a different one nor the same one later', () => {
    const accept = createScanGuard(250);
    expect(accept('P3K9Z0ABQ', 1000)).toBe(true);
    expect(accept('p3k9z0abq ', 1100)).toBe(false);
    expect(accept(SYSTEM_BARCODES.ok, 1150)).toBe(true);
    expect(accept('P3K9Z0ABQ', 1200)).toBe(true);
    expect(accept('P3K9Z0ABQ', 1500)).toBe(true);
  });
});
