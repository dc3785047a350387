"""The tutor's part of a ``BoardWidget`` against the computer (issue 22): its buttons (on/off,
"what would you play?", "show the better play"), its verdict, and after the game the biggest
errors, each with "replay from here" — the live page's, from the same controller
(:mod:`nardi_teach.controllers.tutor_side`)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..i18n import translate

BUTTONS = ("tutor_on", "tutor_off", "hint", "show_better", "hide_better")
"""The tutor's buttons, by the controller's action names."""


class TutorPanel:
    """The widgets of the tutor under a board; ``act(message)`` sends an action the way the
    board's own buttons do (logged, applied, redrawn)."""

    def __init__(self, controller: Any, act: Callable[[dict[str, Any]], None]) -> None:
        self.controller = controller
        self._act = act
        lang = controller.lang
        self.buttons: dict[str, w.Button] = {}
        for name in BUTTONS:
            b = w.Button(description=translate(f"widget.{name}", lang),
                         layout=w.Layout(width="auto"))
            b.add_class("nardi-" + name.replace("_", "-"))
            b.on_click(lambda _b, name=name: self._act({"type": name}))
            self.buttons[name] = b
        self.row = w.HBox(list(self.buttons.values()))
        self.verdict = w.HTML(layout=w.Layout(width="22em"))
        self.verdict.add_class("nardi-tutor")
        self.errors = w.VBox([])
        self.errors.add_class("nardi-tutor-errors")
        self.box = w.VBox([self.row, self.verdict, self.errors])

    def refresh(self, enabled: dict[str, bool], replaying: bool = False) -> None:
        """Show the buttons the controller offers now, the verdict and the error list (none
        of it while the game is replayed)."""
        c = self.controller
        for name, b in self.buttons.items():
            b.layout.display = "" if name in enabled else "none"
            b.disabled = not enabled.get(name, False)
        state = c.tutor_state() if c.tutor_available else None
        self.box.layout.display = "" if c.tutor_available and not replaying else "none"
        if state is None:
            self.verdict.value, self.errors.children = "", ()
            return
        text = (f"<b>{escape(state['title'])}</b> — {escape(state['text'])}"
                if state["text"] else "")
        if state.get("reasons"):  # issue 39: why, each reason naming its chapter's concept
            items = "".join(
                f"<li>{escape(r['text'])} ({escape(r['concept'])}: "
                f"<code>book/{escape(r['chapter'])}.md</code>)</li>" for r in state["reasons"])
            text += (f"<br><b>{escape(state['why_title'])}</b>"
                     f'<ol class="nardi-tutor-reasons" style="margin:0;white-space:normal">'
                     f"{items}</ol>")
        self.verdict.value = (
            f'<div class="nardi-tutor-verdict" data-verdict="{state["verdict"] or ""}" '
            f'role="status" aria-live="polite" style="white-space:pre-line;line-height:1.45">'
            f"{text}</div>")
        rows: list[w.Widget] = []
        if state["errors"] is not None:
            rows.append(w.HTML(f"<b>{escape(state['errors_title'])}</b>"))
            for error in state["errors"]:
                again = w.Button(description=state["replay_label"],
                                 layout=w.Layout(width="auto"))
                again.add_class("nardi-replay-from")
                again.on_click(lambda _b, i=error["index"]: self._act(
                    {"type": "replay_from", "index": i}))
                rows.append(w.HBox([w.HTML(escape(error["text"]),
                                           layout=w.Layout(width="22em")), again]))
        self.errors.children = tuple(rows)
