/**
 * What a Merchants & Marauders replay shows that no view held: each captain's cargo, glory
 * cards, rumor, stash and (at setup) the captains offered and chosen; the decks' order.
 */
import { pileText, topFirst, type HiddenPart } from '../../core/reveal';
import { CAPTAINS, CARGO, EVENTS } from './cards';
import { GLORY, RUMORS } from './glory';
import { upgradeName } from './npc-upgrades-data';
import type { MmState, PlayerState } from './types';
import { contrabandOf } from './contraband';

const captain = (id: number) => CAPTAINS[id]?.name ?? '?';
const cargo = (id: number) => CARGO[id]?.good ?? '?';
const glory = (id: number) => GLORY[id]?.title ?? '?';

function secrets(p: PlayerState, favors: number | undefined): string {
  const parts: string[] = [];
  if (p.offer.length > 0) parts.push(`captains offered: ${p.offer.map(captain).join(', ')}`);
  if (p.chosenCaptain >= 0) parts.push(`chose ${captain(p.chosenCaptain)}${p.chosenShip ? ` and a ${p.chosenShip}` : ''}`);
  parts.push(`cargo: ${p.cargo.length > 0 ? p.cargo.map(cargo).join(', ') : 'none'}`);
  parts.push(`glory cards: ${p.gloryHand.length > 0 ? p.gloryHand.map(glory).join(', ') : 'none'}`);
  if (p.rumor >= 0) parts.push(`rumor: ${RUMORS[p.rumor]?.title ?? '?'}`);
  parts.push(`stash: ${p.stash} gold`);
  if (favors !== undefined) parts.push(`favors: ${favors}`);
  // Module 7: which cargo cards lay on the contraband space, and for which port.
  if (p.contraband) parts.push(`contraband: ${contrabandOf(p).map((c) => `${cargo(c)} for ${CARGO[c]?.port ?? '?'}`).join(', ') || 'none'}`);
  return parts.join('; ');
}

export function reveal(s: MmState): HiddenPart[] {
  const parts: HiddenPart[] = s.seats.map((p, n) => ({ label: `{s${n}}'s secrets`, text: secrets(p, s.favors?.[n]), seat: n }));
  parts.push({ label: 'Event deck, next first', text: pileText(topFirst(s.eventDeck).map((id) => EVENTS[id]?.title ?? '?'), 4) });
  parts.push({ label: 'Glory deck, next first', text: pileText(topFirst(s.gloryDeck).map(glory), 4) });
  parts.push({ label: 'Cargo deck, next first', text: pileText(topFirst(s.cargoDeck).map(cargo)) });
  // Module 4: the face-down upgrade pool (drawn at random, so its order tells nothing).
  if (s.npcUpgrades) parts.push({ label: 'NPC upgrade pool', text: [...s.npcUpgrades.pool].sort((a, b) => a - b).map(upgradeName).join(', ') || 'empty' });
  return parts;
}
