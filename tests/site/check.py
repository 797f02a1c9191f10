#!/usr/bin/python3
"""check.py - the players' site (SPEC §13) published and looked at in a real
browser, Debian's Chromium driven by chromedriver through python3-selenium.

  check.py PAIRING SIMULATE OUT_DIR

It publishes a Qiu event, a plain Swiss with its last round in progress, a
round robin, a knockout, team events, events in stages, the relay (擂台赛)
mid-way and played out, and a Scheveningen match (全队轮赛制) mid-round, then
for every page of each site:

  phone   at 390x844 CSS pixels nothing scrolls sideways (a wide table
          scrolls in its own box, a crosstable's names sticky), text is 14 px
          or more, every link, button and input 40 px tall or more (inline
          SVG aside), a viewport meta tag and lang are set, and a heading
          with Han characters is drawn in a Chinese font, as Chromium says
          it drew it (CSS.getPlatformFontsForNode; a Japanese CJK font, its
          Han characters in Japanese forms, is caught: proven every run);
  print   laid out for print at the A4 sheet's printable width it fits, the
          site's bar is hidden, and Chromium prints it to a PDF;
  links   every href and src resolves to a file inside the site, nothing
          external;
  search  typing part of a name lists a link to the player's page;
  content each player's page agrees, round by round, with the results file
          and with `pairing standings --after-round K --format json`; a
          relay's or Scheveningen's member agrees game by game with the
          command's JSON, which event.json carries;
  files   publishing again writes nothing (bytes and times kept), one result
          changed rewrites only some files, a folder of other files is
          refused (exit 73), bad input touches nothing (exit 65), a file added
          by hand is kept.

Screenshots (phone) of a few pages of each site go to OUT_DIR to be looked at.
"""
import csv
import html.parser
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "printouts"))
import look  # noqa: E402  the printouts' check of the fonts Chinese names are drawn in
EXAMPLES = os.path.join(HERE, "..", "..", "examples")
PHONE = (390, 844)
A4_WIDTH = {"portrait": 718, "landscape": 1047}  # printable, 10 mm margins

failures = []


def fail(site, page, what):
    failures.append(f"{site}/{page}: {what}")
    print(f"FAIL {site}/{page}: {what}")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


# ---- the events ----

def publish(pairing, site, args):
    got = run([pairing, "publish", "--site", site] + args)
    if got.returncode != 0:
        raise SystemExit(f"publish {site}: exit {got.returncode}: {got.stderr}")
    return got.stdout


def make_events(pairing, simulate, work):
    ex = os.path.abspath(EXAMPLES)
    events = {}
    qiu = os.path.join(work, "qiu.csv")
    with open(qiu, "w") as f:
        subprocess.run([simulate, "qiu", f"{ex}/qiu-entrants.csv", "7"], stdout=f, check=True)
    events["qiu"] = ["--system", "qiu", "--entrants", f"{ex}/qiu-entrants.csv",
                     "--results", qiu]
    swiss = os.path.join(work, "swiss.csv")
    with open(swiss, "w") as f:
        subprocess.run([simulate, "swiss", f"{ex}/swiss20-entrants.csv", "3", "5"],
                       stdout=f, check=True)
    in_progress(swiss, 5)
    events["swiss"] = ["--system", "swiss", "--rounds", "5", "--entrants",
                       f"{ex}/swiss20-entrants.csv", "--results", swiss]
    events["roundrobin"] = ["--system", "roundrobin", "--entrants",
                            f"{ex}/roundrobin-entrants.csv", "--results",
                            f"{ex}/roundrobin-results.csv"]
    events["knockout"] = ["--system", "knockout", "--entrants",
                          f"{ex}/knockout-entrants.csv", "--results",
                          f"{ex}/knockout-results.csv", "--separate-clubs",
                          "--placement", "all"]
    events["dutch"] = make_dutch(work)
    events["swiss-clubs"] = ["--system", "swiss", "--rounds", "5", "--entrants",
                             f"{ex}/swiss-entrants.csv", "--results",
                             f"{ex}/swiss-results.csv", "--method", "sum-ranks:2"]
    return events


def make_dutch(work):
    """The Dutch system's event of the CLI cases (5 rounds, 2 played), its
    results file's columns in the order the other events' have them."""
    here = os.path.join(HERE, "..", "cli", "dutch-event-check")
    entrants = os.path.join(work, "dutch-entrants.csv")
    shutil.copy(os.path.join(here, "entrants.csv"), entrants)
    results = os.path.join(work, "dutch.csv")
    rows = list(csv.DictReader(open(os.path.join(here, "results.csv"), newline="")))
    with open(results, "w", newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["round", "first", "second", "result", "board"])
        for r in rows:
            out.writerow([r["round"], r["first"], r["second"], r["result"], r["board"]])
    return ["--system", "dutch", "--rounds", "5", "--entrants", entrants,
            "--results", results]


def check_dutch(name, site, pages):
    """The Dutch system's rounds have no sheet of their own (swiss --system
    dutch prints JSON and pairs): a round's page names the system truly."""
    for page in pages:
        if page.startswith("round-"):
            source = open(os.path.join(site, page), encoding="utf-8").read()
            h1 = re.search(r"<h1>(.*?)</h1>", source, re.S).group(1)
            if "Dutch" not in h1 or "瑞士制" in h1:
                fail(name, page, f"heading {h1!r}: not the Dutch system's")


def make_stages(pairing, work, finish):
    """The 2014 open's event in stages (examples/stages): the prelim in two
    groups played out and B to round 4 (the final not begun), or, with
    finish, every stage played out and the overall ranking made."""
    ex = os.path.abspath(EXAMPLES)
    folder = os.path.join(work, "stages-done" if finish else "stages")
    subprocess.run([pairing, "init", "--stages", folder], capture_output=True, check=True)
    event = os.path.join(folder, "event.ini")
    text = open(event, encoding="utf-8").read()
    text = re.sub(r"(?m)^name    = ", "name    = 2014年华北五子棋公开赛", text)
    open(event, "w", encoding="utf-8").write(text)
    for f in ("a-entrants.csv", "b-entrants.csv"):
        shutil.copy(f"{ex}/stages/{f}", folder)
    env = dict(os.environ, PAIRING=pairing)
    play = ["sh", f"{ex}/stages/play.sh", event]
    subprocess.run(play + ["prelim", "A", "B"], env=env, check=True, capture_output=True)
    subprocess.run(play + ["B"], env=dict(env, UNTIL="5" if finish else "4"), check=True,
                   capture_output=True)
    if finish:
        subprocess.run(play + ["final"], env=env, check=True, capture_output=True)
    return ["--event", event]


def make_team_qiu(pairing, work):
    """examples/teams-qiu: 10 teams of 4 boards, four rounds paired with
    `team swiss --record`, their results filled in (made up from the round
    and board), the last round's last two games still to play."""
    folder = os.path.join(work, "teams-qiu")
    shutil.copytree(os.path.join(EXAMPLES, "teams-qiu"), folder)
    event = os.path.join(folder, "event.ini")
    results = os.path.join(folder, "results.csv")
    for round_ in range(1, 5):
        subprocess.run([pairing, "team", "swiss", "--event", event, "--record"],
                       capture_output=True, check=True)
        rows = list(csv.reader(open(results, newline="", encoding="utf-8")))
        todo = [i for i, r in enumerate(rows) if i and r[0] == str(round_) and r[3] and r[5]
                and not r[7]]
        for n, i in enumerate(todo):
            if round_ == 4 and n >= len(todo) - 2:
                break
            rows[i][7] = ("1-0", "0-1", "=")[(round_ * 7 + int(rows[i][3]) * 3 + n) % 3]
        with open(results, "w", newline="", encoding="utf-8") as f:
            csv.writer(f, lineterminator="\n").writerows(rows)
    return ["--event", event]


def make_relay(pairing, work, finish):
    """examples/relay: three teams of four, six games played; with finish,
    played out game by game as pairing relay names the holder and the
    challenger (the holder moving first in odd games, a result made up from
    the game's number)."""
    folder = os.path.join(work, "relay-done" if finish else "relay")
    shutil.copytree(os.path.join(EXAMPLES, "relay"), folder)
    event = os.path.join(folder, "event.ini")
    while finish:
        state = json.loads(run([pairing, "relay", "--event", event]).stdout)
        if not state["next"]:
            break
        game = state["games_played"] + 1
        holder, challenger = state["next"]["holder"]["player"], \
            state["next"]["challenger"]["player"]
        first, second = (holder, challenger) if game % 2 else (challenger, holder)
        with open(os.path.join(folder, "results.csv"), "a") as f:
            f.write(f"{game},{first},{second},{('1-0', '0-1')[game * 7 % 3 == 0]},\n")
    return ["--event", event]


def make_scheveningen(work):
    """examples/scheveningen from an event file (system = scheveningen), its
    last two boards still playing: round 4 in progress."""
    folder = os.path.join(work, "scheveningen")
    shutil.copytree(os.path.join(EXAMPLES, "scheveningen"), folder)
    event = os.path.join(folder, "event.ini")
    with open(event, "w", encoding="utf-8") as f:
        f.write("[event]\nname = 2026年甲乙两队全队轮赛\nsystem = scheveningen\n"
                "teams = teams.csv\nmembers = members.csv\nresults = results.csv\n")
    results = os.path.join(folder, "results.csv")
    rows = list(csv.reader(open(results, newline="", encoding="utf-8")))
    for row in rows[-2:]:
        row[-1] = ""
    with open(results, "w", newline="", encoding="utf-8") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    return ["--event", event]


def in_progress(path, round_):
    """The round's last three games without a result: the round in progress."""
    rows = list(csv.reader(open(path, newline="")))
    games = [i for i, r in enumerate(rows) if r[0] == str(round_) and r[2]]
    for i in games[-3:]:
        rows[i][3] = ""
    with open(path, "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)


# ---- links ----

class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k in ("href", "src") and v is not None:
                self.links.append(v)


def check_links(name, site, page):
    parser = Links()
    parser.feed(open(os.path.join(site, page), encoding="utf-8").read())
    root = os.path.realpath(site)
    for link in parser.links:
        if re.match(r"^[a-z]+:|^//|^/", link):
            fail(name, page, f"link outside the site: {link}")
            continue
        target = link.split("#")[0]
        if not target:
            continue
        path = os.path.realpath(os.path.join(site, os.path.dirname(page), target))
        if not path.startswith(root + os.sep) or not os.path.isfile(path):
            fail(name, page, f"broken link: {link}")


# ---- the browser ----

PHONE_JS = r"""
const problems = [];
const de = document.documentElement;
if (de.scrollWidth > de.clientWidth + 1)
  problems.push('scrolls sideways: ' + de.scrollWidth + ' px wide');
if (!document.querySelector('meta[name=viewport]')) problems.push('no viewport meta tag');
if (!de.lang) problems.push('no lang');
const seen = (el) => {
  const cs = getComputedStyle(el), r = el.getBoundingClientRect();
  return cs.display !== 'none' && cs.visibility !== 'hidden' && (r.width || r.height);
};
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
let n, small = 0;
while ((n = walker.nextNode())) {
  const el = n.parentElement;
  if (!n.textContent.trim() || el.closest('svg') || !seen(el)) continue;
  const size = parseFloat(getComputedStyle(el).fontSize);
  if (size < 14 && small++ < 3)
    problems.push('text of ' + size + ' px: ' + n.textContent.trim().slice(0, 40));
}
let taps = 0;
for (const el of document.querySelectorAll('a, button, input')) {
  if (el.closest('svg') || !seen(el)) continue;
  const h = el.getBoundingClientRect().height;
  if (h < 39.5 && taps++ < 3)
    problems.push('tap target ' + h.toFixed(1) + ' px tall: ' + (el.textContent || el.outerHTML).slice(0, 40));
}
for (const td of document.querySelectorAll('table.crosstable td.name')) {
  if (getComputedStyle(td).position !== 'sticky' || !td.closest('.scroll')) {
    problems.push('a crosstable name is not kept in view (sticky, in a scroll box)');
    break;
  }
}
return problems;
"""

PRINT_JS = r"""
const problems = [];
const de = document.documentElement;
if (de.scrollWidth > arguments[0] + 1)
  problems.push('in print ' + de.scrollWidth + ' px wide, the sheet has ' + arguments[0]);
const nav = document.querySelector('nav.site');
if (nav && getComputedStyle(nav).display !== 'none') problems.push('the site bar prints');
return problems;
"""


def browser(language=None):
    """Headless Chromium; with a language (zh-CN, en-US) it is the browser's
    own, as navigator.language and Accept-Language tell a page."""
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--allow-file-access-from-files"):
        options.add_argument(arg)
    if language:
        options.add_argument(f"--lang={language}")
        options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def metrics(driver, width, height, mobile):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1,
                            "mobile": mobile})


def chinese_font_problems(driver, selector="h1"):
    """The page's heading (a player's, a team's or the event's name) drawn in
    a Chinese font where it has Han characters."""
    def call(method, params):
        return driver.execute_cdp_cmd(method, params)
    for domain in ("DOM", "CSS"):
        call(domain + ".enable", {})
    return look.cjk_font_problems(call, selector, "name")


def check_font_check(driver, name, site):
    """The font check sees: a heading forced into the Japanese CJK font (Han
    characters in Japanese forms) must be caught."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    driver.get("file://" + os.path.abspath(os.path.join(site, "players", "1.html")))
    driver.execute_script("document.querySelector('h1').style.fontFamily = "
                          "\"'Noto Sans CJK JP'\"")
    if not chinese_font_problems(driver):
        fail(name, "fonts", "a name drawn in Noto Sans CJK JP was not caught")


def check_page(driver, name, site, page, shots):
    url = "file://" + os.path.abspath(os.path.join(site, page))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    metrics(driver, *PHONE, True)
    driver.get(url)
    for problem in driver.execute_script(PHONE_JS):
        fail(name, page, "phone: " + problem)
    for problem in chinese_font_problems(driver):
        fail(name, page, "phone: " + problem)
    if page in shots:
        height = driver.execute_script("return document.documentElement.scrollHeight")
        metrics(driver, PHONE[0], min(height, 3000), True)
        driver.save_screenshot(os.path.join(shots[page], f"{name}-{page.replace('/', '-')}.png"))
    source = open(os.path.join(site, page), encoding="utf-8").read()
    landscape = "A4 landscape" in source
    width = A4_WIDTH["landscape" if landscape else "portrait"]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    metrics(driver, width, 1000, False)
    driver.get(url)
    for problem in driver.execute_script(PRINT_JS, width):
        fail(name, page, "print: " + problem)
    pdf = driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True})
    if not pdf.get("data"):
        fail(name, page, "print: no PDF")
    if "@page { size: A4" not in source:
        fail(name, page, "print: no A4 @page rule")


def check_search(driver, name, site, players):
    number, (pid, pname) = sorted(players.items())[len(players) // 2]
    part = pname[1:3] if len(pname) > 2 else pname
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    metrics(driver, *PHONE, True)
    driver.get("file://" + os.path.abspath(os.path.join(site, "players", f"{number}.html")))
    box = driver.find_element(By.CSS_SELECTOR, "form.search input")
    box.send_keys(part)
    try:
        WebDriverWait(driver, 5).until(
            lambda d: d.find_elements(By.CSS_SELECTOR, "ul.hits a"))
    except Exception:
        fail(name, "search", f"typing {part!r} lists nothing")
        return
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "ul.hits a")]
    if not any(h.endswith(f"/players/{number}.html") for h in hrefs):
        fail(name, "search", f"typing {part!r} does not list {pname}'s page: {hrefs}")
    for h in hrefs:
        if not h.startswith("file://" + os.path.abspath(site)):
            fail(name, "search", f"a hit outside the site: {h}")


# ---- content against the CLI ----

class Rows(html.parser.HTMLParser):
    """The rows of the player's table of games: each cell's text and its link."""

    def __init__(self):
        super().__init__()
        self.rows, self.row, self.cell, self.inside = [], None, None, False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table" and "games" in (attrs.get("class") or ""):
            self.inside = True
        elif self.inside and tag == "tr":
            self.row = []
        elif self.inside and tag == "td" and self.row is not None:
            self.cell = ["", None]
        elif self.inside and tag == "a" and self.cell is not None:
            self.cell[1] = attrs.get("href")

    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            self.row.append((self.cell[0].strip(), self.cell[1]))
            self.cell = None
        elif tag == "tr" and self.row:
            self.rows.append(self.row)
            self.row = None
        elif tag == "table":
            self.inside = False

    def handle_data(self, data):
        if self.cell is not None:
            self.cell[0] += data


def points(text):
    return float(text) if text else None


def check_content(pairing, name, site, args, players):
    by_id = {pid: number for number, (pid, _) in players.items()}
    results = args[args.index("--results") + 1]
    games = {}
    for row in csv.DictReader(open(results, newline="", encoding="utf-8-sig")):
        k = int(row["round"])
        games[(k, row["first"])] = (row.get("second") or "", row["result"], True)
        if row.get("second"):
            games[(k, row["second"])] = (row["first"], row["result"], False)
    event = json.load(open(os.path.join(site, "event.json"), encoding="utf-8"))
    finished = [s["after_round"] for s in event["standings"]]
    ranks = {}
    ranking = [a for i, a in enumerate(args)  # what standings takes of the options
               if a not in ("--separate-clubs", "--placement", "--method")
               and args[i - 1] not in ("--placement", "--method")]
    for k in finished:
        got = run([pairing, "standings", "--after-round", str(k), "--format", "json"] + ranking)
        table = json.loads(got.stdout)["standings"]
        ranks[k] = {s["player"]: (s["rank"], s["score"]) for s in table}
        if table != next(s for s in event["standings"] if s["after_round"] == k)["standings"]:
            fail(name, "event.json", f"standings after round {k} differ from pairing standings")
    for number, (pid, pname) in players.items():
        page = f"players/{number}.html"
        source = open(os.path.join(site, page), encoding="utf-8").read()
        title = re.search(r"<title>(.*?)</title>", source, re.S).group(1)
        h1 = re.search(r"<h1>(.*?)</h1>", source, re.S).group(1)
        escaped = pname.replace("&", "&amp;").replace("<", "&lt;")
        if escaped not in title or h1 != escaped:
            fail(name, page, f"not named in <title> and <h1>: {title!r}, {h1!r}")
        parser = Rows()
        parser.feed(source)
        for cells in parser.rows:
            k = int(cells[0][0])
            game = games.get((k, pid))
            opponent = cells[3][1]
            if game and game[0]:
                want = f"../players/{by_id[game[0]]}.html"
                if opponent != want:
                    fail(name, page, f"round {k}: opponent {opponent}, the results say {want}")
                colour = cells[2][0]
                if ("first" in colour or "先手" in colour) != game[2]:
                    fail(name, page, f"round {k}: colour {colour!r}")
            elif game is None and opponent:
                fail(name, page, f"round {k}: an opponent where the results have no game")
            if k in ranks:
                rank, score = ranks[k][pid]
                if cells[6][0] != str(rank):
                    fail(name, page, f"round {k}: place {cells[6][0]}, standings say {rank}")
                if points(cells[5][0]) != score:
                    fail(name, page, f"round {k}: {cells[5][0]} points, standings say {score}")


# ---- the files ----

def snapshot(site):
    got = {}
    for top, _, files in os.walk(site):
        for f in files:
            path = os.path.join(top, f)
            got[os.path.relpath(path, site)] = (open(path, "rb").read(), os.stat(path).st_mtime_ns)
    return got


def check_again(pairing, name, site, args):
    """Publishing again with nothing changed writes nothing; the site as it is."""
    before = snapshot(site)
    out = publish(pairing, site, args)
    if snapshot(site) != before or " 0 written" not in out:
        fail(name, "files", f"publishing again changed files: {out.strip()}")
    return before


def check_files(pairing, name, site, args, work):
    before = check_again(pairing, name, site, args)
    with open(os.path.join(site, "notes.txt"), "w") as f:
        f.write("mine\n")
    results = args[args.index("--results") + 1]
    changed = os.path.join(work, f"{name}-changed.csv")
    rows = list(csv.reader(open(results, newline="", encoding="utf-8-sig")))
    last = max(i for i, r in enumerate(rows) if i and r[2] and r[3] in ("1-0", "0-1"))
    rows[last][3] = "0-1" if rows[last][3] == "1-0" else "1-0"
    with open(changed, "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    args2 = args[:]
    args2[args2.index("--results") + 1] = changed
    publish(pairing, site, args2)
    after = snapshot(site)
    rewritten = [p for p in after if p in before and after[p] != before[p]]
    if not rewritten or len(rewritten) == len(before):
        fail(name, "files", f"one result changed rewrote {len(rewritten)} of {len(before)} files")
    if "notes.txt" not in after:
        fail(name, "files", "a file added by hand was deleted")
    bad = os.path.join(work, f"{name}-bad.csv")
    with open(bad, "w") as f:
        f.write(open(changed).read() + "1,nobody,nor-him,1-0,\n")
    args3 = args[:]
    args3[args3.index("--results") + 1] = bad
    got = run([pairing, "publish", "--site", site] + args3)
    if got.returncode != 65 or snapshot(site) != after:
        fail(name, "files", f"bad input: exit {got.returncode}, site touched: {snapshot(site) != after}")
    foreign = os.path.join(work, f"{name}-foreign")
    os.makedirs(foreign)
    open(os.path.join(foreign, "index.html"), "w").write("someone else's\n")
    got = run([pairing, "publish", "--site", foreign] + args)
    if got.returncode != 73 or os.listdir(foreign) != ["index.html"]:
        fail(name, "files", f"a folder of other files: exit {got.returncode}")


def check_stages(driver, name, site, pages):
    """An event in stages: a site for each stage and group under the whole
    event's index, the overall ranking once every stage is over, and the
    search over every stage's players."""
    index = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    folders = sorted({p.split("/")[0] for p in pages if p.startswith("stage-")})
    done = name == "stages-done"
    want = ["stage-1-A", "stage-1-B", "stage-2", "stage-3"] if done else \
        ["stage-1-A", "stage-1-B", "stage-3"]
    if folders != want:
        fail(name, "index.html", f"stage folders {folders}, expected {want}")
    for folder in folders:
        if f'href="{folder}/index.html"' not in index:
            fail(name, "index.html", f"no link to {folder}")
    if done != ("overall.html" in pages):
        fail(name, "overall.html", "the overall ranking " + ("missing" if done else "made too soon"))
    event = json.load(open(os.path.join(site, "event.json"), encoding="utf-8"))
    if [s["begun"] for s in event["stages"]] != [True, True, done, True]:
        fail(name, "event.json", f"stages begun: {[s['begun'] for s in event['stages']]}")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    metrics(driver, *PHONE, True)
    driver.get("file://" + os.path.abspath(os.path.join(site, "index.html")))
    box = driver.find_element(By.CSS_SELECTOR, "form.search input")
    player = os.path.join(site, "stage-3", "players", "1.html")
    h1 = re.search(r"<h1>(.*?)</h1>", open(player, encoding="utf-8").read()).group(1)
    box.send_keys(h1[:2])
    try:
        WebDriverWait(driver, 5).until(
            lambda d: any(a.get_attribute("href").endswith("/stage-3/players/1.html")
                          for a in d.find_elements(By.CSS_SELECTOR, "ul.hits a")))
    except Exception:
        fail(name, "search", f"typing {h1[:2]!r} on the index does not find {h1} of B")


def check_teams(driver, name, site, pages):
    """A team event: a page per team and per member, each member's games those
    of the results file, and the search finding a team."""
    event = json.load(open(os.path.join(site, "event.json"), encoding="utf-8"))
    teams = event["teams"]["players"]
    for team in teams:
        if f"teams/{team['number']}.html" not in pages:
            fail(name, "teams", f"no page for team {team['id']}")
    games = {}
    for r in event["rounds"]:
        for g in r["games"]:
            if g["board"] and g["first"] and g["second"]:
                for side in ("first", "second"):
                    games[g[side]] = games.get(g[side], 0) + 1
    for p in event["players"]:
        page = f"players/{p['number']}.html"
        source = open(os.path.join(site, page), encoding="utf-8").read()
        parser = Rows()
        parser.feed(source)
        if len(parser.rows) != games.get(p["id"], 0):
            fail(name, page, f"{len(parser.rows)} games shown, the results have "
                             f"{games.get(p['id'], 0)}")
    if len(event["standings"]) and not event["standings"][-1]["team_standings"]["standings"]:
        fail(name, "event.json", "team standings empty")
    check_team_search(driver, name, site, teams[len(teams) // 2])


def check_team_search(driver, name, site, team):
    """Typing the first two characters of a team's name on the index lists its page."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
    metrics(driver, *PHONE, True)
    driver.get("file://" + os.path.abspath(os.path.join(site, "index.html")))
    driver.find_element(By.CSS_SELECTOR, "form.search input").send_keys(team["name"][:2])
    try:
        WebDriverWait(driver, 5).until(
            lambda d: any(a.get_attribute("href").endswith(f"/teams/{team['number']}.html")
                          for a in d.find_elements(By.CSS_SELECTOR, "ul.hits a")))
    except Exception:
        fail(name, "search", f"typing {team['name'][:2]!r} does not find team {team['name']}")


def match_games(event):
    """A relay's or Scheveningen's games from the command's JSON in event.json:
    (first, second, result) in the order played."""
    if "relay" in event:
        return [(g["first"], g["second"], g["result"]) for g in event["relay"]["games"]]
    return [(p["first"], p["second"], p["result"])
            for r in event["scheveningen"]["rounds"] for p in r["pairings"]]


def result_word(result, first):
    """The word a member's page gives his result in, from his side."""
    if not result:
        return "playing"
    words = {"1-0": ("win", "loss"), "0-1": ("loss", "win"), "=": ("draw", "draw"),
             "+-": ("won by forfeit", "lost by forfeit"),
             "-+": ("lost by forfeit", "won by forfeit")}
    return words[result][0 if first else 1]


def check_match(pairing, driver, name, site, pages, args):
    """The relay or a Scheveningen: a page per team and per member, each
    member's games those of the command's JSON (opponent, colour, result),
    his page named after him, the search finding a team, and publishing
    again writing nothing."""
    event = json.load(open(os.path.join(site, "event.json"), encoding="utf-8"))
    number = {p["id"]: p["number"] for p in event["players"]}
    for team in event["teams"]["players"]:
        if f"teams/{team['number']}.html" not in pages:
            fail(name, "teams", f"no page for team {team['id']}")
    games = match_games(event)
    # the columns of the member's games: relay (game, colour, opponent, result,
    # then), Scheveningen (round, board, colour, opponent, result)
    colour, opponent, result = (1, 2, 3) if "relay" in event else (2, 3, 4)
    for p in event["players"]:
        page = f"players/{p['number']}.html"
        source = open(os.path.join(site, page), encoding="utf-8").read()
        h1 = re.search(r"<h1>(.*?)</h1>", source, re.S).group(1)
        if h1 != p["name"]:
            fail(name, page, f"heading {h1!r}, the player is {p['name']!r}")
        parser = Rows()
        parser.feed(source)
        his = [g for g in games if p["id"] in g[:2]]
        if len(parser.rows) != len(his):
            fail(name, page, f"{len(parser.rows)} games shown, the command has {len(his)}")
            continue
        for cells, (first, second, res) in zip(parser.rows, his):
            is_first = first == p["id"]
            other = second if is_first else first
            if cells[opponent][1] != f"../players/{number[other]}.html":
                fail(name, page, f"opponent {cells[opponent][1]}, the command says {other}")
            if ("first" in cells[colour][0]) != is_first:
                fail(name, page, f"colour {cells[colour][0]!r} against {other}")
            if result_word(res, is_first) not in cells[result][0]:
                fail(name, page, f"result {cells[result][0]!r} against {other}, "
                                 f"the command says {res or 'not played'}")
    check_team_search(driver, name, site, event["teams"]["players"][-1])
    check_again(pairing, name, site, args)


def players_of(pairing, args):
    entrants = args[args.index("--entrants") + 1]
    system = args[args.index("--system") + 1]
    got = run([pairing, "players", "--entrants", entrants, "--system", system,
               "--format", "json"] + (args[args.index("--draw-lots"):][:2] if "--draw-lots" in args else []))
    return {p["number"]: (p["id"], p["name"]) for p in json.loads(got.stdout)["players"]}


def main():
    pairing, simulate, out = sys.argv[1:4]
    os.makedirs(out, exist_ok=True)
    work = tempfile.mkdtemp(prefix="pairing-site.")
    try:
        events = make_events(pairing, simulate, work)
        events["teams-qiu"] = make_team_qiu(pairing, work)
        rr4 = os.path.abspath(os.path.join(EXAMPLES, "teams-rr4"))
        events["teams-roundrobin"] = ["--system", "roundrobin", "--boards", "4",
                                      "--teams", f"{rr4}/teams.csv", "--members",
                                      f"{rr4}/members.csv", "--results", f"{rr4}/results.csv"]
        events["stages"] = make_stages(pairing, work, False)
        events["stages-done"] = make_stages(pairing, work, True)
        events["relay"] = make_relay(pairing, work, False)
        events["relay-done"] = make_relay(pairing, work, True)
        events["scheveningen"] = make_scheveningen(work)
        driver = browser()
        pages_seen = 0
        try:
            for name, args in events.items():
                site = os.path.join(work, name + ".site")
                publish(pairing, site, args)
                pages = sorted(os.path.relpath(os.path.join(t, f), site)
                               for t, _, fs in os.walk(site) for f in fs if f.endswith(".html"))
                shots = {p: out for p in ("index.html", "round-2.html", "players/3.html",
                                          "bracket.html", "players.html", "relay.html",
                                          "match.html", "teams/1.html")}
                last = [p for p in pages if p.startswith("standings-")]
                if last:
                    shots[sorted(last, key=lambda p: int(re.sub(r"\D", "", p)))[-1]] = out
                for i, page in enumerate(pages):
                    check_links(name, site, page)
                    # the players' and teams' pages are alike: a sample of them
                    # in the browser, every other page
                    alike = re.search(r"(^|/)(players|teams)/(\d+)\.html$", page)
                    if alike and int(alike.group(3)) > 3 and int(alike.group(3)) % 7:
                        continue
                    check_page(driver, name, site, page, shots)
                    pages_seen += 1
                if "--method" in args and "teams.html" not in pages:
                    fail(name, "teams.html", "no page of the teams ranked (队员总分制)")
                if name.startswith("stages"):
                    check_stages(driver, name, site, pages)
                    continue
                if name.startswith("teams"):
                    check_teams(driver, name, site, pages)
                    continue
                if name.startswith(("relay", "scheveningen")):
                    check_match(pairing, driver, name, site, pages, args)
                    continue
                if name == "dutch":
                    check_dutch(name, site, pages)
                players = players_of(pairing, args)
                if name == "qiu":
                    check_font_check(driver, name, site)
                check_search(driver, name, site, players)
                check_content(pairing, name, site, args, players)
                check_files(pairing, name, site, args, work)
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"site: {len(events)} events, {pages_seen} pages in the browser, {len(failures)} problems"
          f" (screenshots in {out})")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
