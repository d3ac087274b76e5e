/**
 * The bytes each client receives for a stream of views, encoded by Colyseus' own serializer
 * exactly as a table does it: the game's board under the table state, a StateView per client
 * when the game has secret parts (each seat's part added to its own client's view only), one
 * patch per change, and the full state a client gets when it joins or comes back.
 *
 * The views are recorded once from a seeded game and kept with the expected bytes, so the test
 * on them (tests/security/patch-bytes.test.ts) checks the projection and the schema, whatever
 * the rules do later.
 */
import { createHash } from 'node:crypto';
import { ClientState, SchemaSerializer } from '@colyseus/core';
import { StateView, type Schema } from '@colyseus/schema';
import type { AnyGame, Seat } from '../../shared/core/engine';
import { createRng } from '../../shared/core/rng';
import { tableStateClass, type GameSync } from '../../server/sync';

/** One step of a game as the projection sees it: the spectator's view and each seat's own secret part. */
export interface ViewStep {
  spectator: Record<string, unknown>;
  /** Seat N's entry of its own view's `mine`, null when it has none. */
  mine: (unknown | null)[];
}

/** A seeded game played by random bots, as the views it shows. */
export function recordViews(game: AnyGame, players: number, seed: string): ViewStep[] {
  const rng = createRng(`patches:${seed}`);
  let state = game.setup(players, seed, game.optionsSchema.parse({}));
  const steps: ViewStep[] = [];
  for (;;) {
    const mine = Array.from({ length: players }, (_, seat) => {
      const part = (game.view(state, seat) as { mine?: Record<string, unknown> }).mine?.[String(seat)];
      return part ?? null;
    });
    steps.push({ spectator: game.view(state, null) as Record<string, unknown>, mine });
    if (game.outcome(state) !== null) return steps;
    const toAct = game.toAct(state);
    const seat = toAct[steps.length % toAct.length] as Seat;
    const action = game.bots.random.choose(game.view(state, seat), seat, game.legalActions(state, seat), rng);
    const result = game.apply(state, seat, action);
    if (!result.ok) throw new Error(`${game.id} ${seed}: ${result.error.message}`);
    state = result.value.state;
  }
}

/** Seat `seat`'s own view, rebuilt from the spectator's and its part. */
function seatView(step: ViewStep, seat: Seat): Record<string, unknown> {
  const part = step.mine[seat];
  return part === null || part === undefined ? step.spectator : { ...step.spectator, mine: { [String(seat)]: part } };
}

/** What the serializer uses of a client: its state, its view, and where its frames go. */
interface FakeClient {
  label: string;
  state: ClientState;
  view: StateView | undefined;
  frames: Uint8Array[];
  raw(bytes: Uint8Array): void;
}

function fakeClient(label: string, withView: boolean): FakeClient {
  const frames: Uint8Array[] = [];
  return { label, state: ClientState.JOINED, view: withView ? new StateView() : undefined, frames, raw: (bytes) => frames.push(Uint8Array.from(bytes)) };
}

export interface EncodedGame {
  /** The schema's reflection, as the handshake sends it. */
  handshake: Uint8Array;
  /** Per client (seats, then the spectator): every frame, in order. */
  clients: { label: string; frames: Uint8Array[] }[];
}

/** A full state (join or return) for every client every `fullEvery` steps, and at the end. */
export function encodeViews(sync: GameSync, players: number, steps: readonly ViewStep[], fullEvery = 25): EncodedGame {
  const State = tableStateClass(sync);
  const state = new State();
  state.board = sync.createBoard();
  const serializer = new SchemaSerializer();
  serializer.reset(state);
  const labels = [...Array.from({ length: players }, (_, seat) => `seat ${seat}`), 'the spectator'];
  const clients = labels.map((label) => fakeClient(label, sync.writePrivate !== undefined));
  const asClients = clients as unknown as Parameters<typeof serializer.applyPatches>[0];
  const fullState = (): void => {
    for (const client of clients) client.frames.push(Uint8Array.from(serializer.getFullState(client as never)));
  };

  fullState();
  steps.forEach((step, index) => {
    sync.writePublic(state.board, step.spectator);
    for (let seat = 0; seat < players; seat++) {
      const refs: Schema[] = sync.writePrivate?.(state.board, seat, seatView(step, seat)) ?? [];
      const view = clients[seat]?.view;
      if (view) for (const ref of refs) if (!view.has(ref)) view.add(ref);
    }
    serializer.applyPatches(asClients, state);
    if ((index + 1) % fullEvery === 0) fullState();
  });
  fullState();
  return { handshake: Uint8Array.from(serializer.handshake()), clients: clients.map(({ label, frames }) => ({ label, frames })) };
}

/** A short digest of one frame (the first 16 hex digits of its sha256), to find the first that differs. */
export function frameDigest(frame: Uint8Array): string {
  return createHash('sha256').update(frame).digest('hex').slice(0, 16);
}

/** The sha256 of a client's whole sequence of frames, each prefixed by its length. */
export function sequenceDigest(frames: readonly Uint8Array[]): string {
  const hash = createHash('sha256');
  for (const frame of frames) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(frame.length);
    hash.update(length).update(frame);
  }
  return hash.digest('hex');
}
