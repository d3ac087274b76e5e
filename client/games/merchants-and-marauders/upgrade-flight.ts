/**
 * Seas of Glory module 4 on the table: the upgrades a victor takes from a beaten NPC (its unspent
 * weapons, and the modifications of the ship he claims) fly as small plates from where the NPC
 * was to the winner's ship, instead of appearing there (upgrade-taken.ts reads what moved from
 * two successive views); the plates are drawn like the NPC's badges.
 */
import { Container, Graphics, Text } from 'pixi.js';
import { easeInOutCubic, type Tweener } from '../../table/tween';
import { upgradeLetters } from './npc-upgrade-words';
import type { TakenUpgrade } from './upgrade-taken';

const FLY_MS = 900;

/** The plates in flight, over the ships. */
export class UpgradeFlights extends Container {
  constructor(private readonly tweener: Tweener) {
    super();
    this.eventMode = 'none';
  }

  /** Flies each taken upgrade from its zone to the seat's ship; returns how long it takes (0 for none). */
  play(flights: readonly TakenUpgrade[], from: (zone: number) => { x: number; y: number }, to: (seat: number) => { x: number; y: number } | undefined, size: number): number {
    let longest = 0;
    flights.forEach((f, i) => {
      const end = to(f.seat);
      if (!end) return;
      const start = from(f.from);
      const plate = upgradePlate(upgradeLetters(f.token), size);
      plate.position.set(start.x + i * size * 0.3, start.y - size * 0.8);
      this.addChild(plate);
      const delay = i * 150;
      longest = Math.max(longest, delay + FLY_MS);
      void this.tweener.to(plate.position, { x: end.x, y: end.y - size * 0.8 }, FLY_MS, { ease: easeInOutCubic, delay })
        .then(() => this.tweener.to(plate, { alpha: 0 }, 250))
        .then(() => plate.destroy({ children: true }));
    });
    return longest;
  }
}

/** One plate as an NPC's badge looks (npc-upgrades.ts), a little larger so the eye follows it. */
function upgradePlate(letters: string, size: number): Container {
  const w = size * 0.7;
  const h = size * 0.42;
  const c = new Container();
  c.addChild(new Graphics().roundRect(-w / 2, -h / 2, w, h, 3).fill({ color: 0x8b1e1e }).stroke({ width: 1.5, color: 0xf2c14e }));
  const t = new Text({ text: letters, style: { fontFamily: 'Georgia, serif', fontSize: Math.max(8, h * 0.72), fontWeight: 'bold', fill: 0xffffff } });
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}
