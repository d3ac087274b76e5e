/**
 * Per-address quotas: tables created per minute, tables open at once, connections held. One
 * client must not be able to fill the lobby, the memory or the CPU on its own.
 *
 * The counts live in Colyseus' presence, so every process of a scale-out sees the same figures
 * (Redis there, memory in a single process). Each count is raised before the thing it counts
 * and given back if that would exceed the limit (incr-then-check is atomic), so parallel
 * requests cannot slip past together. Every count also carries an expiry as a safety net: a
 * process that dies without giving its counts back blocks nobody for long.
 */
import { matchMaker, type Presence } from '@colyseus/core';
import type { ServerConfig } from '../config';

/** The message a refused client reads. */
export class QuotaExceeded extends Error {}

const MINUTE = 60;
/** How long an open-table or connection count survives a process that crashed holding it. */
const SAFETY_NET_SECONDS = 60 * 60;

export interface QuotaLimits {
  tablesPerMinute: number;
  openTablesPerAddress: number;
  connectionsPerAddress: number;
}

export function quotaLimits(config: ServerConfig): QuotaLimits {
  return {
    tablesPerMinute: config.tablesPerMinute,
    openTablesPerAddress: config.openTablesPerAddress,
    connectionsPerAddress: config.connectionsPerAddress,
  };
}

export class AddressQuotas {
  constructor(private readonly limits: QuotaLimits) {}

  /** Read when used: the matchmaker's presence exists only once the server listens. */
  private get presence(): Presence {
    return matchMaker.presence;
  }

  /**
   * Counts a new table of `address` (per minute and open); throws QuotaExceeded, counting
   * nothing, when one of the limits is reached. `releaseTable` gives the open count back.
   */
  async admitTable(address: string): Promise<void> {
    const { tablesPerMinute, openTablesPerAddress } = this.limits;
    if (tablesPerMinute > 0) {
      const key = `quota:created:${address}`;
      const created = await this.presence.incr(key);
      if (created === 1) await this.presence.expire(key, MINUTE);
      if (created > tablesPerMinute) {
        throw new QuotaExceeded(`You have created ${tablesPerMinute} tables in the last minute: wait a minute before creating another.`);
      }
    }
    if (openTablesPerAddress > 0) {
      const open = await this.raise(`quota:open:${address}`);
      if (open > openTablesPerAddress) {
        await this.lower(`quota:open:${address}`);
        throw new QuotaExceeded(`You already have ${openTablesPerAddress} open tables: leave or finish one before creating another.`);
      }
    }
  }

  async releaseTable(address: string): Promise<void> {
    if (this.limits.openTablesPerAddress > 0) await this.lower(`quota:open:${address}`);
  }

  /** Refuses a matchmaking request from an address that already holds its connections. */
  async checkConnections(address: string): Promise<void> {
    const limit = this.limits.connectionsPerAddress;
    if (limit <= 0) return;
    const held = Number((await this.presence.get(`quota:connections:${address}`)) ?? 0);
    if (held >= limit) throw new QuotaExceeded(tooManyConnections(limit));
  }

  /**
   * Counts a connection about to open; false (counting nothing) when the address holds its
   * limit already. `connectionClosed` gives it back.
   */
  async connectionOpening(address: string): Promise<boolean> {
    const limit = this.limits.connectionsPerAddress;
    if (limit <= 0) return true;
    const held = await this.raise(`quota:connections:${address}`);
    if (held <= limit) return true;
    await this.lower(`quota:connections:${address}`);
    return false;
  }

  async connectionClosed(address: string): Promise<void> {
    if (this.limits.connectionsPerAddress > 0) await this.lower(`quota:connections:${address}`);
  }

  private async raise(key: string): Promise<number> {
    const value = await this.presence.incr(key);
    await this.presence.expire(key, SAFETY_NET_SECONDS);
    return value;
  }

  private async lower(key: string): Promise<void> {
    // A count that expired meanwhile must not go below zero and hide later connections.
    if ((await this.presence.decr(key)) <= 0) this.presence.del(key);
  }
}

export function tooManyConnections(limit: number): string {
  return `Too many connections from your address (${limit}): close some tables or tabs and try again.`;
}
