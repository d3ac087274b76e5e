/**
 * Tweens driven by the Pixi ticker: move, scale, fade and flip table objects over time.
 *
 * A new tween of a property cancels the running one of the same property (it starts from
 * where the object is now), so state updates arriving in quick succession never fight; the
 * cancelled tween's promise still resolves. With `prefers-reduced-motion` every tween jumps
 * to its end.
 */
import type { Ticker } from 'pixi.js';
import { prefersReducedMotion } from './reduced-motion';

export type Ease = (t: number) => number;

export const linear: Ease = (t) => t;
export const easeOutCubic: Ease = (t) => 1 - (1 - t) ** 3;
export const easeInOutCubic: Ease = (t) => (t < 0.5 ? 4 * t ** 3 : 1 - (-2 * t + 2) ** 3 / 2);
export const easeOutBack: Ease = (t) => 1 + 2.70158 * (t - 1) ** 3 + 1.70158 * (t - 1) ** 2;
export const easeInQuad: Ease = (t) => t * t;

type Numeric = Record<string, number>;

interface Running {
  target: object;
  from: Numeric;
  to: Numeric;
  duration: number;
  delay: number;
  elapsed: number;
  ease: Ease;
  onUpdate?: (t: number) => void;
  done: () => void;
}

export interface TweenOptions {
  ease?: Ease;
  delay?: number;
  onUpdate?: (t: number) => void;
}

export class Tweener {
  private running: Running[] = [];
  /**
   * How fast table time runs (1 = as designed). The table raises it while changes wait to be
   * shown, so a burst of moves plays quicker instead of falling ever further behind.
   */
  speed = 1;
  private readonly reduced: boolean;
  private readonly tick = (ticker: Ticker) => this.step(ticker.deltaMS * this.speed);

  /** `wake` is called whenever a tween starts or jumps, so an idle ticker draws it. */
  constructor(private readonly ticker: Ticker, private readonly wake: () => void = () => {}) {
    this.reduced = prefersReducedMotion();
    ticker.add(this.tick);
  }

  /** Animates numeric properties of `target` (a display object, its `position`, `scale`…). */
  to(target: object, props: Numeric, ms: number, options: TweenOptions = {}): Promise<void> {
    const fields = target as unknown as Numeric;
    for (const run of this.running) {
      if (run.target !== target) continue;
      for (const key of Object.keys(props)) delete run.to[key];
    }
    if (this.reduced || ms <= 0) {
      for (const [key, value] of Object.entries(props)) fields[key] = value;
      options.onUpdate?.(1);
      // The change must still be drawn (an idle ticker draws nothing: a hovered card's preview
      // would stay unseen).
      this.wake();
      return Promise.resolve();
    }
    const from: Numeric = {};
    for (const key of Object.keys(props)) from[key] = fields[key] ?? 0;
    this.wake();
    return new Promise((resolve) => {
      this.running.push({
        target, from, to: { ...props }, duration: ms, delay: options.delay ?? 0, elapsed: 0,
        ease: options.ease ?? easeOutCubic, onUpdate: options.onUpdate, done: resolve,
      });
    });
  }

  /** Resolves after `ms` of table time. */
  wait(ms: number): Promise<void> {
    return this.to({ t: 0 }, { t: 1 }, ms, { ease: linear });
  }

  /** Stops every tween of `target` where it stands. */
  kill(target: object): void {
    for (const run of this.running) if (run.target === target) run.to = {};
  }

  get busy(): boolean {
    return this.running.length > 0;
  }

  private step(deltaMs: number): void {
    if (this.running.length === 0) return;
    const finished: Running[] = [];
    for (const run of this.running) {
      run.elapsed += deltaMs;
      if (Object.keys(run.to).length === 0) {
        finished.push(run);
        continue;
      }
      const local = run.elapsed - run.delay;
      if (local < 0) continue;
      const t = Math.min(1, local / run.duration);
      const k = run.ease(t);
      const fields = run.target as unknown as Numeric;
      for (const [key, end] of Object.entries(run.to)) {
        const start = run.from[key] ?? end;
        fields[key] = start + (end - start) * k;
      }
      run.onUpdate?.(t);
      if (t >= 1) finished.push(run);
    }
    if (finished.length === 0) return;
    this.running = this.running.filter((run) => !finished.includes(run));
    for (const run of finished) run.done();
  }

  destroy(): void {
    this.ticker.remove(this.tick);
    for (const run of this.running) run.done();
    this.running = [];
  }
}
