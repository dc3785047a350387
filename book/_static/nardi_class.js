// The class page (issue 25): the teacher drops in (or chooses) the files the pupils exported
// from their progress page; the page reads them here, in this browser, and Python in the page
// (nardi_teach.web.classroom.class_view) makes the table. Nothing is sent anywhere.
(() => {
  "use strict";

  // The book's chapters from the page's links; a teacher's own sets by their titles (meta
  // "nardi-own-sets", book/_ext/nardi_sets.py).
  function chapters() {
    let out = {};
    try {
      const meta = document.querySelector('meta[name="nardi-own-sets"]');
      const sets = JSON.parse(meta ? meta.content : "{}");
      if (sets && typeof sets === "object" && !Array.isArray(sets)) out = sets;
    } catch { out = {}; }
    for (const a of document.querySelectorAll("a[data-chapter]")) {
      // several links to one chapter: each adds what it says
      const was = out[a.dataset.chapter] || {};
      out[a.dataset.chapter] = { ...was, title: a.textContent.trim(), href: a.getAttribute("href") || "",
                                 number: a.dataset.number || was.number || "",
                                 own: a.dataset.own || was.own || "" };
    }
    return out;
  }

  async function liveClass(el, api) {
    const input = el.querySelector("input[type=file]");
    const zone = el.querySelector(".nardi-class-drop");
    const body = el.querySelector(".nardi-class-body");
    // name, size and time → text: dropping the same file again replaces it, and two pupils'
    // files of one name (from two folders) are both kept (issue 40)
    const files = new Map();
    // A file Python could not read is set aside once (issue 40): its note stays on the page,
    // and it is never sent again, so one bad file cannot break the table for the others.
    let aside = "";
    async function show(added) {
      const keys = [...files.keys()];
      const text = await api.call("class_view", JSON.stringify([...files.values()]),
                                  new Date().toISOString(), api.lang, JSON.stringify(chapters()));
      const out = JSON.parse(text);
      if (!out.ok) {
        for (const key of added) files.delete(key);  // the table stays as it was
        throw new Error(out.message || "");
      }
      for (const n of out.bad || []) files.delete(keys[n]);
      body.innerHTML = aside + out.html;
      aside += out.notes || "";
      el.dataset.pupils = String(out.pupils);
    }
    async function add(list) {
      const added = [];
      for (const file of list) {
        if (file.size > 8 * 1024 * 1024) continue;
        const key = `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
        files.set(key, [file.name, await file.text()]);
        added.push(key);
      }
      try {
        await show(added);
      } catch (err) {
        for (const key of added) files.delete(key);
        api.showError(body, err && err.message);
      }
    }
    input.disabled = false;
    input.addEventListener("change", () => add([...input.files]));
    zone.addEventListener("dragover", (event) => { event.preventDefault(); zone.classList.add("is-over"); });
    zone.addEventListener("dragleave", () => zone.classList.remove("is-over"));
    zone.addEventListener("drop", (event) => {
      event.preventDefault();
      zone.classList.remove("is-over");
      add([...event.dataTransfer.files]);
    });
    for (const old of el.querySelectorAll(".nardi-review-static")) old.remove();
    el.dataset.ready = "1";
  }

  (window.nardiLivePlugins ||= []).push({ selector: '[data-nardi-live-part="class"]', live: liveClass });
})();
