/**
 * Port Royal's board: PortRoyalView mirrored field for field. Port Royal has no per-seat
 * secret (coins are face down for everyone, their owner included), so every client gets the
 * same board and there is no `writePrivate`.
 */
import { schema, t } from '@colyseus/schema';
import type { PhaseView, PortRoyalView, SeatView } from '../../shared/games/port-royal/types';
import { projection } from './projection';

const PortRoyalSeat = schema(
  {
    display: t.array('number'),
    coinCount: t.number(),
    expeditions: t.array('number'),
    influence: t.number(),
    sabers: t.number(),
  },
  'PortRoyalSeat',
);
type PortRoyalSeat = InstanceType<typeof PortRoyalSeat>;

const PortRoyalPhase = schema(
  {
    kind: t.string<PhaseView['kind']>(),
    revealed: t.number(),
    ship: t.number(),
    taker: t.number(),
    picksLeft: t.number(),
    queue: t.array('number'),
  },
  'PortRoyalPhase',
);
type PortRoyalPhase = InstanceType<typeof PortRoyalPhase>;

export const PortRoyalBoard = schema(
  {
    rules: t.string<PortRoyalView['rules']>(),
    players: t.number(),
    deckCount: t.number(),
    discard: t.array('number'),
    harbor: t.array('number'),
    expeditionRow: t.array('number'),
    seats: t.array(PortRoyalSeat),
    startSeat: t.number(),
    active: t.number(),
    phase: t.ref(PortRoyalPhase),
    endTriggered: t.boolean(),
    turn: t.number(),
    shipTypesInHarbor: t.number(),
    endReason: t.string<PortRoyalView['endReason']>(),
  },
  'PortRoyalBoard',
);
export type PortRoyalBoard = InstanceType<typeof PortRoyalBoard>;

/** The projection of the view into this schema (server/sync/projection.ts), as server/sync/index.ts finds it. */
export const sync = projection<PortRoyalView, PortRoyalBoard>('port-royal', PortRoyalBoard);
