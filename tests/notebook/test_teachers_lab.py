"""Issue 25 in real JupyterLab (headless Chromium): the class page finds this computer's
three pupils' progress files and shows the class table; the progress page's pupil box names
the pupil and the file their answers go to, and switches pupil with one click."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from browser import close_contexts, new_page, offline
from test_lab_chapters import BOOK, CONTENTS_MANAGER, EXT
from test_lab_review import SHOWN, _run
from test_teachers_class import CLASS
from test_widget_lab import lab_server

from nardi_teach.progress.pupils import pupil_id

SHOTS = os.environ.get("NARDI_SHOTS")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture()
def lab(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    shutil.copytree(BOOK, tmp_path / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    (tmp_path / ".config").mkdir()
    (tmp_path / ".config" / "jupyter_server_config.json").write_text(
        json.dumps({"ServerApp": {"contents_manager_class": CONTENTS_MANAGER}}))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(  # this checkout's package, not another's
        [str(EXT), str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    home = tmp_path / "home"
    folder = home / ".nardi_teach" / "pupils"
    folder.mkdir(parents=True)
    for _name, text in CLASS:  # each pupil's JupyterLab progress file
        data = json.loads(text)
        store = dict(data["progress"])
        store.update({f"lesson:ch{int(c):02d}": {"stars": v["stars"]}
                      for c, v in data["lessons"].items()})
        (folder / f"{data['pupil']}.json").write_text(json.dumps(store), "utf-8")
    (home / ".nardi_teach" / "pupil").write_text("გიო", "utf-8")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("NARDI_TEACH_PROGRESS", raising=False)
    monkeypatch.delenv("NARDI_TEACH_PUPIL", raising=False)
    monkeypatch.delenv("NARDI_BOOK_BUILD", raising=False)
    with lab_server(tmp_path, own_progress=False) as url:
        yield url, home


def test_class_page_and_pupil_box_in_lab(lab: tuple[str, Path], browser: Any) -> None:
    url, home = lab
    try:
        page = new_page(browser, viewport={"width": 1366, "height": 1000})
        page.route("**/*", offline)
        _run(page, url, "class.md")
        page.wait_for_selector(f"{SHOWN} .nardi-class-table", timeout=60_000)
        rows = page.eval_on_selector_all(f"{SHOWN} .nardi-class-table tbody tr",
                                         "rows => rows.map(r => r.innerText)")
        assert [r.split("\t")[0] for r in rows] == ["ანა", "გიო", "ნინო"]
        missed = page.inner_text(f"{SHOWN} .nardi-class-missed")
        assert missed.startswith("ch03-2-4-count")
        if SHOTS:
            page.locator(f"{SHOWN} .nardi-class-table").scroll_into_view_if_needed()
            page.screenshot(path=f"{SHOTS}/lab-class.png")
        _run(page, url, "progress.md")
        note = f"{SHOWN} .jp-OutputArea:has-text('JupyterLab-ში პასუხები ინახება')"
        page.wait_for_selector(note, timeout=60_000)
        text = page.inner_text(note)
        assert "მოსწავლე: გიო" in text and f"pupils/{pupil_id('გიო')}.json" in text
        page.locator(f"{SHOWN} .jupyter-widgets button", has_text="ნინო").first.click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.jp-OutputArea')].some("
            "e => e.innerText.includes('მოსწავლე: ნინო'))", timeout=30_000)
        assert (home / ".nardi_teach" / "pupil").read_text("utf-8") == "ნინო"
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/lab-pupil.png")
    finally:
        close_contexts(browser)
