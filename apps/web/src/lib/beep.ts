/** A note a station plays (WebAudio, no files). */
export interface Note {
  hz: number;
  seconds: number;
  wave: OscillatorType;
  /** Seconds after the first note. */
  delay?: number;
}

let audio: AudioContext | null = null;

/** Plays the notes of a station's sound: the scanning stations tell a worker by ear what a scan did. */
export function playNotes(notes: readonly Note[]): void {
  try {
    audio ??= new AudioContext();
    for (const { hz, seconds, wave, delay = 0 } of notes) {
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
    // No audio (a browser without WebAudio, or before any key was pressed): the colour still tells.
  }
}
