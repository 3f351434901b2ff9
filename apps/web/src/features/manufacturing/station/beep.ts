/** The station's sounds (WebAudio, no files): high for a scan that went through, low for a refusal, mid for "scan the next one". */
export type Tone = 'ok' | 'prompt' | 'refused';

const TONES: Record<Tone, { hz: number; seconds: number; wave: OscillatorType }> = {
  ok: { hz: 1320, seconds: 0.12, wave: 'sine' },
  prompt: { hz: 880, seconds: 0.06, wave: 'sine' },
  refused: { hz: 196, seconds: 0.35, wave: 'square' },
};

let audio: AudioContext | null = null;

export function beep(tone: Tone): void {
  try {
    audio ??= new AudioContext();
    const { hz, seconds, wave } = TONES[tone];
    const now = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = wave;
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.25, now);
    gain.gain.exponentialRampToValueAtTime(0.001, now + seconds);
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + seconds);
  } catch {
    // No audio (a browser without WebAudio, or before any key was pressed): the colour still tells.
  }
}
