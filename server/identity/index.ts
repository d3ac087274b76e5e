/**
 * Identity: guests and accounts, the session cookie, and how a request or a table join is
 * resolved to a player. See identities.ts.
 */
export { Identities, identityOf, newPlayerId, type Identity } from './identities';
export { hashPassword, verifyPassword } from './password';
export { clearedSessionCookie, readCookie, SESSION_COOKIE, sessionCookie, SessionSigner } from './session-cookie';
