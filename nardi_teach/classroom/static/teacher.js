// The teacher's class page (issue 37): the table of pupils × today's exercises, drawn from
// /teacher/data.json every few seconds (only when it changed), sortable by any column, a
// cell's answers and the engine's verdicts on click, the five most-missed exercises, and
// the forms that make an assignment and save the class list. Text only through textContent.
(() => {
  "use strict";
  const words = JSON.parse(document.getElementById("words").textContent);
  const fill = (template, values) => String(template).replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
  const $ = (id) => document.getElementById(id);
  const MARK = { right: "✔", wrong: "✘", shown: "?", none: "–" };
  let data = null;
  let last = "";
  let sortBy = { key: "name", dir: 1 };
  let picked = null;

  function el(tag, props = {}, ...children) {
    const node = document.createElement(tag);
    Object.assign(node, props);
    node.append(...children);
    return node;
  }

  function rank(pupil, key) {
    if (key === "name") return pupil.name.toLocaleLowerCase("ka");
    if (key === "right") return pupil.right;
    const cell = pupil.cells[key];
    const order = { right: 3, wrong: 1, shown: 0.5 };
    return cell ? (order[cell.s] || 0) + Math.min(cell.tries.length, 9) / 100 : -1;
  }

  function table() {
    const t = $("class-table");
    t.replaceChildren();
    const head = el("tr");
    const heading = (key, label, title) => {
      const th = el("th", { scope: "col", title: title || "", className: key === "name" ? "name" : "" }, label);
      if (sortBy.key === key) th.append(sortBy.dir > 0 ? " ▲" : " ▼");
      th.setAttribute("aria-sort", sortBy.key === key ? (sortBy.dir > 0 ? "ascending" : "descending") : "none");
      th.addEventListener("click", () => {
        sortBy = { key, dir: sortBy.key === key ? -sortBy.dir : key === "name" ? 1 : -1 };
        table();
      });
      return th;
    };
    head.append(heading("name", words.pupil), heading("right", words.right_count));
    for (const col of data.columns) head.append(heading(col.id, col.label, `${col.id}: ${col.question}`));
    t.append(el("thead", {}, head));
    const rows = [...data.pupils].sort((a, b) => {
      const x = rank(a, sortBy.key);
      const y = rank(b, sortBy.key);
      return (x < y ? -1 : x > y ? 1 : a.name.localeCompare(b.name, "ka")) * sortBy.dir;
    });
    const body = el("tbody");
    for (const pupil of rows) {
      const tr = el("tr", {}, el("th", { scope: "row", className: "name" }, pupil.name),
                    el("td", {}, `${pupil.right} / ${data.columns.length}`));
      for (const col of data.columns) {
        const cell = pupil.cells[col.id] || { s: "none", tries: [] };
        const word = { right: words.right, wrong: words.wrong, shown: words.shown, none: words.not_yet }[cell.s];
        const button = el("button", { type: "button", className: "cell", title: `${pupil.name} · ${col.label}: ${word}` },
                          MARK[cell.s] + (cell.tries.length > 1 ? ` ${cell.tries.length}` : ""));
        button.setAttribute("aria-label", `${pupil.name}, ${col.label}: ${word}`);
        button.addEventListener("click", () => { picked = { pupil: pupil.id, col: col.id }; detail(); });
        const td = el("td", { className: cell.s }, button);
        const wrong = cell.tries.filter((x) => !x.correct);
        if (cell.s === "wrong" && wrong.length) td.append(el("small", {}, wrong[wrong.length - 1].answer));
        tr.append(td);
      }
      body.append(tr);
    }
    t.append(body);
  }

  function detail() {
    const box = $("detail");
    if (!picked || !data) return;
    const pupil = data.pupils.find((p) => p.id === picked.pupil);
    const col = data.columns.find((c) => c.id === picked.col);
    if (!pupil || !col) return;
    const cell = pupil.cells[col.id] || { s: "none", tries: [] };
    const list = el("ol");
    for (const t of cell.tries) {
      list.append(el("li", { className: t.correct ? "ok" : "no" },
                     fill(words.try_row, { answer: t.answer, verdict: t.verdict })));
    }
    box.replaceChildren(el("h2", {}, fill(words.tries, { name: pupil.name, exercise: col.label })),
                        el("p", {}, col.question),
                        cell.tries.length ? list : el("p", {}, words.not_yet));
  }

  function missed() {
    const list = $("missed");
    list.replaceChildren(...(data.missed.length ? data.missed.map((m) => el("li", {}, m.text))
      : [el("li", {}, words.no_misses)]));
  }

  // Each pupil's finished games (game, result, points, where, date), in the table's order.
  const gameWords = JSON.parse(document.getElementById("game-words").textContent);
  function games() {
    const box = $("games");
    box.replaceChildren();
    if (!data.games.length) {
      box.append(el("tbody", {}, el("tr", {}, el("td", {}, gameWords.none))));
      return;
    }
    box.append(el("thead", {}, el("tr", {}, ...[words.pupil, gameWords.game, gameWords.result,
      gameWords.points, gameWords.date].map((w) => el("th", { scope: "col" }, w)))));
    const body = el("tbody");
    for (const g of data.games) {
      const result = el("td", { className: g.won === 1 ? "right" : g.won === 0 ? "wrong" : "" },
                        g.result);
      body.append(el("tr", { className: "game" }, el("th", { scope: "row", className: "name" }, g.name),
                     el("td", {}, `${g.game} · ${g.where}`), result, el("td", {}, String(g.points)),
                     el("td", {}, g.date)));
    }
    box.append(body);
  }

  function task() {
    $("task-text").textContent = data.task.text;
    $("joined").textContent = data.joined;
    const has = Boolean(data.task.link);
    $("task-link-box").hidden = !has;
    $("task-qr").hidden = !has;
    if (has) {
      $("task-link").textContent = data.task.link;
      $("task-qr").innerHTML = data.task.qr; // the server's own SVG (segno), no pupil text
    }
  }

  async function refresh() {
    try {
      const response = await fetch("/teacher/data.json", { cache: "no-store" });
      if (!response.ok) throw new Error(String(response.status));
      const text = await response.text();
      $("live-status").textContent = words.updated;
      if (text !== last) {
        last = text;
        data = JSON.parse(text);
        table();
        missed();
        games();
        task();
        detail();
      }
    } catch {
      $("live-status").textContent = words.offline;
    }
  }

  async function post(path, body, errorBox) {
    errorBox.textContent = "";
    try {
      const response = await fetch(path, { method: "POST", cache: "no-store",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      const out = await response.json();
      errorBox.textContent = out.message || "";
      errorBox.classList.toggle("error", !response.ok);
      if (response.ok) {
        last = "";
        refresh();
      }
    } catch {
      errorBox.textContent = words.offline;
    }
  }

  $("assign-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const v = (name) => event.target.elements.namedItem(name).value;
    post("/teacher/assign", { title: v("title"), chapter: v("chapter"), kind: v("kind"),
                              rule: v("rule"), ids: v("ids") }, $("assign-error"));
  });
  $("roster-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const names = $("roster").value.split("\n").map((n) => n.trim()).filter(Boolean);
    post("/teacher/roster", { names }, $("roster-error"));
  });
  refresh();
  setInterval(refresh, 3000);
})();

// — one board for the whole class —
(() => {
  "use strict";
  const $ = (id) => document.getElementById(id);
  if (!$("board-form")) return;
  const words = JSON.parse($("board-words").textContent);
  let last = "";
  let round = 0;
  async function send(path, body) {
    $("board-error").textContent = "";
    const response = await fetch(path, { method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const out = await response.json().catch(() => ({}));
    if (!response.ok) $("board-error").textContent = out.message || String(response.status);
    last = "";
    refresh();
  }
  function cell(tag, text) {
    const node = document.createElement(tag);
    node.textContent = text;
    return node;
  }
  async function refresh() {
    try {
      const response = await fetch("/teacher/board", { cache: "no-store" });
      const text = await response.text();
      if (text === last) return;
      last = text;
      const data = JSON.parse(text);
      if (!data.round) return;
      if (data.round !== round) {
        round = data.round;
        $("b-svg").innerHTML = data.svg; // the server's own drawing
      }
      $("b-question").textContent = [data.text, data.question].filter(Boolean).join(" · ");
      $("b-votes").textContent = data.votes_text || "";
      const table = $("b-tally");
      table.replaceChildren();
      const head = document.createElement("tr");
      head.append(cell("th", words.play_col), cell("th", words.count_col), cell("th", words.verdict_col));
      table.append(head);
      for (const row of data.rows) {
        const tr = document.createElement("tr");
        tr.className = row.legal ? (row.rank === 1 ? "right" : "") : "wrong";
        tr.append(cell("td", row.play), cell("td", String(row.count)), cell("td", row.verdict));
        table.append(tr);
      }
      if (!data.rows.length) table.append(cell("caption", words.none_yet));
      $("b-best").textContent = data.revealed ? data.best : "";
    } catch { /* the next poll tries again */ }
  }
  $("board-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const v = (name) => event.target.elements.namedItem(name).value;
    send("/teacher/board", v("exercise") ? { exercise: v("exercise") }
      : { id: v("id"), roll: v("roll"), game: v("game") });
  });
  $("b-reveal").addEventListener("click", () => send("/teacher/board/reveal", {}));
  refresh();
  setInterval(refresh, 2000);
})();
