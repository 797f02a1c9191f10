#!/usr/bin/env python3
"""desk.py - make bench's figures for the director's desk (pairing serve,
SPEC §14) on a 1,000-player plain Swiss: the time the desk takes to answer
each request of its API (its Server-Timing header, measured at the server),
pairing a round through the API, and a bounded load test - 20 clients
entering results at once for 10 seconds on 127.0.0.1 - with every update
checked to be in the results file afterwards.

  desk.py PAIRING WORK_DIR [quick]
"""
import http.client
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import threading
import time

PAIRING, WORK = sys.argv[1], sys.argv[2]
QUICK = len(sys.argv) > 3
PLAYERS, ROUNDS = 1000, 9


def make_event(folder):
    """A Swiss of 1,000 with ratings drawn from a fixed seed."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    rng = random.Random(1000)
    with open(os.path.join(folder, "entrants.csv"), "w") as f:
        f.write("id,name,rating\n")
        for i in range(PLAYERS):
            f.write(f"p{i + 1:04d},选手{i + 1},{rng.randint(1200, 2400)}\n")
    with open(os.path.join(folder, "results.csv"), "w") as f:
        f.write("round,board,first,second,result\n")
    with open(os.path.join(folder, "event.ini"), "w") as f:
        f.write(f"[event]\nname = 基准赛\nsystem = swiss\nrounds = {ROUNDS}\n"
                "entrants = entrants.csv\nresults = results.csv\n")


class Desk:
    def __init__(self, folder):
        self.process = subprocess.Popen([PAIRING, "serve", folder, "--no-open"],
                                        stdout=subprocess.PIPE, text=True)
        address = self.process.stdout.readline().strip()
        self.token = address.split("?token=")[1]
        self.port = int(address.split(":")[2].split("/")[0])

    def connection(self):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)

    def call(self, connection, method, path, body=None):
        """(status, document, the desk's own time in ms, the round trip in ms)"""
        headers = {"Authorization": "Bearer " + self.token}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        start = time.perf_counter()
        connection.request(method, path, data, headers)
        answer = connection.getresponse()
        text = answer.read()
        trip = (time.perf_counter() - start) * 1e3
        desk = float(answer.headers["Server-Timing"].split("dur=")[1])
        return answer.status, json.loads(text) if text.startswith(b"{") else None, desk, trip

    def stop(self):
        self.process.terminate()
        self.process.wait()


def fill_results(folder, seed):
    """Every game still open given a result, as a scorekeeper's spreadsheet
    would (a change made outside the desk)."""
    path = os.path.join(folder, "results.csv")
    rng = random.Random(seed)
    lines = open(path).read().splitlines()
    out = []
    for line in lines:
        fields = line.split(",")
        if len(fields) == 5 and fields[3] and fields[4] == "":
            fields[4] = rng.choice(["1-0", "0-1", "1-0", "0-1", "="])
        out.append(",".join(fields))
    open(path, "w").write("\n".join(out) + "\n")


def figure(name, values, unit="ms"):
    values = sorted(values)
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    print(f"desk: {name:<48} median {statistics.median(values):7.1f} {unit}"
          f"   max {values[-1]:7.1f} {unit}   p99 {p99:7.1f} {unit}   n={len(values)}")


def load_test(desk, folder, round_number, boards, seconds, pause):
    """20 clients entering the round's results at once, each its own boards,
    each waiting `pause` seconds between its entries (0: as fast as it can).
    Clients at a steady pace start each at a moment of their own within the
    first pause (drawn from a fixed seed), as people at 20 tables never press
    Enter in step; clients flat out all start together."""
    done, times, failures = {}, [], []
    lock = threading.Lock()
    stop_at = time.perf_counter() + seconds
    phases = random.Random(20).sample(range(20), 20)

    def client(k):
        connection = desk.connection()
        mine = [b for b in boards if b % 20 == k]
        time.sleep(pause * phases[k] / 20)
        for b in mine:
            if time.perf_counter() > stop_at:
                break
            result = "1-0" if b % 2 else "0-1"
            status, _, _, trip = desk.call(connection, "PUT",
                                           f"/api/rounds/{round_number}/boards/{b}",
                                           {"result": result})
            with lock:
                times.append(trip)
                if status == 200:
                    done[b] = result
                else:
                    failures.append((b, status))
            time.sleep(pause)

    threads = [threading.Thread(target=client, args=(k,)) for k in range(20)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    return done, times, failures, elapsed


def publish_figures(desk, c, round_number):
    """The players' site written through the API (SPEC §13): into an empty
    folder, then again after each of a few results changed."""
    status, doc, first, _ = desk.call(c, "POST", "/api/publish", {"site": "site"})
    assert status == 200, (status, doc)
    figure("POST /api/publish (the whole site, first time)", [first])
    again = []
    for b in range(1, 6 if QUICK else 11):
        status, doc, _, _ = desk.call(c, "PUT", f"/api/rounds/{round_number}/boards/{b}",
                                      {"result": "1-0" if b % 2 else "0-1", "replace": True})
        assert status == 200, (status, doc)
        status, doc, took, _ = desk.call(c, "POST", "/api/publish", {"site": "site"})
        assert status == 200, (status, doc)
        again.append(took)
    figure("POST /api/publish (again, one result changed)", again)


def main():
    folder = os.path.join(WORK, "desk-1000")
    make_event(folder)
    desk = Desk(folder)
    c = desk.connection()
    pair_times = []
    for r in range(1, ROUNDS):
        status, doc, took, _ = desk.call(c, "POST", "/api/rounds", {})
        assert status == 201, (status, doc)
        pair_times.append(took)
        if r < ROUNDS - 1:
            fill_results(folder, r)
    figure("pair a round through the API (POST /api/rounds)", pair_times)
    round_number = ROUNDS - 1
    reads = {"GET /api/event": "/api/event", "GET /api/players": "/api/players",
             f"GET /api/rounds/{round_number}": f"/api/rounds/{round_number}",
             "GET /api/standings": "/api/standings",
             f"GET /api/check/{round_number}": f"/api/check/{round_number}"}
    for name, path in reads.items():
        figure(name, [desk.call(c, "GET", path)[2] for _ in range(5 if QUICK else 20)])
    puts = []
    for b in range(1, 41):
        status, _, took, _ = desk.call(c, "PUT", f"/api/rounds/{round_number}/boards/{b}",
                                       {"result": "="})
        assert status == 200
        puts.append(took)
    figure("PUT /api/rounds/N/boards/B (one result)", puts)
    publish_figures(desk, c, round_number)
    # the load SPEC §14 bounds: 20 scorekeepers, each entering a result every
    # half second (40 a second in all, faster than any room of them types),
    # then 20 programs entering results as fast as the desk answers
    boards = list(range(41, PLAYERS // 2 + 1))
    seconds = 5 if QUICK else 10
    # 20 boards a client at 2 a second: the 10 seconds the issue names
    done, times, failures, elapsed = load_test(desk, folder, round_number,
                                               boards[:40 * seconds], seconds, 0.5)
    figure(f"load: 20 clients x 2/s, {len(times)} results in {elapsed:.1f} s",
           times)
    more, fast, refused, elapsed = load_test(desk, folder, round_number,
                                             boards[40 * seconds:], seconds, 0)
    done.update(more)
    failures += refused
    figure(f"load: 20 clients flat out, {len(fast)} in {elapsed:.1f} s", fast)
    desk.stop()
    rows = [line.split(",") for line in open(os.path.join(folder, "results.csv"))]
    played = {}
    board = 0
    for fields in rows[1:]:
        if fields[0] == str(round_number) and fields[3]:
            board += 1
            played[board] = fields[4].strip()
    lost = [b for b, result in done.items() if played.get(b) != result]
    print(f"desk: load: {len(done)} updates acknowledged, {len(lost)} lost, "
          f"{len(failures)} refused")
    return 1 if lost or failures else 0


if __name__ == "__main__":
    sys.exit(main())
