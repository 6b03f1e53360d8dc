/**
 * How bytes reach a receipt printer. The terminal does not care whether the printer hangs on USB,
 * a serial port or is a test double: it hands the encoded receipt to a transport.
 */
export interface PrinterTransport {
  /** What to call the printer on screen ("TM-T20III", "Serial printer"). */
  readonly name: string;
  /** Which browser API it goes through, so the choice can be found again on the next visit. */
  readonly kind: 'usb' | 'serial' | 'memory';
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  /** Drops the browser's permission too, so the printer is not reconnected on the next visit. */
  forget(): Promise<void>;
}

/** A transport that keeps what it was sent: for tests, and to look at a receipt's bytes. */
export class RecordingTransport implements PrinterTransport {
  readonly name = 'Recording printer';
  readonly kind = 'memory';
  readonly writes: Uint8Array[] = [];

  async write(bytes: Uint8Array): Promise<void> {
    this.writes.push(bytes.slice());
  }

  /** Every byte sent, in order, as one array. */
  bytes(): Uint8Array {
    const out = new Uint8Array(this.writes.reduce((n, w) => n + w.length, 0));
    let at = 0;
    for (const w of this.writes) {
      out.set(w, at);
      at += w.length;
    }
    return out;
  }

  async close(): Promise<void> {}

  async forget(): Promise<void> {
    this.writes.length = 0;
  }
}
