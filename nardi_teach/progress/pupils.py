"""Pupils sharing one computer (issue 25): in JupyterLab each pupil's answers go to a progress
file of their own, ``~/.nardi_teach/pupils/<name>.json``; the pupil chosen last is remembered
in ``~/.nardi_teach/pupil`` (``NARDI_TEACH_PUPIL`` overrides it), so every chapter opened
afterwards writes to that pupil's file.  No name chosen: the one shared file, as before.

>>> safe_name(" ანა  ბერიძე/../x ")
'ანა_ბერიძე_x'
"""

from __future__ import annotations

import os
import re
from pathlib import Path

HOME = Path("~/.nardi_teach")
CURRENT = "pupil"
"""The file (under ``HOME``) that names the pupil chosen last."""
FOLDER = "pupils"
"""The folder (under ``HOME``) of the pupils' progress files."""
MAX_NAME = 40


def _home() -> Path:
    return HOME.expanduser()


def safe_name(name: str) -> str:
    """``name`` as a file name: letters (any script), digits, ``-``; runs of anything else
    become one ``_``; at most ``MAX_NAME`` characters."""
    words = re.split(r"[^\w-]+|_+", name.strip())
    return "_".join(w for w in words if w and w not in ("-",))[:MAX_NAME]


def current_pupil() -> str:
    """The pupil whose answers are kept now: ``NARDI_TEACH_PUPIL``, else the one chosen
    last, else ``""`` (no name)."""
    given = os.environ.get("NARDI_TEACH_PUPIL")
    if given is not None:
        return safe_name(given)
    try:
        return safe_name((_home() / CURRENT).read_text("utf-8")[:200])
    except (OSError, UnicodeDecodeError):
        return ""


def choose_pupil(name: str) -> str:
    """Make ``name`` the current pupil (``""``: no name) for every chapter opened from now
    on; returns the name as kept."""
    kept = safe_name(name)
    home = _home()
    home.mkdir(parents=True, exist_ok=True)
    (home / CURRENT).write_text(kept, encoding="utf-8")
    if kept:
        (home / FOLDER).mkdir(exist_ok=True)
    return kept


def pupil_path(name: str) -> Path:
    """The progress file of pupil ``name``."""
    return _home() / FOLDER / f"{safe_name(name)}.json"


def known_pupils() -> list[str]:
    """The pupils who have a progress file on this computer, by name."""
    folder = _home() / FOLDER
    try:
        return sorted(p.stem for p in folder.glob("*.json") if p.is_file())
    except OSError:
        return []
