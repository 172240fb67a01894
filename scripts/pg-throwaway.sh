#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests: data, socket and log in one temporary directory,
# listening on 127.0.0.1 only, trust authentication.
#
#   eval "$(scripts/pg-throwaway.sh start)"   # sets PG_THROWAWAY_DIR and DATABASE_URL
#   scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
#
# Root cannot run the server, so as root it runs as the postgres user (runuser).
# PG_BIN overrides where initdb and pg_ctl are (default /usr/lib/postgresql/15/bin).
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
MARKER=.pg-throwaway

as_server_user() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s = require('net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

stop() {
  local dir=$1
  # Only ever delete a directory this script made.
  [ -f "$dir/$MARKER" ] || { echo "pg-throwaway: $dir is not a throwaway server directory" >&2; exit 1; }
  as_server_user "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

start() {
  local dir port
  dir=$(mktemp -d "${TMPDIR:-/tmp}/pg-throwaway.XXXXXX")
  touch "$dir/$MARKER"
  [ "$(id -u)" = 0 ] && chown -R postgres: "$dir"
  port=$(free_port)
  if ! as_server_user "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1; then
    cat "$dir/initdb.log" >&2
    stop "$dir"
    exit 1
  fi
  # Durability off: the data is thrown away, and the tests should be quick. PG_THROWAWAY_OPTIONS
  # come after, so a benchmark that must write as a county's server does can turn it back on.
  if ! as_server_user "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_THROWAWAY_OPTIONS:-}" \
    start >/dev/null; then
    cat "$dir/server.log" >&2
    stop "$dir"
    exit 1
  fi
  echo "PG_THROWAWAY_DIR=$dir"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

case "${1:-}" in
  start) start ;;
  stop) [ -n "${2:-}" ] || { echo "usage: $0 stop DIR" >&2; exit 2; }; stop "$2" ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
