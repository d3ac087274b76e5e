/**
 * PM2's monitoring agent does not start with the server (server/pm2-agent-off.ts): the import of
 * `@pm2/io` that Colyseus makes as its matchmaker starts gets the stand-in, so none of the
 * agent's timers (each second a list of every open handle) runs beside the rooms.
 */
import { testServerPerFile } from '../helpers/server';

const server = testServerPerFile();

test("the server's import of PM2's agent gets a stand-in that only takes metrics", async () => {
  expect(server.port).toBeGreaterThan(0);
  const agent = (await import('@pm2/io')).default as unknown as Record<string, unknown>;
  expect(Object.keys(agent)).toEqual(['metric']);
  // What Colyseus calls on it is accepted and dropped.
  expect(() => (agent.metric as (metric: object) => void)({ id: 'app/stats/ccu', name: 'ccu', value: () => 0 })).not.toThrow();
});
