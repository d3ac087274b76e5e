/**
 * The day of rest (rulebook "Scoring phase"): end-of-campaign actions of the characters still in
 * the dens, the fortune of each player added to the score track, and the next campaign.
 */
import { writable } from '../../core/copy-on-write';
import type { LogEntry } from '../../core/log';
import { BOOTY_KINDS, CAMPAIGNS, R, bootyValue, emptyBooty } from './data';
import { bootyCounts, said } from './log';
import { seatToChange } from './pieces';
import { startCampaign } from './setup';
import type { LibertaliaState } from './types';

/**
 * The end-of-campaign effects of one den, as a sum of doubloons, and each character's part as
 * `[rank, doubloons, ...]` for the log.
 *
 * Rule decision: all players resolve the day of rest simultaneously, and a player's own
 * effects are summed before any payment, so a den with the First Mate and the Quartermaster
 * pays the 8 out of what the First Mate brings. A payment still never takes more than there
 * is (docs/games/libertalia.md: doubloons never go below 0).
 */
export function endOfCampaignEffects(s: LibertaliaState, seat: number): { amount: number; notes: number[] } {
  const me = s.seats[seat];
  if (!me) return { amount: 0, notes: [] };
  const den = me.den;
  const fewest = Math.min(...s.seats.map((st) => st.den.length));
  const daughters = s.seats.filter((st) => st.den.includes(R.governorsDaughter)).length;
  let amount = 0;
  const notes: number[] = [];
  const add = (n: number, rank: number): void => {
    amount += n;
    notes.push(rank, n);
  };
  if (den.includes(R.preacher)) add(5, R.preacher);
  if (den.includes(R.carpenter)) add(10, R.carpenter);
  if (den.includes(R.topman)) add(den.length === fewest ? 5 : 0, R.topman);
  if (den.includes(R.treasurer)) add(me.booty.goods + me.booty.jewels + me.booty.chest, R.treasurer);
  if (den.includes(R.gambler)) add(8, R.gambler);
  if (den.includes(R.governorsDaughter)) add(daughters === 1 ? 6 : -3, R.governorsDaughter);
  if (den.includes(R.quartermaster)) add(-8, R.quartermaster);
  if (den.includes(R.firstMate)) add(den.length, R.firstMate);
  if (den.includes(R.captain)) add(-3 * me.booty.relic, R.captain);
  return { amount, notes };
}

/** Scores the campaign, then starts the next one or ends the game. */
export function endCampaign(s: LibertaliaState, log: LogEntry[]): void {
  log.push(said(['rest', s.campaign]));
  const effects = s.seats.map((_, seat) => endOfCampaignEffects(s, seat));
  s.seats.forEach((_, seat) => {
    const st = seatToChange(s, seat);
    const effect = effects[seat] ?? { amount: 0, notes: [] };
    st.doubloons = Math.max(0, st.doubloons + effect.amount);
    // Our reading (docs/games/libertalia.md, 2): a campaign scores doubloons + booty, never below 0.
    const fortune = Math.max(0, st.doubloons + bootyValue(st.booty));
    st.score += fortune;
    writable(st, 'campaignScores').push(fortune);
    log.push(said(['scores', seat, fortune, st.doubloons, effect.notes, bootyCounts(st.booty), st.score]));
  });
  // Dens and discard piles are cleared; every token goes back to the bag (docs/games/libertalia.md, "Booty").
  const bag = writable(s, 'bag');
  s.seats.forEach((_, seat) => {
    const st = seatToChange(s, seat);
    st.retired = [...st.retired, ...st.den, ...st.discard].sort((a, b) => a - b);
    st.den = [];
    st.discard = [];
    for (const kind of BOOTY_KINDS) bag[kind] += st.booty[kind];
    st.booty = emptyBooty();
    st.pick = -1;
  });
  for (const space of s.board) for (const token of space.tokens) bag[token]++;
  s.board = [];
  for (const kind of BOOTY_KINDS) bag[kind] += s.bootyDiscard[kind];
  s.bootyDiscard = emptyBooty();
  s.ship = [];
  if (s.campaign >= CAMPAIGNS) {
    s.phase = 'over';
    s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
    log.push(said(['over', s.seats.map((st) => st.score)]));
    return;
  }
  startCampaign(s);
  log.push(said(['campaign', s.campaign]));
}
