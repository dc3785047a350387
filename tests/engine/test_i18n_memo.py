"""Rendered messages are kept (nardi_teach.i18n.translate: a board's redraw says the same point
labels each time); keeping them never changes what a message says."""

from __future__ import annotations

import pytest

from nardi_teach import i18n
from nardi_teach.i18n import ka, translate


def test_a_kept_message_is_the_same_text_as_a_fresh_one() -> None:
    first = translate("a11y.checkers", "ka", count=3, side="თეთრი")
    kept = translate("a11y.checkers", "ka", count=3, side="თეთრი")
    saved = i18n._RENDERED_MAX
    i18n._RENDERED_MAX = 0
    i18n._RENDERED.clear()
    try:
        fresh = translate("a11y.checkers", "ka", count=3, side="თეთრი")
    finally:
        i18n._RENDERED_MAX = saved
    assert first == kept == fresh
    assert translate("a11y.checkers", "ka", count=2, side="თეთრი") != first


def test_a_changed_template_or_value_type_is_rendered_afresh(monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    key = "a11y.checkers"
    before = translate(key, "ka", count=1, side="შავი")
    monkeypatch.setitem(ka.MESSAGES, key, "<<{count}>> {side}")
    assert translate(key, "ka", count=1, side="შავი") == "<<1>> შავი" != before
    # 1 and True are equal keys to a dict; the type keeps them apart
    assert translate(key, "ka", count=True, side="შავი") == "<<True>> შავი"


def test_the_kept_messages_are_bounded() -> None:
    for n in range(i18n._RENDERED_MAX + 50):
        translate("a11y.checkers", "ka", count=n, side="x")
    assert len(i18n._RENDERED) <= i18n._RENDERED_MAX
