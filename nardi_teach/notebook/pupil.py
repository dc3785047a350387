"""Who is answering (issue 25): the pupil box of the progress and review pages.  In the
published book it is a slot the page's script (``nardi_pupil.js``) fills with this browser's
pupils; in JupyterLab an ipywidget that chooses the pupil whose progress file the chapters
opened from now on use (``progress.pupils``), and says which file that is."""

from __future__ import annotations

from html import escape
from typing import Any

from ..i18n import translate
from ..progress.pupils import PupilError, choose_pupil, current_pupil, known_pupils
from ..progress.store import default_path, move_old_pupils
from .review_show import Page, building
from .show import _kernel

SLOT = '<div class="nardi-pupil-slot" data-nardi-pupil="page"></div>'
"""Where the published page's script puts the pupil box and the storage note."""


def _note(lang: str | None) -> str:
    pupil = current_pupil()
    key = "teach.pupil.lab_named" if pupil else "teach.pupil.lab_anon"
    return translate(key, lang, name=pupil, path=str(default_path()))


def pupil_widget(lang: str | None = None) -> Any:
    """The JupyterLab pupil box: the pupils known on this computer (one click switches), a
    name to type, and where the answers are kept."""
    import ipywidgets as w

    note = w.HTML()
    buttons = w.HBox(layout=w.Layout(flex_flow="row wrap"))
    name = w.Text(placeholder=translate("teach.pupil.placeholder", lang),
                  layout=w.Layout(width="16em"))
    enter = w.Button(description=translate("teach.pupil.enter", lang))

    def show() -> None:
        move_old_pupils()
        note.value = f"<p>{escape(_note(lang))}</p>"
        now = current_pupil()
        row = []
        for pupil in [*known_pupils(), ""]:
            label = pupil or translate("teach.pupil.anonymous", lang)
            button = w.Button(description=label, button_style="info" if pupil == now else "",
                              tooltip=label)
            button.on_click(lambda _b, p=pupil: pick(p))
            row.append(button)
        buttons.children = row

    def pick(pupil: str) -> None:
        try:
            choose_pupil(pupil)
        except PupilError as error:  # too long: nothing changed, the reason shown
            show()
            note.value = f"<p>⚠ {escape(error.message(lang))}</p>{note.value}"
            return
        show()

    enter.on_click(lambda _b: (pick(name.value), setattr(name, "value", "")))
    name.on_submit(lambda _t: (pick(name.value), setattr(name, "value", "")))
    show()
    return w.VBox([w.HTML(f"<b>{escape(translate('teach.pupil.label', lang))}</b>"), buttons,
                   w.HBox([name, enter]), note])


def pupil_box(lang: str | None = None) -> Page:
    """The pupil box for a page's cell: the published book's slot, and in JupyterLab the
    widget."""
    widget = pupil_widget(lang) if _kernel() and not building() else None
    return Page(SLOT, widget, translate("teach.pupil.label", lang))
