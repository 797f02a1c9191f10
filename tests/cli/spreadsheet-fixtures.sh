#!/bin/sh
# spreadsheet-fixtures.sh - how the input files of the spreadsheet cases
# (tests/cli/spreadsheet-*, tests/cli/bad-spreadsheet-*; SPEC §9) were made.
#
# Each file is written here as UTF-8 text and turned into the bytes a
# spreadsheet saves by a real encoder: glibc's iconv(1) (GB18030, UTF-16LE,
# UTF-16BE) or Python's codecs ('gb18030', 'utf-16').  The bytes it produced
# are committed; run it again from the top of the tree (sh
# tests/cli/spreadsheet-fixtures.sh) to make them anew, and git diff shows
# whether an encoder changed its mind.  Line ends are CRLF where Excel writes
# CRLF.
set -eu
cd "$(dirname "$0")"

crlf() { sed 's/$/\r/'; }
gb18030() { iconv -f UTF-8 -t GB18030; }
utf16le() { iconv -f UTF-8 -t UTF-16LE; }
utf16le_bom() { printf '\377\376'; iconv -f UTF-8 -t UTF-16LE; }
utf16be_bom() { printf '\376\377'; iconv -f UTF-8 -t UTF-16BE; }
py_gb18030() {
    python3 -c 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode("utf-8").encode("gb18030"))'
}
# Python's 'utf-16' writes a byte-order mark and the machine's order (little-endian here)
py_utf16() {
    python3 -c 'import sys; sys.stdout.buffer.write(sys.stdin.buffer.read().decode("utf-8").encode("utf-16"))'
}

# The README's four players, as a Chinese director's Excel sheet has them.
entrants_zh() {
    crlf <<'EOF'
编号,姓名,等级分,单位
p01,张三,2210,北京
p02,李四,2185,上海
p03,王五,2150,天津
p04,赵六,2120,北京
EOF
}
results_zh() {
    crlf <<'EOF'
轮次,先手,后手,结果
1,p01,p04,先胜
1,p02,p03,和
2,p04,p03,后胜
2,p01,p02,和
3,p02,p04,1-0
3,p03,p01,0-1
EOF
}
tabs() { tr ',' '\t'; }

# ---- encodings ----

d=spreadsheet-gb18030-iconv
entrants_zh | gb18030 >$d/entrants.csv
results_zh | gb18030 >$d/results.csv

d=spreadsheet-gb18030-python # characters of four bytes in GB18030 (𠀀, 鿏) and two (䶮)
crlf <<'EOF' | py_gb18030 >$d/entrants.csv
编号,姓名,等级分
p01,刘䶮,2210
p02,王鿏,2185
p03,张𠀀,2150
p04,李四,2120
EOF

d=spreadsheet-gb18030-event
mkdir -p $d/ev $d/ev2
entrants_zh | gb18030 >$d/ev/entrants.csv
results_zh | gb18030 >$d/ev/results.csv
cp $d/ev/entrants.csv $d/ev/results.csv $d/ev2/

d=spreadsheet-utf16le-excel # Excel's "Unicode text": a mark, UTF-16LE, tabs, CRLF
entrants_zh | tabs | utf16le_bom >$d/entrants.txt
results_zh | tabs | utf16le_bom >$d/results.txt

d=spreadsheet-utf16be-bom
entrants_zh | tabs | utf16be_bom >$d/entrants.txt

d=spreadsheet-utf16-python-event
mkdir -p $d/ev
entrants_zh | py_utf16 >$d/ev/entrants.csv
results_zh | py_utf16 >$d/ev/results.csv

d=spreadsheet-utf16-forced-no-bom
mkdir -p $d/ev
entrants_zh | utf16le >$d/entrants.csv
results_zh | utf16le >$d/results.csv
cp $d/entrants.csv $d/results.csv $d/ev/

d=spreadsheet-bom-and-encoding
printf '\357\273\277' >$d/utf8-bom.csv
printf 'id,name\r\np1,张三\r\np2,李四\r\n' >>$d/utf8-bom.csv
printf 'id,name\r\np1,张三\r\np2,李四\r\n' | utf16le_bom >$d/utf16le-bom.csv
printf 'id,name\r\np1,张三\r\np2,李四\r\n' | utf16be_bom >$d/utf16be-bom.csv

d=spreadsheet-gbk-plausible-utf8
# 郑伟 and 谢强 in GBK are valid UTF-8 (֣ΰ, лǿ): the file is UTF-8 by the rule
printf 'id,name\r\np1,郑伟\r\np2,谢强\r\n' | gb18030 >$d/valid-utf8.csv
# 联通 in GBK (C1 AA CD A8) passes a lax UTF-8 check, not a strict one
printf 'id,name\r\np1,联通\r\np2,李四\r\n' | gb18030 >$d/liantong.csv
# the first name is valid UTF-8 in GBK, the second is not: the whole file is GBK
printf 'id,name\r\np1,郑伟\r\np2,张三\r\n' | gb18030 >$d/later-line.csv
# 寮 in GBK (E5 BC) looks like UTF-8's 张 (E5 BC A0) cut off by the end of the file
printf 'id,name\r\np1,李四\r\np2,寮' | gb18030 >$d/cut-off.csv

d=bad-spreadsheet-gbk-far-line
printf 'p9999,张三\r\np0001,李四\r\n' | gb18030 >$d/gbk-lines.csv

d=bad-spreadsheet-gb18030-line-numbers
crlf <<'EOF' | gb18030 >$d/entrants.csv
编号,姓名,单位
p01,张三,"北京
海淀"
p02,李四,上海

p03,王五,天津
p02,赵六,北京
EOF

d=bad-spreadsheet-utf16-line-numbers
entrants_zh | tabs | utf16le_bom >$d/entrants.txt
crlf <<'EOF' | tabs | utf16le_bom >$d/results.txt
轮次,先手,后手,结果,备注
1,p01,p04,先胜,"第一台
录像"
1,p02,p03,和,
2,p04,p09,后胜,
EOF

d=bad-spreadsheet-decodes-as-nothing # line 2 is GBK, line 4 is no text at all
{ printf 'id,name\r\n'; printf 'p1,张三\r\n' | gb18030; printf 'p2,Bo\r\np3,C\200y\r\n'; } \
    >$d/entrants.csv

d=bad-spreadsheet-decodes-as-nothing-event
mkdir -p $d/ev
entrants_zh >$d/ev/entrants.csv
{ printf 'round,first,second,result\r\n1,p01,p04,1-0\r\n'; printf '1,p02,p03,\377\r\n'; } \
    >$d/ev/results.csv

d=bad-spreadsheet-forced-utf8-misfit
mkdir -p $d/ev
entrants_zh | sed '1s/.*/id,name,rating,club\r/' | gb18030 >$d/entrants.csv
cp $d/entrants.csv $d/ev/

d=bad-spreadsheet-forced-gb18030-misfit # UTF-8 text that GB18030 cannot read: € then ,
mkdir -p $d/ev
printf 'id,name,club\r\np1,张三,北京\r\np2,李四,欧元€\r\n' >$d/entrants.csv
cp $d/entrants.csv $d/ev/

d=bad-spreadsheet-utf16-misfit
python3 -c 'import sys; sys.stdout.buffer.write("\ufeffid,name\r\np1,Ann\r\np2,B\ud800b\r\n".encode("utf-16-le", "surrogatepass"))' \
    >$d/lone-surrogate.csv
printf 'id,name\r\np1,Ann\r\np2,Bob\r\n' | utf16le | head -c 43 >$d/odd-length.csv

d=bad-spreadsheet-utf16-without-bom
entrants_zh | utf16le >$d/entrants.csv

d=spreadsheet-encoding-every-command
entrants_zh | gb18030 >$d/entrants.csv
results_zh | gb18030 >$d/results.csv
results_zh | head -n 3 | gb18030 >$d/round1.csv

# ---- everything through an event file ----

d=spreadsheet-event-file
mkdir -p $d/ev $d/ev2
crlf <<'EOF' | gb18030 >$d/ev/entrants.csv
编号;姓名;等级分;俱乐部;违例
p01;张三;2,210;北京;0
p02;李四;2185.0;"上海, 浦东";1
p03;王五;2150;天津;0
p04;赵六;"2,120.0";北京;2
EOF
crlf <<'EOF' | gb18030 >$d/ev/results.csv
轮;先手;后手;结果
1.0;p01;p04;１－０
1;p02;p03;＝
2;p04;p03;0—1
2;p01;p02;和
3;p02;p04;先胜
3;p03;p01;后胜
EOF
entrants_zh | tabs | utf16le_bom >$d/ev2/entrants.txt
cp $d/ev/results.csv $d/ev2/results.csv
