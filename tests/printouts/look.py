#!/usr/bin/env python3
"""look.py - looks at printed pages the way a director's printer will, through a
headless Chromium driven over its DevTools protocol (standard library only).

  look.py OUT_DIR CASES_FILE

CASES_FILE has one page a line, tab-separated: NAME, the page (an .html or .svg
file), the entrants CSV whose names must all show, and the event file whose
name, date, venue and arbiter must show.

Each page is laid out for print (print media emulated) at the printable width
of an A4 sheet in the orientation its @page rule asks for, and must pass:

  page    it asks for A4 (@page size) and has @media print rules;
  width   nothing reaches past the printable width, nothing scrolls sideways;
  names   every entrant's name is in the text, with a box inside the page, not
          hidden, not clipped by an ancestor, in a CJK font where it has Han
          characters;
  event   the event's name, date, venue and arbiter are on it, visible as names are;
  size    no text under 9 pt (12 CSS px), the scale of an SVG included;
  ink     text dark enough to read: contrast 7:1 or more with its background;
  overlap text of different cells or labels does not intersect, no SVG label
          crosses a rule;
  spill   no element's content overflows its box, no SVG label leaves its
          picture;
  title   a page's heading (h1) takes one line.

A line of CASES_FILE may name a check as a fifth field: the page is then made to
break that rule, and passes when the check catches it (the checks are proven
to see, every run).

A PNG of each page as printed (print media, A4 width) goes to OUT_DIR, and the
number of A4 pages Chromium's PDF has is reported.  The exit status is 1 when
any page fails, 0 otherwise.
"""
import base64
import configparser
import csv
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

MM = 96 / 25.4  # CSS pixels per millimetre
A4 = (210.0, 297.0)


class Browser:
    """Chromium over --remote-debugging-pipe: requests on fd 3, answers on fd 4,
    each a JSON message ended by a NUL byte."""

    def __init__(self, executable, profile):
        to_browser = os.pipe()
        from_browser = os.pipe()

        def give_pipes():  # in the child, before exec
            # out of the way first: a pipe may already sit on fd 3 or 4
            reads, writes = os.dup(to_browser[0]), os.dup(from_browser[1])
            os.dup2(reads, 3)
            os.dup2(writes, 4)

        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--disable-extensions", "--hide-scrollbars",
             "--font-render-hinting=none", "--force-device-scale-factor=1",
             "--allow-file-access-from-files", "--user-data-dir=" + profile,
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, preexec_fn=give_pipes, close_fds=False)
        os.close(to_browser[0])
        os.close(from_browser[1])
        self.out = to_browser[1]
        self.inp = from_browser[0]
        self.pending = b""
        self.next_id = 0
        self.events = []

    def _read_message(self):
        while b"\0" not in self.pending:
            chunk = os.read(self.inp, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.pending += chunk
        message, self.pending = self.pending.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None):
        self.next_id += 1
        request = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            request["sessionId"] = session
        data = json.dumps(request).encode() + b"\0"
        while data:
            data = data[os.write(self.out, data):]
        while True:
            message = self._read_message()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_event(self, method, session):
        while True:
            for i, event in enumerate(self.events):
                if event["method"] == method and event.get("sessionId") == session:
                    del self.events[i]
                    return event
            self.events.append(self._read_message())

    def close(self):
        try:
            self.call("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.out)
        os.close(self.inp)


# The checks, run in the page.  Each returns a list of problems (strings).
CHECKS_JS = r"""
(function (names, event, width) {
  const problems = [];
  const say = (what, text) => problems.push(what + ': ' + text);
  const short = (s) => s.length > 60 ? s.slice(0, 57) + '...' : s;
  const slack = 0.75;
  const describe = (el) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    const cls = el.getAttribute && el.getAttribute('class');
    if (cls) s += '.' + cls.trim().split(/\s+/).join('.');
    return s;
  };
  const isSvg = (el) => el instanceof SVGElement;
  const textNodes = [];
  const walker = document.createTreeWalker(document.documentElement,
                                           NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (!p || /^(STYLE|SCRIPT|TITLE|HEAD)$/i.test(p.tagName)) continue;
    if (!n.data.trim()) continue;
    textNodes.push(n);
  }
  const rectsOf = (node, start, end) => {
    const range = document.createRange();
    range.setStart(node, start === undefined ? 0 : start);
    range.setEnd(node, end === undefined ? node.data.length : end);
    return Array.from(range.getClientRects()).filter(r => r.width > 0 && r.height > 0);
  };
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden' ||
          cs.visibility === 'collapse' || parseFloat(cs.opacity) === 0)
        return false;
    }
    return true;
  };
  // The boxes that clip an element's text: the element and its ancestors whose
  // overflow is not visible, and the viewport of every SVG it is drawn in.
  const clippers = (el) => {
    const list = [];
    for (let e = el; e; e = e.parentElement) {
      if (e === document.documentElement || e === document.body) continue;
      const cs = getComputedStyle(e);
      if (e.tagName.toLowerCase() === 'svg' ||
          (!isSvg(e) && (cs.overflowX !== 'visible' || cs.overflowY !== 'visible')))
        list.push(e);
    }
    return list;
  };
  const inside = (r, box, pad) => r.left >= box.left - pad && r.right <= box.right + pad &&
                                  r.top >= box.top - pad && r.bottom <= box.bottom + pad;

  // ---- width: nothing past the printable width, no sideways scroll ----
  const scroll = document.scrollingElement || document.documentElement;
  if (scroll.scrollWidth > width + 1)
    say('width', 'the page scrolls sideways: ' + scroll.scrollWidth + ' px wide, the A4 ' +
        'printable width is ' + Math.round(width) + ' px');
  let wide = 0;
  for (const el of document.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (r.right > width + slack || r.left < -slack) {
      if (wide++ < 5)
        say('width', describe(el) + ' spans ' + Math.round(r.left) + '..' +
            Math.round(r.right) + ' px, beyond the printable ' + Math.round(width) + ' px');
    }
  }
  if (wide > 5) say('width', (wide - 5) + ' more elements beyond the page');

  // ---- names and the event: each in the text, visible, inside the page, unclipped ----
  const nameNodes = [];
  const visible = (what, name, mark) => {
    let found = null, foundAt = -1;
    for (const n of textNodes) {
      const at = n.data.indexOf(name);
      if (at >= 0) { found = n; foundAt = at; break; }
    }
    if (!found) { say(what, short(name) + ' is not on the page'); return; }
    const el = found.parentElement;
    if (mark) { nameNodes.push(el); el.setAttribute('data-look-name', '1'); }
    if (!shown(el)) { say(what, short(name) + ' is hidden'); return; }
    const rects = rectsOf(found, foundAt, foundAt + name.length);
    if (!rects.length) { say(what, short(name) + ' has no box'); return; }
    for (const r of rects) {
      if (r.left < -slack || r.right > width + slack) {
        say(what, short(name) + ' reaches ' + Math.round(r.right) + ' px, past the page');
        return;
      }
      for (const c of clippers(el))
        if (!inside(r, c.getBoundingClientRect(), 1)) {
          say(what, short(name) + ' is cut off by ' + describe(c));
          return;
        }
    }
  };
  for (const name of names) visible('names', name, true);
  for (const text of event) visible('event', text, false);

  // ---- size and ink: every text at 9 pt or more, dark on its background ----
  const parseColour = (s) => {
    const m = s.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const v = m[1].split(/[ ,/]+/).filter(x => x).map(parseFloat);
    return {r: v[0], g: v[1], b: v[2], a: v.length > 3 ? v[3] : 1};
  };
  const luminance = (c) => {
    const f = (x) => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const background = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      if (isSvg(e)) continue;  // an SVG's own fill is drawn, not its background
      const c = parseColour(getComputedStyle(e).backgroundColor);
      if (c && c.a > 0) return c;
    }
    return {r: 255, g: 255, b: 255, a: 1};
  };
  const opacity = (el) => {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement)
      o *= parseFloat(getComputedStyle(e).opacity);
    return o;
  };
  let small = 0, faint = 0;
  const seen = new Set();
  for (const n of textNodes) {
    const el = n.parentElement;
    if (seen.has(el) || !shown(el) || !rectsOf(n).length) continue;
    seen.add(el);
    const cs = getComputedStyle(el);
    let px = parseFloat(cs.fontSize);
    if (isSvg(el) && el.getScreenCTM) {
      const m = el.getScreenCTM();
      if (m) px *= Math.sqrt(m.a * m.a + m.b * m.b);
    }
    if (px < 12 - 0.01 && small++ < 5)
      say('size', describe(el) + ' "' + short(n.data.trim()) + '" is ' +
          (px * 0.75).toFixed(1) + ' pt');
    const fg = parseColour(isSvg(el) ? cs.fill : cs.color);
    if (fg) {
      const bg = background(el);
      const a = fg.a * opacity(el);
      const mix = {r: fg.r * a + bg.r * (1 - a), g: fg.g * a + bg.g * (1 - a),
                   b: fg.b * a + bg.b * (1 - a)};
      const l1 = luminance(mix), l2 = luminance(bg);
      const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
      if (ratio < 7 && faint++ < 5)
        say('ink', describe(el) + ' "' + short(n.data.trim()) + '" has contrast ' +
            ratio.toFixed(1) + ':1 (' + (isSvg(el) ? cs.fill : cs.color) + ')');
    }
  }
  if (small > 5) say('size', (small - 5) + ' more texts under 9 pt');
  if (faint > 5) say('ink', (faint - 5) + ' more texts too faint');

  // ---- boxes: no two labels' text intersects, no content outside its box ----
  const unitOf = (el) => el.closest('td,th,li,dt,dd,p,h1,h2,h3,h4,caption,figcaption,' +
                                    'text,div,body') || el;
  const boxes = [];
  for (const n of textNodes) {
    const el = n.parentElement;
    if (!shown(el)) continue;
    const unit = unitOf(el);
    for (const r of rectsOf(n)) {
      // a line's box is as tall as the font: the middle of it holds the letters
      const inset = r.height * 0.18;
      boxes.push({unit, el, text: n.data.trim(), l: r.left + 0.5, r: r.right - 0.5,
                  t: r.top + inset, b: r.bottom - inset});
    }
  }
  boxes.sort((x, y) => x.t - y.t);
  let overlaps = 0;
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].t < a.b; j++) {
      const b = boxes[j];
      if (a.unit === b.unit) continue;
      if (a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b && overlaps++ < 5)
        say('overlap', '"' + short(a.text) + '" (' + describe(a.unit) + ') and "' +
            short(b.text) + '" (' + describe(b.unit) + ') overlap');
    }
  }
  if (overlaps > 5) say('overlap', (overlaps - 5) + ' more overlapping texts');
  let spills = 0;
  for (const el of document.querySelectorAll('body *')) {
    if (isSvg(el)) continue;
    const cs = getComputedStyle(el);
    // rows and row groups are no boxes of their own: a cell spanning rows is
    // counted in the first row's scroll height
    if (/^(inline|none|table-row|table-row-group|table-header-group|table-footer-group|contents)$/
        .test(cs.display) || el.tagName === 'svg') continue;
    if (el.clientWidth === 0 && el.clientHeight === 0) continue;
    if ((el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2) &&
        spills++ < 5)
      say('spill', describe(el) + ' holds content ' + el.scrollWidth + ' x ' +
          el.scrollHeight + ' px in a box of ' + el.clientWidth + ' x ' + el.clientHeight);
  }
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    const rules = Array.from(svg.querySelectorAll('line')).map(l => l.getBoundingClientRect());
    for (const t of svg.querySelectorAll('text')) {
      if (!shown(t)) continue;
      for (const n of t.childNodes) {
        if (n.nodeType !== 3) continue;
        for (const r of rectsOf(n)) {
          if (!inside(r, box, 0.5) && spills++ < 5)
            say('spill', '"' + short(n.data.trim()) + '" leaves its picture');
          const inset = r.height * 0.25;
          for (const l of rules) {
            // a rule is a segment: its box has no width or no height
            if (l.left < r.right - 1 && r.left + 1 < l.right + 0.01 &&
                l.top < r.bottom - inset && r.top + inset < l.bottom + 0.01 &&
                spills++ < 5) {
              say('overlap', '"' + short(n.data.trim()) + '" crosses a rule');
              break;
            }
          }
        }
      }
    }
  }
  if (spills > 5) say('spill', (spills - 5) + ' more boxes overflowing');

  // ---- title: a page's heading on one line ----
  for (const h of document.querySelectorAll('h1')) {
    const range = document.createRange();
    range.selectNodeContents(h);
    const tops = new Set(Array.from(range.getClientRects())
                         .filter(r => r.width > 0).map(r => Math.round(r.bottom / 4)));
    if (tops.size > 1)
      say('title', '"' + short(h.textContent.trim()) + '" takes ' + tops.size + ' lines');
  }
  return JSON.stringify({problems,
                         height: Math.ceil(scroll.scrollHeight),
                         nameNodes: nameNodes.length});
})
"""

# The page's own idea of its sheet: the @page rule's size and margins.
PAGE_JS = r"""
(function () {
  let size = null, margins = null, print = false;
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule instanceof CSSPageRule) {
        size = rule.style.getPropertyValue('size') || size;
        const m = ['left', 'right'].map(s => rule.style.getPropertyValue('margin-' + s));
        if (m[0] || m[1]) margins = m;
      } else if (rule instanceof CSSMediaRule) {
        if (/print/.test(rule.conditionText || rule.media.mediaText)) print = true;
        visit(rule.cssRules);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try { visit(sheet.cssRules); } catch (e) {}
  }
  return JSON.stringify({size, margins, print,
                         svg: document.documentElement.tagName.toLowerCase() === 'svg'});
})()
"""


def length_mm(text, default):
    m = re.match(r"\s*([\d.]+)\s*(mm|cm|in|px|pt)?\s*$", text or "")
    if not m:
        return default
    value = float(m.group(1))
    return value * {"mm": 1, "cm": 10, "in": 25.4, "px": 25.4 / 96, "pt": 25.4 / 72,
                    None: 25.4 / 96}[m.group(2)]


def sheet_dimensions(size):
    """An @page size given as two lengths, in millimetres, or None."""
    parts = size.split()
    if len(parts) != 2:
        return None
    return length_mm(parts[0], None), length_mm(parts[1], None)


def sheet_is_a4(size):
    """Two lengths that are an A4 sheet, either way round, to within 1 mm (a
    sheet given in whole pixels, so that pages are cut without drifting)."""
    dims = sheet_dimensions(size)
    if not dims or None in dims:
        return False
    return any(abs(dims[0] - w) <= 1 and abs(dims[1] - h) <= 1
               for w, h in (A4, A4[::-1]))


def sheet_is_landscape_a4(size):
    dims = sheet_dimensions(size)
    return sheet_is_a4(size) and dims[0] > dims[1]


def evaluate(browser, session, expression):
    result = browser.call("Runtime.evaluate", {"expression": expression,
                                               "returnByValue": True,
                                               "awaitPromise": True}, session)
    if "exceptionDetails" in result:
        raise RuntimeError("script failed: %s" % json.dumps(result["exceptionDetails"])[:800])
    return result["result"].get("value")


def expected_names(entrants):
    """The names as a page shows them: runs of blanks as one space."""
    with open(entrants, newline="", encoding="utf-8-sig") as f:
        return [" ".join(row["name"].split()) for row in csv_rows(f)]


def event_particulars(ini):
    """The name, date, venue and arbiter of an event file's [event]."""
    if not ini:
        return []
    parser = configparser.ConfigParser(inline_comment_prefixes=(";",))
    parser.read(ini, encoding="utf-8")
    if not parser.has_section("event"):
        return []
    return [parser.get("event", k) for k in ("name", "date", "venue", "arbiter")
            if parser.get("event", k, fallback="")]


def csv_rows(f):
    reader = csv.reader(f)
    header = [h.strip().lower() for h in next(reader)]
    for row in reader:
        yield dict(zip(header, row))


def pdf_pages(pdf):
    counts = [int(c) for c in re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf)]
    counts += [int(c) for c in re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf)]
    if counts:
        return max(counts)
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


CJK = re.compile("[\u3400-\u9fff\uf900-\ufaff]")
# fonts drawn for Chinese: a Japanese or Korean CJK font draws Han characters in
# its own forms, wrong for Chinese names
CHINESE_FONT = re.compile(r"CJK SC|CJK TC|CJK HK|Han Sans (SC|CN|TC)|Noto Sans SC|PingFang|"
                          r"YaHei|WenQuanYi|SimHei|SimSun|Hiragino Sans GB|Heiti|"
                          r"Droid Sans Fallback")


def cjk_font_problems(call, selector, label):
    """Each node the selector finds whose own text has Han characters must be
    drawn in a Chinese font, as Chromium reports the platform fonts it drew the
    node with (CSS.getPlatformFontsForNode).  call(method, params) sends a
    DevTools command to the page, its DOM and CSS domains enabled; used by
    tests/site/check.py too."""
    problems = []
    # Chromium reports the fonts of the last layout: one is forced first, so a
    # style changed since (the check of this check does so) is what is seen,
    # however late the next frame comes on a loaded machine
    call("Runtime.evaluate", {"expression": "document.documentElement.offsetWidth"})
    doc = call("DOM.getDocument", {"depth": 0})
    found = call("DOM.querySelectorAll", {"nodeId": doc["root"]["nodeId"],
                                          "selector": selector})
    bad = 0
    for node in found["nodeIds"]:
        fonts = call("CSS.getPlatformFontsForNode", {"nodeId": node})
        families = [f["familyName"] for f in fonts.get("fonts", [])]
        text = call("DOM.resolveNode", {"nodeId": node})
        obj = text["object"]["objectId"]
        content = call("Runtime.callFunctionOn", {
            "objectId": obj, "returnByValue": True,
            "functionDeclaration": "function () { return Array.from(this.childNodes)"
                                   ".filter(n => n.nodeType === 3).map(n => n.data).join(''); }"}
        )["result"]["value"]
        if CJK.search(content) and not any(CHINESE_FONT.search(f) for f in families):
            bad += 1
            if bad <= 3:
                problems.append("%s: %r is drawn in %s, not a Chinese font"
                                % (label, content.strip()[:40], ", ".join(families) or "no font"))
    return problems


def font_problems(browser, session, names):
    """Where a name has Han characters, a CJK font must draw them."""
    if not any(CJK.search(n) for n in names):
        return []
    return cjk_font_problems(lambda method, params: browser.call(method, params, session),
                             "[data-look-name]", "names")


def look(browser, out_dir, name, page, names, event):
    target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.call("Target.attachToTarget", {"targetId": target,
                                                     "flatten": True})["sessionId"]
    try:
        for domain in ("Page", "Runtime", "DOM", "CSS"):
            browser.call(domain + ".enable", {}, session)
        browser.call("Emulation.setEmulatedMedia", {"media": "print"}, session)
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": 800, "height": 1100, "deviceScaleFactor": 1,
                      "mobile": False}, session)
        browser.call("Page.navigate", {"url": "file://" + os.path.abspath(page)}, session)
        browser.wait_event("Page.loadEventFired", session)
        evaluate(browser, session, "document.fonts.ready.then(() => true)")
        sheet = json.loads(evaluate(browser, session, PAGE_JS))
        problems = []
        size = (sheet["size"] or "").lower()
        landscape = "landscape" in size or sheet_is_landscape_a4(size)
        if "a4" not in size and not sheet_is_a4(size):
            problems.append("page: no @page rule asking for A4 (size: %r)" % sheet["size"])
        if not sheet["print"] and not sheet["svg"]:
            problems.append("page: no @media print rules")
        margins = sheet["margins"] or ["10mm", "10mm"]
        paper = A4[1] if landscape else A4[0]
        width = (paper - length_mm(margins[0], 10) - length_mm(margins[1] or margins[0], 10)) * MM
        browser.call("Emulation.setDeviceMetricsOverride",
                     {"width": int(width), "height": 1100, "deviceScaleFactor": 1,
                      "mobile": False}, session)
        evaluate(browser, session, "new Promise(r => requestAnimationFrame(() => r(true)))")
        result = json.loads(evaluate(browser, session,
                                     CHECKS_JS + "(%s, %s, %.3f)" % (json.dumps(names),
                                                                     json.dumps(event), width)))
        problems += result["problems"]
        problems += font_problems(browser, session, names)
        shot = browser.call("Page.captureScreenshot", {"format": "png",
                                                       "captureBeyondViewport": True},
                            session)
        with open(os.path.join(out_dir, name + ".png"), "wb") as f:
            f.write(base64.b64decode(shot["data"]))
        pdf = browser.call("Page.printToPDF", {"preferCSSPageSize": True,
                                               "printBackground": True,
                                               "paperWidth": 8.27, "paperHeight": 11.69},
                           session)
        data = base64.b64decode(pdf["data"])
        with open(os.path.join(out_dir, name + ".pdf"), "wb") as f:
            f.write(data)
        return problems, pdf_pages(data), "landscape" if landscape else "portrait", width
    finally:
        browser.call("Target.closeTarget", {"targetId": target})


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: look.py OUT_DIR CASES_FILE")
    out_dir, cases_file = sys.argv[1:]
    executable = (os.environ.get("CHROMIUM") or shutil.which("chromium")
                  or shutil.which("chromium-browser"))
    if not executable:
        print("printouts: chromium not installed, the browser tests skipped")
        return 0
    cases = []
    with open(cases_file, encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 3:
                cases.append(fields + [""] * (5 - len(fields)))
    profile = tempfile.mkdtemp(prefix="pairing-look-")
    browser = Browser(executable, profile)
    failed = 0
    try:
        for name, page, entrants, ini, expect in cases:
            names = expected_names(entrants)
            problems, pages, orientation, width = look(browser, out_dir, name, page, names,
                                                       event_particulars(ini))
            if expect:  # a page made to break one rule: that check must say so
                caught = [p for p in problems if p.startswith(expect + ":")]
                print("printouts: %-4s %-28s %s" % (
                    "ok" if caught else "FAIL", name,
                    "caught: " + caught[0] if caught else "the %s check saw nothing "
                    "wrong in a page made to fail it" % expect))
                failed += not caught
                continue
            status = "FAIL" if problems else "ok"
            print("printouts: %-4s %-28s %2d A4 page%s (%s, %d px), %d names" % (
                status, name, pages, "" if pages == 1 else "s", orientation, width,
                len(names)))
            for p in problems:
                print("      " + p)
            failed += bool(problems)
    finally:
        browser.close()
        shutil.rmtree(profile, ignore_errors=True)
    print("printouts: %d pages looked at, %d failed; PNG and PDF in %s" % (
        len(cases), failed, out_dir))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
