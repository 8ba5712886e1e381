#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of ForwardDesk against a bare Qt Widgets window, as whole processes.
#
# Starts forwarddesk-sandbox (the demo account), then runs `forwarddesk --url <sandbox> --quit-after-load`
# (to the first populated pane) and bench_barewindow (a QMainWindow with an 8-row QTableView, painted once) 7
# times each, taking turns, under /usr/bin/time, and prints the medians of the wall time and of the peak memory
# (max RSS), and the ratio of ForwardDesk to the bare window.
#
# Usage: tests/bench/startup.sh [build folder]      (default build/release; build/dev works too)
set -euo pipefail

build=${1:-build/release}
runs=7
app="$build/src/app/forwarddesk"
bare="$build/tests/bench_barewindow"
sandbox_tool="$build/src/sandbox-tool/forwarddesk-sandbox"
for program in "$app" "$bare" "$sandbox_tool"; do
    [[ -x $program ]] || { echo "not built: $program (cmake --build $build)" >&2; exit 2; }
done
[[ -x /usr/bin/time ]] || { echo "needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }

scratch=$(mktemp -d)
sandbox_pid=
cleanup() {
    [[ -n $sandbox_pid ]] && kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
    rm -rf "$scratch"
}
trap cleanup EXIT

"$sandbox_tool" --port 0 --quiet >"$scratch/sandbox.out" 2>&1 &
sandbox_pid=$!
for _ in $(seq 100); do
    grep -q 'fwd_' "$scratch/sandbox.out" 2>/dev/null && break
    sleep 0.1
done
url=$(sed -n 's/.*listening on \([^ ]*\).*/\1/p' "$scratch/sandbox.out")
key=$(grep -o 'fwd_[A-Za-z0-9]*' "$scratch/sandbox.out" | head -n 1)
[[ -n $url && -n $key ]] || { echo "the sandbox did not start:" >&2; cat "$scratch/sandbox.out" >&2; exit 1; }

# Both programs run on the offscreen platform with settings of their own, so nothing of the user's is read
# or changed; the key reaches ForwardDesk through its environment only.
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
export XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache" XDG_DATA_HOME="$scratch/data"

# measure <name> <command…>: appends "milliseconds kilobytes" of one run to $scratch/<name>. /usr/bin/time gives
# the max RSS; its elapsed time has 10 ms steps, so the wall time is taken around it in nanoseconds.
measure() {
    local name=$1 start end
    shift
    start=$(date +%s%N)
    /usr/bin/time -f '%M' -o "$scratch/time.out" "$@" >/dev/null 2>"$scratch/$name.err" \
        || { echo "$name failed:" >&2; cat "$scratch/$name.err" >&2; exit 1; }
    end=$(date +%s%N)
    echo "$(((end - start) / 1000000)) $(tail -n 1 "$scratch/time.out")" >>"$scratch/$name"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

# The CPU time the host of a virtual machine has taken from it so far, in ms (steal, the eighth figure of the
# first line of /proc/stat, in clock ticks); empty where the kernel does not count it.
stolen_ms() {
    awk -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" '$1 == "cpu" && NF >= 9 { print int($9 * 1000 / hz) }' \
        /proc/stat 2>/dev/null || true
}

# The two programs take turns, so that a machine that gets faster or slower during the runs moves both alike.
stolen_before=$(stolen_ms)
for _ in $(seq "$runs"); do
    FORWARDDESK_API_KEY=$key measure forwarddesk "$app" --url "$url" --quit-after-load
    measure bare "$bare"
done
stolen_after=$(stolen_ms)

app_s=$(cut -d' ' -f1 "$scratch/forwarddesk" | median)
app_kb=$(cut -d' ' -f2 "$scratch/forwarddesk" | median)
bare_s=$(cut -d' ' -f1 "$scratch/bare" | median)
bare_kb=$(cut -d' ' -f2 "$scratch/bare" | median)
awk -v as="$app_s" -v ak="$app_kb" -v bs="$bare_s" -v bk="$bare_kb" -v runs="$runs" 'BEGIN {
    printf "start-up, median of %d runs (wall time, max RSS)\n", runs
    printf "  %-40s %7d ms %7.1f MiB\n", "forwarddesk --url ... --quit-after-load", as, ak / 1024
    printf "  %-40s %7d ms %7.1f MiB\n", "bare QMainWindow + QTableView (8 rows)", bs, bk / 1024
    rt = bs > 0 ? as / bs : 0
    rm = bk > 0 ? ak / bk : 0
    printf "  %-40s %7.2fx %10.2fx\n", "ratio", rt, rm
    printf "  %-40s %8s %11s  %s\n", "the issue'"'"'s targets", "<= 2x", "<= 1.5x",
        (rt > 0 && rt <= 2 && rm > 0 && rm <= 1.5) ? "met" : "OVER"
}'
if [[ -n $stolen_before && -n $stolen_after ]]; then
    echo "CPU time the host took from the machine during the runs (steal): $((stolen_after - stolen_before)) ms"
fi
