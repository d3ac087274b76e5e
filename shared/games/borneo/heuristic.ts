/**
 * The heuristic Borneo bot: it places and moves merchants where its cards are strong and its
 * rank is high, fights only when its flags should beat the defender's best reply, ships toward
 * payouts it profits from (and away from those that pay others), defends when it can win and
 * completes the missions that gain the most. It sees only its view, like a human in its seat.
 */
import type { Bot, Seat } from '../../core/engine';
import { cardClass, cardDef, fightFlags, WILD_CLASS } from './cards';
import { HARBORS, MISSIONS, PIRATE_SHIP_PENALTY } from './data';
import { totalFlags } from './fight';
import { pickQueue, settlement } from './harbor';
import type { BorneoAction, BorneoView, CardId, CompanyColumn, CompanyIndex, HarborDef } from './types';
import { handIn } from './view';

type Act<T extends BorneoAction['type']> = Extract<BorneoAction, { type: T }>;

/** Flags a merchant's company needs to matter: picks a seat would get if `company` took a 5-card monopoly. */
function monopolyPicks(columns: readonly CompanyColumn[], company: CompanyIndex, seat: Seat): number {
  return pickQueue(columns, [company], 5).filter((s) => s === seat).length;
}

/** How good a company is for me now: my flags in hand (fights, shipments) and flags lying at the harbors. */
function weighCompany(v: BorneoView, seat: Seat, company: CompanyIndex): number {
  const handFlags = handIn(v, seat).reduce((sum, c) => sum + fightFlags(c, company), 0);
  const harborFlags = v.harborRow.reduce((sum, slot) => sum + (slot.flags[company] ?? 0), 0);
  return 1 + 0.15 * handFlags + 0.08 * harborFlags;
}

/**
 * What one decision keeps of a view: the companies' weights and the position as it stands are
 * asked for every option weighed (dozens of attacks), and a view does not change while the bot
 * decides; the strong bot's rollouts spent most of their time working them out again.
 */
interface Weighed {
  weights: Map<CompanyIndex, number>;
  position?: number;
}
const weighedViews = new WeakMap<BorneoView, Map<Seat, Weighed>>();

function weighedOf(v: BorneoView, seat: Seat): Weighed {
  let bySeat = weighedViews.get(v);
  if (!bySeat) weighedViews.set(v, (bySeat = new Map()));
  let weighed = bySeat.get(seat);
  if (!weighed) bySeat.set(seat, (weighed = { weights: new Map() }));
  return weighed;
}

function companyWeight(v: BorneoView, seat: Seat, company: CompanyIndex): number {
  const weights = weighedOf(v, seat).weights;
  let weight = weights.get(company);
  if (weight === undefined) weights.set(company, (weight = weighCompany(v, seat, company)));
  return weight;
}

/** My expected share of future payouts given these columns. */
function positionValue(v: BorneoView, columns: readonly CompanyColumn[], seat: Seat): number {
  if (columns === v.companies) {
    const weighed = weighedOf(v, seat);
    return (weighed.position ??= positionOf(v, columns, seat));
  }
  return positionOf(v, columns, seat);
}

function positionOf(v: BorneoView, columns: readonly CompanyColumn[], seat: Seat): number {
  return columns.reduce((sum, _, c) => sum + monopolyPicks(columns, c, seat) * companyWeight(v, seat, c), 0);
}

function withColumns(v: BorneoView, change: (cols: CompanyColumn[]) => void): CompanyColumn[] {
  const cols = v.companies.map((c) => ({ merchants: [...c.merchants] }));
  change(cols);
  return cols;
}

/** A good's worth in the warehouse: 1 point, plus how many spices it is and how flexible. */
function goodValue(v: BorneoView, seat: Seat, card: CardId): number {
  const k = cardClass(card);
  if (k === WILD_CLASS) return 1.6;
  const def = cardDef(card);
  const spice = k % 4;
  const own = v.seats[seat]?.cards.filter((c) => cardClass(c) % 4 === spice && cardClass(c) !== WILD_CLASS).length ?? 0;
  return (def.count === 2 ? 2 : 1) + 0.15 * Math.max(0, 3 - own);
}

/** A hand card's worth: its flags in the companies where I have merchants. */
function handCardValue(v: BorneoView, seat: Seat, card: CardId): number {
  return v.companies.reduce((sum, col, c) => sum + (col.merchants.includes(seat) ? fightFlags(card, c) * companyWeight(v, seat, c) : 0), 0);
}

function best<T>(items: readonly T[], score: (x: T) => number): T | undefined {
  let top: T | undefined;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const x of items) {
    const s = score(x);
    if (s > topScore) {
      top = x;
      topScore = s;
    }
  }
  return top;
}

function placeScore(v: BorneoView, seat: Seat, a: Act<'place'>): number {
  const cols = withColumns(v, (c) => c[a.company]?.merchants.push(seat));
  const mine = v.companies[a.company]?.merchants.filter((s) => s === seat).length ?? 0;
  return positionValue(v, cols, seat) - positionValue(v, v.companies, seat) - 0.6 * mine;
}

function missionScore(v: BorneoView, a: Act<'mission'>, lastRound: boolean): number {
  const def = MISSIONS[a.mission];
  if (!def) return Number.NEGATIVE_INFINITY;
  const paid = a.cards.length + a.harbors.length;
  const wilds = a.cards.filter((c) => cardClass(c) === WILD_CLASS).length;
  const pirate = a.pirate ? PIRATE_SHIP_PENALTY + 1 : 0;
  // Small missions early eat the goods of the big ones: ask for a margin until the end is near.
  const margin = lastRound || v.harborDeckCount <= 2 ? 0.5 : def.points >= 15 ? 1 : 2;
  return def.points - paid - 0.4 * wilds - pirate - margin;
}

/** Rough chance that the defender cannot reach `needed` flags: his playable cards are estimated from his hand size. */
function attackScore(v: BorneoView, seat: Seat, a: Act<'attack'>): number {
  const defender = v.companies[a.company]?.merchants[a.defenderRank];
  if (defender === undefined) return Number.NEGATIVE_INFINITY;
  const flags = totalFlags(a.cards, a.company);
  const bonus = a.attackerRank - a.defenderRank - 1;
  const hand = v.seats[defender]?.handCount ?? 0;
  const playable = Math.min(a.cards.length, Math.max(0, Math.round(0.6 * hand) - 1));
  const expectedDefence = bonus + 1.5 * playable;
  const pWin = flags >= expectedDefence + 1 ? 0.85 : flags >= expectedDefence ? 0.55 : flags >= bonus ? 0.2 : 0;
  const after = withColumns(v, (cols) => {
    const col = cols[a.company];
    if (!col) return;
    col.merchants[a.defenderRank] = seat;
    col.merchants[a.attackerRank] = defender;
  });
  const gain = positionValue(v, after, seat) - positionValue(v, v.companies, seat);
  const cost = a.cards.reduce((sum, c) => sum + 0.35 + 0.1 * handCardValue(v, seat, c), 0);
  return pWin * gain * 2 - cost;
}

function transferScore(v: BorneoView, seat: Seat, a: Act<'transfer'>): number {
  const after = withColumns(v, (cols) => {
    cols[a.from]?.merchants.splice(a.rank, 1);
    cols[a.to]?.merchants.push(seat);
  });
  return positionValue(v, after, seat) - positionValue(v, v.companies, seat) - 0.3;
}

/** What a shipment is worth: the payout it triggers, or how it moves the harbor toward my companies. */
function shipScore(v: BorneoView, seat: Seat, a: Act<'ship'>): number {
  const slot = v.harborRow[a.harbor];
  const def = slot ? (HARBORS[slot.harbor] as HarborDef | undefined) : undefined;
  if (!slot || !def) return Number.NEGATIVE_INFINITY;
  const cards = [...slot.cards, a.card];
  const result = settlement(def, cards);
  const keepValue = 0.15 * handCardValue(v, seat, a.card);
  const others = Math.max(1, v.players - 1);
  if (result) {
    const queue = pickQueue(v.companies, result.companies, cards.length);
    const mine = queue.filter((s) => s === seat).length;
    return 1.2 + mine * 1.1 - ((queue.length - mine) * 1.1) / others - keepValue;
  }
  // Not paying yet: a harbor about to pay should lean toward companies where I rank well.
  const closeness = cards.length / def.limit;
  const tilt = cardDef(a.card).top.reduce((sum, c) => {
    const share = monopolyPicks(v.companies, c, seat) - pickQueue(v.companies, [c], 5).length / v.players;
    return sum + share;
  }, 0);
  const risk = cards.length === def.limit - 1 ? 0.6 : 0;
  return 0.3 * tilt * closeness - risk - keepValue;
}

function defendChoice(v: BorneoView, seat: Seat, legal: Act<'defend'>[]): Act<'defend'> | undefined {
  const f = v.fight;
  const needed = f.attackFlags - f.bonus + 1;
  const winning = legal.filter((a) => totalFlags(a.cards, f.company) >= needed);
  if (winning.length === 0) return legal.find((a) => a.cards.length === 0) ?? legal[0];
  // Fewest cards that win, but at least one so that a card goes to the warehouse.
  return best(winning, (a) => {
    const keep = Math.max(0, ...a.cards.map((c) => goodValue(v, seat, c)));
    return (a.cards.length === 0 ? 0 : keep) - a.cards.length * 0.9 + (a.cards.length > 0 ? 0.5 : 0);
  });
}

function chooseAction(v: BorneoView, seat: Seat, legal: BorneoAction[]): BorneoAction | undefined {
  const of = <T extends BorneoAction['type']>(t: T): Act<T>[] => legal.filter((a): a is Act<T> => a.type === t);
  const pass = legal.find((a) => a.type === 'pass');
  switch (v.phase) {
    case 'placement':
      return best(of('place'), (a) => placeScore(v, seat, a));
    case 'mission':
    case 'final': {
      const pick = best(of('mission'), (a) => missionScore(v, a, v.phase === 'final'));
      return pick && missionScore(v, pick, v.phase === 'final') > 0 ? pick : pass;
    }
    case 'company': {
      const options: Array<{ a: BorneoAction; score: number }> = [{ a: pass ?? legal[0]!, score: 0 }];
      for (const a of of('transfer')) options.push({ a, score: transferScore(v, seat, a) });
      for (const a of of('attack')) options.push({ a, score: attackScore(v, seat, a) });
      return best(options, (o) => o.score)?.a;
    }
    case 'defend':
      return defendChoice(v, seat, of('defend'));
    case 'relocate':
      return best(of('relocate'), (a) =>
        positionValue(
          v,
          withColumns(v, (cols) => {
            if (a.company === v.fight.company) return;
            cols[v.fight.company]?.merchants.splice(v.fight.attackerRank, 1);
            cols[a.company]?.merchants.push(seat);
          }),
          seat,
        ),
      );
    case 'reward':
      return best(of('keep'), (a) => goodValue(v, seat, a.card));
    case 'ship':
      return best(of('ship'), (a) => shipScore(v, seat, a));
    case 'pick':
      return best(of('pick'), (a) => goodValue(v, seat, a.card));
    case 'discard':
      return best(of('discard'), (a) => -handCardValue(v, seat, a.card));
    default:
      return legal[0];
  }
}

export const heuristicBot: Bot<BorneoView, BorneoAction> = {
  name: 'heuristic',
  choose(view, seat, legal) {
    const choice = chooseAction(view, seat, legal);
    return choice && legal.includes(choice) ? choice : legal[0]!;
  },
};
