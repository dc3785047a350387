// Search snippets from the chapter's text, not from the page's chrome (book/_ext/nardi_pages.py).
// Sphinx's searchtools.js builds each snippet from the page's [role=main], which also holds the
// print-only contents, the on-page contents, the boards' drawn labels and the exercises' controls.
document.addEventListener("DOMContentLoaded", () => {
  if (typeof Search === "undefined" || !Search.htmlToText) return;
  const chrome = [
    "#jb-print-docs-body", ".bd-sidebar-secondary", ".bd-header-article", ".prev-next-area",
    ".bd-footer-article", "svg", "img", "button", "input", "select", "textarea", "details",
    ".nardi-live-controls", ".nardi-message-text", ".nardi-ex-meta", ".nardi-live-side",
    ".admonition-title", ".headerlink",
  ].join(", ");
  const original = Search.htmlToText;
  Search.htmlToText = (htmlString, anchor) => {
    const doc = new DOMParser().parseFromString(htmlString, "text/html");
    doc.querySelectorAll(chrome).forEach((el) => el.remove());
    return original(doc.documentElement.outerHTML, anchor);
  };
});

// What learners type (book/_ext/nardi_search_ka.py): a game's or a term's name in Latin or
// Russian letters searches for its Georgian term (from the glossary), and a search that finds
// nothing suggests the nearest glossary terms and chapter titles.
document.addEventListener("DOMContentLoaded", () => {
  if (typeof Search === "undefined" || typeof NARDI_SEARCH === "undefined") return;
  const names = Object.keys(NARDI_SEARCH.names).sort((a, b) => b.length - a.length);
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // A dash between words is a space ("gul-bara"); between numbers it stays ("2-2", "6-5").
  const spaced = (s) => s.replace(/(?<!\d)[-‐–—]|[-‐–—](?!\d)/g, " ");
  const rewrite = (query) => {
    let q = ` ${spaced(query.toLowerCase())} `;
    for (const name of names) {
      const pattern = new RegExp(`(^|[^\\p{L}])${escape(spaced(name))}(?=$|[^\\p{L}])`, "u");
      if (pattern.test(q)) q = q.replace(pattern, `$1${NARDI_SEARCH.names[name]}`);
    }
    return q.trim();
  };
  const distance = (a, b) => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const here = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = here;
      }
    }
    return row[b.length];
  };
  const suggest = (query) => {
    const stem = new Stemmer().stemWord(query.trim().split(/\s+/)[0] || "");
    const titles = Search._index ? Object.values(Search._index.titles) : [];
    const candidates = [...new Set([...NARDI_SEARCH.terms, ...titles])];
    return candidates
      .map((c) => [Math.min(...c.toLowerCase().split(/\s+/).map(
        (w) => distance(new Stemmer().stemWord(w), stem))), c])
      .filter(([d]) => d <= Math.max(2, Math.floor(stem.length / 3)))
      .sort((x, y) => x[0] - y[0] || x[1].localeCompare(y[1]))
      .slice(0, 5)
      .map(([, c]) => c);
  };
  const original = Search.query;
  Search.query = (query) => {
    const asked = rewrite(query);
    const before = Search._performSearch;
    let found = 0;
    Search._performSearch = (...args) => {
      const results = before(...args);
      found = results.length;
      return results;
    };
    try {
      original(asked);
    } finally {
      Search._performSearch = before;
    }
    if (found || !Search.status) return;
    const list = suggest(query);
    const box = document.createElement("p");
    box.className = "nardi-search-suggest";
    const say = NARDI_SEARCH.say;  // Sphinx's own line above already says nothing was found
    if (list.length) {
      box.append(say.maybe + " ");
      list.forEach((term, i) => {
        const a = document.createElement("a");
        a.href = `?q=${encodeURIComponent(term)}`;
        a.textContent = term;
        box.append(i ? ", " : "", a);
      });
      box.append("? ");
    }
    const glossary = document.createElement("a");
    glossary.href = `${document.documentElement.dataset.content_root || ""}book/glossary.html`;
    glossary.textContent = say.glossary;
    box.append(say.all_words + " ", glossary, ".");
    Search.status.after(box);
  };
});

// The words searched for, highlighted on the page a result opens (Sphinx's sphinx_highlight.js
// reads them from the address or from what the search page kept). Sphinx's own walk also enters
// the boards' and figures' SVG: a word in an SVG <title> stopped it with an error
// ("parent.getBBox is not a function") and it drew boxes into boards that Python redraws. Here
// only the chapter's text is marked, as Sphinx marks it (span.highlighted, which Escape clears);
// boards, figures, exercises, the other live parts and controls are left as they are.
if (typeof SphinxHighlight !== "undefined") {
  const SKIP = "svg, button, select, textarea, input, script, style, [data-nardi-board], "
    + ".nardi-ex, [data-nardi-live-part], .highlighted";
  const mark = (root, term) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement && !node.parentElement.closest(SKIP)
        && node.nodeValue.toLowerCase().includes(term)
        ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
    });
    const found = [];
    while (walker.nextNode()) found.push(walker.currentNode);
    for (let node of found) {
      let at;
      while ((at = node.nodeValue.toLowerCase().indexOf(term)) >= 0) {
        const word = node.splitText(at);
        node = word.splitText(term.length);
        const span = document.createElement("span");
        span.className = "highlighted";
        word.replaceWith(span);
        span.append(word);
      }
    }
  };
  SphinxHighlight.highlightSearchWords = () => {
    const url = new URL(window.location);
    const asked = localStorage.getItem("sphinx_highlight_terms")
      || url.searchParams.get("highlight") || "";
    localStorage.removeItem("sphinx_highlight_terms");
    if (url.searchParams.has("highlight")) {
      url.searchParams.delete("highlight");
      window.history.replaceState(window.history.state, "", url);
    }
    const terms = asked.toLowerCase().split(/\s+/).filter((term) => term);
    const root = document.querySelector(".bd-article") || document.body;
    for (const term of terms) mark(root, term);
  };
}
