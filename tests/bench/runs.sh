#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Both benchmarks, several times over, and each target's figures across the runs.
#
# One run of bench_largeaccount and of startup.sh is one reading of each row; on a machine whose speed moves
# from one minute to the next, a row can be under its target in one run and over it in the next. This runs
# both N times, one after the other, and prints for each row of the issue's table the lowest and highest
# figure of the runs (paged / bare where the benchmark prints both), and in how many runs it was met; then in
# how many runs every row was met, the range of the simdjson yardstick (how fast the machine ran), and the CPU
# time that the host of a virtual machine took from it in each run (steal: its CPUs waited for the host's).
#
# Usage: tests/bench/runs.sh [build folder] [runs]     (default build/release and 5 runs, about a minute each;
#        the runs can also be given as FORWARDDESK_BENCH_RUNS, as the bench-runs target does, and each run's
#        output kept in the folder FORWARDDESK_BENCH_OUTPUT names)
set -euo pipefail

build=${1:-build/release}
runs=${2:-${FORWARDDESK_BENCH_RUNS:-5}}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
bench="$build/tests/bench_largeaccount"
[[ -x $bench ]] || { echo "not built: $bench (cmake --build $build)" >&2; exit 2; }
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "runs must be a whole number above 0, not '$runs'" >&2; exit 2; }

# Each run's whole output is kept in FORWARDDESK_BENCH_OUTPUT (bench.N, startup.N) where that names a folder.
if [[ -n ${FORWARDDESK_BENCH_OUTPUT:-} ]]; then
    scratch=$FORWARDDESK_BENCH_OUTPUT
    mkdir -p "$scratch"
else
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
fi

# A run's rows as "run<TAB>row<TAB>target<TAB>paged<TAB>bare<TAB>verdict" (bare empty where there is one figure).
rows_of() {
    local run=$1
    awk -v run="$run" '
        /^the issue.s targets \(paged \/ bare\)/ { inside = 1; next }
        inside && /^  \(start-up/ { inside = 0 }
        inside && / <= / {
            at = index($0, " <= ")
            name = substr($0, 1, at - 1); sub(/^ +/, "", name); sub(/ +$/, "", name)
            n = split(substr($0, at + 4), f, " +")
            paged = f[2]; bare = (n >= 5 && f[3] == "/") ? f[4] : ""
            printf "%s\t%s\t<= %s\t%s\t%s\t%s\n", run, name, f[1], paged, bare, f[n]
        }' "$scratch/bench.$run"
    awk -v run="$run" '
        /^  ratio / { time = $2; memory = $3 }
        /^  the issue.s targets/ { verdict = $NF }
        END { if (time != "") printf "%s\tstart-up: time / memory\t<= 2x / <= 1.5x\t%s\t%s\t%s\n", run, time, memory, verdict }
    ' "$scratch/startup.$run"
}

for run in $(seq "$runs"); do
    # The load before the run: a figure taken while something else ran is not one of the machine alone.
    cut -d' ' -f1 /proc/loadavg >"$scratch/load.$run" 2>/dev/null || echo "-" >"$scratch/load.$run"
    QT_QPA_PLATFORM=offscreen QT_LOGGING_RULES='forwarddesk.*.debug=false' "$bench" >"$scratch/bench.$run" 2>&1 \
        || { echo "run $run: bench_largeaccount failed:" >&2; tail -n 20 "$scratch/bench.$run" >&2; exit 1; }
    bash "$here/startup.sh" "$build" >"$scratch/startup.$run" 2>&1 \
        || { echo "run $run: startup.sh failed:" >&2; cat "$scratch/startup.$run" >&2; exit 1; }
    # The rows over their targets, by name and figures ("100,000 aliases of 1,000 domains: wall ms 880 / 771").
    over=$(rows_of "$run" | awk -F'\t' '$6 != "met" { printf "%s%s %s%s", sep, $2, $4, ($5 == "" ? "" : " / " $5); sep = "; " }')
    stolen=$(sed -n 's/^CPU time the host took from the machine during the rows. steps (steal): \(.*\) ms$/\1/p' \
        "$scratch/bench.$run")
    stolen_startup=$(sed -n 's/^CPU time the host took from the machine during the runs (steal): \(.*\) ms$/\1/p' \
        "$scratch/startup.$run")
    echo "${stolen:--} / ${stolen_startup:--}" >"$scratch/stolen.$run"
    took=${stolen:+$stolen ms}${stolen_startup:+${stolen:+, }start-up $stolen_startup ms}
    echo "run $run of $runs: ${over:+over: }${over:-every row met}${took:+ (the host took $took)}" >&2
done

for run in $(seq "$runs"); do rows_of "$run"; done >"$scratch/rows"
for run in $(seq "$runs"); do cat "$scratch/load.$run"; done | paste -sd' ' >"$scratch/loads"
for run in $(seq "$runs"); do cat "$scratch/stolen.$run"; done | paste -sd',' | sed 's/,/, /g' >"$scratch/stolen"
for run in $(seq "$runs"); do
    sed -n 's/.*decoded the 100,000-entry body in \([0-9]*\) ms of CPU.*/\1/p' "$scratch/bench.$run"
done >"$scratch/yardstick"

awk -F'\t' -v runs="$runs" -v loads="$(cat "$scratch/loads")" -v stolen="$(cat "$scratch/stolen")" -v yard="$(paste -sd' ' "$scratch/yardstick")" '
    function number(text) { sub(/x$/, "", text); return text + 0 }
    function span(low, high) { return low == high ? low : low "-" high }
    {
        if (!($2 in target)) { order[++rows] = $2; target[$2] = $3 }
        # The lowest and highest figure, kept as printed (1.30x stays 1.30x).
        if (!($2 in pLow) || number($4) < number(pLow[$2])) pLow[$2] = $4
        if (!($2 in pHigh) || number($4) > number(pHigh[$2])) pHigh[$2] = $4
        if ($5 != "") {
            if (!($2 in bLow) || number($5) < number(bLow[$2])) bLow[$2] = $5
            if (!($2 in bHigh) || number($5) > number(bHigh[$2])) bHigh[$2] = $5
        }
        if ($6 == "met") met[$2]++; else over[$1] = 1
    }
    END {
        printf "\nthe issue'"'"'s targets over %d run%s (paged / bare; start-up: time / memory)\n", runs, runs == 1 ? "" : "s"
        printf "  %-62s %-16s %-27s %s\n", "row", "target", "lowest-highest", "met"
        for (i = 1; i <= rows; ++i) {
            row = order[i]
            figures = span(pLow[row], pHigh[row])
            if (row in bLow) figures = figures " / " span(bLow[row], bHigh[row])
            printf "  %-62s %-16s %-27s in %d of %d\n", row, target[row], figures, met[row] + 0, runs
        }
        clean = 0
        for (run = 1; run <= runs; ++run) if (!(run in over)) ++clean
        printf "every row met in %d of %d runs\n", clean, runs
        n = split(yard, y, " ")
        if (n > 0) {
            low = y[1]; high = y[1]
            for (i = 2; i <= n; ++i) { if (y[i] + 0 < low + 0) low = y[i]; if (y[i] + 0 > high + 0) high = y[i] }
            printf "the machine'"'"'s speed: simdjson decoded the 100,000-entry body in %s ms of CPU\n", span(low, high)
        }
        printf "load average before each run: %s\n", loads
        printf "CPU time the host took from the machine, each run (paged / bare / start-up, ms): %s\n", stolen
    }' "$scratch/rows"
