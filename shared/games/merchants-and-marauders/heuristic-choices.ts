/**
 * The heuristic bot's answers to the Seas of Glory choices of choices.ts: a contraband card
 * gained without buying goes on the contraband space (10 gold and half a glory point in its port)
 * when no navy searches the ship (a pirate) or while little contraband is on board, as a
 * merchant buys it; a beaten NPC's weapon is always taken (one more success or shot, free). The
 * standing orders keep their usual setting: losses from the regular space (contraband is worth
 * more), and the crow's nest used both ways.
 */
import type { MineView, MmAction, PlayerView } from './types';

/** As many contraband cards as a merchant buys (heuristic-contraband.ts). */
const CONTRABAND_KEPT = 2;

export function choiceAnswer(me: PlayerView, mine: MineView, legal: MmAction[]): MmAction | undefined {
  const weapon = legal.find((a) => a.type === 'take-weapon');
  if (weapon) return weapon;
  if (legal[0]?.type !== 'stow-card') return undefined;
  const asContraband = me.pirate || (mine.contraband ?? []).length < CONTRABAND_KEPT;
  return legal.find((a) => a.type === 'stow-card' && a.contraband === asContraband) ?? legal[0];
}
