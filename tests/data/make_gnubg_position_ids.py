"""Regenerate ``gnubg_position_ids.json``: GNU Backgammon Position IDs made by gnubg itself.

    .venv/bin/python tests/data/make_gnubg_position_ids.py

Each entry is ``{"id", "player", "opponent"}``; ``player`` is the side on roll, both boards in the
26-int format of ``tests/gnubg_ref.py`` (0 = off, 1..24 = own points, 25 = bar). gnubg encodes the
side *not* on roll first. The random positions come from a fixed seed, so the file is reproducible.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from gnubg_ref import START, gnubg_board_from_id, gnubg_position_id  # noqa: E402


def board(points: dict[int, int]) -> list[int]:
    """26-int board from {point: count}; 25 = bar; off filled in."""
    b = [0] * 26
    for p, n in points.items():
        b[p] += n
    b[0] = 15 - sum(b[1:])
    return b


def random_position(rng: random.Random) -> tuple[list[int], list[int]]:
    """A random legal-looking position: no point held by both sides, up to 15 each."""
    player, opponent = [0] * 26, [0] * 26
    for side, other in ((player, opponent), (opponent, player)):
        n_off = rng.choice([0, 0, 0, rng.randint(0, 14)])
        n_bar = rng.choice([0, 0, 0, 1, rng.randint(0, 3)])
        side[25] = n_bar
        for _ in range(15 - n_off - n_bar):
            while True:
                p = rng.choice(range(1, 25)) if rng.random() < 0.6 else rng.randint(1, 6)
                if not other[25 - p]:
                    side[p] += 1
                    break
        side[0] = 15 - sum(side[1:])
    return player, opponent


def cases() -> list[tuple[str, list[int], list[int]]]:
    s = list(START)
    fixed = [
        ("start", s, s),
        ("player one checker on the bar", board({25: 1, 24: 1, 13: 5, 8: 3, 6: 5}), s),
        ("opponent one checker on the bar", s, board({25: 1, 24: 1, 13: 5, 8: 3, 6: 5})),
        ("both on the bar", board({25: 2, 13: 5, 8: 3, 6: 5}), board({25: 3, 13: 4, 8: 3, 6: 5})),
        ("player 15 on the bar", board({25: 15}), board({6: 5, 5: 5, 4: 5})),
        ("opponent 15 on the bar", board({6: 5, 5: 5, 4: 5}), board({25: 15})),
        ("player bearing off, 12 off", board({1: 2, 3: 1}), board({1: 15})),
        ("opponent bearing off, 14 off", board({19: 15}), board({2: 1})),
        ("last checker each", board({1: 1}), board({1: 1})),
        ("player all on ace point", board({1: 15}), board({1: 15})),
        ("player 15 on 24", board({24: 15}), board({6: 15})),
        ("asymmetric: player home, opponent back", board({6: 15}), board({24: 15})),
        ("race 10 vs 9 off", board({1: 2, 2: 2, 6: 1}), board({4: 3, 5: 3})),
        (
            "prime vs anchor",
            board({7: 2, 8: 2, 9: 2, 10: 2, 11: 2, 12: 2, 13: 3}),
            board({6: 2, 19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 3}),
        ),
        (
            "opponent's backgame",
            board({6: 4, 5: 3, 4: 3, 2: 3, 13: 2}),
            board({24: 2, 22: 2, 13: 11}),
        ),
    ]
    rng = random.Random(20261129)
    for i in range(25):
        p, o = random_position(rng)
        fixed.append((f"random {i}", p, o))
    return fixed


def main() -> None:
    entries = []
    for name, player, opponent in cases():
        pid = gnubg_position_id(player, opponent)
        # round trip through gnubg's own decoder
        assert gnubg_board_from_id(pid) == (tuple(player), tuple(opponent)), name
        entries.append({"name": name, "id": pid, "player": player, "opponent": opponent})
    assert entries[0]["id"] == "4HPwATDgc/ABMA"
    assert len({e["id"] for e in entries}) == len(entries), "duplicate IDs"
    out = HERE / "gnubg_position_ids.json"
    lines = ",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in entries)
    out.write_text("[\n" + lines + "\n]\n", encoding="utf-8")
    print(f"wrote {len(entries)} entries to {out}")


if __name__ == "__main__":
    main()
