/**
 * The session cookie and the passwords, without a server: a signed id is accepted, a forged
 * signature, a changed id, another key's cookie or an expired one name nobody; scrypt round
 * trips and refuses wrong passwords and unreadable hashes; the signing key is made once and
 * shared through the store.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword, Identities, newPlayerId, readCookie, SESSION_COOKIE, sessionCookie, SessionSigner, verifyPassword } from '../../server/identity';
import { COOKIE_MAX_AGE_SECONDS } from '../../server/identity/session-cookie';
import { loadConfig } from '../../server/config';
import { MemoryPlayerStore } from '../../server/store';

const NOW = 1_767_225_600_000;

describe('session cookie', () => {
  const signer = new SessionSigner(randomBytes(32));

  it('names the player it was signed for', () => {
    const id = newPlayerId();
    expect(signer.verify(signer.sign(id, NOW), NOW + 1000)).toBe(id);
  });

  it('refuses a forged signature, a changed id, a changed time and another key', () => {
    const id = newPlayerId();
    const value = signer.sign(id, NOW);
    const [, issued, signature] = value.split('.');
    const other = newPlayerId();
    expect(signer.verify(`${other}.${issued}.${signature}`, NOW)).toBeNull();
    expect(signer.verify(`${id}.${(parseInt(issued, 36) + 1).toString(36)}.${signature}`, NOW)).toBeNull();
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(signer.verify(`${id}.${issued}.${flipped}`, NOW)).toBeNull();
    expect(signer.verify(`${id}.${issued}.${signature.slice(0, -2)}`, NOW)).toBeNull();
    expect(signer.verify(new SessionSigner(randomBytes(32)).sign(id, NOW), NOW)).toBeNull();
    for (const junk of ['', id, `${id}.${issued}`, `${id}..${signature}`, `../x.1.${signature}`, `${value}.x`]) expect(signer.verify(junk, NOW)).toBeNull();
  });

  it('expires after its maximum age', () => {
    const id = newPlayerId();
    const value = signer.sign(id, NOW);
    expect(signer.verify(value, NOW + (COOKIE_MAX_AGE_SECONDS - 60) * 1000)).toBe(id);
    expect(signer.verify(value, NOW + (COOKIE_MAX_AGE_SECONDS + 60) * 1000)).toBeNull();
  });

  it('is HTTP-only and SameSite=Lax, Secure over HTTPS, and read back from a Cookie header', () => {
    const header = sessionCookie('v.1.s', false);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=v\\.1\\.s; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`));
    expect(sessionCookie('v.1.s', true)).toMatch(/; Secure$/);
    expect(readCookie(`theme=dark; ${SESSION_COOKIE}=abc.1.xyz; other=1`, SESSION_COOKIE)).toBe('abc.1.xyz');
    expect(readCookie('theme=dark', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
  });
});

describe('identities', () => {
  it('makes the signing key once and shares it through the store: cookies of one server are good at the next', async () => {
    const players = new MemoryPlayerStore();
    const first = new Identities(players, '', () => NOW);
    const guest = await first.newGuest();
    const cookie = `${SESSION_COOKIE}=${await first.cookieValue(guest.playerId)}`;
    const restarted = new Identities(players, '', () => NOW);
    expect(await restarted.fromCookies(cookie)).toEqual({ playerId: guest.playerId, name: '' });
    // A configured secret replaces the stored key: the old cookies name nobody.
    const configured = new Identities(players, 'x'.repeat(40), () => NOW);
    expect(await configured.fromCookies(cookie)).toBeNull();
  });

  it("a valid cookie of a player the store does not know names nobody", async () => {
    const identities = new Identities(new MemoryPlayerStore(), '', () => NOW);
    const cookie = `${SESSION_COOKIE}=${await identities.cookieValue(newPlayerId())}`;
    expect(await identities.playerIdFrom(cookie)).not.toBeNull();
    expect(await identities.fromCookies(cookie)).toBeNull();
  });

  it('a guest takes the name it first plays under, and keeps its own after', async () => {
    const identities = new Identities(new MemoryPlayerStore(), '', () => NOW);
    const guest = await identities.newGuest();
    expect(await identities.nameFor(guest, 'Grace')).toBe('Grace');
    const again = await identities.get(guest.playerId);
    expect(again).toEqual({ playerId: guest.playerId, name: 'Grace' });
    expect(await identities.nameFor(again!, 'Someone else')).toBe('Grace');
  });
});

describe('configuration', () => {
  it('takes IDENTITY_SECRET of 32 characters or more, and the login limits', () => {
    expect(loadConfig({}).identitySecret).toBe('');
    expect(loadConfig({ IDENTITY_SECRET: 's'.repeat(32) }).identitySecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ IDENTITY_SECRET: 'short' })).toThrow(/at least 32/);
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_ADDRESS: '5', LOGIN_ATTEMPTS_PER_USERNAME: '0' })).toMatchObject({ loginAttemptsPerAddress: 5, loginAttemptsPerUsername: 0 });
  });
});

describe('passwords (scrypt)', () => {
  it('round trips, with a random salt per hash', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a stored value it cannot read, or whose cost it would not pay', async () => {
    const stored = await hashPassword('pw-123456');
    const [, , , , salt, key] = stored.split('$');
    expect(await verifyPassword('pw-123456', `bcrypt$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('pw-123456', `scrypt$${2 ** 24}$8$1$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('pw-123456', '')).toBe(false);
  });
});
