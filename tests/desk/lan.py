"""--lan (SPEC §14, "Nobody else in"): a password given or one generated and
printed as "password: ..."; the token address keeps working on the machine;
over the network nothing is served without logging in."""

import os
import socket

from harness import Cli, Server, init_event, players_csv
from hostile import outward_address


def run(tool, work, checks):
    checks.section = "lan"
    cli = Cli(tool)
    folder = os.path.join(work, "lan")
    init_event(cli, folder, players_csv(6, 5), {"system": "swiss", "rounds": "2"})
    given = Server(tool, folder, checks, ["--lan", "--password", "象棋不是五子棋"])
    try:
        checks.status("--lan --password: the token address works on the machine",
                      given.get("/api/event"), 200)
        checks.status("--lan: no token on the machine -> 401",
                      given.get("/api/event", auth=None), 401)
        outward(given, checks)
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
