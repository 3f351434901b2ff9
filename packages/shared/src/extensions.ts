/**
 * Extensions (issue 33 item 6): the rule sets the sellers' browser extension downloads to read
 * marketplace pages. A page match is a URL glob, never a regular expression, so no pattern can
 * make the extension (or the API) backtrack for ever: `<scheme>://<host>/<path>`, where the scheme
 * is `http`, `https` or `*`, the host may start with `*.`, and `*` in the path matches any run of
 * characters (`https://*.etsy.com/your/orders/*`).
 */
/** The list's tabs: every rule set, those served to the extension, those not. */
export const EXTENSION_TABS = ['all', 'enabled', 'disabled'] as const;
export type ExtensionTab = (typeof EXTENSION_TABS)[number];

export const EXTENSION_LIMITS = { name: 100, pageMatch: 300, wildcards: 8, selector: 300, attribute: 50, mappings: 40, note: 500 } as const;

/** The shape of a page match; the path is any visible characters. */
const PAGE_MATCH = /^(\*|https?):\/\/(\*|(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?\/[\x21-\x7e]*$/i;

/** Why a page match is refused, or null when it is a valid glob. */
export function pageMatchProblem(pattern: string): string | null {
  if (!PAGE_MATCH.test(pattern)) return 'Use a URL pattern such as https://*.etsy.com/your/orders/* (scheme, host, path; * matches anything).';
  if ((pattern.match(/\*/g) ?? []).length > EXTENSION_LIMITS.wildcards) return `Use at most ${EXTENSION_LIMITS.wildcards} wildcards (*).`;
  return null;
}

/**
 * Whether `url` matches the glob `pattern` (`*` any run of characters, the rest literal, case-insensitive
 * host and scheme). Linear in practice: the classic two-pointer wildcard match backtracks only to the last star.
 */
export function pageMatches(pattern: string, url: string): boolean {
  const p = pattern.toLowerCase();
  const s = url.toLowerCase();
  let i = 0;
  let j = 0;
  let star = -1;
  let mark = 0;
  while (i < s.length) {
    if (j < p.length && p[j] !== '*' && p[j] === s[i]) {
      i += 1;
      j += 1;
    } else if (j < p.length && p[j] === '*') {
      star = j;
      mark = i;
      j += 1;
    } else if (star >= 0) {
      j = star + 1;
      mark += 1;
      i = mark;
    } else return false;
  }
  while (j < p.length && p[j] === '*') j += 1;
  return j === p.length;
}

/** A CSS selector as the extension hands it to `querySelector`: no blocks, comments or markup (`>` is the child combinator, `<` is refused), no control characters. */
const SELECTOR_FORBIDDEN = /[{};<\\]|\/\*/;
const hasControl = (s: string) => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function selectorProblem(selector: string): string | null {
  if (SELECTOR_FORBIDDEN.test(selector) || hasControl(selector)) return 'A CSS selector has no braces, semicolons, comments, < or backslashes.';
  let depth = 0;
  for (const c of selector) {
    if (c === '(' || c === '[') depth += 1;
    if (c === ')' || c === ']') depth -= 1;
    if (depth < 0) break;
  }
  return depth === 0 ? null : 'The brackets of this selector do not match.';
}

/** An attribute to read instead of the element's text (`src`, `data-price`, `content`). */
export const ATTRIBUTE_PATTERN = /^[a-z_][a-z0-9_:.-]*$/i;
