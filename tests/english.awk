# english.awk - the lines of a page or message that say something in English
# (make i18n, issue 21): a run of four or more English words, three of them in
# lower case.  What a Chinese page keeps in ASCII by design passes: HTML tags
# and style rules, options and their values, the event file's settings, file
# names, ids, names, numbers, column labels, and the headings that stay as
# they are (a page's title line, a round's or a match's heading).
# Prints each such line as FILE: LINE; exits 1 when there is one.
/<style>/ { style = 1 }
/<\/style>/ { style = 0; next }
style { next }
/^(Qiu system|Swiss system|FIDE Dutch system|Round robin|Knockout|Standings after|Overall ranking|Match [0-9]|Relay)/ { next }
/^Round [0-9]+(: (final|preliminary|places|match for places).*)?$/ { next }
BEGIN { # the tool's own words: its commands and the values its options take
    split("roundrobin knockout swiss qiu check standings players convert init record " \
          "help team relay groups stage dutch", words, " ")
    for (k in words)
        tool[words[k]] = 1
}
{
    line = $0
    gsub(/<[^>]*>/, " ", line)
    gsub(/&[a-z]+;/, " ", line)
    gsub(/--[a-z][a-z0-9-]*( [A-Z]+)?/, " ", line)
    gsub(/[a-z_-]+ = [^;，；]*/, " ", line)
    gsub(/[A-Za-z0-9_-]+([|,][A-Za-z0-9_-]+)+/, " ", line) # value lists, CSV headers
    gsub(/[A-Za-z0-9_.\/-]+\.(csv|ini|html|txt|json|svg)/, " ", line)
    n = split(line, w, /[ ,;:.()（）：；，、|—–\/·"'“”]+/)
    run = 0; lower = 0; found = 0
    for (i = 1; i <= n; i++) {
        if ((w[i] ~ /^[A-Za-z][a-z]+$/ || w[i] ~ /^(a|I)$/) && !(w[i] in tool)) {
            run++
            if (w[i] ~ /^[a-z]/)
                lower++
            if (run >= 4 && lower >= 3)
                found = 1
        } else if (w[i] != "") {
            run = 0
            lower = 0
        }
    }
    if (found) {
        print FILENAME ": " $0
        bad++
    }
}
END { exit bad > 0 }
