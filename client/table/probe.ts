/**
 * What the canvas shows, readable from the page: every named thing drawn (a Pixi object with a
 * `label`, e.g. `card:12`, `merchant:0:2`, `confirm`) with its place on the canvas, whether a
 * click on it does something, and its named parts (a card's rank and name). Browser tests click
 * and measure through it instead of recomputing a game's layout, and the stage's
 * `data-state-seq` / `data-drawn-seq` say which received position the canvas shows last.
 * It reads what is drawn and nothing else: what a seat may not know is never drawn.
 */
import type { Container } from 'pixi.js';

/** A rectangle in CSS pixels from the canvas's top-left corner. */
export interface ProbeRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ProbeObject extends ProbeRect {
  name: string;
  /** A click or a tap on it does something. */
  clickable: boolean;
  /** Named parts, in the same coordinates (see Probed.probeParts). */
  parts: Record<string, ProbeRect>;
}

/** A drawn object may name parts of itself, in its own coordinates (a card: its rank, its name). */
export interface Probed {
  probeParts?: () => Record<string, ProbeRect>;
}

export interface TableProbe {
  /** Everything named and shown, in drawing order (later ones lie on top). */
  objects(): ProbeObject[];
  /** Every text shown on the canvas (how numbers are written, say), in drawing order. */
  texts(): string[];
}

declare global {
  interface Window {
    tableProbe?: TableProbe;
  }
}

function shown(object: Container): boolean {
  for (let o: Container | null = object; o; o = o.parent) {
    if (!o.visible || o.alpha <= 0.01) return false;
  }
  return true;
}

function clickable(object: Container): boolean {
  if (object.eventMode !== 'static' && object.eventMode !== 'dynamic') return false;
  for (let o: Container | null = object.parent; o; o = o.parent) {
    if (o.eventMode === 'none' || o.interactiveChildren === false) return false;
  }
  return object.listenerCount('pointertap') > 0 || object.listenerCount('pointerdown') > 0;
}

/** The named objects under `root`, depth first in drawing order (children sorted by zIndex). */
export function probeObjects(root: Container): ProbeObject[] {
  const found: ProbeObject[] = [];
  const visit = (object: Container) => {
    if (!shown(object)) return;
    if (object.label) {
      const bounds = object.getBounds();
      let b: ProbeRect = { x: bounds.x, y: bounds.y, w: bounds.width, h: bounds.height };
      // A click target drawn by others (a zone over the map) is only its hit area.
      const area = object.hitArea as { getBounds?: () => { x: number; y: number; width: number; height: number } } | null;
      if ((b.w === 0 || b.h === 0) && area?.getBounds) {
        const r = area.getBounds();
        const a = object.toGlobal({ x: r.x, y: r.y });
        const c = object.toGlobal({ x: r.x + r.width, y: r.y + r.height });
        b = { x: Math.min(a.x, c.x), y: Math.min(a.y, c.y), w: Math.abs(c.x - a.x), h: Math.abs(c.y - a.y) };
      }
      const parts: Record<string, ProbeRect> = {};
      const named = (object as Container & Probed).probeParts?.() ?? {};
      for (const [part, r] of Object.entries(named)) {
        const a = object.toGlobal({ x: r.x, y: r.y });
        const c = object.toGlobal({ x: r.x + r.w, y: r.y + r.h });
        parts[part] = { x: Math.min(a.x, c.x), y: Math.min(a.y, c.y), w: Math.abs(c.x - a.x), h: Math.abs(c.y - a.y) };
      }
      found.push({ name: object.label, x: b.x, y: b.y, w: b.w, h: b.h, clickable: clickable(object), parts });
    }
    const children = [...object.children].map((child, i) => ({ child, i }));
    if (object.sortableChildren) children.sort((a, b) => a.child.zIndex - b.child.zIndex || a.i - b.i);
    for (const { child } of children) visit(child);
  };
  visit(root);
  return found;
}

/** The texts shown under `root` (a Pixi Text or BitmapText: an object with a string `text`). */
export function probeTexts(root: Container): string[] {
  const found: string[] = [];
  const visit = (object: Container) => {
    if (!shown(object)) return;
    const text = (object as Container & { text?: unknown }).text;
    if (typeof text === 'string' && text) found.push(text);
    for (const child of object.children) visit(child);
  };
  visit(root);
  return found;
}

/** Exposes the probe for `root` on the page; returns its removal. */
export function installProbe(root: Container): () => void {
  const probe: TableProbe = { objects: () => probeObjects(root), texts: () => probeTexts(root) };
  window.tableProbe = probe;
  return () => {
    if (window.tableProbe === probe) delete window.tableProbe;
  };
}
