"""Run INSIDE GNU Backgammon (``gnubg -t -q -r -p make_gnubg_vectors.py``; see
make_gnubg_vectors.sh): writes gnubg_match_ids.json and xgid_vectors.json next to this file.

* ``static``: match/cube/score/Crawford/Jacoby/turn/dice settings → gnubg's Match ID;
* ``games``: whole scripted games (opening roll, rolls, gnubg's own best moves, doubles,
  takes, drops) with gnubg's Match ID and Position ID after every step;
* XGID vectors: XGIDs read by gnubg's ``set xgid`` → gnubg's Position ID and Match ID.
"""

import json
import os

import gnubg

C = gnubg.command
HERE = os.path.dirname(os.path.abspath(__file__)) if "__file__" in globals() else os.getcwd()
OUT = os.environ.get("VECTORS_DIR", HERE)


def ids():
    return {"match_id": gnubg.matchid(), "position_id": gnubg.positionid()}


def setup():
    for p in (0, 1):
        C(f"set player {p} human")
    C("set automatic roll off")
    C("set automatic game off")
    C("set automatic bearoff off")


def static_vectors():
    out = []
    for length in (0, 1, 3, 5, 7, 11):
        for jacoby in ("on", "off"):
            C(f"set jacoby {jacoby}")
            C("new session" if length == 0 else f"new match {length}")
            scores = [(0, 0)] if length == 0 else [(0, 0), (length - 1, 2), (1, length - 1)]
            if length == 1:
                scores = [(0, 0)]
            for s0, s1 in scores:
                if length:
                    C(f"set score {s0} {s1}")
                crawfords = [False, True] if length > 1 and length - 1 in (s0, s1) else [False]
                for crawford in crawfords:
                    if length > 1:
                        C("set crawford off")
                    combos = ((1, None),) if crawford else ((1, None), (2, 0), (4, 1), (8, None))
                    for cube, owner in combos:
                        C(f"set cube value {cube}")
                        C("set cube centre" if owner is None else f"set cube owner {owner}")
                        if crawford:
                            C("set crawford on")
                        for turn in (0, 1):
                            C(f"set turn {turn}")
                            for dice in (None, (3, 6), (5, 5)):
                                if dice:
                                    C(f"set dice {dice[0]} {dice[1]}")
                                out.append({
                                    "length": length, "jacoby_setting": jacoby,
                                    "score_player0": s0, "score_player1": s1,
                                    "crawford": crawford, "cube": cube, "cube_owner": owner,
                                    "turn": turn, "dice_set": dice, **ids(),
                                })
    return out


def best_move_text():
    move = gnubg.findbestmove()
    return gnubg.movetupletostring(move, gnubg.board()) if move else ""


def play_game(commands):
    """Run ``commands`` (strings; "MOVE" = gnubg's best move) and record every step."""
    steps = [{"command": "start", **ids()}]
    for command in commands:
        if command == "MOVE":
            text = best_move_text()
            C(text if text else "move")
            steps.append({"command": "move", "play": text, **ids()})
        else:
            C(command)
            steps.append({"command": command, **ids()})
    return steps


def game_vectors():
    games = []
    C("set jacoby off")
    for seed, length, script in (
        (11, 7, ["MOVE", "roll", "MOVE", "double", "take", "roll", "MOVE", "double", "drop"]),
        (5, 5, ["MOVE", "roll", "MOVE", "roll", "MOVE", "double", "take", "roll", "MOVE",
                "roll", "MOVE", "double", "take", "roll", "MOVE"]),
        (23, 0, ["MOVE", "roll", "MOVE", "roll", "MOVE", "roll", "MOVE", "double", "take",
                 "roll", "MOVE"]),
    ):
        C(f"set seed {seed}")
        C("new session" if length == 0 else f"new match {length}")
        games.append({"seed": seed, "length": length, "steps": play_game(script)})
    return games


XGIDS = [
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:0:0:1:0:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:-1:31:0:0:1:0:10",
    "XGID=-b----E-C---eE---c-e----B-:1:-1:1:63:3:1:0:7:10",
    "XGID=-b----E-C---eE---c-e----B-:3:1:1:31:0:0:1:0:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:6:3:1:7:10",
    "XGID=-b----E-C---eE---c-e----B-:0:0:1:31:5:3:0:7:10",
    "XGID=-b----E-C---eE---c-e----B-:2:1:-1:00:2:4:0:5:10",
    "XGID=--A-bBBBB--BbB-----dbbc-B-:0:0:1:31:6:4:1:7:10",
    "XGID=-b----E-C---eE---b-d-b--B-:0:0:1:64:0:0:3:0:10",
    "XGID=aC----B-------------b---dB:0:0:1:31:0:0:1:0:10",
    "XGID=aC----B-------------b---dB:0:0:-1:55:0:0:0:0:10",
    "XGID=-O----------------------o-:0:0:1:21:0:0:0:0:10",
    "XGID=-a-BBBBB-------A-bbbbbc--A:1:1:-1:00:3:2:0:9:10",
    "XGID=-a-BBBBB-------A-bbbbbc--A:2:-1:1:42:0:6:0:9:10",
]


def xgid_vectors():
    out = []
    C("new match 7")
    for xgid in XGIDS:
        C(f"set xgid {xgid}")
        out.append({"xgid": xgid, **ids()})
    return out


setup()
doc = "made with {} by tests/data/make_gnubg_vectors.sh; do not edit"
version = os.environ.get("GNUBG_VERSION", "?")
with open(os.path.join(OUT, "gnubg_match_ids.json"), "w") as fh:
    json.dump({"_comment": doc.format(version), "static": static_vectors(),
               "games": game_vectors()}, fh, indent=1)
with open(os.path.join(OUT, "xgid_vectors.json"), "w") as fh:
    json.dump({"_comment": doc.format(version), "vectors": xgid_vectors()}, fh, indent=1)
