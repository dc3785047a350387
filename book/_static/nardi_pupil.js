// Pupils on a shared computer (issue 25). The pupil chosen last is kept in this browser,
// localStorage "nardi-pupil"; the pupils known here in "nardi-pupils" (a list of names).
// Every store of answers and stars is kept per pupil: nardiPupil.key("nardi-progress") is
// "nardi-progress:<id>" for a named pupil, "nardi-progress" without a name (as before).
// The pupil's id (issue 40) is the name, cleaned, with every UTF-16 unit other than a-z and
// 0-9 written "%" + 4 lowercase hex digits ("Nika#2" → "%004eika%00232"; a Windows device
// name such as "con" has its first letter written so too). One name, one id, and back: no id
// holds ":", "#", "." or "@", so no pupil's keys ("<store>:<id>", its records
// "<store>:<id>#<k>", a copy "<store>:<id>.broken-<time>") begin with another's. Python's
// nardi_teach.progress.pupils.pupil_id is the same function (the Lab's file names).
// Before issue 40 the key was "<store>@<name>": nardi_store.js moves those keys once.
// The box — pupils one click apart, a name to type — goes at the top of the sidebar and into
// every ".nardi-pupil-slot" (the progress and review pages), with a note of where the answers
// are. Its words come from the catalogue (meta "nardi-pupil-text", book/_ext/nardi_pupils.py).
(() => {
  const CURRENT = "nardi-pupil";
  const KNOWN = "nardi-pupils";
  const MAX = 40;  // UTF-16 units, as the name box's maxlength
  // JavaScript's \s (and trim()) without the control characters clean() drops first
  const SPACE = /[ \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
  const DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;
  function read(key) {
    try { return localStorage.getItem(key) || ""; } catch { return ""; }
  }
  function write(key, value) {
    try { localStorage.setItem(key, value); return true; } catch { return false; }
  }
  // The name as kept: control characters dropped, runs of spaces one space, no space at
  // either end (every name an earlier version kept is kept as it is).
  function clean(name) {
    return String(name || "").replace(/[\u0000-\u001f]/g, "").replace(SPACE, " ")
      .replace(/^ | $/g, "");
  }
  const hex = (unit) => "%" + unit.toString(16).padStart(4, "0");
  function id(pupil) {
    const s = clean(pupil);
    let out = "";
    for (let i = 0; i < s.length; i++) out += /[a-z0-9]/.test(s[i]) ? s[i] : hex(s.charCodeAt(i));
    return DEVICE.test(out) ? hex(out.charCodeAt(0)) + out.slice(1) : out;
  }
  function name() { return clean(read(CURRENT)); }
  function known() {
    try {
      const list = JSON.parse(read(KNOWN) || "[]");
      return Array.isArray(list) ? [...new Set(list.map(clean).filter(Boolean))] : [];
    } catch { return []; }
  }
  function key(base) {
    const pupil = name();
    return pupil ? `${base}:${id(pupil)}` : base;
  }
  // false (nothing changed) for a name longer than the box takes
  function choose(pupil, reload = true) {
    pupil = clean(pupil);
    if (pupil.length > MAX) return false;
    if (pupil && !known().includes(pupil)) write(KNOWN, JSON.stringify([...known(), pupil]));
    write(CURRENT, pupil);
    if (reload) location.reload();
    return true;
  }
  let text = {};
  function say(k, pupil) { return String(text[k] || k).replace("{name}", pupil || ""); }

  function box(where) {
    const el = document.createElement("div");
    el.className = `nardi-pupil nardi-pupil-${where}`;
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", say("label"));
    const now = name();
    const head = document.createElement("div");
    head.className = "nardi-pupil-now";
    head.append(`${say("label")}: `);
    const b = document.createElement("b");
    b.textContent = now || say("anonymous");
    head.append(b);
    el.append(head);
    const others = [...known(), ""].filter((p) => p !== now);
    if (others.length) {
      const row = document.createElement("div");
      row.className = "nardi-pupil-others";
      for (const pupil of others) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "nardi-pupil-switch";
        button.textContent = pupil || say("anonymous");
        button.title = say("switch_to", pupil || say("anonymous"));
        button.addEventListener("click", () => choose(pupil));
        row.append(button);
      }
      el.append(row);
    }
    const form = document.createElement("form");
    form.className = "nardi-pupil-form";
    const input = document.createElement("input");
    input.type = "text";
    input.maxLength = MAX;
    input.placeholder = say("placeholder");
    input.setAttribute("aria-label", say("placeholder"));
    const go = document.createElement("button");
    go.type = "submit";
    go.textContent = say("enter");
    form.append(input, go);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (clean(input.value)) choose(input.value);
    });
    el.append(form);
    if (where === "page") {
      const note = document.createElement("p");
      note.className = "nardi-store-note";
      note.textContent = now ? say("note_named", now) : say("note_anon");
      const save = document.createElement("button");
      save.type = "button";
      save.className = "nardi-pupil-export";
      save.textContent = say("export");
      save.title = say("export_note");
      save.addEventListener("click", exportFile);
      el.append(note, save);
    }
    return el;
  }

  // The pupil's answers and stars as one small file for the class page (nardi_class.js).
  function exportFile() {
    // The answers as the store merges them (nardi_store.js: one record per answer), else as kept.
    const store = window.nardiStore;
    const parse = (k) => {
      if (store) return k === "nardi-progress" ? store.progress() : store.lessons();
      try { return JSON.parse(read(key(k)) || "{}"); } catch { return {}; }
    };
    const pupil = name() || say("anonymous");
    const data = { nardi_teach: "pupil-progress", version: 1, pupil,
                   exported: new Date().toISOString(),
                   progress: parse("nardi-progress"), lessons: parse("nardi-lessons") };
    const url = URL.createObjectURL(new Blob([JSON.stringify(data)], { type: "application/json" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `nardi-${pupil.replace(/[^\p{L}\p{N}-]+/gu, "_")}.json`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  function place() {
    try {
      text = JSON.parse(document.querySelector('meta[name="nardi-pupil-text"]')?.content || "{}");
    } catch { text = {}; }
    const side = document.querySelector(".bd-sidebar-primary .sidebar-primary-items__start")
      || document.querySelector(".bd-sidebar-primary");
    if (side && !side.querySelector(".nardi-pupil")) side.prepend(box("side"));
    for (const slot of document.querySelectorAll(".nardi-pupil-slot")) {
      if (!slot.querySelector(".nardi-pupil")) slot.append(box("page"));
    }
  }
  window.nardiPupil = { name, known, key, id, clean, choose, exportFile };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", place);
  else place();
})();
