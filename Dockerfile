# The Seva server as one image: the API, serving the built web app (README "Several processes and
# machines"). compose.yaml runs several of these behind a proxy, on PostgreSQL and Redis.
FROM node:20-bookworm-slim

WORKDIR /app
# The manifests first, so that a code change does not reinstall the dependencies.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY scripts/package.json scripts/
RUN npm ci --no-audit --no-fund --include-workspace-root \
      --workspace @seva/contracts --workspace @seva/api --workspace @seva/web

COPY . .
RUN npm run build && mkdir -p data && chown node:node data

ENV NODE_ENV=production SERVE_WEB=true PORT=3000
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# node itself (not npm) is PID 1's child of choice: it gets docker stop's SIGTERM and drains (cluster.ts).
WORKDIR /app/apps/api
CMD ["node", "dist/cluster.js"]
