/**
 * The parts of WebUSB and Web Serial the receipt printer uses. TypeScript's DOM library does not
 * describe them yet (they are Chromium-only), so they are declared here, optional on Navigator,
 * which makes every use feature-detect first.
 */
interface UsbEndpoint {
  readonly endpointNumber: number;
  readonly direction: 'in' | 'out';
  readonly type: 'bulk' | 'interrupt' | 'isochronous';
}

interface UsbAlternateInterface {
  readonly interfaceClass: number;
  readonly endpoints: readonly UsbEndpoint[];
}

interface UsbInterface {
  readonly interfaceNumber: number;
  readonly alternate: UsbAlternateInterface;
  readonly claimed: boolean;
}

interface UsbConfiguration {
  readonly configurationValue: number;
  readonly interfaces: readonly UsbInterface[];
}

interface UsbDevice {
  readonly vendorId: number;
  readonly productId: number;
  readonly serialNumber?: string;
  readonly productName?: string;
  readonly manufacturerName?: string;
  readonly opened: boolean;
  readonly configuration: UsbConfiguration | null;
  open(): Promise<void>;
  close(): Promise<void>;
  forget?(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(interfaceNumber: number): Promise<void>;
  transferOut(endpointNumber: number, data: BufferSource): Promise<{ status: 'ok' | 'stall' | 'babble'; bytesWritten: number }>;
}

interface Usb {
  requestDevice(options: { filters: { classCode?: number; vendorId?: number; productId?: number }[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}

interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

interface SerialPort {
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo(): SerialPortInfo;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  forget?(): Promise<void>;
}

interface Serial {
  requestPort(options?: { filters?: SerialPortInfo[] }): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}

interface Navigator {
  readonly usb?: Usb;
  readonly serial?: Serial;
}
