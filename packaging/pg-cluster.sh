#!/usr/bin/env bash
# A throw-away PostgreSQL 15 cluster for the test suite and for trying a team catalog locally.
#   packaging/pg-cluster.sh start DIR   initdb in DIR (created, must be empty or missing), start the
#                                       server on 127.0.0.1 only, on a free port; print the URL
#   packaging/pg-cluster.sh stop DIR    stop the server (the folder is left for the caller to delete)
#   packaging/pg-cluster.sh restart DIR start a stopped (or restart a running) cluster of DIR on its
#                                       port, same options (the reconnect test restarts the server)
# The server runs as the unprivileged user: the caller, or the `postgres` system user when called
# as root (initdb refuses root). Login is user `cloudgauge` with a random password (SCRAM); the
# password is only in DIR/pgpass (mode 600), which libpq reads through PGPASSFILE:
#   export PGPASSFILE=DIR/pgpass CLOUDGAUGE_TEST_PG_URL=$(packaging/pg-cluster.sh start DIR)
# Needs Debian's postgresql-15 (/usr/lib/postgresql/15/bin) and python3 (to find a free port).
set -euo pipefail

cmd="${1:-}"
dir="${2:-}"
if [ -z "$dir" ] || { [ "$cmd" != start ] && [ "$cmd" != stop ] && [ "$cmd" != restart ]; }; then
    echo "usage: $0 start|stop|restart DIR" >&2
    exit 2
fi
bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
[ -x "$bin/initdb" ] || { echo "$0: $bin/initdb not found (install postgresql-15)" >&2; exit 1; }
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

as_owner() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

if [ "$cmd" = stop ]; then
    [ -f "$dir/data/postmaster.pid" ] || exit 0
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    exit 0
fi

pg_options() { # listen on 127.0.0.1:$1 only, sockets in DIR/run, fsync off (a throw-away cluster: speed over durability)
    echo "-c listen_addresses=127.0.0.1 -p $1 -k $dir/run -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
}

if [ "$cmd" = restart ]; then
    [ -f "$dir/pgpass" ] || { echo "$0: $dir holds no cluster of this script (no pgpass)" >&2; exit 1; }
    port="$(cut -d: -f2 "$dir/pgpass")"
    if [ -f "$dir/data/postmaster.pid" ]; then
        as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 30 -o "$(pg_options "$port")" start >/dev/null \
        || { cat "$dir/data/server.log" >&2; exit 1; }
    exit 0
fi

[ ! -e "$dir/data" ] || { echo "$0: $dir/data exists; use a new folder" >&2; exit 1; }
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')"
password="$(head -c 18 /dev/urandom | base64 | tr -d '/+=')"
umask 077
printf '%s\n' "$password" >"$dir/pwfile"
printf '127.0.0.1:%s:*:cloudgauge:%s\n' "$port" "$password" >"$dir/pgpass"
mkdir -p "$dir/data" "$dir/run"
if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$dir/data" "$dir/run" "$dir/pwfile"
    chmod 755 "$dir"
fi
as_owner "$bin/initdb" -D "$dir/data" -U cloudgauge --pwfile="$dir/pwfile" --auth=scram-sha-256 \
    -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; exit 1; }
rm -f "$dir/pwfile"
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 30 -o "$(pg_options "$port")" \
    start >/dev/null || { cat "$dir/data/server.log" >&2; exit 1; }
echo "postgresql://cloudgauge@127.0.0.1:$port/postgres?sslmode=disable"
