/**
 * The heuristic bot and Seas of Glory module 7 (contraband): a merchant with gold to spare buys a
 * contraband card or two (3 gold for a 10-gold sale and half a glory point), sails to a port that
 * buys what it carries, sells it there, and, searched by a naval ship, gives the contraband up
 * unless it carries a good deal of it in a ship that can outgun the navy.
 */
import { contrabandPort } from './contraband';
import { SHIPS } from './data';
import { nearest, openPorts, type Plan } from './heuristic-trade';
import type { MineView, MmAction, MmView, PlayerView } from './types';

/** Enough contraband is on board; more would only be found. */
const CONTRABAND_WANTED = 2;
/** Gold kept after buying contraband: none, it is the best buy of any draw (3 gold for a 10-gold sale). */
const CONTRABAND_SPARE = 0;

const smuggled = (mine: MineView): number[] => mine.contraband ?? [];

/** The cards of the hold that can be sold here: every regular card, and contraband for this port. */
export const saleable = (me: PlayerView, mine: MineView): number[] =>
  mine.cargo.filter((c) => !smuggled(mine).includes(c) || contrabandPort(c) === me.zone);

/** Contraband on board that this port buys. */
export const contrabandHere = (me: PlayerView, mine: MineView): number[] => smuggled(mine).filter((c) => contrabandPort(c) === me.zone);

/** The nearest open port that buys a contraband card on board (-1 none). */
export function contrabandTarget(v: MmView, me: PlayerView, mine: MineView): number {
  const open = new Set(openPorts(v, me));
  const buyers = smuggled(mine).map(contrabandPort).filter((z) => open.has(z) && !(z === me.zone && (me.inPort || v.turn.portUsed)));
  return buyers.length ? nearest(me.zone, buyers) : -1;
}

/**
 * An honest raider (the pirate plan before its first attack) with an empty hold, gold to spare
 * and the contraband module in play draws goods only to find contraband: a 10-gold sale and half
 * a glory point for 3 gold, on the way to the merchants.
 */
export function raiderSmuggles(v: MmView, me: PlayerView, mine: MineView, plan: Plan, legal: MmAction[]): MmAction | undefined {
  if (plan !== 'pirate' || me.pirate || v.seas.modules.indexOf('contraband') < 0 || mine.cargo.length > 0 || me.gold < 3) return undefined;
  return legal.find((a) => a.type === 'buy-draw');
}

/** An honest captain buys contraband first, while it holds little and has gold and room to spare. */
export function contrabandBuy(me: PlayerView, mine: MineView, plan: Plan, legal: MmAction[]): MmAction | undefined {
  if (me.pirate || smuggled(mine).length >= CONTRABAND_WANTED) return undefined;
  // A raider draws goods only for contraband (raiderSmuggles): one card, to keep the hold for plunder.
  if (plan === 'pirate' && smuggled(mine).length > 0) return undefined;
  if (mine.cargo.length >= me.cargoSpace || me.gold < 3 + CONTRABAND_SPARE) return undefined;
  return legal.find((a) => a.type === 'buy-contraband');
}

/** Searched: resist only with much to lose and a ship at least as well armed and manned as the navy's. */
export function contrabandAnswer(v: MmView, me: PlayerView, mine: MineView, legal: MmAction[]): MmAction {
  const navy = v.npcs[v.seas.contrabandStop?.slot ?? -1];
  const theirs = navy && navy.shipType !== '' ? SHIPS[navy.shipType] : SHIPS['man-o-war'];
  const strong = me.cannons >= theirs.cannons && me.crew >= theirs.crew && me.hull >= 2;
  const resist = strong && smuggled(mine).length >= 3;
  return legal.find((a) => a.type === (resist ? 'resist-inspection' : 'dump-contraband')) ?? legal[0]!;
}
