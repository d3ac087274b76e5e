/**
 * The moments of Merchants & Marauders a player must not miss, read from two successive views:
 * a new event card, a battle's outcome, a raid's, glory gained, and the end of the game.
 */
import { EVENTS } from '../../../shared/games/merchants-and-marauders/cards';
import type { MmBoard } from './words';
import { galleonBeaten, isGalleonSlot } from './galleon';

export interface Banner {
  title: string;
  subtitle: string;
  colour: number;
}

/** `name` gives a fighter's or seat's name ("you" for me). */
export function detectBanners(prev: MmBoard, next: MmBoard, name: (kind: string, id: number) => string): Banner[] {
  const banners: Banner[] = [];
  if (next.event !== prev.event && next.event >= 0) {
    const e = EVENTS[next.event];
    if (e) banners.push({ title: 'Event', subtitle: e.title, colour: 0xd8c48c });
  }
  const c = prev.combat;
  if (c.active && !next.combat.active) {
    const sides = [c.attacker, c.defender];
    // A side that lost its captain or its NPC ship lost the battle (rulebook "Plunder").
    const lost = (side: (typeof sides)[number]) =>
      side.kind === 'player' ? (next.seats[side.id]?.captain ?? -1) < 0 && (prev.seats[side.id]?.captain ?? -1) >= 0 : side.kind === 'npc' && isGalleonSlot(side.id) ? galleonBeaten(prev, next) : side.kind === 'npc' && (!next.npcs[side.id]?.inPlay || next.npcs[side.id]?.captain !== prev.npcs[side.id]?.captain);
    const won = c.winner >= 0 ? c.winner : lost(c.defender) ? 0 : lost(c.attacker) ? 1 : -1;
    const winner = won >= 0 ? sides[won] : undefined;
    banners.push(winner
      ? { title: 'Battle won', subtitle: `${name(winner.kind, winner.id)} won the battle.`, colour: 0xff8a5c }
      : { title: 'Battle over', subtitle: `${name(c.attacker.kind, c.attacker.id)} and ${name(c.defender.kind, c.defender.id)} part ways.`, colour: 0x7be0c3 });
  }
  next.seats.forEach((s, seat) => {
    const before = prev.seats[seat];
    if (before && s.glory > before.glory) {
      const who = name('player', seat);
      banners.push({ title: 'Glory!', subtitle: `${who === 'you' ? 'You gain' : `${who} gains`} ${s.glory - before.glory} glory (${s.glory} of ${next.gloryTarget}).`, colour: 0xf2c14e });
    }
  });
  if (!prev.endTriggered && next.endTriggered) banners.push({ title: 'Last round', subtitle: 'The game ends after this round.', colour: 0xf2c14e });
  // Several at once would cover each other: the first one speaks.
  return banners.slice(0, 1);
}
