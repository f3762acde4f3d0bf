#!/usr/bin/env bash
# The container image's test (docs/decisions/0206-container-image.md): builds it with
# scripts/image/build.sh, runs it with podman on a named volume for /data, waits for its
# HEALTHCHECK, registers an organization through the API, stops the container with SIGTERM (exit
# status 0 within 20 s), starts it again on the same volume and finds the organization (and the
# master key generated on the first start) again. Runs as root; .ci/run installs the tools.
# compose.yaml is checked by apps/server/src/ops/compose.test.ts, with the unit tests.
#
# This host (a VM, cgroups v1 with a cgroup2 hierarchy beside it, no CAP_SYS_RESOURCE) needs two
# settings that a plain Debian host does not; the test gives them to podman through a
# containers.conf of its own (CONTAINERS_CONF) and never touches /etc/containers:
# - runc instead of crun: crun refuses the hybrid hierarchy ("cgroups in hybrid mode not
#   supported, drop all controllers from cgroupv2"), also with --cgroups=disabled;
# - rlimits the process may set: podman's defaults (nofile and nproc 1048576 / 4194304) fail with
#   "setrlimit `RLIMIT_NOFILE`: Operation not permitted".
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { printf '[image-test] %s %s\n' "$(date +%T)" "$*"; }
fail() { printf '[image-test] FAILED: %s\n' "$*" >&2; exit 1; }
for tool in podman buildah mmdebstrap node; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install podman buildah mmdebstrap runc)"
done

run_id="$$-$RANDOM"
image="localhost/shiftclock-test:$run_id"
volume="shiftclock-test-$run_id"
name="shiftclock-test-$run_id"
work="$(mktemp -d "${TMPDIR:-/tmp}/shiftclock-image-test.XXXXXX")"
cleanup() {
  podman rm -f -t 0 "$name" >/dev/null 2>&1 || true
  podman volume rm -f "$volume" >/dev/null 2>&1 || true
  podman rmi -f "$image" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

nofile="$(ulimit -Hn)"
[ "$nofile" = unlimited ] || [ "$nofile" -gt 65536 ] && nofile=65536
cat >"$work/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=$nofile:$nofile", "nproc=4096:4096"]
CONF
export CONTAINERS_CONF="$work/containers.conf"

say "build"
started=$SECONDS
IMAGE="$image" bash scripts/image/build.sh
say "build took $((SECONDS - started)) s; size $(podman image inspect --format '{{.Size}}' "$image" | numfmt --to=si)B"

# The image's configuration, read without running it.
config() { podman image inspect --format "$1" "$image"; }
[ "$(config '{{.Config.User}}')" = 10001:10001 ] || fail "user is $(config '{{.Config.User}}'), not 10001:10001"
[ "$(config '{{json .Config.Entrypoint}}')" = '["/usr/bin/tini","--"]' ] || fail "entrypoint: $(config '{{json .Config.Entrypoint}}')"
config '{{json .Config.Volumes}}' | grep -q '"/data"' || fail "no /data volume"
config '{{json .Config.ExposedPorts}}' | grep -q '3000/tcp' || fail "port 3000 not exposed"
config '{{json .Config.Healthcheck.Test}}' | grep -qF '["CMD","/usr/local/bin/node","/app/scripts/image/healthcheck.mjs"]' || fail "no HEALTHCHECK: $(config '{{json .Config.Healthcheck}}')"
for label in version source licenses; do
  [ -n "$(config "{{index .Config.Labels \"org.opencontainers.image.$label\"}}")" ] || fail "label org.opencontainers.image.$label missing"
done

# Which runtime works here: podman's default (crun) on most hosts; runc where crun cannot.
runtime=()
if ! podman run --rm --entrypoint /usr/local/bin/node "$image" -e 0 >"$work/probe.log" 2>&1; then
  say "the default runtime cannot run a container here: $(tail -1 "$work/probe.log")"
  command -v runc >/dev/null || fail "and runc, the other runtime, is missing (apt-get install runc)"
  runtime=(--runtime runc)
  podman "${runtime[@]}" run --rm --entrypoint /usr/local/bin/node "$image" -e 0 ||
    fail "runc cannot run a container here either"
  say "using runc"
fi
# Without systemd (CI), podman says on each run and stop that it cannot add a timer for the
# HEALTHCHECK; the test runs the check itself (podman healthcheck run), so those lines are dropped.
pm() { podman "${runtime[@]}" "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
base="http://127.0.0.1:$port"
# request METHOD PATH [JSON] [TOKEN]: prints "STATUS BODY".
request() {
  node -e '
    const [method, url, body, token] = process.argv.slice(1);
    const headers = {};
    if (body) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    fetch(url, { method, headers, body: body || undefined })
      .then(async (r) => console.log(r.status, await r.text()))
      .catch((e) => { console.log(0, e.message); });
  ' "$1" "$base$2" "${3:-}" "${4:-}"
}

wait_healthy() {
  local deadline=$((SECONDS + 180))
  until pm healthcheck run "$name" >/dev/null 2>&1; do
    [ "$(pm inspect --format '{{.State.Running}}' "$name")" = true ] || { pm logs "$name" | tail -30; fail "the container stopped"; }
    [ $SECONDS -lt $deadline ] || { pm logs "$name" | tail -30; fail "not healthy after 180 s"; }
    sleep 1
  done
}

say "first start"
started=$SECONDS
pm run -d --name "$name" --volume "$volume:/data" --publish "127.0.0.1:$port:3000" "$image" >/dev/null
wait_healthy
say "healthy after $((SECONDS - started)) s"
[ "$(pm exec "$name" id -u)" = 10001 ] || fail "the server does not run as uid 10001"
pm exec "$name" cat /proc/1/cmdline | tr '\0' ' ' | grep -q '^/usr/bin/tini' || fail "PID 1 is not tini"

org="Image Test $run_id"
email="owner-$run_id@example.com"
reply="$(request POST /api/auth/register-organization \
  "{\"organizationName\":\"$org\",\"email\":\"$email\",\"password\":\"ImageTest1234!\",\"confirmPassword\":\"ImageTest1234!\"}")"
[ "${reply%% *}" = 201 ] || fail "register-organization answered $reply"
say "registered \"$org\""
master_key="$(pm logs "$name" 2>&1 | grep -o 'mk-[A-Za-z0-9_-]*' | head -1)"
[ -n "$master_key" ] || fail "no master key printed on the first start"

# A backup from inside the running container, into the volume (docs/operations.md, "Container").
pm exec --workdir /data "$name" node /app/apps/server/dist/backup-cli.js backup >"$work/backup.log" 2>&1 ||
  { cat "$work/backup.log"; fail "backup-cli.js backup in the container"; }
pm exec "$name" sh -c 'test -s /data/backups/shiftclock-*.ndjson.gz' || fail "no backup in /data/backups"
say "backup written to $(pm exec "$name" sh -c 'ls /data/backups/*')"

stop_and_check() {
  local t0=$SECONDS
  pm stop --time 30 "$name" >/dev/null
  local took=$((SECONDS - t0))
  local code
  code="$(pm inspect --format '{{.State.ExitCode}}' "$name")"
  [ "$code" = 0 ] || { pm logs "$name" | tail -20; fail "exit status $code after SIGTERM"; }
  [ "$took" -le 20 ] || fail "SIGTERM took $took s (over 20)"
  pm logs "$name" 2>&1 | tail -5 | grep -q '"msg":"stopped"' || fail "the server did not log its clean stop"
  say "stopped by SIGTERM in $took s, exit status 0"
}
stop_and_check

say "second start on the same volume"
started=$SECONDS
pm start "$name" >/dev/null
wait_healthy
say "healthy after $((SECONDS - started)) s"
reply="$(request POST /api/master-auth/login "{\"password\":\"$master_key\"}")"
[ "${reply%% *}" = 200 ] || fail "the first start's master key no longer works: $reply"
token="$(node -e 'console.log(JSON.parse(process.argv[1]).token)' "${reply#* }")"
reply="$(request GET "/api/master-admin/organizations?search=$run_id" "" "$token")"
[ "${reply%% *}" = 200 ] || fail "organizations answered $reply"
echo "$reply" | grep -q "\"$org\"" || fail "the organization is gone after the restart: $reply"
reply="$(request POST /api/auth/register-organization \
  "{\"organizationName\":\"$org\",\"email\":\"$email\",\"password\":\"ImageTest1234!\",\"confirmPassword\":\"ImageTest1234!\"}")"
[ "${reply%% *}" = 409 ] || fail "registering the same owner again answered $reply, not 409"
say "the organization and the master key survived the restart"
stop_and_check

# A restore into the volume with the server stopped, as docs/operations.md ("Container") says.
backup_file="$(pm run --rm --volume "$volume:/data" --entrypoint /bin/sh "$image" -c 'ls /data/backups/*.ndjson.gz' | head -1)"
pm run --rm --volume "$volume:/data" "$image" node /app/apps/server/dist/backup-cli.js restore "$backup_file" --replace \
  >"$work/restore.log" 2>&1 || { cat "$work/restore.log"; fail "backup-cli.js restore in a container"; }
say "restored $backup_file into the stopped server's volume"

say "passed"
