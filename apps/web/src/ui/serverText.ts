import type { TFunction } from 'i18next';
import { SERVER_TEXT_CODES, asServerText, isOneOf } from '@pod/shared';
import { i18next } from '../lib/i18n';

/** The kit's namespace: every code is worded under `ui:server.<code>`. */
const KEY = 'ui:server';
/** Params that are themselves codes, worded before they go into the sentence. */
const WORDED_PARAMS: Record<string, string> = { step: `${KEY}.step` };

/**
 * What the server said (`{ code, params }` from packages/shared/src/messages.ts), in the viewer's
 * language. A code this build does not know reads as a generic translated phrase, never as the
 * server's own words; anything that is not a text at all is null.
 */
export function serverTextOf(value: unknown, t: TFunction = i18next.t.bind(i18next)): string | null {
  const text = asServerText(value);
  if (!text) return null;
  if (!isOneOf(SERVER_TEXT_CODES, text.code)) return t(`${KEY}.unknown`);
  const params = Object.fromEntries(
    Object.entries(text.params).map(([name, v]) => {
      const worded = WORDED_PARAMS[name];
      return [name, worded ? t(`${worded}.${String(v)}`, { defaultValue: String(v) }) : v];
    }),
  );
  return t(`${KEY}.${text.code}`, params);
}
