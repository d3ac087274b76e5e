/**
 * Colyseus reports its room and client counts to PM2's monitoring agent (`@pm2/io`) as its
 * matchmaker starts (its Stats module imports the agent), and importing the agent starts it:
 * timers that list every open handle of the process each second (every socket, so the work grows
 * with the players), an event-loop latency sampler and an IPC channel. This server does not run
 * under PM2 and reports through its own `/metrics`; at 2,000 players the agent took about 1.5% of
 * the rooms' thread (`perf` with `--perf-basic-prof`, docs/performance.md).
 *
 * `@pm2/io` keeps its one instance under the global symbol below and, when one is already there,
 * hands it out instead of starting another: a stand-in that accepts the metrics and drops them
 * keeps the agent from starting.
 */
const PM2_IO = Symbol.for('@pm2/io');

/** Before the Colyseus server is made. Leaves an agent that already runs (the process is under PM2) alone. */
export function keepPm2AgentOff(): void {
  const global = globalThis as unknown as Record<symbol, unknown>;
  if (!Object.getOwnPropertySymbols(global).includes(PM2_IO)) global[PM2_IO] = { metric: () => undefined };
}
