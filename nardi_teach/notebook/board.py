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
the reader's browser (:mod:`nardi_teach.web`, Pyodide).
"""

from __future__ import annotations

import asyncio
from html import escape
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..controllers.board import BoardController
from ..controllers.config import act, board_config, board_html, live_controller, record_action
from ..controllers.quiet import SLICE
from ..controllers.variants import dice_placeholder
from ..core.board import Color
from ..core.dice import DiceLike
from ..games.rules import CubeKind, Rules
from ..i18n import translate
from ..progress.store import Progress
from ..short_nardi.position import Position
from .keys import KEYS_CSS, KEYS_JS, key_strings
from .tutor_panel import TutorPanel

QUIET_DELAY = 0.05
"""Seconds after a redraw (and between slices) before the next slice of quiet judging: the
kernel answers the messages waiting first."""

_ESM = KEYS_JS + """
// The computer's last play is shown here, move by move, from the pictures and texts Python
// puts in "frames" / "frame_messages" (each new "frames_serial" shows them once), then the
// present board. A click during the showing ends it and does not count ("frame_note").
// The keyboard and the screen reader (nardi_keys.js, above): every event's message ("said"
// counts them), the frames' texts and the note are said in the board's aria-live region.
const FRAME_MS = 700;
function render({ model, el }) {
  const keys = window.nardiKeys;
  const strings = model.get("strings") || {};
  el.classList.add("nardi-lab-board");
  el.setAttribute("data-lm-suppress-shortcuts", "true");  // its keys are the board's, not Lab's
  const box = document.createElement("div");
  box.className = "nardi-board-view";
  const caption = document.createElement("div");
  caption.className = "nardi-frame-text";
  const say = (text) => keys.say(el, text);
  let waiting = false;  // the event's message, said once the showing ends
  let timer = null;
  let playing = false;
  let shownUntil = null;  // the present board a showing ends on
  const draw = () => {  // after the other changes of the same update: a showing may start
    setTimeout(() => {
      if (playing && model.get("svg") !== shownUntil) stop(false);  // the game moved on
      else if (!playing) box.innerHTML = model.get("svg");
    }, 0);
  };
  const stop = (note) => {
    if (!playing) return false;
    clearTimeout(timer);
    playing = false;
    delete el.dataset.playing;
    box.innerHTML = model.get("svg");
    caption.textContent = note ? model.get("frame_note") : "";
    if (note) say(model.get("frame_note"));
    if (waiting) say(model.get("message"));
    waiting = false;
    return true;
  };
  const play = () => {
    stop(false);
    const svgs = model.get("frames");
    const texts = model.get("frame_messages");
    const media = window.matchMedia;
    const still = media && media("(prefers-reduced-motion: reduce)").matches;
    caption.textContent = "";
    if (!svgs.length || still) {
      box.innerHTML = model.get("svg");
      if (still) for (const text of texts) say(text);
      return;
    }
    playing = true;
    shownUntil = model.get("svg");
    el.dataset.playing = "1";
    let k = 0;
    const step = () => {
      if (!playing) return;
      if (k >= svgs.length) { stop(false); return; }
      box.innerHTML = svgs[k];
      caption.textContent = texts[k] || "";
      say(texts[k]);
      el.dataset.frame = String(k);
      k += 1;
      timer = setTimeout(step, FRAME_MS);
    };
    step();
  };
  box.innerHTML = model.get("svg");
  model.on("change:svg", draw);
  model.on("change:frames_serial", play);
  const spoken = () => setTimeout(() => {  // after a showing the same update may start
    if (playing) waiting = true;
    else say(model.get("message"));
  }, 0);
  model.on("change:said", spoken);
  const click = (point) => {
    if (stop(true)) return;
    model.send({ type: "click", point });
  };
  box.addEventListener("click", (event) => {
    const target = event.target.closest("[data-point]");
    if (target && box.contains(target)) click(Number(target.dataset.point));
    else stop(true);
  });
  // U, R, C, D: the button's action, or the button's name when it cannot act now
  const act = (action) => {
    if (stop(true)) return null;
    if (!(model.get("enabled") || {})[action]) return strings["widget." + action] || action;
    model.send({ type: action });
    return null;
  };
  el.appendChild(box);
  el.appendChild(caption);
  keys.attach(el, { view: box, click, strings, act });
  keys.tools(el, strings, (text) => {
    if (stop(true)) return;
    model.send({ type: "play", text });
  });
  // In JupyterLab, Enter in the field does not submit its form by itself
  const field = el.querySelector(".nardi-play-input");
  if (field) field.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" || !field.form) return;
    event.preventDefault();
    field.form.requestSubmit();
  });
  return () => {
    clearTimeout(timer);
    model.off("change:svg", draw);
    model.off("change:frames_serial", play);
    model.off("change:said", spoken);
  };
}
export default { render };
"""

_CSS = KEYS_CSS + """
.nardi-board-view [data-point] { cursor: pointer; }
.nardi-board-view [data-point]:hover > polygon:first-of-type { filter: brightness(1.12); }
.nardi-board-view svg { max-width: 100%; height: auto; }
.nardi-board-view g.cube, .nardi-board-view g.arrow { pointer-events: none; }
.nardi-frame-text { min-height: 1.45em; line-height: 1.45; font-weight: bold; }
"""


_VIEW_ONLY = ("record", "show_again", "replay", "replay_start", "replay_back", "replay_forward",
              "replay_end", "replay_exit", "save", "hint", "show_better", "hide_better")
"""Actions that only change what is shown: the config the live book rebuilds from skips them."""


class BoardWidget(anywidget.AnyWidget):
    """A clickable board with its controls.

    ``mode``: ``"free"`` (demo on ``position``), ``"practice"`` (the R184 bear-off drill) or
    ``"game"`` (two players at one screen with the cube; ``match_length`` 0 = money play).
    ``dice`` rolls at once; ``seed`` makes random rolls repeat.  ``orientation`` is
    ``"right"``/``"left"`` (R152–R153), ``auto_swap`` mirrors it after every game (R154); the
    board keeps the side at the bottom (``perspective``; default: WHITE in a game, else the
    side on roll at the start) unless ``follow_turn`` turns it to the side on roll every turn.
    ``auto_bear_off`` follows R181–R182, ``lang`` is ``"ka"`` or ``"en"``.

    ``computer`` (a game: ``{"color": "black", "level": "club"}``) lets the computer play that
    side at once whenever it must act; ``undo`` then takes the game back to your last decision.
    ``tutor=True`` switches the tutor on there (its own button switches it on and off): a
    verdict after each of your decisions, a hint, the better play, the game's biggest errors.

    ``rolls`` (a game from ``position``): the personal rolls each side made before it (V61),
    so that a crazy game's progression (V62) can begin at once.

    ``BoardWidget(mode="practice")`` is the bear-off drill: five scripted steps, each with its
    own position, dice and goal, and a restart button.
    """

    _esm = _ESM
    _css = _CSS
    svg = traitlets.Unicode("").tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    frames = traitlets.List(traitlets.Unicode()).tag(sync=True)
    frame_messages = traitlets.List(traitlets.Unicode()).tag(sync=True)
    frame_note = traitlets.Unicode("").tag(sync=True)
    frames_serial = traitlets.Int(0).tag(sync=True)
    strings = traitlets.Dict().tag(sync=True)  # the keyboard's texts (notebook.keys)
    enabled = traitlets.Dict().tag(sync=True)  # the buttons that can act (U, R, C, D)
    said = traitlets.Int(0).tag(sync=True)  # one more per event: its message is said

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
        computer: dict[str, Any] | None = None,
        tutor: bool = False,
        rolls: tuple[int, int] | None = None,
    ) -> None:
        super().__init__()
        # What the live book needs to rebuild this board (with the actions taken before show).
        self.live_config = board_config(
            position, mode=mode, dice=dice, seed=seed, orientation=orientation,
            perspective=perspective, auto_bear_off=auto_bear_off, auto_swap=auto_swap,
            match_length=match_length, rules=rules, lang=lang, size=size,
            follow_turn=follow_turn, absent=absent, variant=variant, computer=computer,
            tutor=tutor, rolls=rolls)
        # One way to build a board: from the config, as the live book rebuilds it too.
        # a play's verdict follows the click (worked out in slices on the kernel's loop)
        self.controller: BoardController = live_controller(self.live_config)
        self.strings = key_strings(self.controller.lang)
        self.mode = mode
        self.size = size
        self._syncing = False
        self._practiced: set[str] = set()  # the mistakes already kept for review (issue 39)
        self._quiet_timer: Any = None  # the next slice of quiet judging, while one is due
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
        if action.get("type") in _VIEW_ONLY:  # they change what is shown, not the game
            return
        record_action(self.live_config, self.controller, action)  # bounded, see there

    def save_record(self, path: str | None = None) -> Any:
        """Write the game record to ``path`` (default: a dated ``nardi-….txt`` here); the
        path written (a game against the computer)."""
        out = self.controller.save_record(path)  # type: ignore[attr-defined]
        self.refresh()
        return out

    def _button_action(self, name: str) -> dict[str, Any]:
        if name == "set_dice":
            return {"type": "roll", "dice": self.dice_text.value.strip() or None}
        return {"type": name}

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict):
            self._log(dict(content))
            act(self.controller, content)  # a click, a key's button, a play typed (live: same)
        self.refresh()

    # — display —

    def _build_controls(self) -> None:
        lang = self.controller.lang

        def button(key: str, action: Any, icon: str = "", label: str = "") -> w.Button:
            b = w.Button(description=translate(label or key, lang), icon=icon,
                         layout=w.Layout(width="auto"))
            name = key.split(".")[-1]
            b.on_click(lambda _b: (self._log(self._button_action(name)), action(),
                                   self.refresh()))
            b.add_class("nardi-" + key.split(".")[-1].replace("_", "-"))
            return b

        c = self.controller
        self.dice_text = w.Text(placeholder=translate(dice_placeholder(c.variant), lang),
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
            raising = getattr(c, "game", None) is not None and (
                c.game.state.cube.kind is CubeKind.RAISE)  # type: ignore[attr-defined]
            self.cube_buttons = [button("widget.double", c.double,
                                        label="widget.double_raise" if raising else ""),
                                 button("widget.take", c.take),
                                 button("widget.drop", c.drop)]
            rows.append(w.HBox(self.cube_buttons))
            self.new_game_button = button("widget.new_game", c.new_game, "plus")
            row = [self.new_game_button]
            if getattr(c, "offers_computer", False):
                self.record_button = button("widget.record", self._show_record, "list")
                row.append(self.record_button)
            rows.append(w.HBox(row))
            if getattr(c, "offers_computer", False):
                rows += self._computer_controls(button)
        self.message_area = w.HTML(layout=w.Layout(width="18em"))
        self.message_area.add_class("nardi-message")
        rows.append(self.message_area)
        self.game_rows = rows[:-1]
        if getattr(c, "offers_computer", False):
            rows.insert(0, self.choices_box)
            rows.insert(1, self.replay_box)
            self.tutor_panel = TutorPanel(c, self._tutor_action)
            self.game_rows.append(self.tutor_panel.box)
            rows.append(self.tutor_panel.box)
            rows.append(self.record_area)
        self.controls = w.VBox(rows, layout=w.Layout(margin="0 0 0 12px"))
        self.view = w.HBox([self, self.controls])

    def _computer_controls(self, button: Any) -> list[w.Widget]:
        """Against the computer: its colour and level (the live page's two selects), show
        its play again, replay the game (|◀ ◀ ▶ ▶|), save the record; the record to copy."""
        c: Any = self.controller
        self.show_again_button = button("widget.show_again", c.show_again, "play")
        self.replay_button = button("widget.replay", c.replay, "film")
        self.save_button = button("widget.save", self.save_record, "save")
        self.replay_buttons = {name: button(f"widget.{name}", getattr(c, name))
                               for name in ("replay_start", "replay_back", "replay_forward",
                                            "replay_end")}
        for name, b in self.replay_buttons.items():
            b.tooltip = translate(f"widget.title.{name}", c.lang)
        self.replay_exit_button = button("widget.replay_exit", c.replay_exit, "sign-out")
        self.replay_save_button = button("widget.save", self.save_record, "save")
        self.replay_box = w.VBox([
            w.HBox(list(self.replay_buttons.values())),
            w.HBox([self.replay_exit_button, self.replay_save_button])])
        self.dropdowns: dict[str, w.Dropdown] = {}
        shown = c.choices()  # the cube's select too, hidden in a game without a cube
        if all(choice["name"] != "cube" for choice in shown):
            shown.append(c.cube_choice())
        for choice in shown:
            drop = w.Dropdown(options=[(o["label"], o["value"]) for o in choice["options"]],
                              value=choice["value"], description=choice["label"],
                              style={"description_width": "initial"},
                              layout=w.Layout(width="auto"))
            drop.add_class(f"nardi-choice-{choice['name']}")
            drop.observe(self._on_choice, names="value")
            self.dropdowns[str(choice["name"])] = drop
        self.choices_box = w.HBox(list(self.dropdowns.values()))
        self.record_text = w.Textarea(layout=w.Layout(width="22em", height="10em"))
        self.record_text.add_class("nardi-record-text")
        self.record_area = w.VBox([w.Label(translate("computer.record_label", c.lang)),
                                   self.record_text], layout=w.Layout(display="none"))
        return [w.HBox([self.show_again_button, self.replay_button, self.save_button])]

    def _tutor_action(self, action: dict[str, Any]) -> None:
        """A tutor button (or "replay from here"): logged, applied, redrawn."""
        self._log(action)
        self.controller.handle(action)
        self.refresh()

    def _on_choice(self, change: Any) -> None:
        """A new colour, level or game: a new game, as on the live page."""
        if self._syncing:
            return
        values = {name: d.value for name, d in self.dropdowns.items()
                  if d.layout.display != "none"}
        self.set_computer(values["color"], values["level"], values.get("variant"),
                          values.get("cube"))

    def set_computer(self, color: str, level: str, variant: str | None = None,
                     cube: str | None = None) -> None:
        """Let the computer play ``color`` at ``level`` (and, given ``variant``, that game;
        given ``cube``, ``"doubling"`` or ``"raise"``): a new game (the dropdowns follow)."""
        action = {"type": "computer", "color": color, "level": level}
        if variant is not None:
            action["variant"] = variant
        if cube is not None:
            action["cube"] = cube
        self._log(action)
        self.controller.set_computer(color, level, variant, cube)  # type: ignore[attr-defined]
        self.refresh()

    def _show_record(self) -> None:
        """The record in a text box, to select and copy (the message says where it is)."""
        c: Any = self.controller
        c.record(box=True)
        self.record_text.value = c.record_text()
        self.record_area.layout.display = ""

    def refresh(self) -> None:
        """Redraw the board and the message; enable only the buttons that can act."""
        with self.hold_sync():  # one update for the view: the board and a showing together
            self._refresh()
            self.said += 1

    def _refresh(self) -> None:
        c = self.controller
        self.svg = str(c.svg(self.size))
        self.message = c.message
        mark = "⚠ " if c.error else ""
        weight = "bold" if c.error else "normal"
        self.message_area.value = (  # said by the board's own aria-live region (keys.py)
            f'<div class="nardi-message-text" '
            f'style="font-weight:{weight};white-space:pre-line;line-height:1.45">'
            f"{escape(mark + c.message)}</div>" + rule_link_html(c.rule_link())
        )
        enabled = c.buttons()
        self.enabled = {name: bool(on) for name, on in enabled.items()}
        self.roll_button.disabled = not enabled.get("roll", False)
        self.set_dice_button.disabled = self.roll_button.disabled
        self.dice_text.disabled = self.roll_button.disabled
        self.undo_button.disabled = not enabled.get("undo", False)
        self.undo_button.description = translate(c.undo_label(), c.lang)
        self.undo_turn_button.disabled = not enabled.get("undo_turn", False)
        self.confirm_button.disabled = not enabled.get("confirm", False)
        if self.mode == "game":
            for b, action in zip(self.cube_buttons, ("double", "take", "drop"), strict=True):
                b.disabled = not enabled.get(action, False)
            self.new_game_button.disabled = not enabled.get("new_game", False)
            if hasattr(self, "record_button"):
                self.record_button.disabled = not enabled.get("record", False)
        if getattr(c, "offers_computer", False):
            self._refresh_computer(enabled)

    def _refresh_computer(self, enabled: dict[str, bool]) -> None:
        c: Any = self.controller
        replaying = c.replay_at is not None
        for row in self.game_rows:
            row.layout.display = "none" if replaying else ""
        self.replay_box.layout.display = "" if replaying else "none"
        for name, b in {**self.replay_buttons, "replay_exit": self.replay_exit_button,
                        "show_again": self.show_again_button, "replay": self.replay_button,
                        "save": self.save_button}.items():
            b.disabled = not enabled.get(name, False)
        self.replay_save_button.disabled = not enabled.get("save", False)
        self._syncing = True
        try:
            current = {str(choice["name"]): choice for choice in c.choices()}
            for name, drop in self.dropdowns.items():
                if name in current:
                    drop.value = current[name]["value"]
                drop.layout.display = None if name in current else "none"
        finally:
            self._syncing = False
        if self.record_area.layout.display != "none":
            self.record_text.value = c.record_text()
        self.tutor_panel.refresh(enabled, replaying)
        self._keep_practice(c.practice())
        if c.frames_serial != self.frames_serial:  # a new showing of the computer's play
            self.frames = c.frame_svgs(self.size)
            self.frame_messages = c.frame_messages()
            self.frame_note = c.frame_note()
            self.frames_serial = c.frames_serial
        self._judge_later()  # the learner's plays judged once the board is drawn

    def _judge_later(self) -> None:
        """Issue 39: the tutor's verdict on a play (the tutor on, ``tutor_later``) and, with
        the tutor off, the quiet judging of the learner's plays are worked out after the board
        is drawn, a slice (``controllers.quiet.SLICE``) at a time on the kernel's event loop,
        so that a click never waits for a whole judgement (the tutor's two-ply search takes
        longer than a click); without a running loop — a script — all at once."""
        c: Any = self.controller
        if self._quiet_timer is not None or not getattr(c, "tutor_available", False) \
                or not (c.tutor_pending() or c.quiet_pending()):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            shown = c.tutor_step()
            c.judge_quietly()
            if shown:
                self.refresh()  # the verdict (and its practice item) shown
            self._keep_practice(c.practice())
            return
        self._quiet_timer = loop.call_later(QUIET_DELAY, self._judge_slice)

    def _judge_slice(self) -> None:
        self._quiet_timer = None
        c: Any = self.controller
        try:
            if c.tutor_pending():
                if c.tutor_step(SLICE):
                    self.refresh()  # the verdict arrived: shown beside its play
            else:
                c.judge_quietly(SLICE)
            self._keep_practice(c.practice())
        finally:
            self._judge_later()

    def _keep_practice(self, items: list[dict[str, str]]) -> None:
        """Issue 39: each play the tutor called bad or very bad goes into the progress store
        as a missed exercise ("find a better play"), so the review page brings it back; once
        per decision of a game."""
        new = [item for item in items if item["key"] not in self._practiced]
        if not new:
            return
        store = Progress()  # the current pupil's file (``NARDI_TEACH_PROGRESS`` overrides it)
        for item in new:
            store.record(item["id"], False, answer=item["id"].split("~")[3].replace("_", " "))
            self._practiced.add(item["key"])

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


def rule_link_html(link: dict[str, str] | None) -> str:
    """The message's rule as a link to its place in the rules list (the book's rules.md)."""
    if not link:
        return ""
    return (f'<a class="nardi-message-rule nardi-rule" href="rules.md#{escape(link["anchor"])}" '
            f'title="{escape(link["rules"])}">{escape(link["label"])}</a>')
