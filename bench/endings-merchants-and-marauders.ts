/**
 * Merchants & Marauders: why heuristic games end where they do. Heuristic bots play each other
 * (every Seas of Glory module on, or the base game with `base`); the script counts how games end,
 * how many captains die and of what (the log lines of the action that killed them, sorted into
 * causes, with the dead captain's plan), which action an NPC's attack followed (leaving port,
 * the end of a turn at sea, a move), and the glory the leader had when a game ended short of the
 * target. `verbose` prints each death's last log lines. The seeds are the bot-strength bench's
 * heuristic-vs-heuristic ones.
 *
 * `modules` plays the eleven modules without the variants (the bot-strength bench's target set);
 * PLAYERS=n plays one player count only.
 *
 *   npx tsx bench/endings-merchants-and-marauders.ts [games per player count, default 40] [base | modules] [verbose]
 */
import { wordLogLine } from '../shared/core/log';
import { mmLogWords } from '../shared/games/merchants-and-marauders/log';
import { merchantsAndMarauders as game } from '../shared/games/merchants-and-marauders';
import { planFor } from '../shared/games/merchants-and-marauders/heuristic';
import { modulesOn } from '../shared/games/merchants-and-marauders/view';
import { totalGlory } from '../shared/games/merchants-and-marauders/state';
import type { MmOptions } from '../shared/games/merchants-and-marauders/types';
import { ALL_MODULES, BASE, MODULES_ONLY, playHeuristicGame } from './mm-option-sets';


/** A death's cause, from the sentences logged by the action that killed the captain. */
function causeOf(action: string, lines: string[], fight: string): string {
  const text = lines.join(' ').toLowerCase();
  if (text.includes('mutin')) return 'mutiny';
  if (text.includes('storm')) return 'storm';
  if (fight) return `battle ${fight}`;
  if (/bombard|assault|ashore/.test(text)) return 'location raid';
  if (/during the raid/.test(text)) return 'merchant raid';
  return `other (${action})`;
}

function run(players: number, games: number, options: MmOptions, verbose: boolean): void {
  const ends: Record<string, number> = {};
  const causes: Record<string, number> = {};
  let deaths = 0;
  let shortLeader = 0;
  let short = 0;
  let rounds = 0;
  const npcFights: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const state = playHeuristicGame(players, i, options, ({ seed, state, seat, action, next, log }) => {
      const lines = log.map((e) => wordLogLine(e.text, mmLogWords));
      // The fight the death came from: who started it (an NPC or a player), and the dead captain's plan.
      const fight = state.combat ? (state.combat.sides[0].fighter.kind === 'npc' ? 'attacked by an NPC' : state.combat.sides[0].fighter.seat === seat ? 'attacking' : 'attacked by a player') : '';
      const before = state.seats.map((p) => p.captain);
      for (const [k, line] of lines.entries()) {
        if (!line.includes('captain dies')) continue;
        deaths += 1;
        const dead = before.findIndex((c, s2) => c >= 0 && next.seats[s2]!.captain !== c);
        const cause = `${causeOf(action.type, lines.slice(0, k + 1), fight)} (${dead >= 0 ? planFor(before[dead]!, modulesOn(options)) : '?'})`;
        causes[cause] = (causes[cause] ?? 0) + 1;
        if (verbose) console.log(`  ${seed} ${cause}: ${lines.slice(Math.max(0, k - 4), k + 1).join(' | ')}`);
      }
      if (!state.combat && next.combat && next.combat.sides[0].fighter.kind === 'npc') {
        npcFights[action.type] = (npcFights[action.type] ?? 0) + 1;
      }
    });
    ends[state.endReason] = (ends[state.endReason] ?? 0) + 1;
    rounds += state.round;
    if (state.endReason !== 'glory') {
      short += 1;
      shortLeader += Math.max(...state.seats.map((p) => totalGlory(state, p)));
    }
  }
  const sorted = Object.entries(causes).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ');
  console.log(
    `${players} players: ends ${JSON.stringify(ends)}, mean rounds ${(rounds / games).toFixed(1)}, ` +
      `${(deaths / games).toFixed(2)} deaths per game (${sorted}), leader's glory when short ${short ? (shortLeader / short).toFixed(1) : '-'}; NPC attacks after ${JSON.stringify(npcFights)}`,
  );
}

const games = Number(process.argv[2] ?? 40);
const set = process.argv.includes('base') ? BASE : process.argv.includes('modules') ? MODULES_ONLY : ALL_MODULES;
const verbose = process.argv.includes('verbose');
const only = Number(process.env.PLAYERS ?? 0);
for (let players = game.minPlayers; players <= game.maxPlayers; players++) if (!only || only === players) run(players, games, set, verbose);
