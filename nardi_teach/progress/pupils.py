"""Pupils sharing one computer (issue 25): in JupyterLab each pupil's answers go to a progress
file of their own, ``~/.nardi_teach/pupils/<id>.json``; the pupil chosen last is remembered
in ``~/.nardi_teach/pupil`` (``NARDI_TEACH_PUPIL`` overrides it), so every chapter opened
afterwards writes to that pupil's file.  No name chosen: the one shared file, as before.

The pupil's id (issue 40) is one for each name and no other's: the name, cleaned
(:func:`clean_name`), with every UTF-16 unit other than ``a``–``z`` and ``0``–``9`` written
``%`` + 4 lowercase hex digits; an id that would be a Windows device name (``con``, ``lpt1``)
has its first letter written so too.  It holds only ``a-z0-9%``: no separator (``#``, ``:``,
``.``, ``/``), no capital (a file system that ignores case cannot join two pupils), and it
reads back to the name (:func:`pupil_name`).  The browser's store (``nardi_pupil.js``
``nardiPupil.id``) is the same function; its keys are ``nardi-progress:<id>``.

>>> pupil_id("Nika#2"), pupil_id(" ნიკა  2 "), pupil_id("con")
('%004eika%00232', '%10dc%10d8%10d9%10d0%00202', '%0063on')
>>> pupil_name("%004eika%00232")
'Nika#2'
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from ..core.errors import NardiError

HOME = Path("~/.nardi_teach")
CURRENT = "pupil"
"""The file (under ``HOME``) that names the pupil chosen last."""
FOLDER = "pupils"
"""The folder (under ``HOME``) of the pupils' progress files."""
MAX_NAME = 40
"""The longest name, in UTF-16 units (as the book's name box, ``maxlength``)."""
_CONTROL = re.compile(r"[\x00-\x1f]")
# JavaScript's \s without the control characters: the page cleans names the same way
_SPACE = re.compile("[ \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+")
_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_DEVICES = frozenset({"con", "prn", "aux", "nul", *(f"{d}{n}" for d in ("com", "lpt")
                                                     for n in range(10))})
_ID = re.compile(r"(?:[a-z0-9]|%[0-9a-f]{4})*")


class PupilError(NardiError):
    """A pupil's name that cannot be kept (too long)."""


def _home() -> Path:
    return HOME.expanduser()


def clean_name(name: str) -> str:
    """The name as kept: control characters dropped, each run of spaces one space, none at
    either end (the page's ``nardiPupil.clean``)."""
    return _SPACE.sub(" ", _CONTROL.sub("", str(name))).strip(" ")


def _units(text: str) -> list[int]:
    raw = text.encode("utf-16-be", "surrogatepass")
    return [int.from_bytes(raw[i:i + 2], "big") for i in range(0, len(raw), 2)]


def pupil_id(name: str) -> str:
    """The pupil's id (the module's docstring): ``""`` for no name."""
    out = "".join(chr(u) if chr(u) in _PLAIN else f"%{u:04x}" for u in _units(clean_name(name)))
    return f"%{ord(out[0]):04x}{out[1:]}" if out in _DEVICES else out


def pupil_name(pupil: str) -> str | None:
    """The name whose id is ``pupil``; ``None`` when it is no pupil's id."""
    if not _ID.fullmatch(pupil):
        return None
    raw = b"".join((ord(c) if len(c) == 1 else int(c[1:], 16)).to_bytes(2, "big")
                   for c in re.findall(r"%[0-9a-f]{4}|.", pupil))
    name = raw.decode("utf-16-be", "surrogatepass")
    return name if pupil_id(name) == pupil else None


def check_name(name: str) -> str:
    """``name`` cleaned; :class:`PupilError` when it is longer than the name box takes."""
    kept = clean_name(name)
    if len(_units(kept)) > MAX_NAME:
        raise PupilError("teach.pupil.too_long", max=MAX_NAME)
    return kept


def current_pupil() -> str:
    """The pupil whose answers are kept now: ``NARDI_TEACH_PUPIL``, else the one chosen
    last, else ``""`` (no name)."""
    given = os.environ.get("NARDI_TEACH_PUPIL")
    if given is not None:
        return clean_name(given)
    try:
        return clean_name((_home() / CURRENT).read_text("utf-8")[:400])
    except (OSError, UnicodeDecodeError):
        return ""


def choose_pupil(name: str) -> str:
    """Make ``name`` the current pupil (``""``: no name) for every chapter opened from now
    on; returns the name as kept.  :class:`PupilError` for a name too long (nothing changes)."""
    kept = check_name(name)
    home = _home()
    home.mkdir(parents=True, exist_ok=True)
    (home / CURRENT).write_text(kept, encoding="utf-8")
    if kept:
        (home / FOLDER).mkdir(exist_ok=True)
    return kept


def pupil_path(name: str) -> Path:
    """The progress file of pupil ``name``; :class:`PupilError` for a name too long."""
    return _home() / FOLDER / f"{pupil_id(check_name(name))}.json"


def known_pupils() -> list[str]:
    """The pupils who have a progress file on this computer, by name (a file named before
    issue 40, ``<name>.json``, by that name: ``store.move_old_pupils`` moves it)."""
    folder = _home() / FOLDER
    try:
        names = {pupil_name(p.stem) or clean_name(p.stem)
                 for p in folder.glob("*.json") if p.is_file()}
    except OSError:
        return []
    return sorted(n for n in names if n)
