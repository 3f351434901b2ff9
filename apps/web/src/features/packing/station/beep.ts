import { playNotes, type Note } from '../../../lib/beep';

/** The packing station's sounds: high for a unit packed, a chord for a complete bin, low for a refusal. */
export type Tone = 'ok' | 'complete' | 'refused';

const TONES: Record<Tone, Note[]> = {
  ok: [{ hz: 1320, seconds: 0.12, wave: 'sine' }],
  complete: [
    { hz: 1046, seconds: 0.12, wave: 'sine' },
    { hz: 1568, seconds: 0.2, wave: 'sine', delay: 0.12 },
  ],
  refused: [{ hz: 196, seconds: 0.35, wave: 'square' }],
};

export function beep(tone: Tone): void {
  playNotes(TONES[tone]);
}
