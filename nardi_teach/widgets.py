"""``BoardWidget``: a board to play on in JupyterLab / Notebook 7 (needs ``anywidget``).

The board is an ``anywidget`` view of the SVG from :mod:`nardi_teach.svg`; a click on a
point is sent to Python by event delegation (``{"type": "click", "point": N}``, viewer's
numbering, bar 25, off 0).  Plain ipywidgets controls sit beside it: roll (random, seeded or
the teacher's dice), undo, undo turn, confirm, the cube buttons in a game, and a message
area that always says what happened — a refused click shows the engine's explanation with
its R-id.  All the logic is in :class:`~nardi_teach.board_controller.BoardController`.

In a static page (no kernel, no internet) the widget's output still carries its SVG as
``image/svg+xml``, so the book shows the board (with ``nb_mime_priority_overrides``
dropping the widget view for HTML builds), and as ``text/html`` the same SVG inside an
element whose ``data-nardi-board`` config lets the published book rebuild the board in
the reader's browser (:mod:`nardi_teach.live`, Pyodide).
"""

from __future__ import annotations

from html import escape
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from .controllers.board import BoardController
from .controllers.config import board_config, board_html, controller, record_action
from .core.board import Color
from .core.dice import DiceLike
from .games.rules import Rules
from .i18n import translate
from .short_nardi.position import Position

_ESM = """
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "nardi-board-view";
  const draw = () => { box.innerHTML = model.get("svg"); };
  draw();
  model.on("change:svg", draw);
  box.addEventListener("click", (event) => {
    const target = event.target.closest("[data-point]");
    if (target && box.contains(target)) {
      model.send({ type: "click", point: Number(target.dataset.point) });
    }
  });
  el.appendChild(box);
  return () => model.off("change:svg", draw);
}
export default { render };
"""

_CSS = """
.nardi-board-view [data-point] { cursor: pointer; }
.nardi-board-view [data-point]:hover > polygon:first-of-type { filter: brightness(1.12); }
.nardi-board-view svg { max-width: 100%; height: auto; }
"""


class BoardWidget(anywidget.AnyWidget):
    """A clickable board with its controls.

    ``mode``: ``"free"`` (demo on ``position``), ``"practice"`` (the R184 bear-off drill) or
    ``"game"`` (two players at one screen with the cube; ``match_length`` 0 = money play).
    ``dice`` rolls at once; ``seed`` makes random rolls repeat.  ``orientation`` is
    ``"right"``/``"left"`` (R152–R153), ``auto_swap`` mirrors it after every game (R154); the
    board keeps the side at the bottom (``perspective``; default: WHITE in a game, else the
    side on roll at the start) unless ``follow_turn`` turns it to the side on roll every turn.
    ``auto_bear_off`` follows R181–R182, ``lang`` is ``"ka"`` or ``"en"``.

    ``BoardWidget(mode="practice")`` is the bear-off drill: five scripted steps, each with its
    own position, dice and goal, and a restart button.
    """

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        position: Position | None = None,
        *,
        mode: str = "free",
        dice: DiceLike | None = None,
        seed: int | None = None,
        orientation: str = "right",
        perspective: Color | None = None,
        auto_bear_off: bool = False,
        auto_swap: bool = False,
        match_length: int = 0,
        rules: Rules | None = None,
        lang: str | None = None,
        size: int = 440,
        follow_turn: bool = False,
        absent: tuple[Color, ...] = (),
        variant: str | None = None,
    ) -> None:
        super().__init__()
        # What the live book needs to rebuild this board (with the actions taken before show).
        self.live_config = board_config(
            position, mode=mode, dice=dice, seed=seed, orientation=orientation,
            perspective=perspective, auto_bear_off=auto_bear_off, auto_swap=auto_swap,
            match_length=match_length, rules=rules, lang=lang, size=size,
            follow_turn=follow_turn, absent=absent, variant=variant)
        # One way to build a board: from the config, as the live book rebuilds it too.
        self.controller: BoardController = controller(self.live_config)
        self.mode = mode
        self.size = size
        self._build_controls()
        self.on_msg(self._on_msg)
        self.refresh()

    # — the Python side of the front end's events —

    def click(self, point: int) -> None:
        """Click a point (viewer's numbering; bar 25, off 0), as the front end does."""
        self._log({"type": "click", "point": point})
        self.controller.click(point)
        self.refresh()

    def roll(self, dice: DiceLike | None = None) -> None:
        """Roll random dice, or ``dice`` given by the teacher."""
        self._log({"type": "roll", "dice": None if dice is None else str(dice)})
        self.controller.roll(dice)
        self.refresh()

    def undo(self) -> None:
        self._log({"type": "undo"})
        self.controller.undo()
        self.refresh()

    def undo_turn(self) -> None:
        self._log({"type": "undo_turn"})
        self.controller.undo_turn()
        self.refresh()

    def confirm(self) -> None:
        self._log({"type": "confirm"})
        self.controller.confirm()
        self.refresh()

    def _log(self, action: dict[str, Any]) -> None:
        record_action(self.live_config, self.controller, action)  # bounded, see there

    def _button_action(self, name: str) -> dict[str, Any]:
        if name == "set_dice":
            return {"type": "roll", "dice": self.dice_text.value.strip() or None}
        return {"type": name}

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict):
            self._log(dict(content))
            self.controller.handle(content)
        self.refresh()

    # — display —

    def _build_controls(self) -> None:
        lang = self.controller.lang

        def button(key: str, action: Any, icon: str = "") -> w.Button:
            b = w.Button(description=translate(key, lang), icon=icon,
                         layout=w.Layout(width="auto"))
            name = key.split(".")[-1]
            b.on_click(lambda _b: (self._log(self._button_action(name)), action(),
                                   self.refresh()))
            b.add_class("nardi-" + key.split(".")[-1].replace("_", "-"))
            return b

        c = self.controller
        self.dice_text = w.Text(placeholder=translate("widget.dice_placeholder", lang),
                                layout=w.Layout(width="7em"))
        self.dice_text.add_class("nardi-dice-text")
        self.roll_button = button("widget.roll", lambda: c.roll(), "dice")
        self.set_dice_button = button(
            "widget.set_dice", lambda: c.roll(self.dice_text.value.strip() or None))
        self.undo_button = button("widget.undo", c.undo, "undo")
        self.undo_turn_button = button("widget.undo_turn", c.undo_turn, "backward")
        self.confirm_button = button("widget.confirm", c.confirm, "check")
        rows: list[w.Widget] = [
            w.HBox([self.roll_button]),
            w.HBox([self.dice_text, self.set_dice_button]),
            w.HBox([self.undo_button, self.undo_turn_button]),
            w.HBox([self.confirm_button]),
        ]
        if self.mode == "practice":
            rows.append(w.HBox([button("widget.restart", c.restart_step, "refresh")]))
        if self.mode == "game":
            self.cube_buttons = [button("widget.double", c.double),
                                 button("widget.take", c.take),
                                 button("widget.drop", c.drop)]
            rows.append(w.HBox(self.cube_buttons))
            self.new_game_button = button("widget.new_game", c.new_game, "plus")
            rows.append(w.HBox([self.new_game_button]))
        self.message_area = w.HTML(layout=w.Layout(width="18em"))
        self.message_area.add_class("nardi-message")
        rows.append(self.message_area)
        self.controls = w.VBox(rows, layout=w.Layout(margin="0 0 0 12px"))
        self.view = w.HBox([self, self.controls])

    def refresh(self) -> None:
        """Redraw the board and the message; enable only the buttons that can act."""
        c = self.controller
        self.svg = str(c.svg(self.size))
        self.message = c.message
        mark = "⚠ " if c.error else ""
        weight = "bold" if c.error else "normal"
        self.message_area.value = (
            f'<div class="nardi-message-text" role="status" aria-live="polite" '
            f'style="font-weight:{weight};white-space:normal;line-height:1.45">'
            f"{escape(mark + c.message)}</div>"
        )
        enabled = c.buttons()
        self.roll_button.disabled = not enabled["roll"]
        self.set_dice_button.disabled = self.roll_button.disabled
        self.dice_text.disabled = self.roll_button.disabled
        self.undo_button.disabled = not enabled["undo"]
        self.undo_turn_button.disabled = not enabled["undo_turn"]
        self.confirm_button.disabled = not enabled["confirm"]
        if self.mode == "game":
            for b, action in zip(self.cube_buttons, ("double", "take", "drop"), strict=True):
                b.disabled = not enabled[action]
            self.new_game_button.disabled = not enabled["new_game"]

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict, dict]:
        """The board with its controls, plus the SVG for pages without a kernel (also as
        HTML carrying the config the live book rebuilds the board from)."""
        bundle = self.view._repr_mimebundle_(**kwargs)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data)
        data["image/svg+xml"] = self.svg
        data["text/html"] = board_html(self.live_config, self.svg, self.controller.message)
        data["text/plain"] = self.controller.message
        return data, dict(metadata or {})

