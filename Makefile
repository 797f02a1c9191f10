# libpairing - GNU make, no autotools.
#
#   make            the static and shared library and the pairing tool, in build/
#   make check      install what is missing (make deps), build, run every test
#   make check-asan the same tests under AddressSanitizer + UndefinedBehaviorSanitizer
#   make demo       a real example tournament, end to end
#   make install    PREFIX, DESTDIR, LIBDIR, INCLUDEDIR, MANDIR, PKGCONFIGDIR honoured

.SUFFIXES:

# One source of truth for the version: the public header.
HEADER := include/pairing.h
VERSION_MAJOR := $(shell sed -n 's/^.define PAIRING_VERSION_MAJOR //p' $(HEADER))
VERSION_MINOR := $(shell sed -n 's/^.define PAIRING_VERSION_MINOR //p' $(HEADER))
VERSION_PATCH := $(shell sed -n 's/^.define PAIRING_VERSION_PATCH //p' $(HEADER))
VERSION := $(VERSION_MAJOR).$(VERSION_MINOR).$(VERSION_PATCH)
SONAME := libpairing.so.$(VERSION_MAJOR)

PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
LOCALEDIR ?= $(PREFIX)/share/locale
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
DESTDIR ?=

CC ?= cc
BUILD ?= build
OPT ?= -O2 -g
WERROR ?= 1
SANITIZE ?=
WARNINGS := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
            -Wwrite-strings
ifeq ($(WERROR),1)
WARNINGS += -Werror
endif
BASE_CFLAGS = -std=c11 $(WARNINGS) $(OPT) $(SANITIZE) $(CFLAGS) -Iinclude
DEP_FLAGS = -MMD -MP
LIB_CFLAGS = $(BASE_CFLAGS) $(DEP_FLAGS) -Ilibpairing -fPIC -fvisibility=hidden \
             -DPAIRING_BUILDING
POSIX_CFLAGS = -D_POSIX_C_SOURCE=200809L

# Debian's libcsv-dev ships no .pc file; override CSV_CFLAGS/CSV_LIBS elsewhere.
# pkg-config is asked late (=, not :=) so that make deps can install it first.
CSV_CFLAGS ?=
CSV_LIBS ?= -lcsv
JANSSON_CFLAGS = $(shell pkg-config --cflags jansson)
JANSSON_LIBS = $(shell pkg-config --libs jansson)
INIH_CFLAGS = $(shell pkg-config --cflags inih)
INIH_LIBS = $(shell pkg-config --libs inih)
MHD_CFLAGS = $(shell pkg-config --cflags libmicrohttpd)
MHD_LIBS = $(shell pkg-config --libs libmicrohttpd)
CHECK_CFLAGS = $(shell pkg-config --cflags check)
CHECK_LIBS = $(shell pkg-config --libs check)

# Sources live in folders by concern (README: How the code is laid out); objects
# mirror them under $(BUILD), and each records the headers it read (-MMD).
LIB_SRC := $(sort $(shell find libpairing -name '*.c'))
CLI_SRC := $(sort $(shell find cli -name '*.c'))
CLI_HEADERS := $(sort $(shell find cli -name '*.h'))
TEST_SRC := $(wildcard tests/check_*.c)
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
# The desk's pages (cli/desk/www/) compiled in as the one source made here.
DESK_ASSETS := $(sort $(wildcard cli/desk/www/*))
CLI_OBJ := $(CLI_SRC:%.c=$(BUILD)/%.o) $(BUILD)/cli/desk/assets.o
TEST_OBJ := $(TEST_SRC:%.c=$(BUILD)/%.o)

# The translations (issue 21): English is the source language; po/LANG.po holds
# each other one, compiled where the tool looks for it from the build tree.
LANGUAGES := zh_CN
CATALOGUES := $(LANGUAGES:%=$(BUILD)/locale/%/LC_MESSAGES/pairing.mo)
# The library's messages are found where they are written (libpairing/internal.h):
# a failing function's format argument, or PR_MSG elsewhere.
LIB_KEYWORDS := --keyword=pr_fail:3 --keyword=pr_fail_at:5 --keyword=PR_MSG \
                --keyword=add_explanation:3 \
                --keyword=result_fail:4 --keyword=team_fail:4 \
                --keyword=seat_fail:3 --keyword=row_fail:3 --keyword=table_fail:3 \
                --keyword=pr_team_row_fail:3 --keyword=game_fail:3 \
                --keyword=EXPLAIN:2 --keyword=pr_swiss_explain:2 --keyword=explain_line:2 \
                --keyword=pr_report_add:2 --keyword=pr_knockout_note:2
XGETTEXT_FLAGS := --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ $(LIB_KEYWORDS) \
                  --package-name=libpairing --msgid-bugs-address=dev@libpairing --add-comments=TRANSLATORS: \
                  --sort-by-file

STATIC := $(BUILD)/libpairing.a
SHARED := $(BUILD)/libpairing.so.$(VERSION)
TOOL := $(BUILD)/pairing
RUNNER := $(BUILD)/check_pairing
SIMULATE := $(BUILD)/simulate

.PHONY: dutch-sample check-dutch check-dutch-reverse bench-dutch po i18n
.PHONY: all check test check-asan demo deps install uninstall clean format format-check oom-test \
        examples cli-tests unit-tests man-lint symbols printouts site desk desk-browser bench \
        fuzz fuzz-build guide fuzz-replay determinism check-valgrind install-test trf-roundtrip \
        matching-proofs json-canonical cycles readme optimum check-optimum

all: $(STATIC) $(SHARED) $(TOOL) $(CATALOGUES)

$(BUILD)/libpairing/%.o: libpairing/%.c
	@mkdir -p $(@D)
	$(CC) $(LIB_CFLAGS) -c -o $@ $<

$(BUILD)/cli/%.o: cli/%.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(DEP_FLAGS) -Icli $(POSIX_CFLAGS) $(CLI_DEFS) $(CSV_CFLAGS) $(INIH_CFLAGS) -c -o $@ $<

# Where the installed tool finds its catalogues (cli/support/i18n.c); from the
# build tree it takes $(BUILD)/locale, beside it.
$(BUILD)/cli/support/i18n.o: CLI_DEFS = -DLOCALEDIR='"$(LOCALEDIR)"'

# The director's desk (SPEC §14) reads JSON with jansson and serves HTTP with
# libmicrohttpd; the rest of the tool needs neither.
$(BUILD)/cli/desk/%.o: CLI_DEFS = $(JANSSON_CFLAGS) $(MHD_CFLAGS)
$(BUILD)/cli/desk/assets.c: cli/desk/embed.sh $(DESK_ASSETS)
	@mkdir -p $(@D)
	sh cli/desk/embed.sh $(DESK_ASSETS) > $@
$(BUILD)/cli/desk/assets.o: $(BUILD)/cli/desk/assets.c
	$(CC) $(BASE_CFLAGS) -Icli $(POSIX_CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) $(DEP_FLAGS) $(POSIX_CFLAGS) $(CHECK_CFLAGS) -c -o $@ $<

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TEST_OBJ:.o=.d)

# The archive holds one relocatable object whose internal (hidden) symbols are
# made local, so that a program linking it statically sees only pairing_*,
# as one linking the shared library does (tests/symbols.sh checks both).
OBJCOPY ?= objcopy
$(STATIC): $(LIB_OBJ)
	@rm -f $@
	$(CC) -r -nostdlib -o $(BUILD)/libpairing.o $(LIB_OBJ)
	$(OBJCOPY) --localize-hidden $(BUILD)/libpairing.o
	ar rcs $@ $(BUILD)/libpairing.o

$(SHARED): $(LIB_OBJ)
	$(CC) -shared -Wl,-soname,$(SONAME) $(SANITIZE) -o $@ $(LIB_OBJ)
	ln -sf libpairing.so.$(VERSION) $(BUILD)/$(SONAME)
	ln -sf $(SONAME) $(BUILD)/libpairing.so

$(TOOL): $(CLI_OBJ) $(STATIC)
	$(CC) $(SANITIZE) -o $@ $(CLI_OBJ) $(STATIC) $(CSV_LIBS) $(INIH_LIBS) $(JANSSON_LIBS) \
	  $(MHD_LIBS)

$(RUNNER): $(TEST_OBJ) $(STATIC)
	$(CC) $(SANITIZE) -o $@ $(TEST_OBJ) $(STATIC) $(CHECK_LIBS)

# Every allocation failing in turn (tests/oom.c): the library's calls to the
# allocator are routed through the test's wrappers by the linker.
OOM_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
$(BUILD)/oom: tests/oom.c $(STATIC) $(HEADER)
	$(CC) $(BASE_CFLAGS) -o $@ tests/oom.c $(STATIC) $(OOM_WRAP)

# The matching proofs (tests/matching/) link the objects that implement
# matching.h themselves, not the archive: the matching's own folder and the
# allocator it uses.  The networkx half runs under Debian's python3, which has
# python3-networkx (a pyenv python3 on the PATH would not).
MATCHING_OBJ ?= $(filter $(BUILD)/libpairing/matching/%,$(LIB_OBJ)) \
                $(BUILD)/libpairing/model/memory.o
MATCHING_PROOF_SRC := tests/matching/audit.c tests/matching/heaviest.c
MATCHING_PROOFS := $(BUILD)/tests/matching/oracle $(BUILD)/tests/matching/solve
NETWORKX_PYTHON ?= /usr/bin/python3
$(MATCHING_PROOFS): $(BUILD)/tests/matching/%: tests/matching/%.c $(MATCHING_PROOF_SRC) \
                    $(MATCHING_PROOF_SRC:.c=.h) libpairing/matching/matching.h $(MATCHING_OBJ)
	@mkdir -p $(@D)
	$(CC) $(BASE_CFLAGS) -Ilibpairing -o $@ $< $(MATCHING_PROOF_SRC) $(MATCHING_OBJ)

$(BUILD)/locale/%/LC_MESSAGES/pairing.mo: po/%.po
	@mkdir -p $(@D)
	msgfmt --check -o $@ $<

# The template from the sources, merged into every translation: what is new
# comes in untranslated, for the translator (HACKING.md: a message to translate).
po:
	xgettext $(XGETTEXT_FLAGS) -o po/pairing.pot $(CLI_SRC) $(CLI_HEADERS) $(LIB_SRC)
	@for l in $(LANGUAGES); do \
	  msgmerge --quiet --update --backup=none po/$$l.po po/pairing.pot && \
	  msgattrib --no-obsolete -o po/$$l.po po/$$l.po || exit 1; \
	done

# No text a person reads is left English in a translation: the sources' messages
# as they are now, merged into each catalogue, all translated and none fuzzy;
# then pages and errors run in Chinese, looked through for English sentences.
i18n: $(TOOL) $(CATALOGUES)
	sh tests/i18n.sh "$(XGETTEXT_FLAGS)" $(BUILD)/i18n "$(LANGUAGES)" $(abspath $(TOOL)) $(CLI_SRC) $(CLI_HEADERS) $(LIB_SRC)

# ---- dependencies: install what is missing when apt-get can, else say what ----

deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	pkg-config --exists jansson 2>/dev/null || missing="$$missing libjansson-dev"; \
	pkg-config --exists check 2>/dev/null || missing="$$missing check"; \
	pkg-config --exists inih 2>/dev/null || missing="$$missing libinih-dev"; \
	pkg-config --exists libmicrohttpd 2>/dev/null || missing="$$missing libmicrohttpd-dev"; \
	command -v msgfmt >/dev/null 2>&1 || missing="$$missing gettext"; \
	printf '#include <csv.h>\nint main(void){struct csv_parser p; return csv_init(&p, 0);}\n' \
	  | $(CC) $(CSV_CFLAGS) -x c - $(CSV_LIBS) -o /dev/null >/dev/null 2>&1 \
	  || missing="$$missing libcsv-dev"; \
	[ -z "$$missing" ] && exit 0; \
	if command -v apt-get >/dev/null 2>&1; then \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  echo "make deps: installing$$missing"; \
	  install="$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing"; \
	  $$install >/dev/null 2>&1 || { $$sudo apt-get update -q >/dev/null 2>&1 && \
	    $$install >/dev/null; } && exit 0; \
	fi; \
	echo "make deps: please install:$$missing (Debian/Ubuntu package names)" >&2; exit 1
# What only some tests need (mandoc for the man page lint, chromium, python3 and the
# CJK fonts for the browser tests) is asked of apt-get one package at a time, without
# its recommends; a package that cannot be had leaves its tests skipped by name.
	@need=""; \
	command -v mandoc >/dev/null 2>&1 || need="mandoc"; \
	command -v chromium >/dev/null 2>&1 || need="$$need chromium"; \
	command -v python3 >/dev/null 2>&1 || need="$$need python3"; \
	fc-list 2>/dev/null | grep -q "Noto Sans CJK" || need="$$need fonts-noto-cjk"; \
	[ -x /usr/bin/chromedriver ] || need="$$need chromium-driver"; \
	/usr/bin/python3 -c 'import selenium' >/dev/null 2>&1 || need="$$need python3-selenium"; \
	[ -z "$$need" ] && exit 0; \
	command -v apt-get >/dev/null 2>&1 || { echo "make deps: not installed:$$need; the tests that need them will be skipped"; exit 0; }; \
	sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	echo "make deps: installing$$need"; \
	for p in $$need; do \
	  install="$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $$p"; \
	  $$install >/dev/null 2>&1 || { $$sudo apt-get update -q >/dev/null 2>&1 && \
	    $$install >/dev/null 2>&1; } || \
	    echo "make deps: $$p not installed; the tests that need it will be skipped"; \
	done
# python3-networkx, for the matching proofs, is optional like mandoc but asked of
# apt-get on its own: were it not to be had, the packages above are installed
# all the same, and its recommends (matplotlib, scipy, gdal...) are not needed.
	@$(NETWORKX_PYTHON) -c 'import networkx' >/dev/null 2>&1 && exit 0; \
	if command -v apt-get >/dev/null 2>&1; then \
	  sudo=""; [ "$$(id -u)" -eq 0 ] || sudo="sudo"; \
	  echo "make deps: installing python3-networkx"; \
	  install="$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
	    --no-install-recommends python3-networkx"; \
	  $$install >/dev/null 2>&1 || { $$sudo apt-get update -q >/dev/null 2>&1 && \
	    $$install >/dev/null 2>&1; }; \
	fi; \
	$(NETWORKX_PYTHON) -c 'import networkx' >/dev/null 2>&1 || \
	  echo "make deps: python3-networkx not installed; the check against networkx will be skipped"

# ---- tests ----

# Every part's output goes to the terminal and to a log, from which the last line
# totals them all (tests/summary.sh); a part that reported nothing fails it.
CHECK_PARTS := unit oom cli readme guide fuzz examples symbols man printouts trf matching \
               optimum json cycles format dutch i18n site desk desk-browser
check: deps
	@mkdir -p $(BUILD)
	@{ $(MAKE) --no-print-directory test && $(MAKE) --no-print-directory determinism; \
	  echo $$? >$(BUILD)/check.status; } 2>&1 | tee $(BUILD)/check.log
	@sh tests/summary.sh $(BUILD)/check.log "$$(cat $(BUILD)/check.status)" "make check" \
	  $(CHECK_PARTS) determinism

# Memcheck over the unit and CLI tests (valgrind from apt if missing).
check-valgrind: deps all $(RUNNER)
	@command -v valgrind >/dev/null 2>&1 || { sudo=""; [ "$$(id -u)" -eq 0 ] || sudo=sudo; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q valgrind >/dev/null; }
	sh tests/valgrind.sh $(BUILD)

# The same outputs from an -O0 build as from this one, and from run to run.
determinism: $(TOOL) $(SIMULATE)
	@$(MAKE) --no-print-directory BUILD=build-O0 OPT=-O0 build-O0/pairing build-O0/simulate
	sh tests/determinism.sh build-O0 $(BUILD)

check-asan: deps
	@mkdir -p build-asan
	@{ $(MAKE) --no-print-directory BUILD=build-asan OPT="-O1 -g -fno-omit-frame-pointer" \
	  SANITIZE="-fsanitize=address,undefined -fno-sanitize-recover=all" \
	  ASAN_OPTIONS=detect_leaks=1 test; echo $$? >build-asan/check.status; } 2>&1 | \
	  tee build-asan/check.log
	@sh tests/summary.sh build-asan/check.log "$$(cat build-asan/check.status)" \
	  "make check-asan" $(CHECK_PARTS)

test: all unit-tests oom-test cli-tests readme guide fuzz-replay examples install-test symbols \
      man-lint printouts trf-roundtrip matching-proofs optimum json-canonical cycles \
      format-check dutch-sample i18n site desk desk-browser

unit-tests: $(RUNNER)
	cd tests && ../$(RUNNER)

oom-test: $(BUILD)/oom
	$(BUILD)/oom

# The matching against brute force over every small graph, then against networkx.
# Under a sanitizer the brute force takes a tenth of its graphs (a minute else).
matching-proofs: $(MATCHING_PROOFS)
	$(if $(SANITIZE),PAIRING_TEST_QUICK=1 )$(BUILD)/tests/matching/oracle
	@if $(NETWORKX_PYTHON) -c 'import networkx' >/dev/null 2>&1; then \
	  echo "$(NETWORKX_PYTHON) tests/matching/networkx_check.py $(BUILD)/tests/matching/solve"; \
	  $(NETWORKX_PYTHON) tests/matching/networkx_check.py $(BUILD)/tests/matching/solve; \
	else \
	  echo "matching-proofs: networkx not installed, the independent optimiser check skipped"; \
	fi

# The plain Swiss against an optimiser written by other people (networkx): each
# round at SPEC §12's optimum (a sample of generated events, one of 300 players),
# and every reason --explain gives true of its round.  make check-optimum runs
# many more.
OPTIMUM_EVENTS ?= 24 120
OPTIMUM_REASONS ?= 120
optimum: $(TOOL)
	@if $(NETWORKX_PYTHON) -c 'import networkx' >/dev/null 2>&1; then \
	  $(NETWORKX_PYTHON) tests/optimum/crossings.py $(abspath $(TOOL)) 1 300 && \
	  $(NETWORKX_PYTHON) tests/optimum/crossings.py $(abspath $(TOOL)) $(OPTIMUM_EVENTS) && \
	  $(NETWORKX_PYTHON) tests/optimum/reasons.py $(abspath $(TOOL)) $(OPTIMUM_REASONS); \
	else echo "optimum: networkx not installed, the optimum and reasons checks skipped"; fi

check-optimum: deps $(TOOL)
	@$(MAKE) --no-print-directory optimum OPTIMUM_EVENTS="200 300" OPTIMUM_REASONS=2000

cli-tests: $(TOOL)
	sh tests/cli/run.sh $(abspath $(TOOL)) tests/cli

# The FIDE Dutch system against bbpPairings 6.0.0's own tournaments (SPEC §15):
# every round of a sample of the corpus in make check, all of it in check-dutch;
# tests/dutch/known.txt lists the rounds where the rule text wins, with the rule.
DUTCH_CORPUS ?= ../shared/corpora/dutch
DUTCH_SAMPLE ?= 12
dutch-sample: $(TOOL)
	python3 tests/dutch/replay.py $(abspath $(TOOL)) $(DUTCH_CORPUS) --sample $(DUTCH_SAMPLE) \
	  --known tests/dutch/known.txt

check-dutch: $(TOOL)
	python3 tests/dutch/replay.py $(abspath $(TOOL)) $(DUTCH_CORPUS) \
	  --known tests/dutch/known.txt --verbose

# The reverse check (SPEC §15): tournaments of pairing generate checked by
# bbpPairings' own checker, built outside the repository as HACKING.md says;
# skipped with a message when DUTCH_ORACLE is absent.  Not part of make check.
DUTCH_ORACLE ?= $(abspath ../oracle/bbpPairings/bbpPairings.exe)
DUTCH_REVERSE_COUNT ?= 120
check-dutch-reverse: $(TOOL)
	python3 tests/dutch/reverse.py $(abspath $(TOOL)) $(DUTCH_ORACLE) \
	  --count $(DUTCH_REVERSE_COUNT) --known tests/dutch/known.txt
	cd tests/dutch && for mode in xxa baku; do \
	  python3 extensions.py $(abspath $(TOOL)) $(DUTCH_ORACLE) $(abspath $(DUTCH_CORPUS)) \
	    $$mode --count 40 || exit 1; done

# The Dutch system's speed on the corpus's 1,000- and 200-player rounds (SPEC §15).
bench-dutch: $(TOOL) $(BUILD)/bench
	python3 tests/dutch/bench.py $(abspath $(TOOL)) $(DUTCH_CORPUS) $(abspath $(BUILD)/bench)

# The README's tour (```console blocks), run as printed.
readme: $(TOOL)
	sh tests/readme.sh $(abspath $(TOOL)) README.md

# The director's walkthroughs of pairing-guide(7) (its literal displays that
# begin with "$ "), run as printed.
guide: $(TOOL)
	sh tests/readme.sh $(abspath $(TOOL)) man/pairing-guide.7

# A packager's install into a scratch directory, $(BUILD)/stage (DESTDIR, with
# PREFIX=/usr/local), checked as users and integrators use it: the manual pages,
# pkg-config, and the example programs (examples/*.c and those of libpairing(3))
# built through pkg-config against it, exactly as an integrator's program would.
install-test: $(STATIC) $(SHARED) $(TOOL)
	sh tests/install.sh "$(MAKE)" $(BUILD) "$(CC)" "$(SANITIZE)"

examples: install-test

symbols: $(SHARED) $(STATIC)
	sh tests/symbols.sh $(SHARED) $(STATIC) $(HEADER)

# No file calls or includes another that calls or includes it back.
cycles: all
	@if command -v python3 >/dev/null 2>&1; then python3 tests/cycles.py $(BUILD); \
	else echo "cycles: python3 not installed, skipped"; fi

# The tool writes JSON itself (cli/formats/json_writer.c); jansson, reading it back,
# must dump the same bytes.
$(BUILD)/json_canonical: tests/json_canonical.c
	$(CC) $(BASE_CFLAGS) $(JANSSON_CFLAGS) -o $@ $< $(JANSSON_LIBS)

json-canonical: $(TOOL) $(SIMULATE) $(BUILD)/json_canonical
	sh tests/json-canonical.sh $(abspath $(TOOL)) $(abspath $(SIMULATE)) \
	  $(BUILD)/json_canonical $(BUILD)/json-canonical

man-lint:
	sh tests/man-lint.sh $(HEADER) man

# Every kind of printout, from hard cases, looked at in headless Chromium on an A4
# sheet (tests/printouts/look.py): it fits, every name shows, nothing under 9 pt,
# nothing overlaps; PNG and PDF of each in $(BUILD)/render for a person to see.
printouts: $(TOOL) $(SIMULATE)
	sh tests/printouts/run.sh $(abspath $(TOOL)) $(abspath $(SIMULATE)) $(BUILD)/render

# The players' site (pairing publish, SPEC §13): thirteen events of every kind published, every
# page looked at in Chromium on a 390-pixel phone and on A4, links, search,
# content against pairing standings, and what publishing again writes.
# Screenshots in build/site-shots.
site: $(TOOL) $(SIMULATE)
	sh tests/selenium.sh site "the site's browser tests" tests/site/check.py \
	  $(abspath $(TOOL)) $(abspath $(SIMULATE)) $(BUILD)/site-shots

# The director's desk (pairing serve, SPEC §14) used in Chromium as a director
# uses it, by clicks and the keyboard: a 30-player Qiu event from an empty
# folder and a relay and an event in stages in Chinese, a 13-player knockout, a
# team round robin and a Scheveningen match in English, every tab on a
# 390-pixel phone, the printouts on A4.  Screenshots of every tab
# in build/desk-shots.
desk-browser: $(TOOL)
	sh tests/selenium.sh desk-browser "the desk's browser tests" tests/desk/director.py \
	  $(abspath $(TOOL)) $(BUILD)/desk-shots

# The director's desk (pairing serve, SPEC §14) over HTTP: each hostile request
# refused with its status and nothing written, the same event run by the CLI and
# through the API compared byte for byte after every change, SIGKILL during a
# stream of result entries, --lan.  Skipped until the tool has serve.
desk: $(TOOL)
	sh tests/desk/run.sh $(abspath $(TOOL)) $(BUILD)/desk

# FIDE TRF-16: the real files in tests/trf and made-up events of every system,
# converted there and back by pairing convert.
trf-roundtrip: $(TOOL) $(SIMULATE)
	sh tests/trf-roundtrip.sh $(abspath $(TOOL)) $(abspath $(SIMULATE)) $(BUILD)/trf-roundtrip

# ---- make bench: an optimised build of its own, then the figures ----

$(BUILD)/bench: tests/bench/bench.c examples/lots.h $(STATIC) $(HEADER)
	$(CC) $(BASE_CFLAGS) -o $@ tests/bench/bench.c $(STATIC) -lm

CLI_LIB_OBJ = $(filter-out $(BUILD)/cli/main.o,$(CLI_OBJ))
$(BUILD)/io_floor: tests/bench/io_floor.c
	$(CC) $(BASE_CFLAGS) $(CSV_CFLAGS) -o $@ tests/bench/io_floor.c $(CSV_LIBS)

bench: deps
	@$(MAKE) --no-print-directory BUILD=build-bench OPT="-O2 -DNDEBUG" all build-bench/bench \
	  build-bench/io_floor
	@echo "make bench on $$(nproc) cores: $$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
	@build-bench/bench build-bench build-bench/pairing build-bench/io_floor $(BENCH_QUICK)
	@/usr/bin/python3 tests/dutch/bench.py $(abspath build-bench/pairing) $(DUTCH_CORPUS)
	@/usr/bin/python3 tests/bench/desk.py $(abspath build-bench/pairing) $(abspath build-bench) \
	  $(BENCH_QUICK)

# ---- fuzzing: libFuzzer targets, and a replay of their corpus in make check ----

FUZZ_TARGETS := entrants results pipeline trf event_file record encoding forms team_files \
                team_pipeline scheveningen_table ranks
FUZZ_TARGETS += relay desk
FUZZ_SECONDS ?= 120
# the fuzz targets bring their own silent cli_report (tests/fuzz/quiet.c)
FUZZ_LINK = $(filter-out $(BUILD)/cli/support/report.o,$(CLI_LIB_OBJ)) $(STATIC) $(CSV_LIBS) \
            $(INIH_LIBS) $(JANSSON_LIBS) $(MHD_LIBS)

$(BUILD)/fuzz_replay_%: tests/fuzz/fuzz_%.c tests/fuzz/driver.c tests/fuzz/quiet.c \
                        tests/fuzz/fuzz.h $(CLI_LIB_OBJ) $(STATIC)
	$(CC) $(BASE_CFLAGS) $(POSIX_CFLAGS) $(JANSSON_CFLAGS) -Icli -o $@ $< tests/fuzz/driver.c tests/fuzz/quiet.c \
	  $(FUZZ_LINK)

fuzz-replay: $(FUZZ_TARGETS:%=$(BUILD)/fuzz_replay_%)
	@for t in $(FUZZ_TARGETS); do \
	  printf 'fuzz-replay %s: ' $$t; \
	  $(BUILD)/fuzz_replay_$$t tests/fuzz/corpus/$$t tests/fuzz/regressions/$$t || exit 1; \
	done

$(BUILD)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/quiet.c tests/fuzz/fuzz.h $(CLI_LIB_OBJ) $(STATIC)
	$(CC) $(BASE_CFLAGS) $(POSIX_CFLAGS) $(JANSSON_CFLAGS) -fsanitize=fuzzer,address,undefined -Icli -o $@ $< \
	  tests/fuzz/quiet.c $(FUZZ_LINK)

fuzz-build:
	@$(MAKE) --no-print-directory -s BUILD=build-fuzz CC=clang OPT="-O1 -g" \
	  SANITIZE="-fsanitize=fuzzer-no-link,address,undefined" \
	  $(FUZZ_TARGETS:%=build-fuzz/fuzz_%)

fuzz: deps
	@command -v clang >/dev/null || { echo "make fuzz needs clang (apt-get install clang)"; exit 1; }
	@$(MAKE) --no-print-directory fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p build-fuzz/corpus/$$t; \
	  echo "fuzz $$t for $(FUZZ_SECONDS) s"; \
	  build-fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -artifact_prefix=build-fuzz/crash-$$t- build-fuzz/corpus/$$t tests/fuzz/corpus/$$t \
	    2>&1 | grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|==|SUMMARY)'; \
	  if ls build-fuzz/crash-$$t-* >/dev/null 2>&1; then echo "fuzz $$t: FOUND A CRASH"; exit 1; fi; \
	done

# ---- the demonstration ----

$(SIMULATE): examples/simulate.c examples/lots.h $(STATIC)
	$(CC) $(BASE_CFLAGS) -o $@ examples/simulate.c $(STATIC) -lm

demo: deps
	@$(MAKE) --no-print-directory all $(SIMULATE)
	@sh examples/demo.sh $(abspath $(TOOL)) $(abspath $(SIMULATE))
	@sh examples/relay/demo.sh $(abspath $(TOOL))
	@sh examples/stages/demo.sh $(abspath $(TOOL))
	@sh examples/desk/demo.sh $(abspath $(TOOL))

# ---- install ----


install: $(STATIC) $(SHARED) $(TOOL) $(CATALOGUES)
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) \
	  $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man3 \
	  $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7
	install -m 755 $(TOOL) $(DESTDIR)$(BINDIR)/pairing
	@for l in $(LANGUAGES); do \
	  echo "install -m 644 $(BUILD)/locale/$$l/LC_MESSAGES/pairing.mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/"; \
	  mkdir -p $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
	  install -m 644 $(BUILD)/locale/$$l/LC_MESSAGES/pairing.mo \
	    $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/ || exit 1; \
	done
	install -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/
	install -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/
	ln -sf libpairing.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libpairing.so
	install -m 644 $(HEADER) $(DESTDIR)$(INCLUDEDIR)/pairing.h
	install -m 644 man/*.1 $(DESTDIR)$(MANDIR)/man1/
	install -m 644 man/*.3 $(DESTDIR)$(MANDIR)/man3/
	install -m 644 man/*.5 $(DESTDIR)$(MANDIR)/man5/
	install -m 644 man/*.7 $(DESTDIR)$(MANDIR)/man7/
	@for page in man/*.3; do \
	  base=$${page#man/}; \
	  for name in $$(sed -n 's/^\.Nm \([a-z_0-9]*\).*/\1/p' $$page); do \
	    [ "$$name.3" = "$$base" ] || ln -sf $$base $(DESTDIR)$(MANDIR)/man3/$$name.3; \
	  done; \
	done
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(LIBDIR)' 'includedir=$(INCLUDEDIR)' '' \
	  'Name: libpairing' \
	  'Description: tournament pairing and standings (round robin, knockout, Qiu, Swiss, FIDE Dutch)' \
	  'Version: $(VERSION)' 'Libs: -L$${libdir} -lpairing' 'Cflags: -I$${includedir}' \
	  > $(DESTDIR)$(PKGCONFIGDIR)/libpairing.pc

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/pairing $(DESTDIR)$(INCLUDEDIR)/pairing.h \
	  $(DESTDIR)$(LIBDIR)/libpairing.a $(DESTDIR)$(LIBDIR)/libpairing.so \
	  $(DESTDIR)$(LIBDIR)/$(SONAME) $(DESTDIR)$(LIBDIR)/libpairing.so.$(VERSION) \
	  $(DESTDIR)$(PKGCONFIGDIR)/libpairing.pc
	for l in $(LANGUAGES); do rm -f $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/pairing.mo; done
	for page in man/*.1; do rm -f $(DESTDIR)$(MANDIR)/man1/$${page#man/}; done
	for page in man/*.5; do rm -f $(DESTDIR)$(MANDIR)/man5/$${page#man/}; done
	for page in man/*.7; do rm -f $(DESTDIR)$(MANDIR)/man7/$${page#man/}; done
	for page in man/*.3; do \
	  for name in $${page#man/} $$(sed -n 's/^\.Nm \([a-z_0-9]*\).*/\1.3/p' $$page); do \
	    rm -f $(DESTDIR)$(MANDIR)/man3/$$name; \
	  done; \
	done

# ---- housekeeping ----

SOURCES_TO_FORMAT = include/*.h $(shell find libpairing cli -name '*.[ch]') tests/*.[ch] \
  tests/bench/*.[ch] tests/fuzz/*.[ch] tests/matching/*.[ch] examples/*.c

format:
	clang-format -i $(SOURCES_TO_FORMAT)

# Part of make check: clang-format's output differs between major versions, so the
# check runs with the one Debian 12 ships (14) and is skipped without it.
format-check:
	@v=$$(clang-format --version 2>/dev/null | sed -n 's/.*version \([0-9]*\)\..*/\1/p'); \
	if [ "$$v" = 14 ]; then \
	  clang-format --dry-run --Werror $(SOURCES_TO_FORMAT) && echo "format-check: clean"; \
	else \
	  echo "format-check: clang-format 14 not installed, skipped"; \
	fi

clean:
	rm -rf build build-asan build-bench build-fuzz build-O0
