/**
 * Sets up data for browser tests through the real HTTP API (fast), so each test starts from
 * the screen it is about.
 */
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Page } from 'playwright-core';

export interface SeededUser {
  email: string;
  password: string;
  token: string;
  _id: string;
  cid: string;
  name: string;
  bname: string;
  isAdmin: boolean;
  isMaster: boolean;
  isOwner: boolean;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
}

let apiBase: string | undefined;

/** Sends the seeding calls of this test file to another server than the shared one (undefined: back to it). */
export function useApiBase(base: string | undefined): void {
  apiBase = base;
}

export async function apiCall<T = unknown>(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}): Promise<{ status: number; data: T }> {
  const res = await fetch(`${apiBase ?? inject('baseURL')}/api${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** Registers a business and returns its owner (admin and master). */
export async function seedBusiness(bname = 'E2E Shop'): Promise<SeededUser> {
  const email = uniqueEmail('owner');
  const password = 'secret1';
  const res = await apiCall<Omit<SeededUser, 'email' | 'password'>>('POST', '/owners/register', {
    fname: 'Olive',
    lname: 'Owner',
    email,
    phone: '+14165550100',
    bname,
    address: '1 Main St',
    city: 'Toronto',
    state: 'ON',
    country: 'Canada',
    mailcode: 'M5V 1A1',
    password,
  });
  if (res.status !== 201) throw new Error(`seedBusiness: ${res.status} ${JSON.stringify(res.data)}`);
  return { ...res.data, email, password };
}

/** Adds a user to the owner's business and returns its sign-in. */
export async function seedUser(owner: SeededUser, opts: { isAdmin?: boolean; isDisabled?: boolean; name?: string } = {}): Promise<SeededUser> {
  const email = uniqueEmail(opts.isAdmin ? 'admin' : 'staff');
  const password = 'secret1';
  const name = opts.name ?? (opts.isAdmin ? 'Ada Admin' : 'Sam Staff');
  const res = await apiCall<{ _id: string }>('POST', '/admin/register', { name, email, password, isAdmin: !!opts.isAdmin, isDisabled: !!opts.isDisabled }, owner.token);
  if (res.status !== 201) throw new Error(`seedUser: ${res.status} ${JSON.stringify(res.data)}`);
  return { ...owner, email, password, name, _id: res.data._id, isAdmin: !!opts.isAdmin, isMaster: false, isOwner: false, token: '' };
}

/** Signs in through the real login screen, as a person would. */
export async function signInThroughUi(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
