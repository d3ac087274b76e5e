/**
 * The day of rest (rulebook "Scoring phase"): end-of-campaign actions of the characters still in
 * the dens, the fortune of each player added to the score track, and the next campaign.
 */
import type { LogEntry } from '../../core/log';
import { logEntry } from '../../core/log';
import { BOOTY_KINDS, CAMPAIGNS, R, RANKS_ADDED_PER_CAMPAIGN, STARTING_DOUBLOONS, bootyValue, emptyBooty } from './data';
import { describeBooty, plural } from './pieces';
import { startCampaign } from './setup';
import type { LibertaliaState } from './types';

/**
 * The end-of-campaign effects of one den, as a sum of doubloons.
 *
 * Rule decision: all players resolve the day of rest simultaneously, and a player's own
 * effects are summed before any payment, so a den with the First Mate and the Quartermaster
 * pays the 8 out of what the First Mate brings. A payment still never takes more than there
 * is (docs/games/libertalia.md: doubloons never go below 0).
 */
export function endOfCampaignEffects(s: LibertaliaState, seat: number): { amount: number; notes: string[] } {
  const me = s.seats[seat];
  if (!me) return { amount: 0, notes: [] };
  const den = me.den;
  const fewest = Math.min(...s.seats.map((st) => st.den.length));
  const daughters = s.seats.filter((st) => st.den.includes(R.governorsDaughter)).length;
  let amount = 0;
  const notes: string[] = [];
  const add = (n: number, note: string): void => {
    amount += n;
    notes.push(`${note} ${n >= 0 ? '+' : ''}${n}`);
  };
  if (den.includes(R.preacher)) add(5, 'Preacher');
  if (den.includes(R.carpenter)) add(10, 'Carpenter');
  if (den.includes(R.topman)) add(den.length === fewest ? 5 : 0, 'Topman');
  if (den.includes(R.treasurer)) add(me.booty.goods + me.booty.jewels + me.booty.chest, 'Treasurer');
  if (den.includes(R.gambler)) add(8, 'Gambler');
  if (den.includes(R.governorsDaughter)) add(daughters === 1 ? 6 : -3, "Governor's Daughter");
  if (den.includes(R.quartermaster)) add(-8, 'Quartermaster');
  if (den.includes(R.firstMate)) add(den.length, 'First Mate');
  if (den.includes(R.captain)) add(-3 * me.booty.relic, 'Captain');
  return { amount, notes };
}

/** Scores the campaign, then starts the next one or ends the game. */
export function endCampaign(s: LibertaliaState, log: LogEntry[]): void {
  log.push(logEntry(`The day of rest: campaign ${s.campaign} is scored.`));
  const effects = s.seats.map((_, seat) => endOfCampaignEffects(s, seat));
  s.seats.forEach((st, seat) => {
    const effect = effects[seat] ?? { amount: 0, notes: [] };
    st.doubloons = Math.max(0, st.doubloons + effect.amount);
    // Our reading (docs/games/libertalia.md, 2): a campaign scores doubloons + booty, never below 0.
    const fortune = Math.max(0, st.doubloons + bootyValue(st.booty));
    st.score += fortune;
    st.campaignScores.push(fortune);
    const effectText = effect.notes.length ? ` (${effect.notes.join(', ')})` : '';
    log.push(logEntry(`{s${seat}} scores ${plural(fortune, 'doubloon')}: ${plural(st.doubloons, 'doubloon')}${effectText} and ${describeBooty(st.booty)}; total ${st.score}.`));
  });
  // Dens and discard piles are cleared; every token goes back to the bag (docs/games/libertalia.md, "Booty").
  for (const st of s.seats) {
    st.retired = [...st.retired, ...st.den, ...st.discard].sort((a, b) => a - b);
    st.den = [];
    st.discard = [];
    for (const kind of BOOTY_KINDS) s.bag[kind] += st.booty[kind];
    st.booty = emptyBooty();
    st.pick = -1;
  }
  for (const space of s.board) for (const token of space.tokens) s.bag[token]++;
  s.board = [];
  for (const kind of BOOTY_KINDS) s.bag[kind] += s.bootyDiscard[kind];
  s.bootyDiscard = emptyBooty();
  s.ship = [];
  if (s.campaign >= CAMPAIGNS) {
    s.phase = 'over';
    s.question = { kind: 'none', seat: -1, rank: -1, seats: [] };
    log.push(logEntry(`The game is over: ${s.seats.map((st, seat) => `{s${seat}} ${st.score}`).join(', ')}.`));
    return;
  }
  startCampaign(s);
  log.push(logEntry(`Campaign ${s.campaign} begins: every hand receives ${RANKS_ADDED_PER_CAMPAIGN} new characters and every player has ${STARTING_DOUBLOONS} doubloons. Day 1: every player chooses a character in secret.`));
}
