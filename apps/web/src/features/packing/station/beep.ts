/** The packing station's sounds (WebAudio, no files): high for a unit packed, a chord for a complete bin, low for a refusal. */
export type Tone = 'ok' | 'complete' | 'refused';

const TONES: Record<Tone, Array<{ hz: number; seconds: number; wave: OscillatorType; delay: number }>> = {
  ok: [{ hz: 1320, seconds: 0.12, wave: 'sine', delay: 0 }],
  complete: [
    { hz: 1046, seconds: 0.12, wave: 'sine', delay: 0 },
    { hz: 1568, seconds: 0.2, wave: 'sine', delay: 0.12 },
  ],
  refused: [{ hz: 196, seconds: 0.35, wave: 'square', delay: 0 }],
};

let audio: AudioContext | null = null;

export function beep(tone: Tone): void {
  try {
    audio ??= new AudioContext();
    for (const { hz, seconds, wave, delay } of TONES[tone]) {
      const now = audio.currentTime + delay;
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.type = wave;
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.25, now);
      gain.gain.exponentialRampToValueAtTime(0.001, now + seconds);
      osc.connect(gain).connect(audio.destination);
      osc.start(now);
      osc.stop(now + seconds);
    }
  } catch {
    // No audio: the colour still tells.
  }
}
