#!/bin/sh
# make i18n: no text a person reads is left in English in a translation
# (issue 21).  The sources' messages as they are now (xgettext) are merged into
# each catalogue: every one must be translated and none fuzzy (msgfmt
# --statistics), so a message added without its translation fails here and not
# in front of a Chinese director.  Then commands run in Chinese, their messages
# looked through for a sentence in English.
#
# usage: i18n.sh XGETTEXT_FLAGS SCRATCH LANGUAGES /abs/path/to/pairing SOURCE...
set -u
flags=$1
scratch=$2
languages=$3
pairing=$4
shift 4
mkdir -p "$scratch" || exit 1
# shellcheck disable=SC2086 # the flags are words
xgettext $flags -o "$scratch/pairing.pot" "$@" || exit 1
total=$(grep -c '^msgid ' "$scratch/pairing.pot")
total=$((total - 1)) # the header
failed=0
for lang in $languages; do
    msgmerge --quiet --no-fuzzy-matching -o "$scratch/$lang.po" "po/$lang.po" \
        "$scratch/pairing.pot" || exit 1
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$scratch/$lang.po" 2>&1) ||
        { printf 'i18n: %s: %s\n' "$lang" "$stats"; failed=1; continue; }
    case $stats in
    *untranslated* | *fuzzy*)
        printf 'i18n: %s: %s (make po, then translate them in po/%s.po)\n' "$lang" \
            "$stats" "$lang"
        msgattrib --untranslated --only-fuzzy "$scratch/$lang.po" 2>/dev/null | head -20
        msgattrib --untranslated "$scratch/$lang.po" | grep '^msgid' | head -20
        failed=1
        ;;
    esac
done

# The messages a director meets, in Chinese: each line of standard error must
# hold Chinese, not only ASCII words (the file names, options and values it
# quotes are ASCII by nature).
work="$scratch/run"
rm -rf "$work" && mkdir -p "$work" || exit 1
printf 'id,name\na,Ann\nb,Bob\n' >"$work/e.csv"
printf 'id,name\na,Ann\na,Bob\n' >"$work/dup.csv"
printf 'round,first,second,result\n1,a,b,1-0\n1,a,b,1-0\n' >"$work/twice.csv"
samples=0
english=0
sample() {
    samples=$((samples + 1))
    (cd "$work" && env LANGUAGE= LC_ALL= LC_MESSAGES= LANG=C "$@" >/dev/null 2>err)
    if ! grep -q '[^ -~]' "$work/err" || [ ! -s "$work/err" ]; then
        printf 'i18n: in English or silent: %s\n' "$*"
        sed 's/^/    /' "$work/err"
        english=$((english + 1))
    fi
}
sample "$pairing" swiss --language zh --nonsense
sample "$pairing" roundrobin --language zh --entrants e.csv --draw-lots seven
sample "$pairing" roundrobin --language zh --entrants e.csv --entrants e.csv
sample "$pairing" roundrobin --language zh --entrants
sample "$pairing" --language zh frobnicate
sample "$pairing" team --language zh
sample "$pairing" roundrobin --language zh --double=yes --entrants e.csv
sample "$pairing" roundrobin --language zh --entrants e.csv extra
sample "$pairing" roundrobin --language zh --entrants e.csv --output no/such/dir/out.json
sample "$pairing" roundrobin --language zh --entrants missing.csv
sample "$pairing" swiss --language zh --system swiss --rounds 3 --entrants e.csv --explain --format csv
sample "$pairing" swiss --language zh --system swiss --entrants e.csv
sample "$pairing" swiss --language zh --system swiss --rounds 3 --entrants e.csv --colours x
sample "$pairing" knockout --language zh --entrants e.csv --format pdf
sample "$pairing" standings --language zh --entrants e.csv --results e.csv
sample "$pairing" record --language zh 1 1 1-0
sample "$pairing" init --language zh a b
# the library's messages, rendered by the tool from their format and arguments
sample "$pairing" roundrobin --language zh --entrants dup.csv
sample "$pairing" standings --language zh --system roundrobin --entrants e.csv --results twice.csv
sample "$pairing" knockout --language zh --entrants e.csv --seeds 3
sample env LANGUAGE=zh_CN "$pairing" roundrobin --entrants e.csv --draw-lots seven
sample env LANG=zh_CN.UTF-8 "$pairing" roundrobin --entrants e.csv --draw-lots seven
sample env LC_ALL=zh_CN.UTF-8 "$pairing" roundrobin --entrants e.csv --draw-lots seven

# Pages, explanations and the usage in Chinese: no line of prose in English
# (tests/english.awk says what passes), from a Qiu event made by pairing init,
# a plain Swiss, a round robin, a knockout, a team event and an event in
# stages.
awk_english="$(cd "$(dirname "$0")" && pwd)/english.awk"
examples="$(pwd)/examples"
pages=0
english_pages=0
page() { # page NAME COMMAND...: its standard output and error looked through
    pages=$((pages + 1))
    name=$1
    shift
    (cd "$work" && "$@" >"$name" 2>"$name.err")
    if ! (cd "$work" && awk -f "$awk_english" "$name" "$name.err" >"$name.english"); then
        printf 'i18n: English prose in Chinese: %s\n' "$*"
        sed 's/^/    /' "$work/$name.english" | head -10
        english_pages=$((english_pages + 1))
    fi
}
(cd "$work" && "$pairing" init q >/dev/null && "$pairing" init t --teams >/dev/null &&
    "$pairing" init s --stages >/dev/null) || exit 1
sed -i 's/^system  =$/system  = qiu/' "$work/q/event.ini"
cp "$examples/qiu-entrants.csv" "$work/q/entrants.csv"
sed -i 's/^system  =$/system  = qiu/' "$work/t/event.ini"
cp "$examples/teams-qiu/teams.csv" "$examples/teams-qiu/members.csv" "$work/t/"
cat "$examples/qiu-entrants.csv" >"$work/s/a-entrants.csv"
printf 'id,name,rating\na,甲,2000\nb,乙,1900\nc,丙,1800\nd,丁,1700\ne,戊,1600\n' >"$work/z.csv"
printf 'round,first,second,result\n1,a,d,1-0\n1,e,b,0-1\n1,c,,bye\n' >"$work/zr.csv"
page qiu.txt "$pairing" swiss --event q/event.ini --record --explain --format text
page qiu.html "$pairing" swiss --event q/event.ini --round 1 --explain --format html
page players.txt "$pairing" players --event q/event.ini --format text
page players.html "$pairing" players --event q/event.ini --format html
page record.txt "$pairing" record --event q/event.ini 1 1 1-0
page standings.txt "$pairing" standings --event q/event.ini --format text
page standings.html "$pairing" standings --event q/event.ini --format html
page swiss.txt "$pairing" swiss --language zh --system swiss --rounds 4 --entrants z.csv \
    --results zr.csv --explain --format text
page swiss.html "$pairing" swiss --language zh --system swiss --rounds 4 --entrants z.csv \
    --results zr.csv --explain --format html
page rr.txt "$pairing" roundrobin --language zh --entrants z.csv --format text
page rr.html "$pairing" roundrobin --language zh --entrants z.csv --format html
page ko.txt "$pairing" knockout --language zh --entrants z.csv --format text
page ko.html "$pairing" knockout --language zh --entrants z.csv --format html
page ko.svg "$pairing" knockout --language zh --entrants z.csv --format svg
page team.txt "$pairing" team swiss --event t/event.ini --record --explain --format text
page team.html "$pairing" team swiss --event t/event.ini --round 1 --explain --format html
page teamst.html "$pairing" team standings --event t/event.ini --format html
page stage.txt "$pairing" stage --event s/event.ini prelim --group A --record --explain \
    --format text
printf 'round,first,second,result\n1,a,e,1-0\n1,c,d,1-0\n1,b,,bye\n' >"$work/zbad.csv"
page check.txt "$pairing" check --language zh --system swiss --rounds 4 --entrants z.csv \
    --results zbad.csv --format text
page seeded.txt "$pairing" knockout --language zh --entrants z.csv --seeds all --format text
page relay.txt "$pairing" relay --language zh --event "$examples/relay/event.ini" --format text
page relay.html "$pairing" relay --language zh --event "$examples/relay/event.ini" --format html
page scheveningen.txt "$pairing" team scheveningen --language zh \
    --teams "$examples/scheveningen/teams.csv" --members "$examples/scheveningen/members.csv" \
    --results "$examples/scheveningen/results.csv" --format text
page init.txt "$pairing" init --language zh n
page help.txt "$pairing" --language zh --help
# the look-through finds English where there is some: the same page in English
(cd "$work" && "$pairing" swiss --language en --system swiss --rounds 4 --entrants z.csv \
    --results zr.csv --explain --format text >en.txt 2>&1)
if awk -f "$awk_english" "$work/en.txt" >/dev/null; then
    printf 'i18n: tests/english.awk finds no English in an English page\n'
    failed=1
fi
[ "$english" -eq 0 ] && [ "$english_pages" -eq 0 ] || failed=1
printf 'i18n: %d messages, %s; %d commands in Chinese, %d in English; %d pages, %d with English prose\n' "$total" \
    "$(echo "$languages" | wc -w) catalogue(s) complete$([ "$failed" -eq 0 ] || echo ' NOT')" \
    "$samples" "$english" "$pages" "$english_pages"
[ "$failed" -eq 0 ]
