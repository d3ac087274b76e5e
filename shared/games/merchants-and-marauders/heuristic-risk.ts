/**
 * The heuristic bot's risk model among hostile NPCs: the chance that ending a turn at sea in a
 * zone (or sailing out of a port into it) gets the captain attacked and beaten. An NPC already in
 * the zone scouts at the start of the captain's next turn; one a zone away comes over when the
 * next event card moves it (it hunts the hostile captains within one zone). Scouting finds the
 * captain on any skull of the NPC captain's SCOUTING dice (a naval captain rolls the target's
 * bounties of its nation when they are more). A found captain mostly dies in crew combat: an NPC
 * with a stronger crew and a captain who can lead boards, and a ship with one or two crew loses
 * that fight nearly always; outgunned, the ship is shot to pieces more slowly.
 *
 * The figures are rough on purpose: they only have to rank a port against the open sea and one
 * zone against its neighbours, and to say when a detour is worth its time.
 */
import { CAPTAINS, EVENTS } from './cards';
import { BORDERS, NATIONS, zoneIndex } from './data';
import { npcStrength } from './heuristic-npc';
import { backToStartPort } from './heuristic-safety';
import { canEnter } from './heuristic-trade';
import type { MmAction, MmView, PlayerView } from './types';

const TRINIDAD = zoneIndex('Trinidad');
const TORTUGA = zoneIndex('Tortuga');
/** One face in three of a die is a skull. */
const MISS = 2 / 3;

/** The share of event cards that move each NPC slot: the chance the next event sends it hunting. */
const MOVE_CHANCE: number[] = Array.from({ length: 6 }, (_, slot) => EVENTS.filter((e) => e.moves.some(([s]) => s === slot)).length / Math.max(1, EVENTS.length));

/** Whether the NPC in `slot` would treat this captain, standing in `zone`, as a target. */
function hostileAt(v: MmView, me: PlayerView, slot: number, zone: number): boolean {
  const nation = CAPTAINS[me.captain]?.nation ?? '';
  const navy = NATIONS[slot];
  if (navy === undefined) return !me.pirate && !(zone === TORTUGA && nation === 'french');
  if (zone === TRINIDAD) return false;
  // Module 7: a naval ship also stops an honest ship carrying contraband.
  if (!me.pirate && (me.contrabandCount ?? 0) > 0) return true;
  return me.pirate || v.wars.some((w) => w.includes(navy) && w.includes(nation) && navy !== nation);
}

/** The chance this NPC's scouting roll finds the captain. */
export function findChance(v: MmView, me: PlayerView, slot: number): number {
  const npc = v.npcs[slot]!;
  const card = EVENTS[npc.stack[npc.stack.length - 1] ?? -1];
  const navy = NATIONS[slot];
  const dice = Math.max(card?.scouting ?? 2, navy === undefined ? 0 : me.bounties[NATIONS.indexOf(navy)] ?? 0);
  return 1 - MISS ** Math.max(1, dice);
}

/** The chance the captain loses a battle this NPC starts (sunk or beaten in crew combat). */
export function loseChance(v: MmView, me: PlayerView, slot: number): number {
  const npc = npcStrength(v, slot);
  const card = EVENTS[v.npcs[slot]!.stack.at(-1) ?? -1];
  const boards = npc.crew > me.crew && (card?.leadership ?? 2) >= 2;
  let lose = boards ? 0.55 + 0.15 * Math.min(3, npc.crew - me.crew) : npc.cannons > me.cannons ? 0.35 : 0.15;
  if (me.hull <= 1) lose += 0.2;
  return Math.min(0.95, lose);
}

/** The chance of an attack lost to this NPC if the captain stands at sea in `zone` when it acts. */
function threat(v: MmView, me: PlayerView, slot: number, zone: number): number {
  const npc = v.npcs[slot]!;
  if (!npc.inPlay || npc.zone < 0 || !hostileAt(v, me, slot, zone)) return 0;
  const danger = findChance(v, me, slot) * loseChance(v, me, slot);
  if (npc.zone === zone) return danger;
  if ((BORDERS[zone] ?? []).some((b) => b.to === npc.zone)) return MOVE_CHANCE[slot]! * danger;
  return 0;
}

/** The chance of dying if the turn ends at sea in `zone` (every hostile NPC within one zone). */
export function seaRisk(v: MmView, me: PlayerView, zone: number): number {
  let safe = 1;
  for (let slot = 0; slot < v.npcs.length; slot++) safe *= 1 - threat(v, me, slot, zone);
  return 1 - safe;
}

/**
 * A chance of dying worth the last action of a turn: the ship ends the turn in the port here
 * rather than one zone further at sea. Measured with the bots bench: lower bars, sidesteps to a
 * safer zone off the route, and waiting in port while a hostile NPC lies outside all saved a few
 * captains but cost so many turns that fewer games reached the glory target (the base game's
 * most of all).
 */
export const RISK_OK = 0.3;

/**
 * The turn's last action is a move to `next`, to end the turn at sea there: if that is too
 * risky, end it in the port here instead (not the port the turn began in, a loyalty step lost).
 */
export function saferLastMove(v: MmView, me: PlayerView, legal: MmAction[], next: number): MmAction | undefined {
  if (me.inPort || v.turn.actionsLeft !== 1 || !canEnter(me, me.zone, v.wars) || backToStartPort(v, me)) return undefined;
  if (seaRisk(v, me, next) < RISK_OK) return undefined;
  return legal.find((a) => a.type === 'enter-port' && a.method !== 'roll');
}
