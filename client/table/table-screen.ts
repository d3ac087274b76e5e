/**
 * The table while a game is played or over: the Pixi canvas with the game's renderer, and
 * around it in the DOM the turn line, what I am expected to do, the action bar, the log and
 * the end screen.
 */
import { copyText, h } from '../ui/dom';
import { tableLink } from '../ui/links';
import { toast } from '../ui/toast';
import { ActionBar } from './action-bar';
import { ChatPanel } from './chat-panel';
import { EndScreen } from './end-screen';
import { LogPanel } from './log-panel';
import { installProbe } from './probe';
import { prefersReducedMotion } from './reduced-motion';
import type { GameRenderer, RendererFactory, TableView } from './renderer';
import { TableCanvas } from './table-canvas';
import type { TableStateJSON } from '../../shared/protocol';
import type { Action, SessionEvent, TableSession } from './session';
import { TurnAlert } from './turn-alert';

export interface TableScreenOptions {
  gameTitle: string;
  /** The secret of the table's watch link (a private table), for "copy the link to watch". */
  invite(): string | undefined;
  leave(): void;
}

/** Changes waiting beyond this many are not animated: the canvas jumps to the latest. */
const MAX_BACKLOG = 8;

/** 1 when the canvas is up to date, up to 3 times faster when changes are waiting. */
export function catchUpSpeed(waiting: number): number {
  return Math.min(3, 1 + waiting * 0.5);
}

export class TableScreen {
  readonly element: HTMLElement;
  private readonly stage: HTMLElement;
  private readonly turnLine: HTMLElement;
  private readonly promptLine: HTMLElement;
  private readonly clock: HTMLElement;
  private readonly resultsButton: HTMLButtonElement;
  private readonly logPanel: LogPanel;
  private readonly chatPanel = new ChatPanel((text) => this.session.say(text));
  private readonly turnAlert: TurnAlert;
  private readonly endScreen: EndScreen;
  private readonly actionBar: ActionBar;
  /** A game's own DOM controls, in the action bar's place (TableHost.controls). */
  private readonly gameControls: HTMLElement;
  private readonly canvas: TableCanvas;
  private clockTimer = 0;
  private unsubscribe: () => void = () => {};
  /** The next update jumps to the state without animating (the first render: a join, a reload, a rejoin). */
  private jump = true;
  private endShown = false;
  private destroyed = false;
  /** Frames still to draw after the last change before the ticker rests. */
  private backlog: TableStateJSON[] = [];
  private drawing = false;
  /** Until then the canvas belongs to the last change's animation. */
  private busyUntil = 0;
  private lastDrawn: TableStateJSON | null = null;
  /** Each position received gets the next number: the stage says which one the canvas shows (data-drawn-seq) and which is the latest (data-state-seq). */
  private readonly seqs = new WeakMap<TableStateJSON, number>();
  private nextSeq = 1;
  private removeProbe: () => void = () => {};
  private readonly reducedMotion = prefersReducedMotion();

  constructor(private readonly session: TableSession, private readonly factory: RendererFactory | null, private readonly options: TableScreenOptions) {
    this.stage = h('div', { class: 'stage', 'data-testid': 'stage' });
    this.canvas = new TableCanvas(this.stage);
    this.turnLine = h('p', { class: 'turn-line', 'data-testid': 'turn-status' });
    this.promptLine = h('p', { class: 'prompt-line', role: 'status', 'aria-live': 'polite', 'data-testid': 'prompt' });
    this.clock = h('span', { class: 'clock', 'data-testid': 'clock', hidden: true });
    this.endScreen = new EndScreen(() => options.leave());
    this.actionBar = new ActionBar((action) => this.describeAction(action), (action) => this.session.act(action));
    this.resultsButton = h('button', { type: 'button', class: 'small', hidden: true, 'data-testid': 'show-results', onclick: () => this.showEnd() }, 'Results');
    const setLogOpen = (open: boolean) => {
      this.element.classList.toggle('log-open', open);
      logToggle.setAttribute('aria-expanded', String(open));
    };
    const logToggle = h('button', {
      type: 'button', class: 'small log-toggle', 'aria-expanded': 'false', 'data-testid': 'toggle-log',
      onclick: () => setLogOpen(!this.element.classList.contains('log-open')),
    }, 'Log');
    this.logPanel = new LogPanel(() => setLogOpen(false));
    this.gameControls = h('div', { class: 'game-controls' });
    this.turnAlert = new TurnAlert(options.gameTitle);
    this.element = h('div', { class: 'table-screen', 'data-testid': 'table' },
      h('header', { class: 'table-bar' },
        h('div', { class: 'table-bar-text' }, this.turnLine, this.promptLine),
        this.clock,
        h('nav', { class: 'table-menu', 'aria-label': 'Table' },
          session.mySeat !== null ? this.turnAlert.controls : null,
          this.resultsButton,
          logToggle,
          h('button', { type: 'button', class: 'small', 'data-testid': 'copy-link', onclick: () => void this.copyLink() }, 'Share'),
          h('button', { type: 'button', class: 'small', 'data-testid': 'leave', onclick: () => this.leave() }, 'Leave'))),
      this.stage,
      this.actionBar.element,
      this.gameControls,
      this.logPanel.element,
      this.endScreen.element,
    );
    this.logPanel.set(session.log);
    // The chat shares the log's column (and its drawer on a phone).
    this.logPanel.element.appendChild(this.chatPanel.element);
    this.chatPanel.show(session.chat);
  }

  /** Creates the canvas once the element is in the page (Pixi sizes it to the stage). */
  async start(): Promise<void> {
    const started = await this.canvas.start(this.factory, {
      controls: this.gameControls,
      act: (action) => this.session.act(action),
      propose: (title, actions) => this.actionBar.propose({ title, actions }, this.session.offered, this.session.pending),
    });
    if (!started || !this.canvas.app) return;
    this.removeProbe = installProbe(this.canvas.app.stage);
    this.unsubscribe = this.session.subscribe((event) => this.onEvent(event));
    this.refresh();
  }

  private onEvent(event: SessionEvent): void {
    if (event.kind === 'chat') {
      this.chatPanel.show(this.session.chat);
      return;
    }
    if (event.kind === 'log') {
      if (event.replace) this.logPanel.set(this.session.log);
      else this.logPanel.add(event.added);
      return;
    }
    if (event.kind === 'state' || event.kind === 'legal' || event.kind === 'welcome' || event.kind === 'drop' || event.kind === 'leave' || event.kind === 'error') this.refresh();
  }

  private view(): TableView | null {
    const state = this.session.state;
    if (!state) return null;
    return { state, mySeat: this.session.mySeat, offered: this.session.offered, seatName: (seat) => this.session.seatName(seat) };
  }

  private refresh(): void {
    const view = this.view();
    if (!view) return;
    this.wake();
    this.stage.dataset.stateSeq = String(this.seqOf(view.state));
    if (this.renderer) {
      // A hidden tab draws no frames: changes made meanwhile are shown, not replayed.
      this.draw(view.state, !this.jump && document.visibilityState === 'visible');
      const words = this.renderer.words.describe(view);
      const turn = words.turn;
      // A prompt lists the choices offered; while they are on their way it waits with them.
      const prompt = words.prompt || (this.session.myTurn ? 'One moment…' : '');
      this.turnLine.textContent = turn;
      this.turnLine.title = turn;
      this.promptLine.textContent = prompt;
      this.promptLine.title = prompt;
    } else {
      this.turnLine.textContent = `${this.options.gameTitle} cannot be shown in this browser yet.`;
    }
    this.element.classList.toggle('my-turn', this.session.myTurn);
    this.turnAlert.update(this.session.myTurn);
    const waiting = !this.session.connected ? 'Reconnecting…'
      : view.state.phase === 'over' ? 'The game is over.' : view.mySeat === null ? 'You are watching.' : 'Waiting for the other players…';
    this.actionBar.render(view.offered, this.session.pending, waiting);
    this.updateClock();
    if (view.state.phase === 'over') {
      this.resultsButton.hidden = false;
      if (!this.endShown) {
        this.endShown = true;
        // Let the last moves land before the results cover the table.
        window.setTimeout(() => this.showEnd(), this.jump ? 0 : 1600);
      } else if (this.endScreen.visible) {
        this.showEnd();
      }
    }
    this.jump = false;
  }

  /**
   * The canvas shows changes one after the other, each given the time its animation asks
   * for; the DOM (turn line, actions) is always current. A long backlog (a slow device, a
   * burst of bot moves) is skipped to the latest state.
   */
  private draw(state: TableStateJSON, animate: boolean): void {
    if (!animate) {
      this.backlog = [];
      this.busyUntil = 0;
      this.shown(state);
      this.renderer?.update(this.viewOf(state), false);
      return;
    }
    if (state === this.lastDrawn && this.backlog.length === 0) {
      // Same position, new legal actions: only the click targets change, at once.
      this.renderer?.update(this.viewOf(state), true);
      return;
    }
    if (this.backlog[this.backlog.length - 1] !== state) this.backlog.push(state);
    if (!this.drawing) void this.drain();
  }

  private async drain(): Promise<void> {
    this.drawing = true;
    while (this.backlog.length > 0 && this.renderer && !this.destroyed) {
      const wait = this.busyUntil - performance.now();
      if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
      if (this.backlog.length === 0 || !this.renderer || this.destroyed) break;
      const skip = this.backlog.length > MAX_BACKLOG;
      const state = skip ? (this.backlog[this.backlog.length - 1] as TableStateJSON) : (this.backlog.shift() as TableStateJSON);
      if (skip) this.backlog = [];
      // Behind by a few changes: play them faster (animations and the pause after each).
      const speed = catchUpSpeed(this.backlog.length);
      if (this.tweener) this.tweener.speed = speed;
      this.shown(state);
      const hold = this.renderer.update(this.viewOf(state), !skip) ?? 0;
      // Without motion nothing plays out: the next change need not wait.
      this.busyUntil = performance.now() + (this.reducedMotion ? 0 : hold / speed);
    }
    if (this.tweener) this.tweener.speed = 1;
    // Idle: whatever happened meanwhile, the canvas shows the latest position.
    const latest = this.session.state;
    if (latest && latest !== this.lastDrawn && this.renderer && !this.destroyed && this.backlog.length === 0) {
      this.shown(latest);
      this.renderer.update(this.viewOf(latest), false);
    }
    this.drawing = false;
  }

  private seqOf(state: TableStateJSON): number {
    let seq = this.seqs.get(state);
    if (seq === undefined) {
      seq = this.nextSeq++;
      this.seqs.set(state, seq);
    }
    return seq;
  }

  /** `state` is the position the canvas draws now. */
  private shown(state: TableStateJSON): void {
    this.lastDrawn = state;
    this.stage.dataset.drawnSeq = String(this.seqOf(state));
  }

  /** A view of `state` with my current legal actions (click targets are always current). */
  private viewOf(state: TableStateJSON): TableView {
    return { state, mySeat: this.session.mySeat, offered: this.session.offered, seatName: (seat) => this.session.seatName(seat) };
  }

  private get renderer(): GameRenderer | null {
    return this.canvas.renderer;
  }

  private get tweener() {
    return this.canvas.tweener;
  }

  private wake(): void {
    this.canvas.wake();
  }

  private showEnd(): void {
    const view = this.view();
    if (!view || !this.renderer || this.destroyed) return;
    const renderer = this.renderer;
    this.endScreen.show({ view, scoreLabel: renderer.words.scoreLabel, summary: (seat) => renderer.words.seatSummary(view, seat), matchId: this.session.room.roomId });
  }

  private describeAction(action: Action) {
    const view = this.view();
    if (!view || !this.renderer) return { label: action.type, order: 0 };
    return this.renderer.words.describeAction(action, view);
  }

  /** The turn clock: seconds left for the decision awaited now. */
  private updateClock(): void {
    window.clearInterval(this.clockTimer);
    const deadline = this.session.state?.deadline ?? 0;
    if (!deadline || this.session.state?.phase !== 'playing') {
      this.clock.hidden = true;
      return;
    }
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      this.clock.hidden = false;
      this.clock.textContent = `⏳ ${left}s`;
      this.clock.classList.toggle('urgent', left <= 10);
    };
    tick();
    this.clockTimer = window.setInterval(tick, 500);
  }

  private async copyLink(): Promise<void> {
    const link = tableLink(this.session.room.roomId, this.options.invite(), true);
    toast((await copyText(link)) ? 'Link to watch this table copied.' : 'Copy failed.', 'success');
  }

  private leave(): void {
    const playing = this.session.state?.phase === 'playing' && this.session.mySeat !== null;
    if (playing && !window.confirm('Leave the table? A bot will play your seat.')) return;
    this.options.leave();
  }

  destroy(): void {
    this.destroyed = true;
    this.removeProbe();
    this.unsubscribe();
    this.turnAlert.destroy();
    window.clearInterval(this.clockTimer);
    this.actionBar.destroy();
    this.canvas.destroy();
    this.element.remove();
  }
}
