# syntax=docker/dockerfile:1
# Quarry: one image for API processes (QUARRY_ROLE=api), worker processes (QUARRY_ROLE=worker)
# or both in one (all). Not built in CI (no container engine there); test/deployment.test.ts checks
# that the names used here match src/config.ts and package.json.

# --- dependencies: production packages only; native addons (DuckDB, canvas) come prebuilt for glibc.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/sdk/package.json packages/sdk/
COPY packages/cli/package.json packages/cli/
# `npm ci` refuses this lockfile (other platforms' optional packages are missing from the registry); see README.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime: Node 24 (TypeScript runs through type stripping, no build step), fonts, non-root.
FROM node:24-bookworm-slim AS runtime
# Fonts for rendering PDF pages that use fonts they do not embed, before OCR (pdf.js's standard
# fonts ship with pdfjs-dist); tini forwards SIGTERM so shutdown drains requests and jobs.
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-liberation2 fonts-noto-core tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# glibc serves allocations over 128 KB (page images, pixel buffers of the extraction threads) from
# their own mappings, returned when freed, instead of keeping them in its arenas after the threads end.
# The compile cache (TypeScript stripped, V8's code cache) from the first module on, src/main.ts too:
# without it the entry alone loads Node's TypeScript stripper, 50-60 ms of CPU at every start.
# V8's young generation is capped at 8 MB semi-spaces: the default lets it grow, and keep, tens of MB
# that a mostly idle service does not need (see the README's Footprint).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=131072 \
    NODE_COMPILE_CACHE=node_modules/.cache/node-compile \
    NODE_OPTIONS=--max-semi-space-size=8 \
    HOST=0.0.0.0 \
    PORT=8080 \
    QUARRY_DATA_DIR=/data \
    PATH=/app/node_modules/.bin:$PATH
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY src ./src
# The OCR model: nothing is downloaded at run time.
COPY vendor ./vendor
COPY packages ./packages
RUN mkdir -p /data node_modules/.cache/node-compile && chown node:node /data node_modules/.cache/node-compile
USER node
VOLUME ["/data"]
EXPOSE 8080
# /readyz answers in every role (a worker serves health and metrics only).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# The same command as `npm start`.
CMD ["node", "src/main.ts"]
