import { playNotes, type Note } from '../../../lib/beep';

/** The station's sounds: high for a scan that went through, low for a refusal, mid for "scan the next one". */
export type Tone = 'ok' | 'prompt' | 'refused';

const TONES: Record<Tone, Note[]> = {
  ok: [{ hz: 1320, seconds: 0.12, wave: 'sine' }],
  prompt: [{ hz: 880, seconds: 0.06, wave: 'sine' }],
  refused: [{ hz: 196, seconds: 0.35, wave: 'square' }],
};

export function beep(tone: Tone): void {
  playNotes(TONES[tone]);
}
