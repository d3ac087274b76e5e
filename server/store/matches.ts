/**
 * Finished matches in the database, and the one-time import of the JSON files that earlier
 * versions wrote to `<DATA_DIR>/matches/`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Insertable, Selectable } from 'kysely';
import { z } from 'zod';
import { writeTransaction, type OpenDatabase } from './database';
import type { RatingChange } from '../ratings/match';
import { rateInTransaction } from './ratings';
import type { MatchesTable } from './schema';
import type { MatchRecord, MatchStore, MatchSummary } from './types';

function toRow(record: MatchRecord): Insertable<MatchesTable> {
  return {
    id: record.id,
    game: record.game,
    table_name: record.tableName,
    options: JSON.stringify(record.options),
    seed: record.seed,
    seed_hash: record.seedHash,
    players: JSON.stringify(record.players),
    actions: JSON.stringify(record.actions),
    scores: JSON.stringify(record.scores),
    places: JSON.stringify(record.places),
    started_at: record.startedAt,
    ended_at: record.endedAt,
    rated: record.rated ? 1 : 0,
    chat: JSON.stringify(record.chat ?? []),
  };
}

function fromRow(row: Selectable<MatchesTable>): MatchRecord {
  return {
    id: row.id,
    game: row.game,
    tableName: row.table_name,
    options: JSON.parse(row.options),
    seed: row.seed,
    seedHash: row.seed_hash,
    players: JSON.parse(row.players),
    actions: JSON.parse(row.actions),
    scores: JSON.parse(row.scores),
    places: JSON.parse(row.places),
    startedAt: row.started_at,
    endedAt: row.ended_at,
    ...(row.rated ? { rated: true } : {}),
    // Matches from before the chat was kept, and silent ones, have none.
    ...(row.chat === null || row.chat === '[]' ? {} : { chat: JSON.parse(row.chat) }),
  };
}

export class DatabaseMatchStore implements MatchStore {
  constructor(private readonly open: OpenDatabase) {}

  async save(record: MatchRecord): Promise<RatingChange[]> {
    const row = toRow(record);
    const seats = record.players.flatMap((player, seat) =>
      player.playerId ? [{ match_id: record.id, seat, player_id: player.playerId, ended_at: record.endedAt }] : [],
    );
    return writeTransaction(this.open, async (trx) => {
      await trx
        .insertInto('matches')
        .values(row)
        .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
        .execute();
      await trx.deleteFrom('match_players').where('match_id', '=', record.id).execute();
      if (seats.length > 0) await trx.insertInto('match_players').values(seats).execute();
      return rateInTransaction(trx, this.open.dialect, record, Date.now());
    });
  }

  async byPlayer(playerId: string, limit: number): Promise<MatchSummary[]> {
    const rows = await this.open.db
      .selectFrom('match_players')
      .innerJoin('matches', 'matches.id', 'match_players.match_id')
      .select(['matches.id', 'matches.game', 'matches.table_name', 'matches.players', 'matches.scores', 'matches.places', 'matches.started_at', 'matches.ended_at'])
      .where('match_players.player_id', '=', playerId)
      .orderBy('match_players.ended_at', 'desc')
      .orderBy('matches.id')
      .limit(limit)
      .execute();
    // A player who held two seats of one match (possible only by reclaiming another's seat
    // with its secret) sees it once.
    const seen = new Set<string>();
    return rows.flatMap((row) => {
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [{
        id: row.id,
        game: row.game,
        tableName: row.table_name,
        players: JSON.parse(row.players),
        scores: JSON.parse(row.scores),
        places: JSON.parse(row.places),
        startedAt: row.started_at,
        endedAt: row.ended_at,
      }];
    });
  }

  async get(id: string): Promise<MatchRecord | undefined> {
    const row = await this.open.db.selectFrom('matches').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? fromRow(row) : undefined;
  }
}

/** What a match file must hold to be imported (the shape FileMatchStore wrote). */
const matchFile = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  game: z.string(),
  tableName: z.string(),
  options: z.unknown(),
  seed: z.string(),
  seedHash: z.string(),
  players: z.array(z.object({ name: z.string(), isBot: z.boolean(), botStandIn: z.boolean(), playerId: z.string().optional() })),
  actions: z.array(z.object({ seat: z.number().int(), action: z.object({ type: z.string() }).passthrough() })),
  scores: z.array(z.number()),
  places: z.array(z.number()),
  startedAt: z.string(),
  endedAt: z.string(),
});

export const MATCH_FILES_IMPORTED = 'match-files-imported';

/**
 * Imports `<dataDir>/matches/*.json` once per database: the fact is recorded in `store_facts`
 * in the same transaction, so processes starting together import once. A file that cannot be
 * read or does not hold a match is skipped with a warning.
 */
export async function importMatchFiles(open: OpenDatabase, dataDir: string): Promise<void> {
  const dir = join(dataDir, 'matches');
  await writeTransaction(open, async (trx) => {
    const claimed = await trx
      .insertInto('store_facts')
      .values({ key: MATCH_FILES_IMPORTED, value: '{}' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
    let names: string[] = [];
    try {
      names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let imported = 0;
    const skipped: string[] = [];
    for (const name of names) {
      let record: MatchRecord;
      try {
        record = matchFile.parse(JSON.parse(await readFile(join(dir, name), 'utf8'))) as MatchRecord;
      } catch (error) {
        console.warn(`match file ${name} skipped (not a match record): ${(error as Error).message.split('\n')[0]}`);
        skipped.push(name);
        continue;
      }
      await trx.insertInto('matches').values(toRow(record)).onConflict((conflict) => conflict.column('id').doNothing()).execute();
      imported++;
    }
    const value = JSON.stringify({ at: new Date().toISOString(), from: dir, imported, skipped });
    await trx.updateTable('store_facts').set({ value }).where('key', '=', MATCH_FILES_IMPORTED).execute();
  });
}
