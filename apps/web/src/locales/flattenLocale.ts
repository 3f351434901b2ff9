type Tree = { [key: string]: unknown };

/** A nested locale file as flat dotted keys ("menu.orders"), for the locale tests. */
export function flattenLocale(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flattenLocale(v as Tree, key));
    else out[key] = String(v);
  }
  return out;
}
