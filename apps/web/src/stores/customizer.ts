import { create } from 'zustand';
import { THEME_DEFAULTS, normalizeCustomizer, type Customizer } from '@pod/shared';

interface CustomizerState {
  value: Customizer;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Replace every choice (at login, from the user's saved customizer). */
  apply: (input: unknown) => Customizer;
  /** Change one choice; returns the new full value so the caller can save it. */
  set: <K extends keyof Customizer>(key: K, value: Customizer[K]) => Customizer;
  reset: () => void;
}

export function parseCustomizer(input: unknown): Customizer {
  let raw = input;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = null;
    }
  }
  return normalizeCustomizer(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null);
}

export const useCustomizer = create<CustomizerState>((set, get) => ({
  value: { ...THEME_DEFAULTS },
  open: false,
  setOpen: (open) => set({ open }),
  apply: (input) => {
    const value = parseCustomizer(input);
    set({ value });
    return value;
  },
  set: (key, v) => {
    const value = normalizeCustomizer({ ...get().value, [key]: v } as unknown as Record<string, unknown>);
    set({ value });
    return value;
  },
  reset: () => set({ value: { ...THEME_DEFAULTS }, open: false }),
}));
