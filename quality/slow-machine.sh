#!/usr/bin/env bash
# `npm run test:slow-machine`: the whole `npm test` as a slower or busier machine runs it, so a test
# that passes only because this machine is fast shows up here first (docs/slow-machine.md).
#   --cores N   pin the run to N cores (default: half of this machine's, at least 1)
#   --busy      also keep a CPU-bound loop on each of those cores: a busy neighbour
#   --runs N    run it N times in a row, stopping at the first failure (default 1)
#   -- CMD...   run CMD instead of `npm test` (e.g. -- bash .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

total=$(nproc)
cores=$(( total / 2 > 0 ? total / 2 : 1 ))
busy=false
runs=1
command=(npm test)
while [ $# -gt 0 ]; do
  case "$1" in
    --cores) cores="$2"; shift 2 ;;
    --busy) busy=true; shift ;;
    --runs) runs="$2"; shift 2 ;;
    --) shift; command=("$@"); break ;;
    *) echo "unknown option $1 (see the head of $0)" >&2; exit 2 ;;
  esac
done
if ! command -v taskset >/dev/null; then
  echo "taskset is missing: apt-get install -y util-linux" >&2
  exit 2
fi
if [ "$cores" -lt 1 ] || [ "$cores" -gt "$total" ]; then
  echo "--cores must be between 1 and $total" >&2
  exit 2
fi
cpus="0-$(( cores - 1 ))"

loops=()
stop_loops() { for pid in "${loops[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap stop_loops EXIT
if $busy; then
  for (( cpu = 0; cpu < cores; cpu++ )); do
    taskset -c "$cpu" sh -c 'while :; do :; done' &
    loops+=("$!")
  done
fi

echo "== slow machine: ${command[*]} on CPU ${cpus} of ${total}$($busy && echo ', each beside a CPU-bound loop'), ${runs} run(s)"
for (( run = 1; run <= runs; run++ )); do
  started=$(date +%s)
  if taskset -c "$cpus" "${command[@]}"; then
    echo "== slow machine: run ${run} of ${runs} passed in $(( $(date +%s) - started )) s"
  else
    status=$?
    echo "== slow machine: run ${run} of ${runs} FAILED (exit ${status}) after $(( $(date +%s) - started )) s"
    exit "$status"
  fi
done
