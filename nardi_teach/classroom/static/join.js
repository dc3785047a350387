// The join page (issue 37): a name typed or picked, sent once; the server's answer — this
// pupil's id and the device's own secret — is kept in localStorage "nardi-class", which the
// book's nardi_sync.js reads on every page. Then the book opens (today's assignment if any).
// The name box starts with the name the book's own pupil box keeps ("nardi-pupil",
// nardi_pupil.js: this is the book's origin), so a pupil who has been working under a name
// keeps it; joining under another name makes that the book's pupil too (answers are kept
// per pupil there), so the book and the class say the same name.
(() => {
  "use strict";
  const words = JSON.parse(document.getElementById("words").textContent);
  const form = document.getElementById("join-form");
  const input = document.getElementById("name");
  const error = document.getElementById("error");
  const already = document.getElementById("already");
  let session = null;
  try { session = JSON.parse(localStorage.getItem("nardi-class") || "null"); } catch { session = null; }
  if (session && session.token && session.name) {
    already.hidden = false;
    form.hidden = true;
    document.getElementById("already-text").textContent = words.already.replace("{name}", session.name);
    document.getElementById("continue").href = session.task || "/book/intro.html";
    document.getElementById("other").addEventListener("click", () => {
      already.hidden = true;
      form.hidden = false;
      input.focus();
    });
  }
  const SPACE = /[\s\u200b-\u200f\u2028-\u202f\ufeff]+/g;
  const same = (a, b) => String(a).replace(SPACE, " ").trim().normalize("NFC")
    === String(b).replace(SPACE, " ").trim().normalize("NFC");
  let bookName = "";
  try { bookName = (localStorage.getItem("nardi-pupil") || "").trim(); } catch { bookName = ""; }
  if (bookName && !input.value) {
    input.value = bookName.slice(0, 40);
    document.getElementById("from-book").hidden = false;
  }
  input.addEventListener("input", () => {
    document.getElementById("from-book").hidden = !bookName || !same(input.value, bookName);
  });
  // The book's pupil box takes the name joined under, as nardi_pupil.js's choose() keeps it.
  function bookPupil(name) {
    if (!name || same(name, bookName)) return;
    try {
      const known = JSON.parse(localStorage.getItem("nardi-pupils") || "[]");
      const list = Array.isArray(known) ? known : [];
      if (!list.includes(name)) localStorage.setItem("nardi-pupils", JSON.stringify([...list, name]));
      localStorage.setItem("nardi-pupil", name);
    } catch { /* storage off: the book keeps its own name */ }
  }
  async function join(name) {
    error.textContent = "";
    let response, data;
    try {
      response = await fetch("/api/join", { method: "POST", cache: "no-store",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name }) });
      data = await response.json();
    } catch (err) {
      error.textContent = String(err && err.message || err);
      return;
    }
    if (!response.ok) {
      error.textContent = data.message || String(response.status);
      return;
    }
    const me = { pupil: data.pupil, name: data.name, token: data.token,
                 task: data.next.startsWith("/a/") ? data.next : "" };
    try { localStorage.setItem("nardi-class", JSON.stringify(me)); } catch { /* private mode */ }
    bookPupil(data.name);
    error.textContent = data.message;
    error.classList.remove("error");
    location.assign(data.next || "/book/intro.html");
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    join(input.value);
  });
  for (const button of document.querySelectorAll(".pick-name")) {
    button.addEventListener("click", () => join(button.textContent));
  }
})();
