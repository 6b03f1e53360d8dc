/**
 * The short beep of a read, as a hand scanner gives, so the clerk can look at the goods rather than
 * at the screen. Browsers only let a page make sound after a person has clicked or tapped, so the
 * sound is switched on (`unlockBeep`) by the click that opens the camera, and used later.
 */

const FREQUENCY_HZ = 2700;
const LENGTH_S = 0.08;
const VOLUME = 0.15;

let audio: AudioContext | null = null;

/** Call from the click or tap that starts scanning. Silent (and harmless) where there is no WebAudio. */
export function unlockBeep(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

export function beep(): void {
  if (!audio) return;
  const now = audio.currentTime;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.type = 'square';
  tone.frequency.value = FREQUENCY_HZ;
  // A quick fade in and out: a hard start or stop clicks.
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(VOLUME, now + 0.005);
  gain.gain.setValueAtTime(VOLUME, now + LENGTH_S - 0.01);
  gain.gain.linearRampToValueAtTime(0, now + LENGTH_S);
  tone.connect(gain).connect(audio.destination);
  tone.start(now);
  tone.stop(now + LENGTH_S);
}
