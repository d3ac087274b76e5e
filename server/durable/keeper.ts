/**
 * This process's hold on its tables when several processes share one database. A process holds
 * its tables by a lease it renews every third of TABLE_LEASE_SECONDS; when a process dies (or
 * stops cleanly, dropping its lease), its unfinished tables are adopted by another within a
 * lease and one scan. Adoption re-owns a table in the database, and the store fences every
 * write by owner, so a table never has two writers: a slow old owner that wakes up finds its
 * writes refused (LeaseLostError).
 *
 * Worst case from a process's death to its tables' adoption: the lease (6 s) plus one scan
 * interval (2 s). The lease is measured with each process's clock: the hosts' clocks must agree
 * to well under a second (NTP).
 */
import type { LeaseStore, StoredTable } from '../store';

/** How often a process looks for tables whose owner's lease has expired. */
export const ADOPTION_SCAN_MS = 2000;

export interface LeaseKeeperOptions {
  leases: LeaseStore;
  /** This process's id: random per process, the one its store fences writes by. */
  owner: string;
  leaseSeconds: number;
  /** Tables this process has just adopted: it now owns them and should open their rooms. */
  onAdopt(tables: StoredTable[]): void | Promise<void>;
  /**
   * A renewal found the lease expired (the process was stalled longer than a lease): other
   * processes may adopt its tables at any moment and its writes to them will be refused.
   * Called once; the keeper stops. The process should close its tables (or exit).
   */
  onLeaseLost(): void;
  /** For tests. */
  now?: () => number;
  adoptionScanMs?: number;
}

export class LeaseKeeper {
  private renewTimer: NodeJS.Timeout | undefined;
  private scanTimer: NodeJS.Timeout | undefined;
  private scanning: Promise<void> | undefined;
  private renewing: Promise<void> | undefined;
  private registered = false;
  private lost = false;
  private stopped = false;

  constructor(private readonly options: LeaseKeeperOptions) {}

  private get leaseMs(): number {
    return this.options.leaseSeconds * 1000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Writes the lease (if not yet written) and renews it every third of a lease; scans for orphans. */
  async start(): Promise<void> {
    await this.register();
    this.stopped = false;
    this.renewTimer ??= setInterval(() => void this.renew(), this.leaseMs / 3).unref();
    this.scanTimer ??= setInterval(() => void this.scan(), this.options.adoptionScanMs ?? ADOPTION_SCAN_MS).unref();
  }

  /**
   * At start, before the server answers: takes the tables this process must restore. Alone (no
   * REDIS_URL, one process), every unfinished table, whatever its owner: they were this same
   * server's before a restart. With others, only the tables whose owner's lease has expired
   * (a live process keeps its own). Returns every unfinished table this process now owns.
   */
  async claimAtStart(alone: boolean): Promise<StoredTable[]> {
    await this.register();
    const { leases, owner } = this.options;
    return alone ? leases.claimAll(owner, this.now()) : leases.adoptExpired(owner, this.now());
  }

  /** One adoption scan (also run every ADOPTION_SCAN_MS by start()). */
  scan(): Promise<void> {
    this.scanning ??= (async () => {
      try {
        if (this.stopped || this.lost) return;
        const adopted = await this.options.leases.adoptExpired(this.options.owner, this.now());
        if (adopted.length > 0) await this.options.onAdopt(adopted);
      } catch (error) {
        console.error('adopting orphaned tables failed', error);
      } finally {
        this.scanning = undefined;
      }
    })();
    return this.scanning;
  }

  /** One renewal (also run every third of a lease by start()). */
  renew(): Promise<void> {
    this.renewing ??= (async () => {
      try {
        if (this.stopped || this.lost) return;
        const held = await this.options.leases.renew(this.options.owner, this.now(), this.leaseMs, false);
        if (!held && !this.stopped) {
          this.lost = true;
          this.clearTimers();
          this.options.onLeaseLost();
        }
      } catch (error) {
        // The database is unreachable: the lease runs on, and the next renewal tries again.
        console.error('renewing the table lease failed', error);
      } finally {
        this.renewing = undefined;
      }
    })();
    return this.renewing;
  }

  /** Stops the timers and drops the lease: this process's tables may be adopted at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.clearTimers();
    await Promise.all([this.scanning, this.renewing]);
    if (this.registered) await this.options.leases.drop(this.options.owner);
    this.registered = false;
  }

  private async register(): Promise<void> {
    if (this.registered) return;
    await this.options.leases.renew(this.options.owner, this.now(), this.leaseMs, true);
    this.registered = true;
  }

  private clearTimers(): void {
    clearInterval(this.renewTimer);
    clearInterval(this.scanTimer);
    this.renewTimer = undefined;
    this.scanTimer = undefined;
  }
}
