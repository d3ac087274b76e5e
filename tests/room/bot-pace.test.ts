/**
 * A bot's move is paced so people can follow it: each game waits its own time (longer where one
 * move changes much, as Libertalia's reveal), unless the server's BOT_DELAY_MS sets one for
 * every game (tests set a few ms).
 */
import { loadConfig } from '../../server/config';
import { botDelayFor } from '../../server/rooms/bot-turns';
import { DEFAULT_BOT_PACE_MS } from '../../shared/core/manifest';
import { registrations } from '../../shared/core/registry';

describe('bot pace', () => {
  it('each game paces its bots by default, Libertalia slowest', () => {
    const configured = loadConfig({}).botDelayMs;
    expect(configured).toBeNull();
    const paces = Object.fromEntries(registrations.map((m) => [m.id, botDelayFor(configured, m.id)]));
    for (const pace of Object.values(paces)) expect(pace).toBeGreaterThanOrEqual(700);
    expect(paces.libertalia).toBe(Math.max(...Object.values(paces)));
    expect(paces.libertalia).toBeGreaterThan(paces['port-royal'] as number);
  });

  it('BOT_DELAY_MS sets one delay for every game, 0 included', () => {
    const configured = loadConfig({ BOT_DELAY_MS: '0' }).botDelayMs;
    for (const m of registrations) expect(botDelayFor(configured, m.id)).toBe(0);
    expect(botDelayFor(loadConfig({ BOT_DELAY_MS: '250' }).botDelayMs, 'borneo')).toBe(250);
  });

  it('a game without a manifest (a test game) gets the default pace', () => {
    expect(botDelayFor(null, 'hidden-hands')).toBe(DEFAULT_BOT_PACE_MS);
  });
});
