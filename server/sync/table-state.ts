/**
 * The synced table state: the public fields of `TableStateJSON` (shared/protocol.ts) plus
 * `board`, the game's own projection of its view. One root class per game, because `board`
 * has the game's schema type.
 */
import { schema, t, type Schema } from '@colyseus/schema';
import type { GameSync } from './types';

export const SeatState = schema(
  {
    /** '' while the seat is free. */
    name: t.string().default(''),
    isBot: t.boolean().default(false),
    connected: t.boolean().default(false),
    botStandIn: t.boolean().default(false),
    /** A bot seat's level; '' for a person or a free seat. */
    botKind: t.string().default(''),
    /** The seat's rating in this game, rounded; 0 while unknown (server/ratings). */
    rating: t.number().default(0),
    provisional: t.boolean().default(false),
  },
  'SeatState',
);
export type SeatState = InstanceType<typeof SeatState>;

/**
 * The public fields of every table, in wire order (`board` follows them). A function, so each
 * game's root class gets its own field builders.
 */
function tableFields() {
  return {
    game: t.string().default(''),
    tableName: t.string().default(''),
    phase: t.string<'seating' | 'playing' | 'over'>().default('seating'),
    seats: t.array(SeatState),
    toAct: t.array('number'),
    host: t.number().default(-1),
    isPrivate: t.boolean().default(false),
    rated: t.boolean().default(true),
    seedHash: t.string().default(''),
    seed: t.string().default(''),
    deadline: t.number().default(0),
    spectators: t.number().default(0),
    scores: t.array('number'),
    places: t.array('number'),
  };
}

/** The room's state as the room writes it; `board` is the game's own schema. */
export type TableState = InstanceType<ReturnType<typeof rootClass>> & { board: Schema };

function rootClass(sync: GameSync) {
  return schema({ ...tableFields(), board: t.ref(sync.boardClass) }, `TableState:${sync.gameId}`);
}

const classes = new Map<GameSync, new () => TableState>();

/**
 * The root state class for tables of the game that `sync` projects. Each game's class stands
 * alone (no base class shared with other games), so the schema a client receives when it joins
 * describes this game's types only, whatever other games' tables the process has served.
 */
export function tableStateClass(sync: GameSync): new () => TableState {
  let cls = classes.get(sync);
  if (!cls) {
    cls = rootClass(sync) as unknown as new () => TableState;
    classes.set(sync, cls);
  }
  return cls;
}
