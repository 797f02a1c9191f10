#!/bin/sh
# The last line of make check: one line that totals every part of the run from
# the lines the parts printed, and names what was skipped.  A part that printed
# no result line is a failure too: a test that did not run did not pass.
#
# usage: summary.sh LOG STATUS NAME PART...
#   LOG     everything the run printed
#   STATUS  the run's exit status
#   NAME    what to call the run (check, check-asan)
#   PART    the parts that must have reported (unit cli fuzz ...)
set -u
log=$1
status=$2
name=$3
shift 3
awk -v status="$status" -v name="$name" -v parts="$*" '
function commas(n,    s, out) {
    s = sprintf("%d", n)
    out = ""
    while (length(s) > 3) {
        out = "," substr(s, length(s) - 2) out
        s = substr(s, 1, length(s) - 3)
    }
    return s out
}
function seen(part, text) { done[part] = 1; if (text != "") what[part] = text }
/^[0-9]+%: Checks: / {
    n = $3; sub(/,/, "", n); unit += n; seen("unit", "")
}
/^oom: / {
    oom_runs++
    if (match($0, /its [0-9]+ allocations/)) oom_failures += substr($0, RSTART + 4, RLENGTH - 16)
    seen("oom", "")
}
/^cli: [0-9]+ passed, [0-9]+ failed/ { cli += $2; seen("cli", "") }
/^readme: [0-9]+ commands/ { readme += $2; seen("readme", "") }
/^guide: [0-9]+ commands/ { guide += $2; seen("guide", "") }
/^fuzz-replay .*: [0-9]+ inputs replayed/ { fuzz += $(NF - 2); fuzz_targets++; seen("fuzz", "") }
/^examples: .* ok/ { examples++; seen("examples", "") }
/^symbols: [0-9]+ functions/ { symbols = $2; seen("symbols", "") }
/^man-lint: [0-9]+ pages/ { man = $2; seen("man", "") }
/^man-lint: .*skipped/ { seen("man", "") }
/^printouts: [0-9]+ pages looked at/ { pages += $2; seen("printouts", "") }
/^printouts: .*skipped/ { seen("printouts", "") }
/^site: [0-9]+ events, [0-9]+ pages in the browser, 0 problems/ { site_pages += $4; site_events += $2; seen("site", "") }
/^site: .*skipped/ { seen("site", "") }
/^desk-browser: [0-9]+ scenarios, [0-9]+ screens in the browser, 0 problems/ {
    desk_scenarios += $2; desk_screens += $4; seen("desk-browser", "")
}
/^desk-browser: .*skipped/ { seen("desk-browser", "") }
/^desk: [0-9]+ requests, [0-9]+ checks, 0 problems/ { desk_requests += $2; desk_checks += $4; seen("desk", "") }
/^desk: .*skipped/ { seen("desk", "") }
/^browser: .*skipped/ { seen("browser", "") }
/^trf-roundtrip: .* checks passed/ {
    for (i = 1; i <= NF; i++) if ($(i + 1) == "checks" && $(i + 2) == "passed,") trf += $i
    seen("trf", "")
}
/^matching-oracle: [0-9]+ graphs/ { graphs += $2; seen("matching", "") }
/^matching-proofs: networkx agrees on [0-9]+ graphs/ { networkx += $5 }
/^crossings: [0-9]+ rounds/ { optimum_rounds += $2; seen("optimum", "") }
/^reasons: [0-9]+ reasons/ { reasons += $2; seen("optimum", "") }
/^optimum: .*skipped/ { seen("optimum", "") }
/^json-canonical: [0-9]+ documents/ { json = $2; seen("json", "") }
/^json-canonical: .*skipped/ { seen("json", "") }
/^cycles: .*no cycle/ { seen("cycles", "") }
/^cycles: .*skipped/ { seen("cycles", "") }
/^format-check: clean/ { seen("format", "") }
/^i18n: [0-9]+ messages/ { i18n = $2; seen("i18n", "") }
/^format-check: .*skipped/ { seen("format", "") }
/^dutch corpus: [0-9]+ of [0-9]+ rounds agree/ { dutch = $3; dutch_of = $5; seen("dutch", "") }
/^dutch corpus: .*skipped/ { seen("dutch", "") }
/^determinism: [0-9]+ outputs/ { determinism = $2; seen("determinism", "") }
/skipped/ {
    line = $0
    sub(/^make deps: /, "", line)
    if (!(line in skip_seen)) { skip_seen[line] = 1; skips = skips (skips ? "; " : "") line }
}
END {
    np = split(parts, want, " ")
    missing = ""
    for (i = 1; i <= np; i++) if (!(want[i] in done)) missing = missing " " want[i]
    out = commas(unit) " unit checks"
    if (oom_runs) out = out ", " oom_runs " allocation-failure runs (" commas(oom_failures) " failures)"
    out = out ", " commas(cli) " CLI cases"
    if (readme) out = out ", " readme " commands of the README"
    if (guide) out = out ", " guide " commands of pairing-guide(7)"
    if (fuzz_targets) out = out ", " commas(fuzz) " fuzz inputs of " fuzz_targets " targets"
    if (examples) out = out ", " examples " example programs"
    if (symbols) out = out ", " symbols " exported functions"
    if (man) out = out ", " man " man pages"
    if (pages) out = out ", " pages " printouts looked at in the browser"
    if (site_pages) out = out ", " site_pages " pages of " site_events " published sites looked at on a phone and A4"
    if (desk_screens) out = out ", " desk_screens " screens of " desk_scenarios " events run at the desk in the browser"
    if (desk_checks) out = out ", " commas(desk_checks) " checks of the desk (pairing serve) over " commas(desk_requests) " requests"
    if (trf) out = out ", " trf " TRF checks"
    if (graphs) out = out ", " commas(graphs) " graphs against brute force"
    if (networkx) out = out " and " commas(networkx) " against networkx"
    if (optimum_rounds) out = out ", " commas(optimum_rounds) " rounds at the optimum and " commas(reasons) " reasons true (networkx)"
    if (json) out = out ", " json " JSON documents"
    if ("cycles" in done) out = out ", no cycles"
    if ("format" in done) out = out ", format clean"
    if (i18n) out = out ", " i18n " messages translated into every catalogue"
    if (dutch_of) out = out ", " dutch " of " dutch_of " Dutch rounds as bbpPairings pairs them"
    if (determinism) out = out ", " determinism " outputs deterministic"
    verdict = status == 0 && missing == "" ? "passed" : "FAILED"
    if (missing != "") out = out "; no result from:" missing
    printf "%s: %s (%d parts): %s; skipped: %s\n", name, verdict, np, out, skips ? skips : "nothing"
    exit verdict != "passed"
}' "$log"
