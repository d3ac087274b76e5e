/** Rows for the store's tests. */
import type { ActionRow, ChatLine, MatchRecord, SeatRow, StoredTable, TableRow } from '../../server/store';

export function tableRow(id: string, changes: Partial<TableRow> = {}): TableRow {
  return {
    id,
    game: 'port-royal',
    tableName: `Table ${id}`,
    isPrivate: true,
    settings: { options: { rules: 'merchants', expansion: ['a', 'b'] }, turnSeconds: 90 },
    seed: `seed-${id}`,
    invite: `invite-${id}`,
    watchInvite: `watch-${id}`,
    phase: 'playing',
    hostSeat: 0,
    clock: { seat: 1, remainingMs: 41_500 },
    createdAt: 1_767_225_600_000,
    startedAt: 1_767_225_660_000,
    ...changes,
  };
}

export function seats(names: string[]): SeatRow[] {
  return names.map((name, seat) => ({
    seat,
    name,
    isBot: name.endsWith('(bot)'),
    botKind: name.endsWith('(bot)') ? 'greedy' : null,
    reclaimHash: name.endsWith('(bot)') ? null : `hash-of-${name}`,
    standIn: false,
    playerId: name.endsWith('(bot)') ? null : `player-${name}`,
  }));
}

export function action(seq: number, seat = seq % 3): ActionRow {
  return { seq, seat, action: { type: 'discover', detail: { n: seq, tags: ['x'] } }, at: 1_767_225_700_000 + seq };
}

export function chatLine(seq: number, seat: number | null, text: string, spectatorsOnly: boolean): ChatLine {
  return { seq, at: 1_767_225_800_000 + seq, seat, name: seat === null ? 'Grace' : `Seat ${seat}`, text, spectatorsOnly, step: seq * 2 };
}

/** The log is exact: seqs 0, 1, 2... in order, each once, and nothing else. */
export function expectExactLog(stored: StoredTable | undefined, count: number): void {
  expect(stored?.actions.map((row) => row.seq)).toEqual(Array.from({ length: count }, (_, seq) => seq));
  expect(stored?.actions).toEqual(Array.from({ length: count }, (_, seq) => action(seq)));
}

export const matchRecord: MatchRecord = {
  id: 'AbC123_x',
  game: 'port-royal',
  tableName: "Anne's table",
  options: { rules: 'merchants' },
  seed: 'seed',
  seedHash: 'hash',
  players: [
    { name: 'Anne', isBot: false, botStandIn: false },
    { name: 'Mary (bot)', isBot: true, botStandIn: false },
  ],
  actions: [{ seat: 0, action: { type: 'discover' } }],
  scores: [3, 1],
  places: [1, 2],
  startedAt: '2026-01-01T00:00:00.000Z',
  endedAt: '2026-01-01T00:30:00.000Z',
};

/** A finished match with its chat. */
export const matchWithChat: MatchRecord = { ...matchRecord, id: 'WithChat', chat: [chatLine(0, 0, 'Good game', false), chatLine(1, null, 'Well played', true)] };
