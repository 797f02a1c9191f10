#!/usr/bin/python3
"""director.py - the director's desk (pairing serve, SPEC §14) used as a
director uses it, in a real browser: Debian's Chromium driven by chromedriver
through python3-selenium.  Every change is made by clicking and typing on the
desk's page; the API and the event's files are only read, to see what
happened.

  director.py PAIRING OUT_DIR [SCENARIO...]

Scenarios:
  qiu       a 30-player Qiu event from an empty folder, the browser in
            Chinese: the event form, a GB18030 spreadsheet imported, 8 rounds
            paired, every result typed on the keyboard (1 0 = + - and Enter)
            and results.csv compared after each round, one past result
            corrected and the standings following, the standings against
            `pairing standings`, the printouts on A4, the site published;
  knockout  13 players, the browser in English: the draw, then results
            until there is a winner;
  teams     a team round robin, 4 teams of 4 boards, where the desk has
            team events (else skipped, by name);
  relay     the relay (擂台赛) of examples/relay in Chinese: each next game
            written down by the button of the player the lot made first, its
            result typed (a draw: who stays on), results.csv after each game,
            the places;
  scheveningen  the Scheveningen match (全队轮赛制) of examples/scheveningen
            in English: the table's four rounds by the pair button, every board
            typed, the score;
  stages    an event in stages from pairing init --stages in Chinese: the
            stage box, the prelim's two groups each paired and typed on its
            own, section B, the final drawn from the qualifiers, the overall
            ranking;
  language  each page's visible words in the browser's language, and in
            the other after the language button;
  phone     every tab at 390x844: no sideways scroll, text 14 px or more,
            buttons, inputs and links 40 px tall (tests/site/check.py's
            rules), every printout fitting an A4 sheet.

The import button is looked at before the spreadsheet goes through it: the
desk's own words in the desk's language, Chromium's file input transparent
over it and reachable by Tab.  Screenshots of every tab, phone and desktop, go
to OUT_DIR.  director.py PAIRING OUT_DIR SCENARIO... runs some of them.
"""
import csv
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "site"))
from check import A4_WIDTH, PHONE, PHONE_JS, PRINT_JS, browser, metrics  # noqa: E402

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples")
DESKTOP = (1280, 900)
TABS = ("event", "players", "round", "standings", "print", "site")

failures = []
screens = 0


def fail(scenario, what):
    failures.append(f"{scenario}: {what}")
    print(f"FAIL {scenario}: {what}", flush=True)


# ---- the server ----

class Desk:
    """pairing serve DIR --no-open, its address and token from its first line."""

    def __init__(self, pairing, folder):
        self.folder = folder
        self.process = subprocess.Popen([pairing, "serve", folder, "--no-open"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True)
        line = self.process.stdout.readline().strip()
        found = re.match(r"^(http://127\.0\.0\.1:\d+)/\?token=([0-9a-f]+)$", line)
        if not found:
            self.stop()
            raise SystemExit(f"pairing serve printed {line!r}, not its address")
        self.origin, self.token = found.groups()
        self.address = line

    def get(self, path):
        """Read the API (never to change anything): the JSON document."""
        request = urllib.request.Request(self.origin + path,
                                         headers={"Authorization": f"Bearer {self.token}"})
        with urllib.request.urlopen(request, timeout=10) as answer:
            return json.load(answer)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.process.stderr.close()


# ---- the page ----

# Every fetch of the page counted until its answer is read and the page has
# had a moment to show it: the test waits for the desk, never for a clock.
PENDING_JS = r"""
window.__pending = 0;
const fetched = window.fetch;
window.fetch = async (...args) => {
  window.__pending++;
  try {
    const r = await fetched(...args);
    const body = [101, 204, 205, 304].includes(r.status) ? null : await r.arrayBuffer();
    return new Response(body, {status: r.status, statusText: r.statusText, headers: r.headers});
  } finally {
    setTimeout(() => window.__pending--, 30);
  }
};
"""


def open_browser(language):
    driver = browser(language)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PENDING_JS})
    return driver


def settle(driver, timeout=15):
    """Until every request of the page is answered and shown."""
    WebDriverWait(driver, timeout, poll_frequency=0.02).until(
        lambda d: d.execute_script("return document.readyState === 'complete' && "
                                   "window.__pending === 0"))


def visit(driver, desk):
    """The first visit by the address pairing serve printed (the token's
    cookie), the desk's page loaded and its first reading shown."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    metrics(driver, *DESKTOP, False)
    driver.get(desk.address)
    WebDriverWait(driver, 15).until(
        lambda d: d.find_elements(By.ID, "event-state") and
        d.find_element(By.ID, "event-state").text)
    settle(driver)


def tab(driver, name):
    driver.find_element(By.CSS_SELECTOR, f'nav [data-tab="{name}"]').click()
    settle(driver)


def value(driver, css):
    return driver.find_element(By.CSS_SELECTOR, css).text


def press(driver, key):
    """One key on whatever has the focus, as a director types it.  Where the
    desk asks something back (who went through a drawn knockout game), the
    second player is the answer; returns whether it asked."""
    driver.switch_to.active_element.send_keys(key)
    asked = alert_of(driver)
    if asked:
        asked.send_keys("2")
        asked.accept()
    settle(driver)
    return asked is not None


def focused_board(driver):
    return driver.execute_script(
        "const e = document.activeElement;"
        "return e && e.closest('#boards') ? Number(e.dataset.board) : null;")


# ---- the files ----

def read_csv(path):
    raw = open(path, "rb").read()
    text = raw.decode("utf-8-sig")
    return list(csv.DictReader(text.splitlines()))


def results_of(folder, round_, team=False):
    """The round's rows of results.csv by the desk's board: the board column,
    or in a team event the games numbered down the round, match after match."""
    rows = [r for r in read_csv(os.path.join(folder, "results.csv"))
            if r["round"] == str(round_) and r.get("board")]
    if team:
        return {k + 1: r for k, r in enumerate(r for r in rows if r["second"])}
    return {int(r["board"]): r for r in rows}


def number(text):
    value = float(text)
    return str(int(value)) if value == int(value) else str(value)


# ---- what every scenario looks at ----

def screenshot(driver, out, name):
    """The whole page, as tall as it is (up to 3000 px)."""
    width = driver.execute_script("return window.innerWidth")
    mobile = width < 500
    height = driver.execute_script("return document.documentElement.scrollHeight")
    metrics(driver, width, min(max(height, 400), 3000), mobile)
    driver.save_screenshot(os.path.join(out, name + ".png"))
    metrics(driver, *(PHONE if mobile else DESKTOP), mobile)


def shot(driver, out, name):
    """What the browser showed when a scenario stopped, if it can still say."""
    try:
        alert = alert_of(driver)
        if alert:
            alert.dismiss()
        driver.save_screenshot(os.path.join(out, name + ".png"))
    except Exception:
        pass


def look_at_tabs(driver, scenario, out):
    """Every tab on a phone (SPEC §14's desk is used on one too) by
    tests/site/check.py's rules, and a screenshot of each, phone and desktop."""
    global screens
    for size, mobile in ((PHONE, True), (DESKTOP, False)):
        metrics(driver, *size, mobile)
        for name in TABS:
            tab(driver, name)
            if mobile:
                for problem in driver.execute_script(PHONE_JS):
                    fail(scenario, f"{name} tab on a phone: {problem}")
                for problem in driver.execute_script(SELECT_JS):
                    fail(scenario, f"{name} tab on a phone: {problem}")
            screenshot(driver, out, f"{scenario}-{'phone' if mobile else 'desktop'}-{name}")
            screens += 1
    metrics(driver, *DESKTOP, False)


# The select boxes too are tapped: 40 px like the site's inputs.
SELECT_JS = r"""
const problems = [];
for (const el of document.querySelectorAll('select')) {
  const r = el.getBoundingClientRect();
  if (getComputedStyle(el).display === 'none' || !(r.width || r.height)) continue;
  if (r.height < 39.5) problems.push('select ' + (el.name || el.id) + ' ' + r.height + ' px tall');
}
return problems;
"""

# The words a page shows, outside what the director typed (names, ids, the
# event's name) and the language button (which names the other language).
WORDS_JS = r"""
const texts = [];
const skip = '#event-name, #all-settings, #players tbody, #boards tbody, #standings tbody, #language, ' +
             '#byes, #site-result, #explanation, #message, option[value=""]';
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
let n;
while ((n = walker.nextNode())) {
  const el = n.parentElement;
  const r = el.getBoundingClientRect();
  if (!n.textContent.trim() || el.closest(skip) || !(r.width || r.height)) continue;
  texts.push(n.textContent.trim());
}
for (const el of document.querySelectorAll('input[placeholder]'))
  if (el.getBoundingClientRect().width) texts.push(el.placeholder);
return texts;
"""

# What a page in English may show in Chinese, and in Chinese in English:
# the system's own name, the file format, player ids, numbers.
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
ZH_MAY_SAY = {"CSV", "id", "A4"}


def look_at_language(driver, scenario, language):
    """Each tab's visible words in the language (zh or en), the page's lang
    attribute with them."""
    lang = driver.execute_script("return document.documentElement.lang")
    if not lang.startswith(language):
        fail(scenario, f"the page says lang={lang!r}, the browser asks for {language}")
    label = driver.execute_script(
        "return document.querySelector('#event-form [name=name]').closest('label').textContent")
    if language == "zh" and label.strip() == "姓名":
        fail(scenario, "the event's name is labelled 姓名, a person's name")
    for name in TABS:
        tab(driver, name)
        wrong = []
        for text in driver.execute_script(WORDS_JS):
            if language == "en" and CJK.search(text.replace("仇式", "")):
                wrong.append(text)
            if language == "zh" and set(ENGLISH_WORD.findall(text)) - ZH_MAY_SAY:
                wrong.append(text)
        if wrong:
            fail(scenario, f"the {name} tab in {'Chinese' if language == 'zh' else 'English'}"
                           f" shows {', '.join(repr(w) for w in dict.fromkeys(wrong))}")


NAV = {"zh": ["赛事", "选手", "轮次", "名次", "打印", "选手网站"],
       "en": ["Event", "Players", "Rounds", "Standings", "Print", "Players' site"]}


def switch_language(driver, scenario, language):
    """The language button: from language to the other and back."""
    other = "en" if language == "zh" else "zh"
    for want in (other, language):
        driver.find_element(By.ID, "language").click()
        settle(driver)
        got = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "nav [data-tab]")]
        if got != NAV[want]:
            fail(scenario, f"after the language button the tabs read {got}, not {NAV[want]}")
        lang = driver.execute_script("return document.documentElement.lang")
        if not lang.startswith(want):
            fail(scenario, f"after the language button lang={lang!r}, not {want}")


# ---- the event's setting up ----

def fill_event(driver, particulars, settings):
    tab(driver, "event")
    form = driver.find_element(By.ID, "event-form")
    for name, text in particulars.items():
        box = form.find_element(By.NAME, name)
        box.clear()
        box.send_keys(text)
    for name, text in settings.items():
        box = form.find_element(By.NAME, name)
        if box.tag_name == "select":
            Select(box).select_by_value(text)
        else:
            box.clear()
            box.send_keys(text)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    settle(driver)


def check_event_file(scenario, desk, particulars, settings):
    got = desk.get("/api/event")
    for name, text in particulars.items():
        if got["event"].get(name) != text:
            fail(scenario, f"event.ini's {name} is {got['event'].get(name)!r}, typed {text!r}")
    if got.get("system") != settings["system"]:
        fail(scenario, f"the system is {got.get('system')!r}, chosen {settings['system']!r}")
    ini = open(os.path.join(desk.folder, "event.ini"), encoding="utf-8").read()
    if "; The event file of pairing(1)" not in ini:
        fail(scenario, "event.ini lost the comments pairing init wrote")


# The import button: the desk's own words, Chromium's file input (which says
# "Choose File" / "No file chosen" in its own language) there but unseen, and
# reachable from the keyboard.
IMPORT_JS = r"""
const input = document.getElementById('import'), label = input.closest('label');
const cs = getComputedStyle(input), r = input.getBoundingClientRect(), l = label.getBoundingClientRect();
input.focus();
return {text: label.innerText.trim(), opacity: cs.opacity, display: cs.display,
        visibility: cs.visibility, focused: document.activeElement === input,
        inside: r.left >= l.left - 1 && r.right <= l.right + 1 && r.top >= l.top - 1 &&
                r.bottom <= l.bottom + 1,
        outline: getComputedStyle(label).outlineStyle};
"""
IMPORT_WORDS = {"zh": "导入报名表（CSV）", "en": "Import a spreadsheet (CSV)"}


def look_at_import(driver, scenario, language, out):
    """The import button before the file is chosen: its text in the desk's
    language, the real input transparent over it, Tab-reachable, the focus
    shown on the button."""
    got = driver.execute_script(IMPORT_JS)
    if got["text"] != IMPORT_WORDS[language]:
        fail(scenario, f"the import button reads {got['text']!r}, not {IMPORT_WORDS[language]!r}")
    if got["opacity"] != "0" or got["display"] == "none" or got["visibility"] == "hidden":
        fail(scenario, f"Chromium's own file input shows (opacity {got['opacity']}, display "
                       f"{got['display']}, visibility {got['visibility']})")
    if not got["focused"] or got["outline"] == "none":
        fail(scenario, f"the file input takes no keyboard focus, or the button does not show it "
                       f"(focused {got['focused']}, outline {got['outline']})")
    if not got["inside"]:
        fail(scenario, "the file input is not over its button (a click would miss it)")
    screenshot(driver, out, f"{scenario}-import")


def import_players(driver, scenario, desk, path, count, language=None, out=None,
                   entrants="entrants.csv"):
    tab(driver, "players")
    if language:
        look_at_import(driver, scenario, language, out)
    driver.find_element(By.ID, "import").send_keys(path)
    WebDriverWait(driver, 15).until(
        lambda d: len(d.find_elements(By.CSS_SELECTOR, "#players tbody tr")) == count or
        not d.find_element(By.ID, "message").get_attribute("hidden") and
        "✓" not in d.find_element(By.ID, "message").text)
    settle(driver)
    rows = driver.find_elements(By.CSS_SELECTOR, "#players tbody tr")
    if len(rows) != count:
        fail(scenario, f"the import shows {len(rows)} players, the file has {count}: "
                       f"{value(driver, '#message')}")
    if open(os.path.join(desk.folder, entrants), "rb").read() != open(path, "rb").read():
        fail(scenario, f"{entrants} is not the spreadsheet's bytes as sent")


# ---- a round ----

def pair(driver, scenario, desk, api="/api"):
    """The pair button; the round it made, shown with the focus on its first
    board, or None when the desk refused (its message).  api: the event's, or
    a stage's or a group's (/api/stages/NAME[/groups/X]) shown."""
    before = desk.get(api + "/event")["paired"]
    tab(driver, "round")
    driver.find_element(By.ID, "pair").click()
    settle(driver)
    paired = desk.get(api + "/event")["paired"]
    if paired == before:
        return None
    shown = Select(driver.find_element(By.ID, "round-choice")).first_selected_option.text
    if shown != str(paired):
        fail(scenario, f"round {paired} paired, the desk shows round {shown}")
    boards = [int(i.get_attribute("data-board"))
              for i in driver.find_elements(By.CSS_SELECTOR, "#boards tbody input")]
    if not boards:
        fail(scenario, f"round {paired} paired, the desk shows no board "
                       f"({value(driver, '#missing')!r})")
    elif focused_board(driver) != boards[0]:
        fail(scenario, f"round {paired}: the focus is on {focused_board(driver)}, "
                       f"not board {boards[0]}")
    return paired


def pair_next(driver, scenario, desk, round_):
    """The pair button, expected to pair round_; whether it did."""
    paired = pair(driver, scenario, desk)
    if paired != round_:
        fail(scenario, f"pairing round {round_}: the desk paired {paired} "
                       f"({value(driver, '#message')!r})")
    return paired == round_


def explain_and_check(driver, scenario, round_):
    """The round just paired: why (the explanation the pairing gave) and the
    check button's report, which finds nothing wrong in the desk's own
    pairing.  The focus goes back to the first board."""
    if not driver.find_elements(By.CSS_SELECTOR, "#explanation li"):
        fail(scenario, f"round {round_}: no explanation of the pairing")
    driver.find_element(By.ID, "check").click()
    settle(driver)
    report = driver.find_element(By.ID, "check-report")
    if not report.is_displayed() or report.text not in ("检查未发现问题。",
                                                        "The check found nothing wrong."):
        fail(scenario, f"round {round_}: the check says {report.text!r}")
    driver.find_element(By.CSS_SELECTOR, "#boards tbody input").click()


def take_back(driver, scenario, desk, before):
    """The button that takes the round just paired back (it asks first): the
    results file as it was before the round, byte for byte (SPEC §14)."""
    driver.find_element(By.ID, "take-back").click()
    WebDriverWait(driver, 5).until(lambda d: alert_of(d))
    driver.switch_to.alert.accept()
    settle(driver)
    if open(os.path.join(desk.folder, "results.csv"), "rb").read() != before:
        fail(scenario, "the round taken back, results.csv is not as it was before it")
    if desk.get("/api/event")["paired"] != 0:
        fail(scenario, "round 1 taken back, the event still has it paired")


def alert_of(driver):
    try:
        return driver.switch_to.alert
    except Exception:
        return None


def withdraw(driver, scenario, desk, pid, after):
    """The Players tab's Withdraw button of one player: the desk asks after
    which round (the rounds paired, as it offers) and writes it."""
    tab(driver, "players")
    for row in driver.find_elements(By.CSS_SELECTOR, "#players tbody tr"):
        if row.find_elements(By.TAG_NAME, "td")[1].text == pid:
            row.find_element(By.TAG_NAME, "button").click()
            break
    WebDriverWait(driver, 5).until(lambda d: alert_of(d))
    prompt = driver.switch_to.alert
    offered = prompt.text
    prompt.accept()
    settle(driver)
    got = {p["id"]: p.get("withdrawn") for p in desk.get("/api/players")["players"]}
    if got.get(pid) != after:
        fail(scenario, f"{pid} withdrawn after round {after} ({offered!r} asked): the desk "
                       f"has {got.get(pid)!r}")


def missing_count(driver):
    text = value(driver, "#missing")
    found = re.match(r"^(\d+)", text)
    return int(found.group(1)) if found else 0


def type_results(driver, scenario, desk, round_, choose, midway=None):
    """Every board of the round typed from the keyboard, as a director at the
    desk does: the key, and the focus moves to the next board.  The first
    board is passed over with Enter and typed last.  Returns board: result,
    and the boards where the desk asked who went through (the second did).
    midway(left), when given, is called once half the boards are typed."""
    keys = {"1": "1-0", "0": "0-1", "=": "=", "+": "+-", "-": "-+"}
    inputs = driver.find_elements(By.CSS_SELECTOR, "#boards tbody input")
    boards = [int(i.get_attribute("data-board")) for i in inputs]
    typed, asked = {}, set()
    if not boards:
        return typed, asked
    press(driver, Keys.ENTER)
    if len(boards) > 1 and focused_board(driver) != boards[1]:
        fail(scenario, f"round {round_}: Enter on board {boards[0]} went to "
                       f"{focused_board(driver)}, not {boards[1]}")
    for board in boards[1:] + boards[:1]:
        if focused_board(driver) != board:
            driver.find_element(By.CSS_SELECTOR, f'#boards input[data-board="{board}"]').click()
        key = choose(round_, board)
        if press(driver, key):
            asked.add(board)
        typed[board] = keys[key]
        left = len(boards) - len(typed)
        if missing_count(driver) != left:
            fail(scenario, f"round {round_}: {value(driver, '#missing')!r} with {left} to type")
        if midway and len(typed) == len(boards) // 2:
            midway(left)
    if "every result is in" not in value(driver, "#missing") and \
            "成绩已全部录入" not in value(driver, "#missing"):
        fail(scenario, f"round {round_} typed in, the desk says {value(driver, '#missing')!r}")
    return typed, asked


def standings_note(driver, scenario, round_, left, out=None):
    """The standings tab in Chinese says after which round it is and, while
    that round is played, how many of its results are still to come."""
    tab(driver, "standings")
    note = value(driver, "#standings-note")
    if out:
        screenshot(driver, out, f"{scenario}-standings-round-{round_}-in-progress")
    want = f"第{round_}轮后" + (f"：本轮正在进行，{left}个成绩待填，这些对局按未赛计" if left else "")
    if note != want:
        fail(scenario, f"round {round_}, {left} results to come: the standings say {note!r}, "
                       f"not {want!r}")
    tab(driver, "round")


def check_results(scenario, desk, round_, typed, names, team=False, asked=()):
    """results.csv against what was typed, board by board, the names the desk
    showed against its rows, and who went through where the desk asked."""
    rows = results_of(desk.folder, round_, team)
    played = {b: r for b, r in rows.items() if r["second"]}
    if sorted(played) != sorted(typed):
        fail(scenario, f"round {round_}: results.csv has boards {sorted(played)}, "
                       f"the desk showed {sorted(typed)}")
    for board, result in typed.items():
        row = played.get(board)
        if row and row["result"] != result:
            fail(scenario, f"round {round_} board {board}: results.csv says {row['result']!r},"
                           f" typed {result!r}")
        if row and board in asked and row.get("winner") != row["second"]:
            fail(scenario, f"round {round_} board {board}: {row['second']} went through the "
                           f"draw, results.csv's winner is {row.get('winner')!r}")
        if row and names.get(board) != (row["first"], row["second"]):
            fail(scenario, f"round {round_} board {board}: the desk showed {names.get(board)},"
                           f" results.csv has {row['first']} v {row['second']}")


def shown_pairs(driver, ids):
    """The boards the desk shows: board -> (first id, second id)."""
    pairs = {}
    for row in driver.find_elements(By.CSS_SELECTOR, "#boards tbody tr"):
        cells = [c.text for c in row.find_elements(By.TAG_NAME, "td")]
        board = int(row.find_element(By.TAG_NAME, "input").get_attribute("data-board"))
        pairs[board] = (ids.get(cells[1], cells[1]), ids.get(cells[2], cells[2]))
    return pairs


def correct(driver, scenario, desk, round_, board, key, want):
    """A past round chosen in the round box, the board's result retyped."""
    tab(driver, "round")
    Select(driver.find_element(By.ID, "round-choice")).select_by_value(str(round_))
    settle(driver)
    driver.find_element(By.CSS_SELECTOR, f'#boards input[data-board="{board}"]').click()
    press(driver, key)
    got = results_of(desk.folder, round_)[board]["result"]
    if got != want:
        fail(scenario, f"round {round_} board {board} corrected to {want!r}: results.csv "
                       f"says {got!r}")


# ---- standings, printouts, the site ----

def desk_standings(driver):
    tab(driver, "standings")
    return [[c.text for c in row.find_elements(By.TAG_NAME, "td")][:3]
            for row in driver.find_elements(By.CSS_SELECTOR, "#standings tbody tr")]


def cli_standings(pairing, desk, command):
    got = subprocess.run([pairing] + command + ["--event",
                          os.path.join(desk.folder, "event.ini"), "--format", "json"],
                         capture_output=True, text=True)
    if got.returncode:
        raise SystemExit(f"pairing standings: exit {got.returncode}: {got.stderr}")
    return [[str(s["rank"]), s["name"], number(str(s["score"]))]
            for s in json.loads(got.stdout)["standings"]]


def check_standings(driver, scenario, pairing, desk, command=("standings",)):
    shown = desk_standings(driver)
    shown = [[rank, name, number(score)] for rank, name, score in shown]
    cli = cli_standings(pairing, desk, list(command))
    if shown != cli:
        diff = next((i for i, (a, b) in enumerate(zip(shown, cli)) if a != b), len(shown))
        fail(scenario, f"the desk's standings differ from pairing standings at row {diff + 1}"
                       f" ({len(shown)} rows, {len(cli)}): "
                       f"{shown[diff:diff + 1]} v {cli[diff:diff + 1]}")
    return shown


def check_printouts(driver, scenario, desk, out):
    """The Print tab's links: one opened by a click (a new tab of the
    browser), every one looked at on an A4 sheet."""
    global screens
    tab(driver, "print")
    links = [a.get_attribute("href")
             for a in driver.find_elements(By.CSS_SELECTOR, "#printouts a")]
    if not links:
        fail(scenario, "the Print tab lists nothing")
        return
    name = desk.get("/api/event")["event"]["name"]
    desk_window = driver.current_window_handle
    driver.find_elements(By.CSS_SELECTOR, "#printouts a")[-1].click()
    WebDriverWait(driver, 10).until(lambda d: len(d.window_handles) == 2)
    driver.switch_to.window([w for w in driver.window_handles if w != desk_window][0])
    WebDriverWait(driver, 10).until(lambda d: d.execute_script(
        "return document.readyState") == "complete")
    if name not in driver.title or not driver.find_elements(By.CSS_SELECTOR, "table, svg"):
        fail(scenario, f"{links[-1]} opened from the Print tab: title {driver.title!r}, "
                       "no table")
    driver.close()
    driver.switch_to.window(desk_window)
    for link in links:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
        metrics(driver, *DESKTOP, False)
        driver.get(link)
        source = driver.page_source
        page = link.split("/print/")[-1].replace("/", "-")
        answer = driver.find_element(By.TAG_NAME, "body").text
        if answer.startswith("{"):
            fail(scenario, f"the Print tab links /print/{page}, which answers "
                           f"{' '.join(answer.split())}")
            continue
        if name not in driver.title:
            fail(scenario, f"/print/{page}: the title {driver.title!r} does not name the event")
        if not driver.find_elements(By.TAG_NAME, "table") and \
                not driver.find_elements(By.TAG_NAME, "svg"):
            fail(scenario, f"/print/{page}: no table")
        if "@page { size: A4" not in source:
            fail(scenario, f"/print/{page}: no A4 @page rule")
        width = A4_WIDTH["landscape" if "A4 landscape" in source else "portrait"]
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        metrics(driver, width, 1000, False)
        driver.get(link)
        for problem in driver.execute_script(PRINT_JS, width):
            fail(scenario, f"/print/{page}: {problem}")
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True})
        if not pdf.get("data"):
            fail(scenario, f"/print/{page}: Chromium printed no PDF")
        driver.save_screenshot(os.path.join(out, f"{scenario}-print-{page}.png"))
        screens += 1
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    visit(driver, desk)
    if name not in driver.title:
        fail(scenario, f"the desk's page is titled {driver.title!r}, not by the event")


def no_round_after_last(driver, scenario, desk, what):
    """The pair button once every round is played: nothing paired, and the
    desk says why."""
    if pair(driver, scenario, desk) is not None:
        fail(scenario, what)
    elif not value(driver, "#message"):
        fail(scenario, "the pair button did nothing after the last round, and said nothing")


def look_at_everything(driver, scenario, desk, out, language):
    """The printouts, each tab's words in the language, every tab on a phone
    and a desktop."""
    check_printouts(driver, scenario, desk, out)
    look_at_language(driver, scenario, language)
    look_at_tabs(driver, scenario, out)


def publish(driver, scenario, desk):
    tab(driver, "site")
    driver.find_element(By.CSS_SELECTOR, "#site-form button[type=submit]").click()
    settle(driver, 60)
    index = os.path.join(desk.folder, "site", "index.html")
    if not os.path.isfile(index):
        fail(scenario, f"published, and there is no site/index.html: {value(driver, '#message')}")
    elif "site/index.html" not in value(driver, "#site-result"):
        fail(scenario, f"published, and the desk says {value(driver, '#site-result')!r}")


# ---- the scenarios ----

SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭"
GIVEN = "伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂华飞鑫波宇浩凯"
CLUBS = ["北京棋院", "上海五子棋协会", "杭州棋社", "天津队", "广州棋友会"]


def spreadsheet(path, count, encoding):
    """A director's entrants saved from Excel on Chinese Windows: Chinese
    headers, CRLF, in the given encoding."""
    lines = ["编号,姓名,等级分,单位"]
    for i in range(count):
        name = SURNAMES[i] + GIVEN[(i * 7) % len(GIVEN)] + GIVEN[(i * 3 + 5) % len(GIVEN)]
        lines.append(f"p{i + 1:02d},{name},{2300 - i * 17},{CLUBS[i % len(CLUBS)]}")
    with open(path, "wb") as f:
        f.write(("\r\n".join(lines) + "\r\n").encode(encoding))
    return {f"p{i + 1:02d}": line.split(",")[1] for i, line in enumerate(lines[1:])}


def qiu_result(round_, board, rounds=8):
    """A made-up result, the same at every run: mostly wins, a draw now and
    then, a forfeit each way in round 4; no draw in the final (it would need a
    playoff's winner)."""
    rng = random.Random(round_ * 100 + board)
    if round_ == 4 and board in (2, 3):
        return "+" if board == 2 else "-"
    if round_ < rounds and rng.random() < 0.12:
        return "="
    return "1" if rng.random() < 0.55 else "0"


def scenario_qiu(pairing, driver, work, out):
    """A 30-player Qiu event from an empty folder, the browser in Chinese."""
    scenario = "qiu"
    folder = os.path.join(work, "qiu")
    os.makedirs(folder)
    desk = Desk(pairing, folder)
    try:
        visit(driver, desk)
        if not os.path.isfile(os.path.join(folder, "event.ini")):
            fail(scenario, "pairing serve on an empty folder wrote no event.ini")
        look_at_language(driver, scenario, "zh")
        particulars = {"name": "2026年北京五子棋公开赛", "date": "2026-12-05",
                       "venue": "北京市昌平区", "arbiter": "张三"}
        settings = {"system": "qiu", "rounds": "8"}
        fill_event(driver, particulars, settings)
        check_event_file(scenario, desk, particulars, settings)
        sheet = os.path.join(work, "报名表.csv")
        players = spreadsheet(sheet, 30, "gb18030")
        import_players(driver, scenario, desk, sheet, 30, "zh", out)
        ids = {name: pid for pid, name in players.items()}
        rounds = desk.get("/api/event")["settings"].get("rounds")
        if str(rounds) != "8":
            fail(scenario, f"the event has {rounds!r} rounds, 8 were set")
        before = open(os.path.join(folder, "results.csv"), "rb").read()
        pair(driver, scenario, desk)
        take_back(driver, scenario, desk, before)
        gone = None
        for round_ in range(1, 9):
            if not pair_next(driver, scenario, desk, round_):
                return True
            explain_and_check(driver, scenario, round_)
            names = shown_pairs(driver, ids)
            midway = None
            if round_ == 3:  # the standings looked at while the round is played
                def midway(left):
                    standings_note(driver, scenario, round_, left, out)
            typed, _ = type_results(driver, scenario, desk, round_, qiu_result, midway)
            if round_ == 3:
                standings_note(driver, scenario, round_, 0)
            check_results(scenario, desk, round_, typed, names)
            if gone in {pid for pair_ in names.values() for pid in pair_}:
                fail(scenario, f"{gone} withdrew after round 5 and is paired in {round_}")
            if round_ == 5:
                gone = names[max(names)][0]
                withdraw(driver, scenario, desk, gone, 5)
        before = desk_standings(driver)
        board = max(b for b, r in results_of(folder, 6).items() if r["second"])
        was = results_of(folder, 6)[board]["result"]
        key, want = ("0", "0-1") if was != "0-1" else ("1", "1-0")
        correct(driver, scenario, desk, 6, board, key, want)
        if desk_standings(driver) == before:
            fail(scenario, "a result of round 6 corrected, the standings did not change")
        check_standings(driver, scenario, pairing, desk)
        no_round_after_last(driver, scenario, desk, "a ninth round paired in an event of 8")
        check_printouts(driver, scenario, desk, out)
        publish(driver, scenario, desk)
        look_at_language(driver, scenario, "zh")
        switch_language(driver, scenario, "zh")
        look_at_tabs(driver, scenario, out)
        return True
    finally:
        desk.stop()


def knockout_result(round_, board):
    """A draw on round 1's board 3 (the desk asks who went through), else wins."""
    if (round_, board) == (1, 3):
        return "="
    return "1" if random.Random(round_ * 1000 + board).random() < 0.6 else "0"


def scenario_knockout(pairing, driver, work, out):
    """13 players drawn into a knockout, the browser in English; results
    until one is left."""
    scenario = "knockout"
    folder = os.path.join(work, "knockout")
    os.makedirs(folder)
    desk = Desk(pairing, folder)
    try:
        visit(driver, desk)
        look_at_language(driver, scenario, "en")
        particulars = {"name": "2026 Spring Knockout", "date": "2026-04-01",
                       "venue": "Hangzhou", "arbiter": "Li Si"}
        fill_event(driver, particulars, {"system": "knockout"})
        check_event_file(scenario, desk, particulars, {"system": "knockout"})
        sheet = os.path.join(work, "knockout.csv")
        players = spreadsheet(sheet, 13, "utf-8-sig")
        import_players(driver, scenario, desk, sheet, 13, "en", out)
        ids = {name: pid for pid, name in players.items()}
        final = None
        for round_ in range(1, 6):
            paired = pair(driver, scenario, desk)
            if paired is None:
                break
            names = shown_pairs(driver, ids)
            typed, asked = type_results(driver, scenario, desk, paired, knockout_result)
            check_results(scenario, desk, paired, typed, names, asked=asked)
            if round_ == 1 and len(asked) != 1:
                fail(scenario, f"a drawn game typed in round 1, the desk asked who went "
                               f"through on {len(asked)} boards")
            if not typed:
                break
            final = (names, typed)
        paired = desk.get("/api/event")["paired"]
        if paired != 4:
            fail(scenario, f"13 players played {paired} knockout rounds, not 4")
        if final and len(final[0]) == 1:
            (first, second), = final[0].values()
            winner = first if list(final[1].values())[0] == "1-0" else second
            shown = desk_standings(driver)
            if not shown or shown[0][1] != players[winner] or shown[0][0] != "1":
                fail(scenario, f"the final won by {players[winner]}, the standings begin "
                               f"{shown[:1]}")
        elif final:
            fail(scenario, f"the last round has {len(final[0])} games, not one final")
        check_standings(driver, scenario, pairing, desk)
        check_printouts(driver, scenario, desk, out)
        look_at_language(driver, scenario, "en")
        switch_language(driver, scenario, "en")
        look_at_tabs(driver, scenario, out)
        return True
    finally:
        desk.stop()


def team_result(round_, board):
    return "=1010"[random.Random(round_ * 77 + board).randrange(5)]


def team_folder(work):
    """A team event's folder as a director makes it: the desk's own files
    (pairing serve on an empty folder writes them), then his spreadsheets of
    teams and members copied in and named in event.ini, since the desk's
    Players tab shows a team event's members and leaves them to their files."""
    folder = os.path.join(work, "teams")
    os.makedirs(folder)
    return folder


def name_team_files(folder):
    rr4 = os.path.join(EXAMPLES, "teams-rr4")
    for name in ("teams.csv", "members.csv"):
        shutil.copy(os.path.join(rr4, name), folder)
    with open(os.path.join(folder, "results.csv"), "w", encoding="utf-8") as f:
        f.write("round,first_team,second_team,board,game,first,second,result\n")
    ini = os.path.join(folder, "event.ini")
    text = open(ini, encoding="utf-8").read()
    text = re.sub(r"(?m)^entrants *=.*$", "teams    = teams.csv\nmembers  = members.csv\n"
                  "boards   = 4", text)
    open(ini, "w", encoding="utf-8").write(text)
    return {r["id"]: r["name"] for r in read_csv(os.path.join(folder, "members.csv"))}


def scenario_teams(pairing, driver, work, out):
    """A team round robin, 4 teams of 4 boards, the browser in English: the
    schedule made at once, every game of every round typed in, the team
    standings against `pairing team standings`.  Skipped, by name, where the
    desk has no team events (GET /api/event's "kind")."""
    scenario = "teams"
    folder = team_folder(work)
    desk = Desk(pairing, folder)
    try:
        members = name_team_files(folder)
        visit(driver, desk)
        if desk.get("/api/event").get("kind") != "team":
            print("desk-browser teams: the desk has no team events (GET /api/event "
                  "says no \"kind\": \"team\"), the team round robin skipped", flush=True)
            return False
        particulars = {"name": "2026年四城市团体赛", "date": "2026-05-01",
                       "venue": "天津", "arbiter": "王五"}
        fill_event(driver, particulars, {"system": "roundrobin"})
        check_event_file(scenario, desk, particulars, {"system": "roundrobin"})
        tab(driver, "players")
        shown = len(driver.find_elements(By.CSS_SELECTOR, "#players tbody tr"))
        if shown != len(members):
            fail(scenario, f"the Players tab shows {shown} members, members.csv has "
                           f"{len(members)}")
        if driver.find_element(By.ID, "player-form").is_displayed():
            fail(scenario, "the form that adds a player shows in a team event, whose "
                           "members the desk leaves to their files")
        ids = {name: pid for pid, name in members.items()}
        paired = pair(driver, scenario, desk)
        if paired != 3:
            fail(scenario, f"the schedule of 4 teams made {paired} rounds, not 3 "
                           f"({value(driver, '#message')!r})")
            return True
        for round_ in range(1, 4):
            Select(driver.find_element(By.ID, "round-choice")).select_by_value(str(round_))
            settle(driver)
            names = shown_pairs(driver, ids)
            if len(names) != 8:
                fail(scenario, f"round {round_} shows {len(names)} games, not 2 matches of 4")
            typed, _ = type_results(driver, scenario, desk, round_, team_result)
            check_results(scenario, desk, round_, typed, names, team=True)
        check_standings(driver, scenario, pairing, desk, ("team", "standings"))
        look_at_everything(driver, scenario, desk, out, "en")
        return True
    finally:
        desk.stop()


# ---- the relay, the Scheveningen match, an event in stages ----

def cli_json(pairing, folder, *command):
    """pairing COMMAND... --event FOLDER/event.ini --format json; {} when it
    fails."""
    done = subprocess.run([pairing, *command, "--event", os.path.join(folder, "event.ini"),
                           "--format", "json"], capture_output=True, text=True)
    return json.loads(done.stdout) if done.returncode == 0 else {}


def copy_example(work, example, names, scenario):
    """A folder as a director makes it from his own files: the example's, and
    a results file with its header alone."""
    folder = os.path.join(work, scenario)
    os.makedirs(folder)
    for name in names:
        shutil.copy(os.path.join(EXAMPLES, example, name), folder)
    return folder


def relay_key(game):
    """Game 4 drawn (the desk asks who stays on: the second), else a win."""
    return "=" if game == 4 else "10"[random.Random(game * 31).randrange(2)]


def scenario_relay(pairing, driver, work, out):
    """The relay (擂台赛) of examples/relay, the browser in Chinese: each next
    game written down by the button of the player the lot made first, its
    result typed at once; results.csv after every game; the places."""
    scenario = "relay"
    folder = copy_example(work, "relay", ("event.ini", "teams.csv", "members.csv"), scenario)
    with open(os.path.join(folder, "results.csv"), "w", encoding="utf-8") as f:
        f.write("game,first,second,result,winner\n")
    members = {r["id"]: r["name"] for r in read_csv(os.path.join(folder, "members.csv"))}
    keys = {"1": "1-0", "0": "0-1", "=": "="}
    desk = Desk(pairing, folder)
    try:
        visit(driver, desk)
        if "擂台赛" not in value(driver, "#event-state"):
            fail(scenario, f"the desk's state line says {value(driver, '#event-state')!r}")
        tab(driver, "round")
        played = 0
        while played < 20:
            following = desk.get("/api/relay").get("next")
            if not following:
                break
            game = following["game"]
            holder, challenger = following["holder"]["player"], following["challenger"]["player"]
            first = holder if game % 2 else challenger
            second = challenger if first == holder else holder
            buttons = driver.find_elements(By.CSS_SELECTOR, "#byes button")
            shown = [b.text for b in buttons]
            if shown != [members[holder], members[challenger]]:
                fail(scenario, f"game {game}: the desk offers {shown}, not the holder "
                               f"{members[holder]} and the challenger {members[challenger]}")
                return True
            buttons[shown.index(members[first])].click()
            settle(driver)
            row = read_csv(os.path.join(folder, "results.csv"))[-1]
            if (row["game"], row["first"], row["second"], row["result"]) != \
                    (str(game), first, second, ""):
                fail(scenario, f"game {game} written down as {dict(row)}, {first} first")
            if focused_board(driver) != game:
                fail(scenario, f"game {game} written down, the focus is on {focused_board(driver)}")
            asked = press(driver, relay_key(game))
            row = read_csv(os.path.join(folder, "results.csv"))[-1]
            want = (keys[relay_key(game)], second if asked else "")
            if (row["result"], row["winner"]) != want:
                fail(scenario, f"game {game}: results.csv says {row['result']!r} "
                               f"winner {row['winner']!r}, typed {want}")
            if (relay_key(game) == "=") != asked:
                fail(scenario, f"game {game}: typed {relay_key(game)!r}, the desk "
                               f"{'asked' if asked else 'did not ask'} who stays on")
            played += 1
        relay = desk.get("/api/relay")
        if relay.get("state") != "finished":
            fail(scenario, f"{played} games typed, the relay is {relay.get('state')!r}")
        if "成绩已全部录入" not in value(driver, "#missing"):
            fail(scenario, f"the relay over, the desk says {value(driver, '#missing')!r}")
        places = {p["team"]: p["place"] for p in relay.get("places") or []}
        # the players by their team's place, then by wins, as pairing relay lists them
        ranked = sorted(relay["players"], key=lambda p: (places.get(p["team"], 10 ** 9),
                                                         -p["wins"]))
        want = [[str(places.get(p["team"], "")), p["name"], str(p["wins"])] for p in ranked]
        if desk_standings(driver) != want:
            fail(scenario, f"the standings tab shows {desk_standings(driver)[:3]}..., pairing "
                           f"relay has {want[:3]}...")
        look_at_everything(driver, scenario, desk, out, "zh")
        return True
    finally:
        desk.stop()


SCHEVENINGEN_INI = """; 全队轮赛制: two teams of four, each member meeting each of the other's
[event]
name    = 2026 Two-Club Match
date    = 2026-06-01
venue   = Suzhou
arbiter = Zhao Liu
system  = scheveningen
teams   = teams.csv
members = members.csv
results = results.csv
"""


def scenario_scheveningen(pairing, driver, work, out):
    """The Scheveningen match (全队轮赛制) of examples/scheveningen, the
    browser in English: each round of the table by the pair button, every
    board typed, results.csv after each round, the score."""
    scenario = "scheveningen"
    folder = copy_example(work, "scheveningen", ("teams.csv", "members.csv"), scenario)
    with open(os.path.join(folder, "event.ini"), "w", encoding="utf-8") as f:
        f.write(SCHEVENINGEN_INI)
    with open(os.path.join(folder, "results.csv"), "w", encoding="utf-8") as f:
        f.write("round,first_team,second_team,board,first,second,result\n")
    members = {r["id"]: r["name"] for r in read_csv(os.path.join(folder, "members.csv"))}
    ids = {name: pid for pid, name in members.items()}
    desk = Desk(pairing, folder)
    try:
        visit(driver, desk)
        table = cli_json(pairing, folder, "team", "scheveningen")["rounds"]
        for round_ in range(1, 5):
            if not pair_next(driver, scenario, desk, round_):
                return True
            names = shown_pairs(driver, ids)
            want = {g["board"]: (g["first"], g["second"]) for g in table[round_ - 1]["pairings"]}
            if names != want:
                fail(scenario, f"round {round_}: the desk shows {names}, the table {want}")
            typed, _ = type_results(driver, scenario, desk, round_, team_result)
            check_results(scenario, desk, round_, typed, names, team=True)
        no_round_after_last(driver, scenario, desk, "a fifth round paired in a match of four")
        match = cli_json(pairing, folder, "team", "scheveningen")
        want = [[str(t["rank"]), t["name"], number(str(t["game_points"]))]
                for t in match["standings"]]
        shown = [[rank, name, number(score)] for rank, name, score in desk_standings(driver)]
        if shown != want:
            fail(scenario, f"the standings tab shows {shown}, the match's score is {want}")
        look_at_everything(driver, scenario, desk, out, "en")
        return True
    finally:
        desk.stop()


def stages_folder(pairing, work):
    """pairing init --stages, made smaller in event.ini as a director edits it
    (a prelim of 2 rounds in two groups of 5, a final of 4, a section B of 2
    rounds), his spreadsheet of group A's players copied in; section B's is
    written beside the folder, to be imported."""
    folder = os.path.join(work, "stages")
    subprocess.run([pairing, "init", "--stages", folder], capture_output=True, check=True)
    ini = os.path.join(folder, "event.ini")
    text = open(ini, encoding="utf-8").read()
    text = re.sub(r"(?m)^rounds( *)= 5", r"rounds\1= 2", text)
    text = re.sub(r"(?m)^advance( *)= 8", r"advance\1= 4", text)
    text = re.sub(r"(?m)^name( *)= ", r"name\1= 2026年华东五子棋公开赛", text)
    open(ini, "w", encoding="utf-8").write(text)
    for name, count, start in (("a-entrants.csv", 10, 0), ("b-entrants.csv", 6, 10)):
        lines = ["id,name,rating,club"]
        for i in range(start, start + count):
            lines.append(f"{'AB'[start > 0]}{i + 1:02d},{SURNAMES[i]}{GIVEN[i]},"
                         f"{2200 - i * 20},{CLUBS[i % len(CLUBS)]}")
        where = folder if name.startswith("a") else work
        open(os.path.join(where, name), "w", encoding="utf-8").write("\n".join(lines) + "\n")
    return folder


def stage_choice(driver, choice):
    Select(driver.find_element(By.ID, "stage-choice")).select_by_value(choice)
    settle(driver)


def stage_result(round_, board):
    """Wins only; chosen so that no two players tie for a group's last place
    in the final (a tie there needs the order that settled it, which
    settled_field shows the final's form takes)."""
    return "10"[random.Random(round_ * 13 + board + 1).randrange(2)]


def play_stage_round(driver, scenario, desk, choice, results, ids):
    """The stage (or group) chosen above, its next round paired and typed in;
    its rows of the results file against what was typed.  The round, or None
    when the desk paired none."""
    stage_choice(driver, choice)
    api = "/api/stages/" + choice
    paired = pair(driver, scenario, desk, api)
    if paired is None:
        return None
    names = shown_pairs(driver, ids)
    typed, _ = type_results(driver, scenario, desk, paired, stage_result)
    rows = {int(r["board"]): r for r in read_csv(os.path.join(desk.folder, results))
            if r["round"] == str(paired) and r["second"]}
    for board, result in typed.items():
        row = rows.get(board)
        if not row or row["result"] != result or names.get(board) != (row["first"], row["second"]):
            fail(scenario, f"{choice} round {paired} board {board}: typed {result} for "
                           f"{names.get(board)}, {results} has {row and dict(row)}")
    return paired


def settled_field(driver, scenario, desk):
    """The final (drawn from the prelim) offers the order that settled a tie
    at the cut, and saving it writes settled = into its section; a group of
    the prelim offers no such field."""
    stage_choice(driver, "prelim/groups/A")
    tab(driver, "event")
    if driver.find_element(By.ID, "settled-field").is_displayed():
        fail(scenario, "the prelim's group A offers the final's settled order")
    stage_choice(driver, "final")
    tab(driver, "event")
    field = driver.find_element(By.ID, "settled-field")
    if not field.is_displayed():
        fail(scenario, "the final, drawn from the prelim, offers no settled order")
        return
    box = field.find_element(By.TAG_NAME, "input")
    box.clear()
    box.send_keys("a01,a02")
    driver.find_element(By.CSS_SELECTOR, "#event-form button[type=submit]").click()
    settle(driver)
    ini = open(os.path.join(desk.folder, "event.ini"), encoding="utf-8").read()
    section = ini.split("[stage final]")[-1].split("\n[")[0]
    if "settled = a01,a02" not in section:
        fail(scenario, f"saving the final's settled order left [stage final] as {section!r}")
    box = driver.find_element(By.CSS_SELECTOR, "#settled-field input")
    box.clear()
    driver.find_element(By.CSS_SELECTOR, "#event-form button[type=submit]").click()
    settle(driver)


def scenario_stages(pairing, driver, work, out):
    """An event in stages from pairing init --stages, the browser in Chinese:
    the stage chosen above the tabs, the prelim's two groups round by round,
    the final drawn from their qualifiers, section B; the overall ranking on
    the whole event's standings."""
    scenario = "stages"
    folder = stages_folder(pairing, work)
    ids = {}
    for path in (os.path.join(folder, "a-entrants.csv"), os.path.join(work, "b-entrants.csv")):
        ids.update({r["name"]: r["id"] for r in read_csv(path)})
    desk = Desk(pairing, folder)
    try:
        visit(driver, desk)
        stage_choice(driver, "B")
        import_players(driver, scenario, desk, os.path.join(work, "b-entrants.csv"), 6,
                       entrants="b-entrants.csv")
        choice = driver.find_element(By.ID, "stage-choice")
        offered = [o.get_attribute("value") for o in Select(choice).options]
        want = ["", "prelim/groups/A", "prelim/groups/B", "final", "B"]
        if not choice.is_displayed() or offered != want:
            fail(scenario, f"the stage box offers {offered}, not {want}")
            return True
        for round_ in (1, 2):
            for group in ("A", "B"):
                if play_stage_round(driver, scenario, desk, "prelim/groups/" + group,
                                    "a-results.csv", ids) != round_:
                    fail(scenario, f"prelim group {group}: round {round_} not paired "
                                   f"({value(driver, '#message')!r})")
            if play_stage_round(driver, scenario, desk, "B", "b-results.csv", ids) != round_:
                fail(scenario, f"section B: round {round_} not paired "
                               f"({value(driver, '#message')!r})")
        settled_field(driver, scenario, desk)
        rounds = 0
        while play_stage_round(driver, scenario, desk, "final", "final-results.csv", ids):
            rounds += 1
            if rounds > 3:
                break
        if rounds != 2:
            fail(scenario, f"the final of 4 played {rounds} rounds, not 2 "
                           f"({value(driver, '#message')!r})")
        stage_choice(driver, "")
        overall = cli_json(pairing, folder, "standings", "--overall")
        want = [[str(o["place"]), o["name"], o["stage"]] for o in overall.get("overall", [])]
        if not want or desk_standings(driver) != want:
            fail(scenario, f"the whole event's standings show {desk_standings(driver)[:2]}..., "
                           f"the overall ranking is {want[:2]}...")
        look_at_language(driver, scenario, "zh")
        stage_choice(driver, "prelim/groups/A")
        look_at_tabs(driver, scenario, out)
        stage_choice(driver, "")
        return True
    finally:
        desk.stop()


def main():
    pairing, out = sys.argv[1:3]
    only = sys.argv[3:]  # some scenarios by name, for a director.py run by hand
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="pairing-desk.")
    ran = 0
    started = time.monotonic()
    try:
        for language, scenarios in (("zh-CN", [scenario_qiu, scenario_relay, scenario_stages]),
                                    ("en-US", [scenario_knockout, scenario_teams,
                                               scenario_scheveningen])):
            driver = open_browser(language)
            try:
                for scenario in scenarios:
                    name = scenario.__name__[len("scenario_"):]
                    if only and name not in only:
                        continue
                    try:
                        if scenario(pairing, driver, work, out) is not False:
                            ran += 1
                    except Exception as e:  # the next scenario still runs
                        fail(name, f"stopped: {type(e).__name__}: {str(e).strip()[:300]}")
                        ran += 1
                        shot(driver, out, f"{name}-stopped")
            finally:
                driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"desk-browser: {ran} scenarios, {screens} screens in the browser, "
          f"{len(failures)} problems ({time.monotonic() - started:.0f} s, screenshots in {out})")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
