/**
 * Caribbean's board: CaribbeanView mirrored field for field. The per-seat secrets (a seat's own
 * cards on the ships, its tie-breaker and its answer in a tie) live in `mine`, a map tagged
 * `.view()` whose entry for seat N is added to seat N's StateView only. Everyone else learns
 * just `hasBid` and `hasChosenTie`, and each ship's cards once that ship's bids are revealed
 * (rulebook "Move the ships in alphabetical order"), so nothing on the wire tells them which
 * cards a seat played, or (beyond those flags) when.
 */
import { schema, t } from '@colyseus/schema';
import type {
  CaribbeanView,
  ChestPile,
  EndReason,
  Phase,
  ResolutionOutcome,
  ResolutionView,
  Sailing,
  SeatView,
  ShipState,
  TieBreakerState,
  TieChoice,
} from '../../shared/games/caribbean/types';
import { setField, syncChildren, syncList, writeSecretPart } from './arrays';
import type { GameSync } from './types';

const CaribbeanShip = schema({ space: t.number(), chest: t.number() }, 'CaribbeanShip');
type CaribbeanShip = InstanceType<typeof CaribbeanShip>;

const CaribbeanPile = schema({ chests: t.array('number') }, 'CaribbeanPile');
type CaribbeanPile = InstanceType<typeof CaribbeanPile>;

const CaribbeanSeat = schema(
  {
    money: t.number(),
    hasBid: t.boolean(),
    tieBreakerState: t.string<TieBreakerState>(),
    tieBreaker: t.number(),
    hasChosenTie: t.boolean(),
  },
  'CaribbeanSeat',
);
type CaribbeanSeat = InstanceType<typeof CaribbeanSeat>;

const CaribbeanResolution = schema(
  {
    revealed: t.boolean(),
    bids: t.array('number'),
    winner: t.number(),
    moves: t.number(),
    outcome: t.string<ResolutionOutcome>(),
    tieSeats: t.array('number'),
    tieCards: t.array('number'),
  },
  'CaribbeanResolution',
);
type CaribbeanResolution = InstanceType<typeof CaribbeanResolution>;

const CaribbeanSailing = schema(
  {
    seat: t.number(),
    ship: t.number(),
    movesLeft: t.number(),
    path: t.array('number'),
    dealtWith: t.array('number'),
  },
  'CaribbeanSailing',
);
type CaribbeanSailing = InstanceType<typeof CaribbeanSailing>;

/** A seat's own secrets this round: its cards on the ships, its tie-breaker, its tie answer. */
const CaribbeanMine = schema(
  {
    bids: t.array('number'),
    tieBreaker: t.number(),
    tieChoice: t.string<TieChoice>(),
  },
  'CaribbeanMine',
);
type CaribbeanMine = InstanceType<typeof CaribbeanMine>;

export const CaribbeanBoard = schema(
  {
    players: t.number(),
    round: t.number(),
    phase: t.string<Phase>(),
    threshold: t.number(),
    endTriggered: t.boolean(),
    endReason: t.string<EndReason>(),
    current: t.number(),
    ships: t.array(CaribbeanShip),
    cities: t.array(CaribbeanPile),
    supply: t.array('number'),
    delivered: t.array('number'),
    seats: t.array(CaribbeanSeat),
    resolutions: t.array(CaribbeanResolution),
    sailing: t.ref(CaribbeanSailing),
    toAct: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to.
    mine: t.map(CaribbeanMine).view(),
  },
  'CaribbeanBoard',
);
export type CaribbeanBoard = InstanceType<typeof CaribbeanBoard>;

function writeShip(target: CaribbeanShip, ship: ShipState): void {
  setField(target, 'space', ship.space);
  setField(target, 'chest', ship.chest);
}

function writePile(target: CaribbeanPile, pile: ChestPile): void {
  syncList(target.chests, pile.chests);
}

function writeSeat(target: CaribbeanSeat, seat: SeatView): void {
  setField(target, 'money', seat.money);
  setField(target, 'hasBid', seat.hasBid);
  setField(target, 'tieBreakerState', seat.tieBreakerState);
  setField(target, 'tieBreaker', seat.tieBreaker);
  setField(target, 'hasChosenTie', seat.hasChosenTie);
}

function writeResolution(target: CaribbeanResolution, res: ResolutionView): void {
  setField(target, 'revealed', res.revealed);
  syncList(target.bids, res.bids);
  setField(target, 'winner', res.winner);
  setField(target, 'moves', res.moves);
  setField(target, 'outcome', res.outcome);
  syncList(target.tieSeats, res.tieSeats);
  syncList(target.tieCards, res.tieCards);
}

function writeSailing(target: CaribbeanSailing, sailing: Sailing): void {
  setField(target, 'seat', sailing.seat);
  setField(target, 'ship', sailing.ship);
  setField(target, 'movesLeft', sailing.movesLeft);
  syncList(target.path, sailing.path);
  syncList(target.dealtWith, sailing.dealtWith);
}

export const caribbeanSync: GameSync<CaribbeanView, CaribbeanBoard> = {
  gameId: 'caribbean',
  boardClass: CaribbeanBoard,
  createBoard: () => new CaribbeanBoard(),
  writePublic(board, view) {
    setField(board, 'players', view.players);
    setField(board, 'round', view.round);
    setField(board, 'phase', view.phase);
    setField(board, 'threshold', view.threshold);
    setField(board, 'endTriggered', view.endTriggered);
    setField(board, 'endReason', view.endReason);
    setField(board, 'current', view.current);
    syncChildren(board.ships, view.ships, () => new CaribbeanShip(), writeShip);
    syncChildren(board.cities, view.cities, () => new CaribbeanPile(), writePile);
    syncList(board.supply, view.supply);
    syncList(board.delivered, view.delivered);
    syncChildren(board.seats, view.seats, () => new CaribbeanSeat(), writeSeat);
    syncChildren(board.resolutions, view.resolutions, () => new CaribbeanResolution(), writeResolution);
    writeSailing(board.sailing, view.sailing);
    syncList(board.toAct, view.toAct);
  },
  writePrivate(board, seat, view) {
    return writeSecretPart(board.mine, seat, view.mine?.[String(seat)], () => new CaribbeanMine(), (secret, part) => {
        syncList(secret.bids, part.bids);
        setField(secret, 'tieBreaker', part.tieBreaker);
        setField(secret, 'tieChoice', part.tieChoice);
      });
  },
};

/** This game's projection, as server/sync/index.ts finds it. */
export const sync = caribbeanSync;
