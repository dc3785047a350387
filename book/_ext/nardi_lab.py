"""JupyterLab for the book (``make lab``): a chapter opens as a notebook that opening alone does
not modify.

JupyterLab copies the kernel's ``language_info`` into the notebook when the kernel starts; a
chapter (MyST markdown read by jupytext) has none in its file, so every chapter was marked
modified at once and autosave rewrote it. This contents manager is jupytext's, with the
running Python's ``language_info`` (exactly what ipykernel reports) added to a chapter when it
is read; ``book/jupytext.toml`` leaves it out when the chapter is written, so a save writes
back the file it read.

Use: ``jupyter lab --ServerApp.contents_manager_class=nardi_lab.ChapterContentsManager`` with
``book/_ext`` on ``PYTHONPATH`` (the Makefile does this).
"""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

from ipykernel.ipkernel import IPythonKernel
from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from jupytext.async_contentsmanager import build_async_jupytext_contents_manager_class

_Jupytext = build_async_jupytext_contents_manager_class(AsyncLargeFileManager)
BOOK = Path(__file__).resolve().parent.parent


def language_info() -> dict[str, Any]:
    """What this Python's ipykernel tells JupyterLab about its language."""
    return copy.deepcopy(IPythonKernel.language_info)


def _text(source: str | list[str]) -> str:
    return source if isinstance(source, str) else "".join(source)


class ChapterContentsManager(_Jupytext):
    """jupytext's contents manager; a Python text notebook comes with its ``language_info``."""

    async def get(self, path: str, content: bool = True, type: str | None = None,
                  format: str | None = None, **kwargs: Any) -> dict[str, Any]:
        model = await super().get(path, content=content, type=type, format=format, **kwargs)
        if content and model.get("type") == "notebook" and not path.endswith(".ipynb"):
            metadata = model["content"]["metadata"]
            if metadata.get("kernelspec", {}).get("language") == "python":
                metadata.setdefault("language_info", language_info())
            targets = ref_targets(self._book(path))
            for cell in model["content"]["cells"]:
                if cell["cell_type"] == "markdown":
                    cell["source"] = refs_as_links(_text(cell["source"]), targets)
        return model

    async def save(self, model: dict[str, Any], path: str = "") -> dict[str, Any]:
        if model.get("type") == "notebook" and not path.endswith(".ipynb"):
            targets = ref_targets(self._book(path))
            for cell in model.get("content", {}).get("cells", []):
                if cell.get("cell_type") == "markdown":
                    cell["source"] = links_as_refs(_text(cell["source"]), targets)
        return await super().save(model, path)

    def _book(self, path: str) -> Path:
        """The folder of the chapter at ``path`` (its neighbours are the link targets)."""
        return (Path(self.root_dir) / path.strip("/")).parent  # the server's paths start with /


# — cross-references: JupyterLab's MyST shows {ref}`ch-board` as the raw id; it sees one file
# only. A chapter is read with every {ref} as a link that shows the target's title (a relative
# .md link, which Lab opens), written as [title](<file.md#label>) — a ref with a title of its
# own as [its title](<file.md#label> "the section's title"); every rule id (R, L, V) as a link
# to its entry in the rules appendix. Saving turns exactly those angle-bracket links back into
# the {ref} and {rule} they came from, so the file on disk never changes.

_LABEL = re.compile(r"^\(([\w-]+)\)=\s*$")
_HEADING = re.compile(r"^#{1,6}\s+(.+?)\s*$")
_REF = re.compile(r"\{ref\}`(?:([^`<]*?)\s*<([\w-]+)>|([\w-]+))`")
_REF_LINK = re.compile(r"\[([^\]]*)\]\(<([\w.-]+\.md)#([\w-]+)>( \"[^\"]*\")?\)")
_RULE = re.compile(r"\{rule\}`([RLV]\d{1,3}[a-z]?)`")
_RULE_LINK = re.compile(r"\[§\]\(<rules\.md#rule-([rlv]\d{1,3}[a-z]?)> \"([RLV]\d{1,3}[a-z]?)\"\)")


def ref_targets(book: Path = BOOK) -> dict[str, tuple[str, str]]:
    """Every label of a chapter that names a section: label → (file name, section title)."""
    targets: dict[str, tuple[str, str]] = {}
    for page in sorted(book.glob("*.md")):
        waiting: list[str] = []
        for line in page.read_text("utf-8").splitlines():
            label = _LABEL.match(line)
            if label:
                waiting.append(label[1])
                continue
            heading = _HEADING.match(line)
            if heading and waiting:
                title = re.sub(r"\{\w+\}`([^`<]*?)(?:\s*<[^>]*>)?`", r"\1", heading[1])
                for name in waiting:
                    targets.setdefault(name, (page.name, title))
            if line.strip():
                waiting = []
    return targets


def refs_as_links(text: str, targets: dict[str, tuple[str, str]]) -> str:
    """``{ref}`ch-board``` → ``[დაფა, ქვები და მიმართულება](<01_board.md#ch-board>)``, and a rule
    id ``{rule}`R43``` → ``[§](<rules.md#rule-r43> "R43")`` (its entry in the rules appendix;
    the id only in the link's hover text, as on the site)."""
    def link(match: re.Match[str]) -> str:
        label = match[2] or match[3]
        if label not in targets:
            return match[0]
        page, title = targets[label]
        if not match[2]:
            return f"[{title}](<{page}#{label}>)"
        # a title of the chapter's own: the link's hover text names the section it opens
        # (and says, on save, that the title was the chapter's, even where the two agree)
        section = title.replace('"', "'")
        return f'[{match[1]}](<{page}#{label}> "{section}")'
    text = _RULE.sub(lambda m: f'[§](<rules.md#rule-{m[1].lower()}> "{m[1]}")', text)
    return _REF.sub(link, text)


def links_as_refs(text: str, targets: dict[str, tuple[str, str]]) -> str:
    """The inverse of :func:`refs_as_links` (only its angle-bracket links)."""
    def ref(match: re.Match[str]) -> str:
        shown, page, label, own = match[1], match[2], match[3], match[4]
        if targets.get(label, (None,))[0] != page:
            return match[0]
        if own or shown != targets[label][1]:  # the chapter's own title, or one typed in Lab
            return f"{{ref}}`{shown} <{label}>`"
        return f"{{ref}}`{label}`"
    text = _RULE_LINK.sub(lambda m: f"{{rule}}`{m[2]}`" if m[2].lower() == m[1] else m[0], text)
    return _REF_LINK.sub(ref, text)
