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
import { projection } from './projection';

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

/** The projection of the view into this schema (server/sync/projection.ts), as server/sync/index.ts finds it. */
export const sync = projection<CaribbeanView, CaribbeanBoard>('caribbean', CaribbeanBoard);
