/** Who makes and ships an order's lines: one of our factories or an account at an outside provider. */
export interface Fulfiller {
  kind: 'factory' | 'provider' | 'unrouted';
  /** The factory's or the account's name; for `unrouted`, null. */
  name: string | null;
  /** The preset's provider (private for our own products). */
  provider: string;
  /** How many of the order's units go this way. */
  units: number;
  /** The provider account's id (kind `provider` only). */
  accountId?: string;
}

export interface RoutablePreset {
  id: string;
  provider: string;
  manufactureId: string | null;
}

export interface RoutableAccount {
  id: string;
  name: string;
  provider: string;
  presetIds: readonly string[];
  isDefault: boolean;
  /** auto: takes its provider's products without naming them; manual: only the presets it names. */
  routing: string;
}

/**
 * Routes each line by its preset: a preset a factory makes (or our own, private, product) goes to
 * that factory; a provider's product goes to the live account that names it, else to the provider's
 * default or auto-routing account; otherwise it waits for an account (`unrouted`). Lines going the
 * same way are summed.
 */
export function routeLines(
  lines: ReadonlyArray<{ presetId: string; quantity: number }>,
  presets: ReadonlyMap<string, RoutablePreset>,
  factories: ReadonlyMap<string, string>,
  accounts: readonly RoutableAccount[],
): Fulfiller[] {
  const out = new Map<string, Fulfiller>();
  for (const line of lines) {
    const preset = presets.get(line.presetId);
    if (!preset) continue;
    const f = fulfillerOf(preset, factories, accounts);
    const key = `${f.kind}:${f.provider}:${f.name ?? ''}`;
    const seen = out.get(key);
    if (seen) seen.units += line.quantity;
    else out.set(key, { ...f, units: line.quantity });
  }
  return [...out.values()];
}

/** Where one line's preset goes (see routeLines). */
export function fulfillerOf(preset: RoutablePreset, factories: ReadonlyMap<string, string>, accounts: readonly RoutableAccount[]): Omit<Fulfiller, 'units'> {
  if (preset.manufactureId || preset.provider === 'private')
    return { kind: 'factory', name: preset.manufactureId ? (factories.get(preset.manufactureId) ?? null) : null, provider: preset.provider };
  const same = accounts.filter((a) => a.provider === preset.provider);
  const account = accounts.find((a) => a.presetIds.includes(preset.id)) ?? same.find((a) => a.isDefault) ?? same.find((a) => a.routing === 'auto') ?? null;
  return account
    ? { kind: 'provider', name: account.name, provider: account.provider, accountId: account.id }
    : { kind: 'unrouted', name: null, provider: preset.provider };
}
