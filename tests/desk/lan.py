"""--lan (SPEC §14, "Nobody else in"): a password given or one generated and
printed as "password: ..."; the token address keeps working on the machine;
over the network nothing is served without logging in."""

import os
import socket

from harness import Cli, Server, init_event, players_csv
from hostile import outward_address

PASSWORD = "desk-pass-2026"


def run(tool, work, checks):
    checks.section = "lan"
    cli = Cli(tool)
    folder = os.path.join(work, "lan")
    init_event(cli, folder, players_csv(6, 5), {"system": "swiss", "rounds": "2"})
    given = Server(tool, folder, checks, ["--lan", "--password", PASSWORD])
    try:
        checks.status("--lan --password: the token address works on the machine",
                      given.get("/api/event"), 200)
        checks.status("--lan: no token on the machine -> 401",
                      given.get("/api/event", auth=None), 401)
        outward(given, checks)
        login(given, checks)
    finally:
        checks.equal("--lan --password: SIGTERM exit 0", given.stop(), 0)
    generated = Server(tool, folder, checks, ["--lan"])
    try:
        passwords = []
        for _ in range(3):
            passwords = [l[len("password: "):] for l in generated.lines
                         if l.startswith("password: ")]
            if passwords or generated.read_line(3.0) is None:
                break
        checks.check("--lan without --password prints a generated \"password: ...\"",
                     len(passwords) == 1 and len(passwords[0].strip()) >= 8,
                     "printed %r" % generated.lines)
        checks.status("--lan (generated): the token address works on the machine",
                      generated.get("/api/event"), 200)
    finally:
        checks.equal("--lan: SIGTERM exit 0", generated.stop(), 0)


def outward(server, checks):
    """Over the machine's outward address (where there is one) the server
    answers, and without the token or a login gives nothing."""
    address = outward_address()
    if address is None:
        checks.check("an outward address to try --lan on (none: moot)", True)
        return
    try:
        with socket.create_connection((address, server.port), timeout=2) as s:
            s.sendall(("GET /api/event HTTP/1.1\r\nHost: %s:%d\r\nConnection: close\r\n\r\n"
                       % (address, server.port)).encode())
            reply = b""
            while True:
                chunk = s.recv(65536)
                if not chunk:
                    break
                reply += chunk
    except OSError as e:
        checks.check("--lan listens on %s" % address, False, repr(e))
        return
    status = reply.split(b" ", 2)[1] if reply.startswith(b"HTTP/1.") else b"?"
    checks.check("--lan over the network without a token -> 401 or 403",
                 status in (b"401", b"403"), "got %r" % status)


def login(server, checks):
    """POST /api/login (pairing-serve(1)): the password sets the session's
    cookie; a wrong one sets none.  Over the outward address when there is
    one, as a helper's laptop would."""
    address = outward_address() or "127.0.0.1"
    host = "%s:%d" % (address, server.port)
    headers = {"Host": host} if address != "127.0.0.1" else {}
    for wrong in ("", "desk-pass-2025", PASSWORD + " ", PASSWORD.upper()):
        answer = via(server, address, "POST", "/api/login", {"password": wrong}, headers)
        allowed = (400, 401, 403) if wrong == "" else (401, 403)  # "" may be malformed
        checks.status("login with a wrong password %r" % wrong, answer, *allowed)
        checks.equal("a wrong password sets no cookie", answer.cookies, [])
    answer = via(server, address, "POST", "/api/login", {"password": PASSWORD}, headers)
    checks.status("login with the password over %s -> 200 or 204" % address, answer, 200, 204)
    ours = [c for c in answer.cookies if c.startswith("pairing_token=")]
    checks.equal("the login sets one pairing_token cookie", len(ours), 1)
    if not ours:
        return
    attrs = [p.strip().lower() for p in ours[0].split(";")[1:]]
    checks.check("the login's cookie is HttpOnly and SameSite=Strict",
                 "httponly" in attrs and "samesite=strict" in attrs, ours[0])
    cookie = ours[0].split(";")[0]
    seen = via(server, address, "GET", "/api/event", None, dict(headers, Cookie=cookie))
    checks.status("with the login's cookie over %s, GET /api/event -> 200" % address, seen, 200)


def via(server, address, method, path, body, headers):
    """A request to address (the outward one, or 127.0.0.1) on the server's
    port, without the session token."""
    import http.client
    import json
    from harness import Answer
    server.checks.requests += 1
    conn = http.client.HTTPConnection(address, server.port, timeout=20)
    try:
        data = json.dumps(body).encode() if body is not None else None
        all_headers = dict(headers)
        if data is not None:
            all_headers["Content-Type"] = "application/json"
        conn.request(method, path, body=data, headers=all_headers)
        reply = conn.getresponse()
        return Answer(reply.status, reply.getheaders(), reply.read())
    finally:
        conn.close()
