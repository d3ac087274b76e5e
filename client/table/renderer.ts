/**
 * What the table screen expects of a game's renderer, and what it gives it. The screen owns
 * the Pixi application and the DOM around the canvas (turn line, action bar, log, end screen);
 * the renderer owns the scene and speaks the game's words.
 */
import type { Container, Renderer } from 'pixi.js';
import type { TableStateJSON } from '../../shared/protocol';
import type { Moments } from './moments';
import type { Action } from './session';
import type { Tweener } from './tween';

/** Everything a renderer may look at for one update. */
export interface TableView {
  state: TableStateJSON;
  /** My seat, or null for a spectator. */
  mySeat: number | null;
  /** My legal actions now (empty when it is not my turn or an action is on its way). */
  offered: Action[];
  seatName(seat: number): string;
}

export interface TableHost {
  pixi: Renderer;
  tweener: Tweener;
  moments: Moments;
  /** Sends an action to the server (which decides whether it is legal). */
  act(action: Action): void;
  /**
   * Where a game's own DOM controls go (e.g. Caribbean's bid composer): the action bar's place
   * under the canvas; a shown child covers the bar, a hidden one lets it through.
   */
  controls: HTMLElement;
  /** Asks the player to confirm one of `actions` in the action bar (a canvas click that needs a choice). */
  propose(title: string, actions: Action[]): void;
  /** Draws the scene again after a change made between updates (a step of a choice composed on the board): an idle canvas draws nothing by itself. */
  redraw(): void;
}

export interface ActionDescription {
  label: string;
  /** Buttons are sorted by this (lower first). */
  order: number;
  tone?: 'primary' | 'warning';
  /**
   * The headings this action sits under in a long list, outermost first ("Your Red #2
   * merchant…", then "Attack Mary at Red #1…"): when many actions are offered, the bar shows
   * one button per heading, which opens its choices (folded again by the next heading when
   * they are still many), so a big decision is made in steps rather than read off 60 buttons.
   */
  group?: string | readonly string[];
  /** Asked before an action that cannot be taken back: the button opens this question with a confirming button. */
  confirm?: string;
}

/** A game's words on the table: the turn line, the action labels, the end screen's lines. */
export interface GameWords {
  /** The turn line and what is expected of me now. */
  describe(view: TableView): { turn: string; prompt: string };
  describeAction(action: Action, view: TableView): ActionDescription;
  /** The end screen's column name for `state.scores`, and a line per seat. */
  readonly scoreLabel: string;
  seatSummary(view: TableView, seat: number): string;
}

export interface GameRenderer {
  readonly scene: Container;
  /** The game's words (each game's words.ts). */
  readonly words: GameWords;
  resize(width: number, height: number): void;
  /**
   * Draws `view`; with `animate` false (first render, rejoin) nothing is replayed. May return
   * how long (ms) its animation wants the table before the next change is drawn, so quick
   * successive moves (bots) are seen one after the other.
   */
  update(view: TableView, animate: boolean): number | void;
  destroy(): void;
}

export type RendererFactory = (host: TableHost) => GameRenderer;

/** `action-<type>` or `action-<type>-<card>`; the second and later actions with the same name get `-<k>`. */
export function actionTestIds(actions: Action[]): string[] {
  const seen = new Map<string, number>();
  return actions.map((action) => {
    const card = typeof action.card === 'number' ? `-${action.card}` : '';
    const base = `action-${action.type}${card}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}
