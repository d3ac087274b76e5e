/**
 * Port Royal's board: PortRoyalView mirrored field for field. Port Royal has no per-seat
 * secret (coins are face down for everyone, their owner included), so every client gets the
 * same board and there is no `writePrivate`.
 */
import { schema, t } from '@colyseus/schema';
import type { PhaseView, PortRoyalView, SeatView } from '../../shared/games/port-royal/types';
import { setField, syncChildren, syncList } from './arrays';
import type { GameSync } from './types';

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

function writeSeat(target: PortRoyalSeat, seat: SeatView): void {
  syncList(target.display, seat.display);
  setField(target, 'coinCount', seat.coinCount);
  syncList(target.expeditions, seat.expeditions);
  setField(target, 'influence', seat.influence);
  setField(target, 'sabers', seat.sabers);
}

function writePhase(target: PortRoyalPhase, phase: PhaseView): void {
  setField(target, 'kind', phase.kind);
  setField(target, 'revealed', phase.revealed);
  setField(target, 'ship', phase.ship);
  setField(target, 'taker', phase.taker);
  setField(target, 'picksLeft', phase.picksLeft);
  syncList(target.queue, phase.queue);
}

export const portRoyalSync: GameSync<PortRoyalView, PortRoyalBoard> = {
  gameId: 'port-royal',
  boardClass: PortRoyalBoard,
  createBoard: () => new PortRoyalBoard(),
  writePublic(board, view) {
    setField(board, 'rules', view.rules);
    setField(board, 'players', view.players);
    setField(board, 'deckCount', view.deckCount);
    syncList(board.discard, view.discard);
    syncList(board.harbor, view.harbor);
    syncList(board.expeditionRow, view.expeditionRow);
    syncChildren(board.seats, view.seats, () => new PortRoyalSeat(), writeSeat);
    setField(board, 'startSeat', view.startSeat);
    setField(board, 'active', view.active);
    writePhase(board.phase, view.phase);
    setField(board, 'endTriggered', view.endTriggered);
    setField(board, 'turn', view.turn);
    setField(board, 'shipTypesInHarbor', view.shipTypesInHarbor);
    setField(board, 'endReason', view.endReason);
  },
};

/** This game's projection, as server/sync/index.ts finds it. */
export const sync = portRoyalSync;
