/**
 * Merchants & Marauders: where heuristic bots' glory comes from and how fast. Heuristic bots play
 * each other (the bot-strength bench's heuristic-vs-heuristic seeds); per player count the script
 * prints how games end, the mean rounds, the glory points per game by source (sales in demand,
 * missions, rumors, victories, plunder, ships, contraband, and the stash points held at the end),
 * the leader's glory by round, and the winner's plan; also the deaths (and the gold on board lost
 * with them), the stash points taken back out of the chest, and the merchant tokens at sea.
 *
 *   npx tsx bench/glory-pace-merchants-and-marauders.ts [games per player count, default 40] [set: modules | every | base] [players]
 */
import { merchantsAndMarauders as game } from '../shared/games/merchants-and-marauders';
import { planFor } from '../shared/games/merchants-and-marauders/heuristic';
import { modulesOn } from '../shared/games/merchants-and-marauders/view';
import { stashPoints, totalGlory } from '../shared/games/merchants-and-marauders/state';
import type { MmOptions } from '../shared/games/merchants-and-marauders/types';
import { ALL_MODULES, BASE, MODULES_ONLY, playHeuristicGame } from './mm-option-sets';

const SETS: Record<string, MmOptions> = { base: BASE, every: ALL_MODULES, modules: MODULES_ONLY };

function run(players: number, games: number, options: MmOptions): void {
  const ends: Record<string, number> = {};
  const sources: Record<string, number> = {};
  const winners: Record<string, number> = {};
  const pace: number[][] = [];
  let rounds = 0;
  let deaths = 0;
  let lost = 0;
  let unstashed = 0;
  let tokens = 0;
  let tokenRounds = 0;
  const byRound: { deaths: number; glory: number }[] = [];
  const short = { games: 0, glory: 0, stash: 0, gold: 0 };
  for (let i = 0; i < games; i++) {
    const state = playHeuristicGame(players, i, options, ({ state, next, log }) => {
      for (const e of log) {
        if (Array.isArray(e.text) && e.text[0] === 'dies') {
          deaths += 1;
          (byRound[Math.floor(state.round / 6)] ??= { deaths: 0, glory: 0 }).deaths += 1;
          lost += state.seats[Number(e.text[1])]!.gold;
        }
        if (Array.isArray(e.text) && e.text[0] === 'glory') (byRound[Math.floor(state.round / 6)] ??= { deaths: 0, glory: 0 }).glory += 1;
        if (Array.isArray(e.text) && e.text[0] === 'glory') sources[String(e.text[2])] = (sources[String(e.text[2])] ?? 0) + 1;
      }
      for (const [k, p] of next.seats.entries()) {
        const drop = stashPoints(state, state.seats[k]!) - stashPoints(next, p);
        if (drop > 0) unstashed += drop;
      }
      if (next.round !== state.round || game.outcome(next) !== null) {
        const leader = Math.max(...next.seats.map((p) => totalGlory(next, p)));
        (pace[next.round] ??= []).push(leader);
        tokens += next.merchants.filter((m) => m >= 0).length;
        tokenRounds += 1;
      }
    });
    for (const p of state.seats) sources.stash = (sources.stash ?? 0) + stashPoints(state, p);
    ends[state.endReason] = (ends[state.endReason] ?? 0) + 1;
    rounds += state.round;
    if (state.endReason !== 'glory') {
      const lead = [...state.seats].sort((a, b) => totalGlory(state, b) - totalGlory(state, a))[0]!;
      short.games += 1;
      short.glory += totalGlory(state, lead);
      short.stash += lead.stash;
      short.gold += lead.gold;
    }
    const best = Math.max(...state.seats.map((p) => totalGlory(state, p)));
    for (const p of state.seats) if (totalGlory(state, p) === best) winners[planFor(p.captain, modulesOn(options))] = (winners[planFor(p.captain, modulesOn(options))] ?? 0) + 1;
  }
  const per = Object.entries(sources).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${(n / games).toFixed(2)}`).join(', ');
  const curve = pace.map((g, r) => (g && r % 3 === 0 ? `r${r} ${(g.reduce((a, b) => a + b, 0) / g.length).toFixed(1)} (${g.length})` : '')).filter(Boolean).join(', ');
  console.log(`${players} players: ends ${JSON.stringify(ends)}, mean rounds ${(rounds / games).toFixed(1)}, ${(deaths / games).toFixed(2)} deaths per game (${(lost / Math.max(1, deaths)).toFixed(1)} gold on board at a death), ${(unstashed / games).toFixed(2)} stash points taken back per game, ${(tokens / Math.max(1, tokenRounds)).toFixed(1)} merchant tokens at sea a round, winners ${JSON.stringify(winners)}`);
  console.log(`  glory per game by source: ${per}`);
  if (short.games) console.log(`  short of the target: the leader's glory ${(short.glory / short.games).toFixed(1)}, stash ${(short.stash / short.games).toFixed(1)}, gold on board ${(short.gold / short.games).toFixed(1)}`);
  console.log(`  per six rounds, per game still on: ${byRound.map((b, k) => `r${6 * k}+ deaths ${(b.deaths / (pace[6 * k]?.length ?? 1)).toFixed(2)} glory ${(b.glory / (pace[6 * k]?.length ?? 1)).toFixed(2)}`).join(', ')}`);
  console.log(`  leader's glory by round (games still on): ${curve}`);
}

const games = Number(process.argv[2] ?? 40);
const set = SETS[process.argv[3] ?? 'modules'] ?? MODULES_ONLY;
const only = Number(process.argv[4] ?? 0);
for (let players = game.minPlayers; players <= game.maxPlayers; players++) if (!only || only === players) run(players, games, set);
