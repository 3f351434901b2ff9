/**
 * Money, exact from database to screen. One representation travels between the layers: a decimal
 * string with two decimals ("1234.50", "-0.25"), as PostgreSQL `numeric(14,2)` stores it and the
 * GraphQL `Money` scalar sends it. Arithmetic happens on integer cents held in a `bigint`, never on
 * floats; rounding is half away from zero at 2 decimals (a bookkeeper's rounding).
 */
export type Cents = bigint;
export type MoneyInput = string | number | bigint | null | undefined;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/** Divides and rounds half away from zero: roundDiv(5n, 2n) = 3n, roundDiv(-5n, 2n) = -3n. */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/**
 * Parses a decimal amount to cents, or null when it is not one. Strings are read digit by digit;
 * numbers through their shortest decimal form (`String(2.675)` is "2.675"), so 2.675 rounds to
 * 2.68 where float arithmetic gives 2.67. More than 2 decimals round half away from zero.
 */
export function tryCents(value: MoneyInput): Cents | null {
  if (typeof value === 'bigint') return value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // Commas are not read: "0,50" is no amount here (a locale's text goes through `parseMoneyIn`).
  const text = typeof value === 'number' ? numberToDecimal(value) : value.trim();
  const m = DECIMAL.exec(text);
  if (!m) return null;
  const [, sign, whole, fraction = ''] = m;
  const scale = 10n ** BigInt(fraction.length);
  const units = BigInt(whole + fraction);
  const cents = fraction.length <= 2 ? units * (100n / scale) : roundDiv(units * 100n, scale);
  return sign === '-' ? -cents : cents;
}

/** The one form an amount travels in: digits, a point and at most 2 decimals ("1234.50", "-0.5", "12"). */
export const CANONICAL_MONEY = /^-?\d{1,15}(?:\.\d{1,2})?$/;

/**
 * Reads an amount a client sent: a canonical decimal string (CANONICAL_MONEY) or a finite number
 * (unambiguous), else null. "0,50", "1.234,50", "1,234.50", "1e3" and "12.345" are refused, never
 * guessed: a client parses what people type by their locale (`parseMoneyIn`) and sends the result.
 */
export function parseCanonicalMoney(value: unknown): Cents | null {
  if (typeof value === 'number') return tryCents(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return CANONICAL_MONEY.test(text) ? tryCents(text) : null;
}

/** Like `tryCents`, but anything that is not an amount counts as 0 (spec section 5: non-numeric as 0). */
export function toCents(value: MoneyInput): Cents {
  return tryCents(value) ?? 0n;
}

/** Cents to the wire form: "1234.50", "-0.25", "0.00". */
export function centsToDecimal(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Normalises any amount to the wire form ("12.5" → "12.50"). */
export function money(value: MoneyInput): string {
  return centsToDecimal(toCents(value));
}

export function addMoney(...values: MoneyInput[]): string {
  return centsToDecimal(values.reduce<bigint>((sum, v) => sum + toCents(v), 0n));
}

export function subtractMoney(from: MoneyInput, ...values: MoneyInput[]): string {
  return centsToDecimal(values.reduce<bigint>((rest, v) => rest - toCents(v), toCents(from)));
}

/** Amount times a whole quantity (a line's price times its count). */
export function multiplyMoney(value: MoneyInput, quantity: number): string {
  if (!Number.isInteger(quantity)) throw new RangeError('Quantity must be a whole number');
  return centsToDecimal(toCents(value) * BigInt(quantity));
}

/** `percent` of an amount (a decimal string or number such as "8.25"), rounded half away from zero. */
export function percentOfMoney(value: MoneyInput, percent: string | number): string {
  const m = DECIMAL.exec(typeof percent === 'number' ? numberToDecimal(percent) : percent.trim());
  if (!m) throw new RangeError(`Not a percentage: ${percent}`);
  const [, sign, whole, fraction = ''] = m;
  const rate = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return centsToDecimal(roundDiv(toCents(value) * rate, 100n * 10n ** BigInt(fraction.length)));
}

export function compareMoney(a: MoneyInput, b: MoneyInput): -1 | 0 | 1 {
  const d = toCents(a) - toCents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/**
 * Splits an amount into parts proportional to `weights`, exactly: the parts add up to the amount
 * (largest remainder), so a refund spread over lines never gains or loses a cent.
 */
export function allocateMoney(value: MoneyInput, weights: number[]): string[] {
  const total = toCents(value);
  const w = weights.map((x) => {
    if (!Number.isInteger(x) || x < 0) throw new RangeError('Weights must be whole numbers of 0 or more');
    return BigInt(x);
  });
  const weightSum = w.reduce((a, b) => a + b, 0n);
  if (weightSum === 0n) throw new RangeError('Weights must not all be 0');
  const sign = total < 0n ? -1n : 1n;
  const abs = total * sign;
  const parts = w.map((x) => (abs * x) / weightSum);
  let left = abs - parts.reduce((a, b) => a + b, 0n);
  const byRemainder = w.map((x, i) => ({ i, r: (abs * x) % weightSum })).sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  return parts.map((p) => centsToDecimal(p * sign));
}

export type MoneyLocale = 'en' | 'de' | 'fr' | 'pt';

/**
 * An amount for people, in the interface language: en "$1,234.50" (spec section 5), de
 * "1.234,50 $", fr "1 234,50 $", pt "US$ 1.234,50". Intl receives the exact decimal string, never a float.
 */
export function formatMoneyIn(locale: MoneyLocale, value: MoneyInput, currency = 'USD'): string {
  if (locale === 'en') return formatMoney(value);
  const decimal = money(value) as `${number}`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(decimal);
}

/** How people of each interface language write a decimal amount: the decimal mark and the marks that group thousands. */
const NUMBER_MARKS: Record<MoneyLocale, { decimal: string; groups: string }> = {
  en: { decimal: '.', groups: ',' },
  de: { decimal: ',', groups: '.' },
  fr: { decimal: ',', groups: ' \u00a0\u202f' },
  pt: { decimal: ',', groups: '. \u00a0\u202f' },
};
const escapeClass = (marks: string) => marks.replace(/[\]\\^-]/g, '\\$&').replace(/\./g, '\\.');

/**
 * The one parser of amounts people type, by their interface language: en "1,234.50", de
 * "1.234,50", fr "1 234,50", pt "1.234,50" (or without grouping: "1234,50"), a minus sign first.
 * The canonical form ("1234.50", at most 2 decimals) is read in every language: a point before 1 or
 * 2 final digits cannot be a thousands mark, so it is no guess. Answers the canonical decimal
 * string, or null when the text is not an amount in that language (en "0,50", de "1,234.50",
 * groups not of 3 digits, more than 2 decimals): never a guess.
 */
export function parseMoneyIn(locale: MoneyLocale, text: string): string | null {
  const { decimal, groups } = NUMBER_MARKS[locale];
  const g = `[${escapeClass(groups)}]`;
  const d = escapeClass(decimal);
  const shape = new RegExp(`^(-)?(\\d{1,3}(?:${g}\\d{3})+|\\d+)(?:${d}(\\d{1,2}))?$`);
  const typed = text.trim().replace(/^\u2212/, '-');
  const m = shape.exec(typed);
  if (!m) {
    const cents = CANONICAL_MONEY.test(typed) ? parseCanonicalMoney(typed) : null;
    return cents === null ? null : centsToDecimal(cents);
  }
  const [, sign = '', whole, fraction] = m;
  const canonical = `${sign}${whole.replace(new RegExp(g, 'g'), '')}${fraction ? `.${fraction}` : ''}`;
  const cents = parseCanonicalMoney(canonical);
  return cents === null ? null : centsToDecimal(cents);
}

/** An amount as a money input shows it in the interface language, without grouping: de "1234,50"; text that is no amount stays as it is. */
export function moneyInputText(locale: MoneyLocale, value: string | null | undefined): string {
  if (value == null) return '';
  const cents = parseCanonicalMoney(value);
  if (cents === null) return value;
  const text = centsToDecimal(cents);
  return NUMBER_MARKS[locale].decimal === '.' ? text : text.replace('.', NUMBER_MARKS[locale].decimal);
}

/** Money display (spec section 5): $ before, 2 decimals, thousands commas, minus sign first, non-numeric as 0. */
export function formatMoney(value: MoneyInput): string {
  const cents = toCents(value);
  const abs = cents < 0n ? -cents : cents;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0n ? '-' : ''}$${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A number's shortest decimal form without exponent (1e-7 → "0.0000001"). */
function numberToDecimal(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toFixed(20).replace(/\.?0+$/, '');
}
