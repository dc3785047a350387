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
