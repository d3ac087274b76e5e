/**
 * The day watched, not skimmed: the server resolves the day's actions together (up to the
 * next choice a player must make), so when a view shows characters whose day action has just
 * resolved, they are walked through one by one in ship order (lowest rank first, as they
 * resolve): each in turn framed on the ship with a caption naming it, its owner and what its
 * day action does, for a time that can be read. The table waits for the walk before the next
 * change (the renderer's hold), and a backlog speeds it up as it does the rest of the table.
 * A newer position stops it: a walk never frames a character on a board that moved on.
 * The frame is named `day-resolving:<seat>:<rank>` for the page's probe.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { character } from '../../../shared/games/libertalia/data';
import type { LibertaliaView } from '../../../shared/games/libertalia/types';
import type { Slot } from '../../table/geometry';
import type { Tweener } from '../../table/tween';
import { CARD_RATIO } from './layout';

/** How long each character's day action holds the table. */
export const DAY_STEP_MS = 1100;
const FRAME = 0xf2c14e;

/** The ship indices, left to right, of characters with a day action that resolved between the two views. */
export function resolvedToday(prev: LibertaliaView, next: LibertaliaView): number[] {
  if (next.campaign !== prev.campaign || next.day !== prev.day) return [];
  const before = new Map(prev.ship.map((slot) => [`${slot.seat}:${slot.rank}`, slot.dayDone]));
  const out: number[] = [];
  next.ship.forEach((slot, i) => {
    if (!slot.dayDone || before.get(`${slot.seat}:${slot.rank}`) === true) return;
    if ((character(slot.rank).timings as readonly string[]).includes('day')) out.push(i);
  });
  return out;
}

/** The day part of a character's text ("Day: …"), without the other moments'. */
export function dayText(rank: number): string {
  const match = /Day: (.*?)(?= (?:Dusk|Night|End of campaign):|$)/.exec(character(rank).text);
  return match?.[1] ?? character(rank).text;
}

export class DayWalk extends Container {
  private readonly frame = new Graphics();
  private readonly plate = new Graphics();
  private readonly caption = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontSize: 13, fill: 0x1d1a16, wordWrap: true, wordWrapWidth: 300, align: 'center' } });
  /** Bumped to stop a walk in progress (a newer view, a jump). */
  private run = 0;

  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
    this.visible = false;
    this.caption.anchor.set(0.5, 0);
    this.addChild(this.frame, this.plate, this.caption);
  }

  /**
   * Walks through the characters that resolved between `prev` and `next`, starting after
   * `startMs` (the reveal landing); returns how long the walk holds the table (0: none).
   */
  play(prev: LibertaliaView, next: LibertaliaView, slots: Slot[], shipArea: { x: number; y: number; w: number }, labelSize: number, seatName: (seat: number) => string, startMs: number): number {
    // Nothing new resolved (the same position with new choices): a walk in progress goes on.
    const steps = resolvedToday(prev, next);
    if (steps.length === 0) return 0;
    this.stop();
    const run = this.run;
    void (async () => {
      await this.wait(startMs);
      for (const i of steps) {
        const slot = next.ship[i];
        const at = slots[i];
        if (run !== this.run || !slot || !at) return;
        this.show(slot, at, shipArea, labelSize, seatName);
        await this.wait(DAY_STEP_MS);
      }
      if (run === this.run) this.visible = false;
    })();
    return startMs + steps.length * DAY_STEP_MS;
  }

  /**
   * Waits on the wall clock, as the table's hold does (a canvas drawn slowly runs its tweens
   * slow, and the walk must not outlast the hold), faster while changes wait to be shown.
   */
  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => window.setTimeout(resolve, ms / Math.max(1, this.tweener.speed)));
  }

  stop(): void {
    this.run++;
    this.visible = false;
  }

  private show(slot: { seat: number; rank: number }, at: Slot, shipArea: { x: number; y: number; w: number }, labelSize: number, seatName: (seat: number) => string): void {
    const h = at.w * CARD_RATIO;
    this.frame.clear()
      .roundRect(at.x - at.w / 2 - 5, at.y - h / 2 - 5, at.w + 10, h + 10, 10).stroke({ width: 5, color: FRAME })
      .roundRect(at.x - at.w / 2 - 9, at.y - h / 2 - 9, at.w + 18, h + 18, 13).stroke({ width: 2, color: FRAME, alpha: 0.5 });
    this.frame.label = `day-resolving:${slot.seat}:${slot.rank}`;
    const width = Math.min(shipArea.w - 16, 420);
    this.caption.style.fontSize = Math.max(11, labelSize);
    this.caption.style.wordWrapWidth = width - 16;
    this.caption.text = `${character(slot.rank).name} (${seatName(slot.seat)}): ${dayText(slot.rank)}`;
    const x = Math.min(Math.max(at.x, shipArea.x + width / 2 + 4), shipArea.x + shipArea.w - width / 2 - 4);
    // On the hull, under the cards' feet (the slots stand at the top of the ship's area).
    const y = at.y + h / 2 + 8;
    this.caption.position.set(x, y + 5);
    this.plate.clear().roundRect(x - width / 2, y, width, this.caption.height + 10, 8).fill({ color: 0xfff4d6, alpha: 0.95 }).stroke({ width: 2, color: FRAME });
    this.visible = true;
  }
}
