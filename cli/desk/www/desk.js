/* The director's desk (pairing serve): every change goes to the API with the
 * version of the event it was made from (If-Match), so a change made from a
 * stale page is refused rather than overwriting another. */
"use strict";

const zh = {
  "Event": "赛事", "Players": "选手", "Rounds": "轮次", "Standings": "名次", "Print": "打印",
  "Players' site": "选手网站", "中文": "English", "The event": "赛事", "Particulars": "基本信息",
  "Name": "姓名", "Event name": "赛事名称", "Date": "日期", "Venue": "地点", "Arbiter": "裁判长", "Settings": "设置",
  "System": "赛制", "(choose)": "（请选择）", "Qiu system (仇式)": "仇式积分编排制", "Swiss": "瑞士制",
  "Round robin": "循环赛", "Knockout": "淘汰赛", "Relay": "擂台赛", "Scheveningen match": "全队轮赛制", "Points (win,draw,loss)": "积分（胜,和,负）",
  "Tiebreaks": "小分", "(the locale's)": "（按系统）", "Every setting of the event file": "赛事文件的全部设置", "Language": "语言", "Save": "保存",
  "Settings that decide pairings cannot change once round 1 is paired.": "第一轮编排后，决定编排的设置不能再改。",
  "Import a spreadsheet (CSV)": "导入报名表（CSV）", "Add": "添加", "No.": "序号", "Rating": "等级分",
  "Club": "单位", "Withdrawn": "退赛", "Round": "第", "round-after": "轮", "Pair the next round": "编排下一轮",
  "Take this round back": "撤回本轮", "Check this round": "检查本轮",
  "Type 1, 0, =, + or - (from the first player's side); Enter goes to the next board.":
    "输入 1、0、=、+ 或 -（以先手方计）；回车到下一台。",
  "Board": "台次", "First": "先手", "Second": "后手", "Result": "成绩", "Why this pairing": "编排理由",
  "Place": "名次", "Score": "积分", "Stage": "阶段", "Wins": "胜局", "The games": "对局", "Game": "局次", "Folder": "文件夹", "Publish": "发布",
  "results still to come": "个成绩待填", "every result is in": "成绩已全部录入",
  "not paired yet": "尚未编排", "round": "轮", "in progress": "进行中", "paired": "已编排",
  "Withdraw": "退赛", "after round": "轮后退赛（轮次）", "Saved.": "已保存。",
  "Published:": "已发布：", "Byes:": "轮空：", "The pairing of round": "第几轮编排表",
  "Pairing sheet, round": "编排表，第", "The standings and crosstable": "名次表与交叉表",
  "The players": "选手名单", "The schedule or bracket": "赛程 / 对阵图",
  "The event changed elsewhere; it is read again.": "赛事已在别处修改，已重新读取。",
  "Take back round": "撤回第", "The whole event": "整个赛事", "Next game": "下一盘", "bye": "轮空", "half-bye": "请假，得半分", "zero-bye": "请假，不得分", "who moves first?": "谁执先？", "Choose a stage above.": "请在上方选择一个阶段。", "Ties at the cut, as settled (ids, best first)": "晋级线上的并列，裁定顺序（编号，优者在前）", "Who went through? 1:": "谁晋级？1：", "?": "轮？", "The check found nothing wrong.": "检查未发现问题。"
};
let language = localStorage.getItem("desk-language") ||
  ((navigator.language || "").toLowerCase().startsWith("zh") ? "zh" : "en");
let version = null;           /* the ETag of the event as last read */
let event = null;
let shownRound = 0;
let wholeEvent = null; /* the event file's event; event is the stage shown */
let base = "";                /* /api/stages/NAME[/groups/X] when a stage is shown */

/* A path of the API about the stage shown (an event in stages). */
function at(path) {
  if (!base || path === "/api/publish") return path;
  /* a stage's entrants are the whole stage's, whichever group is shown */
  if (path === "/api/players/import") return base.replace(/\/groups\/.*$/, "") + "/players/import";
  return path.startsWith("/api/") ? base + path.slice(4) : base + path;
}

/* Words whose English is not their key: what Chinese puts after a number. */
const english = { "round-after": "" };

function t(text) {
  if (language === "zh" && zh[text]) return zh[text];
  return text in english ? english[text] : text;
}

function translatePage() {
  document.documentElement.lang = language === "zh" ? "zh-CN" : "en";
  for (const e of document.querySelectorAll("[data-t]")) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll("[data-ph]")) e.placeholder = t(e.dataset.ph);
}

function say(text, ok) {
  const m = document.getElementById("message");
  m.textContent = text;
  m.className = ok ? "ok" : "";
  m.hidden = !text;
}

function problem(doc) {
  if (!doc || !doc.error) return "";
  return (doc.file ? doc.file + (doc.line ? ":" + doc.line : "") + ": " : "") + doc.error;
}

/* One request to the API; a change carries the version it was made from. */
async function api(method, path, body, type) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = type || "application/json";
  if (method !== "GET" && version) headers["If-Match"] = version;
  const response = await fetch(at(path), {
    method, headers, credentials: "same-origin",
    body: body === undefined ? undefined : type ? body : JSON.stringify(body)
  });
  if (response.headers.get("ETag")) version = response.headers.get("ETag");
  let doc = null;
  try { doc = await response.json(); } catch (e) { doc = null; }
  if (response.status === 409 && doc && /changed since/.test(doc.error || "")) {
    say(t("The event changed elsewhere; it is read again."));
    await refresh();
  } else if (!response.ok) say(problem(doc) || response.status + " " + response.statusText);
  return { ok: response.ok, status: response.status, doc };
}

function cell(row, text) {
  const td = document.createElement("td");
  td.textContent = text === null || text === undefined ? "" : String(text);
  row.appendChild(td);
  return td;
}

/* ---- the event ---- */

function stateLine() {
  if (!event) return "";
  const parts = [event.system ? t({qiu: "Qiu system (仇式)", swiss: "Swiss", roundrobin: "Round robin",
                                   knockout: "Knockout", relay: "Relay",
                                   scheveningen: "Scheveningen match"}[event.system] || event.system)
                              : t("(choose)")];
  if (event.kind === "relay") return parts[0]; /* its games are no rounds */
  if (!event.paired) parts.push(t("not paired yet"));
  else parts.push((language === "zh" ? "第" + event.paired + "轮" : "round " + event.paired) + " " + t("paired"));
  if (event.in_progress) parts.push(event.missing + " " + t("results still to come"));
  return parts.join(" · ");
}

/* The stages of an event in stages, each group of one a choice of its own. */
function stageChoice() {
  const select = document.getElementById("stage-choice");
  select.hidden = !wholeEvent || wholeEvent.kind !== "stages";
  if (select.hidden || select.options.length) return;
  const whole = document.createElement("option");
  whole.value = "";
  whole.textContent = t("The whole event");
  select.appendChild(whole);
  for (const stage of wholeEvent.stages || []) {
    const groups = stage.groups || 0;
    for (let g = 0; g < Math.max(groups, 1); g++) {
      const o = document.createElement("option");
      const letter = String.fromCharCode(65 + g);
      o.value = encodeURIComponent(stage.name) + (groups ? "/groups/" + letter : "");
      o.textContent = stage.name + (groups ? " " + letter : "");
      select.appendChild(o);
    }
  }
}

async function loadEvent() {
  const saved = base;
  base = "";
  const whole = await api("GET", "/api/event");
  base = saved;
  if (!whole.ok) return;
  wholeEvent = whole.doc;
  stageChoice();
  const r = base ? await api("GET", "/api/event") : whole;
  if (!r.ok) return;
  event = r.doc;
  document.getElementById("event-name").textContent = event.event.name || "pairing";
  document.getElementById("event-state").textContent = stateLine();
  const all = document.querySelector("#all-settings tbody");
  all.textContent = "";
  for (const [key, value] of Object.entries(event.settings)) {
    const row = document.createElement("tr");
    cell(row, key);
    cell(row, value);
    all.appendChild(row);
  }
  /* a stage drawn from another: the order a play-off or a lot gave players
   * every tiebreak left equal at the cut (SPEC §11, settled =) */
  document.getElementById("settled-field").hidden = !(base && event.settings.from);
  const form = document.getElementById("event-form");
  for (const input of form.querySelectorAll("[name]")) {
    const value = input.dataset.part === "event" ? event.event[input.name] : event.settings[input.name];
    input.value = value === null || value === undefined ? "" : value;
    input.dataset.was = input.value;
  }
}

async function saveEvent(e) {
  e.preventDefault();
  const body = { event: {}, settings: {} };
  for (const input of e.target.querySelectorAll("[name]"))
    if (input.value !== input.dataset.was) body[input.dataset.part][input.name] = input.value || null;
  const r = await api("PUT", "/api/event", body);
  if (r.ok) { say(t("Saved."), true); await refresh(); }
}

/* ---- the players ---- */

async function loadPlayers() {
  const r = await api("GET", "/api/players");
  const body = document.querySelector("#players tbody");
  body.textContent = "";
  if (!r.ok) return;
  const team = !r.doc.players;
  document.getElementById("player-form").hidden = team;
  /* the import replaces the entrants: only while no round is paired */
  document.getElementById("import").closest("p").hidden = team || (event && event.paired > 0);
  if (team) {
    /* a team event: its members, by team (edited in its files) */
    const teams = {};
    for (const t of r.doc.teams || []) teams[t.id] = t.name;
    for (const m of r.doc.members || []) {
      const row = document.createElement("tr");
      for (const v of [m.order, m.id, m.name, m.rating, teams[m.team] || m.team, m.withdrawn]) cell(row, v);
      cell(row, "");
      body.appendChild(row);
    }
    return;
  }
  for (const p of r.doc.players) {
    const row = document.createElement("tr");
    for (const v of [p.number, p.id, p.name, p.rating, p.club, p.withdrawn]) cell(row, v);
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = t("Withdraw");
    b.onclick = () => withdraw(p);
    b.hidden = p.withdrawn !== null && p.withdrawn !== undefined && p.withdrawn !== "";
    cell(row, "").appendChild(b);
    body.appendChild(row);
  }
}

async function withdraw(p) {
  const after = prompt(p.name + ": " + t("after round"), event ? String(event.paired) : "0");
  if (after === null) return;
  const r = await api("PUT", "/api/players/" + encodeURIComponent(p.id), { withdrawn: Number(after) });
  if (r.ok) await loadPlayers();
}

async function addPlayer(e) {
  e.preventDefault();
  const body = {};
  for (const input of e.target.querySelectorAll("input"))
    if (input.value) body[input.name] = input.name === "rating" ? Number(input.value) : input.value;
  if (event && event.paired) body.joined = event.paired + 1;
  const r = await api("POST", "/api/players", body);
  if (r.ok) { e.target.reset(); await loadPlayers(); }
}

async function importPlayers(e) {
  const file = e.target.files[0];
  if (!file) return;
  const bytes = await file.arrayBuffer();
  const r = await api("POST", "/api/players/import", bytes, "text/csv");
  e.target.value = "";
  if (r.ok) { say(file.name + " ✓", true); await loadPlayers(); }
}

/* ---- the rounds ---- */

const keys = { "1": "1-0", "0": "0-1", "=": "=", "+": "+-", "-": "-+" };

function roundChoice() {
  const select = document.getElementById("round-choice");
  select.textContent = "";
  for (let n = 1; n <= (event ? event.paired : 0); n++) {
    const o = document.createElement("option");
    o.value = n;
    o.textContent = n;
    select.appendChild(o);
  }
  select.value = shownRound;
}

/* The relay (擂台赛): its games in turn, each result typed as a board's; the
 * next game written down once the lot at the table says who moves first. */
function roundButtons(shown) {
  for (const id of ["pair", "take-back", "check", "round-heading", "explanation-box"])
    document.getElementById(id).hidden = !shown;
  document.getElementById("games-heading").hidden = shown;
  /* a relay's games are numbered game by game, a round's by board */
  document.querySelector("#boards thead th").textContent = t(shown ? "Board" : "Game");
}

async function showRelay() {
  roundButtons(false);
  const r = await api("GET", "/api/relay");
  const body = document.querySelector("#boards tbody");
  body.textContent = "";
  if (!r.ok) return;
  for (const g of r.doc.games || []) {
    const p = { board: g.game, first: g.first, second: g.second, result: g.result || null };
    body.appendChild(boardRow(0, p));
  }
  const next = r.doc.next;
  const panel = document.getElementById("byes");
  panel.textContent = "";
  document.getElementById("missing").textContent = next ? "" : t("every result is in");
  if (next && next.first) {
    /* the next game written down, who moves first known: its result to type */
    const second = next.first === next.holder.player ? next.challenger.player : next.holder.player;
    body.appendChild(boardRow(0, { board: next.game, first: next.first, second, result: null }));
  } else if (next && next.holder && next.challenger) {
    panel.append(t("Next game") + " " + next.game + ": " + t("who moves first?") + " ");
    for (const side of [next.holder, next.challenger]) {
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = names[side.player] || side.player;
      b.onclick = async () => {
        const w = await api("POST", "/api/relay/games", { first: side.player });
        if (w.ok) showRelay();
      };
      panel.appendChild(b);
    }
  }
  const open = body.querySelector("tr:not(.done) input");
  if (open) open.focus();
}

async function showRound(n) {
  if (event && event.kind === "relay") return showRelay();
  roundButtons(true);
  /* a Scheveningen match's rounds are its table's: no pairing to explain or check */
  const table = event && event.system === "scheveningen";
  document.getElementById("check").hidden = document.getElementById("explanation-box").hidden = table;
  shownRound = n;
  roundChoice();
  const body = document.querySelector("#boards tbody");
  body.textContent = "";
  document.getElementById("byes").textContent = "";
  document.getElementById("check-report").hidden = true;
  if (!n) { document.getElementById("missing").textContent = t("not paired yet"); return; }
  const r = await api("GET", "/api/rounds/" + n);
  if (!r.ok) return;
  const missing = r.doc.pairings.filter(p => p.result === null).length;
  document.getElementById("missing").textContent =
    missing ? missing + " " + t("results still to come") : t("every result is in");
  for (const p of r.doc.pairings) body.appendChild(boardRow(n, p));
  if (r.doc.byes.length)
    document.getElementById("byes").textContent = t("Byes:") + " " +
      r.doc.byes.map(b => (names[b.player] || b.player) + " (" + t(b.result) + ")").join(", ");
  const first = body.querySelector("tr:not(.done) input") || body.querySelector("input");
  if (first) first.focus();
}

function boardRow(n, p) {
  const row = document.createElement("tr");
  row.className = p.result === null ? "" : "done";
  cell(row, p.first_team ? p.board + " · " + (teamNames[p.first_team] || p.first_team) + "–" +
                           (teamNames[p.second_team] || p.second_team) + " " + p.match_board : p.board);
  cell(row, names[p.first] || p.first);
  cell(row, names[p.second] || p.second);
  const input = document.createElement("input");
  input.value = p.result || "";
  input.setAttribute("aria-label", t("Result") + " " + p.board);
  input.dataset.board = p.board;
  input.addEventListener("keydown", e => resultKey(e, n, p, input));
  const td = cell(row, "");
  td.className = "result";
  td.appendChild(input);
  return row;
}

function nextInput(input) {
  const inputs = [...document.querySelectorAll("#boards input")];
  const next = inputs[inputs.indexOf(input) + 1];
  if (next) next.focus();
}

async function resultKey(e, n, p, input) {
  if (e.key === "Enter") { e.preventDefault(); nextInput(input); return; }
  const result = keys[e.key];
  if (!result) {
    if (e.key.length === 1) e.preventDefault();
    return;
  }
  e.preventDefault();
  const body = { result };
  if (p.result !== null && p.result !== result) body.replace = true;
  if (result === "=" && event && (event.system === "knockout" || event.kind === "relay")) {
    /* a drawn knockout game: who went through, by play-off or lot; a drawn
     * game of the relay: who stays on (its winner column) */
    const first = names[p.first] || p.first, second = names[p.second] || p.second;
    const which = prompt(t("Who went through? 1:") + " " + first + ", 2: " + second, "1");
    if (which === null) return;
    body.winner = which.trim() === "2" ? p.second : p.first;
  }
  const r = await api("PUT", n ? "/api/rounds/" + n + "/boards/" + p.board
                                : "/api/relay/games/" + p.board, body);
  if (!r.ok) return;
  p.result = result;
  input.value = result;
  input.closest("tr").className = "done";
  if (!n) return showRelay(); /* the relay's next game follows from this one */
  const missing = r.doc.missing;
  document.getElementById("missing").textContent =
    missing ? missing + " " + t("results still to come") : t("every result is in");
  say("");
  nextInput(input);
  loadEvent();
}

async function pairRound() {
  const r = await api("POST", "/api/rounds", {});
  if (!r.ok) return;
  const list = document.getElementById("explanation");
  list.textContent = "";
  for (const line of r.doc.explain || []) {
    const li = document.createElement("li");
    li.textContent = line;
    list.appendChild(li);
  }
  await loadEvent();
  await showRound(event.paired);
}

async function takeBack() {
  if (!shownRound || !confirm(t("Take back round") + " " + shownRound + " " + t("?"))) return;
  const r = await api("DELETE", "/api/rounds/" + shownRound);
  if (r.ok) { await loadEvent(); await showRound(event.paired); }
}

async function checkRound() {
  const r = await api("GET", "/api/check/" + shownRound);
  if (!r.ok) return;
  const pre = document.getElementById("check-report");
  const problems = r.doc.problems || [];
  pre.textContent = problems.length ? problems.map(p => typeof p === "string" ? p : JSON.stringify(p)).join("\n")
                                    : t("The check found nothing wrong.");
  pre.hidden = false;
}

/* ---- standings, printouts, the site ---- */

/* A tiebreak's name as the event file writes it, in the page's language:
 * Chinese for the rules' terms, a cut or a median after it. */
const tiebreakWords = {
  "board-points": "场分", "game-points": "局分", "team-sb-rate": "小分（003）",
  "team-sb": "小分（000）", "board-by-board": "台次积分", "team-violations": "违例",
  "buchholz": "对手分", "sonneborn-berger": "索伯分", "progressive": "累进分",
  "wins": "胜局数", "wins-played": "实赛胜局数", "aro": "对手平均等级分",
  "direct-encounter": "直接对局", "qiu-opponent-score": "对手分（仇式）", "violations": "违例"
};

function tiebreakLabel(name) {
  if (language !== "zh") return name;
  const m = name.match(/^(.*?)(?:-(cut|median)(\d+))?(?:-(\d+))?$/);
  let label = tiebreakWords[m[1]] || name;
  if (m[2] === "cut") label += "（去掉最低" + m[3] + "）";
  if (m[2] === "median") label += "（去掉最高最低各" + m[3] + "）";
  if (m[4]) label += "第" + m[4] + "台";
  return label;
}

/* After which round the standings are, and whether that round is still
 * being played (its own games without a result, not a later round's of a
 * schedule written whole): those count as not played yet. */
async function standingsNote(after) {
  if (!after) return "";
  const zhText = language === "zh";
  let text = zhText ? "第" + after + "轮后" : "After round " + after;
  if (!event || event.in_progress !== after) return text;
  const r = await api("GET", "/api/rounds/" + after);
  const missing = r.ok ? (r.doc.pairings || []).filter(p => p.result === null).length : 0;
  if (missing)
    text += zhText
      ? "：本轮正在进行，" + missing + "个成绩待填，这些对局按未赛计"
      : ": the round is still being played; " + missing +
        " results still to come, and those games count as not played yet";
  return text;
}

async function loadStandings() {
  const r = await api("GET", "/api/standings");
  const body = document.querySelector("#standings tbody");
  body.textContent = "";
  document.getElementById("standings-note").textContent = "";
  if (!r.ok) return;
  /* a column for each tiebreak, in the event's order, headed by its name */
  const head = document.querySelector("#standings thead tr");
  while (head.children.length > 3) head.lastChild.remove();
  for (const name of r.doc.tiebreaks || []) {
    const th = document.createElement("th");
    th.textContent = tiebreakLabel(name);
    th.title = name;
    head.appendChild(th);
  }
  /* the overall ranking of an event in stages: each place with the stage
   * that gave it; the relay: each player's wins, the teams' places once it is
   * over; a Scheveningen match: the teams by game points (局分) */
  const overall = r.doc.overall && r.doc.overall.map(o => ({ rank: o.place, name: o.name, score: o.stage }));
  const relay = !overall && !r.doc.standings && (r.doc.players || []).map(p => ({
    rank: ((r.doc.places || []).find(x => x.team === p.team) || {}).place || "",
    name: p.name, score: p.wins, tiebreaks: {}
  }));
  /* the relay's players by their team's place (none yet: last), then wins */
  if (relay) relay.sort((a, b) => (a.rank || 1e9) - (b.rank || 1e9) || b.score - a.score);
  head.children[2].textContent = t(overall ? "Stage" : relay ? "Wins" : "Score");
  const rows = overall || r.doc.standings || relay;
  for (const s of rows) {
    const row = document.createElement("tr");
    cell(row, s.rank);
    cell(row, s.name);
    cell(row, s.score !== undefined ? s.score : s.game_points);
    for (const name of r.doc.tiebreaks || []) cell(row, (s.tiebreaks || {})[name]);
    body.appendChild(row);
  }
  document.getElementById("standings-note").textContent = await standingsNote(r.doc.after_round);
}

function printouts() {
  const list = document.getElementById("printouts");
  list.textContent = "";
  /* the printouts this kind of event has: a team event lists no players on
   * their own; a schedule, a bracket, a relay or a match is one page */
  const links = [["/print/standings", t("The standings and crosstable")]];
  if (event && event.kind !== "team" && event.kind !== "relay")
    links.unshift(["/print/players", t("The players")]);
  const whole = ["roundrobin", "knockout", "relay", "scheveningen"];
  if (event && whole.includes(event.system))
    links.push(["/print/schedule", t("The schedule or bracket")]);
  else for (let n = 1; event && n <= event.paired; n++)
    links.push(["/print/round/" + n, language === "zh" ? "编排表，第" + n + "轮" : "Pairing sheet, round " + n]);
  for (const [href, text] of links) {
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = base ? base + href : href;
    a.target = "_blank";
    a.textContent = text;
    li.appendChild(a);
    list.appendChild(li);
  }
}

async function publish(e) {
  e.preventDefault();
  const site = e.target.site.value;
  const r = await api("POST", "/api/publish", { site });
  if (r.ok) document.getElementById("site-result").textContent = t("Published:") + " " + r.doc.index;
}

/* ---- the page ---- */

let names = {};
let teamNames = {};
async function loadNames() {
  names = {};
  teamNames = {};
  if (needsStage()) return;
  /* every group's players: a stage in groups numbers its tables across them */
  const saved = base;
  const stage = base.match(/^\/api\/stages\/([^/]+)\/groups\//);
  const info = stage && (wholeEvent.stages || []).find(x => encodeURIComponent(x.name) === stage[1]);
  const bases = info ? [...Array(info.groups).keys()].map(g =>
    "/api/stages/" + stage[1] + "/groups/" + String.fromCharCode(65 + g)) : [base];
  for (const b of bases) {
    base = b;
    const r = await api("GET", "/api/players");
    if (!r.ok) continue;
    for (const p of r.doc.players || r.doc.members || []) names[p.id] = p.name;
    for (const t of r.doc.teams || []) teamNames[t.id] = t.name;
  }
  base = saved;
}

/* An event in stages is paired and its players listed a stage at a time. */
function needsStage() {
  return wholeEvent && wholeEvent.kind === "stages" && !base;
}

function showTab(name) {
  for (const b of document.querySelectorAll("nav [data-tab]"))
    b.setAttribute("aria-selected", b.dataset.tab === name);
  for (const s of document.querySelectorAll("main > section")) s.hidden = s.id !== "tab-" + name;
  localStorage.setItem("desk-tab", name);
  say(needsStage() && (name === "players" || name === "round") ? t("Choose a stage above.") : "", true);
  if (needsStage() && (name === "players" || name === "round")) return;
  if (name === "players") loadPlayers();
  if (name === "round") showRound(shownRound || (event ? event.paired : 0));
  if (name === "standings") loadStandings();
  if (name === "print") printouts();
}

async function refresh() {
  await loadEvent();
  await loadNames();
  shownRound = event ? event.in_progress || event.paired : 0;
  showTab(localStorage.getItem("desk-tab") || (event && event.system ? "round" : "event"));
}

async function login(e) {
  e.preventDefault();
  const r = await fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/json" },
                                         body: JSON.stringify({ password: e.target.password.value }) });
  if (r.ok) location.href = "/";
  else document.getElementById("message").textContent = "密码不对 Wrong password";
}

function start() {
  const loginForm = document.getElementById("login");
  if (loginForm) { loginForm.addEventListener("submit", login); return; }
  translatePage();
  for (const b of document.querySelectorAll("nav [data-tab]")) b.onclick = () => showTab(b.dataset.tab);
  document.getElementById("language").onclick = () => {
    language = language === "zh" ? "en" : "zh";
    localStorage.setItem("desk-language", language);
    translatePage();
    refresh();
  };
  document.getElementById("event-form").addEventListener("submit", saveEvent);
  document.getElementById("player-form").addEventListener("submit", addPlayer);
  document.getElementById("import").addEventListener("change", importPlayers);
  document.getElementById("pair").onclick = pairRound;
  document.getElementById("take-back").onclick = takeBack;
  document.getElementById("check").onclick = checkRound;
  document.getElementById("round-choice").onchange = e => showRound(Number(e.target.value));
  document.getElementById("site-form").addEventListener("submit", publish);
  document.getElementById("stage-choice").onchange = e => {
    base = e.target.value ? "/api/stages/" + e.target.value : "";
    refresh();
  };
  refresh();
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
