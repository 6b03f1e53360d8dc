/** A receipt printer on USB, through WebUSB (Chromium on a secure origin). */
import { i18n } from '../../../i18n';
import type { PrinterTransport } from './transport';

/** The USB class of printers; many receipt printers announce it on their printing interface. */
const PRINTER_CLASS = 0x07;
/** Receipt printer makers whose USB interface is vendor-specific rather than of the printer class. */
const RECEIPT_PRINTER_VENDORS = [0x04b8 /* Epson */, 0x0519 /* Star */, 0x1504 /* Bixolon */, 0x1d90 /* Citizen */];
/** Small writes: some printers drop data that arrives faster than their buffer drains. */
const CHUNK = 4096;

export const USB_PRINTER_FILTERS = [{ classCode: PRINTER_CLASS }, ...RECEIPT_PRINTER_VENDORS.map((vendorId) => ({ vendorId }))];

export function isUsbAvailable(): boolean {
  return typeof navigator !== 'undefined' && navigator.usb !== undefined;
}

/** The interface and bulk OUT endpoint print data goes to: the printer-class one when there is one. */
function findPrintEndpoint(device: UsbDevice): { interfaceNumber: number; endpointNumber: number } {
  const interfaces = device.configuration?.interfaces ?? [];
  const withBulkOut = interfaces
    .map((i) => ({ i, out: i.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk') }))
    .filter((x) => x.out !== undefined);
  const chosen = withBulkOut.find((x) => x.i.alternate.interfaceClass === PRINTER_CLASS) ?? withBulkOut[0];
  if (!chosen?.out) throw new Error(i18n.t('pos:printer.noPrintEndpoint'));
  return { interfaceNumber: chosen.i.interfaceNumber, endpointNumber: chosen.out.endpointNumber };
}

export async function openUsbPrinter(device: UsbDevice): Promise<PrinterTransport> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const { interfaceNumber, endpointNumber } = findPrintEndpoint(device);
  const claimed = device.configuration?.interfaces.find((i) => i.interfaceNumber === interfaceNumber)?.claimed;
  if (!claimed) await device.claimInterface(interfaceNumber);
  return {
    // The device's own name; without one, words in the app's language at the moment they show.
    get name() {
      return device.productName?.trim() || i18n.t('pos:printer.usbName');
    },
    kind: 'usb',
    async write(bytes) {
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const result = await device.transferOut(endpointNumber, bytes.slice(at, at + CHUNK));
        if (result.status !== 'ok') throw new Error(i18n.t('pos:printer.refusedData', { status: result.status }));
      }
    },
    async close() {
      if (device.opened) await device.close();
    },
    async forget() {
      if (device.opened) await device.close();
      await device.forget?.();
    },
  };
}
