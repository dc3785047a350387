"""The Python side of the live book (nardi_teach.web) and its build step (book/_ext/nardi_live.py),
without a browser: what the page sends in, what it gets back."""

from __future__ import annotations

import html
import json
import re
import sys
import zipfile
from io import BytesIO
from pathlib import Path

from nardi_teach import WHITE, Position
from nardi_teach.controllers.board import BoardController
from nardi_teach.web import boards as live
from nardi_teach.web import exercises as exercise_live

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import nardi_live  # noqa: E402  (the Sphinx extension: wheel, bank, manifest)

DRILL = Position.from_checkers({14: 1, 9: 1, 1: 13}, {6: 2, 7: 2})


def _new(config: dict) -> dict:
    return json.loads(live.new_board(json.dumps(config)))


def _event(board: dict, **message: object) -> dict:
    return json.loads(live.board_event(board["id"], json.dumps(message)))


def test_config_rebuilds_the_same_board() -> None:
    config = live.board_config(DRILL, dice="6-2")
    assert json.loads(json.dumps(config)) == config
    rebuilt = live.controller(config)
    assert rebuilt.position == DRILL
    assert str(rebuilt.svg()) == str(BoardController(DRILL, dice="6-2").svg())


def test_recorded_actions_are_replayed() -> None:
    config = live.board_config(DRILL, dice="6-2",
                               actions=[{"type": "click", "point": 14},
                                        {"type": "click", "point": 12}])
    assert str(live.controller(config).turn.play) == "14/12"


def test_black_to_roll_keeps_its_turn() -> None:
    position = Position.initial().play(Position.initial().parse_play("24/13", "6-5"))
    assert live.controller(live.board_config(position)).position == position


def test_legal_play_by_clicks_then_confirm() -> None:
    board = _new(live.board_config(DRILL, dice="6-2"))
    assert [b["action"] for b in board["buttons"]] == ["roll", "undo", "undo_turn", "confirm"]
    for point in (14, 12, 9, 3):
        state = _event(board, type="click", point=point)
    assert not state["error"] and "14/12 9/3" in state["message"]
    state = _event(board, type="confirm")
    assert not state["error"]
    assert {b["action"]: b["enabled"] for b in state["buttons"]}["roll"]


def test_R42_illegal_try_is_explained_in_georgian_and_changes_nothing() -> None:
    board = _new(live.board_config(DRILL, dice="6-2"))
    _event(board, type="click", point=14)
    before = _event(board, type="click", point=14)  # deselect: the board as it was
    _event(board, type="click", point=14)
    state = _event(board, type="click", point=8)
    assert state["error"] and state["rule"] == "R42"
    assert re.search(r"[\u10a0-\u10ff]", state["message"])
    assert "R42" not in state["message"] and state["rule_link"]["anchor"] == "rule-r42"
    assert "data-point" in state["svg"] and state["svg"] == before["svg"]  # 14 let go (#25)


def test_set_dice_and_undo() -> None:
    board = _new(live.board_config(Position.initial()))
    state = _event(board, type="roll", dice="6-5")
    assert not state["error"] and not state["dice"]["enabled"]
    _event(board, type="click", point=24)
    state = _event(board, type="click", point=18)
    assert {b["action"]: b["enabled"] for b in state["buttons"]}["undo"]
    state = _event(board, type="undo")
    assert not state["error"]
    assert not {b["action"]: b["enabled"] for b in state["buttons"]}["undo"]


def test_bad_messages_are_refused_not_raised() -> None:
    board = _new(live.board_config(Position.initial(), dice="3-1"))
    for message in ({"type": "nonsense"}, {"type": "click", "point": "x"},
                    {"type": "click", "point": 99}, {"type": "roll", "dice": "9-9"}):
        state = _event(board, **message)
        assert state["error"], message


def test_game_and_practice_modes_have_their_buttons() -> None:
    game = _new(live.board_config(mode="game", seed=1, perspective=WHITE))
    assert {"double", "take", "drop", "new_game"} <= {b["action"] for b in game["buttons"]}
    state = _event(game, type="roll")
    assert not state["error"]
    practice = _new(live.board_config(mode="practice"))
    assert "restart" in {b["action"] for b in practice["buttons"]}
    assert not _event(practice, type="restart")["error"]


def test_board_html_carries_its_config() -> None:
    config = live.board_config(DRILL, dice="6-2")
    board = BoardController(DRILL, dice="6-2")
    page = live.board_html(config, str(board.svg()), board.message)
    found = re.search(r'data-nardi-board="([^"]*)"', page)
    assert found and json.loads(html.unescape(found[1])) == config
    assert "<svg" in page and html.escape(board.message) in page


def test_widget_bundle_has_the_live_html() -> None:
    from nardi_teach.notebook.board import BoardWidget

    widget = BoardWidget(DRILL, dice="6-2")
    widget.click(14)
    data, _ = widget._repr_mimebundle_()
    found = re.search(r'data-nardi-board="([^"]*)"', data["text/html"])
    config = json.loads(html.unescape(found[1]))
    assert config["actions"] == [{"type": "click", "point": 14}]
    assert str(live.controller(config).svg()) == widget.svg


def test_exercises_are_checked_by_the_engine() -> None:
    bank = {"d": {"id": "d", "kind": "play", "rules": ["R43"], "dice": "6-5",
                  "position": "X{13:1, 1:14} O{2:2}", "question": "ითამაშეთ"}}
    assert exercise_live.load_exercises(json.dumps(bank)) >= 1
    form = json.loads(exercise_live.exercise_form("d", "ka"))
    assert form["check"] and form["choices"] is None
    wrong = json.loads(exercise_live.check_answer("d", "13/8", "ka"))
    right = json.loads(exercise_live.check_answer("d", "13/7", "ka"))
    assert not wrong["correct"] and wrong["rule"] == "R43"
    assert re.search(r"[\u10a0-\u10ff]", wrong["message"])
    assert right["correct"]


def test_page_strings_exist_in_both_languages() -> None:
    ka, en = live.ui_strings("ka"), live.ui_strings("en")
    assert set(ka) == set(en) == {k.removeprefix("live.") for k in live.UI_KEYS}
    assert all(re.search(r"[\u10a0-\u10ff]", ka[k]) for k in ka)
    assert ka != en


def test_wheel_holds_the_package_and_valid_metadata() -> None:
    name, data = nardi_live.build_wheel()
    assert re.fullmatch(r"nardi_teach-[\w.]+-py3-none-any\.whl", name)
    with zipfile.ZipFile(BytesIO(data)) as whl:
        names = set(whl.namelist())
        assert {"nardi_teach/__init__.py", "nardi_teach/web/boards.py",
                "nardi_teach/i18n/ka/__init__.py"} <= names
        assert not [n for n in names if "__pycache__" in n]
        info = name.split("-py3")[0] + ".dist-info"
        record = whl.read(f"{info}/RECORD").decode()
        assert len(record.splitlines()) == len(names)
        assert "Root-Is-Purelib: true" in whl.read(f"{info}/WHEEL").decode()
    assert nardi_live.build_wheel()[1] == data  # reproducible


def test_bank_export_has_every_exercise_once() -> None:
    bank = nardi_live.exercise_bank()
    assert bank and all(entry["id"] == key for key, entry in bank.items())
    assert all(not k.startswith("__") for entry in bank.values() for k in entry)
    json.dumps(bank)


def test_from_a_snapshot_only_the_wheels_data_files_are_written(tmp_path: Path) -> None:
    """A page restored from the build's snapshot has every module imported: the worker writes
    only the files a module still reads from disk (the bear-off table …), which the computer
    then loads from there; no module is written (that was the whole wheel, 200–600 ms)."""
    from nardi_teach.computer import bearoff
    from nardi_teach.web import data_files

    name, wheel = nardi_live.build_wheel()
    path = tmp_path / name
    path.write_bytes(wheel)
    written = data_files(str(path), str(tmp_path / "site"))
    packaged = [n for n in zipfile.ZipFile(BytesIO(wheel)).namelist()
                if n.startswith("nardi_teach/") and not n.endswith(".py")]
    assert sorted(written) == sorted(packaged)
    assert f"nardi_teach/computer/{bearoff.DB_FILE}" in written
    assert not list((tmp_path / "site").rglob("*.py"))
    table = tmp_path / "site" / "nardi_teach" / "computer" / bearoff.DB_FILE
    shipped = (ROOT / "nardi_teach" / "computer" / bearoff.DB_FILE).read_bytes()
    assert table.read_bytes() == shipped
    # stored, not deflated: written at every page's start, with nothing to unzip
    stored = {i.filename: i.compress_type for i in zipfile.ZipFile(BytesIO(wheel)).infolist()}
    assert all(stored[n] == zipfile.ZIP_STORED for n in packaged)


def test_every_live_page_gets_this_builds_early_start_with_live_json(tmp_path: Path) -> None:
    """The head's early start carries live.json and the dedicated worker's source (issue 41: no
    request queued behind the theme's files before the snapshot is asked for) and starts the
    book's shared worker where the browser has one, written into every live
    page at the end of each build: a page written by an earlier build (its old line starting the
    worker from its file) and one written now (live.json not known yet) alike, once each."""
    old_line = ('<script>(() => { if (location.protocol === "file:" || !window.Worker) return;'
                ' new Worker("../_static/nardi_live_worker.js"); })();</script>\n')
    (tmp_path / "book").mkdir()
    earlier = tmp_path / "book" / "a.html"
    earlier.write_text(f"<head>{nardi_live.LIVE_META}{old_line}<link rel=\"stylesheet\"></head>",
                       "utf-8")
    now = tmp_path / "index.html"
    now.write_text("<head>" + nardi_live.LIVE_META + nardi_live.head_block("", None)
                   + '<link rel="stylesheet"></head>', "utf-8")
    plain = tmp_path / "book" / "plain.html"
    plain.write_text("<head><link rel=\"stylesheet\"></head>", "utf-8")
    manifest = {"snapshot": "snapshot-0123.bin.gz", "wheel": "wheels/x/n.whl",
                "strings": {"ka": {"loading": "</script><!-- იტვირთება"}}}
    for _ in range(2):  # a second build replaces the block, never adds one
        nardi_live._refresh_heads(tmp_path, manifest)
    worker = (ROOT / "book" / "_static" / "nardi_live_worker.js").read_text("utf-8")
    code = [line for line in worker.splitlines() if not line.lstrip().startswith("//")]
    for path, prefix in ((earlier, "../"), (now, "")):
        head = path.read_text("utf-8")
        assert head.count(nardi_live.HEAD_START) == head.count(nardi_live.HEAD_END) == 1
        assert "new Worker(\"../_static" not in head  # the earlier build's line is gone
        assert head.index("window.nardiEarly") < head.index('rel="stylesheet"')
        # the book's one shared Python, named after this build's wheel and snapshot (a new
        # build never joins an old one), kept across the step to the next chapter; its file
        # asked for first of all (a preload: the worker's own fetch finds it in the cache)
        worker_url = f"{prefix}_static/nardi_live_worker.js"
        assert head.index(f'<link rel="preload" href="{worker_url}" as="script"') \
            < head.index("<script>")
        assert f'new SharedWorker(url("{worker_url}")' in head
        assert "[manifest.wheel, manifest.snapshot]" in head and "extendedLifetime: true" in head
        assert '"snapshot-0123.bin.gz"' in head and f'url("{prefix}_pyodide/")' in head
        assert "</script><!--" not in head.split(nardi_live.HEAD_START)[1].split("</script>")[0]
        script = head.split("<script>", 1)[1].split("</script>", 1)[0]
        literal = script.split("new Blob([", 1)[1].split('], { type: "text/javascript" })', 1)[0]
        source = json.loads(literal.replace("<\\/", "</").replace("<\\!--", "<!--"))
        assert source.splitlines() == code
    assert nardi_live.HEAD_START not in plain.read_text("utf-8")
