/**
 * Request URLs as they may be logged. A wallet id is the wallet's only key (whoever holds it
 * reads the receipts), so it is a bearer secret like a session token: it never reaches a log line,
 * whether it travels in a path (/api/wallets/<id>, the web app's /wallet/<id>) or a query
 * (?wallet= on receipt images, ?qrid= at checkout).
 */
const SECRET_PATH = /(\/wallets?\/)[^/?#]+/gi;
const SECRET_QUERY = /([?&](?:wallet|qrid)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}
