#!/bin/sh
# The printouts a director posts, made from hard cases and looked at in a
# headless Chromium (look.py): crosstables of every system, the pairing sheets
# of the Qiu system and the plain Swiss, the round-robin schedule, the player
# list and the knockout bracket, each checked on an A4 sheet.  PNG and PDF of
# every page go to OUT_DIR for a person to look at.
#
# usage: run.sh /path/to/pairing /path/to/simulate OUT_DIR
set -eu
pairing=$1
simulate=$2
mkdir -p "$3"
out=$(cd "$3" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
examples=$(cd "$here/../../examples" && pwd)

if ! command -v python3 >/dev/null 2>&1; then
    echo "printouts: python3 not installed, the browser tests skipped"
    exit 0
fi
if [ -z "${CHROMIUM:-}" ] && ! command -v chromium >/dev/null 2>&1 &&
    ! command -v chromium-browser >/dev/null 2>&1; then
    echo "printouts: chromium not installed, the browser tests skipped"
    exit 0
fi

data=$out/data
rm -rf "$data"
mkdir -p "$data"
cases=$data/cases.tsv
: >"$cases"

# An event file naming the event, as a director's would (SPEC §8).
event() { # system -> $data/SYSTEM.ini
    printf '[event]\nname = 2026年北京五子棋公开赛（第十二届）\ndate = 2026-12-05 – 2026-12-06\nvenue = 北京市昌平区体育中心\narbiter = 张三丰\nsystem = %s\n' \
        "$1" >"$data/$1.ini"
}
for s in qiu swiss roundrobin knockout; do event $s; done

# The event file of one printout: the event's, with the files and settings
# that decide it (they live in the event file, SPEC §8).
with() { # system "key = value"... -> the file's name
    ini="$data/run-$1-$(printf '%s' "$*" | cksum | cut -d' ' -f1).ini"
    cp "$data/$1.ini" "$ini"
    shift
    for line in "$@"; do printf '%s\n' "$line" >>"$ini"; done
    printf '%s' "$ini"
}

# case NAME PAGE ENTRANTS: a page for look.py, with the names it must show.
case_() {
    printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$data/$4.ini" >>"$cases"
}

# N entrants with made-up names; long adds the hard ones: twenty Chinese
# characters, markup characters, a long club.  The plain copy (no quotes) is for
# the simulator, which reads plain CSV only; the ids are the same.
entrants() { # N prefix long -> $data/PREFIX.csv and $data/PREFIX-plain.csv
    awk -v n="$1" -v prefix="$2" -v long="$3" -v plain="$data/$2-plain.csv" 'BEGIN {
        split("王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗", family, " ")
        split("一鸣 思远 浩然 欣怡 子涵 雨萱 梓轩 宇航 若曦 建华 晓东 桂英 天佑 明 丽 军 平 敏 静 强 磊 洋", given, " ")
        split("北京 上海 天津 重庆 西安 南京 杭州 广州", club, " ")
        print "id,name,rating,club" >(ENVIRON["data"] "/" prefix ".csv")
        print "id,name,rating,club" >plain
        for (i = 1; i <= n; i++) {
            id = sprintf("%s%02d", prefix, i)
            name = family[(i - 1) % 20 + 1] given[((i - 1) * 7 + int((i - 1) / 20)) % 22 + 1]
            c = club[(i * 3) % 8 + 1]
            if (long && i == 3) name = "欧阳诸葛司马上官东方慕容皇甫长孙宇文轩辕"
            if (long && i == 6) name = "\"O'\''Brien, \"\"Ace\"\" <Jr> & Co\""
            if (long && i == 9) c = "北京市海淀区青少年五子棋俱乐部"
            rating = 2400 - i * 13 - (i * 37) % 11
            print id "," name "," rating "," c >(ENVIRON["data"] "/" prefix ".csv")
            print id ",P" i "," rating "," c >plain
        }
    }'
}
export data

# ---- crosstables ----

case_ rr10-crosstable "$data/rr10.html" "$examples/roundrobin-entrants.csv" roundrobin
"$pairing" standings --event "$(with roundrobin "entrants = $examples/roundrobin-entrants.csv" \
    "results = $examples/roundrobin-results.csv")" --format html --output "$data/rr10.html"

# a 13-player round robin with its byes written as rows (scored, SPEC §1)
entrants 13 r 1
"$simulate" roundrobin "$data/r-plain.csv" 7 >"$data/r13-results.csv"
"$pairing" roundrobin --entrants "$data/r.csv" --format text |
    awk '/^Round [0-9]+$/ { r = $2 } /^ +bye / { id = $NF; gsub(/[()]/, "", id); print r "," id ",,bye," }' \
        >>"$data/r13-results.csv"
"$pairing" standings --event "$(with roundrobin "entrants = $data/r.csv" \
    "results = $data/r13-results.csv")" --format html --output "$data/rr13.html"
case_ rr13-byes-crosstable "$data/rr13.html" "$data/r.csv" roundrobin

"$simulate" knockout "$examples/knockout-entrants.csv" 2026 all >"$data/ko50-results.csv"
"$pairing" standings --event "$(with knockout "entrants = $examples/knockout-entrants.csv" \
    "results = $data/ko50-results.csv")" --format html --output "$data/ko50.html"
case_ ko50-crosstable "$data/ko50.html" "$examples/knockout-entrants.csv" knockout

"$pairing" standings --event "$(with swiss "entrants = $examples/swiss-entrants.csv" \
    "results = $examples/swiss-results.csv" "tiebreaks = BH,BH/C1,SB,WIN")" --format html \
    --output "$data/swiss16.html"
case_ swiss16-crosstable "$data/swiss16.html" "$examples/swiss-entrants.csv" swiss

# Qiu events of 18, 30 and 64 players, played to the end, default tiebreaks
"$simulate" qiu "$examples/qiu-entrants.csv" 2026 >"$data/q18-results.csv"
"$pairing" standings --event "$(with qiu "entrants = $examples/qiu-entrants.csv" \
    "results = $data/q18-results.csv")" --format html --output "$data/q18.html"
case_ qiu18-crosstable "$data/q18.html" "$examples/qiu-entrants.csv" qiu
for n in 30 64; do
    entrants $n "q$n" 1
    "$simulate" qiu "$data/q$n-plain.csv" 2026 >"$data/q$n-results.csv"
    "$pairing" standings --event "$(with qiu "entrants = $data/q$n.csv" \
        "results = $data/q$n-results.csv")" --format html --output "$data/q$n.html"
    case_ "qiu$n-crosstable" "$data/q$n.html" "$data/q$n.csv" qiu
done

# ---- pairing sheets ----

# the Qiu system's round 3 (the eliminated listed) and its final, explained
for n in 30 64; do
    awk -F, 'NR == 1 || $1 <= 2' "$data/q$n-results.csv" >"$data/q$n-r2.csv"
    "$pairing" swiss --event "$(with qiu "entrants = $data/q$n.csv" "results = $data/q$n-r2.csv")" \
        --explain --format html --output "$data/q$n-sheet3.html"
    case_ "qiu$n-sheet-round3" "$data/q$n-sheet3.html" "$data/q$n.csv" qiu
done
last=$(awk -F, 'NR > 1 && $1 > m { m = $1 } END { print m }' "$data/q30-results.csv")
awk -F, -v last="$last" 'NR == 1 || $1 < last' "$data/q30-results.csv" >"$data/q30-before-final.csv"
"$pairing" swiss --event "$(with qiu "entrants = $data/q30.csv" \
    "results = $data/q30-before-final.csv")" --explain --format html --output "$data/q30-final.html"
case_ qiu30-sheet-final "$data/q30-final.html" "$data/q30.csv" qiu

# 17 players: after round 2 an odd number have a point, and one without is kept
entrants 17 o 1
"$simulate" qiu "$data/o-plain.csv" 1 >"$data/o-results.csv"
awk -F, 'NR == 1 || $1 <= 2' "$data/o-results.csv" >"$data/o-r2.csv"
"$pairing" swiss --event "$(with qiu "entrants = $data/o.csv" "results = $data/o-r2.csv")" \
    --explain --format html --output "$data/q17-sheet3.html"
grep -q 'Kept 保留' "$data/q17-sheet3.html" || echo "printouts: the 17-player case keeps no one"
case_ qiu17-sheet-kept "$data/q17-sheet3.html" "$data/o.csv" qiu

# a plain Swiss round 4 with a bye and a player who withdrew after round 3
entrants 25 s 1
awk -F, 'NR == 1 { print $0 ",withdrawn"; next } { print $0 "," ($1 == "s11" ? 3 : "") }' \
    "$data/s.csv" >"$data/s-withdrawn.csv"
"$simulate" swiss "$data/s-plain.csv" 2026 3 >"$data/s-results.csv"
"$pairing" swiss --event "$(with swiss "rounds = 7" "entrants = $data/s-withdrawn.csv" \
    "results = $data/s-results.csv")" --explain --format html --output "$data/s25-sheet.html"
case_ swiss25-sheet "$data/s25-sheet.html" "$data/s.csv" swiss

# round 1 of a plain Swiss whose last two entrants join later (SPEC §12): the
# sheet lists them as not yet joined, the player list has a Joins column
entrants 12 l 1
awk -F, 'NR == 1 { print $0 ",joined"; next } { print $0 "," ($1 == "l11" ? 3 : $1 == "l12" ? 2 : "") }' \
    "$data/l.csv" >"$data/l-joined.csv"
"$pairing" swiss --event "$(with swiss "rounds = 5" "entrants = $data/l-joined.csv")" --explain \
    --format html --output "$data/l12-sheet.html"
grep -q '尚未加入' "$data/l12-sheet.html" || echo "printouts: the late entries are not listed"
case_ swiss12-late-sheet "$data/l12-sheet.html" "$data/l.csv" swiss
"$pairing" players --event "$(with swiss "rounds = 5" "entrants = $data/l-joined.csv")" \
    --format html --output "$data/l12-players.html"
case_ players12-late "$data/l12-players.html" "$data/l.csv" swiss

# ---- the schedule, the player list, the bracket ----

entrants 14 d 1
"$pairing" roundrobin --event "$(with roundrobin "entrants = $data/d.csv" "double = yes")" \
    --format html --output "$data/rr14-schedule.html" ||
    echo "<!-- pairing roundrobin --format html refused -->" >"$data/rr14-schedule.html"
case_ rr14-double-schedule "$data/rr14-schedule.html" "$data/d.csv" roundrobin

"$pairing" players --event "$(with qiu "entrants = $data/q64.csv")" --format html \
    --output "$data/players64.html" 2>/dev/null ||
    echo "<!-- pairing players refused -->" >"$data/players64.html"
case_ players64 "$data/players64.html" "$data/q64.csv" qiu

entrants 50 k 1
"$simulate" knockout "$data/k-plain.csv" 2026 all >"$data/k50-results.csv"
for format in svg html; do
    "$pairing" knockout --event "$(with knockout "entrants = $data/k.csv" \
        "results = $data/k50-results.csv" "placement = all" "separate-clubs = yes")" \
        --format $format --output "$data/k50-bracket.$format" 2>/dev/null ||
        echo "<!-- pairing knockout --format $format refused -->" >"$data/k50-bracket.$format"
done
case_ ko50-bracket-svg "$data/k50-bracket.svg" "$data/k.csv" knockout
case_ ko50-bracket "$data/k50-bracket.html" "$data/k.csv" knockout
"$pairing" knockout --event "$(with knockout "entrants = $examples/knockout-entrants.csv" \
    "placement = all" "separate-clubs = yes")" --format html --output "$data/ko50-draw.html" \
    2>/dev/null ||
    echo "<!-- refused -->" >"$data/ko50-draw.html"
case_ ko50-draw "$data/ko50-draw.html" "$examples/knockout-entrants.csv" knockout

# ---- a team event's standings (SPEC §10): crosstable of match scores with the
# boards beneath, then the board table; every team's and member's name shown ----
teams=$(cd "$here/../data/teams-worked" && pwd)
{
    echo "id,name"
    tail -n +2 "$teams/teams.csv" | cut -d, -f1,2
    tail -n +2 "$teams/members.csv" | cut -d, -f1,2
} >"$data/team-rr4-names.csv"
"$pairing" team standings --event "$(with roundrobin "teams = $teams/teams.csv" \
    "members = $teams/members.csv" "results = $teams/results.csv" "boards = 4")" \
    --format html --output "$data/team-rr4.html" 2>/dev/null ||
    echo "<!-- pairing team standings refused -->" >"$data/team-rr4.html"
case_ team-rr4-standings "$data/team-rr4.html" "$data/team-rr4-names.csv" roundrobin

# the same teams' whole Berger schedule to print, as many rounds a page as fit
"$pairing" team roundrobin --event "$(with roundrobin "teams = $teams/teams.csv" \
    "members = $teams/members.csv" "boards = 4")" \
    --format html --output "$data/team-rr4-schedule.html" 2>/dev/null ||
    echo "<!-- pairing team roundrobin refused -->" >"$data/team-rr4-schedule.html"
case_ team-rr4-schedule "$data/team-rr4-schedule.html" "$data/team-rr4-names.csv" roundrobin

# the ten-team Qiu event of make demo after its five rounds: ten teams across
# the crosstable, a substitute, a vacant seat and a forfeit beneath the matches
qiu10=$(cd "$here/../../examples/teams-qiu" && pwd)
{ # the teams, and the members who sat (the reserves who never did are on no board)
    echo "id,name"
    tail -n +2 "$qiu10/teams.csv" | cut -d, -f1,2
    awk -F, 'NR == FNR { if (FNR > 1) { sat[$6] = 1; sat[$7] = 1 }; next }
        FNR > 1 && ($1 in sat) { print $1 "," $2 }' "$here/../data/teams-qiu10/results.csv" \
        "$qiu10/members.csv"
} >"$data/team-qiu10-names.csv"
"$pairing" team standings --event "$(with qiu "teams = $qiu10/teams.csv" \
    "members = $qiu10/members.csv" "lineups = $qiu10/lineups.csv" \
    "results = $here/../data/teams-qiu10/results.csv" "boards = 4")" \
    --format html --output "$data/team-qiu10.html" 2>/dev/null ||
    echo "<!-- pairing team standings refused -->" >"$data/team-qiu10.html"
case_ team-qiu10-standings "$data/team-qiu10.html" "$data/team-qiu10-names.csv" qiu

# the same ten teams in a round robin played out: nine rounds across the
# crosstable of a portrait sheet (the results made up from the row's place)
rr10=$(with roundrobin "teams = $qiu10/teams.csv" "members = $qiu10/members.csv" \
    "results = $data/team-rr10-results.csv" "boards = 4")
printf 'round,first_team,second_team,board,game,first,second,result,winner\n' \
    >"$data/team-rr10-results.csv"
"$pairing" team roundrobin --event "$rr10" --record --format text >/dev/null 2>&1 || true
awk -F, 'BEGIN { OFS = "," } NR > 1 && $8 == "" { $8 = NR % 3 ? (NR % 3 == 1 ? "1-0" : "0-1") : "=" } 1' \
    "$data/team-rr10-results.csv" >"$data/team-rr10-results.tmp"
mv "$data/team-rr10-results.tmp" "$data/team-rr10-results.csv"
{
    echo "id,name"
    tail -n +2 "$qiu10/teams.csv" | cut -d, -f1,2
} >"$data/team-rr10-names.csv"
"$pairing" team standings --event "$rr10" --format html --output "$data/team-rr10.html" \
    2>/dev/null || echo "<!-- pairing team standings refused -->" >"$data/team-rr10.html"
case_ team-rr10-standings "$data/team-rr10.html" "$data/team-rr10-names.csv" roundrobin

# a round of that event as the sheet to post: round 3 of ten teams, 广州队's
# reserve on board 4, every match's boards with the first team's reason
awk -F, 'NR == 1 || $1 <= 2' "$here/../data/teams-qiu10/results.csv" >"$data/team-qiu10-r2.csv"
"$pairing" team swiss --event "$(with qiu "teams = $qiu10/teams.csv" \
    "members = $qiu10/members.csv" "lineups = $qiu10/lineups.csv" \
    "results = $data/team-qiu10-r2.csv" "boards = 4")" \
    --format html --output "$data/team-qiu10-round3.html" 2>/dev/null ||
    echo "<!-- pairing team swiss refused -->" >"$data/team-qiu10-round3.html"
{ # the teams, and the members the round seats
    echo "id,name"
    tail -n +2 "$qiu10/teams.csv" | cut -d, -f1,2
    "$pairing" team swiss --event "$(with qiu "teams = $qiu10/teams.csv" \
        "members = $qiu10/members.csv" "lineups = $qiu10/lineups.csv" \
        "results = $data/team-qiu10-r2.csv" "boards = 4")" --format csv 2>/dev/null |
        awk -F, 'NR > 1 && $6 != "" { print $6 "," $10; print $7 "," $11 }'
} >"$data/team-qiu10-round3-names.csv"
case_ team-qiu10-round3 "$data/team-qiu10-round3.html" "$data/team-qiu10-round3-names.csv" qiu

# ---- teams ranked from an individual event (队员总分制, SPEC §10): the
# 64-player Qiu event's clubs by their best three places, the long club among
# them; every club's name shown ----
awk -F, 'NR > 1 { print $NF }' "$data/q64.csv" | sort -u |
    awk 'BEGIN { print "id,name" } { print "club" NR "," $0 }' >"$data/q64-clubs.csv"
"$pairing" team individual --event "$(with qiu "entrants = $data/q64.csv" \
    "results = $data/q64-results.csv" "method = sum-ranks:3")" --format html \
    --output "$data/q64-teams.html" 2>/dev/null ||
    echo "<!-- pairing team individual refused -->" >"$data/q64-teams.html"
case_ qiu64-team-individual "$data/q64-teams.html" "$data/q64-clubs.csv" qiu

# ---- a Scheveningen match played out (全队轮赛制): every round's boards with
# their results, the two teams ranked, every player's score ----
sch=$(cd "$here/../../examples/scheveningen" && pwd)
printf '[event]\nname = 2026年京沪五子棋对抗赛\ndate = 2026-12-05\nvenue = 上海市\narbiter = 张三丰\n' \
    >"$data/scheveningen.ini"
{
    echo "id,name"
    tail -n +2 "$sch/teams.csv" | cut -d, -f1,2
    tail -n +2 "$sch/members.csv" | cut -d, -f1,2
} >"$data/scheveningen-names.csv"
"$pairing" team scheveningen --event "$(with scheveningen "teams = $sch/teams.csv" \
    "members = $sch/members.csv" "results = $sch/results.csv")" --format html \
    --output "$data/scheveningen.html" 2>/dev/null ||
    echo "<!-- pairing team scheveningen refused -->" >"$data/scheveningen.html"
case_ scheveningen-match "$data/scheveningen.html" "$data/scheveningen-names.csv" scheveningen

# ---- the 3rd Jeongganjang Cup relay (擂台赛) played out: the games, the
# places, every player's wins ----
relay=$(cd "$here/../data/relay-jeongganjang" && pwd)
event relay
{
    echo "id,name"
    tail -n +2 "$relay/teams.csv" | cut -d, -f1,2
    tail -n +2 "$relay/members.csv" | cut -d, -f1,2
} >"$data/relay-names.csv"
"$pairing" relay --event "$(with relay "teams = $relay/teams.csv" \
    "members = $relay/members.csv" "results = $relay/results.csv")" --format html \
    --output "$data/relay.html" 2>/dev/null ||
    echo "<!-- pairing relay refused -->" >"$data/relay.html"
case_ relay-jeongganjang "$data/relay.html" "$data/relay-names.csv" relay

# ---- the 2014 open in stages played out (SPEC §11): the overall ranking of
# all 64 players, the final's bracket, the teams of three ----
staged=$data/stages
"$pairing" init --stages "$staged" >/dev/null
sed -e 's/^name    = /name    = 2014年华北五子棋公开赛（组合赛制）/' \
    -e 's/^date    = /date    = 2014-09-13 – 2014-09-14/' \
    -e 's/^venue   = /venue   = 北京市海淀区/' -e 's/^arbiter = /arbiter = 张三丰/' \
    "$staged/event.ini" >"$staged/event.tmp"
mv "$staged/event.tmp" "$staged/event.ini"
cp "$examples/stages/a-entrants.csv" "$examples/stages/b-entrants.csv" "$staged/"
for stage in "prelim A B" B final; do
    # shellcheck disable=SC2086
    PAIRING=$pairing sh "$examples/stages/play.sh" "$staged/event.ini" $stage
done
{
    echo "id,name"
    tail -n +2 "$staged/a-entrants.csv" | cut -d, -f1,2
    tail -n +2 "$staged/b-entrants.csv" | cut -d, -f1,2
} >"$data/stages-names.csv"
"$pairing" standings --event "$staged/event.ini" --overall --format html \
    --output "$data/stages-overall.html" 2>/dev/null ||
    echo "<!-- pairing standings --overall refused -->" >"$data/stages-overall.html"
case_ stages-overall "$data/stages-overall.html" "$data/stages-names.csv" stages/event
"$pairing" standings --event "$staged/event.ini" --overall --format csv 2>/dev/null |
    awk -F, 'NR > 1 && NR <= 9 { print $1 "," $3 } BEGIN { print "id,name" }' \
        >"$data/stages-final-names.csv"
"$pairing" stage --event "$staged/event.ini" final --format html \
    --output "$data/stages-final.html" 2>/dev/null ||
    echo "<!-- pairing stage final refused -->" >"$data/stages-final.html"
case_ stages-final "$data/stages-final.html" "$data/stages-final-names.csv" stages/event
awk -F, 'NR > 1 && $4 != "" { print $4 }' "$staged/a-entrants.csv" "$staged/b-entrants.csv" |
    sort -u | awk 'BEGIN { print "id,name" } { print "club" NR "," $0 }' \
    >"$data/stages-clubs.csv"
"$pairing" team individual --event "$staged/event.ini" --overall --format html \
    --output "$data/stages-teams.html" 2>/dev/null ||
    echo "<!-- pairing team individual --overall refused -->" >"$data/stages-teams.html"
case_ stages-teams "$data/stages-teams.html" "$data/stages-clubs.csv" stages/event

# pages made to break one rule each: every check must catch its own
for check in page width names event size ink overlap spill title names:font; do
    file=${check#*:}
    printf 'bad-%s\t%s\t%s\t%s\t%s\n' "$file" "$here/bad/$file.html" "$here/bad/entrants.csv" \
        "$here/bad/event.ini" "${check%%:*}" >>"$cases"
done

python3 "$here/look.py" "$out" "$cases"
