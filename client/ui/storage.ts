/**
 * What the browser remembers: the player's name (localStorage, across visits) and the
 * reconnection token of the table this tab is at (sessionStorage, so a reload rejoins the same
 * seat while a second tab stays a separate player).
 */
const NAME_KEY = 'caribbean.name';
const RECONNECT_KEY = 'caribbean.reconnect';

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be disabled (private mode, sandboxed frames); the site still works without it.
    return fallback;
  }
}

export function savedName(): string {
  return safe(() => localStorage.getItem(NAME_KEY) ?? '', '');
}

export function saveName(name: string): void {
  safe(() => localStorage.setItem(NAME_KEY, name.trim()), undefined);
}

/** `roomId:token` as the SDK gives it (the token rotates on every reconnection). */
export function savedReconnectToken(): string | null {
  return safe(() => sessionStorage.getItem(RECONNECT_KEY), null);
}

export function saveReconnectToken(token: string): void {
  safe(() => sessionStorage.setItem(RECONNECT_KEY, token), undefined);
}

export function clearReconnectToken(): void {
  safe(() => sessionStorage.removeItem(RECONNECT_KEY), undefined);
}

const RECLAIM_PREFIX = 'caribbean.reclaim.';

/**
 * A seat's reclaim secret, per table (localStorage: it must outlive the tab, since it takes a
 * seat back from the bot standing in after the reconnection window has passed).
 */
export function savedReclaim(roomId: string): string | undefined {
  return safe(() => localStorage.getItem(RECLAIM_PREFIX + roomId) ?? undefined, undefined);
}

export function saveReclaim(roomId: string, secret: string): void {
  safe(() => localStorage.setItem(RECLAIM_PREFIX + roomId, secret), undefined);
}

export function forgetReclaim(roomId: string): void {
  safe(() => localStorage.removeItem(RECLAIM_PREFIX + roomId), undefined);
}

const MUTED_KEY = 'caribbean.muted';

/** Whether the turn alert's sound is off (localStorage: a choice kept across visits). */
export function savedMuted(): boolean {
  return safe(() => localStorage.getItem(MUTED_KEY) === '1', false);
}

export function saveMuted(muted: boolean): void {
  safe(() => localStorage.setItem(MUTED_KEY, muted ? '1' : '0'), undefined);
}
