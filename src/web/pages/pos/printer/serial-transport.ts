/** A receipt printer on a serial port (or a USB-serial adapter), through Web Serial. */
import { i18n } from '../../../i18n';
import type { PrinterTransport } from './transport';

/** The speed receipt printers leave the factory with; USB-serial printers ignore it. */
const BAUD_RATE = 9600;

export function isSerialAvailable(): boolean {
  return typeof navigator !== 'undefined' && navigator.serial !== undefined;
}

export async function openSerialPrinter(port: SerialPort): Promise<PrinterTransport> {
  // A port the page already opened (a reconnect in the same visit) has a stream; opening it twice throws.
  if (!port.writable) await port.open({ baudRate: BAUD_RATE });
  return {
    get name() {
      return i18n.t('pos:printer.serialName');
    },
    kind: 'serial',
    async write(bytes) {
      const stream = port.writable;
      if (!stream) throw new Error(i18n.t('pos:printer.portClosed'));
      const writer = stream.getWriter();
      try {
        await writer.write(bytes);
      } finally {
        writer.releaseLock();
      }
    },
    async close() {
      await port.close();
    },
    async forget() {
      await port.close().catch(() => undefined);
      await port.forget?.();
    },
  };
}
