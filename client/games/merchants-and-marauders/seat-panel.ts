/**
 * One player's board: the seat badge with glory and gold on its name line, the captain and
 * ship, the ship's hit locations as pips (current of maximum; a destroyed location shows red,
 * rulebook "Hit Locations and damage"), bounties per nation, and what the player carries:
 * cargo, glory cards, rumor, mission, special weapons, specialists and the stash once shown.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { CAPTAINS } from '../../../shared/games/merchants-and-marauders/cards';
import { NATIONS, ZONES } from '../../../shared/games/merchants-and-marauders/data';
import { GLORY, MISSIONS } from '../../../shared/games/merchants-and-marauders/glory';
import type { PlayerView } from '../../../shared/games/merchants-and-marauders/types';
import { coin, star } from '../../table/icons';
import { SeatBadge, type SeatBadgeInfo } from '../../table/seat-badge';
import { easeOutBack, type Tweener } from '../../table/tween';
import { flag, seatColour, shipIcon } from './icons';
import { drawLoyaltyTrack, LoyaltyMarker, loyaltyWords } from './loyalty-track';
import type { Rect } from '../../table/geometry';
import { cargoText, shipName, zoneName } from './words';
import { drawFlippedCard } from './cutthroat';

const LOCATION_ROWS = [
  ['Hull', 'hull', 'maxHull'],
  ['Cargo', 'cargoSpace', 'maxCargo'],
  ['Masts', 'masts', 'maxHull'],
  ['Crew', 'crew', 'maxCrew'],
  ['Guns', 'cannons', 'maxCannons'],
] as const;

export class SeatPanel extends Container {
  private readonly badge = new SeatBadge();
  private readonly art = new Graphics();
  private readonly texts = new Container();
  private readonly stats: Text;
  private readonly goldText: Text;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private header = 20;
  private shown = '';
  private lastGlory = -1;
  private readonly loyalty: LoyaltyMarker;

  constructor(private readonly tweener: Tweener) {
    super();
    this.loyalty = new LoyaltyMarker(tweener);
    this.stats = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontWeight: 'bold', fill: 0xfff4d6, fontSize: 13 } });
    this.stats.anchor.set(1, 0.5);
    this.goldText = new Text({ text: '', style: { fontFamily: 'Georgia, serif', fontWeight: 'bold', fill: 0xfff4d6, fontSize: 13 } });
    this.goldText.anchor.set(1, 0.5);
    this.addChild(this.badge, this.art, this.texts, this.stats, this.goldText, this.loyalty);
  }

  setRect(rect: Rect): void {
    if (rect.x === this.rect.x && rect.y === this.rect.y && rect.w === this.rect.w && rect.h === this.rect.h) return;
    this.rect = rect;
    this.position.set(rect.x, rect.y);
    this.header = Math.max(18, Math.min(24, rect.h * 0.18));
    this.badge.setBox(rect.w, rect.h, this.header, rect.w * 0.5);
    this.stats.style.fontSize = Math.max(10, this.header * 0.56);
    this.goldText.style.fontSize = this.stats.style.fontSize;
    this.goldText.position.set(rect.w - 8, this.header / 2 + 2);
    this.shown = '';
  }

  update(seat: number, p: PlayerView, glory: number, setup: boolean, info: SeatBadgeInfo, animate: boolean, flipped = false): void {
    this.badge.setInfo(info);
    const text = String(glory);
    this.goldText.text = String(p.gold);
    // Glory sits left of the gold, each after its icon.
    this.stats.position.set(this.rect.w - 8 - this.goldText.width - this.header * 0.55 - 10, this.header / 2 + 2);
    if (text !== this.stats.text) {
      this.stats.text = text;
      if (animate && this.lastGlory >= 0 && glory > this.lastGlory) {
        this.stats.scale.set(1.6);
        void this.tweener.to(this.stats.scale, { x: 1, y: 1 }, 500, { ease: easeOutBack });
      }
    }
    this.lastGlory = glory;
    const key = JSON.stringify([p, this.rect, text, glory, setup, flipped]);
    if (key === this.shown) return;
    this.shown = key;
    this.draw(seat, p, setup, flipped, animate);
  }

  private draw(seat: number, p: PlayerView, setup: boolean, flipped = false, animate = false): void {
    const { w, h } = this.rect;
    const g = this.art.clear();
    this.texts.removeChildren().forEach((c) => c.destroy());
    g.roundRect(0, 0, 5, h, 2).fill(seatColour(seat));
    // Icons of the stats line: the star before glory, the coin before gold.
    const size = Math.max(9, this.header * 0.55);
    coin(g, this.goldText.x - this.goldText.width - size * 0.7, this.header / 2 + 2, size);
    star(g, this.stats.x - this.stats.width - size * 0.7, this.header / 2 + 2, size * 1.1);
    const body = h - this.header;
    const line = Math.max(10, Math.min(18, body / 5.2));
    let y = this.header + 2;
    const captain = CAPTAINS[p.captain];
    shipIcon(g, 16, y + line * 0.55, line * 1.3, seatColour(seat));
    if (captain) flag(g, captain.nation, 33, y + line * 0.55, line * 0.9);
    // Cutthroat: the captain card lies face down over its flag until this player's next turn.
    if (captain && flipped) drawFlippedCard(g, 33, y + line * 0.55, line * 1.2);
    const where = p.shipType ? ` · ${p.inPort || !ZONES[p.zone]?.port ? 'in' : 'near'} ${zoneName(p.zone)}` : '';
    const none = !setup ? 'No captain: a new one sails next turn' : p.hasChosen ? 'Captain chosen (secret until all have chosen)' : 'Choosing a captain…';
    this.write(captain ? `${captain.name} · ${shipName(p.shipType)}${where}` : none, 44, y, line * 0.92, w - 50);
    y += line * 1.35;
    if (p.shipType) {
      // Hit locations: pips in a grid of five columns.
      const col = (w - 14) / 5;
      LOCATION_ROWS.forEach(([label, now, max], i) => {
        const x0 = 10 + i * col;
        const value = p[now];
        const top = p[max];
        this.write(label, x0, y, line * 0.72, col, value === 0 ? 0xff6b5c : 0xb8c7cf);
        const pip = Math.min(line * 0.42, (col - 4) / (top * 1.25 + 0.5));
        for (let j = 0; j < top; j++) {
          const cx = x0 + pip * 0.6 + j * pip * 1.25;
          const cy = y + line * 1.2;
          if (j < value) g.circle(cx, cy, pip * 0.5).fill(value === 0 ? 0xff6b5c : 0x7be0c3);
          else g.circle(cx, cy, pip * 0.5).stroke({ width: 1, color: 0xff6b5c, alpha: 0.8 });
        }
      });
      y += line * 1.85;
    }
    // Bounties per nation (rulebook "Bounties and rewards"), then what the player carries.
    let x = 10;
    NATIONS.forEach((nation, i) => {
      const n = p.bounties[i] ?? 0;
      if (n <= 0) return;
      flag(g, nation, x + line * 0.5, y + line * 0.55, line);
      this.write(`${n}`, x + line * 1.1, y, line * 0.85, 20);
      x += line * 2;
    });
    if (p.pirate) {
      this.write('pirate', x, y, line * 0.85, 60, 0xff8a5c);
      x += this.measure('pirate', line * 0.85) + 8;
    }
    const carry: string[] = [];
    if (p.shipType) carry.push(cargoText(p));
    carry.push(`${p.gloryCount} glory card${p.gloryCount === 1 ? '' : 's'}`);
    if (p.hasRumor) carry.push('rumor');
    if (p.mission >= 0) carry.push(`mission to ${MISSIONS[p.mission]?.deliverTo ?? '?'}`);
    const carryText = carry.join(' · ');
    // On a narrow board what the player carries goes on its own line rather than shrink.
    if (x > 10 && this.measure(carryText, line * 0.85) > w - x - 6) {
      x = 10;
      y += line * 1.25;
    }
    this.write(carryText, x, y, line * 0.85, w - x - 6);
    y += line * 1.25;
    const extras: string[] = [];
    if (p.weapons.length) extras.push(p.weapons.map((wp) => wp.replace('-', ' ')).join(', '));
    if (p.specialists.length) extras.push(p.specialists.map((id) => GLORY[id]?.title ?? '?').join(', '));
    if (p.mods.length) extras.push(`${p.mods.length} mod${p.mods.length === 1 ? '' : 's'}`);
    if (p.stashShown >= 0) extras.push(`stash ${p.stashShown}`);
    else if (p.hasStashed) extras.push('has a stash');
    if (p.declared) extras.push('declared!');
    if (p.loyalty !== undefined) extras.push(loyaltyWords(p.loyalty));
    if (flipped) extras.push('captain card flipped: 2 actions less next turn');
    if (p.loyalty !== undefined) drawLoyaltyTrack(g, w - 10, h - line * 0.45, Math.max(5, line * 0.45));
    if (p.loyalty !== undefined) this.loyalty.show(w - 10, h - line * 0.45, Math.max(5, line * 0.45), p.loyalty, seatColour(seat), animate);
    else this.loyalty.hide();
    // The loyalty track (module 11) keeps the bottom right corner.
    const trackW = p.loyalty !== undefined ? Math.max(5, line * 0.45) * 10.5 : 0;
    if (extras.length && y + line < h) this.write(extras.join(' · '), 10, y, line * 0.8, w - 16 - trackW, 0xd8c48c);
  }

  /** Roughly how wide a line of text is (Georgia averages about half its size per letter). */
  private measure(value: string, size: number): number {
    return value.length * size * 0.5;
  }

  private write(value: string, x: number, y: number, size: number, maxW: number, fill = 0xfff4d6): void {
    const t = new Text({ text: value, style: { fontFamily: 'Georgia, serif', fontSize: Math.max(8, size), fill } });
    t.position.set(x, y);
    // Long lines shrink to their room rather than spill over the next panel.
    if (t.width > maxW && maxW > 0) t.scale.set(maxW / t.width);
    this.texts.addChild(t);
  }

  /** Where this seat's cards come from and go to, in scene coordinates. */
  centre(): { x: number; y: number } {
    return { x: this.rect.x + this.rect.w / 2, y: this.rect.y + this.rect.h / 2 };
  }
}
