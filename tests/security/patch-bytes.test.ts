/**
 * The wire contract, byte for byte: for a recorded seeded game of every registered game (at its
 * most players, every step's views kept in tests/security/patch-fixtures/<id>.json.gz), each
 * client (every seat and a spectator) receives exactly the recorded handshake, patches and full
 * states. The fixtures were written by the hand-written projections the generic one replaced,
 * so this proves the replacement changed no byte; from then on it guards the schema and the
 * projection against any unintended change on the wire.
 *
 * A deliberate change of a view or a schema changes the bytes: record anew (from the current
 * engines and projections) with `UPDATE_PATCH_FIXTURES=1 npx jest tests/security/patch-bytes`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { loadGame } from '../../shared/core/engines';
import { registrations, type GameId } from '../../shared/core/registry';
import { loadSync } from '../../server/sync';
import { encodeViews, frameDigest, recordViews, sequenceDigest, type ViewStep } from '../helpers/patches';

const FIXTURES = join(__dirname, 'patch-fixtures');
const UPDATE = process.env.UPDATE_PATCH_FIXTURES === '1';

interface Expected {
  handshake: string;
  clients: { label: string; frames: string[]; bytes: number; sequence: string }[];
}

interface Fixture {
  game: GameId;
  players: number;
  seed: string;
  steps: ViewStep[];
  expected: Expected;
}

function fixturePath(id: GameId): string {
  return join(FIXTURES, `${id}.json.gz`);
}

function readFixture(id: GameId): Fixture {
  return JSON.parse(gunzipSync(readFileSync(fixturePath(id))).toString('utf8')) as Fixture;
}

function expectedOf(encoded: ReturnType<typeof encodeViews>): Expected {
  return {
    handshake: sequenceDigest([encoded.handshake]),
    clients: encoded.clients.map(({ label, frames }) => ({
      label,
      frames: frames.map(frameDigest),
      bytes: frames.reduce((sum, frame) => sum + frame.length, 0),
      sequence: sequenceDigest(frames),
    })),
  };
}

async function record(id: GameId): Promise<void> {
  const game = await loadGame(id);
  const players = game.maxPlayers;
  const seed = `patch-bytes-${id}`;
  const steps = recordViews(game, players, seed);
  const expected = expectedOf(encodeViews(await loadSync(id), players, steps));
  const fixture: Fixture = { game: id, players, seed, steps, expected };
  mkdirSync(FIXTURES, { recursive: true });
  writeFileSync(fixturePath(id), gzipSync(JSON.stringify(fixture), { level: 9 }));
}

describe.each(registrations.map((manifest): [GameId] => [manifest.id]))('%s', (id) => {
  beforeAll(async () => {
    if (UPDATE) await record(id);
  });

  test('every client receives the recorded bytes: handshake, each patch and each full state', async () => {
    if (!existsSync(fixturePath(id))) throw new Error(`No recording for ${id}: record it with UPDATE_PATCH_FIXTURES=1 (see the head of this file).`);
    const fixture = readFixture(id);
    const actual = expectedOf(encodeViews(await loadSync(id), fixture.players, fixture.steps));
    expect(actual.handshake).toBe(fixture.expected.handshake);
    expect(actual.clients.map((client) => client.label)).toEqual(fixture.expected.clients.map((client) => client.label));
    actual.clients.forEach((client, index) => {
      const want = fixture.expected.clients[index]!;
      // The first frame that differs, by number, so a failure says where.
      const first = client.frames.findIndex((digest, frame) => digest !== want.frames[frame]);
      expect({ client: client.label, firstDifferentFrame: first, frames: client.frames.length }).toEqual({ client: want.label, firstDifferentFrame: -1, frames: want.frames.length });
      expect(client.bytes).toBe(want.bytes);
      expect(client.sequence).toBe(want.sequence);
    });
    // A recording that says something: many steps, secret parts where the game has them.
    expect(fixture.steps.length).toBeGreaterThan(100);
  });
});
