/**
 * What an operator scrapes from each process at GET /metrics (Prometheus' text format): the
 * process (CPU, memory, event-loop delay, garbage-collection pauses, from prom-client's default
 * metrics), this process's tables and connections, and the time the server takes per action.
 *
 * `table_action_seconds` runs from a player's action message reaching its table to the patch
 * that carries the change leaving the server (the socket writes of every client of the table).
 * With the event-loop delay (the wait before the message is handled) it is the server's whole
 * share of a click-to-patch time; what remains of it is the network and the clients.
 */
import { matchMaker } from '@colyseus/core';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { RecentQuantiles } from './recent-quantiles';

export const metricsRegistry = new Registry();

/**
 * A summary (quantiles per process over the last minute) rather than a histogram: the question
 * asked of it is "what is this process's p99 now", to the tenth of a millisecond. Every action
 * is timed, so it is recorded at the cost of an array increment (./recent-quantiles.ts).
 */
export const actionSeconds = new RecentQuantiles({
  name: 'table_action_seconds',
  help: "From a player's action reaching its table to the patch carrying it leaving the server.",
  labelName: 'game',
  percentiles: [0.5, 0.9, 0.99, 0.999],
  registers: [metricsRegistry],
});

/**
 * The same time in its stages, to tell where an action waits: `handle` (its message's handler:
 * the rules, the view, the outbox), `turn` (from there to the patch's own turn of the event
 * loop: the other messages of the same poll, other tables' patches, a collection), `journal`
 * (the database storing the batch that holds it) and `send` (the patch's encoding and socket
 * writes). Each stage's quantiles are its own: the stages' p99s need not add up to the whole's.
 */
export const actionStageSeconds = new RecentQuantiles({
  name: 'table_action_stage_seconds',
  help: "A player's action's time in the server by stage: handle, turn, journal, send.",
  labelName: 'stage',
  percentiles: [0.5, 0.99],
  registers: [metricsRegistry],
});

new Gauge({
  name: 'table_rooms',
  help: 'Rooms (tables and the lobby) held by this process.',
  registers: [metricsRegistry],
  collect() {
    this.set(matchMaker.stats.local.roomCount);
  },
});

new Gauge({
  name: 'table_connections',
  help: 'Clients connected to this process.',
  registers: [metricsRegistry],
  collect() {
    this.set(matchMaker.stats.local.ccu);
  },
});

let processMetricsOn = false;

/** Starts the process metrics (event-loop and GC observers) once per process. */
export function startProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
