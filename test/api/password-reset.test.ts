/** A forgotten password (issue 18, item 8): the request, the mailed link, and choosing a new password once. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESET_DONE_MESSAGE, RESET_LINK_INVALID, RESET_REQUESTED_MESSAGE } from '../../src/domain/schemas/users';
import { passwordResets } from '../../src/server/db/schema';
import type { MailMessage } from '../../src/server/services/mailer';
import { createMailer } from '../../src/server/services/mailer';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

const outbox: MailMessage[] = [];
let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://till.example.com/' }, { mailer: { send: async (m) => void outbox.push(m) } });
  shop = await registerBusiness(t.app);
});
afterAll(() => t?.close());
beforeEach(() => void (outbox.length = 0));

const forgot = (email: unknown) => t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email } });
const reset = (token: unknown, password: unknown, confirm = password) => t.app.inject({ method: 'POST', url: '/api/users/password/reset', payload: { token, password, confirm } });
const signIn = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

/** The token of the link in the last mail, checking the link points at PUBLIC_URL. */
function tokenFromMail(): string {
  const mail = outbox.at(-1)!;
  const match = /https:\/\/till\.example\.com\/reset-password\/(\S+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match![1];
}

describe('POST /api/users/password/forgot', () => {
  it('mails a link to the account, and answers the same for an e-mail nobody uses', async () => {
    const known = await forgot(shop.owner.email.toUpperCase());
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    await new Promise((r) => setTimeout(r, 10));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: shop.owner.email, subject: 'Choose a new Stocktill password' });
    // A business that chose no zone keeps UTC, now said as a date people read.
    expect(outbox[0].text).toMatch(/It works once, until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d\s[AP]M\sUTC\. /);
  });

  it('refuses a malformed e-mail with the sign-up words and mails nothing', async () => {
    const res = await forgot('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter a valid email address');
    expect(outbox).toHaveLength(0);
  });

  it('does not hand a disabled account a way back in', async () => {
    const disabled = await shop.addUser({ isDisabled: true });
    expect((await forgot(disabled.email)).json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await new Promise((r) => setTimeout(r, 10));
    expect(outbox).toHaveLength(0);
  });
});

describe('in the account’s language', () => {
  it('answers a French browser in French, and mails a French-speaking account in French', async () => {
    const frenchShop = await registerBusiness(t.app, { bname: 'Boulangerie' });
    expect((await frenchShop.owner.put('/setting/region', { language: 'fr' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/password/forgot', headers: { 'accept-language': 'fr-FR' }, payload: { email: frenchShop.owner.email } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Si un compte utilise cette adresse e-mail, un lien pour choisir un nouveau mot de passe est en route. Il ne sert qu’une fois, pendant une heure.' });
    await new Promise((r) => setTimeout(r, 10));
    expect(outbox).toHaveLength(1);
    expect(outbox[0].subject).toBe('Choisissez un nouveau mot de passe Stocktill');
    expect(outbox[0].text).toMatch(/^Bonjour .+,\n/);
    expect(outbox[0].text).toMatch(/Il ne sert qu’une fois, jusqu’au \d{1,2} [a-zéû]+ \d{4} à \d\d:\d\d\sUTC\. /);
    expect(outbox[0].text).not.toMatch(/works once|Hello/);
    // The user's own choice wins over the business's; the new password is confirmed in it too.
    const user = await frenchShop.addUser();
    expect((await user.put(`/users/profile/${user.id}`, { language: 'es' })).statusCode).toBe(200);
    await forgot(user.email);
    await new Promise((r) => setTimeout(r, 10));
    expect(outbox[1].subject).toBe('Elija una contraseña nueva de Stocktill');
    const done = await t.app.inject({ method: 'POST', url: '/api/users/password/reset', headers: { 'accept-language': 'es' }, payload: { token: tokenFromMail(), password: 'nueva-clave-1', confirm: 'nueva-clave-1' } });
    expect(done.json()).toEqual({ message: 'Su contraseña ha cambiado. Inicie sesión con su contraseña nueva.' });
  });
});

/** The mail's expiry sentence, and the instants a link made between `before` and now may end at. */
async function mailedExpiry(email: string, before: number): Promise<{ text: string; ends: Date[] }> {
  // From an address of its own: the other tests' requests use up the hourly limit of theirs.
  const res = await t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email }, remoteAddress: '192.0.2.29' });
  expect(res.statusCode).toBe(200);
  await new Promise((r) => setTimeout(r, 10));
  const text = outbox.at(-1)!.text.split('\n').at(-1)!;
  // The link is made a few milliseconds after `before`: its minute is one of these.
  const ends = [before, Date.now()].map((ms) => new Date(ms + 60 * 60_000));
  return { text, ends };
}

/** The hour and minute an instant reads on a zone's clock, as 24-hour digits. */
const clock = (when: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(when);

describe('the link’s expiry in the mail', () => {
  it('is on the business’s clock, its zone named, in its locale’s date format', async () => {
    const toronto = await registerBusiness(t.app, { bname: 'Hardware on Queen' });
    expect((await toronto.owner.put('/setting/region', { language: 'en', locale: 'en-US', timeZone: 'America/Toronto' })).statusCode).toBe(200);
    const { text, ends } = await mailedExpiry(toronto.owner.email, Date.now());
    const match = /It works once, until ([A-Z][a-z]+ \d{1,2}, \d{4}) at (\d{1,2}):(\d\d)\s([AP]M)\s(E[SD]T)\. /.exec(text);
    expect(match, text).not.toBeNull();
    const [, , hour, minute, half] = match!;
    const read = `${String((Number(hour) % 12) + (half === 'PM' ? 12 : 0)).padStart(2, '0')}:${minute}`;
    expect(ends.map((end) => clock(end, 'America/Toronto'))).toContain(read);
    expect(text).not.toContain('UTC');
  });

  it('is in the mail’s language, in the business’s variant of it, on its clock', async () => {
    const montreal = await registerBusiness(t.app, { bname: 'Quincaillerie' });
    expect((await montreal.owner.put('/setting/region', { language: 'fr', locale: 'fr-CA', timeZone: 'America/Toronto' })).statusCode).toBe(200);
    const before = Date.now();
    const french = await mailedExpiry(montreal.owner.email, before);
    // fr-CA writes "05 h 56" and names the zone HNE (heure normale de l'Est) or HAE in summer.
    const fr = /jusqu’au (\d{1,2}) ([a-zéû]+) (\d{4}) à (\d\d)\sh\s(\d\d)\s(HNE|HAE)\. /.exec(french.text);
    expect(fr, french.text).not.toBeNull();
    expect(french.ends.map((end) => clock(end, 'America/Toronto'))).toContain(`${fr![4]}:${fr![5]}`);

    // A Spanish-speaking clerk of the same shop: Spanish words and dates, the shop's clock.
    const clerk = await montreal.addUser();
    expect((await clerk.put(`/users/profile/${clerk.id}`, { language: 'es' })).statusCode).toBe(200);
    const spanish = await mailedExpiry(clerk.email, Date.now());
    const es = /hasta el (\d{1,2}) de ([a-z]+) de (\d{4}) a las (\d{1,2}):(\d\d) GMT-[45]\. /.exec(spanish.text);
    expect(es, spanish.text).not.toBeNull();
    expect(spanish.ends.map((end) => clock(end, 'America/Toronto'))).toContain(`${es![4].padStart(2, '0')}:${es![5]}`);
  });
});

describe('POST /api/users/password/reset', () => {
  it('sets the new password once, ends every session, and the old password no longer signs in', async () => {
    const user = await shop.addUser();
    await forgot(user.email);
    await new Promise((r) => setTimeout(r, 10));
    const token = tokenFromMail();
    expect((await user.get('/users')).statusCode).toBe(403); // signed in (staff), before the reset
    const done = await reset(token, 'brand-new-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: RESET_DONE_MESSAGE });
    // Every instance drops its remembered sessions when the database announces the change (on
    // PostgreSQL that notice arrives a moment after the commit).
    await expect.poll(async () => (await user.get('/registers')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-1')).statusCode).toBe(200);
    const again = await reset(token, 'another-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_LINK_INVALID, code: 'RESET_LINK_INVALID' });
  });

  it('refuses an expired link', async () => {
    const user = await shop.addUser();
    await forgot(user.email);
    await new Promise((r) => setTimeout(r, 10));
    const token = tokenFromMail();
    await t.database.owner.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(and(eq(passwordResets.cid, shop.cid), eq(passwordResets.userId, user.id)));
    expect((await reset(token, 'brand-new-1')).json().code).toBe('RESET_LINK_INVALID');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a made-up token', 'abc', 'brand-new-1', 'brand-new-1', RESET_LINK_INVALID],
    ['another business id', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(43)}`, 'brand-new-1', 'brand-new-1', RESET_LINK_INVALID],
    ['a short password', 'abc', '123', '123', 'Password must be at least 6 characters'],
    ['two different passwords', 'abc', 'brand-new-1', 'brand-new-2', 'The two passwords are not the same'],
  ])('refuses %s with a clear 400', async (_what, token, password, confirm, message) => {
    const res = await reset(token, password, confirm);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('without SMTP', () => {
  it('writes the message, link and expiry included, to the log', async () => {
    const lines: string[] = [];
    const log = { warn: (obj: unknown, msg: string) => void lines.push(`${JSON.stringify(obj)} ${msg}`), error: () => {} };
    const mailer = createMailer({ from: 'x <x@example.com>', log: log as never });
    await mailer.send({ to: 'a@example.com', subject: 'S', text: 'Open https://till.example.com/reset-password/x. It works once, until 2026-11-24 18:00 UTC.' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('No SMTP_URL is set');
    expect(lines[0]).toContain('https://till.example.com/reset-password/x');
    expect(lines[0]).toContain('until 2026-11-24 18:00 UTC');
  });
});

describe('a reset link ends with what makes it stale', () => {
  let asked = 0;
  /** A link mailed to `email` now, asked from an address of its own (forgetting is limited per address). */
  async function linkFor(email: string): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/password/forgot', remoteAddress: `198.51.100.${++asked}`, payload: { email } });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 10));
    return tokenFromMail();
  }

  it('once a newer link has been used, the older one sets no password', async () => {
    const user = await shop.addUser();
    const older = await linkFor(user.email);
    const newer = await linkFor(user.email);
    expect((await reset(newer, 'chosen-1')).statusCode).toBe(200);
    const stale = await reset(older, 'stolen-1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(RESET_LINK_INVALID);
    expect((await signIn(user.email, 'chosen-1')).statusCode).toBe(200);
  });

  it('once the password is changed in the profile or by an admin, no earlier link works', async () => {
    const user = await shop.addUser();
    const before = await linkFor(user.email);
    expect((await user.put(`/users/profile/${user.id}`, { password: 'changed-1', currentPassword: user.password })).statusCode).toBe(200);
    expect((await reset(before, 'stolen-1')).json().message).toBe(RESET_LINK_INVALID);

    const beforeAdmin = await linkFor(user.email);
    expect((await shop.owner.put(`/users/${user.id}`, { name: 'Sam Staff', email: user.email, password: 'by-admin-1', isAdmin: false, isDisabled: false })).statusCode).toBe(200);
    expect((await reset(beforeAdmin, 'stolen-1')).json().message).toBe(RESET_LINK_INVALID);
    expect((await signIn(user.email, 'by-admin-1')).statusCode).toBe(200);
  });

  it('once the e-mail is changed, a link mailed to the old address works no more', async () => {
    const user = await shop.addUser();
    const toOldAddress = await linkFor(user.email);
    const moved = `moved-${user.email}`;
    expect((await user.put(`/users/profile/${user.id}`, { email: moved, currentPassword: user.password })).statusCode).toBe(200);
    expect((await reset(toOldAddress, 'stolen-1')).json().message).toBe(RESET_LINK_INVALID);
    expect((await signIn(moved, user.password)).statusCode).toBe(200);
  });
});
