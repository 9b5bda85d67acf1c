/**
 * `npm run bench:sockets -w @seva/scripts` (the connections issue's bench):
 * the chat bench of chat.ts with BENCH_SOCKETS members (default 1,000),
 * BENCH_SENDERS closed-loop senders (default 50; a comma list such as
 * `10,50` measures each in turn on the same sockets) for BENCH_DURATION
 * seconds each (default 10), on BENCH_PORT (default 3312). Prints the
 * memory per socket, connect times, and per sender count the messages
 * delivered per second and the delivery latency p50/p99/max.
 */
import { measureChat } from './chat.js';
import { buildSeva } from './server.js';

buildSeva();
const result = await measureChat({
  port: Number(process.env.BENCH_PORT ?? 3312),
  members: Number(process.env.BENCH_SOCKETS ?? 1000),
  senders: (process.env.BENCH_SENDERS ?? '50').split(',').map(Number),
  durationS: Number(process.env.BENCH_DURATION ?? 10),
});

console.log(`${result.members} members logged in by OTP in ${result.loginS.toFixed(1)} s`);
console.log(`\nsockets: ${result.members} connected in ${result.connectS.toFixed(1)} s (50 at a time)`);
console.log(`  connect p50 ${result.connectP50.toFixed(1)} ms, p99 ${result.connectP99.toFixed(1)} ms`);
console.log(
  `  server RSS ${result.rssBeforeMiB.toFixed(0)} MiB → ${result.rssAfterMiB.toFixed(0)} MiB: ` +
    `${result.kibPerSocket.toFixed(1)} KiB per socket`,
);
for (const d of result.deliveries) {
  console.log(`messages: ${d.senders} closed-loop senders, REST send → socket delivery`);
  console.log(
    `  ${d.delivered} delivered, ${d.perSecond.toFixed(0)} messages/s; ` +
      `latency p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms`,
  );
}
