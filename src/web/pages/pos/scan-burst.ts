/**
 * Telling a barcode scanner from a person at the keyboard. A keyboard-wedge scanner "types" a whole
 * code as a burst of keys a few milliseconds apart and ends it with Enter (or Tab, as some are set
 * up); a person types a key every 100-300 ms. So a run of at least `minLength` characters, none
 * more than `maxGapMs` after the one before and on average no more than `meanGapMs` apart, ended by
 * Enter or Tab just as quickly, is a scan. The mean lets one late key through (a busy browser can
 * hold a key back for a moment) while a person's fastest rolls of two or three keys stay apart.
 *
 * Pure: it is fed keys with their times and says what each one was; the caller decides what to do.
 */

export interface BurstRules {
  /** The longest pause between two keys of one scan. */
  maxGapMs: number;
  /** The longest average pause between the keys of one scan (its terminator included). */
  meanGapMs: number;
  /** The fewest characters a code has. */
  minLength: number;
}

/**
 * Scanners send a key every 1-20 ms (slow Bluetooth ones up to about 40 ms); people rarely type
 * four keys and Enter at under 35 ms each. Shorter codes than 4 are not barcodes (EAN-8 is 8).
 */
export const WEDGE_RULES: BurstRules = { maxGapMs: 100, meanGapMs: 35, minLength: 4 };

export interface KeyInput {
  /** KeyboardEvent.key: 'a', '7', 'Enter', 'Shift'... */
  key: string;
  /** When it was pressed, in milliseconds (KeyboardEvent.timeStamp). */
  time: number;
  /** Ctrl, Alt or Meta held: a command, never part of a code. */
  withCommandModifier: boolean;
}

export type KeyVerdict =
  /** A character that may belong to a scan; `starts` when it begins a new run. */
  | { kind: 'char'; starts: boolean }
  /** Enter or Tab ending a burst: the whole code. */
  | { kind: 'scan'; code: string }
  /** Shift and the like, which scanners press for capitals: changes nothing. */
  | { kind: 'ignored' }
  /** Anything else: a person's Enter, an arrow, a shortcut. The run so far is forgotten. */
  | { kind: 'other' };

/** Keys a scanner may hold down while typing a character; they neither add to a code nor end it. */
const MODIFIER_KEYS = new Set(['Shift', 'CapsLock', 'NumLock']);
const TERMINATORS = new Set(['Enter', 'Tab']);

export interface BurstRecogniser {
  feed(key: KeyInput): KeyVerdict;
  /** Forgets the run so far (focus moved, a dialog opened). */
  reset(): void;
}

export function createBurstRecogniser(rules: BurstRules = WEDGE_RULES): BurstRecogniser {
  let chars = '';
  let startedAt = 0;
  let lastAt = 0;

  const reset = () => {
    chars = '';
  };

  return {
    reset,
    feed({ key, time, withCommandModifier }) {
      if (MODIFIER_KEYS.has(key)) return { kind: 'ignored' };
      const gap = time - lastAt;
      if (key.length === 1 && !withCommandModifier) {
        const continues = chars !== '' && gap >= 0 && gap <= rules.maxGapMs;
        if (!continues) {
          chars = '';
          startedAt = time;
        }
        chars += key;
        lastAt = time;
        return { kind: 'char', starts: !continues };
      }
      const code = chars;
      reset();
      if (!TERMINATORS.has(key) || withCommandModifier || code.length < rules.minLength) return { kind: 'other' };
      const quickEnough = gap >= 0 && gap <= rules.maxGapMs && (time - startedAt) / code.length <= rules.meanGapMs;
      return quickEnough ? { kind: 'scan', code } : { kind: 'other' };
    },
  };
}
