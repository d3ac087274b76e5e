/**
 * The score track: each crew's marker (its colour, its total inside) on a line from 0 to a
 * little past the leader, moving along as campaigns are scored (rulebook "Scoring phase").
 * Markers that would sit on top of each other are staggered up and down.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { easeInOutCubic, type Tweener } from '../../table/tween';
import { seatColour } from './cards';
import type { Rect } from '../../table/geometry';

const FONT = 'Georgia, serif';

class Marker extends Container {
  private readonly disc = new Graphics();
  private readonly value: Text;
  score = Number.NaN;

  constructor(readonly seat: number) {
    super();
    this.value = new Text({ text: '0', style: { fontFamily: FONT, fontSize: 11, fontWeight: 'bold', fill: 0xffffff } });
    this.value.anchor.set(0.5);
    this.addChild(this.disc, this.value);
  }

  setRadius(radius: number): void {
    this.disc.clear().circle(0, 0, radius).fill(seatColour(this.seat)).stroke({ width: 2, color: 0xfff4d6 });
    this.value.style.fontSize = radius * 1.05;
  }

  setScore(score: number): void {
    this.score = score;
    this.value.text = String(score);
  }
}

export class ScoreTrack extends Container {
  private readonly line = new Graphics();
  private readonly caption: Text;
  private readonly markers: Marker[] = [];

  constructor(private readonly tweener: Tweener) {
    super();
    this.caption = new Text({ text: '', style: { fontFamily: FONT, fontSize: 12, fontWeight: 'bold', fill: 0xd8e4ea } });
    this.caption.anchor.set(0, 0.5);
    this.caption.label = 'score-caption';
    this.addChild(this.line, this.caption);
  }

  update(area: Rect, scores: number[], caption: string, animate: boolean): void {
    while (this.markers.length < scores.length) {
      const marker = new Marker(this.markers.length);
      marker.label = `score-marker:${this.markers.length}`;
      this.markers.push(marker);
      this.addChild(marker);
    }
    this.caption.text = caption;
    this.caption.style.fontSize = Math.max(10, Math.min(13, area.h * 0.42));
    this.caption.position.set(area.x, area.y + area.h / 2);
    const radius = Math.max(7, Math.min(11, area.h * 0.3));
    // The 0 mark lies a whole marker (and the widest crowd of them) right of the caption, so
    // markers at 0 never cover the word.
    const x0 = area.x + this.caption.width + 10 + radius * 2;
    const x1 = area.x + area.w - 14;
    const top = Math.max(50, Math.ceil((Math.max(0, ...scores) * 1.15) / 10) * 10);
    const y = area.y + area.h / 2;
    const g = this.line.clear().moveTo(x0, y).lineTo(x1, y).stroke({ width: 3, color: 0xd8c9a3, alpha: 0.5 });
    for (let v = 0; v <= top; v += 10) {
      const x = x0 + ((x1 - x0) * v) / top;
      g.moveTo(x, y - 4).lineTo(x, y + 4).stroke({ width: 1.5, color: 0xd8c9a3, alpha: 0.6 });
    }
    const placed: number[] = [];
    scores.forEach((score, seat) => {
      const marker = this.markers[seat] as Marker;
      marker.setRadius(radius);
      const x = x0 + ((x1 - x0) * score) / top;
      const crowd = placed.filter((other) => Math.abs(other - x) < radius * 2).length;
      placed.push(x);
      // Beyond the height of the track a crowd also steps right, so each total stays readable.
      const rows = Math.max(1, Math.floor((area.h - 2) / (radius * 1.8)));
      const my = y + (crowd % rows === 0 ? 0 : (crowd % rows % 2 === 1 ? -1 : 1) * Math.min(area.h / 2 - radius, radius * 0.9) * Math.ceil((crowd % rows) / 2));
      const mx = x + Math.floor(crowd / rows) * radius * 1.3;
      const moved = marker.score !== score;
      marker.setScore(score);
      if (animate && moved) void this.tweener.to(marker.position, { x: mx, y: my }, 900, { ease: easeInOutCubic });
      else marker.position.set(mx, my);
    });
  }
}
