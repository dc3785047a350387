// The review and progress pages (issue 15) in the live book: a plugin of nardi_live.js.
// Python (nardi_teach/web/review.py, review_state) reads this browser's stored
// answers (localStorage "nardi-progress", written by nardi_live.js) and lesson stars
// ("nardi-lessons") and says what is due, what comes back when, and the table per chapter;
// this file only puts Python's HTML in place, makes the due exercises live with
// nardi_live.js's own exercise logic and asks again after every answer. Storage is only read
// here: answers are kept by nardi_live.js as on any chapter page.
(() => {
  "use strict";
  const PROGRESS = "nardi-progress";
  const LESSONS = "nardi-lessons";

  function read(key) {  // merged by nardi_store.js; storage off: an empty queue
    return window.nardiStore.text(key) || "";
  }

  // The book's chapters, from the links the build put in the page (titles, addresses), and a
  // teacher's own sets by their titles (every page's meta "nardi-own-sets", book/_ext/nardi_sets.py).
  function chapters() {
    const out = ownSets();
    // A chapter may have several links (the list, the table's rows): each adds what it says.
    for (const a of document.querySelectorAll("a[data-chapter]")) {
      out[a.dataset.chapter] = { ...(out[a.dataset.chapter] || {}), title: a.textContent.trim(),
                                 href: a.getAttribute("href") || "" };
      // the chapter's lesson section ("" when it has none yet)
      if (a.dataset.lesson !== undefined) out[a.dataset.chapter].lesson = a.dataset.lesson;
      if (a.dataset.number) out[a.dataset.chapter].number = a.dataset.number;
      if (a.dataset.own) out[a.dataset.chapter].own = a.dataset.own;
    }
    return out;
  }

  function ownSets() {
    try {
      const meta = document.querySelector('meta[name="nardi-own-sets"]');
      const sets = JSON.parse(meta ? meta.content : "{}");
      return sets && typeof sets === "object" && !Array.isArray(sets) ? sets : {};
    } catch { return {}; }
  }

  async function stateOf(api, book) {
    const text = await api.call("review_state", read(PROGRESS), read(LESSONS),
                                new Date().toISOString(), api.lang, JSON.stringify(book));
    const state = JSON.parse(text);
    if (!state || state.ok === false) throw new Error((state && state.message) || "");
    return state;
  }

  function part(el, cls) {
    let box = el.querySelector(`:scope > .${cls}`);
    if (!box) {
      box = document.createElement("div");
      box.className = cls;
      el.append(box);
    }
    return box;
  }

  async function liveReview(el, api) {
    const book = chapters();
    let state = await stateOf(api, book);
    for (const old of el.querySelectorAll(".nardi-review-static")) old.remove();
    const head = part(el, "nardi-review-head");
    const list = part(el, "nardi-review-due");
    const later = part(el, "nardi-review-later");
    const show = () => {
      head.innerHTML = state.head_html;
      later.innerHTML = state.upcoming_html;
      el.dataset.due = String(state.due.length);
    };
    show();
    for (const item of state.due) {
      const box = document.createElement("div");
      box.className = "nardi-review-item";
      box.dataset.reviewItem = item.id;
      box.innerHTML = item.html;
      list.append(box);
      const ex = box.querySelector(".nardi-ex[data-exercise]");
      try {
        await api.liveExercise(ex, { restore: false });  // asked afresh, not last time's answer
      } catch (err) {
        const note = document.createElement("div");
        note.className = "nardi-check-result";
        api.showError(note, err && err.message);
        box.append(note);
      }
    }
    // After an answer (or an opened solution) the queue moves on: ask Python again.
    const again = async (box) => {
      try {
        state = await stateOf(api, book);
      } catch (err) {
        api.showError(part(el, "nardi-review-head"), err && err.message);
        return;
      }
      show();
      const id = box.dataset.reviewItem;
      if (state.due.some((d) => d.id === id)) return;
      let note = box.querySelector(".nardi-review-next");
      if (!note) {
        note = document.createElement("p");
        note.className = "nardi-review-next";
        note.setAttribute("role", "status");
        box.append(note);
      }
      note.textContent = state.after[id] || state.learned;
      box.classList.add("is-done");
    };
    list.addEventListener("nardi:update", (event) => {
      const box = event.target.closest(".nardi-review-item");
      if (box) again(box);
    });
    // "toggle" does not bubble: caught on the way down, after nardi_live.js has kept the miss
    list.addEventListener("toggle", (event) => {
      const box = event.target.closest && event.target.closest(".nardi-review-item");
      if (box && event.target.open && event.target.matches("details.nardi-ex-solution")) {
        setTimeout(() => again(box), 0);
      }
    }, true);
  }

  async function liveProgress(el, api) {
    const state = await stateOf(api, chapters());
    for (const old of el.querySelectorAll(".nardi-review-static")) old.remove();
    const notes = state.notes.map((n) => {
      const p = document.createElement("p");
      p.className = "nardi-review-note";
      p.setAttribute("role", "alert");
      p.textContent = "⚠ " + n;
      return p;
    });
    const body = part(el, "nardi-progress-body");
    body.innerHTML = state.progress_html;
    body.prepend(...notes);
    el.dataset.filled = "1";
  }

  (window.nardiLivePlugins ||= []).push(
    { selector: '[data-nardi-live-part="review"]', live: liveReview },
    { selector: '[data-nardi-live-part="progress"]', live: liveProgress },
  );
})();
