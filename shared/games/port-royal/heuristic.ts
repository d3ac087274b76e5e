/**
 * Port Royal: a bot that plays like a sensible human. It sees only its view and legal actions:
 * it weighs the risk of a bust against the deck composition it can derive from public cards,
 * stops with a good harbor, repels dangerous duplicates, takes what is worth most to it, hires
 * toward expeditions, and keeps its coins when poor.
 */
import type { Bot, Seat } from '../../core/engine';
import { appraise, cardWorth, groupAlike, harborBase, harborWorth, planPicks, unseenCards, type Appraisal } from './appraise';
import { cardDef } from './data';
import { countPersons, shipTypes } from './stats';
import type { PortRoyalAction, PortRoyalView } from './types';

type Expedition = Extract<PortRoyalAction, { type: 'expedition' }>;
type Take = Extract<PortRoyalAction, { type: 'take' }>;

/** Reveal again only when the expected harbor after one more card beats the harbor now. */
function revealIsWorthIt(a: Appraisal): boolean {
  const { view, me } = a;
  const harbor = view.harbor;
  // No ship in the harbor means no bust: another card is free unless a tax would cost coins.
  if (shipTypes(harbor).size === 0 && me.coinCount < 12) return true;
  const base = harborBase(a, harbor);
  const now = harborWorth(a, base);
  const unseen = unseenCards(view);
  if (unseen.length === 0) return false;
  const types = shipTypes(harbor);
  const jesters = countPersons(me.display, 'jester');
  let total = 0;
  for (const { card, count } of groupAlike(unseen)) {
    const def = cardDef(card);
    let outcome: number;
    if (def.kind === 'ship') {
      const repellable = def.sabers !== null && me.sabers >= def.sabers;
      if (types.has(def.ship)) outcome = repellable ? now : jesters;
      else {
        const kept = harborWorth(a, base, card);
        outcome = repellable ? Math.max(kept, now) : kept;
      }
    } else if (def.kind === 'person') {
      outcome = harborWorth(a, base, card);
    } else if (def.kind === 'tax') {
      outcome = now - (me.coinCount >= 12 ? Math.floor(me.coinCount / 2) : 0);
    } else {
      outcome = now;
    }
    total += outcome * count;
  }
  // A little caution: a sure harbor is worth more than a gamble with the same mean.
  return total / unseen.length > now + 0.3;
}

function bestExpedition(ways: Expedition[]): Expedition {
  const score = (w: Expedition): number => {
    const def = cardDef(w.card);
    const influence = def.kind === 'expedition' ? def.influence : 0;
    const jacks = w.persons.filter((p) => {
      const d = cardDef(p);
      return d.kind === 'person' && d.person === 'jack';
    }).length;
    return influence * 10 - jacks;
  };
  return ways.reduce((best, w) => (score(w) > score(best) ? w : best));
}

function chooseTake(a: Appraisal, seat: Seat, takes: Take[], canPass: boolean): PortRoyalAction | undefined {
  const { view, me } = a;
  const takeable = new Set(takes.map((t) => t.card));
  const worth = (t: Take): number => cardWorth(a, t.card);
  const best = takes.reduce<Take | undefined>((b, t) => (b === undefined || worth(t) > worth(b) ? t : b), undefined);
  if (seat !== view.active) {
    // Each card costs a coin paid to the active player; a poor player keeps his last coins.
    const fee = 1 + (me.coinCount <= 3 ? 1 : 0);
    return best && worth(best) - fee > 0.3 ? best : undefined;
  }
  const picks = view.phase.picksLeft;
  const plan = planPicks(a, view.harbor, picks, me.coinCount);
  // Ships first: their coins pay for the persons planned after them.
  const ordered = [...plan].sort((x, y) => {
    const sx = cardDef(x).kind === 'ship' ? 1 : 0;
    const sy = cardDef(y).kind === 'ship' ? 1 : 0;
    return sy - sx || cardWorth(a, y) - cardWorth(a, x);
  });
  const next = ordered.find((card) => takeable.has(card));
  if (next !== undefined) return { type: 'take', card: next };
  return canPass ? undefined : best;
}

export const heuristicBot: Bot<PortRoyalView, PortRoyalAction> = {
  name: 'heuristic',
  choose(view, seat, legal) {
    if (legal.length === 1) return legal[0]!;
    const ways = legal.filter((x): x is Expedition => x.type === 'expedition');
    if (ways.length > 0) return bestExpedition(ways);
    if (view.phase.kind === 'repel') {
      const ship = cardDef(view.phase.ship);
      const duplicate = ship.kind === 'ship' && shipTypes(view.harbor).has(ship.ship);
      return { type: duplicate ? 'repel' : 'keep' };
    }
    if (view.phase.kind === 'discover') {
      const mayReveal = legal.some((x) => x.type === 'discover');
      const mayStop = legal.some((x) => x.type === 'stop');
      if (mayReveal && (!mayStop || revealIsWorthIt(appraise(view, seat)))) return { type: 'discover' };
      if (mayStop) return { type: 'stop' };
    }
    if (view.phase.kind === 'trade') {
      const takes = legal.filter((x): x is Take => x.type === 'take');
      const canPass = legal.some((x) => x.type === 'pass');
      const take = chooseTake(appraise(view, seat), seat, takes, canPass);
      if (take) return take;
      if (canPass) return { type: 'pass' };
    }
    return legal[0]!;
  },
};
