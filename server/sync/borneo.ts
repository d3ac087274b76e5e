/**
 * Borneo's board: BorneoView mirrored field for field. Hands are the only per-seat secret
 * (docs/games/borneo.md, "Hidden information"): each seat's hand lives in the `.view()`-tagged
 * `mine` map under its seat number and is shown to that seat's client alone; everyone else sees
 * `handCount`.
 */
import { schema, t } from '@colyseus/schema';
import type { BorneoView, DistributionView, FightView, HarborSlotView, SeatView } from '../../shared/games/borneo/types';
import { projection } from './projection';

const BorneoHarborSlot = schema(
  {
    harbor: t.number(),
    cards: t.array('number'),
    flags: t.array('number'),
  },
  'BorneoHarborSlot',
);
type BorneoHarborSlot = InstanceType<typeof BorneoHarborSlot>;

const BorneoCompany = schema({ merchants: t.array('number') }, 'BorneoCompany');
type BorneoCompany = InstanceType<typeof BorneoCompany>;

const BorneoSeat = schema(
  {
    handCount: t.number(),
    cards: t.array('number'),
    harbors: t.array('number'),
    missions: t.array('number'),
    pirateShip: t.boolean(),
    merchantsToPlace: t.number(),
  },
  'BorneoSeat',
);
type BorneoSeat = InstanceType<typeof BorneoSeat>;

const BorneoFight = schema(
  {
    company: t.number(),
    attacker: t.number(),
    defender: t.number(),
    attackerRank: t.number(),
    defenderRank: t.number(),
    attackCards: t.array('number'),
    defendCards: t.array('number'),
    attackFlags: t.number(),
    defendFlags: t.number(),
    bonus: t.number(),
    winner: t.string(),
  },
  'BorneoFight',
);
type BorneoFight = InstanceType<typeof BorneoFight>;

const BorneoDistribution = schema(
  {
    harbor: t.number(),
    slot: t.number(),
    kind: t.string(),
    companies: t.array('number'),
    cards: t.array('number'),
    queue: t.array('number'),
  },
  'BorneoDistribution',
);
type BorneoDistribution = InstanceType<typeof BorneoDistribution>;

/** One seat's secret: its hand. */
const BorneoSecret = schema({ hand: t.array('number') }, 'BorneoSecret');
type BorneoSecret = InstanceType<typeof BorneoSecret>;

export const BorneoBoard = schema(
  {
    players: t.number(),
    threePlayerVariant: t.boolean(),
    blackbeard: t.boolean(),
    merchantsPerPlayer: t.number(),
    deckCount: t.number(),
    discardCount: t.number(),
    harborDeckCount: t.number(),
    harborRow: t.array(BorneoHarborSlot),
    missionsOnBoard: t.array('number'),
    companies: t.array(BorneoCompany),
    seats: t.array(BorneoSeat),
    pirateShip: t.number(),
    startSeat: t.number(),
    active: t.number(),
    turn: t.number(),
    phase: t.string<BorneoView['phase']>(),
    placementOrder: t.array('number'),
    fight: t.ref(BorneoFight),
    distribution: t.ref(BorneoDistribution),
    finalQueue: t.array('number'),
    endReason: t.string<BorneoView['endReason']>(),
    scores: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to (its seat's).
    mine: t.map(BorneoSecret).view(),
  },
  'BorneoBoard',
);
export type BorneoBoard = InstanceType<typeof BorneoBoard>;

/** The projection of the view into this schema (server/sync/projection.ts), as server/sync/index.ts finds it. */
export const sync = projection<BorneoView, BorneoBoard>('borneo', BorneoBoard);
