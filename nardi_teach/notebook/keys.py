"""The boards by keyboard and screen reader in JupyterLab (issue 23), as in the live book.

The board widgets' front end (``board._ESM``) runs the live book's own script,
``book/_static/nardi_keys.js`` (linked here as ``nardi_keys.js``): arrow keys move a focus ring
point to point, Enter/Space pick up and drop, Escape puts the checker back, U/R/C/D undo, roll,
confirm and double, P reads the position, a field takes a whole play in notation; every event
is said in the board's ``aria-live`` region.  The words are the catalogue's (``a11y.*``) and
Python's (the points' ``data-label``, the board's ``<desc>``, the controller's message); the
moves are the controller's (``controllers.config.act``), as in the live book.
"""

from __future__ import annotations

from pathlib import Path

from ..i18n import translate

KEYS_JS = Path(__file__).with_name("nardi_keys.js").read_text("utf-8")
"""``window.nardiKeys`` (attach, say, tools, …): the live book's keyboard script."""

KEY_TEXTS = ("a11y.keys", "a11y.board", "a11y.play_label", "a11y.play_placeholder",
             "a11y.play_button", "a11y.not_now", "a11y.large")
"""The catalogue's texts the script shows or says (the live book's ``live.ui_strings``)."""

KEY_ACTIONS = ("undo", "roll", "confirm", "double")
"""The buttons a key presses (U, R, C, D): named when they cannot act now."""

KEYS_CSS = """
.nardi-lab-board { position: relative; }
.nardi-visually-hidden, .nardi-lab-board .nardi-keys-help {
  position: absolute !important; width: 1px; height: 1px; overflow: hidden;
  clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; margin: -1px; }
.nardi-board-view[role=application] { border-radius: 4px; width: fit-content; }
.nardi-board-view[role=application]:focus { outline: none; }
.nardi-board-view[role=application]:focus-visible {
  outline: 3px solid #0b57d0; outline-offset: 3px; box-shadow: 0 0 0 6px #fff; }
.nardi-lab-board .nardi-board-view:focus-visible:not([data-help=off]) + .nardi-keys-help {
  position: static !important; width: auto; height: auto; max-width: 40em;
  clip: auto; clip-path: none; white-space: normal; margin: .35rem 0 0; padding: .35em .6em;
  font-size: .88em; line-height: 1.4; border-radius: 4px; background: #1f2937; color: #fff; }
.nardi-cursor rect { fill: none; pointer-events: none; }
.nardi-cursor .outer { stroke: #0b57d0; stroke-width: 4; }
.nardi-cursor .inner { stroke: #fff; stroke-width: 2; }
.nardi-board-tools { display: flex; flex-wrap: wrap; gap: .4rem .8rem; align-items: center;
                     margin: .3rem 0; }
.nardi-play-text, .nardi-play-text label { display: flex; flex-wrap: wrap; gap: .3rem;
                                            align-items: center; }
.nardi-play-input { font: inherit; width: 8.5em; padding: .2em .4em; }
.nardi-board-tools button { font: inherit; padding: .2em .7em; cursor: pointer; }
.nardi-large-toggle[aria-pressed=true] { background: #0b57d0; color: #fff; }
.widget-hbox:has(> .nardi-lab-board.is-large) { flex-wrap: wrap; }
.nardi-lab-board.is-large { flex: 1 1 100%; }
.nardi-lab-board.is-large .nardi-board-view, .nardi-lab-board.is-large .nardi-board-view svg {
  width: 100%; }
"""


def key_strings(lang: str | None = None) -> dict[str, str]:
    """What the script shows and says, in ``lang`` (``{detail}`` left for the script)."""
    out = {key: translate(key, lang, detail="{detail}") for key in KEY_TEXTS}
    out.update({f"widget.{a}": translate(f"widget.{a}", lang) for a in KEY_ACTIONS})
    return out
