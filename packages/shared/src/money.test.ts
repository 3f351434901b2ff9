import { describe, expect, it } from 'vitest';
import {
  addMoney,
  allocateMoney,
  centsToDecimal,
  compareMoney,
  formatMoney,
  formatMoneyIn,
  money,
  moneyInputText,
  parseCanonicalMoney,
  parseMoneyIn,
  multiplyMoney,
  percentOfMoney,
  roundDiv,
  subtractMoney,
  tryCents,
} from './money';

describe('formatMoney (spec section 5)', () => {
  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    ['1234567.891', '$1,234,567.89'],
    [-42.1, '-$42.10'],
    ['abc', '$0.00'],
    [null, '$0.00'],
    [undefined, '$0.00'],
    [1.005, '$1.01'],
    [-0.001, '$0.00'],
  ])('%p -> %s', (input, expected) => expect(formatMoney(input)).toBe(expected));
});

describe('exact parsing and rounding', () => {
  it('rounds half away from zero at 2 decimals, where floats do not', () => {
    expect((2.675).toFixed(2)).toBe('2.67'); // the float trap this module exists to avoid
    expect(money(2.675)).toBe('2.68');
    expect(money('-2.675')).toBe('-2.68');
    expect(money('0.005')).toBe('0.01');
    expect(money('-0.004')).toBe('0.00');
    // A comma is never read as a thousands separator: "0,50" is no amount, never 50.00.
    expect(tryCents('1,234.5')).toBeNull();
    expect(tryCents('0,50')).toBeNull();
    expect(money('0,50')).toBe('0.00');
    expect(money(1e-7)).toBe('0.00');
    expect(roundDiv(5n, 2n)).toBe(3n);
    expect(roundDiv(-5n, 2n)).toBe(-3n);
    expect(roundDiv(4n, 3n)).toBe(1n);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '1.2.3', '12a', '--1', 'NaN', Infinity, NaN, null, undefined]) expect(tryCents(bad)).toBeNull();
  });

  it('adds, subtracts, multiplies and takes percentages exactly', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.30');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(subtractMoney('10', '0.01', '9.99')).toBe('0.00');
    expect(multiplyMoney('19.99', 3)).toBe('59.97');
    expect(() => multiplyMoney('1', 1.5)).toThrow(RangeError);
    expect(percentOfMoney('19.99', '8.25')).toBe('1.65'); // 1.649175
    expect(percentOfMoney('-10.10', 5)).toBe('-0.51'); // -0.505
    expect(compareMoney('1.10', 1.1)).toBe(0);
    expect(compareMoney('-1', '0')).toBe(-1);
  });

  it('allocates a total over weights without losing a cent', () => {
    expect(allocateMoney('10.00', [1, 1, 1])).toEqual(['3.34', '3.33', '3.33']);
    expect(allocateMoney('-0.05', [1, 1])).toEqual(['-0.03', '-0.02']);
    const parts = allocateMoney('1234.57', [3, 7, 11, 0, 5]);
    expect(addMoney(...parts)).toBe('1234.57');
    expect(parts[3]).toBe('0.00');
  });

  it('sums 100,000 random amounts exactly', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    let expected = 0n;
    const amounts: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const cents = BigInt(Math.floor(random() * 2_000_000_00)) - 1_000_000_00n; // -1,000,000.00 .. 1,000,000.00
      expected += cents;
      amounts.push(centsToDecimal(cents));
    }
    expect(addMoney(...amounts)).toBe(centsToDecimal(expected));
  });
});

describe('formatMoneyIn (the 4 languages)', () => {
  it('formats the exact decimal per language', () => {
    expect(formatMoneyIn('en', '1234.5')).toBe('$1,234.50');
    expect(formatMoneyIn('de', '1234.5').replace(/\s/g, ' ')).toBe('1.234,50 $');
    expect(formatMoneyIn('fr', '-1234.5').replace(/\s/g, ' ')).toBe('-1 234,50 $US');
    expect(formatMoneyIn('pt', '9007199254740993.99').replace(/\s/g, ' ')).toBe('US$ 9.007.199.254.740.993,99');
  });
});

describe('canonical amounts (what the API accepts)', () => {
  it.each([
    ['0.50', 50n],
    ['1234.50', 123450n],
    ['-0.5', -50n],
    ['12', 1200n],
    [' 7.25 ', 725n],
    [19.9, 1990n],
  ])('%p is %p cents', (input, cents) => expect(parseCanonicalMoney(input)).toBe(cents));
  it.each(['0,50', '1.234,50', '1,234.50', '1 234,50', '12.345', '1e3', '.5', '5.', '+5', '', 'abc', null, undefined, true])('refuses %p', (input) =>
    expect(parseCanonicalMoney(input)).toBeNull(),
  );
});

describe('parseMoneyIn: amounts people type, by their interface language', () => {
  it.each([
    ['de', '1.234,50', '1234.50'],
    ['de', '0,50', '0.50'],
    ['de', '1234,5', '1234.50'],
    ['de', '-12,00', '-12.00'],
    ['de', '1.234.567', '1234567.00'],
    ['fr', '1 234,50', '1234.50'],
    ['fr', '1\u202f234,50', '1234.50'],
    ['fr', '1\u00a0234,50', '1234.50'],
    ['fr', '0,50', '0.50'],
    ['fr', '1234,50', '1234.50'],
    ['pt', '1.234,50', '1234.50'],
    ['pt', '0,50', '0.50'],
    ['en', '1,234.50', '1234.50'],
    ['en', '0.50', '0.50'],
    ['en', '12', '12.00'],
    // The canonical form reads the same in every language (a point before 2 final digits is no thousands mark).
    ['de', '12.50', '12.50'],
    ['fr', '0.50', '0.50'],
    ['pt', '1234.5', '1234.50'],
  ] as const)('%s: %p -> %p', (locale, text, canonical) => expect(parseMoneyIn(locale, text)).toBe(canonical));

  it.each([
    ['de', '1,234.50'],
    ['de', '1.23,50'],
    ['de', '0,505'],
    ['de', '12.3,4'],
    ['fr', '1.234,50'],
    ['fr', '1,234.50'],
    ['en', '0,50'],
    ['en', '1.234,50'],
    ['en', '12.345'],
    ['de', ''],
    ['de', 'abc'],
  ] as const)('%s: refuses %p (never a guess)', (locale, text) => expect(parseMoneyIn(locale, text)).toBeNull());

  it('shows an amount in a money input in the language, which it reads back', () => {
    for (const locale of ['en', 'de', 'fr', 'pt'] as const)
      for (const v of ['0.50', '1234.50', '-3.00']) expect(parseMoneyIn(locale, moneyInputText(locale, v))).toBe(v);
    expect(moneyInputText('de', '1234.50')).toBe('1234,50');
    expect(moneyInputText('en', '1234.50')).toBe('1234.50');
    expect(moneyInputText('fr', '')).toBe('');
  });
});
