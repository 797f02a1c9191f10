"""Each attack SPEC §14 names, and the refusals of its "Precisely" list, with
the exact status and the event folder byte for byte unchanged after every
refusal."""

import http.client
import json
import os
import re
import signal
import socket
import traceback

from harness import MIB, Cli, Server, free_port, init_event, players_csv, read_bytes, \
    results_rows, snapshot, history_count

NAME = "敌意请求测试赛"
BOARD_PUT = "/api/rounds/1/boards/%d"


def run(tool, work, checks):
    cli = Cli(tool)
    folder = os.path.join(work, "hostile")
    init_event(cli, folder, players_csv(16, 7),
               {"system": "swiss", "rounds": "3"}, {"name": NAME})
    cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record", check=checks)
    server = Server(tool, folder, checks)
    try:
        guarded(checks, token_strength, tool, folder, server, checks)
        for step in (tokens, first_visit, hosts, origins, content_types, oversized, traversal,
                     malformed, result_tokens, unknown, versions, two_tabs, takeback_refusals,
                     settings_after_round_one, error_documents, loopback_only):
            guarded(checks, step, server, checks)
        guarded(checks, keep_alive, server, checks)
        guarded(checks, publish_outside, server, work, checks)
    finally:
        checks.section = "hostile"
        checks.equal("SIGTERM: the server exits 0", server.stop(signal.SIGTERM), 0)
    guarded(checks, import_refusals, tool, work, checks)
    guarded(checks, sigint_and_port, tool, folder, checks)
    guarded(checks, empty_folder, tool, work, checks)
    guarded(checks, broken_file, tool, work, checks)
    guarded(checks, usage, tool, folder, checks)
    guarded(checks, event_option, tool, folder, checks)


def guarded(checks, step, *args):
    """One step; an exception (no answer at all) is its problem, and the next
    step still runs."""
    try:
        step(*args)
    except Exception as e:
        checks.check("%s ran to its end" % step.__name__, False,
                     "%s: %s" % (type(e).__name__, e))
        traceback.print_exc()


def refused(server, checks, name, status, method, path, body=None, **kw):
    """A request that must be refused with status, the folder untouched."""
    statuses = status if isinstance(status, tuple) else (status,)
    name += " -> " + " or ".join(map(str, statuses))
    before = snapshot(server.folder)
    try:
        answer = server.request(method, path, body=body, **kw)
    except (OSError, http.client.HTTPException) as e:
        checks.check(name, False, "no answer: %r" % e)
        return None
    checks.status(name, answer, *statuses)
    checks.check(name + ": nothing written", snapshot(server.folder) == before,
                 changed_files(before, snapshot(server.folder)))
    return answer


def changed_files(before, after):
    names = sorted(set(before) | set(after))
    return "changed: " + ", ".join(n for n in names if before.get(n) != after.get(n))


def token_strength(tool, folder, server, checks):
    checks.section = "hostile tokens"
    token = server.token
    # 128 random bits are at least 22 base64url or 32 hex characters.
    checks.check("the token has at least 128 bits", re.fullmatch(r"[A-Za-z0-9_\-]+", token)
                 and (len(token) >= 32 or (len(token) >= 22 and
                                           not re.fullmatch(r"[0-9a-fA-F]+", token))),
                 "token %r" % token)
    other = Server(tool, folder, checks)
    try:
        checks.check("two sessions get two tokens", other.token != token)
        answer = other.get("/api/event", headers={"Authorization": "Bearer " + token},
                           auth=None)
        checks.status("another session's token -> 401", answer, 401)
    finally:
        other.stop()


def tokens(server, checks):
    checks.section = "hostile tokens"
    t = server.token
    bad = {
        "no token": {},
        "a wrong Bearer token": {"Authorization": "Bearer " + "A" * len(t)},
        "the token's first half": {"Authorization": "Bearer " + t[:len(t) // 2]},
        "the token and one character more": {"Authorization": "Bearer " + t + "x"},
        "the token in other case": {"Authorization": "Bearer " + t.swapcase()}
        if t.swapcase() != t else {"Authorization": "Bearer x" + t[1:]},
        "an empty Bearer": {"Authorization": "Bearer "},
        "Basic instead of Bearer": {"Authorization": "Basic " + t},
        "a wrong cookie": {"Cookie": "pairing_token=" + "0" * len(t)},
        "the token in another cookie": {"Cookie": "session=" + t},
        "the token as a query on the API": {},
    }
    for name, headers in bad.items():
        path = "/api/event"
        if name == "the token as a query on the API":
            path = "/api/event?token=" + t + "x"
        answer = server.get(path, headers=headers, auth=None)
        checks.status(name + " -> 401", answer, 401)
        checks.equal(name + ": no cookie set", answer.cookies, [])
        checks.check(name + ": no event data in the answer",
                     NAME.encode() not in answer.body and b"p1" not in answer.body)
    for path in ("/", "/api/players", "/api/rounds/1", "/api/standings"):
        checks.status("GET %s without a token -> 401" % path,
                      server.get(path, auth=None), 401)
    refused(server, checks, "PUT a board without a token", 401, "PUT", BOARD_PUT % 1,
            {"result": "1-0"}, auth=None)
    refused(server, checks, "DELETE the round without a token", 401, "DELETE",
            "/api/rounds/1", auth=None)
    ok = server.get("/api/event", auth=None,
                    headers={"Cookie": "theme=dark; pairing_token=%s; lang=zh" % t})
    checks.status("the cookie among others -> 200", ok, 200)
    status, _ = server.raw(("GET /api/event HTTP/1.0\r\nAuthorization: Bearer %s\r\n\r\n"
                            % t).encode())
    checks.check("HTTP/1.0 without a Host -> 403 or 400", status in (403, 400),
                 "got %s" % status)
    ok = server.get("/api/event")
    checks.status("the Bearer token -> 200", ok, 200)
    ok = server.get("/api/event", auth="cookie")
    checks.status("the cookie pairing_token -> 200", ok, 200)


def first_visit(server, checks):
    checks.section = "hostile first visit"
    for wrong in ("x" * len(server.token), "", server.token[:-1], server.token + "0"):
        answer = server.get("/?token=" + wrong, auth=None)
        checks.status("GET /?token=%s... (wrong) -> 401" % wrong[:6], answer, 401)
        checks.equal("a wrong ?token= sets no cookie", answer.cookies, [])
    answer = server.get("/?token=" + server.token, auth=None)
    checks.status("GET /?token=TOKEN -> 200 or a redirect", answer, 200, 302, 303, 307)
    if answer.status in (302, 303, 307):
        location = answer.headers.get("location", "")
        checks.check("the redirect goes to /", location in ("/", server.origin + "/",
                                                             "http://localhost:%d/" % server.port),
                     "Location: %r" % location)
        checks.check("the redirect carries no token", server.token not in location)
    ours = [c for c in answer.cookies if c.startswith("pairing_token=")]
    checks.equal("the first visit sets one pairing_token cookie", len(ours), 1)
    if ours:
        parts = [p.strip() for p in ours[0].split(";")]
        attrs = [p.lower() for p in parts[1:]]
        checks.equal("the cookie holds the token", parts[0], "pairing_token=" + server.token)
        checks.check("the cookie is HttpOnly", "httponly" in attrs, ours[0])
        checks.check("the cookie is SameSite=Strict", "samesite=strict" in attrs, ours[0])
        checks.check("the cookie has no Domain", not any(a.startswith("domain=") for a in attrs),
                     ours[0])
    page = server.get("/", auth="cookie")
    checks.status("the desk's page with the cookie -> 200", page, 200)
    checks.check("the page is HTML", page.headers.get("content-type", "").startswith("text/html"),
                 page.headers.get("content-type", ""))
    title = re.search(rb"<title>(.*?)</title>", page.body, re.S)
    checks.check("the page's <title> names the event",
                  title is not None and NAME.encode() in title.group(1),
                  repr(title.group(1)[:80]) if title else "no <title>")


def hosts(server, checks):
    checks.section = "hostile Host"
    port = server.port
    for host in ("evil.example:%d" % port, "evil.example", "127.0.0.1", "127.0.0.1:%d" % (port + 1),
                 "127.0.0.1.nip.io:%d" % port, "localhost.evil.example:%d" % port,
                 "0.0.0.0:%d" % port, "[::1]:%d" % port, "127.0.0.2:%d" % port):
        answer = server.get("/api/event", headers={"Host": host})
        checks.status("Host %r with a good token -> 403" % host, answer, 403)
        checks.check("Host %r: no event data" % host, NAME.encode() not in answer.body)
        answer = server.get("/?token=" + server.token, headers={"Host": host}, auth=None)
        checks.status("Host %r on the first visit -> 403" % host, answer, 403)
        checks.equal("Host %r: no cookie set" % host, answer.cookies, [])
    refused(server, checks, "PUT a board with a foreign Host", 403, "PUT", BOARD_PUT % 1,
            {"result": "1-0"}, headers={"Host": "evil.example:%d" % port})
    for host in ("127.0.0.1:%d" % port, "localhost:%d" % port):
        checks.status("Host %s -> 200" % host,
                      server.get("/api/event", headers={"Host": host}), 200)


def origins(server, checks):
    checks.section = "hostile Origin"
    port = server.port
    foreign = ["http://evil.example", "null", "http://127.0.0.1:%d" % (port + 1),
               "https://127.0.0.1:%d" % port, "http://127.0.0.1", "http://localhost",
               "http://127.0.0.1:%d.evil.example" % port, "http://evil.example:%d" % port,
               "http://127.0.0.1:%d/" % (port + 1), "file://"]
    changes = [
        ("PUT a board", "PUT", BOARD_PUT % 1, {"result": "1-0"}),
        ("DELETE the last round", "DELETE", "/api/rounds/1", None),
        ("POST a player", "POST", "/api/players", {"id": "intruder", "name": "x"}),
        ("PUT a player", "PUT", "/api/players/p1", {"name": "Mallory"}),
        ("PUT the event", "PUT", "/api/event", {"event": {"name": "hacked"}, "settings": {}}),
        ("POST publish", "POST", "/api/publish", {"site": "site"}),
    ]
    for origin in foreign:
        for name, method, path, body in changes:
            for auth in ("cookie", "bearer"):
                refused(server, checks, "%s with Origin %r (%s)" % (name, origin, auth), 403,
                        method, path, body, auth=auth, headers={"Origin": origin})
    # No CORS allowance for another origin: a browser must not let its page
    # read an answer or send a preflighted change.
    for origin in foreign[:3]:
        pre = server.request("OPTIONS", BOARD_PUT % 1, auth=None,
                             headers={"Origin": origin, "Access-Control-Request-Method": "PUT",
                                      "Access-Control-Request-Headers": "content-type"})
        read = server.get("/api/event", headers={"Origin": origin})
        for name, answer in (("the preflight", pre), ("a GET", read)):
            allow = answer.headers.get("access-control-allow-origin")
            checks.check("%s from %r is allowed no CORS" % (name, origin),
                         allow in (None, server.origin), "Access-Control-Allow-Origin: %r" % allow)
    refused(server, checks, "import with Origin null", 403, "POST", "/api/players/import",
            players_csv(4, 1), content_type="text/csv", headers={"Origin": "null"})
    refused(server, checks, "POST rounds with a foreign Origin", 403, "POST", "/api/rounds", {},
            headers={"Origin": "http://evil.example"})
    # The served origin is let in (the request then fails or succeeds on its
    # own merits: board 1 is empty, so entering it works).
    for origin, board in (("http://127.0.0.1:%d" % port, 1), ("http://localhost:%d" % port, 2)):
        answer = server.put(BOARD_PUT % board, {"result": "1-0"}, auth="cookie",
                            headers={"Origin": origin})
        checks.status("PUT board %d with Origin %s -> 200" % (board, origin), answer, 200)
    rows = results_rows(server.folder)
    checks.equal("boards 1 and 2 were entered by the served origin",
                  [r["result"] for r in rows if r["round"] == "1"][:2], ["1-0", "1-0"])


def content_types(server, checks):
    checks.section = "hostile Content-Type"
    body = json.dumps({"result": "0-1"}).encode()
    for ctype in ("text/plain", "application/x-www-form-urlencoded",
                  "multipart/form-data; boundary=xyz", "text/json", "application/jsonx",
                  "application/json-patch+json", "text/csv", "application/javascript", None):
        refused(server, checks, "PUT a board as %s" % ctype, 415, "PUT", BOARD_PUT % 3, body,
                content_type=ctype)
    for ctype in ("text/plain", "application/x-www-form-urlencoded",
                  "multipart/form-data; boundary=xyz"):
        refused(server, checks, "POST a player as %s" % ctype, 415, "POST", "/api/players",
                json.dumps({"id": "x1", "name": "x"}), content_type=ctype)
        refused(server, checks, "POST rounds as %s" % ctype, 415, "POST", "/api/rounds", "{}",
                content_type=ctype)
    answer = server.put(BOARD_PUT % 3, body, content_type="application/json; charset=utf-8")
    checks.status("PUT a board as application/json; charset=utf-8 -> 200", answer, 200)


def oversized(server, checks):
    checks.section = "hostile 413"
    big = 17 * MIB
    piece = b" " * MIB
    port = server.port
    cases = [
        ("JSON with Content-Length", "PUT", BOARD_PUT % 4, "application/json", True),
        ("text/plain (413 before 415)", "PUT", BOARD_PUT % 4, "text/plain", True),
        ("an import", "POST", "/api/players/import", "text/csv", True),
        ("no token (413 before 401)", "PUT", BOARD_PUT % 4, "application/json", False),
        ("an unknown URL (413 before 404)", "POST", "/api/nothing", "application/json", True),
    ]
    for name, method, path, ctype, with_token in cases:
        for chunked in (False, True):
            before = snapshot(server.folder)
            head = "%s %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: %s\r\n" % (
                method, path, port, ctype)
            if with_token:
                head += "Authorization: Bearer %s\r\n" % server.token
            if chunked:
                head += "Transfer-Encoding: chunked\r\n\r\n"
                parts = [b"%x\r\n" % len(piece) + piece + b"\r\n"] * (big // MIB) + [b"0\r\n\r\n"]
            else:
                head += "Content-Length: %d\r\n\r\n" % big
                parts = [piece] * (big // MIB)
            status, reply = server.raw(head.encode(), parts)
            how = "chunked" if chunked else "Content-Length"
            checks.check("17 MiB %s (%s) -> 413" % (name, how), status == 413,
                         "got %s" % status)
            checks.check("17 MiB %s (%s): nothing written" % (name, how),
                         snapshot(server.folder) == before)
    # A chunked body under the limit is read as any other.
    text = b'{"result": "0-1"}'
    head = ("PUT %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n"
            "Authorization: Bearer %s\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            % (BOARD_PUT % 8, port, server.token)).encode()
    status, reply = server.raw(head, [b"%x\r\n" % 5 + text[:5] + b"\r\n",
                                      b"%x\r\n" % (len(text) - 5) + text[5:] + b"\r\n",
                                      b"0\r\n\r\n"], read_early=False)
    checks.check("a small chunked JSON body -> 200", status == 200, "got %s" % status)
    checks.equal("board 8 holds the chunked body's result",
                 [r["result"] for r in results_rows(server.folder) if r["round"] == "1"][7], "0-1")
    # 16 MiB is not over the limit: a JSON body padded to exactly 16 MiB is read.
    text = b'{"result": "1-0"}'
    exact = text + b" " * (16 * MIB - len(text))
    answer = server.put(BOARD_PUT % 4, exact, content_type="application/json")
    checks.status("a JSON body of exactly 16 MiB -> 200", answer, 200)
    checks.equal("board 4 holds the 16 MiB body's result",
                 [r["result"] for r in results_rows(server.folder) if r["round"] == "1"][3],
                 "1-0")


def traversal_paths():
    files = ("event.ini", "entrants.csv", "results.csv")
    paths = ["/event.ini", "/entrants.csv", "/results.csv", "/history/", "/history",
             "/./event.ini", "/api/event.ini", "/api/../event.ini", "/etc/passwd",
             "//etc/passwd", "/../../../../../../etc/passwd",
             "/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2f..%2fetc%2fpasswd",
             "/static/../../../../etc/passwd"]
    for f in files:
        paths += ["/../" + f, "/%2e%2e/" + f, "/%2E%2E/" + f, "/..%2f" + f, "/..%2F" + f,
                  "/%2e%2e%2f" + f, "/%252e%252e/" + f, "/%252e%252e%252f" + f,
                  "/..\\" + f, "/..%5c" + f, "/%5c" + f, "/.%2e/" + f, "/%2e./" + f,
                  "/%c0%ae%c0%ae/" + f, "/%c0%2f" + f, "/..;/" + f, "/" + f + "%00.html",
                  "/" + f + "%00", "/" + f + "/", "/" + f.upper(), "/%65vent.ini"
                  if f == "event.ini" else "/%" + "%02x" % ord(f[0]) + f[1:],
                  "/api/%2e%2e/" + f, "/api/rounds/1/../../../" + f,
                  "/api/rounds/..%2f..%2f" + f, "/static/%2e%2e/" + f, "/./" + f,
                  "/.//" + f, "/history/../" + f, "/" + f + "?token=x", "/" + f + "#x",
                  "/%u002e%u002e/" + f, "/..%252f" + f, "/....//" + f]
    return paths


def traversal(server, checks):
    checks.section = "hostile paths"
    secrets = [read_bytes(os.path.join(server.folder, f)) for f in
               ("event.ini", "entrants.csv", "results.csv")]
    markers = [b"root:x:0:0", b"; The event file of pairing(1)"]
    markers += [s.splitlines()[1] for s in secrets[1:] if s and len(s.splitlines()) > 1]
    for path in traversal_paths():
        for auth in ("bearer", "cookie"):
            try:
                answer = server.get(path, auth=auth)
            except Exception as e:  # a closed connection is a refusal too
                checks.check("GET %s: an answer" % path, False, repr(e))
                continue
            # A wrong ?token= is a wrong token wherever it is sent: 401 too.
            allowed = (404, 400, 403, 401) if "token=" in path else (404, 400, 403)
            checks.status("GET %r (%s) -> 404, 400 or 403" % (path, auth), answer, *allowed)
            leaked = [m for m in markers if m in answer.body] + \
                     [b"whole file" for s in secrets if s and s == answer.body]
            checks.check("GET %r: no file's bytes" % path, not leaked, repr(leaked))


def malformed(server, checks):
    checks.section = "hostile JSON"
    bodies = {
        "an unfinished object": "{",
        "not JSON": "result=1-0",
        "an array": "[]",
        "a string": "\"1-0\"",
        "empty": "",
        "trailing text": "{\"result\": \"1-0\"} x",
        "two objects": "{\"result\": \"1-0\"}{\"result\": \"0-1\"}",
        "a number for the result": "{\"result\": 1}",
        "null for the result": "{\"result\": null}",
        "an array for the result": "{\"result\": [\"1-0\"]}",
        "no result": "{}",
        "another key only": "{\"winner\": \"p1\"}",
        "replace as a string": "{\"result\": \"0-1\", \"replace\": \"yes\"}",
        "replace as a number": "{\"result\": \"0-1\", \"replace\": 1}",
        "single quotes": "{'result': '1-0'}",
        "a comment": "{\"result\": \"1-0\" /* x */}",
        "NaN": "{\"result\": NaN}",
        "not UTF-8": b"{\"result\": \"\xff\xfe\"}",
        "a NUL byte": b"{\"result\": \"1-0\"\x00}",
        "deep nesting": "[" * 100000 + "]" * 100000,
    }
    for name, body in bodies.items():
        refused(server, checks, "PUT a board with %s" % name, 400, "PUT", BOARD_PUT % 5,
                body.encode() if isinstance(body, str) else body,
                content_type="application/json")
    # A lone surrogate is well-formed JSON text to some parsers: refused either
    # as malformed or as no result token.
    refused(server, checks, "PUT a board with a lone surrogate escape", (400, 422), "PUT",
            BOARD_PUT % 5, b'{"result": "\\ud800"}', content_type="application/json")
    players = {
        "no id": {"name": "无名"},
        "no name": {"id": "n1"},
        "a number for the id": {"id": 5, "name": "x"},
        "an object for the name": {"id": "n1", "name": {"zh": "x"}},
        "an array for the rating": {"id": "n1", "name": "x", "rating": [1500]},
        "a boolean for the club": {"id": "n1", "name": "x", "club": True},
    }
    for name, body in players.items():
        refused(server, checks, "POST a player with %s" % name, 400, "POST", "/api/players", body)
    edits = {
        "withdrawn as a word": {"withdrawn": "soon"},
        "withdrawn as an array": {"withdrawn": [1]},
        "name as a number": {"name": 7},
    }
    for name, body in edits.items():
        refused(server, checks, "PUT a player with %s" % name, 400, "PUT", "/api/players/p2", body)
    events = {
        "event as a string": {"event": "x", "settings": {}},
        "settings as an array": {"event": {}, "settings": []},
        "name as an object": {"event": {"name": {}}, "settings": {}},
        "an array": [],
    }
    for name, body in events.items():
        refused(server, checks, "PUT the event with %s" % name, 400, "PUT", "/api/event", body)
    refused(server, checks, "POST rounds with an array", 400, "POST", "/api/rounds", [])
    refused(server, checks, "POST rounds with broken JSON", 400, "POST", "/api/rounds", "{",
            content_type="application/json")
    refused(server, checks, "POST publish without a site", 400, "POST", "/api/publish", {})
    refused(server, checks, "POST publish with a number", 400, "POST", "/api/publish", {"site": 3})


def result_tokens(server, checks):
    checks.section = "hostile result tokens"
    for token in ("2-0", "win", "1:0", "x", "1-1", "0.5-0", "胜", "10", "1 - 0 - 0"):
        refused(server, checks, "result %r" % token, 422, "PUT", BOARD_PUT % 5, {"result": token})


def unknown(server, checks):
    checks.section = "hostile unknown"
    for path in ("/api/rounds/99", "/api/rounds/0", "/api/rounds/2",
                 "/api/check/99", "/api/nothing", "/api/players/nobody",
                 "/api/rounds/1/boards/1/x"):
        checks.status("GET %s -> 404" % path, server.get(path), 404)
    for path in ("/api/rounds/abc", "/api/rounds/-1", "/api/rounds/1x"):
        checks.status("GET %s -> 404 or 400" % path, server.get(path), 404, 400)
    for name, method, path, body in (
            ("a board of an unpaired round", "PUT", "/api/rounds/2/boards/1", {"result": "1-0"}),
            ("round 99", "PUT", "/api/rounds/99/boards/1", {"result": "1-0"}),
            ("board 99", "PUT", "/api/rounds/1/boards/99", {"result": "1-0"}),
            ("board 0", "PUT", "/api/rounds/1/boards/0", {"result": "1-0"}),
            ("an unknown player", "PUT", "/api/players/nobody", {"name": "x"}),
            ("withdrawing an unknown player", "PUT", "/api/players/nobody", {"withdrawn": 1}),
            ("DELETE round 99", "DELETE", "/api/rounds/99", None),
            ("DELETE round 2", "DELETE", "/api/rounds/2", None)):
        refused(server, checks, name, 404, method, path, body)


def versions(server, checks):
    checks.section = "hostile If-Match"
    first = server.get("/api/rounds/1")
    tag = first.etag
    checks.check("GET carries an ETag", bool(tag))
    # RFC 9110 §8.8.3: a quoted opaque tag; If-Match compares strong tags only.
    checks.check("the ETag is a strong quoted tag", re.fullmatch(r'"[\x21\x23-\x7e]*"', tag or "")
                 is not None, "ETag: %r" % tag)
    again = server.get("/api/event")
    checks.equal("one ETag for the event's files together", again.etag, tag)
    answer = server.put(BOARD_PUT % 5, {"result": "0-1"}, headers={"If-Match": tag or '"x"'})
    checks.status("PUT board 5 with the current If-Match -> 200", answer, 200)
    checks.check("the change's answer carries a new ETag",
                 answer.etag and answer.etag != tag, "%r then %r" % (tag, answer.etag))
    checks.equal("GET after the change shows the change's ETag",
                 server.get("/api/event").etag, answer.etag)
    for name, value in (("the ETag before the change", tag), ("a made-up ETag", '"nope"'),
                        ("an empty If-Match", '""')):
        refused(server, checks, "PUT board 6 with %s" % name, 409, "PUT", BOARD_PUT % 6,
                {"result": "1-0"}, headers={"If-Match": value or '"x"'})
        refused(server, checks, "DELETE round 1 with %s" % name, 409, "DELETE", "/api/rounds/1",
                headers={"If-Match": value or '"x"'})
        refused(server, checks, "PUT a player with %s" % name, 409, "PUT", "/api/players/p3",
                {"name": "改名"}, headers={"If-Match": value or '"x"'})


def two_tabs(server, checks):
    checks.section = "hostile two tabs"
    tag = server.get("/api/rounds/1").etag
    history = history_count(server.folder)
    one = server.put(BOARD_PUT % 6, {"result": "1-0"}, auth="cookie",
                     headers={"If-Match": tag or '"x"', "Origin": server.origin})
    checks.status("the first tab enters board 6 -> 200", one, 200)
    checks.check("the replaced results file is kept in history/",
                 history_count(server.folder) > history)
    refused(server, checks, "the second tab enters board 6 with the ETag it read", 409, "PUT",
            BOARD_PUT % 6, {"result": "0-1"}, auth="cookie",
            headers={"If-Match": tag or '"x"', "Origin": server.origin})
    refused(server, checks, "board 6 again without If-Match and without replace", 409, "PUT",
            BOARD_PUT % 6, {"result": "0-1"})
    checks.equal("results.csv keeps the first tab's result",
                 [r["result"] for r in results_rows(server.folder) if r["round"] == "1"][5], "1-0")
    fixed = server.put(BOARD_PUT % 6, {"result": "0-1", "replace": True},
                       headers={"If-Match": one.etag or '"x"'})
    checks.status("a correction with replace and the current ETag -> 200", fixed, 200)
    checks.equal("results.csv holds the correction",
                 [r["result"] for r in results_rows(server.folder) if r["round"] == "1"][5], "0-1")


def takeback_refusals(server, checks):
    checks.section = "hostile take-back"
    refused(server, checks, "DELETE round 1 with results entered", 409, "DELETE",
            "/api/rounds/1")
    refused(server, checks, "POST rounds while results are missing", 409, "POST",
            "/api/rounds", {})


def settings_after_round_one(server, checks):
    checks.section = "hostile settings"
    for key, value in (("system", "qiu"), ("rounds", "5"), ("points", "2,1,0"),
                       ("tiebreaks", "buchholz,wins"), ("bye-points", "0.5")):
        refused(server, checks, "PUT %s after round 1 is paired" % key, 409, "PUT", "/api/event",
                {"event": {}, "settings": {key: value}})
    # The same value again is no change (SPEC §8), and the particulars decide
    # nothing: both are accepted after round 1.
    answer = server.put("/api/event", {"event": {"arbiter": "李四"},
                                       "settings": {"system": "swiss", "rounds": 3}})
    checks.status("PUT the arbiter and the same settings after round 1 -> 200", answer, 200)
    event = server.get("/api/event").json() or {}
    checks.equal("GET /api/event shows the new arbiter and keeps the name",
                 [(event.get("event") or {}).get(k) for k in ("name", "arbiter")], [NAME, "李四"])
    checks.equal("the settings are unchanged", [event.get("system"), event.get("rounds")],
                 ["swiss", 3])


def publish_outside(server, work, checks):
    checks.section = "hostile publish"
    outside = os.path.join(work, "published-outside")
    for site in ("../published-outside", outside, "site/../../published-outside"):
        before = snapshot(server.folder)
        answer = server.post("/api/publish", {"site": site})
        checks.check("publish to %r is refused" % site, 400 <= answer.status < 500,
                     "got %d" % answer.status)
        checks.check("publish to %r wrote nothing outside the folder" % site,
                     not os.path.exists(outside))
        checks.check("publish to %r: folder unchanged" % site, snapshot(server.folder) == before)


def error_documents(server, checks):
    checks.section = "hostile error documents"
    for method, path, body in (("GET", "/api/rounds/99", None),
                               ("PUT", BOARD_PUT % 7, "{"),
                               ("PUT", BOARD_PUT % 7, {"result": "2-0"}),
                               ("PUT", BOARD_PUT % 1, {"result": "0-1"}),
                               ("GET", "/api/event", None)):
        answer = server.request(method, path, body=body,
                                content_type="application/json" if body else None,
                                auth=None if path == "/api/event" else "bearer")
        doc = answer.json()
        checks.check("%s %s (%d): the error is a JSON document with \"error\""
                     % (method, path, answer.status),
                     isinstance(doc, dict) and isinstance(doc.get("error"), str)
                     and doc["error"] != "", short_body(answer))
        checks.check("%s %s: Content-Type application/json" % (method, path),
                     answer.headers.get("content-type", "").startswith("application/json"),
                     answer.headers.get("content-type", ""))
        if path != "/api/event":
            checks.check("%s %s: the error answer carries the ETag" % (method, path),
                         bool(answer.etag))


def short_body(answer):
    return answer.body[:120].decode("utf-8", errors="replace")


def loopback_only(server, checks):
    """Without --lan nothing but 127.0.0.1 answers."""
    checks.section = "hostile loopback"
    address = outward_address()
    if address is None:
        checks.check("an outward address to try (none: the check is moot)", True)
        return
    try:
        with socket.create_connection((address, server.port), timeout=2):
            connected = True
    except OSError:
        connected = False
    checks.check("not listening on %s without --lan" % address, not connected)


def outward_address():
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))  # no packet is sent for a UDP connect
            address = s.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") else address


def import_refusals(tool, work, checks):
    """The import: spreadsheet types only, bytes stored as sent, refused once
    round 1 is paired."""
    checks.section = "hostile import"
    cli = Cli(tool)
    folder = os.path.join(work, "hostile-import")
    init_event(cli, folder, players_csv(6, 3), {"system": "swiss", "rounds": "2"})
    server = Server(tool, folder, checks)
    try:
        sheet = players_csv(10, 11)
        for ctype in ("application/x-www-form-urlencoded", "multipart/form-data; boundary=b",
                      "text/plain", "application/json", None):
            refused(server, checks, "import as %s" % ctype, 415, "POST", "/api/players/import",
                    sheet, content_type=ctype)
        tsv = "编号\t姓名\t等级分\r\n" + "".join("z%d\t选手%d\t%d\r\n" % (i, i, 1500 + i)
                                               for i in range(1, 7))
        utf16 = b"\xff\xfe" + tsv.encode("utf-16-le")
        gb = "编号,姓名,单位\r\ng1,张三,北京\r\ng2,李四,上海\r\n".encode("gb18030")
        for ctype, data in (("text/csv", sheet), ("text/tab-separated-values", utf16),
                            ("application/vnd.ms-excel", gb),
                            ("application/octet-stream", sheet),
                            ("text/csv; charset=utf-8", sheet)):
            answer = server.post("/api/players/import", data, content_type=ctype)
            checks.status("import as %s -> 200" % ctype, answer, 200)
            checks.equal("import as %s stores the bytes as sent" % ctype,
                         read_bytes(os.path.join(folder, "entrants.csv")), data)
        for name, data, line in (("a duplicate id", b"id,name\nq1,a\nq1,b\n", 3),
                                 ("bytes that decode as nothing",
                                  b"id,name\nq1,a\nq2,\xff\xfe\x80\x80\xff\n", 3)):
            before = snapshot(folder)
            answer = server.post("/api/players/import", data, content_type="text/csv")
            checks.status("import of %s -> 400 or 422" % name, answer, 400, 422)
            checks.check("import of %s: nothing written" % name, snapshot(folder) == before)
            doc = answer.json() or {}
            checks.equal("import of %s: the error names the file's line" % name,
                         (doc.get("line"), isinstance(doc.get("file"), str)), (line, True))
        server.post("/api/players/import", sheet, content_type="text/csv")
        bad_settings(server, checks)
        paired = server.post("/api/rounds", {})
        checks.status("round 1 paired through the API", paired, 200, 201)
        refused(server, checks, "import after round 1 is paired", 409, "POST",
                "/api/players/import", players_csv(12, 5), content_type="text/csv")
    finally:
        checks.equal("SIGTERM: exit 0", server.stop(), 0)


def bad_settings(server, checks):
    """Settings the CLI could not read are never written into event.ini: the
    desk's file must stay one every command reads."""
    for name, settings in (("an unknown system", {"system": "chess"}),
                           ("negative rounds", {"rounds": -3}),
                           ("rounds as a word", {"rounds": "seven"}),
                           ("points that do not parse", {"points": "2;1;0"}),
                           ("an unknown tiebreak", {"tiebreaks": "buchholz,luck"}),
                           ("an unknown key", {"colour-of-the-tables": "green"}),
                           ("a newline in a value", {"draw-lots": "1\nsystem = qiu"})):
        before = snapshot(server.folder)
        answer = server.put("/api/event", {"event": {}, "settings": settings})
        checks.check("PUT the event with %s is refused" % name, answer.status in (400, 409, 422),
                     "got %d" % answer.status)
        if not checks.check("PUT the event with %s: nothing written" % name,
                            snapshot(server.folder) == before):
            restore(server.folder, before, "event.ini")
    before = snapshot(server.folder)
    answer = server.put("/api/event", {"event": {"name": "A\nsystem = qiu"}, "settings": {}})
    event = server.get("/api/event").json() or {}
    checks.check("a newline in the name never becomes a setting",
                 event.get("system") == "swiss" and (answer.status in (400, 422) or
                                                    (event.get("event") or {}).get("name")
                                                    == "A\nsystem = qiu"),
                 "answered %d, the event now %r" % (answer.status, event.get("event")))
    restore(server.folder, before, "event.ini")


def restore(folder, before, name):
    """The file as it was, so that one refusal missed does not fail the
    checks after it."""
    with open(os.path.join(folder, name), "wb") as f:
        f.write(before[name])


def sigint_and_port(tool, folder, checks):
    checks.section = "hostile start and stop"
    port = free_port()
    server = Server(tool, folder, checks, ["--port", str(port)])
    checks.equal("--port N serves on N", server.port, port)
    checks.status("GET on --port N", server.get("/api/event"), 200)
    checks.equal("SIGINT: exit 0", server.stop(signal.SIGINT), 0)


def empty_folder(tool, work, checks):
    """A folder with no event file: the desk starts and shows its page."""
    checks.section = "hostile empty folder"
    folder = os.path.join(work, "empty")
    os.makedirs(folder)
    server = Server(tool, folder, checks)
    try:
        first = server.get("/?token=" + server.token, auth=None)
        checks.status("an empty folder: the first visit -> 200 or a redirect", first,
                      200, 302, 303, 307)
        checks.status("an empty folder: the page -> 200", server.get("/", auth="cookie"), 200)
        # SPEC §14: it gets what pairing init would write.
        made = os.path.join(work, "empty-by-init")
        Cli(tool).run("init", made, check=checks)
        for name in ("event.ini", "entrants.csv", "results.csv"):
            checks.check("an empty folder gets pairing init's %s" % name,
                         read_bytes(os.path.join(folder, name)) ==
                         read_bytes(os.path.join(made, name)),
                         "missing" if read_bytes(os.path.join(folder, name)) is None
                         else "other bytes")
    finally:
        checks.equal("SIGTERM: exit 0", server.stop(), 0)


def broken_file(tool, work, checks):
    """A file broken outside (Excel): the error names its file and line."""
    checks.section = "hostile broken file"
    cli = Cli(tool)
    folder = os.path.join(work, "broken")
    init_event(cli, folder, players_csv(6, 2), {"system": "swiss", "rounds": "2"})
    cli.run("swiss", "--event", os.path.join(folder, "event.ini"), "--record", check=checks)
    server = Server(tool, folder, checks)
    try:
        with open(os.path.join(folder, "entrants.csv"), "ab") as f:
            f.write(b"p1,twice,1500,club1\n")
        line = read_bytes(os.path.join(folder, "entrants.csv")).count(b"\n")
        for method, path, body in (("GET", "/api/players", None), ("GET", "/api/standings", None),
                                   ("PUT", BOARD_PUT % 1, {"result": "1-0"})):
            before = snapshot(folder)
            answer = server.request(method, path, body=body)
            checks.check("%s %s with a duplicate id in entrants.csv is refused" % (method, path),
                         400 <= answer.status < 500, "got %d" % answer.status)
            doc = answer.json() or {}
            checks.check("%s %s: the error names entrants.csv" % (method, path),
                         str(doc.get("file", "")).endswith("entrants.csv"), short_body(answer))
            checks.equal("%s %s: the error names the line" % (method, path), doc.get("line"), line)
            checks.check("%s %s: nothing written" % (method, path), snapshot(folder) == before)
    finally:
        checks.equal("SIGTERM: exit 0", server.stop(), 0)


def keep_alive(server, checks):
    """Several requests on one connection, as a browser sends them."""
    checks.section = "hostile keep-alive"
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=20)
    auth = {"Authorization": "Bearer " + server.token}
    try:
        for method, path in (("GET", "/api/event"), ("GET", "/api/rounds/1"),
                             ("GET", "/api/nothing"), ("GET", "/api/standings")):
            checks.requests += 1
            conn.request(method, path, headers=auth)
            reply = conn.getresponse()
            reply.read()
            checks.check("%s %s on a kept-alive connection is answered" % (method, path),
                         reply.status in (200, 404), "got %d" % reply.status)
    finally:
        conn.close()


def usage(tool, folder, checks):
    """pairing serve's usage errors: exit 64 at once, no address printed."""
    checks.section = "hostile usage"
    import subprocess
    for name, args in (("no folder", []), ("a port that is no number", [folder, "--port", "x"]),
                       ("a port over 65535", [folder, "--port", "99999"]),
                       ("an unknown option", [folder, "--bogus"]),
                       ("an unknown language", [folder, "--language", "fr"]),
                       ("--password without --lan", [folder, "--password", "desk-pass-2026"]),
                       ("a password of 7 characters", [folder, "--lan", "--password", "seven77"])):
        try:
            done = subprocess.run([tool, "serve"] + args + ["--no-open"], timeout=10,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  stdin=subprocess.DEVNULL)
        except subprocess.TimeoutExpired:
            checks.check("serve with %s exits" % name, False, "still running after 10 s")
            continue
        checks.equal("serve with %s: exit 64" % name, done.returncode, 64)
        checks.equal("serve with %s: no address printed" % name, done.stdout, b"")
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen(1)
    try:
        done = subprocess.run([tool, "serve", folder, "--no-open", "--port",
                               str(busy.getsockname()[1])], timeout=10, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        checks.check("serve on a port in use: exit 73, no address",
                     done.returncode == 73 and not done.stdout,
                     "exit %d, printed %r" % (done.returncode, done.stdout[:80]))
        checks.check("serve on a port in use says why", bool(done.stderr.strip()))
    except subprocess.TimeoutExpired:
        checks.check("serve on a port in use exits", False, "still running after 10 s")
    finally:
        busy.close()


def event_option(tool, folder, checks):
    """pairing serve --event FILE serves the folder of that event file."""
    checks.section = "hostile --event"
    server = Server(tool, None, checks, ["--event", os.path.join(folder, "event.ini")])
    try:
        event = server.get("/api/event").json() or {}
        checks.equal("serve --event FILE serves that event",
                     (event.get("event") or {}).get("name"), NAME)
    finally:
        checks.equal("SIGTERM: exit 0", server.stop(), 0)
