/**
 * Identity over HTTP, against the real server: a browser gets a signed session cookie on its
 * first visit and keeps its identity with it; a forged or altered cookie names nobody (the
 * browser is a new guest); a guest claims an account (scrypt) and logging in from a second
 * "device" gives that device the same identity; login is rate-limited per username and per
 * address; bodies are validated and a refusal changes nothing.
 */
import { SESSION_COOKIE } from '../../server/identity';
import { LoginAttempts, TooManyAttempts } from '../../server/identity/attempts';
import type { Me, MyTable } from '../../shared/players';
import { testServerPerFile } from '../helpers/server';

const server = testServerPerFile({ loginAttemptsPerUsername: 4, loginAttemptsPerAddress: 12 });

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The session cookie set by the answer ('' when cleared), undefined when none was set. */
  cookie: string | undefined;
  setCookie: string;
}

/** One request as a browser would make it, with `cookie` as its session (when given). */
async function call(method: 'GET' | 'POST', path: string, options: { cookie?: string; body?: unknown; rawBody?: string; forwardedFor?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const setCookie = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(setCookie);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: response.status, body, cookie: match?.[1], setCookie };
}

/** A new browser: its first visit. */
async function newBrowser(): Promise<{ cookie: string; me: Me }> {
  const first = await call('GET', '/api/me');
  expect(first.status).toBe(200);
  return { cookie: first.cookie as string, me: first.body as unknown as Me };
}

describe('the session cookie', () => {
  it('is issued on the first visit, HTTP-only and SameSite=Lax, and keeps the identity after', async () => {
    const first = await call('GET', '/api/me');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/HttpOnly/);
    expect(first.setCookie).toMatch(/SameSite=Lax/);
    expect(first.setCookie).toMatch(/Path=\//);
    const me = first.body as unknown as Me;
    expect(me.playerId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(me.name).toBe('');
    const again = await call('GET', '/api/me', { cookie: first.cookie });
    expect(again.body).toEqual(me);
    // Each visit renews it.
    expect(again.cookie).toBeDefined();
    expect((await call('GET', '/api/me', { cookie: again.cookie })).body).toEqual(me);
  });

  it('refuses a forged signature and a changed id: the browser is a new guest, never the other player', async () => {
    const victim = await newBrowser();
    const attacker = await newBrowser();
    const [, issued, signature] = attacker.cookie.split('.');
    const [, , victimSignature] = victim.cookie.split('.');
    const forgeries = [
      `${victim.me.playerId}.${issued}.${signature}`, // the attacker's signature on the victim's id
      `${victim.me.playerId}.${issued}.${victimSignature.slice(0, -1)}${victimSignature.endsWith('A') ? 'B' : 'A'}`,
      `${victim.me.playerId}.${issued}`,
      victim.me.playerId,
    ];
    for (const forged of forgeries) {
      const answer = await call('GET', '/api/me', { cookie: forged });
      expect(answer.status).toBe(200);
      const me = answer.body as unknown as Me;
      expect(me.playerId).not.toBe(victim.me.playerId);
      expect(me.playerId).not.toBe(attacker.me.playerId);
      // And nothing that needs an identity accepts it.
      expect((await call('GET', '/api/me/tables', { cookie: forged })).status).toBe(401);
      expect((await call('POST', '/api/me/name', { cookie: forged, body: { name: 'Mallory' } })).status).toBe(401);
    }
    expect((await call('GET', '/api/me', { cookie: victim.cookie })).body).toEqual(victim.me);
  });
});

describe('names and accounts', () => {
  it('changes the display name, refusing a bad one and changing nothing then', async () => {
    const browser = await newBrowser();
    expect((await call('POST', '/api/me/name', { cookie: browser.cookie, body: { name: 'Grace' } })).body).toMatchObject({ name: 'Grace' });
    for (const body of [{ name: '' }, { name: 'Anne (bot)' }, { name: 'x'.repeat(30) }, { name: 'Grace', extra: 1 }, {}]) {
      const answer = await call('POST', '/api/me/name', { cookie: browser.cookie, body });
      expect(answer.status).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect((await call('POST', '/api/me/name', { cookie: browser.cookie, rawBody: '{ not json' })).status).toBe(400);
    expect((await call('GET', '/api/me', { cookie: browser.cookie })).body).toMatchObject({ name: 'Grace' });
  });

  it('lets a guest claim an account, and a second device that logs in is the same player', async () => {
    const laptop = await newBrowser();
    await call('POST', '/api/me/name', { cookie: laptop.cookie, body: { name: 'Calico Jack' } });
    const claimed = await call('POST', '/api/accounts', { cookie: laptop.cookie, body: { username: 'Rackham', password: 'jolly roger 1720' } });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ playerId: laptop.me.playerId, name: 'Calico Jack', username: 'rackham' });
    // The password is stored as a scrypt hash, never as itself.
    const stored = await server.store.players.get(laptop.me.playerId);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('jolly roger');

    const phone = await newBrowser();
    expect(phone.me.playerId).not.toBe(laptop.me.playerId);
    const login = await call('POST', '/api/login', { cookie: phone.cookie, body: { username: 'RACKHAM', password: 'jolly roger 1720' } });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ playerId: laptop.me.playerId, name: 'Calico Jack', username: 'rackham' });
    expect((await call('GET', '/api/me', { cookie: login.cookie })).body).toEqual(login.body);

    // Logging out clears the cookie: the next visit is a new guest.
    const logout = await call('POST', '/api/logout', { cookie: login.cookie });
    expect(logout.cookie).toBe('');
    expect(logout.setCookie).toMatch(/Max-Age=0/);
  });

  it('refuses a taken username, a second account, a wrong password and bad credentials', async () => {
    const first = await newBrowser();
    expect((await call('POST', '/api/accounts', { cookie: first.cookie, body: { username: 'mary-read', password: 'password one' } })).status).toBe(200);
    const second = await newBrowser();
    const taken = await call('POST', '/api/accounts', { cookie: second.cookie, body: { username: 'Mary-Read', password: 'password two' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/taken/);
    expect((await call('POST', '/api/accounts', { cookie: first.cookie, body: { username: 'another', password: 'password one' } })).status).toBe(409);
    const wrong = await call('POST', '/api/login', { body: { username: 'mary-read', password: 'password two' } });
    expect(wrong.status).toBe(401);
    expect(wrong.cookie).toBeUndefined();
    expect((await call('POST', '/api/login', { body: { username: 'nobody-here', password: 'password two' } })).status).toBe(401);
    for (const body of [{ username: 'ab', password: 'password one' }, { username: 'mary read', password: 'password one' }, { username: 'mary-read', password: 'short' }, { username: 'mary-read' }]) {
      expect((await call('POST', '/api/login', { body })).status).toBe(400);
    }
    expect((await call('POST', '/api/accounts', { body: { username: 'no-cookie', password: 'password one' } })).status).toBe(401);
    expect((await server.store.players.get(second.me.playerId))?.username).toBeNull();
  });

  it('rate-limits login per username: past the limit even the right password is refused', async () => {
    const owner = await newBrowser();
    expect((await call('POST', '/api/accounts', { cookie: owner.cookie, body: { username: 'anne-bonny', password: 'the right one' } })).status).toBe(200);
    // The claim counted as one attempt on the username (limit 4 in this file).
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await call('POST', '/api/login', { body: { username: 'anne-bonny', password: `guess ${i}xx` } })).status);
    expect(answers).toEqual([401, 401, 401, 429]);
    const refused = await call('POST', '/api/login', { body: { username: 'anne-bonny', password: 'the right one' } });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many login attempts/);
    expect(refused.cookie).toBeUndefined();
  });

  it('rate-limits attempts per address too, whatever the usernames (counted in the shared presence)', async () => {
    const attempts = new LoginAttempts({ perAddress: 2, perUsername: 100, windowSeconds: 60 });
    await attempts.admit('203.0.113.7', 'first');
    await attempts.admit('203.0.113.7', 'second');
    await expect(attempts.admit('203.0.113.7', 'third')).rejects.toThrow(TooManyAttempts);
    await expect(attempts.admit('203.0.113.7', 'third')).rejects.toThrow(/from your address/);
    await attempts.admit('198.51.100.1', 'third');
  });

  it('a player page lists nothing yet for a new player, and 404 for an unknown id', async () => {
    const browser = await newBrowser();
    expect((await call('GET', `/api/players/${browser.me.playerId}`)).body).toEqual({ playerId: browser.me.playerId, name: '', hasAccount: false, matches: [] });
    expect((await call('GET', '/api/players/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await call('GET', "/api/players/x' OR 1=1")).status).toBe(404);
    expect((await call('GET', '/api/me/tables', { cookie: browser.cookie })).body as unknown as MyTable[]).toEqual([]);
  });
});

describe('new guests', () => {
  // Last in the file: it uses up this address's guests.
  it('are limited per address (60 per 10 minutes); a browser that has its cookie is not', async () => {
    const known = await newBrowser();
    let refusedAt = -1;
    for (let i = 0; i < 61 && refusedAt === -1; i++) {
      const answer = await call('GET', '/api/me');
      if (answer.status === 429) {
        refusedAt = i;
        expect(answer.body.error).toMatch(/Too many new visitors/);
        expect(answer.cookie).toBeUndefined();
      }
    }
    expect(refusedAt).toBeGreaterThanOrEqual(0);
    expect((await call('GET', '/api/me', { cookie: known.cookie })).body).toEqual(known.me);
  });
});
