"""The class page in JupyterLab (issue 25): the pupils of this computer (their progress files,
``progress.pupils``) and any files the teacher uploads, as the class table of
:mod:`nardi_teach.html.classroom`.  In the published book the same cell leaves the page's drop
zone, which ``nardi_class.js`` makes live."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from ..core.limits import loads_json, read_regular
from ..html.classroom import CSS, class_html, class_page_html, class_summary, lab_export
from ..i18n import translate
from ..progress.pupils import known_pupils, pupil_id, pupil_path
from ..progress.review import utc_now
from ..progress.store import MAX_BYTES, move_old_pupils
from .review_show import Page, building
from .show import _kernel


def lab_files() -> list[tuple[str, str]]:
    """This computer's pupils' progress files, each as a pupil's exported file."""
    out = []
    move_old_pupils()
    for pupil in known_pupils():
        try:
            path = pupil_path(pupil)
            text = read_regular(path, MAX_BYTES).decode("utf-8")
            data = loads_json(text, max_chars=MAX_BYTES)  # depth before the parser
        except (OSError, ValueError, RecursionError):  # LimitError, UnicodeDecodeError too
            out.append((f"{pupil_id(pupil)}.json", ""))  # told as a file set aside
            continue
        # what Progress reads (a mapping of entries); else told as a file set aside
        readable = isinstance(data, dict) and all(isinstance(v, dict) for v in data.values())
        out.append((path.name, json.dumps(lab_export(data, pupil, utc_now())) if readable else ""))
    return out


def class_widget(chapters: Mapping[int, Mapping[str, str]] | None = None,
                 lang: str | None = None) -> Any:
    """The JupyterLab class page: files to upload, and the table with this computer's pupils."""
    import ipywidgets as w

    upload = w.FileUpload(accept=".json", multiple=True,
                          description="JSON")
    table = w.HTML()
    found = lab_files()

    def show(*_: Any) -> None:
        files = list(found)
        for item in upload.value:
            content = item["content"]
            files.append((item["name"], bytes(content).decode("utf-8", "replace")))
        summary = class_summary(files, utc_now(), lang, chapters)
        names = ", ".join(known_pupils()) or "—"
        found_note = translate("teach.class.lab_found", lang, names=names)
        table.value = f"<style>{CSS}</style><p>{found_note}</p>{class_html(summary, lang)}"

    upload.observe(show, names="value")
    show()
    return w.VBox([w.HTML(f"<p>{translate('teach.class.drop', lang)}</p>"), upload, table])


def class_page(chapters: Mapping[int, Mapping[str, str]] | None = None,
               lang: str | None = None) -> Page:
    """The class page's cell: the book's drop zone, and in JupyterLab the widget."""
    widget = class_widget(chapters, lang) if _kernel() and not building() else None
    return Page(class_page_html(chapters, lang), widget, translate("teach.class.caption", lang))
