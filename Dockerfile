# The site as one container: Next.js's standalone output (the server code and only the packages it
# uses) run by Next.js's own server.js on Node.js 24, as a non-root user, with a health check.
# Not built on our development machines: they have no Docker engine; `node scripts/standalone.mjs`
# tries the same folder with the same server there. See README, "Deploying".
#   docker build -t log-home-site .
#   docker run -p 127.0.0.1:3000:3000 -e PAYLOAD_SECRET=… -e DATABASE_URI=mongodb://… \
#     -e NEXT_PUBLIC_SERVER_URL=https://… -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… \
#     -e SEED_ON_START=if-empty log-home-site

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build renders no page (every page is rendered on its first request, src/lib/site/pages.ts),
# but loading Payload's config wants a secret and a database: throw-away ones. The real ones are
# given when the container runs.
ENV PAYLOAD_SECRET=only-for-the-build DATABASE_URI=file:/tmp/build/site.db
RUN npm run build

FROM node:24-bookworm-slim AS run
WORKDIR /app
# The runtime settings of package.json's "start" (docs/benchmarks.md, "Memory"; idle connections
# kept 65 s, past a proxy's 60 s: scripts/lib.mjs KEEP_ALIVE).
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 \
    MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536 NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=256" \
    KEEP_ALIVE_TIMEOUT=65000
RUN groupadd --system --gid 1001 site && useradd --system --uid 1001 --gid site site
COPY --from=build --chown=site:site /app/.next/standalone ./
COPY --from=build --chown=site:site /app/.next/static ./.next/static
COPY --from=build --chown=site:site /app/public ./public
# The embedded database and the uploaded files when no MongoDB or bucket is configured, and the
# nightly backups without a bucket (BACKUP_DIR): mount volumes here to keep them, the backups on
# another disk than the data.
RUN mkdir -p data media lead-files backups && chown site:site data media lead-files backups
USER site
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
