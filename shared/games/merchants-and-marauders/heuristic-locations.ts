/**
 * The heuristic bot at the locations (Seas of Glory module 9): a merchant trades at towns and
 * trade stations and buys off its bounties; anyone mends a battered ship with the natives or a
 * town; a pirate takes on crew at a haven and raids weakly held locations, bombarding the cards
 * that would hurt most and storming ashore only when its crew can bear the escapes.
 */
import type { Seat } from '../../core/engine';
import { CAPTAINS, CARGO } from './cards';
import { DEMAND_TOKENS } from './data';
import { LOCATION_CARDS, kindOf, type LocationKind } from './locations';
import { CONTENT } from './loyalty';
import type { Plan } from './heuristic-trade';
import type { MmAction, MmView, PlayerView } from './types';
import { mineOf } from './view';

const is = <T extends MmAction['type']>(t: T) => (a: MmAction): a is Extract<MmAction, { type: T }> => a.type === t;
const skill = (me: PlayerView, s: 'leadership' | 'seamanship' | 'scouting'): number => CAPTAINS[me.captain]?.[s] ?? 0;
const hurt = (me: PlayerView): number => me.maxHull - me.hull + (me.maxHull - me.masts) + (me.maxCannons - me.cannons) + (me.maxCargo - me.cargoSpace);

/** Decisions inside a location raid or a reef visit (undefined: not in one). */
export function locationSession(v: MmView, seat: Seat, legal: MmAction[]): MmAction | undefined {
  const l = v.seas.locations;
  if (!l || (!l.raid.active && !l.reefActive)) return undefined;
  const me = v.seats[seat]!;
  if (l.reefActive) {
    const safe = me.hull - 1 + Math.floor(skill(me, 'seamanship') / 3);
    if (l.reefTaken < safe) {
      const order = ['crew', 'grapeshot', 'chain-shot', 'cargo', 'grappling-hooks', 'rumor'] as const;
      for (const find of order) {
        const a = legal.find((x) => x.type === 'reef-find' && x.find === find);
        if (a) return a;
      }
    }
    return legal.find(is('reef-done'));
  }
  const r = l.raid;
  const missionary = kindOf(r.token) === 'missionary';
  const hits = r.cards.filter((c) => CARGO[c]!.icon !== 'escape');
  const escapes = r.cards.length - hits.length;
  const discard = legal.filter(is('bombard-discard'));
  if (discard.length) {
    // Silence the guns first (escapes when the guns are silent anyway), the cheapest plunder of a kind.
    const wanted = missionary || hits.length === 0 ? r.cards.filter((c) => CARGO[c]!.icon === 'escape') : hits;
    const card = [...(wanted.length ? wanted : r.cards)].sort((a, b) => CARGO[a]!.plunder - CARGO[b]!.plunder)[0];
    return discard.find((a) => a.card === card) ?? discard[0];
  }
  if (r.step === 'bombard') return legal.find(is('bombard')) ?? legal.find(is('bombard-stop'));
  if (r.step === 'assault') {
    // Two escapes or more ashore: a crew combat card (the boarding party) is worth playing.
    const card = escapes >= 2 ? legal.find(is('play-glory')) : undefined;
    if (card) return card;
    const expectedLoss = escapes - skill(me, 'leadership') / 3;
    return expectedLoss < me.crew - 0.5 ? legal.find(is('ground-assault')) : legal.find(is('retreat'));
  }
  const mine = mineOf(v, seat);
  const room = me.cargoSpace - (mine?.cargo.length ?? 0);
  return (room > 0 ? legal.find(is('loot-card')) : undefined) ?? legal.find(is('loot-done'));
}

/** A visit or a raid worth an action here (undefined: none). */
export function locationVisit(v: MmView, seat: Seat, plan: Plan, legal: MmAction[]): MmAction | undefined {
  const l = v.seas.locations;
  const me = v.seats[seat]!;
  if (!l || me.inPort || v.turn.actionsLeft === 0) return undefined;
  const kind = kindOf(l.tokens[me.zone] ?? -1) as LocationKind | '';
  if (kind === '') return undefined;
  const cargo = mineOf(v, seat)?.cargo ?? [];
  const reserve = plan === 'merchant' ? 8 : 6;
  if (hurt(me) >= 2) {
    const mend = legal.find((a) => a.type === 'visit-natives' || a.type === 'visit-repair');
    if (mend) return mend;
  }
  const demanded = v.demand[me.zone]! >= 0 ? DEMAND_TOKENS[v.demand[me.zone]!] : '';
  const inDemand = cargo.filter((c) => CARGO[c]!.good === demanded);
  if (inDemand.length) {
    const sale = legal.filter(is('visit-sell')).find((a) => a.cards.length === inDemand.length && a.cards.every((c) => inDemand.includes(c)));
    if (sale) return sale;
  }
  const pardon = legal.filter(is('visit-missionary')).sort((a, b) => b.count - a.count).find((a) => me.gold - 3 * a.count >= reserve - 2);
  if (pardon && plan === 'merchant') return pardon;
  const haven = legal.find(is('visit-haven'));
  if (haven && (me.crew < me.maxCrew || mineOf(v, seat)?.rumor === -1)) return haven;
  const prison = legal.find(is('visit-prison'));
  if (prison && me.gold >= 5 + reserve && me.specialists.length < 2) return prison;
  const town = townSeasVisit(me, mineOf(v, seat)?.favors ?? 0, reserve, legal);
  if (town) return town;
  const recruit = legal.find((a) => a.type === 'visit-recruit' && a.hire === 0);
  if (recruit && me.crew < me.maxCrew - 1) return recruit;
  const reef = legal.find(is('visit-reef'));
  if (reef && me.hull >= 3 && skill(me, 'scouting') >= 2) return reef;
  if (plan === 'merchant' && me.gold >= reserve && cargo.length < me.cargoSpace) {
    const buy = legal.find(is('visit-buy'));
    if (buy) return buy;
  }
  const raid = legal.find(is('raid-location'));
  const defense = LOCATION_CARDS[kind].defense;
  if (raid && plan === 'pirate' && defense <= 5 && me.cannons >= 2 && me.crew >= 3 && me.hull >= 3 && hurt(me) === 0) return raid;
  return undefined;
}

/** At a town (modules 10 and 11): pay a low crew a step, or buy a favor while few are held and gold is spare. */
function townSeasVisit(me: PlayerView, favors: number, reserve: number, legal: MmAction[]): MmAction | undefined {
  const pay = legal.find(is('visit-loyalty'));
  if (pay && me.loyalty !== undefined && me.loyalty <= CONTENT) return pay;
  return favors < 2 && me.gold >= reserve + 4 ? legal.find((a) => a.type === 'visit-favors' && a.amount === 1) : undefined;
}
