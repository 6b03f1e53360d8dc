/**
 * The terminal's receipt printer: which one is connected, connecting and forgetting it, and
 * printing a sale's receipt on it. Kept for the page's life (outside React), so going to another
 * screen and back does not drop the printer; the choice is remembered on the device so the next
 * visit reconnects without asking, where the browser allows it.
 */
import { useSyncExternalStore } from 'react';
import { ZReceipt } from '../../../../domain/schemas/pos';
import { api } from '../../../api/http';
import { i18n } from '../../../i18n';
import { printReceipt } from './print-receipt';
import type { ReceiptFormats } from './receipt-escpos';
import { isSerialAvailable, openSerialPrinter } from './serial-transport';
import type { PrinterTransport } from './transport';
import { isUsbAvailable, openUsbPrinter, USB_PRINTER_FILTERS } from './usb-transport';

const REMEMBERED_KEY = 'receiptPrinter';

export type PrinterKind = 'usb' | 'serial';

interface RememberedPrinter {
  kind: PrinterKind;
  vendorId?: number;
  productId?: number;
  serialNumber?: string;
}

export interface PrinterState {
  transport: PrinterTransport | null;
  /** The last thing that went wrong (connecting or printing), in words for the clerk. */
  problem: string | null;
}

let state: PrinterState = { transport: null, problem: null };
const listeners = new Set<() => void>();

function setState(next: Partial<PrinterState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReceiptPrinter(): PrinterState {
  return useSyncExternalStore(subscribe, () => state);
}

/** The ways this browser can reach a printer; none, and the terminal prints through the browser's print view. */
export function availablePrinterKinds(): PrinterKind[] {
  return [...(isUsbAvailable() ? (['usb'] as const) : []), ...(isSerialAvailable() ? (['serial'] as const) : [])];
}

function readRemembered(): RememberedPrinter | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(REMEMBERED_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'kind' in parsed && (parsed.kind === 'usb' || parsed.kind === 'serial')) return { ...parsed, kind: parsed.kind };
  } catch {
    // Unreadable or blocked storage: nothing remembered.
  }
  return null;
}

function remember(printer: RememberedPrinter | null) {
  try {
    if (printer) localStorage.setItem(REMEMBERED_KEY, JSON.stringify(printer));
    else localStorage.removeItem(REMEMBERED_KEY);
  } catch {
    // Without storage the printer is asked for again next time; printing still works now.
  }
}

function reasonOf(err: unknown): string {
  return err instanceof Error && err.message ? err.message : String(err);
}

/** Shows the browser's device chooser and opens the printer picked there. */
export async function connectPrinter(kind: PrinterKind): Promise<void> {
  try {
    if (kind === 'usb' && navigator.usb) {
      const device = await navigator.usb.requestDevice({ filters: USB_PRINTER_FILTERS });
      const transport = await openUsbPrinter(device);
      remember({ kind, vendorId: device.vendorId, productId: device.productId, serialNumber: device.serialNumber });
      setState({ transport, problem: null });
    } else if (kind === 'serial' && navigator.serial) {
      const port = await navigator.serial.requestPort();
      const transport = await openSerialPrinter(port);
      const info = port.getInfo();
      remember({ kind, vendorId: info.usbVendorId, productId: info.usbProductId });
      setState({ transport, problem: null });
    }
  } catch (err) {
    // Closing the chooser without picking is not a problem worth a message.
    if (err instanceof DOMException && err.name === 'NotFoundError') return;
    setState({ problem: i18n.t('pos:printer.connectFailed', { reason: reasonOf(err) }) });
  }
}

let reconnecting: Promise<void> | null = null;

/**
 * Opens the printer chosen on an earlier visit when the browser still grants it, without asking.
 * A printer switched off stays remembered for the next visit.
 */
export function reconnectRememberedPrinter(): Promise<void> {
  // One attempt at a time: two at once would both open, and claim, the same device.
  reconnecting ??= reconnect().finally(() => {
    reconnecting = null;
  });
  return reconnecting;
}

async function reconnect(): Promise<void> {
  if (state.transport) return;
  const remembered = readRemembered();
  if (!remembered) return;
  const matches = (ids: { vendorId?: number; productId?: number }) => ids.vendorId === remembered.vendorId && ids.productId === remembered.productId;
  try {
    if (remembered.kind === 'usb' && navigator.usb) {
      const devices = await navigator.usb.getDevices();
      const device = devices.find((d) => matches(d) && (remembered.serialNumber === undefined || d.serialNumber === remembered.serialNumber));
      if (device) setState({ transport: await openUsbPrinter(device), problem: null });
    } else if (remembered.kind === 'serial' && navigator.serial) {
      const ports = await navigator.serial.getPorts();
      const port = ports.find((p) => {
        const info = p.getInfo();
        return matches({ vendorId: info.usbVendorId, productId: info.usbProductId });
      });
      if (port) setState({ transport: await openSerialPrinter(port), problem: null });
    }
  } catch {
    // Busy (another tab holds it) or unplugged: the clerk can connect it again by hand.
  }
}

/** Closes the printer and forgets the choice, so this device prints through the browser again. */
export async function disconnectPrinter(): Promise<void> {
  const { transport } = state;
  remember(null);
  setState({ transport: null, problem: null });
  await transport?.forget().catch(() => undefined);
}

/**
 * Prints a sale's stored receipt (the server's figures, as every receipt prints them) on the
 * connected printer; false when none is connected. A reprint keeps the drawer shut.
 */
export async function printSaleReceipt(barcode: string, formats: ReceiptFormats, opts: { reprint?: boolean } = {}): Promise<boolean> {
  const { transport } = state;
  if (!transport) return false;
  try {
    const receipt = await api.get(`/pos/receipt/${encodeURIComponent(barcode)}`, ZReceipt);
    await printReceipt(transport, receipt, formats, opts);
    setState({ problem: null });
  } catch (err) {
    setState({ problem: i18n.t('pos:printer.printFailed', { reason: reasonOf(err) }) });
  }
  return true;
}
