// The class board on a pupil's device (issue 37): the board the teacher put up, polled every
// two seconds; the pupil's play goes to the server, which answers with the engine's verdict;
// once the teacher reveals it, the best play shows here. The device's secret comes from the
// join page (localStorage "nardi-class").
(() => {
  "use strict";
  const $ = (id) => document.getElementById(id);
  let me = null;
  try { me = JSON.parse(localStorage.getItem("nardi-class") || "null"); } catch { me = null; }
  if (!me || !me.token) { location.replace("/join"); return; }
  let round = 0;
  async function post(path, body) {
    const response = await fetch(path, { method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "X-Nardi-Token": me.token },
      body: JSON.stringify(body) });
    if (response.status === 401) location.replace("/join");
    return { ok: response.ok, data: await response.json() };
  }
  async function refresh() {
    try {
      const { ok, data } = await post("/api/board", {});
      if (!ok) return;
      $("b-wait").hidden = Boolean(data.round);
      $("b-round").hidden = !data.round;
      if (data.round && data.round !== round) {
        round = data.round;
        $("b-svg").innerHTML = data.svg; // the server's own drawing of the position
        $("b-question").textContent = data.question;
        $("b-verdict").textContent = data.mine ? data.mine.verdict : "";
        $("b-play").value = data.mine ? data.mine.typed : "";
      }
      $("b-best").textContent = data.revealed ? data.best : "";
      document.body.dataset.round = String(data.round || 0);
      document.body.dataset.revealed = data.revealed ? "1" : "";
    } catch { /* offline: the next poll tries again */ }
  }
  $("b-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const { data } = await post("/api/board/play", { round, play: $("b-play").value });
      $("b-verdict").textContent = data.verdict || data.message || "";
      $("b-verdict").dataset.legal = data.legal ? "1" : "0";
    } catch (err) {
      $("b-verdict").textContent = String(err && err.message || err);
    }
  });
  refresh();
  setInterval(refresh, 2000);
})();
