# syntax=docker/dockerfile:1
# One image for the API (which also serves the built web app) and the job worker
# (README.md, "Running in production"). Build: docker build -t cotiza .
ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's package.json first, so that `npm ci` is cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
COPY packages/quote-reader/package.json packages/quote-reader/
COPY packages/comparison/package.json packages/comparison/

# The web app's build (Vite, with its brotli and gzip copies) needs the development tools.
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# What runs: production dependencies only, and the sources (tsx runs the TypeScript as is).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app /app
COPY apps/api apps/api
COPY packages packages
COPY --from=web /app/apps/web/dist apps/web/dist
# The image belongs to root; the product runs as the unprivileged `node` user (uid 1000) of the
# base image and writes only to DATA_DIR.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is process 1 (not npm), so SIGTERM reaches the server and its graceful shutdown.
# The worker runs the same image with: node --import tsx apps/api/src/worker.ts
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
