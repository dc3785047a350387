"""A guided lesson in a live notebook (ipywidgets + anywidget; imported only here).

``LessonWidget`` draws a :class:`~nardi_teach.lessons.board.LessonBoard`: the board
(clicks go to Python as on ``BoardWidget``), the task, the verdict and hints, the choices of an
action step, and the buttons; a finished lesson's stars go to the progress store
(:meth:`Progress.record_lesson`, the best kept).
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..html.lessons import lesson_html
from ..lessons.board import LessonBoard
from ..lessons.lesson import Lesson
from ..progress.store import Progress
from .board import _CSS, _ESM, rule_link_html
from .keys import key_strings

_COLOURS = {"right": "#1b6e2a", "other_legal": "#a12a1a", "illegal": "#a12a1a",
            "refused": "#7a4b00"}


def map_widget(html: str) -> w.HTML:
    """The lesson map in a notebook (its stars from the progress store)."""
    return w.HTML(html)


class _BoardView(anywidget.AnyWidget):
    """The lesson's board: its SVG; a click on a point is sent as ``{"type": "click", …}``;
    the keys and the play typed as on ``BoardWidget`` (``message``: what is said after an
    event, once more each time ``said`` grows)."""

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Int(0).tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)
    enabled = traitlets.Dict().tag(sync=True)


class LessonWidget:
    """A lesson to work through in JupyterLab; ``view`` is the box to display."""

    def __init__(self, lesson: Lesson, *, lang: str | None = None, size: int = 400,
                 progress: str | Path | Progress | None = None,
                 data: dict[str, Any] | None = None) -> None:
        self.progress = progress if isinstance(progress, Progress) else Progress(progress)
        self.lesson = lesson
        self.data = data
        self.board = LessonBoard(lesson, lang=lang, size=size, on_finish=self._finished)
        self.lang = self.board.lang
        self.head = w.HTML()
        self.picture = _BoardView(strings=key_strings(self.lang))
        self._spoken: dict[str, Any] | None = None  # the state last said
        self.picture.on_msg(self._on_msg)
        self.task = w.HTML()
        self.message = w.HTML()
        self.choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.buttons: dict[str, w.Button] = {}
        for action in ("confirm", "undo", "hint", "next", "restart"):
            button = w.Button(layout=w.Layout(width="auto"))
            button.on_click(lambda _b, a=action: self.send({"type": a}))
            button.add_class(f"nardi-lesson-{action}")
            self.buttons[action] = button
        self.tally = w.HTML()
        side = w.VBox([self.task, self.message, self.choices,
                       w.HBox(list(self.buttons.values()), layout=w.Layout(flex_flow="row wrap")),
                       self.tally], layout=w.Layout(width="22em", margin="0 0 0 12px"))
        self.view = w.VBox([self.head, w.HBox([self.picture, side],
                                              layout=w.Layout(flex_flow="row wrap"))],
                           layout=w.Layout(border="1px solid #d8d2c4", padding="6px",
                                           margin="8px 0"))
        self.view.add_class("nardi-lesson-widget")
        self.notes: list[str] = []
        self.refresh()

    def send(self, message: Any) -> None:
        """One event, as the front end sends it (see ``LessonBoard.handle``)."""
        self.board.handle(message)
        self.refresh()

    def click(self, point: int) -> None:
        self.send({"type": "click", "point": point})

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.send(content)

    def _finished(self, chapter: int, stars: int) -> None:
        self.progress.record_lesson(chapter, stars)
        self.notes += self.progress.take_notices(self.lang)

    def refresh(self) -> None:
        """Redraw everything from the lesson board's state."""
        state = self.board.state()
        self.picture.svg = state["svg"]
        self._say(state)
        best = self.progress.lesson_stars(self.lesson.chapter)
        record = f' <span style="color:#b07b00">{"★" * best}{"☆" * (3 - best)}</span>' \
            if best else ""
        self.head.value = (f'<b>{escape(state["title"])}</b> · {escape(state["counter"])}'
                           f"{record}")
        self.task.value = f'<p style="font-weight:600;line-height:1.45">{escape(state["task"])}</p>'
        colour = _COLOURS.get(state["tone"], "inherit")
        parts = [f'<div style="color:{colour};font-weight:{600 if colour != "inherit" else 400}">'
                 f'{escape(state["mark"] + state["message"])} '
                 f'{rule_link_html(state.get("rule_link"))}</div>']
        if state["note"]:
            parts.append(f"<div style=\"margin-top:.35em\">{escape(state['note'])}</div>")
        parts += [f"<div>💡 {escape(h)}</div>" for h in state["hints"]]  # Lab has emoji fonts
        if state["finished"]:
            parts.append(f'<div style="font-weight:600"><span style="color:#b07b00">'
                         f'{escape(state["stars_text"])}</span> {escape(state["summary"])}</div>')
        parts += [f'<div role="alert" style="color:#a12a1a">⚠ {escape(n)}</div>'
                  for n in self.notes]
        self.message.value = (f'<div style="line-height:1.45;'
                              f'white-space:normal">{"".join(parts)}</div>')
        choices = []
        for choice in state["choices"]:
            b = w.Button(description=choice["label"], layout=w.Layout(width="auto"))
            b.on_click(lambda _b, k=choice["key"]: self.send({"type": "choose", "key": k}))
            choices.append(b)
        self.choices.children = choices
        shown = {item["action"]: item for item in state["buttons"]}
        for action, button in self.buttons.items():
            item = shown.get(action)
            button.layout.display = None if item else "none"
            if item:
                button.description = item["label"]
                button.disabled = not item["enabled"]
                button.button_style = "primary" if action in ("confirm", "next") \
                    and item["enabled"] else ""
        self.tally.value = f'<small>{escape(state["tally"])}</small>'

    def _say(self, state: dict[str, Any]) -> None:
        """What the reader hears after an event, as in the live book (``nardi_lesson.js``): a
        new step's task, the verdict, its note, new hints, the stars at the end."""
        before = self._spoken
        parts = [state["task"]] if before is None or before["step"] != state["step"] else []
        parts.append(state["mark"] + state["message"])
        parts += [state["note"]] if state["note"] else []
        parts += [h for h in state["hints"] if h not in (before or {}).get("hints", ())]
        if state["finished"]:
            parts.append(f'{state["stars_text"]} {state["summary"]}')
        self._spoken = state
        self.picture.enabled = {b["action"]: bool(b["enabled"]) for b in state["buttons"]}
        self.picture.message = " ".join(p for p in parts if p)
        self.picture.said += 1

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict, dict]:
        """The widget, plus the static lesson for pages without a kernel."""
        bundle = self.view._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data)
        if self.data is not None:
            data["text/html"] = lesson_html(self.data, self.lang)
        data["text/plain"] = self.board.state()["title"]
        return data, dict(metadata or {})
