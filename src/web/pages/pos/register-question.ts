/**
 * Whether a device must be asked which register it is before it sells or refunds. A device with no
 * register sells outside every shift, which is right for a shop that keeps no drawer and wrong,
 * silently, once a drawer is counted: so while any register has a shift open, a device that has
 * chosen none is asked, once a day (the business's day), and its answer "no register" is
 * remembered for that day only.
 */
import { zonedParts } from '../../../domain/region';

/** Where the day of the last "no register" answer is kept on the device. */
const NO_REGISTER_DAY_KEY = 'stocktill.register.none';

export interface RegisterState {
  registers: readonly { _id: string; openShift?: unknown }[];
  /** The register this device uses, if it is one of the business's. */
  currentId: string | null;
  /** The business's day when this device last answered "no register" (YYYY-MM-DD), if ever. */
  noRegisterDay: string | null;
  /** The business's day now. */
  today: string;
}

export function mustAskRegister({ registers, currentId, noRegisterDay, today }: RegisterState): boolean {
  if (currentId && registers.some((r) => r._id === currentId)) return false;
  if (!registers.some((r) => r.openShift)) return false;
  return noRegisterDay !== today;
}

/** The business's calendar day of `instant`, in its time zone: 2026-11-28. */
export function businessDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export function readNoRegisterDay(): string | null {
  try {
    return localStorage.getItem(NO_REGISTER_DAY_KEY);
  } catch {
    return null;
  }
}

export function rememberNoRegisterDay(day: string): void {
  try {
    localStorage.setItem(NO_REGISTER_DAY_KEY, day);
  } catch {
    // Storage refused (private mode): the device is asked again on the next page.
  }
}
