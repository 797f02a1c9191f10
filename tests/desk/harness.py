"""What every test of the director's desk (pairing serve, SPEC §14) shares: the
server started on an event folder, requests that count themselves, named
checks, event folders made by the CLI, and snapshots of a folder's bytes.

Only the standard library: http.client for requests, raw sockets where a
request must be malformed on purpose (chunked or oversized bodies)."""

import http.client
import json
import os
import random
import select
import shutil
import signal
import socket
import subprocess
import time

START_TIMEOUT = 10.0  # seconds for the server to print its address
REQUEST_TIMEOUT = 20.0
MIB = 1024 * 1024


class Checks:
    """Named checks and the problems among them; each test adds to one."""

    def __init__(self):
        self.checks = 0
        self.requests = 0
        self.problems = []
        self.section = ""
        self.untagged = []  # API answers without an ETag
        self.untyped = []  # API answers whose body is not application/json

    def check(self, name, ok, detail=""):
        self.checks += 1
        if not ok:
            where = self.section + ": " if self.section else ""
            line = where + name + (" (" + detail + ")" if detail else "")
            self.problems.append(line)
            print("desk: PROBLEM " + line, flush=True)
        return ok

    def equal(self, name, got, want):
        return self.check(name, got == want, difference(got, want))

    def status(self, name, answer, *wanted):
        return self.check(name, answer.status in wanted,
                          "got %s %s, want %s" % (answer.status, short(answer.body),
                                                  " or ".join(map(str, wanted))))


def difference(got, want):
    """What differs, at the first place it does, with types shown."""
    if isinstance(got, dict) and isinstance(want, dict):
        for key in sorted(set(got) | set(want), key=str):
            if got.get(key, "(none)") != want.get(key, "(none)"):
                return "at %r: %s" % (key, difference(got.get(key, "(none)"),
                                                     want.get(key, "(none)")))
    if isinstance(got, list) and isinstance(want, list) and len(got) == len(want):
        for i, (g, w) in enumerate(zip(got, want)):
            if g != w:
                return "at [%d]: %s" % (i, difference(g, w))
    return "got %s, want %s" % (short(repr(got)), short(repr(want)))


def short(value, limit=160):
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[:limit] + "...(%d)" % len(text)


class Answer:
    """One HTTP answer: status, headers (lower-case names, every Set-Cookie
    kept), body bytes."""

    def __init__(self, status, headers, body):
        self.status = status
        self.headers = {}
        self.cookies = []
        for name, value in headers:
            name = name.lower()
            if name == "set-cookie":
                self.cookies.append(value)
            self.headers[name] = value
        self.body = body

    def json(self):
        try:
            return json.loads(self.body.decode("utf-8"))
        except (ValueError, UnicodeDecodeError):
            return None

    @property
    def etag(self):
        return self.headers.get("etag")


class Server:
    """pairing serve DIR --no-open on a free port, its address read from the
    first line of its standard output."""

    def __init__(self, tool, folder, checks, extra=()):
        self.tool = tool
        self.folder = folder
        self.checks = checks
        self.args = [tool, "serve"] + ([folder] if folder else []) + list(extra) + ["--no-open"]
        if "--port" not in extra:
            self.args += ["--port", "0"]
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        self.lines = []
        self.first = self.read_line(START_TIMEOUT)
        self.port = None
        self.token = None
        prefix = "http://127.0.0.1:"
        if self.first and self.first.startswith(prefix) and "/?token=" in self.first:
            port, token = self.first[len(prefix):].split("/?token=", 1)
            if port.isdigit():
                self.port = int(port)
                self.token = token
        if self.port is None:
            err = b""
            if self.proc.poll() is not None:
                err = self.proc.stderr.read()
            self.kill()
            raise RuntimeError("pairing serve %s printed %r, not its address (%s)"
                               % (" ".join(extra), self.first, err.decode(errors="replace")))
        self.host = "127.0.0.1:%d" % self.port
        self.origin = "http://127.0.0.1:%d" % self.port

    def read_line(self, timeout):
        """A line of standard output, without waiting past timeout."""
        deadline = time.monotonic() + timeout
        data = b""
        fd = self.proc.stdout.fileno()
        while not data.endswith(b"\n"):
            left = deadline - time.monotonic()
            if left <= 0:
                break
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                break
            byte = os.read(fd, 1)
            if not byte:
                break
            data += byte
        line = data.decode("utf-8", errors="replace").rstrip("\r\n")
        if data:
            self.lines.append(line)
        return line if data else None

    def request(self, method, path, body=None, headers=None, auth="bearer",
                content_type=None):
        """One request on a new connection.  auth: "bearer", "cookie" or None;
        a dict body is sent as JSON with Content-Type application/json unless
        content_type says otherwise."""
        self.checks.requests += 1
        all_headers = {}
        if auth == "bearer":
            all_headers["Authorization"] = "Bearer " + self.token
        elif auth == "cookie":
            all_headers["Cookie"] = "pairing_token=" + self.token
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode("utf-8")
            if content_type is None:
                content_type = "application/json"
        elif isinstance(body, str):
            body = body.encode("utf-8")
        if content_type is not None:
            all_headers["Content-Type"] = content_type
        all_headers.update(headers or {})
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=REQUEST_TIMEOUT)
        try:
            conn.putrequest(method, path, skip_host="Host" in all_headers,
                            skip_accept_encoding=True)
            for name, value in all_headers.items():
                conn.putheader(name, value)
            if body is not None and "Content-Length" not in all_headers:
                conn.putheader("Content-Length", str(len(body)))
            conn.endheaders(body)
            reply = conn.getresponse()
            answer = Answer(reply.status, reply.getheaders(), reply.read())
        finally:
            conn.close()
        self.note(method, path, auth, answer)
        return answer

    def note(self, method, path, auth, answer):
        """SPEC §14: every answer carries the ETag, every API answer is JSON
        (errors too).  Refusals before the event is read (401, 403, 413) need
        no ETag."""
        if not path.startswith("/api/") or method == "OPTIONS":
            return
        what = "%s %s -> %d" % (method, path, answer.status)
        if auth and answer.status not in (401, 403, 413) and not answer.etag:
            self.checks.untagged.append(what)
        if answer.status != 204 and not answer.headers.get(
                "content-type", "").startswith("application/json"):
            self.checks.untyped.append(what)

    def get(self, path, **kw):
        return self.request("GET", path, **kw)

    def put(self, path, body, **kw):
        return self.request("PUT", path, body=body, **kw)

    def post(self, path, body, **kw):
        return self.request("POST", path, body=body, **kw)

    def delete(self, path, **kw):
        return self.request("DELETE", path, **kw)

    def raw(self, head, body_parts=(), read_early=True):
        """Head bytes then body pieces on a raw socket; stops sending when the
        server has answered (a refusal before the whole body is read) and
        returns that answer's status and bytes."""
        self.checks.requests += 1
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=REQUEST_TIMEOUT)
        reply = b""
        try:
            sock.sendall(head)
            for part in body_parts:
                if read_early:
                    ready, _, _ = select.select([sock], [], [], 0)
                    if ready:
                        break
                try:
                    sock.sendall(part)
                except (BrokenPipeError, ConnectionResetError):
                    break
            try:
                sock.shutdown(socket.SHUT_WR)
            except OSError:
                pass
            while True:
                try:
                    chunk = sock.recv(65536)
                except (ConnectionResetError, socket.timeout):
                    break
                if not chunk:
                    break
                reply += chunk
        finally:
            sock.close()
        status = None
        if reply.startswith(b"HTTP/1."):
            try:
                status = int(reply.split(b" ", 2)[1])
            except (IndexError, ValueError):
                pass
        return status, reply

    def stop(self, sig=signal.SIGTERM):
        """Interrupt it as a director would; its exit status."""
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                return "still running 10 s after the signal"
        self.close_pipes()
        return self.proc.returncode

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self.close_pipes()

    def close_pipes(self):
        for pipe in (self.proc.stdout, self.proc.stderr):
            if pipe:
                pipe.close()


class Cli:
    """The pairing tool run as a director runs it."""

    def __init__(self, tool):
        self.tool = tool

    def run(self, *args, check=None, name=""):
        done = subprocess.run([self.tool] + list(args), stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
        if check is not None:
            check.check(name or "pairing " + " ".join(args) + " exits 0",
                        done.returncode == 0,
                        "exit %d: %s" % (done.returncode,
                                         done.stderr.decode(errors="replace").strip()))
        return done

    def json(self, *args, check=None):
        done = self.run(*args, check=check)
        if done.returncode != 0:
            return None
        try:
            return json.loads(done.stdout.decode("utf-8"))
        except ValueError:
            if check is not None:
                check.check("pairing " + " ".join(args) + " prints JSON", False)
            return None


def players_csv(count, seed, clubs=4):
    """An entrants file as a director's spreadsheet holds it: ids, Chinese and
    Latin names, ratings with ties, clubs."""
    rng = random.Random(seed)
    surnames = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗"
    lines = ["id,name,rating,club"]
    for i in range(1, count + 1):
        name = surnames[rng.randrange(len(surnames))] + "选手" + str(i)
        if i % 5 == 0:
            name = "\"Player, %d\"" % i
        rating = 1400 + 10 * rng.randrange(60)
        lines.append("p%d,%s,%d,club%d" % (i, name, rating, rng.randrange(clubs)))
    return ("\n".join(lines) + "\n").encode("utf-8")


def init_event(cli, folder, entrants, settings, particulars=None):
    """A folder as pairing init makes it, with the entrants and the settings
    typed into event.ini as a director would type them."""
    if os.path.exists(folder):
        shutil.rmtree(folder)
    os.makedirs(os.path.dirname(folder), exist_ok=True)
    done = cli.run("init", folder)
    if done.returncode != 0:
        raise RuntimeError("pairing init %s: %s" % (folder, done.stderr.decode()))
    with open(os.path.join(folder, "entrants.csv"), "wb") as out:
        out.write(entrants)
    set_ini(os.path.join(folder, "event.ini"), dict(particulars or {}, **settings))


def set_ini(path, values):
    """key = value in event.ini: the line of the key (or its commented-out
    example) replaced, else a line added to [event]."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for key, value in values.items():
        done = False
        for i, line in enumerate(lines):
            bare = line.lstrip("; ").split("=", 1)[0].strip()
            if "=" in line and bare == key and (not line.startswith(";") or
                                                 line.startswith("; " + key + " ")):
                lines[i] = "%s = %s" % (key, value)
                done = True
                break
        if not done:
            at = lines.index("[event]") + 1
            lines.insert(at, "%s = %s" % (key, value))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def read_bytes(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        return None


def snapshot(folder):
    """Every file under folder, by relative path, with its bytes."""
    files = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            files[os.path.relpath(path, folder)] = read_bytes(path)
    return files


def history_count(folder):
    path = os.path.join(folder, "history")
    return len(os.listdir(path)) if os.path.isdir(path) else 0


def results_rows(folder):
    """The rows of results.csv as dicts (the files pairing init writes are
    plain: no quoting in ids or tokens)."""
    data = read_bytes(os.path.join(folder, "results.csv")).decode("utf-8")
    lines = [l for l in data.split("\n") if l]
    head = lines[0].split(",")
    return [dict(zip(head, l.split(","))) for l in lines[1:]]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
