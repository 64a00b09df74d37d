#!/usr/bin/env bash
# The API suites must run against a real PostgreSQL (127.0.0.1:5432, user postgres, no password) and
# Redis (127.0.0.1:6379). When either does not answer, install it from Debian's packages and start it;
# exit non-zero when that fails, so CI never passes by skipping them.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_for_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 0.5; done
  echo "$2 did not start answering on 127.0.0.1:$1" >&2
  return 1
}
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then $SUDO apt-get update -y; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "$@"
}

ensure_postgres() {
  if port_open 5432; then return 0; fi
  echo "PostgreSQL is not answering on 127.0.0.1:5432: installing and starting Debian's postgresql..."
  if ! ls /etc/postgresql/*/main >/dev/null 2>&1; then apt_install postgresql; fi
  local version hba
  version="$(ls /etc/postgresql | sort -V | tail -1)"
  hba="/etc/postgresql/${version}/main/pg_hba.conf"
  # The suites connect as postgres without a password, over TCP on loopback only.
  if ! $SUDO grep -q 'collably-ci' "$hba"; then
    $SUDO sed -i '1i host all postgres 127.0.0.1/32 trust # collably-ci' "$hba"
  fi
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null ||
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main restart
  wait_for_port 5432 PostgreSQL
}

ensure_redis() {
  if port_open 6379; then return 0; fi
  echo "Redis is not answering on 127.0.0.1:6379: installing and starting Debian's redis-server..."
  if ! command -v redis-server >/dev/null; then apt_install redis-server; fi
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
  wait_for_port 6379 Redis
}

ensure_postgres
ensure_redis
