# syntax=docker/dockerfile:1
# Candor's container image: `docker build -t candor .` from the repository root.
# Stage 1 installs everything and builds; stage 2 keeps the built app and its production
# dependencies only, and runs as the unprivileged `node` user. deploy/compose.yaml runs two of
# these behind Caddy on PostgreSQL and an S3-compatible store.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# MALLOC_*: glibc keeps less freed memory (scripts/lib/serverProcess.mjs, as `npm start` sets).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/domain ./packages/domain
COPY --from=build --chown=root:root /app/apps/server/package.json ./apps/server/package.json
COPY --from=build --chown=root:root /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=root:root /app/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# The data folder is the only place the server writes (embedded database, local files, keys).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: the process answers and reaches its database (/readyz adds the file store).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node handles SIGTERM itself (graceful shutdown in main.ts); no shell in between.
CMD ["node", "apps/server/dist/main.js"]
