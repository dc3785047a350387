"""The SVG board: structure, numbering, overlays, accessibility (R152–R153)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from nardi_teach import BLACK, WHITE, Position, translate
from nardi_teach.svg import ShownPlay, SvgBoard, board_svg, play_svg

NS = {"s": "http://www.w3.org/2000/svg"}


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def group(root: ET.Element, point: int) -> ET.Element:
    found = root.findall(f".//s:g[@data-point='{point}']", NS)
    assert len(found) == 1
    return found[0]


def checkers(g: ET.Element, color: str | None = None) -> list[ET.Element]:
    return [c for c in g.iter(f"{{{NS['s']}}}circle")
            if "checker" in c.get("class", "") and (color is None or color in c.get("class"))]


def centre_x(g: ET.Element) -> float:
    return float(g.find("s:polygon", NS).get("points").split()[2].split(",")[0])


def test_standalone_svg_with_every_point_group():
    svg = board_svg(Position.initial())
    assert isinstance(svg, SvgBoard) and svg._repr_svg_() == str(svg)
    root = parse(svg)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    points = sorted(int(g.get("data-point")) for g in root.iter(f"{{{NS['s']}}}g")
                    if g.get("data-point") is not None)
    assert points == list(range(26))  # 0 off, 1–24, 25 bar


def test_initial_position_checkers_on_the_right_points():
    root = parse(board_svg(Position.initial()))
    assert len(checkers(group(root, 24), "white")) == 2
    assert len(checkers(group(root, 13), "white")) == 5
    assert len(checkers(group(root, 1), "black")) == 2  # black's 24-point is the viewer's 1
    assert len(checkers(group(root, 12), "black")) == 5
    assert sum(len(checkers(group(root, v))) for v in range(1, 25)) == 30


def test_count_on_a_stack_taller_than_five():
    position = Position.from_checkers({6: 9, 5: 6}, {19: 3})
    root = parse(board_svg(position))
    six = group(root, 6)
    assert len(checkers(six)) == 5
    assert [t.text for t in six.iter(f"{{{NS['s']}}}text")] == ["9"]
    assert [t.text for t in group(root, 19).iter(f"{{{NS['s']}}}text")] == []  # 3: no count


def test_bar_and_both_trays_show_their_checkers_and_counts():
    position = Position.from_checkers({"bar": 2, 6: 3, "off": 10}, {"bar": 1, 19: 2, "off": 12})
    root = parse(board_svg(position))
    bar = group(root, 25)
    assert len(checkers(bar, "white")) == 2 and len(checkers(bar, "black")) == 1
    tray_counts = sorted(t.text for t in group(root, 0).iter(f"{{{NS['s']}}}text"))
    assert tray_counts == ["10", "12"]


def test_title_and_description_in_georgian_by_default_and_english_on_request():
    position = Position.from_checkers({"bar": 1, 6: 2}, {19: 2})
    root = parse(board_svg(position))
    title, desc = root.find("s:title", NS).text, root.find("s:desc", NS).text
    assert title == "ნარდის დაფა"
    assert "სვლის რიგი: თეთრი" in desc and "ბარზე — 1" in desc and "მე-6 პუნქტზე — 2" in desc
    english = parse(board_svg(position, lang="en")).find("s:desc", NS).text
    assert "White to play" in english and "1 on the bar" in english


def test_R152_home_bottom_right_by_default_and_R153_mirrored_on_the_left():
    right = parse(board_svg(Position.initial()))
    left = parse(board_svg(Position.initial(), orientation="left"))
    assert centre_x(group(right, 1)) > centre_x(group(right, 12))  # home at the right
    assert centre_x(group(left, 1)) < centre_x(group(left, 12))
    for v in range(1, 25):
        assert centre_x(group(left, v)) == pytest.approx(532 - centre_x(group(right, v)))
    with pytest.raises(ValueError):
        board_svg(Position.initial(), orientation="up")


def test_point_numbers_from_the_viewers_side():
    position = Position.from_checkers({24: 1}, {1: 1}, turn=WHITE)
    as_white = parse(board_svg(position))
    as_black = parse(board_svg(position, perspective=BLACK))
    assert len(checkers(group(as_white, 24), "white")) == 1
    assert len(checkers(group(as_black, 1), "white")) == 1  # white's 24 is black's 1
    assert len(checkers(group(as_black, 1), "black")) == 0


def test_sides_differ_by_more_than_hue():
    svg = board_svg(Position.initial())
    # black checkers carry an inner ring; white ones do not
    root = parse(svg)
    black = group(root, 12)
    rings = [c for c in black.iter(f"{{{NS['s']}}}circle") if c.get("fill") == "none"]
    assert len(rings) == 5
    white = group(root, 13)
    assert [c for c in white.iter(f"{{{NS['s']}}}circle") if c.get("fill") == "none"] == []


def test_play_arrows_and_hit_marks():
    position = Position.from_checkers({13: 2, 8: 2}, {7: 1, 20: 2})
    play = position.parse_play("13/7*/2", "6-5")
    root = parse(play_svg(position, play))
    arrows = root.findall(".//s:g[@class='arrow']", NS)
    assert len(arrows) == len(play.moves) == 2
    assert "13/7*/2" in "".join(root.itertext())
    polygons = root.iter(f"{{{NS['s']}}}polygon")
    hit_marks = [p for p in polygons if len(p.get("points").split()) == 16]
    assert len(hit_marks) == 1
    shown = ShownPlay(position, play)
    assert str(shown) == "13/7*/2" and shown._repr_svg_() == str(play_svg(position, play))


def test_explicit_arrows_including_bar_and_off():
    position = Position.from_checkers({"bar": 1, 6: 2}, {})
    root = parse(board_svg(position, arrows=[(25, 20), (6, 0)]))
    assert len(root.findall(".//s:g[@class='arrow']", NS)) == 2


@pytest.mark.parametrize("kind", ["legal", "blocked", "highest", "selected", "hit"])
def test_highlights_are_outlines_with_their_own_pattern(kind):
    root = parse(board_svg(Position.initial(), highlights={8: kind}))
    marked = [e for e in group(root, 8).iter() if f"hl {kind}" in (e.get("class") or "")]
    assert len(marked) == 1
    assert all(e.get("fill") in (None, "none") for e in marked)
    assert translate(f"board.mark.{kind}", where="8") in root.find("s:desc", NS).text


def test_highlight_kinds_are_drawn_differently():
    shapes = set()
    for kind in ("legal", "blocked", "highest", "selected"):
        root = parse(board_svg(Position.initial(), highlights={8: kind}))
        g = group(root, 8)
        shapes.add(tuple(sorted(f"{e.tag}:{e.get('stroke-dasharray')}:{e.get('stroke-width')}"
                                for e in g.iter() if e.get("stroke") not in (None, "#5b3a1e",
                                                                              "#1e1e1e",
                                                                              "#000000",
                                                                              "#d9d9d9"))))
    assert len(shapes) == 4


def test_highlights_on_bar_and_off_and_unknown_kind():
    root = parse(board_svg(Position.initial(), highlights={0: "legal", 25: "selected"}))
    assert group(root, 0).findall(".//s:rect[@class='hl legal']", NS)
    assert group(root, 25).findall(".//s:rect[@class='hl selected']", NS)
    with pytest.raises(ValueError):
        board_svg(Position.initial(), highlights={8: "sparkly"})


def test_dice_with_used_ones_crossed_out():
    root = parse(board_svg(Position.initial(), dice=(4, 4), used_dice=(4,)))
    dice = root.findall(".//s:g[@data-die]", NS)
    assert len(dice) == 4
    assert sum("used" in d.get("class") for d in dice) == 1
    pips = [len(d.findall("s:circle", NS)) for d in dice]
    assert pips == [4, 4, 4, 4]
    assert "დარჩენილი კამათლები: 4-4-4" in root.find("s:desc", NS).text


def test_cube_in_the_middle_or_with_its_owner_and_absent_in_crawford():
    root = parse(board_svg(Position.initial(), cube=(1, None)))
    cube = root.find(".//s:g[@class='cube']", NS)
    assert "".join(cube.itertext()) == "64"
    owned = parse(board_svg(Position.initial(), cube=(4, BLACK)))
    cube = owned.find(".//s:g[@class='cube']", NS)
    assert "".join(cube.itertext()) == "4"
    assert float(cube.find("s:rect", NS).get("y")) < 206  # the opponent's (top) side
    crawford = parse(board_svg(Position.initial(), score=(4, 2, 5), crawford=True))
    assert crawford.find(".//s:g[@class='cube']", NS) is None
    board = crawford.find(".//s:g[@class='scoreboard']", NS)
    score = "".join(board.itertext())  # a scoreboard above the board, not the side lines
    assert "კროუფორდის პარტია" in score and "4 : 2" in score and "მატჩი 5 ქულამდე" in score


def test_offered_double_drawn_with_its_new_value_and_described():
    root = parse(board_svg(Position.initial(), cube=(2, BLACK), cube_offered=True))
    cube = root.find(".//s:g[@class='cube offered']", NS)
    assert "".join(cube.itertext()) == "2"
    assert "შეთავაზებულია გაორმაგება: კუბი 2; პასუხობს შავი" in root.find("s:desc", NS).text


def test_every_text_is_at_least_12_px_at_the_default_size():
    """Read from the back of a classroom: 12 px at the default width (400 px)."""
    svg = board_svg(Position.initial(), dice="6-5", cube=(2, WHITE), score=(1, 2, 5),
                    crawford=False, caption="საწყისი პოზიცია")
    root = parse(svg)
    scale = float(root.get("width")) / float(root.get("viewBox").split()[2])
    sizes = [float(t.get("font-size")) * scale for t in root.iter(f"{{{NS['s']}}}text")]
    assert sizes and min(sizes) >= 12


def test_caption_has_clear_space_below_it():
    root = parse(board_svg(Position.initial(), caption="საწყისი პოზიცია"))
    height = float(root.get("viewBox").split()[3])
    caption = root.find(".//s:text[@class='caption']", NS)
    assert height - float(caption.get("y")) >= 14


def test_pip_counts_shown_and_optional():
    text = "".join(parse(board_svg(Position.initial())).itertext())
    assert text.count("გასავლელი 167") == 2
    text = "".join(parse(board_svg(Position.initial(), show_pips=False)).itertext())
    assert "გასავლელი 167" not in text
    assert "167" not in text  # nor in the screen reader's description (a pip question's board)


def test_position_shows_itself_in_a_notebook():
    position = Position.initial()
    assert position._repr_svg_() == str(board_svg(position))
    assert re.search(r'<svg xmlns="http://www.w3.org/2000/svg"', position._repr_svg_())


def test_caption_and_title_options_are_escaped():
    root = parse(board_svg(Position.initial(), caption="a < b & c", title="T & U", size=300))
    assert root.find("s:title", NS).text == "T & U"
    assert "a < b & c" in "".join(root.itertext())
    assert root.get("width") == "300"


def test_long_captions_wrap_onto_lines_that_fit_the_board() -> None:
    from nardi_teach import Position as _Position
    from nardi_teach.svg import board_svg as _board_svg

    caption = ("ეს ძალიან გრძელი წარწერაა, რომელიც დაფის სიგანეს აღემატება "
               "და რამდენიმე სტრიქონად იყოფა")
    svg = _board_svg(_Position.initial(), caption=caption)
    texts = [part.split(">", 1)[1].split("<", 1)[0]
             for part in svg.split('class="caption"')[1:]]
    assert len(texts) >= 2 and all(len(text) <= 50 for text in texts)
    assert " ".join(texts) == caption


def test_a_drill_leaves_absent_checkers_out_instead_of_drawing_them_borne_off() -> None:
    from nardi_teach import BLACK as _BLACK
    from nardi_teach import Position as _Position
    from nardi_teach.svg import board_svg as _board_svg

    drill = _Position.from_checkers({13: 1, 10: 1, "off": 13})  # no O checkers listed
    plain = _board_svg(drill, lang="en")
    assert "off 15" in plain  # by default the 15 missing O checkers count as borne off
    shown = _board_svg(drill, lang="en", absent=[_BLACK])
    assert "off 15" not in shown and "off 13" in shown
    assert shown.count("<rect") < plain.count("<rect")  # no 15 checkers in O's tray
