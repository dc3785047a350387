"""The chapters' pages as a reader meets them (issue 10).

- Links to a rule's section in the chapters' outputs (``book/nardi_book.py``) point at the
  chapter's ``.md`` file, which JupyterLab opens; in the built page they become the chapter's
  HTML page.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

_CHAPTER_LINK = re.compile(r'href="((?:\.\./)*[\w./-]*?\d\d_\w+|intro)\.md(#[\w-]*)?"')


def chapter_links_to_pages(html: str, suffix: str = ".html") -> str:
    """``href="03_moving.md#r29"`` → ``href="03_moving.html#r29"`` (only links to chapters)."""
    return _CHAPTER_LINK.sub(lambda m: f'href="{m.group(1)}{suffix}{m.group(2) or ""}"', html)


class ChapterLinksInOutputs(SphinxPostTransform):
    """Rewrite chapter links inside the HTML outputs of code cells."""

    default_priority = 300
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        suffix = getattr(self.app.builder, "out_suffix", ".html")
        for node in list(self.document.findall(nodes.raw)):
            if "html" not in node.get("format", "").split() or ".md" not in node.astext():
                continue
            text = chapter_links_to_pages(node.astext(), suffix)
            if text != node.astext():
                new = nodes.raw(text, text, **{k: v for k, v in node.attributes.items()
                                              if k in ("format", "classes", "xml:space")})
                node.replace_self(new)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(ChapterLinksInOutputs)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
