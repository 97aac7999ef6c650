# The release (scripts/release.mjs, decision 0032) in an image: the build stage runs the same
# `npm run release` as an operator or CI; the runtime stage holds only release/ and runs as `node`.
#   docker build --build-arg COMMIT=$(git rev-parse --short HEAD) -t soul-punch-trainers .
#   docker compose up   (compose.yaml: with PostgreSQL and Redis)

FROM node:24-bookworm AS build
WORKDIR /src
# The dependencies first: this layer is reused while package.json and the lock file stay the same.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
ARG COMMIT=unknown
# The commit the health answers name (scripts/build-server.mjs; the context has no .git).
RUN GIT_COMMIT=$COMMIT npm run release -- --no-tarball

FROM node:24-bookworm-slim AS runtime
# Memory (docs/deployment.md "Memory"): a small young generation and two malloc arenas keep a server
# near 250 MB under load instead of about 470; add --max-old-space-size=160 for about 200 MB.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NODE_OPTIONS=--max-semi-space-size=8 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# The code stays root's (the server cannot rewrite itself); only DATA_DIR (uploads) is the app's.
COPY --from=build /src/release/ /app/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and the migrations are applied (a server still migrating is not sent traffic).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1's child-free process: SIGTERM reaches the server, which drains and exits 0.
CMD ["node", "server/main.js"]
