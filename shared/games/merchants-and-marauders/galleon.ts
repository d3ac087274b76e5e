/**
 * Seas of Glory module 6, "Treasure galleon": it starts in Cartagena, moves with the first NPC
 * icon of every event card (no hunting, never attacks, the wind does not touch it), loads 5 gold
 * a move, and may be scouted and attacked like a naval ship. Beating it brings a glory point, a
 * Spanish bounty per 10 gold aboard, and after crew combat its gold and the ship to claim; it is
 * then out of the game. Readings: docs/games/merchants-and-marauders.md.
 */
import type { Seat } from '../../core/engine';
import type { LogEntry } from '../../core/log';
import type { EventCard } from './cards';
import { zoneIndex } from './data';
import { GALLEON_GOLD_PER_BOUNTY, GALLEON_GOLD_PER_MOVE, GALLEON_SLOT, GALLEON_START } from './galleon-card';
import { zoneTowards } from './npc';
import { addBounty } from './state';
import { dropNpcUpgrades } from './npc-upgrades';
import type { Fighter, MmOptions, MmState } from './types';
import { said } from './log';
import { DIRECTIONS } from './data';
import { seatToChange } from './change';

/** Where the galleon is (-1: defeated, out of the game) and the gold on its board. */
export interface GalleonState {
  zone: number;
  gold: number;
}

export function galleonSetup(options: MmOptions): GalleonState | undefined {
  return options.treasureGalleon ? { zone: zoneIndex(GALLEON_START), gold: 0 } : undefined;
}

export const galleonAfloat = (st: MmState): boolean => (st.galleon?.zone ?? -1) >= 0;
export const isGalleon = (f: Fighter): boolean => f.kind === 'npc' && f.slot === GALLEON_SLOT;

/** The galleon follows the card's first NPC icon, whichever ship it belongs to, and loads gold. */
export function moveGalleon(st: MmState, moves: EventCard['moves'], log: LogEntry[]): void {
  const g = st.galleon;
  const first = moves[0];
  if (!g || g.zone < 0 || !first) return;
  const from = g.zone;
  g.zone = zoneTowards(from, first[1]);
  g.gold += GALLEON_GOLD_PER_MOVE;
  log.push(said(['galleon-sails', DIRECTIONS.indexOf(first[1]), from, g.zone, g.gold]));
}

/** Whether the seat may scout for the galleon: it is afloat in the seat's zone. */
export const galleonHere = (st: MmState, zone: number): boolean => galleonAfloat(st) && st.galleon!.zone === zone;

/** The victor's extra Spanish bounties: one per 10 gold on the galleon's board. */
export function galleonBounties(st: MmState, seat: Seat, log: LogEntry[]): void {
  const n = Math.floor((st.galleon?.gold ?? 0) / GALLEON_GOLD_PER_BOUNTY);
  for (let k = 0; k < n; k++) addBounty(st, seat, 'spanish', log);
}

/** After crew combat the victor takes all the gold on its board; there is no cargo. */
export function plunderGalleon(st: MmState, seat: Seat, log: LogEntry[]): void {
  const g = st.galleon!;
  seatToChange(st, seat).gold += g.gold;
  log.push(said(['galleon-taken', seat, g.gold]));
  g.gold = 0;
}

/** Defeated (sunk or taken), the galleon is out for the rest of the game. */
export function galleonOut(st: MmState, log: LogEntry[]): void {
  st.galleon!.zone = -1;
  dropNpcUpgrades(st, GALLEON_SLOT);
  log.push(said(['galleon-gone']));
}
