import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCTION_ERRORS, errorNameIndex, nextStep, parseScan, productionRoute } from './manufacturing';

describe('productionRoute', () => {
  it('passes every station a full factory runs, in order', () => {
    expect(productionRoute({ cutting: true, printing: true, sewing: true, packing: true })).toEqual([
      'To Do',
      'Cutting',
      'Printing',
      'Sewing',
      'Quality check',
      'Packing',
    ]);
  });
  it('skips what the product type does not need: a mug is printed and packed', () => {
    expect(productionRoute({ cutting: true, printing: true, sewing: true, packing: true }, ['printing', 'packing'])).toEqual([
      'To Do',
      'Printing',
      'Quality check',
      'Packing',
    ]);
  });
  it('skips stations the factory does not run', () => {
    expect(productionRoute({ cutting: false, printing: true, sewing: false, packing: true })).toEqual(['To Do', 'Printing', 'Quality check', 'Packing']);
  });
  it('nextStep ends at Packing', () => {
    const route = productionRoute({ printing: true, packing: true });
    expect(nextStep(route, 'Quality check')).toBe('Packing');
    expect(nextStep(route, 'Packing')).toBeNull();
    expect(nextStep(route, 'Sewing')).toBeNull();
  });
});

describe('parseScan', () => {
  it('reads production codes, system barcodes and error codes', () => {
    expect(parseScan(' p3k9z0abq ')).toEqual({ kind: 'production', code: 'P3K9Z0ABQ' });
    expect(parseScan('SYS-OK')).toEqual({ kind: 'ok' });
    expect(parseScan('sys-confirm')).toEqual({ kind: 'confirm' });
    expect(parseScan('2011')).toEqual({ kind: 'error', code: 2011 });
    expect(parseScan('5301')).toEqual({ kind: 'error', code: 5301 });
    expect(parseScan('P-12')).toEqual({ kind: 'unknown', text: 'P-12' });
  });
  it('reads the words the prompts ask for, in any case and in each language', () => {
    for (const word of ['OK', 'ok', ' Ok ']) expect(parseScan(word)).toEqual({ kind: 'ok' });
    for (const word of ['confirm', 'Bestätigen', 'BESTATIGEN', 'confirmer', 'Confirmar']) expect(parseScan(word)).toEqual({ kind: 'confirm' });
    for (const word of ['Cancel', 'abbrechen', 'ANNULER', 'cancelar']) expect(parseScan(word)).toEqual({ kind: 'cancel' });
  });
  it("reads an error's name, key or root's label as its code; a name two codes share is neither", () => {
    const names = errorNameIndex(
      [
        { code: 2002, key: 'smudged_print' },
        { code: 2001, key: 'colour_mismatch', label: 'Wrong ink' },
        { code: 3002, key: 'wrong_thread', label: 'Wrong ink' },
      ],
      (c) => ({ smudged_print: 'Verschmierter Druck' })[c.key] ?? '',
    );
    expect(parseScan('Smudged print', names)).toEqual({ kind: 'error', code: 2002 });
    expect(parseScan('smudged_print', names)).toEqual({ kind: 'error', code: 2002 });
    expect(parseScan('VERSCHMIERTER  DRUCK', names)).toEqual({ kind: 'error', code: 2002 });
    expect(parseScan('colour mismatch', names)).toEqual({ kind: 'error', code: 2001 });
    expect(parseScan('wrong ink', names)).toEqual({ kind: 'unknown', text: 'wrong ink' });
    expect(parseScan('Smudged', names)).toEqual({ kind: 'unknown', text: 'Smudged' });
  });
  it('error codes are unique and each belongs to its station range', () => {
    const codes = DEFAULT_PRODUCTION_ERRORS.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    const range = { Cutting: 1, Printing: 2, Sewing: 3, 'Quality check': 4, Packing: 4 } as const;
    for (const e of DEFAULT_PRODUCTION_ERRORS) expect(Math.floor(e.code / 1000)).toBe(range[e.step]);
  });
});
