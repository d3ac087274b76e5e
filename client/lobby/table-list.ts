/**
 * The live list of public tables, from the Colyseus lobby room: `rooms` gives the list on
 * join, `+` adds or updates one table, `-` removes one. Private tables are never listed.
 */
import type { Room } from '@colyseus/sdk';
import { ratingText } from '../ratings/rating-text';
import { h, setChildren } from '../ui/dom';
import { joinLobby } from './connection';
import { backoff } from './rejoin';

export interface TableMetadata {
  game?: string;
  tableName?: string;
  seats?: number;
  taken?: number;
  free?: number;
  status?: string;
  rated?: boolean;
  /** Who sits there, with each seat's rating (0: not known yet). */
  players?: { name: string; rating: number; provisional: boolean; isBot: boolean }[];
}

export interface ListedTable {
  roomId: string;
  clients: number;
  metadata?: TableMetadata;
}

export interface TableListHandlers {
  gameTitle(id: string): string;
  join(roomId: string): void;
  watch(roomId: string): void;
}

export class TableList {
  readonly element: HTMLElement;
  private tables = new Map<string, ListedTable>();
  private lobby: Room | null = null;
  private closed = false;

  constructor(private readonly handlers: TableListHandlers) {
    this.element = h('div', { class: 'table-list', 'data-testid': 'table-list', 'aria-live': 'polite' });
    this.render('Looking for open tables…');
    void this.connect();
  }

  /** Joins the lobby room, and joins it again whenever it is lost (a server restart, say). */
  private async connect(): Promise<void> {
    for (let attempt = 1; !this.closed; attempt++) {
      try {
        const lobby = await joinLobby();
        if (this.closed) {
          void lobby.leave();
          return;
        }
        this.listen(lobby);
        return;
      } catch {
        if (this.closed) return;
        this.render(`The list of open tables is unavailable right now; trying again… (attempt ${attempt})`);
        await new Promise((resolve) => window.setTimeout(resolve, backoff(attempt)));
      }
    }
  }

  private listen(lobby: Room): void {
    this.lobby = lobby;
    lobby.reconnection.enabled = false;
    lobby.onMessage('rooms', (rooms: ListedTable[]) => {
      this.tables = new Map(rooms.map((room) => [room.roomId, room]));
      this.render();
    });
    lobby.onMessage('+', ([roomId, room]: [string, ListedTable]) => {
      this.tables.set(roomId, room);
      this.render();
    });
    lobby.onMessage('-', (roomId: string) => {
      this.tables.delete(roomId);
      this.render();
    });
    lobby.onLeave(() => {
      if (this.closed || this.lobby !== lobby) return;
      this.lobby = null;
      this.tables.clear();
      this.render('Looking for open tables…');
      void this.connect();
    });
  }

  private render(placeholder?: string): void {
    if (placeholder) {
      setChildren(this.element, h('p', { class: 'muted' }, placeholder));
      return;
    }
    // A finished table is only its end screen: nothing to join or watch.
    const rows = [...this.tables.values()].filter((t) => t.metadata?.status !== 'over').sort((a, b) => statusRank(a) - statusRank(b));
    if (rows.length === 0) {
      setChildren(this.element, h('p', { class: 'muted', 'data-testid': 'no-tables' }, 'No open tables right now. Start one with Quick play!'));
      return;
    }
    setChildren(this.element, h('ul', { class: 'tables' }, rows.map((row) => this.row(row))));
  }

  private row(table: ListedTable): HTMLElement {
    const meta = table.metadata ?? {};
    const seats = meta.seats ?? 0;
    const taken = meta.taken ?? 0;
    const free = meta.free ?? Math.max(0, seats - taken);
    const status = meta.status ?? 'seating';
    const title = meta.tableName || `${this.handlers.gameTitle(meta.game ?? '')} table`;
    const canJoin = status === 'seating' && free > 0;
    return h(
      'li',
      { class: 'table-row', 'data-testid': `table-row-${table.roomId}` },
      h('div', { class: 'table-row-text' },
        h('strong', {}, title),
        h('span', { class: 'muted' }, ` ${this.handlers.gameTitle(meta.game ?? '')} · ${taken}/${seats} seated · ${statusWord(status)}${meta.rated === false ? ' · unrated' : ''}`),
        players(meta),
      ),
      h('div', { class: 'table-row-actions' },
        canJoin
          ? h('button', { type: 'button', class: 'primary', 'data-testid': `join-${table.roomId}`, 'aria-label': `Join ${title}`, onclick: () => this.handlers.join(table.roomId) }, 'Join')
          : null,
        h('button', { type: 'button', 'data-testid': `watch-${table.roomId}`, 'aria-label': `Watch ${title}`, onclick: () => this.handlers.watch(table.roomId) }, 'Watch'),
      ),
    );
  }

  destroy(): void {
    this.closed = true;
    if (this.lobby) void this.lobby.leave();
    this.lobby = null;
  }
}

/** The seated players with their ratings: "Anne 1532 · Bob 1500? · Mary (bot) 1400". */
function players(meta: TableMetadata): HTMLElement | null {
  const seated = Array.isArray(meta.players) ? meta.players : [];
  if (seated.length === 0) return null;
  return h('span', { class: 'table-row-players', 'data-testid': 'table-row-players' },
    seated.flatMap((player, index) => {
      const rating = ratingText(player.rating, player.provisional);
      return [index > 0 ? ' · ' : '', String(player.name), rating ? h('span', { class: 'rating' }, ` ${rating}`) : null];
    }));
}

function statusRank(table: ListedTable): number {
  return table.metadata?.status === 'seating' ? 0 : table.metadata?.status === 'playing' ? 1 : 2;
}

function statusWord(status: string): string {
  if (status === 'seating') return 'waiting for players';
  if (status === 'playing') return 'playing';
  if (status === 'over') return 'finished';
  return status;
}
