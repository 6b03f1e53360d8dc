/**
 * The language of the API's answers: a signed-in user's own choice (profile), else their
 * business's (Settings, region), else, signed out, the caller's Accept-Language; else English.
 * Refusals worded once in English and those built with values are both said in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient & { id: string; email: string; password: string };

const SPANISH_TIME_ZONE = 'timeZone: debe ser una zona horaria IANA, por ejemplo America/Toronto o Europe/Paris';
const FRENCH_TIME_ZONE = 'timeZone: doit être un fuseau horaire IANA, par exemple America/Toronto ou Europe/Paris';

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Tienda' });
  other = await registerBusiness(t.app, { bname: 'Rival' });
  staff = await shop.addUser({ name: 'Sam Staff' });
  await seedSettings(t.database.owner, shop.cid, 13, 'EUR');
});
afterAll(() => t?.close());

const signIn = (acceptLanguage: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'accept-language': acceptLanguage }, payload: { email: 'nobody@example.com', password: 'wrong-password' } });

/** A checkout asking for more than is in stock: SOLD_OUT, a refusal built with values. */
async function overSell(user: ApiClient, headers: Record<string, string> = {}) {
  const product = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Acme', subname: 'Cola', qty: 1 });
  return user.request('PUT', '/pos/generate', [{ shipping: 0 }, { _id: product.id, saleqty: 3, itemdiscount: 0 }], headers);
}

/** A region the schema refuses: a validation message of the schemas. */
const badTimeZone = (user: ApiClient, headers: Record<string, string> = {}) => user.request('PUT', '/setting/region', { timeZone: 'Mars/Olympus_Mons' }, headers);

describe('signed out: the Accept-Language header', () => {
  it('words a wrong sign-in in French for a French browser', async () => {
    const res = await signIn('fr-FR,fr;q=0.9');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'E-mail ou mot de passe incorrect', code: 'INVALID_CREDENTIALS' });
  });

  it('answers in English for a language Stocktill does not speak', async () => {
    const res = await signIn('de-DE');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect((await signIn('')).json().message).toBe(MSG.invalidCredentials);
  });

  it('words a path no route serves in the header language', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'es-MX,es;q=0.8' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No encontrado: GET /api/no-such-thing', code: 'NOT_FOUND' });
  });
});

describe('signed in: the business language, then the user own', () => {
  it('speaks English until the business chooses a language', async () => {
    const res = await overSell(staff);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only 1 of Acme Cola left in stock', code: 'SOLD_OUT' });
  });

  it('speaks the business language once the owner sets it, whatever the browser says', async () => {
    const set = await shop.owner.put('/setting/region', { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json().language).toBe('es');

    const soldOut = await overSell(staff, { 'accept-language': 'fr-FR' });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: 'Inventario insuficiente de Acme Cola: 1 en inventario', code: 'SOLD_OUT' });

    const refused = await badTimeZone(shop.owner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SPANISH_TIME_ZONE, code: 'VALIDATION', field: 'timeZone' });
    // A refusal worded once in English, found by its words.
    const forbidden = await staff.put('/setting/region', { language: 'fr' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Solo para administradores', code: 'FORBIDDEN' });
  });

  it('speaks the user own language once chosen in the profile, whatever the browser says', async () => {
    const chosen = await staff.put(`/users/profile/${staff.id}`, { language: 'fr' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().language).toBe('fr');

    for (const acceptLanguage of ['es-ES', 'en-US', 'de-DE']) {
      const soldOut = await overSell(staff, { 'accept-language': acceptLanguage });
      expect(soldOut.json()).toEqual({ message: 'Stock insuffisant pour Acme Cola : 1 en stock', code: 'SOLD_OUT' });
    }
    // The business still speaks Spanish to everyone else.
    expect((await badTimeZone(shop.owner, { 'accept-language': 'fr-FR' })).json().message).toBe(SPANISH_TIME_ZONE);

    // null: the business language again.
    const back = await staff.put(`/users/profile/${staff.id}`, { language: null });
    expect(back.json().language).toBeNull();
    expect((await overSell(staff)).json().message).toBe('Inventario insuficiente de Acme Cola: 1 en inventario');
    await staff.put(`/users/profile/${staff.id}`, { language: 'fr' });
    expect((await shop.owner.put(`/users/profile/${shop.owner.id}`, { language: 'fr' })).statusCode).toBe(200);
    expect((await badTimeZone(shop.owner)).json().message).toBe(FRENCH_TIME_ZONE);
  });

  it('words zod’s own messages (a field whose schema says nothing of its own) in the same language', async () => {
    // The owner speaks French now (the test above).
    const res = await shop.owner.post('/admin/register', { name: 'Zoé', email: 'zoe@example.com', password: 'secret1', isAdmin: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'isAdmin' });
    expect(res.json().message).toMatch(/^isAdmin: Entrée invalide/);
    const english = await other.owner.post('/admin/register', { name: 'Zoe', email: 'zoe2@example.com', password: 'secret1', isAdmin: 'yes' });
    expect(english.json().message).toMatch(/^isAdmin: Invalid input/);
  });
});

describe('a language Stocktill does not speak, or another business', () => {
  it('refuses an unknown language for the business with 400 VALIDATION and changes nothing', async () => {
    const res = await shop.owner.put('/setting/region', { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'language: doit être l’une des valeurs suivantes : en, fr, es', code: 'VALIDATION', field: 'language' });
    expect((await shop.owner.get('/setting/region')).json().language).toBe('es');
    const english = await other.owner.put('/setting/region', { language: 'de' });
    expect(english.json()).toEqual({ message: 'language: must be one of en, fr, es', code: 'VALIDATION', field: 'language' });
  });

  it('refuses an unknown language for the user with 400 VALIDATION and changes nothing', async () => {
    const res = await staff.put(`/users/profile/${staff.id}`, { language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'language' });
    expect((await staff.get(`/users/profile/${staff.id}`)).json().user.language).toBe('fr');
  });

  it("lets no user of another business change this user's language", async () => {
    const profile = await other.owner.put(`/users/profile/${staff.id}`, { language: 'es' });
    expect(profile.statusCode).toBe(404);
    expect(profile.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    const region = await other.owner.put('/setting/region', { language: 'en' });
    expect(region.statusCode).toBe(200);
    expect((await staff.get(`/users/profile/${staff.id}`)).json().user.language).toBe('fr');
    expect((await shop.owner.get('/setting/region')).json().language).toBe('es');
    // Signed in elsewhere, the other owner reads English; a signed-out caller gets the header's.
    expect((await client(t.app, null).request('GET', '/setting/region', undefined, { 'accept-language': 'fr' })).json()).toEqual({
      message: 'Non autorisé : aucun jeton',
      code: 'UNAUTHORIZED',
    });
  });
});

describe('answers that are only words', () => {
  it('says a removal in the caller’s language, and in English to a business that speaks it', async () => {
    // The owner speaks French (chosen above), the other business English.
    const supplier = await shop.owner.post('/suppliers', { name: 'Grossiste' });
    expect(supplier.statusCode).toBe(201);
    const removed = await shop.owner.del(`/suppliers/${supplier.json()._id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Fournisseur supprimé' });
    const english = await other.owner.post('/suppliers', { name: 'Wholesaler' });
    expect((await other.owner.del(`/suppliers/${english.json()._id}`)).json()).toEqual({ message: 'Supplier removed' });
  });

  it('says signing out in the language of the one signing out', async () => {
    const user = await shop.addUser();
    expect((await user.put(`/users/profile/${user.id}`, { language: 'es' })).statusCode).toBe(200);
    const res = await user.post('/users/logout', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Sesión cerrada' });
  });
});

describe('answers a route words itself: the catalogue import', () => {
  /** A multipart body with the file, as a browser's form sends it. */
  function importFile(user: ApiClient, file: string) {
    const boundary = '----stocktillanswerlanguage';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/inventory/import?dryRun=1',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}`, 'accept-language': 'en' },
      payload,
    });
  }

  it("lists the file's problems in the caller's language (the owner chose French)", async () => {
    const res = await importFile(shop.owner, 'upc,price,qty\n123,abc,1\n123,2.5,x\n');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Le fichier comporte des problèmes, listés par ligne : rien n’a été importé. Corrigez-les et réessayez.');
    expect(body.code).toBe('VALIDATION');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'price', message: 'Prix : doit être un nombre (trouvé : « abc »)' },
        { row: 3, column: 'qty', message: 'Quantité en stock : doit être un nombre entier de 0 à 1\u202f000\u202f000 (trouvé : « x »)' },
        { row: 3, column: 'upc', message: 'L’UPC 123 figure déjà à la ligne 2' },
        { row: 2, column: 'name', message: 'Nom de l’article : obligatoire pour un nouvel article (l’UPC 123 n’est pas encore dans votre stock)' },
      ]),
    );
    const english = (await importFile(other.owner, 'upc,price\n123,abc\n')).json();
    expect(english.errors).toEqual(expect.arrayContaining([{ row: 2, column: 'price', message: 'Price must be a number (found “abc”)' }]));
  });

  it('refuses an empty file in that language too', async () => {
    const res = await importFile(shop.owner, '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Le fichier est vide', code: 'VALIDATION', field: 'file' });
  });
});
