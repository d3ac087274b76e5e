/**
 * A finished match replayed: the game's own table rebuilt by its engine from the match record
 * (seed, options, actions), stepped forward and back by buttons, a slider, play/pause and the
 * keyboard (arrows, Home, End, space). Every secret is shown, since the game is over: the board
 * with every seat's secret part (or as one seat saw it), "Hidden then" for what no view held,
 * and the log with every line as its owner read it. The address keeps the step (`?step=N`), so
 * a copied link opens at that moment.
 *
 * Test ids: `replay`, `replay-title`, `replay-error`, `replay-seed` (its `data-verified`),
 * `replay-viewer`, `replay-start`, `replay-back`, `replay-play`, `replay-forward`, `replay-end`,
 * `replay-slider`, `replay-step` (its `data-step`), `replay-turn`, `replay-hidden`, `log-lines`.
 */
import type { AnyGame } from '../../shared/core/engine';
import { logLineFor } from '../../shared/core/log';
import { readLogLine } from '../../shared/core/log-words';
import { MatchReplay, revealedBoard } from '../../shared/core/replay';
import type { Reveal } from '../../shared/core/reveal';
import type { TableStateJSON } from '../../shared/protocol';
import { gameTitle } from '../lobby/game-options';
import { ChatPanel } from '../table/chat-panel';
import { LogPanel } from '../table/log-panel';
import type { TableView } from '../table/renderer';
import { loadRenderer } from '../table/renderers';
import { h, setChildren } from '../ui/dom';
import { replayLink } from '../ui/links';
import { showSeedCheck } from '../ui/seed-check';
import { HiddenPanel } from './hidden-panel';
import { fetchMatch, loadReplayParts, type MatchRecordJSON } from './match';
import { ReplayCanvas } from './replay-canvas';

/** Time between two steps while playing. */
const PLAY_STEP_MS = 800;

export class ReplayScreen {
  readonly element: HTMLElement;
  private canvas: ReplayCanvas | null = null;
  private replay: MatchReplay | null = null;
  private record: MatchRecordJSON | null = null;
  private reveal: Reveal<unknown> | null = null;
  private step = 0;
  private drawnStep = -1;
  /** Whose eyes the board is seen through: null = every secret revealed. */
  private viewer: number | null = null;
  private playTimer = 0;
  private destroyed = false;
  private readonly counter = h('span', { class: 'replay-step', 'data-testid': 'replay-step', 'aria-live': 'polite' });
  private readonly slider = h('input', { type: 'range', min: 0, max: 0, value: 0, 'aria-label': 'Step', 'data-testid': 'replay-slider' });
  private readonly playButton = h('button', { type: 'button', class: 'small', 'data-testid': 'replay-play', 'aria-label': 'Play' }, 'Play');
  private readonly turnLine = h('p', { class: 'turn-line', 'data-testid': 'replay-turn' });
  private readonly hidden = new HiddenPanel();
  private readonly logPanel = new LogPanel(() => this.element.classList.remove('log-open'));
  /** The chat as it stood at the step (read only). */
  private readonly chatPanel = new ChatPanel();
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(private readonly matchId: string, initialStep: number, private readonly toLobby: () => void) {
    this.step = initialStep;
    this.element = h('div', { class: 'room', 'data-testid': 'replay' }, h('p', { class: 'loading' }, 'Loading the replay…'));
    document.addEventListener('keydown', this.onKey);
  }

  async start(): Promise<void> {
    const fetched = await fetchMatch(this.matchId);
    if (!fetched.ok) return this.fail(fetched.message);
    const record = fetched.record;
    const [parts, factory] = await Promise.all([loadReplayParts(record.game), loadRenderer(record.game)]);
    if (!parts || !factory) return this.fail(`This page cannot show ${gameTitle(record.game)} matches.`);
    let replay: MatchReplay;
    try {
      replay = new MatchReplay(parts.engine, record.players.length, record.seed, parts.engine.optionsSchema.parse(record.options), record.actions);
    } catch (error) {
      return this.fail(`This match no longer replays with this version of the game (${String((error as Error).message ?? error)}).`);
    }
    if (this.destroyed) return;
    this.record = record;
    this.replay = replay;
    this.reveal = parts.reveal;
    this.canvas = new ReplayCanvas(factory);
    this.layout(record, parts.engine);
    await this.canvas.start();
    this.goTo(this.step);
  }

  private layout(record: MatchRecordJSON, engine: AnyGame): void {
    const steps = this.replay?.steps ?? 0;
    this.slider.max = String(steps);
    this.slider.addEventListener('input', () => this.goTo(Number(this.slider.value)));
    this.playButton.addEventListener('click', () => this.togglePlay());
    const button = (testid: string, label: string, text: string, go: () => void) =>
      h('button', { type: 'button', class: 'small', 'data-testid': testid, 'aria-label': label, onclick: () => { this.pause(); go(); } }, text);
    const seedLine = h('span', { class: 'seed-line', 'data-testid': 'replay-seed' }, 'Seed ', h('code', {}, record.seed.slice(0, 12) + '…'));
    void showSeedCheck(record.seed, record.seedHash, seedLine);
    const viewer = h('select', { 'data-testid': 'replay-viewer', 'aria-label': 'Seen by' },
      h('option', { value: 'all' }, 'Everything revealed'),
      record.players.map((player, seat) => h('option', { value: String(seat) }, `As ${player.name} saw it`)));
    viewer.addEventListener('change', () => {
      this.viewer = viewer.value === 'all' ? null : Number(viewer.value);
      this.drawnStep = -1;
      this.goTo(this.step);
    });
    const logToggle = h('button', { type: 'button', class: 'small log-toggle', 'data-testid': 'toggle-log', onclick: () => this.element.classList.toggle('log-open') }, 'Log');
    const canvas = this.canvas as ReplayCanvas;
    setChildren(this.element, h('div', { class: 'table-screen replay-screen' },
      h('header', { class: 'table-bar' },
        h('div', { class: 'table-bar-text' },
          h('p', { class: 'prompt-line', 'data-testid': 'replay-title' }, `Replay · ${engine.title} · ${record.tableName}`),
          this.turnLine),
        seedLine,
        viewer,
        h('nav', { class: 'table-menu', 'aria-label': 'Replay' },
          logToggle,
          h('button', { type: 'button', class: 'small', 'data-testid': 'replay-lobby', onclick: () => this.toLobby() }, 'Lobby'))),
      canvas.stage,
      h('div', { class: 'action-bar replay-controls', role: 'toolbar', 'aria-label': 'Replay controls' },
        button('replay-start', 'To the start', '« Start', () => this.goTo(0)),
        button('replay-back', 'One action back', '‹ Back', () => this.goTo(this.step - 1)),
        this.playButton,
        button('replay-forward', 'One action forward', 'Next ›', () => this.goTo(this.step + 1)),
        button('replay-end', 'To the end', 'End »', () => this.goTo(steps)),
        this.slider,
        this.counter),
      canvas.controls,
      h('div', { class: 'replay-side' }, this.hidden.element, this.logPanel.element)));
    this.logPanel.element.appendChild(this.chatPanel.element);
  }

  private goTo(target: number): void {
    const replay = this.replay;
    const record = this.record;
    if (!replay || !record || !this.canvas) return;
    const step = Math.max(0, Math.min(replay.steps, Math.trunc(target) || 0));
    const forwardOne = step === this.drawnStep + 1;
    this.step = step;
    const state = replay.stateAt(step);
    const names = (seat: number) => record.players[seat]?.name ?? `Seat ${seat + 1}`;
    const view = this.tableView(record, replay, state, names);
    this.canvas.draw(view, forwardOne);
    this.drawnStep = step;
    const words = this.canvas.words;
    this.turnLine.textContent = step === 0 ? 'The deal' : `${names(replay.playedBy(step) ?? 0)} played${words ? ` · ${words.describe(view).turn}` : ''}`;
    this.counter.textContent = `${step} / ${replay.steps}`;
    this.counter.dataset.step = String(step);
    this.slider.value = String(step);
    this.hidden.show(this.reveal ? this.reveal(state) : [], names);
    this.logPanel.set(replay.logUpTo(step).map((entry) => readLogLine(record.game, logLineFor(entry, 'all'), names)));
    this.chatPanel.show((record.chat ?? []).filter((line) => line.step <= step));
    if (new URL(location.href).toString() !== replayLink(this.matchId, step)) history.replaceState(null, '', replayLink(this.matchId, step));
  }

  /** What the game's renderer draws: the table as it was after `step` actions. */
  private tableView(record: MatchRecordJSON, replay: MatchReplay, state: unknown, names: (seat: number) => string): TableView {
    const over = replay.game.outcome(state) !== null;
    const board = this.viewer === null ? revealedBoard(replay.game, state, replay.players) : replay.game.view(state, this.viewer);
    const table: TableStateJSON = {
      game: record.game,
      tableName: record.tableName,
      phase: over ? 'over' : 'playing',
      seats: record.players.map((player) => ({ name: player.name, isBot: player.isBot, connected: true, botStandIn: false, botKind: '', rating: 0, provisional: false })),
      toAct: over ? [] : replay.game.toAct(state),
      host: -1,
      isPrivate: false,
      seedHash: record.seedHash,
      rated: record.rated === true,
      seed: record.seed,
      deadline: 0,
      spectators: 0,
      scores: over ? record.scores : [],
      places: over ? record.places : [],
      // As a client decodes it: plain JSON, nothing undefined.
      board: JSON.parse(JSON.stringify(board)) as unknown,
    };
    return { state: table, mySeat: this.viewer, offered: [], seatName: names };
  }

  private togglePlay(): void {
    if (this.playTimer) return this.pause();
    if (this.replay && this.step >= this.replay.steps) this.goTo(0);
    this.playButton.textContent = 'Pause';
    this.playButton.setAttribute('aria-label', 'Pause');
    this.playTimer = window.setInterval(() => {
      if (!this.replay || this.step >= this.replay.steps) return this.pause();
      this.goTo(this.step + 1);
    }, PLAY_STEP_MS);
  }

  private pause(): void {
    window.clearInterval(this.playTimer);
    this.playTimer = 0;
    this.playButton.textContent = 'Play';
    this.playButton.setAttribute('aria-label', 'Play');
  }

  private key(event: KeyboardEvent): void {
    if (!this.replay || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement | null;
    // The slider and the viewer menu use the arrows themselves.
    if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
    // A focused button takes the space bar itself.
    if (target?.tagName === 'BUTTON' && event.key === ' ') return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => this.goTo(this.step + 1),
      ArrowLeft: () => this.goTo(this.step - 1),
      Home: () => this.goTo(0),
      End: () => this.goTo(this.replay?.steps ?? 0),
      ' ': () => this.togglePlay(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (event.key !== ' ') this.pause();
    move();
  }

  private fail(message: string): void {
    if (this.destroyed) return;
    setChildren(this.element, h('div', { class: 'gone-screen' },
      h('h1', {}, 'No replay'),
      h('p', { 'data-testid': 'replay-error', role: 'alert' }, message),
      h('button', { type: 'button', class: 'primary', 'data-testid': 'replay-lobby', onclick: () => this.toLobby() }, 'Back to the lobby')));
  }

  destroy(): void {
    this.destroyed = true;
    this.pause();
    document.removeEventListener('keydown', this.onKey);
    this.canvas?.destroy();
    this.element.remove();
  }
}
