// An assignment link (issue 25): book/assignment.html#set=id,id,…&title=…&line=… opens exactly
// that set of exercises as one page, under the teacher's title and line (class, date). Python
// in the page (nardi_teach.web.assignment) gives each exercise as the chapters show it;
// nardi_live.js makes it live, and the answers go to the pupil's progress as on any page. The
// fragment never leaves the browser.
(() => {
  "use strict";

  async function liveAssignment(el, api) {
    const params = new URLSearchParams(location.hash.replace(/^#/, ""));
    const title = (params.get("title") || "").slice(0, 120);
    if (title) {
      for (const h1 of document.querySelectorAll("article h1, .onlyprint > h1")) {
        h1.textContent = title;  // the page's heading, and its printed one
      }
      document.title = title;
    }
    const line = (params.get("line") || "").slice(0, 120);  // the teacher's class and date
    if (line) {
      for (const h1 of document.querySelectorAll("article h1, .onlyprint > h1")) {
        const p = document.createElement("p");
        p.className = "nardi-assignment-line";
        p.textContent = line;
        h1.after(p);
      }
    }
    const out = JSON.parse(await api.call("assignment_set", params.get("set") || "", api.lang));
    if (!out.ok) throw new Error(out.message || "");
    for (const old of el.querySelectorAll(".nardi-review-static")) old.remove();
    const list = el.querySelector(".nardi-assignment-list");
    if (out.note) {
      const p = document.createElement("p");
      p.className = "nardi-review-note";
      p.setAttribute("role", "alert");
      p.textContent = out.note;
      el.prepend(p);
    }
    for (const item of out.items) {
      const box = document.createElement("div");
      box.innerHTML = item.html;
      list.append(box);
      const ex = box.querySelector(".nardi-ex[data-exercise]");
      try {
        await api.liveExercise(ex);
      } catch (err) {
        api.showError(box, err && err.message);
      }
    }
    el.dataset.items = String(out.items.length);
  }

  (window.nardiLivePlugins ||= []).push({ selector: '[data-nardi-live-part="assignment"]', live: liveAssignment });
})();
