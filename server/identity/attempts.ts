/**
 * Login and account claims are limited per client address and per username, so a password
 * cannot be guessed at speed from one address nor spread over many against one account (and
 * each attempt costs the server a scrypt). Counted like the other quotas (http/quotas.ts), in
 * Colyseus' presence: with REDIS_URL every process shares the counts.
 */
import { matchMaker } from '@colyseus/core';

export interface AttemptLimits {
  /** Attempts one address may make per window (LOGIN_ATTEMPTS_PER_ADDRESS; 0 = no limit). */
  perAddress: number;
  /** Attempts on one username per window, from anywhere (LOGIN_ATTEMPTS_PER_USERNAME; 0 = no limit). */
  perUsername: number;
  windowSeconds: number;
}

export class TooManyAttempts extends Error {}

/** New guests one address may be given per window: a script without cookies cannot fill the players table. */
export const GUESTS_PER_ADDRESS = 60;

export class LoginAttempts {
  constructor(private readonly limits: AttemptLimits) {}

  /** Counts an attempt; throws TooManyAttempts (the attempt still counted) beyond a limit. */
  async admit(address: string, username: string): Promise<void> {
    const minutes = Math.round(this.limits.windowSeconds / 60);
    const byAddress = await this.count(`login:address:${address}`);
    const byUsername = await this.count(`login:username:${username}`);
    if (this.limits.perAddress > 0 && byAddress > this.limits.perAddress) {
      throw new TooManyAttempts(`Too many login attempts from your address: wait ${minutes} minutes and try again.`);
    }
    if (this.limits.perUsername > 0 && byUsername > this.limits.perUsername) {
      throw new TooManyAttempts(`Too many login attempts for this username: wait ${minutes} minutes and try again.`);
    }
  }

  /** Counts a new guest of `address`; throws TooManyAttempts beyond GUESTS_PER_ADDRESS per window. */
  async admitGuest(address: string): Promise<void> {
    if ((await this.count(`guests:address:${address}`)) > GUESTS_PER_ADDRESS) {
      throw new TooManyAttempts('Too many new visitors from your address: wait a few minutes and reload the page.');
    }
  }

  private async count(key: string): Promise<number> {
    const presence = matchMaker.presence;
    const value = await presence.incr(key);
    if (value === 1) await presence.expire(key, this.limits.windowSeconds);
    return value;
  }
}
