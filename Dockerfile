# The site as one container: Next.js's standalone output (the server code and only the packages it
# uses) run by the production server (server/index.mjs), as a non-root user, with a health check.
# Not built on our development machines: they have no Docker engine; `node scripts/standalone.mjs`
# tries the same folder with the same server there. See README, "Containers".
#   docker build -t log-home-site .
#   docker run -p 3000:3000 -e PAYLOAD_SECRET=… -e DATABASE_URI=mongodb://… \
#     -e NEXT_PUBLIC_SERVER_URL=https://… -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… \
#     -e SEED_ON_START=if-empty log-home-site

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build renders pages ahead of time, which takes content: it gets the starting content in a
# database of its own (small pictures), thrown away with this stage. Loading the Payload config
# needs a secret; the real one is given when the container runs.
ENV PAYLOAD_SECRET=only-for-the-build DATABASE_URI=file:/tmp/build/site.db \
    MEDIA_DIR=/tmp/build/media LEAD_FILES_DIR=/tmp/build/lead-files
RUN NODE_ENV=production SEED_IMAGE_WIDTH=64 ADMIN_PASSWORD=only-for-the-build npm run seed \
 && npm run build
# Those pages show the build's content: removed, so each is rendered from the site's database on
# its first request (server/prerendered.mjs).
RUN node server/prerendered.mjs .next/standalone/.next
# What the production server loads beyond Next.js's output: server/*.mjs, the plain modules of
# src/lib it shares with the site (the server bridge, logging, security headers, the site's address)
# and the packages they import (pino, pino-http, lru-cache), found by tracing its imports.
RUN node scripts/server-files.mjs .next/standalone

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site
# jemalloc, which server/start.sh preloads by default where it is installed (docs/benchmarks.md,
# "The server's memory on a small host": less memory kept after a quiet spell than glibc's).
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
# The production server's start script (its modules came with the standalone folder).
COPY --from=build --chown=site:site /app/server ./server
# The embedded database and the uploaded files when no MongoDB or bucket is configured, and the
# nightly backups without a bucket (BACKUP_DIR): mount volumes here to keep them, the backups on
# another disk than the data.
RUN mkdir -p data media lead-files backups && chown site:site data media lead-files backups
USER site
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server/start.sh: the allocator settings that keep memory in check, then server/index.mjs.
CMD ["sh", "server/start.sh"]
