/**
 * The synced table state: the public fields of `TableStateJSON` (shared/protocol.ts) plus
 * `board`, the game's own projection of its view. One root class per game, because `board`
 * has the game's schema type.
 */
import { schema, t, Schema } from '@colyseus/schema';
import type { GameSync } from './types';

export const SeatState = schema(
  {
    /** '' while the seat is free. */
    name: t.string().default(''),
    isBot: t.boolean().default(false),
    connected: t.boolean().default(false),
    botStandIn: t.boolean().default(false),
  },
  'SeatState',
);
export type SeatState = InstanceType<typeof SeatState>;

export const TableBase = schema(
  {
    game: t.string().default(''),
    tableName: t.string().default(''),
    phase: t.string<'seating' | 'playing' | 'over'>().default('seating'),
    seats: t.array(SeatState),
    toAct: t.array('number'),
    host: t.number().default(-1),
    isPrivate: t.boolean().default(false),
    seedHash: t.string().default(''),
    seed: t.string().default(''),
    deadline: t.number().default(0),
    spectators: t.number().default(0),
    scores: t.array('number'),
    places: t.array('number'),
  },
  'TableBase',
);

/** The room's state as the room writes it; `board` is the game's own schema. */
export type TableState = InstanceType<typeof TableBase> & { board: Schema };

const classes = new Map<GameSync, new () => TableState>();

/** The root state class for tables of the game that `sync` projects. */
export function tableStateClass(sync: GameSync): new () => TableState {
  let cls = classes.get(sync);
  if (!cls) {
    // schema()'s inheritance parameter is typed for plain Schema subclasses; TableBase is one.
    const base = TableBase as unknown as typeof Schema;
    cls = schema({ board: t.ref(sync.boardClass) }, `TableState:${sync.gameId}`, base) as unknown as new () => TableState;
    classes.set(sync, cls);
  }
  return cls;
}
