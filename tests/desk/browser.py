"""Cross-site requests from a real browser (Chromium through selenium): the
director has the desk open (its cookie set), and a page of another origin on
the same machine (127.0.0.1, another port: the same site, so SameSite does not
stop the cookie) tries every way a page has to change the event or read it:
fetch with and without CORS, a simple text/plain POST, a form posted as
text/plain and as a form encoding.  Nothing may change and nothing may be read
(SPEC §14: Origin 403, JSON only 415, no CORS allowance)."""

import http.server
import os
import re
import shutil
import threading
import time

from harness import Cli, Server, init_event, players_csv, read_bytes, snapshot

NAME = "跨站请求测试赛"

ATTACK = """<!doctype html><html><head><meta charset="utf-8"><title>attack</title></head><body>
<iframe name="sink" id="sink"></iframe>
<form id="f1" method="POST" target="sink" enctype="text/plain" action="DESK/api/players">
<input name='{"id":"csrf1","name":"x","pad":"' value='"}'></form>
<form id="f2" method="POST" target="sink" action="DESK/api/rounds">
<input name="x" value="y"></form>
<form id="f3" method="POST" target="sink" enctype="multipart/form-data"
 action="DESK/api/players/import"><input name="file" value="id,name&#10;z,z"></form>
<script>
const desk = "DESK";
window.report = {};
async function attempt(name, url, init) {
  try {
    const r = await fetch(desk + url, Object.assign({credentials: "include"}, init));
    let text = "";
    try { text = await r.text(); } catch (e) {}
    window.report[name] = {type: r.type, status: r.status, text: text.slice(0, 200)};
  } catch (e) {
    window.report[name] = {error: String(e)};
  }
}
(async function () {
  await attempt("read the event", "/api/event", {});
  await attempt("read the players", "/api/players", {});
  await attempt("PUT a board (cors)", "/api/rounds/1/boards/1",
                {method: "PUT", headers: {"Content-Type": "application/json"},
                 body: JSON.stringify({result: "1-0"})});
  await attempt("PUT a board (text/plain, no-cors)", "/api/rounds/1/boards/2",
                {method: "PUT", mode: "no-cors", headers: {"Content-Type": "text/plain"},
                 body: JSON.stringify({result: "1-0"})});
  await attempt("POST rounds (text/plain, no-cors)", "/api/rounds",
                {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"},
                 body: "{}"});
  await attempt("POST a player (no-cors)", "/api/players",
                {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/plain"},
                 body: JSON.stringify({id: "csrf2", name: "x"})});
  await attempt("import (no-cors)", "/api/players/import",
                {method: "POST", mode: "no-cors", headers: {"Content-Type": "text/csv"},
                 body: "id,name\\nz1,z\\n"});
  await attempt("DELETE the round (cors)", "/api/rounds/1", {method: "DELETE"});
  for (const id of ["f1", "f2", "f3"]) {
    document.getElementById(id).submit();
    await new Promise(r => setTimeout(r, 300));
  }
  window.done = true;
})();
</script></body></html>
"""


def available():
    if not os.path.exists("/usr/bin/chromedriver"):
        return False
    try:
        import selenium  # noqa: F401
    except ImportError:
        return False
    return True


def browser(language="en-US"):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--lang=" + language):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


class AttackPage(http.server.BaseHTTPRequestHandler):
    page = b""

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(self.page)))
        self.end_headers()
        self.wfile.write(self.page)

    def log_message(self, *args):
        pass


def run(tool, work, checks):
    checks.section = "browser"
    if not available():
        print("desk: the browser part skipped: chromium-driver or python3-selenium not "
              "installed", flush=True)
        return
    cli = Cli(tool)
    folder = os.path.join(work, "browser")
    init_event(cli, folder, players_csv(8, 4), {"system": "swiss", "rounds": "3"},
               {"name": NAME})
    cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record", check=checks)
    server = Server(tool, folder, checks)
    AttackPage.page = ATTACK.replace("DESK", server.origin).encode("utf-8")
    attacker = http.server.HTTPServer(("127.0.0.1", 0), AttackPage)
    threading.Thread(target=attacker.serve_forever, daemon=True).start()
    driver = browser()
    try:
        driver.set_page_load_timeout(20)
        driver.get(server.first)
        checks.check("the desk's page in the browser: its title names the event",
                     NAME in driver.title, repr(driver.title))
        names = [c["name"] for c in driver.get_cookies()]
        checks.check("the browser holds the pairing_token cookie", "pairing_token" in names,
                     repr(names))
        seen = driver.execute_script("return document.cookie")
        checks.check("the page's script cannot read the token (HttpOnly)",
                     server.token not in (seen or ""), repr(seen))
        answer = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch('/api/event').then(r => r.text().then(t => done([r.status, t])),"
            " e => done([0, String(e)]));")
        checks.equal("the desk's own page reads /api/event with the cookie", answer[0], 200)
        before = snapshot(folder)
        driver.get("http://127.0.0.1:%d/" % attacker.server_address[1])
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not driver.execute_script("return window.done"):
            time.sleep(0.1)
        report = driver.execute_script("return window.report") or {}
        checks.check("the attacking page ran", driver.execute_script("return window.done"))
        checks.check("another origin changed nothing", snapshot(folder) == before,
                     ", ".join(sorted(f for f in set(before) | set(snapshot(folder))
                                      if before.get(f) != snapshot(folder).get(f))))
        for name in ("read the event", "read the players"):
            got = report.get(name, {})
            checks.check("another origin cannot %s" % name,
                         "error" in got and NAME not in str(got), repr(got)[:200])
        for name, got in sorted(report.items()):
            checks.check("%s: nothing of the event readable" % name,
                         NAME not in str(got) and "p1" not in got.get("text", ""),
                         repr(got)[:200])
    finally:
        driver.quit()
        attacker.shutdown()
        attacker.server_close()
        checks.equal("SIGTERM: exit 0", server.stop(), 0)
    for language in ("zh-CN", "en-US"):
        own_page(tool, folder, checks, language)
    keyboard(tool, work, checks)


def own_page(tool, folder, checks, language):
    """The desk's page in a browser whose language is language (SPEC §14: the
    interface speaks Chinese and English, by the browser's language): its
    lang says so, nothing is loaded from outside (no resource from outside)
    and no script error is logged."""
    server = Server(tool, folder, checks)
    driver = browser(language)
    try:
        driver.set_page_load_timeout(20)
        driver.get(server.first)
        want = language.split("-")[0]
        wait_for(lambda: page_language(driver) == want)  # the page's script may set it
        lang = page_language(driver)
        checks.check("a browser in %s: the page's lang is %s" % (language, want), lang == want,
                     "lang=%r" % lang)
        loaded = driver.execute_script(
            "return performance.getEntriesByType('resource').map(e => e.name)") or []
        outside = [u for u in loaded if not (u.startswith(server.origin + "/")
                                             or u.startswith("data:"))]
        checks.check("a browser in %s: nothing loaded from outside" % language, not outside,
                     repr(outside[:3]))
        # The browser's own request for /favicon.ico is no script's error.
        errors = [e["message"] for e in driver.get_log("browser")
                  if e["level"] == "SEVERE" and "/favicon.ico" not in e["message"]]
        checks.check("a browser in %s: no script error in the console" % language, not errors,
                     repr(errors[:3]))
    finally:
        driver.quit()
        checks.equal("SIGTERM: exit 0", server.stop(), 0)


def page_language(driver):
    lang = driver.execute_script("return document.documentElement.lang") or ""
    return lang.split("-")[0]


KEYS = [("1", "1-0"), ("0", "0-1"), ("=", "="), ("+", "+-"), ("-", "-+")]


def keyboard(tool, work, checks):
    """Results typed at the desk's page (SPEC §14: 1, 0, =, +, - from the first
    player's side, Enter to the next board, a count of results still missing):
    results.csv as pairing record writes the same results, and a correction
    as pairing record --replace writes it.  Each board's field is clicked
    before its key, so the test holds whether or not a key also moves on."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    checks.section = "browser keyboard"
    cli = Cli(tool)
    folder = os.path.join(work, "keyboard")
    init_event(cli, folder, players_csv(12, 6),
               {"system": "swiss", "rounds": "3", "language": "en"}, {"name": NAME})
    event = os.path.join(folder, "event.ini")
    cli.run("swiss", "--event", event, "--record", check=checks)
    copy = os.path.join(work, "keyboard-cli")
    shutil.copytree(folder, copy)
    for board, (_, token) in enumerate(KEYS, 1):
        cli.run("record", "--event", os.path.join(copy, "event.ini"), "1", str(board), token,
                check=checks)
    results = os.path.join(folder, "results.csv")
    server = Server(tool, folder, checks)
    driver = browser()
    try:
        driver.set_page_load_timeout(20)
        driver.get(server.first)
        tabs = [e for e in driver.find_elements(By.XPATH, "//button | //a")
                if e.text.strip() in ("Rounds", "Round", "Results", "Pairings")]
        if not checks.check("the page has a Rounds or Results tab", bool(tabs)):
            return
        tabs[0].click()
        fields = wait_for(lambda: [f for f in driver.find_elements(By.CSS_SELECTOR,
                                                                   "table input")
                                   if f.is_displayed()])
        if not checks.equal("one result field per board of round 1", len(fields or []), 6):
            return
        for board, (key, token) in enumerate(KEYS, 1):
            before = read_bytes(results)
            fields[board - 1].click()
            ActionChains(driver).send_keys(key).perform()
            changed = wait_for(lambda: read_bytes(results) != before)
            checks.check("key %r on board %d writes results.csv" % (key, board), changed)
        checks.check("the five keys write results.csv as pairing record writes them",
                     read_bytes(results) == read_bytes(os.path.join(copy, "results.csv")))
        # the file is written before the answer reaches the page: wait for the page
        count = re.compile(r"(^|\D)1\D{0,3}(more )?results?\b", re.I)
        counted = wait_for(lambda: count.search(
            driver.execute_script("return document.body.innerText") or ""))
        text = driver.execute_script("return document.body.innerText") or ""
        checks.check("the page counts the 1 result still missing", counted is not None,
                     "no count of 1 in %r" % text[:300])
        fields[4].click()
        ActionChains(driver).send_keys(Keys.ENTER).perform()
        moved = wait_for(lambda: driver.switch_to.active_element == fields[5])
        checks.check("Enter goes to the next board", moved)
        cli.run("record", "--event", os.path.join(copy, "event.ini"), "1", "1", "0-1",
                "--replace", check=checks)
        before = read_bytes(results)
        fields[0].click()
        ActionChains(driver).send_keys("0").perform()
        wait_for(lambda: read_bytes(results) != before)
        checks.check("a correction typed on board 1 writes what pairing record --replace writes",
                     read_bytes(results) == read_bytes(os.path.join(copy, "results.csv")))
    finally:
        driver.quit()
        checks.equal("SIGTERM: exit 0", server.stop(), 0)


def wait_for(condition, timeout=5.0):
    """condition's value once truthy, or its last value after timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)
