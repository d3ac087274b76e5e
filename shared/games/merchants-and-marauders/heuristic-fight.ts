/**
 * The heuristic bot in battle and in merchant raids: board a weaker crew, flee when the ship is
 * nearly lost, place skull hits where they hurt least; raids below.
 */
import type { Seat } from '../../core/engine';
import { CAPTAINS, CARGO } from './cards';
import { NATIONS, RAID_GLORY_GOLD } from './data';
import { GLORY } from './glory';
import { favorRaidRedraw } from './heuristic-favors';
import type { HitLocation, MmAction, MmView, PlayerView } from './types';

const is = <T extends MmAction['type']>(t: T) => (a: MmAction): a is Extract<MmAction, { type: T }> => a.type === t;

/** Where a skull hit hurts least: the sturdiest location other than the hull. */
function placeHit(me: PlayerView): HitLocation {
  const values: Record<HitLocation, number> = { hull: me.hull, cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons };
  const others = (['cargo', 'masts', 'cannons', 'crew'] as const).slice().sort((a, b) => values[b] - values[a]);
  if (values[others[0]!] > 1) return others[0]!;
  return me.hull > 1 ? 'hull' : others.find((l) => values[l] >= 1) ?? 'hull';
}

/**
 * Under an enemy's double shot (module 2) the hits spread over the intact locations hit fewest
 * times so far (the engine's rule); among those, the sturdiest.
 */
function spreadPlace(me: PlayerView, spread: HitLocation[] | undefined): HitLocation {
  const wanted = placeHit(me);
  const values: Record<HitLocation, number> = { hull: me.hull, cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons };
  const intact = (Object.keys(values) as HitLocation[]).filter((l) => values[l] > 0);
  if (!spread || intact.length === 0) return wanted;
  const count = (l: HitLocation): number => spread.filter((x) => x === l).length;
  const least = Math.min(...intact.map(count));
  const allowed = intact.filter((l) => count(l) === least);
  return allowed.includes(wanted) ? wanted : [...allowed].sort((a, b) => values[b] - values[a])[0]!;
}

export function combatAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const c = v.combat;
  const mine = c.attacker.kind === 'player' && c.attacker.id === seat ? c.attacker : c.defender;
  const enemy = mine === c.attacker ? c.defender : c.attacker;
  const foe = enemy.kind === 'player' ? v.seats[enemy.id]! : undefined;
  const foeCrew = foe ? foe.crew : enemy.crew;
  const foeHull = foe ? foe.hull : enemy.hull;
  const first = legal[0]!;
  switch (first.type) {
    case 'declare': {
      const can = (x: 'shoot' | 'board' | 'flee') => legal.some((a) => a.type === 'declare' && a.action === x);
      const foeCannons = foe ? foe.cannons : enemy.cannons;
      if (can('board') && (me.crew > foeCrew + 1 || (me.crew > foeCrew && foeCannons === 0))) return { type: 'declare', action: 'board' };
      // Against a ship that would win by boarding or outgun us, getting away is the best outcome.
      const outmatched = foeCrew > me.crew || foeCannons > me.cannons + 1;
      if (can('flee') && ((me.hull <= 1 && foeHull > 1) || me.cannons === 0 || outmatched)) return { type: 'declare', action: 'flee' };
      return { type: 'declare', action: 'shoot' };
    }
    case 'announce':
    case 'no-announce': {
      const wanted = c.stage === 'crew' ? ['boarding-party'] : me.hull <= 2 ? ['brace', 'full-sail', 'broadside-volley'] : ['full-sail', 'broadside-volley'];
      return legal.find((a) => a.type === 'announce' && wanted.includes(GLORY[a.card]!.key)) ?? { type: 'no-announce' };
    }
    case 'resolve-card':
      return { type: 'resolve-card', play: true };
    case 'grapple':
      return { type: 'grapple', use: true };
    case 'special-shot':
      return legal.find((a) => a.type === 'special-shot' && a.weapon === (mine.declared === 'board' ? 'grapeshot' : 'chain-shot')) ?? legal.find((a) => a.type === 'special-shot' && a.weapon !== '') ?? first;
    case 'assign-hit': {
      // Under a double shot the hits must spread: the best place among the allowed ones.
      const want = placeHit(me);
      const allowed = legal.filter(is('assign-hit'));
      const value = (l: HitLocation): number => (l === 'hull' ? 0 : { cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons }[l]);
      return allowed.find((a) => a.location === want) ?? [...allowed].sort((a, b) => value(b.location) - value(a.location))[0] ?? first;
    }
    case 'claim-ship': {
      const better = ['frigate', 'galleon', 'man-o-war'].includes(c.prizeType) && !['frigate', 'galleon', 'man-o-war'].includes(me.shipType);
      return { type: 'claim-ship', take: better };
    }
    default:
      return legal.find((a) => a.type === 'take-card') ?? legal.find((a) => a.type === 'take-done') ?? first;
  }
}

/**
 * A raid: take the merchant under a nation that already wants us (never our own); then spend
 * successes to throw out hits that would wreck a location (a wrecked location fails the raid,
 * a wrecked hull sinks the ship), and to draw more cards while the plunder is short of the 12
 * gold that bring a glory point and another escape cannot let the merchant go.
 */
export function raidAction(v: MmView, seat: Seat, legal: MmAction[]): MmAction {
  const me = v.seats[seat]!;
  const r = v.raid;
  const raids = legal.filter(is('raid'));
  if (raids.length) {
    const own = CAPTAINS[me.captain]!.nation;
    const best = raids.filter((a) => a.nation !== own).sort((a, b) => me.bounties[NATIONS.indexOf(b.nation)]! - me.bounties[NATIONS.indexOf(a.nation)]!)[0];
    return (me.hull > 1 && best) || legal.find(is('let-go'))!;
  }
  if (r.step === 'spend') {
    const fatal = fatalHit(me, r.cards);
    const gold = r.cards.reduce((sum, c) => sum + CARGO[c]!.plunder, 0);
    if (fatal >= 0) {
      const fix = legal.find((a) => (a.type === (gold < RAID_GLORY_GOLD ? 'raid-exchange' : 'raid-discard')) && 'card' in a && a.card === fatal);
      if (fix) return fix;
    }
    const escapes = r.cards.filter((c) => CARGO[c]!.icon === 'escape').length;
    const redraw = favorRaidRedraw(r.successes, fatal >= 0 || escapes >= me.maneuverability, legal);
    if (redraw) return redraw;
    const draw = legal.find(is('raid-draw'));
    if (draw && gold < RAID_GLORY_GOLD + 2 && escapes + 1 < me.maneuverability) return draw;
    return legal.find(is('raid-finish'))!;
  }
  return legal.find(is('take-card')) ?? legal.find(is('take-done')) ?? legal[0]!;
}

/** A hit card that would destroy a location of the ship (the hull first), or -1. */
function fatalHit(me: PlayerView, cards: number[]): number {
  const values: Record<HitLocation, number> = { hull: me.hull, cargo: me.cargoSpace, masts: me.masts, crew: me.crew, cannons: me.cannons };
  const hits = cards.filter((c) => CARGO[c]!.icon !== 'escape').sort((a, b) => Number(CARGO[b]!.icon === 'hull') - Number(CARGO[a]!.icon === 'hull'));
  const taken: Record<string, number> = {};
  for (const card of hits) {
    const loc = CARGO[card]!.icon as HitLocation;
    taken[loc] = (taken[loc] ?? 0) + 1;
    if (taken[loc]! >= values[loc]) return card;
  }
  return -1;
}
