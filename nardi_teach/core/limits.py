"""Limits checked before anything is parsed (issue 26): how deep JSON nests, how long a
number is, how big a file is and what kind of file it is.

Python's ``json`` recurses once per level (a Pyodide fatal error at ~3,500 levels in the
browser, where the wasm stack runs out before Python's ``RecursionError``), ``int()`` refuses
numbers of more than 4,300 digits with a ``ValueError``, and ``open()`` blocks on a FIFO or
reads ``/dev/zero`` for ever.  So the bridges and the teachers' file readers call these
first; each refusal is a ``LimitError`` whose ``line`` says where (0 when not known).

>>> loads_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> try:
...     loads_json("[" * 100 + "]" * 100)
... except LimitError as error:
...     print(error.line, error.message("en"))
1 The data is nested too deep (more than 64 levels of lists and fields in each other).
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import NardiError

MAX_DEPTH = 64
"""Lists and mappings in each other (a lesson or a bank entry needs 5; a board config 4)."""
MAX_DIGITS = 60
"""Digits of one number (a board or a bank never needs more than a few)."""
MAX_CHARS = 1_000_000
"""Characters of one JSON text given to the engine."""
MAX_MESSAGE = 200_000
"""Characters of one config or message from the page (a board's, a lesson's): the live
bridges refuse more, so the teachers' checker refuses a lesson file that would be more."""

# A string from its opening quote: to its closing quote, or (unterminated) to the line's end
# or the text's, where ``json`` stops too. It always matches where it starts, so each
# character is read once (a pattern that needs the closing quote reads an unterminated
# ``"\\"\\"…`` again from every quote in it: quadratic, issue 40).
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"?')
_BRACKETS = re.compile(r"[\[\]{}]")
_NUMBER = re.compile("[0-9]{" + str(MAX_DIGITS + 1) + ",}")
_SURROGATE = re.compile("[\ud800-\udfff]")


class LimitError(NardiError):
    """Input past one of the limits (too long, too deep, a number too long, not a regular
    file, too big); ``line`` is its line (1-based; 0 when not known)."""

    def __init__(self, key: str, /, line: int = 0, **params: Any) -> None:
        self.line = line
        super().__init__(key, line=line, **params)


def _line(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def check_json(text: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> None:
    """Refuse JSON text longer than ``max_chars``, nested deeper than ``max_depth`` or with a
    number of more than ``MAX_DIGITS`` digits, without parsing it (in linear time, no
    recursion).  Brackets inside strings do not count."""
    if not isinstance(text, str):
        raise LimitError("limit.not_text")
    if len(text) > max_chars:
        raise LimitError("limit.too_long", limit=max_chars)
    bare = _STRING.sub('""', text) if '"' in text else text  # no string holds a line break
    depth = 0
    for found in _BRACKETS.finditer(bare):
        depth += 1 if found[0] in "[{" else -1
        if depth > max_depth:
            raise LimitError("limit.too_deep", line=_line(bare, found.start()), limit=max_depth)
    long = _NUMBER.search(bare)
    if long:
        raise LimitError("limit.number", line=_line(bare, long.start()), limit=MAX_DIGITS)


def loads_json(text: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH,
               object_pairs_hook: Callable[[list[tuple[str, Any]]], Any] | None = None,
               texts: bool = False) -> Any:
    """``json.loads(text)`` once :func:`check_json` lets it through; a text that is not JSON
    still raises ``json.JSONDecodeError``.  With ``texts`` (a teacher's file, which is printed
    and written out) a lone surrogate (``"\\ud800"``) is a ``LimitError`` too; stored
    progress keeps whatever ids it was given."""
    check_json(text, max_chars=max_chars, max_depth=max_depth)
    value = json.loads(text, object_pairs_hook=object_pairs_hook)
    if texts:
        check_texts(value)
    return value


def check_texts(value: Any, max_depth: int = MAX_DEPTH) -> None:
    """Refuse parsed data (from JSON or YAML) nested deeper than ``max_depth`` or holding a
    text with a lone surrogate (which no file or page can write); iterative, no recursion.
    The line is the nearest mapping's ``__line__`` when the reader recorded one."""
    stack: list[tuple[Any, int, int]] = [(value, 1, 0)]
    while stack:
        item, depth, line = stack.pop()
        if isinstance(item, dict):
            line = item.get("__line__", line) if isinstance(item.get("__line__"), int) else line
            children = [*item.keys(), *item.values()]
        elif isinstance(item, list | tuple):
            children = list(item)
        else:
            if isinstance(item, str) and _SURROGATE.search(item):
                raise LimitError("limit.surrogate", line=line)
            continue
        if depth > max_depth:
            raise LimitError("limit.too_deep", line=line, limit=max_depth)
        stack.extend((child, depth + 1, line) for child in children)


def read_regular(path: str | Path, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` (a symlink is followed): at most ``max_bytes``,
    read without blocking.  A FIFO, a device (``/dev/zero``), a socket: ``LimitError``
    ``limit.not_regular``; a bigger file: ``limit.too_big``; a folder: ``IsADirectoryError``;
    anything else the system refuses: its ``OSError``."""
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(21, "Is a directory", str(path))
    if not stat.S_ISREG(info.st_mode):
        raise LimitError("limit.not_regular")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped for something else meanwhile
            raise LimitError("limit.not_regular")
        chunks, size = [], 0
        while size <= max_bytes:
            chunk = os.read(fd, min(1 << 16, max_bytes + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > max_bytes:
        raise LimitError("limit.too_big", limit=max(1, max_bytes // 1000))
    return b"".join(chunks)


__all__ = ["MAX_CHARS", "MAX_DEPTH", "MAX_DIGITS", "MAX_MESSAGE", "LimitError", "check_json",
           "check_texts", "loads_json", "read_regular"]
