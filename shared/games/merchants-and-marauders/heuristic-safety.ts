/**
 * The heuristic bot keeping its captain alive among hostile NPCs. An NPC scouts for a captain who
 * starts a turn at sea in its zone or sails into it, leaving port included (rulebook "Scouting"),
 * and an event moves it onto a hostile captain within one zone, in port or not ("Hunt
 * priority"). A lost battle against an NPC usually costs the captain, so the bot ends a turn at
 * sea in a port rather than beside a hostile NPC. (Waiting in port while an NPC camps outside
 * was measured too: fewer deaths, but games so slow that fewer reached the glory target.)
 */
import { CAPTAINS } from './cards';
import { BORDERS, NATIONS, zoneIndex } from './data';
import { canEnter } from './heuristic-trade';
import { RESTLESS } from './loyalty';
import type { MmAction, MmView, PlayerView } from './types';

const TRINIDAD = zoneIndex('Trinidad');
const TORTUGA = zoneIndex('Tortuga');

/** Zones of the NPCs that treat this captain as a target (the engine's hostility, as the view shows it). */
export function hostileNpcZones(v: MmView, me: PlayerView): Set<number> {
  const nation = CAPTAINS[me.captain]?.nation ?? '';
  const zones = new Set<number>();
  v.npcs.forEach((npc, slot) => {
    if (!npc.inPlay || npc.zone < 0) return;
    const navy = NATIONS[slot];
    if (navy === undefined) {
      if (!me.pirate && !(me.zone === TORTUGA && nation === 'french')) zones.add(npc.zone);
      return;
    }
    if (me.zone === TRINIDAD) return;
    if (me.pirate || v.wars.some((w) => w.includes(navy) && w.includes(nation) && navy !== nation)) zones.add(npc.zone);
  });
  return zones;
}

/** A hostile NPC in this zone or one zone away: it will scout for us, or hunt us with the next event. */
export function npcWithinReach(v: MmView, me: PlayerView): boolean {
  const zones = hostileNpcZones(v, me);
  return zones.has(me.zone) || (BORDERS[me.zone] ?? []).some((b) => zones.has(b.to));
}

/**
 * Whether entering the port here would end the turn in the port it started in: a loyalty step
 * lost (module 11) for nothing gained.
 */
export const backToStartPort = (v: MmView, me: PlayerView): boolean => me.loyalty !== undefined && v.turn.loyaltyPort === me.zone;

/**
 * At sea with the turn's moves done: into the port here if a hostile NPC is within reach (back
 * into the port the turn started in only while the crew can spare the loyalty step).
 */
export function shelter(v: MmView, me: PlayerView, legal: MmAction[]): MmAction | undefined {
  if (me.inPort || !canEnter(me, me.zone, v.wars) || !npcWithinReach(v, me)) return undefined;
  if (backToStartPort(v, me) && (me.loyalty ?? 0) <= RESTLESS) return undefined;
  return legal.find((a) => a.type === 'enter-port' && a.method !== 'roll');
}
