/**
 * The development routes (`/api/dev/*`: the outbox with every OTP and
 * verification link, the sandbox checkout and PayPal approval) answer only
 * this machine: a request whose connection, or any address its
 * X-Forwarded-For names, is not loopback (127.0.0.0/8, ::1, ::ffff:127.x)
 * gets the 404 of a missing route. The connection is judged, not
 * `request.ip`, so TRUST_PROXY cannot let a forged header in (security
 * review, issue 17: `npm start` listens on 0.0.0.0).
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const DEV_PREFIX = '/api/dev/';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const isLoopback = (address: string) => {
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** True when the connection and every forwarded-for address of `request` are loopback addresses. */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = [forwarded ?? []].flat().flatMap((value) => value.split(','));
  return [request.socket.remoteAddress ?? '', ...hops].every((address) => isLoopback(address.trim()));
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    // The matched route, not the raw URL: `/api/%64ev/outbox` routes there too.
    if (request.routeOptions.url?.startsWith(DEV_PREFIX) && !fromThisMachine(request)) return reply.callNotFound();
  });
});
