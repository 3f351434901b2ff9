import { parseScan, type ScanToken } from '@pod/shared';

/**
 * The station screen's scan grammar (issue 30 item 5): a production code, then OK to move it on, or
 * one or more error codes and CONFIRM to report them; CANCEL drops what was scanned. Pure: the
 * screen feeds it one scanned line at a time and acts on what it answers.
 */
export type GrammarState = { kind: 'idle' } | { kind: 'production'; code: string } | { kind: 'error'; code: string; errors: number[] };

/** What a scan led to: a command to send, a prompt for the next scan, or a refusal (a low beep). */
export type GrammarAnswer =
  | { kind: 'advance'; code: string }
  | { kind: 'report'; code: string; errors: number[] }
  | { kind: 'await_action'; code: string; dropped?: string }
  | { kind: 'await_confirm'; code: string; errors: number[] }
  | { kind: 'cancelled' }
  | { kind: 'refused'; reason: GrammarRefusal };

export type GrammarRefusal = 'unknown_code' | 'unknown_error' | 'scan_production_first' | 'scan_ok_or_error' | 'confirm_or_cancel';

export const IDLE: GrammarState = { kind: 'idle' };

/** The error codes a station takes: their numbers, and their names as `errorNameIndex` reads them. */
export interface StationErrors {
  known: ReadonlySet<number>;
  names: ReadonlyMap<string, number>;
}

/** The next state and the answer for one scanned line. */
export function readScan(state: GrammarState, raw: string, errors: StationErrors): { state: GrammarState; answer: GrammarAnswer } {
  return step(state, parseScan(raw, errors.names), errors.known);
}

function step(state: GrammarState, token: ScanToken, knownErrors: ReadonlySet<number>): { state: GrammarState; answer: GrammarAnswer } {
  const stay = (reason: GrammarRefusal) => ({ state, answer: { kind: 'refused', reason } as const });
  switch (token.kind) {
    case 'unknown':
      return stay('unknown_code');
    case 'cancel':
      return { state: IDLE, answer: { kind: 'cancelled' } };
    case 'production':
      // An error waiting for CONFIRM is not dropped by a stray label; a plain pending scan is replaced.
      if (state.kind === 'error') return stay('confirm_or_cancel');
      return {
        state: { kind: 'production', code: token.code },
        answer: { kind: 'await_action', code: token.code, dropped: state.kind === 'production' && state.code !== token.code ? state.code : undefined },
      };
    case 'ok':
      if (state.kind === 'production') return { state: IDLE, answer: { kind: 'advance', code: state.code } };
      return stay(state.kind === 'error' ? 'confirm_or_cancel' : 'scan_production_first');
    case 'error': {
      if (state.kind === 'idle') return stay('scan_production_first');
      if (!knownErrors.has(token.code)) return stay('unknown_error');
      const errors = state.kind === 'error' ? [...new Set([...state.errors, token.code])] : [token.code];
      return { state: { kind: 'error', code: state.code, errors }, answer: { kind: 'await_confirm', code: state.code, errors } };
    }
    case 'confirm':
      if (state.kind === 'error') return { state: IDLE, answer: { kind: 'report', code: state.code, errors: state.errors } };
      return stay(state.kind === 'production' ? 'scan_ok_or_error' : 'scan_production_first');
  }
}

/** Double-scan guard: the same line again within `windowMs` of the last one is a scanner bounce, not a scan. */
export function createScanGuard(windowMs = 250) {
  let last: { text: string; at: number } | null = null;
  return (raw: string, at: number): boolean => {
    const text = raw.trim().toUpperCase();
    const bounce = last !== null && last.text === text && at - last.at < windowMs;
    last = { text, at };
    return !bounce;
  };
}
