/**
 * Telling a player in another tab that it is their turn: when the turn becomes mine while the
 * tab is hidden, the tab's title reads "(Your turn) …" until the tab is seen again, a short
 * chime plays (generated with WebAudio, no sound file) unless muted, and a browser notification
 * is shown when the player allowed them. Permission is asked only from a click ("Notify me"),
 * as browsers require. Controls: `alert-sound` (mute toggle, remembered) and `alert-notify`.
 */
import { h } from '../ui/dom';
import { savedMuted, saveMuted } from '../ui/storage';

const TITLE_PREFIX = '(Your turn) ';

export class TurnAlert {
  readonly controls: HTMLElement;
  private readonly soundButton: HTMLButtonElement;
  private readonly notifyButton: HTMLButtonElement;
  private wasMyTurn = false;
  private flagged = false;
  private audio: AudioContext | null = null;
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.unflag();
  };

  constructor(private readonly gameTitle: string) {
    this.soundButton = h('button', { type: 'button', class: 'small', 'data-testid': 'alert-sound', onclick: () => this.toggleSound() });
    this.notifyButton = h('button', { type: 'button', class: 'small', 'data-testid': 'alert-notify', onclick: () => void this.askPermission() }, 'Notify me');
    this.controls = h('span', { class: 'turn-alert-controls' }, this.soundButton, this.notifyButton);
    this.showSound();
    this.showPermission();
    document.addEventListener('visibilitychange', this.onVisible);
  }

  /** Called on every change: alerts once when the turn becomes mine in a hidden tab. */
  update(myTurn: boolean): void {
    const becameMine = myTurn && !this.wasMyTurn;
    this.wasMyTurn = myTurn;
    if (!myTurn) return this.unflag();
    if (!becameMine || document.visibilityState !== 'hidden') return;
    this.flag();
    if (!savedMuted()) this.chime();
    this.notify();
  }

  private flag(): void {
    if (this.flagged) return;
    this.flagged = true;
    document.title = TITLE_PREFIX + document.title;
  }

  private unflag(): void {
    if (!this.flagged) return;
    this.flagged = false;
    if (document.title.startsWith(TITLE_PREFIX)) document.title = document.title.slice(TITLE_PREFIX.length);
  }

  /** Two short rising notes. */
  private chime(): void {
    try {
      this.audio ??= new AudioContext();
      const ctx = this.audio;
      const start = ctx.currentTime;
      [660, 880].forEach((frequency, i) => {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.frequency.value = frequency;
        osc.type = 'sine';
        const at = start + i * 0.16;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
        osc.connect(gain).connect(ctx.destination);
        osc.start(at);
        osc.stop(at + 0.16);
      });
    } catch {
      // No audio here (a browser without WebAudio, or one that refuses it): the title still says it.
    }
  }

  private notify(): void {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      const note = new Notification(`Your turn · ${this.gameTitle}`, { body: 'The table is waiting for you.', tag: 'caribbean-turn' });
      note.onclick = () => {
        window.focus();
        note.close();
      };
    } catch {
      // Some browsers only notify from a service worker: the title and the sound remain.
    }
  }

  private toggleSound(): void {
    saveMuted(!savedMuted());
    this.showSound();
  }

  private showSound(): void {
    const muted = savedMuted();
    this.soundButton.textContent = muted ? 'Sound off' : 'Sound on';
    this.soundButton.setAttribute('aria-pressed', String(!muted));
    this.soundButton.title = muted ? 'No sound when your turn comes in another tab' : 'A short sound when your turn comes in another tab';
  }

  private async askPermission(): Promise<void> {
    if (typeof Notification === 'undefined') return;
    if (Notification.permission === 'default') await Notification.requestPermission().catch(() => undefined);
    this.showPermission();
  }

  private showPermission(): void {
    const support = typeof Notification !== 'undefined';
    const permission = support ? Notification.permission : 'denied';
    this.notifyButton.hidden = !support || permission === 'denied';
    this.notifyButton.disabled = permission === 'granted';
    this.notifyButton.textContent = permission === 'granted' ? 'Notifications on' : 'Notify me';
  }

  destroy(): void {
    document.removeEventListener('visibilitychange', this.onVisible);
    this.unflag();
    void this.audio?.close().catch(() => undefined);
  }
}
