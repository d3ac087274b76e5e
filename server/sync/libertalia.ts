/**
 * Libertalia's board: LibertaliaView mirrored field for field. The one per-seat secret is the
 * character a seat picked at sunrise: it lives in `mine`, a map tagged `.view()` whose entry
 * for seat N is added to seat N's StateView only. Everyone else learns just `hasChosen`, in the
 * public seat, so nothing on the wire tells them which card was picked (or, beyond that flag,
 * when).
 */
import { schema, t } from '@colyseus/schema';
import type { BootyKind, LibertaliaView, Phase, QuestionKind } from '../../shared/games/libertalia/types';
import { projection } from './projection';

const LibertaliaBooty = schema(
  {
    chest: t.number(),
    jewels: t.number(),
    goods: t.number(),
    map: t.number(),
    relic: t.number(),
    saber: t.number(),
    officer: t.number(),
  },
  'LibertaliaBooty',
);
type LibertaliaBooty = InstanceType<typeof LibertaliaBooty>;

const LibertaliaDaySpace = schema({ tokens: t.array<BootyKind>('string') }, 'LibertaliaDaySpace');
type LibertaliaDaySpace = InstanceType<typeof LibertaliaDaySpace>;

const LibertaliaShipSlot = schema(
  {
    seat: t.number(),
    rank: t.number(),
    influence: t.number(),
    dayDone: t.boolean(),
    tokensTaken: t.number(),
    captured: t.boolean(),
  },
  'LibertaliaShipSlot',
);
type LibertaliaShipSlot = InstanceType<typeof LibertaliaShipSlot>;

const LibertaliaSeat = schema(
  {
    hand: t.array('number'),
    hasChosen: t.boolean(),
    doubloons: t.number(),
    den: t.array('number'),
    booty: t.ref(LibertaliaBooty),
    discard: t.array('number'),
    retired: t.array('number'),
    score: t.number(),
    campaignScores: t.array('number'),
  },
  'LibertaliaSeat',
);
type LibertaliaSeat = InstanceType<typeof LibertaliaSeat>;

const LibertaliaQuestion = schema(
  {
    kind: t.string<QuestionKind>(),
    seat: t.number(),
    rank: t.number(),
    seats: t.array('number'),
  },
  'LibertaliaQuestion',
);
type LibertaliaQuestion = InstanceType<typeof LibertaliaQuestion>;

/** A seat's own secret: its pick this sunrise (-1 when none). */
const LibertaliaMine = schema({ pick: t.number() }, 'LibertaliaMine');
type LibertaliaMine = InstanceType<typeof LibertaliaMine>;

export const LibertaliaBoard = schema(
  {
    players: t.number(),
    lastCampaignTieBreak: t.boolean(),
    campaign: t.number(),
    day: t.number(),
    phase: t.string<Phase>(),
    undealtCount: t.number(),
    dealt: t.array('number'),
    bagCount: t.number(),
    bootyDiscard: t.ref(LibertaliaBooty),
    board: t.array(LibertaliaDaySpace),
    ship: t.array(LibertaliaShipSlot),
    seats: t.array(LibertaliaSeat),
    question: t.ref(LibertaliaQuestion),
    toAct: t.array('number'),
    // Tagged: an entry reaches only the client whose StateView it was added to.
    mine: t.map(LibertaliaMine).view(),
  },
  'LibertaliaBoard',
);
export type LibertaliaBoard = InstanceType<typeof LibertaliaBoard>;

/** The projection of the view into this schema (server/sync/projection.ts), as server/sync/index.ts finds it. */
export const sync = projection<LibertaliaView, LibertaliaBoard>('libertalia', LibertaliaBoard);
