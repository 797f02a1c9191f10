#!/usr/bin/env python3
"""drive.py - one pass over the desk's HTTP API, as its page makes it: the
event's settings, the entrants imported from a spreadsheet, round 1 paired,
every result entered board by board (one corrected), the standings.

  drive.py ADDRESS ENTRANTS.csv      (ADDRESS as pairing serve printed it)
"""
import json
import sys
import urllib.error
import urllib.request

address, entrants = sys.argv[1], sys.argv[2]
base, token = address.split("/?token=")
version = None


def call(method, path, body=None, content_type="application/json"):
    """A request with the session's token and the version last read."""
    global version
    data = None
    headers = {"Authorization": "Bearer " + token}
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        headers["Content-Type"] = content_type
    if version and method != "GET":
        headers["If-Match"] = version
    request = urllib.request.Request(base + path, data, headers, method=method)
    try:
        with urllib.request.urlopen(request) as answer:
            version = answer.headers["ETag"]
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


status, _ = call("PUT", "/api/event", {"event": {"name": "2026年五子棋工作台演示赛",
                                                 "arbiter": "张三"},
                                       "settings": {"system": "qiu"}})
print(f"PUT  /api/event            {status}  system = qiu")
with open(entrants, "rb") as f:
    status, doc = call("POST", "/api/players/import", f.read(), "text/csv")
print(f"POST /api/players/import   {status}  {doc['count']} players")
status, doc = call("POST", "/api/rounds", {})
print(f"POST /api/rounds           {status}  round {doc['round']} of {doc['rounds']}, "
      f"{len(doc['pairings'])} boards")
results = ["1-0", "0-1", "="]
for game in doc["pairings"]:
    result = results[game["board"] % 3]
    status, now = call("PUT", f"/api/rounds/1/boards/{game['board']}", {"result": result})
print(f"PUT  /api/rounds/1/boards/B {status}  {len(doc['pairings'])} results, "
      f"{now['missing']} still to come")
status, refused = call("PUT", "/api/rounds/1/boards/1", {"result": "1-0"})
print(f"PUT  /api/rounds/1/boards/1 {status}  {refused['error']}")
status, _ = call("PUT", "/api/rounds/1/boards/1", {"result": "1-0", "replace": True})
print(f"PUT  ... \"replace\": true   {status}  board 1 corrected to 1-0")
status, doc = call("GET", "/api/standings")
top = ", ".join(f"{s['rank']}. {s['name']} {s['score']}" for s in doc["standings"][:3])
print(f"GET  /api/standings        {status}  {top}")
