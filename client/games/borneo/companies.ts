/**
 * The four company columns with their five rank slots (rulebook "Companies rank") and the
 * merchants in them. Merchants keep their identity from one view to the next, so a transfer,
 * a won fight or a placement glides the token to its new slot. The columns and merchants can
 * be click targets; the fight and a distribution's paying companies are marked.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { COMPANIES, COMPANY_SLOTS } from '../../../shared/games/borneo/data';
import type { CompanyColumn, DistributionView, FightView } from '../../../shared/games/borneo/types';
import { GOLD } from '../../table/icons';
import { easeInOutCubic, type Tweener } from '../../table/tween';
import { COMPANY_INITIALS, COMPANY_INK, companyColour, flag, merchant, seatInk } from './icons';
import type { Rect } from '../../table/geometry';

interface Token {
  seat: number;
  company: number;
  rank: number;
  view: Container;
}

export interface Point {
  x: number;
  y: number;
}

export interface CompanyMarks {
  fight: FightView;
  distribution: DistributionView;
}

const ATTACK = 0xff8a5c;
const DEFEND = 0x7be0c3;

export class CompanyBoard extends Container {
  private readonly bg = new Graphics();
  private readonly marks = new Graphics();
  private readonly badges = new Container();
  private readonly texts = new Container();
  private readonly hits = new Container();
  private readonly tokenLayer = new Container();
  private tokens: Token[] = [];
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private header = 22;
  private labelSize = 12;
  private columnsShown = '';
  private marksShown = '';

  constructor(private readonly tweener: Tweener, private readonly seatLabel: (seat: number) => string) {
    super();
    this.addChild(this.bg, this.marks, this.texts, this.badges, this.hits, this.tokenLayer);
  }

  setRect(rect: Rect, labelSize: number): void {
    this.rect = rect;
    this.labelSize = labelSize;
    this.header = Math.max(20, Math.min(30, rect.h * 0.17));
    this.drawColumns();
    this.marksShown = '';
    for (const token of this.tokens) this.placeToken(token, false);
  }

  private columnRect(company: number): Rect {
    const gap = 6;
    const w = (this.rect.w - gap * 3) / 4;
    return { x: this.rect.x + company * (w + gap), y: this.rect.y, w, h: this.rect.h };
  }

  private slotHeight(): number {
    return (this.rect.h - this.header - 4) / COMPANY_SLOTS;
  }

  /** The centre of a rank slot, in scene coordinates. */
  slotPoint(company: number, rank: number): Point {
    const c = this.columnRect(company);
    const h = this.slotHeight();
    return { x: c.x + c.w / 2 + 6, y: c.y + this.header + 2 + h * rank + h / 2 };
  }

  private drawColumns(): void {
    this.bg.clear();
    this.texts.removeChildren().forEach((child) => child.destroy());
    const h = this.slotHeight();
    COMPANIES.forEach((name, company) => {
      const c = this.columnRect(company);
      const colour = companyColour(company);
      this.bg.roundRect(c.x, c.y, c.w, c.h, 8).fill({ color: 0x0a2c3a, alpha: 0.7 }).stroke({ width: 1.5, color: colour, alpha: 0.8 });
      this.bg.roundRect(c.x, c.y, c.w, this.header, 8).fill(colour);
      flag(this.bg, company, c.x + this.header * 0.55, c.y + this.header / 2, this.header * 0.62);
      const title = new Text({ text: name, style: { fontFamily: 'Georgia, serif', fontSize: Math.min(this.labelSize, this.header * 0.55), fontWeight: 'bold', fill: COMPANY_INK[company] ?? 0 } });
      // The company's name where it fits beside the flag, else its initial (never a clipped word).
      if (title.width > c.w - this.header * 1.05 - 4) title.text = COMPANY_INITIALS[company] ?? '';
      title.anchor.set(0, 0.5);
      title.position.set(c.x + this.header * 1.05, c.y + this.header / 2);
      title.label = `company-title:${company}`;
      this.texts.addChild(title);
      for (let rank = 0; rank < COMPANY_SLOTS; rank++) {
        const y = c.y + this.header + 2 + h * rank;
        this.bg.roundRect(c.x + 3, y + 1, c.w - 6, h - 2, 5).fill({ color: 0xffffff, alpha: rank % 2 === 0 ? 0.07 : 0.04 });
        const n = new Text({ text: String(rank + 1), style: { fontFamily: 'Georgia, serif', fontSize: Math.max(9, h * 0.4), fill: 0xb8c7cf } });
        n.anchor.set(0, 0.5);
        n.position.set(c.x + 6, y + h / 2);
        this.texts.addChild(n);
      }
    });
  }

  update(columns: readonly CompanyColumn[], marks: CompanyMarks, animate: boolean, origin: (seat: number) => Point): void {
    const marksKey = JSON.stringify(marks);
    if (marksKey !== this.marksShown) {
      this.marksShown = marksKey;
      this.drawMarks(marks);
    }
    const key = JSON.stringify(columns);
    if (key === this.columnsShown) return;
    this.columnsShown = key;
    const wanted = columns.flatMap((column, company) => column.merchants.map((seat, rank) => ({ seat, company, rank })));
    const free = [...this.tokens];
    const next: Token[] = [];
    const claim = (pick: (t: Token) => boolean): Token | undefined => {
      const i = free.findIndex(pick);
      return i >= 0 ? free.splice(i, 1)[0] : undefined;
    };
    // Same seat and company first (a merchant that stayed, rose or fell), then any of that seat's (a move).
    const unmatched = wanted.filter((w) => {
      const token = claim((t) => t.seat === w.seat && t.company === w.company && t.rank === w.rank) ?? claim((t) => t.seat === w.seat && t.company === w.company);
      if (!token) return true;
      next.push({ ...token, ...w, view: token.view });
      return false;
    });
    for (const w of unmatched) {
      const token = claim((t) => t.seat === w.seat);
      if (token) {
        next.push({ ...token, ...w, view: token.view });
        continue;
      }
      const view = this.tokenView(w.seat);
      if (animate) {
        const from = origin(w.seat);
        view.position.set(from.x, from.y);
        view.alpha = 0;
      }
      this.tokenLayer.addChild(view);
      next.push({ ...w, view });
    }
    for (const gone of free) {
      if (!animate) gone.view.destroy({ children: true });
      else void this.tweener.to(gone.view, { alpha: 0 }, 300).then(() => gone.view.destroy({ children: true }));
    }
    this.tokens = next;
    for (const token of next) this.placeToken(token, animate);
  }

  private tokenView(seat: number): Container {
    const view = new Container();
    const g = merchant(new Graphics(), seat, 0, 0, 24);
    const initial = new Text({ text: this.seatLabel(seat).slice(0, 1).toUpperCase(), style: { fontFamily: 'Georgia, serif', fontSize: 10, fontWeight: 'bold', fill: seatInk(seat) } });
    initial.anchor.set(0.5);
    initial.position.set(0, 5);
    view.addChild(g, initial);
    view.eventMode = 'none';
    return view;
  }

  private placeToken(token: Token, animate: boolean): void {
    token.view.label = `merchant:${token.seat}:${token.company}:${token.rank}`;
    const p = this.slotPoint(token.company, token.rank);
    const scale = Math.max(0.5, Math.min(1.3, (this.slotHeight() - 2) / 24));
    if (!animate) {
      this.tweener.kill(token.view.position);
      token.view.position.set(p.x, p.y);
      token.view.scale.set(scale);
      token.view.alpha = 1;
      return;
    }
    void this.tweener.to(token.view.position, { x: p.x, y: p.y }, 650, { ease: easeInOutCubic });
    void this.tweener.to(token.view.scale, { x: scale, y: scale }, 650);
    void this.tweener.to(token.view, { alpha: 1 }, 250);
  }

  private drawMarks({ fight, distribution }: CompanyMarks): void {
    this.marks.clear();
    this.badges.removeChildren().forEach((child) => child.destroy());
    const h = this.slotHeight();
    const outline = (company: number, rank: number, colour: number) => {
      const c = this.columnRect(company);
      this.marks.roundRect(c.x + 2, c.y + this.header + 2 + h * rank, c.w - 4, h, 6).stroke({ width: 3, color: colour });
    };
    if (fight.company >= 0) {
      outline(fight.company, fight.attackerRank, ATTACK);
      outline(fight.company, fight.defenderRank, DEFEND);
    }
    distribution.companies.forEach((company, i) => {
      const c = this.columnRect(company);
      const r = this.header * 0.42;
      // Over the header's flag: the name stays readable in narrow columns.
      const x = c.x + this.header * 0.55;
      this.marks.circle(x, c.y + this.header / 2, r).fill(GOLD).stroke({ width: 1.5, color: 0x1d1a16 });
      const badge = new Text({ text: distribution.kind === 'monopoly' ? 'M' : String(i + 1), style: { fontFamily: 'Georgia, serif', fontSize: r * 1.2, fontWeight: 'bold', fill: 0x1d1a16 } });
      badge.anchor.set(0.5);
      badge.position.set(x, c.y + this.header / 2 + 1);
      this.badges.addChild(badge);
    });
  }

  clearTargets(): void {
    this.hits.removeChildren().forEach((child) => child.destroy({ children: true }));
  }

  /** Makes columns clickable: `targets` maps a company to what a click does, with the outline colour. */
  setColumnTargets(targets: Map<number, { colour: number; onTap: () => void }>): void {
    for (const [company, { colour, onTap }] of targets) {
      const c = this.columnRect(company);
      const hit = new Graphics().roundRect(c.x - 2, c.y - 2, c.w + 4, c.h + 4, 10).stroke({ width: 3, color: colour });
      hit.hitArea = new Rectangle(c.x, c.y, c.w, c.h);
      hit.label = `company:${company}`;
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', onTap);
      this.hits.addChild(hit);
    }
  }

  /**
   * Makes merchants clickable (mine, to move or attack with them; another's, to attack it),
   * each named for the page's probe (`mine:<company>:<rank>`, `target:<company>:<rank>`).
   */
  setMerchantTargets(targets: { name: string; company: number; rank: number; colour: number; width?: number; onTap: () => void }[]): void {
    for (const { name, company, rank, colour, width, onTap } of targets) {
      const p = this.slotPoint(company, rank);
      const c = this.columnRect(company);
      const h = this.slotHeight();
      const hit = new Graphics().roundRect(c.x + 3, p.y - h / 2 + 1, c.w - 6, h - 2, 5).stroke({ width: width ?? 2.5, color: colour });
      hit.hitArea = new Rectangle(c.x + 3, p.y - h / 2, c.w - 6, h);
      hit.label = name;
      hit.eventMode = 'static';
      hit.cursor = 'pointer';
      hit.on('pointertap', onTap);
      this.hits.addChild(hit);
    }
  }
}
