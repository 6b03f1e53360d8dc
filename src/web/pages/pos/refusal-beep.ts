/**
 * The low beep of a refused scan (a code the shop does not have), through WebAudio, so a clerk
 * looking at the customer hears it; lower and longer than the camera's high "read" beep
 * (components/camera/beep.ts), so the two are never mistaken. Browsers start sound only after a
 * person has pressed a key or clicked, which a scan always is.
 */
let context: AudioContext | null = null;

export function beepRefusal({ frequencyHz = 440, durationMs = 180 } = {}) {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const oscillator = context.createOscillator();
    const volume = context.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequencyHz;
    volume.gain.value = 0.08;
    oscillator.connect(volume).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + durationMs / 1000);
  } catch {
    // No sound on this device (no audio output, or blocked): the message on screen still says it.
  }
}
