/**
 * A table's chat: every line said, and who may read each one. Players and spectators talk;
 * while the game is played a spectator's line is read by the other spectators only, unless the
 * table lets players read them (`spectatorChat: 'everyone'`), so watchers cannot whisper hints.
 * Once the game is over everyone reads everything. No Colyseus here.
 */
import type { Seat } from '../../shared/core/engine';
import type { ChatLine, SpectatorChat } from '../../shared/protocol';

/** Lines kept per table (the oldest go first beyond it; a long game's chat stays bounded). */
export const MAX_CHAT_LINES = 500;

export class TableChat {
  private lines: ChatLine[] = [];
  private nextSeq = 0;

  constructor(private readonly spectatorChat: SpectatorChat) {}

  /** Lines read back from the database (a restored table). */
  restore(lines: readonly ChatLine[]): void {
    this.lines = lines.slice(-MAX_CHAT_LINES);
    this.nextSeq = lines.reduce((next, line) => Math.max(next, line.seq + 1), 0);
  }

  /** Records a line said now; `playing` is whether the game is being played. */
  say(speaker: { seat: Seat | null; name: string }, text: string, playing: boolean, step: number, at: number): ChatLine {
    const line: ChatLine = {
      seq: this.nextSeq++,
      at,
      seat: speaker.seat,
      name: speaker.name,
      text,
      spectatorsOnly: speaker.seat === null && playing && this.spectatorChat === 'spectators',
      step,
    };
    this.lines.push(line);
    if (this.lines.length > MAX_CHAT_LINES) this.lines.shift();
    return line;
  }

  /** Whether a reader (a seat, or null for a spectator) may read `line` now. */
  static readable(line: ChatLine, reader: Seat | null, over: boolean): boolean {
    return !line.spectatorsOnly || reader === null || over;
  }

  /** Every line the reader may read now, oldest first. */
  historyFor(reader: Seat | null, over: boolean): ChatLine[] {
    return this.lines.filter((line) => TableChat.readable(line, reader, over));
  }

  /** Every line, for the finished match. */
  all(): ChatLine[] {
    return [...this.lines];
  }

  /** True when some line was hidden from the players (they read it once the game is over). */
  get hidSome(): boolean {
    return this.lines.some((line) => line.spectatorsOnly);
  }
}
