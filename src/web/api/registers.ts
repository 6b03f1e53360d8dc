/**
 * Registers and their shifts: fetchers, query keys and hooks, and the register this device rings
 * sales up on (remembered in the browser, since a till stays where it is).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { shownRegisterName } from '../../domain/registers';
import {
  ZRegister,
  ZRegisterList,
  ZShiftList,
  ZShiftReport,
  type TRegisterInput,
  type TShiftCashInput,
  type TRegisterList,
  type TShiftCloseInput,
  type TShiftList,
  type TShiftOpenInput,
  type TShiftReport,
} from '../../domain/schemas/money';
import { api, qs } from './http';
import { lastKnown } from './persisted-queries';

export interface ShiftListParams {
  page: number;
  from?: string;
  to?: string;
}

export const registerKeys = {
  all: ['registers'] as const,
  list: () => [...registerKeys.all, 'list'] as const,
  openShift: (registerId: string) => [...registerKeys.all, 'open-shift', registerId] as const,
  shift: (id: string) => [...registerKeys.all, 'shift', id] as const,
  shifts: (p: ShiftListParams) => [...registerKeys.all, 'shifts', p] as const,
};

/**
 * Register names as the reader's language says them (the first register's, stored in English, is
 * "Caisse 1" in French): applied to what the queries hold, so a change of language shows at once.
 */
export function useRegisterName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => shownRegisterName(name, t('registers:firstRegister')), [t]);
}

function useNamedRegisters() {
  const named = useRegisterName();
  return useCallback((list: TRegisterList): TRegisterList => ({ ...list, registers: list.registers.map((r) => ({ ...r, name: named(r.name) })) }), [named]);
}

function useNamedReport() {
  const named = useRegisterName();
  return useCallback((report: TShiftReport): TShiftReport => ({ ...report, register: { ...report.register, name: named(report.register.name) } }), [named]);
}

function useNamedShifts() {
  const named = useRegisterName();
  return useCallback((list: TShiftList): TShiftList => ({ ...list, shifts: list.shifts.map((s) => ({ ...s, register: named(s.register) })) }), [named]);
}

export function useRegisters() {
  const select = useNamedRegisters();
  return useQuery({ queryKey: registerKeys.list(), queryFn: lastKnown(() => api.get('/registers', ZRegisterList)), networkMode: 'offlineFirst', select });
}

export function useOpenShift(registerId: string | null) {
  const select = useNamedReport();
  return useQuery({
    queryKey: registerKeys.openShift(registerId ?? ''),
    queryFn: () => api.get(`/registers/${encodeURIComponent(registerId!)}/shift`, ZShiftReport),
    enabled: !!registerId,
    retry: false,
    select,
  });
}

export function useShift(id: string) {
  const select = useNamedReport();
  return useQuery({ queryKey: registerKeys.shift(id), queryFn: () => api.get(`/shifts/${encodeURIComponent(id)}`, ZShiftReport), select });
}

export function useShifts(p: ShiftListParams) {
  const select = useNamedShifts();
  return useQuery({
    queryKey: registerKeys.shifts(p),
    queryFn: () => api.get(`/shifts${qs({ pageNumber: p.page > 1 ? p.page : undefined, from: p.from, to: p.to })}`, ZShiftList),
    placeholderData: keepPreviousData,
    select,
  });
}

/** Every change to a register or shift refreshes all of them (a sale changes the open shift's figures too). */
export function useRefreshRegisters() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: registerKeys.all });
}

export function useAddRegister() {
  const refresh = useRefreshRegisters();
  return useMutation({ mutationFn: (body: TRegisterInput) => api.post('/registers', ZRegister, body), onSuccess: refresh });
}

export function useOpenRegister(registerId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({ mutationFn: (body: TShiftOpenInput) => api.post(`/registers/${encodeURIComponent(registerId)}/shifts`, ZShiftReport, body), onSuccess: refresh });
}

export function useMoveCash(shiftId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({ mutationFn: (body: TShiftCashInput) => api.post(`/shifts/${encodeURIComponent(shiftId)}/cash`, ZShiftReport, body), onSuccess: refresh });
}

export function useCloseShift(shiftId: string) {
  const refresh = useRefreshRegisters();
  return useMutation({ mutationFn: (body: TShiftCloseInput) => api.post(`/shifts/${encodeURIComponent(shiftId)}/close`, ZShiftReport, body), onSuccess: refresh });
}

// ---- The register of this device ---------------------------------------------------------------

const DEVICE_REGISTER_KEY = 'stocktill.register';
const listeners = new Set<() => void>();

function readDeviceRegister(): string | null {
  try {
    return localStorage.getItem(DEVICE_REGISTER_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === DEVICE_REGISTER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The register this device sells on (null: none chosen, sales belong to no shift), and a setter. */
export function useDeviceRegister(): [string | null, (id: string | null) => void] {
  const id = useSyncExternalStore(subscribe, readDeviceRegister, () => null);
  const set = useCallback((next: string | null) => {
    try {
      if (next) localStorage.setItem(DEVICE_REGISTER_KEY, next);
      else localStorage.removeItem(DEVICE_REGISTER_KEY);
    } catch {
      // Storage refused (private mode): the choice lasts until the page closes.
    }
    listeners.forEach((l) => l());
  }, []);
  return [id, set];
}
