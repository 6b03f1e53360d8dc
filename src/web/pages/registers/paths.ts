/** Where the cash-drawer screens live: the registers under /registers, their shifts under /shifts. */
import { qs } from '../../api/http';

export const REGISTERS_PATH = '/registers';
export const SHIFTS_PATH = '/shifts';

export const openShiftPath = (registerId: string) => `${REGISTERS_PATH}/${encodeURIComponent(registerId)}/open`;
export const shiftReportPath = (shiftId: string) => `${SHIFTS_PATH}/${encodeURIComponent(shiftId)}`;
export const cashMovementPath = (shiftId: string) => `${shiftReportPath(shiftId)}/cash`;
export const closeShiftPath = (shiftId: string) => `${shiftReportPath(shiftId)}/close`;
export const shiftListPath = (range: { from?: string; to?: string }, page = 1) =>
  `${SHIFTS_PATH}${qs({ from: range.from, to: range.to, page: page > 1 ? page : undefined })}`;
