/**
 * A seat's panel on the table: the player's name, their rating, what kind of seat it is (you,
 * a bot, away, played by a bot while away) and whether the table waits for it. Games put their own stats
 * and cards on it.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { GOLD } from './icons';

export interface SeatBadgeInfo {
  name: string;
  isBot: boolean;
  connected: boolean;
  botStandIn: boolean;
  /** A bot seat's level ('random', 'heuristic', 'strong'), '' otherwise. */
  botKind: string;
  /** The seat's rating in this game as written (client/ratings/rating-text.ts), '' when unknown. */
  rating: string;
  isMe: boolean;
  /** The seat whose turn it is. */
  active: boolean;
  /** The table waits for this seat now. */
  toAct: boolean;
}

/** How a seat badge names a bot's level (the create dialog's words). */
const BOT_LEVELS: Record<string, string> = { random: 'greenhorn', heuristic: 'seasoned', strong: 'old salt' };

const WAITING = 0x7be0c3;

export class SeatBadge extends Container {
  private readonly bg = new Graphics();
  private readonly nameText: Text;
  private readonly tagText: Text;
  private size = { w: 0, h: 0, header: 0 };
  private info: SeatBadgeInfo | null = null;
  private maxNameWidth = 100;

  constructor() {
    super();
    this.nameText = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontWeight: 'bold', fill: 0xfff4d6, fontSize: 14 } });
    this.tagText = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fill: 0xb8c7cf, fontSize: 11 } });
    this.nameText.anchor.set(0, 0.5);
    this.tagText.anchor.set(0, 0.5);
    this.addChild(this.bg, this.nameText, this.tagText);
  }

  /** `header` is the height of the name line; `nameWidth` how much of it the name may use. */
  setBox(w: number, h: number, header: number, nameWidth: number): void {
    this.size = { w, h, header };
    const font = Math.max(10, Math.min(16, header * 0.62));
    this.nameText.style.fontSize = font;
    this.tagText.style.fontSize = Math.max(9, font * 0.78);
    this.nameText.position.set(10, header / 2 + 2);
    this.maxNameWidth = nameWidth;
    this.redraw();
  }

  setInfo(info: SeatBadgeInfo): void {
    this.info = info;
    this.redraw();
  }

  private redraw(): void {
    const { w, h, header } = this.size;
    const info = this.info;
    if (!info || w <= 0) return;
    const border = info.toAct ? WAITING : info.active ? GOLD : 0x3c5a66;
    this.bg.clear()
      .roundRect(0, 0, w, h, 10).fill({ color: info.isMe ? 0x14485a : 0x0b2630, alpha: 0.88 })
      .roundRect(0, 0, w, h, 10).stroke({ width: info.toAct || info.active ? 3 : 1.5, color: border });
    if (info.toAct) this.bg.roundRect(-4, -4, w + 8, h + 8, 13).stroke({ width: 4, color: WAITING, alpha: 0.25 });
    const marker = info.active ? '⚓ ' : '';
    this.nameText.text = `${marker}${info.name}`;
    while (this.nameText.width > this.maxNameWidth && this.nameText.text.length > 4) {
      this.nameText.text = `${this.nameText.text.slice(0, -2)}…`;
    }
    const tags: string[] = [];
    if (info.rating) tags.push(info.rating);
    if (info.isMe) tags.push('you');
    if (info.isBot && !/\bbot\b/i.test(info.name)) tags.push('bot');
    if (info.isBot && info.botKind) tags.push(BOT_LEVELS[info.botKind] ?? info.botKind);
    if (!info.isBot && !info.connected) tags.push(info.botStandIn ? 'away, a bot plays' : 'away');
    this.tagText.text = tags.length ? `(${tags.join(', ')})` : '';
    this.tagText.position.set(this.nameText.x + this.nameText.width + 6, header / 2 + 2);
    this.tagText.visible = this.tagText.x + this.tagText.width < this.maxNameWidth + 20;
  }
}
