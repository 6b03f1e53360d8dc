import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth/session';
import { mayActOnShift } from './shift-access';

const staff: SessionUser = { _id: 'u-staff', name: 'Sam Staff', email: 'sam@example.com', isAdmin: false, isDisabled: false, isOwner: false, isMaster: false, lastLogin: null, cid: 'c1', bname: 'Shop', apikey: '', language: null };
const admin: SessionUser = { ...staff, _id: 'u-admin', isAdmin: true };

describe('who may act on a shift', () => {
  it('staff act on the shifts they opened, and on no one else’s', () => {
    expect(mayActOnShift(staff, 'u-staff')).toBe(true);
    expect(mayActOnShift(staff, 'u-admin')).toBe(false);
    expect(mayActOnShift(staff, null)).toBe(false);
  });

  it('admins act on every shift', () => {
    expect(mayActOnShift(admin, 'u-staff')).toBe(true);
  });

  it('nobody signed out, disabled or without a business does', () => {
    expect(mayActOnShift(null, 'u-staff')).toBe(false);
    expect(mayActOnShift({ ...staff, isDisabled: true }, 'u-staff')).toBe(false);
    expect(mayActOnShift({ ...admin, cid: '' }, 'u-staff')).toBe(false);
  });
});
