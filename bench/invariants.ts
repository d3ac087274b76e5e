/**
 * The table-can-go-on fuzz at scale: for every game, player count and option set, seeded
 * random games checking after every action that the game is over or every awaited seat has a
 * legal action (tests/engine/fuzz-invariants.ts). Prints games, actions and end reasons per
 * case; throws with the seed on the first broken invariant.
 *
 *   npm run bench:invariants [-- games per case, default 2000] [-- game id]
 */
import { fuzz, fuzzCases } from '../tests/engine/fuzz-invariants';

async function main(): Promise<void> {
  const perCase = Number(process.argv[2] ?? 2000);
  const only = process.argv[3];
  const rows: Record<string, string | number>[] = [];
  const started = performance.now();
  for (const c of fuzzCases()) {
    if (only && c.game !== only) continue;
    const t0 = performance.now();
    const result = await fuzz(c, perCase);
    rows.push({
      case: c.label,
      games: result.games,
      'actions/game': Math.round(result.actions / result.games),
      ends: Object.entries(result.ends).map(([why, n]) => `${why} ${n}`).join(', '),
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    });
  }
  console.table(rows);
  console.log(`Every invariant held in ${rows.reduce((n, r) => n + Number(r.games), 0)} games (${Math.round((performance.now() - started) / 1000)} s).`);
}

void main();
