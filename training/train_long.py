"""Train long nardi's network by self-play, TD(λ) (no reference engine exists for long nardi).

The network (``nardi_teach.computer.long_net``: 211 inputs, one hidden layer, three sigmoid
outputs — win, win a mars, lose a mars — for the side on roll) plays both sides of seeded games
with our own move generator, each turn taking the play whose result it values best (cubeless
money equity, 0-ply).  After each game every position it met gets the λ-return of the game as
its target (TD(λ), the forward view: the next position's value seen by the other side, mixed
with the rest of the game's return by λ; the last one the game's result), and the network takes
one Adam step on the game's positions (cross-entropy).  The inputs are built by the package's
own ``features``, so training and play cannot disagree.

Every ``--check`` games the learning curve gets a point: the network at 0-ply against the
issue-15 heuristic at ``"club"`` (0-ply), ``--check-pairs`` seeds each played with either colour
(paired dice), always the same seeds.  The weights are written at the end, and their SHA-256
printed on the log's last line — the test suite checks the shipped file against it.

Run (one core, from the repository root; ``reproduce_long.sh`` is the one command):
``OPENBLAS_NUM_THREADS=1 PYTHONPATH=. python training/train_long.py --games 6000``
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nardi_teach import Color  # noqa: E402
from nardi_teach.computer.long import choose_long  # noqa: E402
from nardi_teach.computer.long_net import INPUTS, OUTPUTS, features, to_json  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402
from nardi_teach.long_nardi.movegen import decode  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402

MAX_TURNS = 2000
"""A game longer than this is given up (none has been)."""


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))


class Net:
    """The network in numpy, with Adam."""

    def __init__(self, hidden: int, rng: np.random.Generator, lr: float) -> None:
        self.w1 = rng.normal(0, 0.1, (INPUTS, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0, 0.1, (hidden, OUTPUTS))
        self.b2 = np.zeros(OUTPUTS)
        self.lr = lr
        self.moments = [(np.zeros_like(p), np.zeros_like(p)) for p in self.params()]
        self.steps = 0

    def params(self) -> list[np.ndarray]:
        return [self.w1, self.b1, self.w2, self.b2]

    def forward(self, x: np.ndarray) -> np.ndarray:
        return sigmoid(sigmoid(x @ self.w1 + self.b1) @ self.w2 + self.b2)

    def step(self, x: np.ndarray, target: np.ndarray) -> None:
        """One Adam step on the cross-entropy of ``x``'s outputs against ``target``."""
        h = sigmoid(x @ self.w1 + self.b1)
        out = sigmoid(h @ self.w2 + self.b2)
        d_out = (out - target) / len(x)
        d_h = (d_out @ self.w2.T) * h * (1 - h)
        grads = [x.T @ d_h, d_h.sum(0), h.T @ d_out, d_out.sum(0)]
        self.steps += 1
        b1, b2 = 0.9, 0.999
        for p, g, (m, v) in zip(self.params(), grads, self.moments, strict=True):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            m_hat = m / (1 - b1 ** self.steps)
            v_hat = v / (1 - b2 ** self.steps)
            p -= self.lr * m_hat / (np.sqrt(v_hat) + 1e-8)


def equity(p: np.ndarray) -> np.ndarray:
    """Cubeless money equity for the side the outputs belong to (mars: 2 points)."""
    return 2 * p[:, 0] - 1 + p[:, 1] - p[:, 2]


def flip(p: np.ndarray) -> np.ndarray:
    """Outputs seen by the other side."""
    return np.stack([1 - p[..., 0], p[..., 2], p[..., 1]], axis=-1)


def start(rng: random.Random) -> LongPosition:
    """The start, the side on roll decided by the first roll (L2)."""
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            return LongPosition.initial(Color.WHITE if white > black else Color.BLACK)


def after(position: LongPosition, mover: tuple[int, ...]) -> LongPosition:
    """The position once the mover's checkers are ``mover``, the opponent on roll."""
    return LongPosition._trusted(position.opponent, mover, position.turn.other,
                                 position.opponent_first, False, position.head_rule)


def net_choice(net: Net, position: LongPosition, dice: Dice
               ) -> tuple[LongPosition, np.ndarray | None, np.ndarray | None]:
    """The network's play: the next position, its inputs and outputs (``None``: won)."""
    keys = list(position.legal_plays(dice).keys())
    if not keys:
        nxt = position.flipped()
        x = np.array([features(nxt.player, nxt.opponent)])
        return nxt, x[0], net.forward(x)[0]
    movers = [decode(k) for k in keys]
    for mover in movers:
        if mover[0] == 15:
            return after(position, mover), None, None
    x = np.array([features(position.opponent, mover) for mover in movers])
    out = net.forward(x)
    best = int(np.argmax(-equity(out)))
    return after(position, movers[best]), x[best], out[best]


def self_play(net: Net, rng: random.Random, lam: float) -> int:
    """One game of the network against itself and its TD(λ) step; returns its length."""
    position = start(rng)
    xs = [np.array(features(position.player, position.opponent))]
    values: list[np.ndarray] = []
    while len(xs) < MAX_TURNS:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        nxt, x, out = net_choice(net, position, dice)
        if x is None:
            mars = float(nxt.player[0] == 0)  # the loser (now on roll) has borne off none
            result = np.array([1.0, mars, 0.0])  # for the side that was on roll
            break
        xs.append(x)
        values.append(out)
        position = nxt
    else:
        return 0  # no end in sight (never seen): the game is not learned from
    # targets, back from the end: the last position on roll gets the result
    targets = np.empty((len(xs), OUTPUTS))
    g = result
    targets[-1] = g
    for t in range(len(xs) - 2, -1, -1):
        g = (1 - lam) * flip(values[t]) + lam * flip(g)
        targets[t] = g
    net.step(np.array(xs), targets)
    return len(xs)


def check(net: Net, pairs: int) -> float:
    """The network's share of wins at 0-ply against the heuristic at ``"club"`` (paired)."""
    wins = 0
    for i in range(pairs):
        for me in (Color.WHITE, Color.BLACK):
            rng = random.Random(10_000 + i)
            position = start(rng)
            heuristic_rng = random.Random(i)
            for _turn in range(MAX_TURNS):
                dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
                if position.turn == me:
                    nxt, x, _out = net_choice(net, position, dice)
                    if x is None:
                        wins += 1
                        break
                else:
                    nxt = position.play(choose_long(position, dice, "club", heuristic_rng))
                    if nxt.opponent[0] == 15:
                        break
                position = nxt
    return wins / (2 * pairs)


def weights(net: Net, args: argparse.Namespace, games: int) -> str:
    """The weights file's text."""
    return to_json(net.w1.tolist(), net.b1.tolist(), net.w2.T.tolist(), net.b2.tolist(),
                   note=f"train_long.py seed {args.seed}, {games} self-play games, "
                        f"TD({args.lam}), {args.hidden} hidden")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--hidden", type=int, default=40)
    parser.add_argument("--lam", type=float, default=0.7)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--check", type=int, default=1000)
    parser.add_argument("--check-pairs", type=int, default=100)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--minutes", type=float, default=50.0)
    parser.add_argument("--save", type=int, default=0,
                        help="also write the weights every this many games (OUT.N.json)")
    parser.add_argument("--out", default="nardi_teach/computer/long_net.json")
    args = parser.parse_args()
    t0 = time.process_time()
    rng = random.Random(args.seed)
    net = Net(args.hidden, np.random.default_rng(args.seed), args.lr)
    print(f"self-play TD({args.lam}), {args.hidden} hidden units, Adam lr {args.lr}, "
          f"seed {args.seed}, up to {args.games} games", flush=True)
    turns = 0
    for game in range(1, args.games + 1):
        turns += self_play(net, rng, args.lam)
        if args.save and game % args.save == 0:
            (ROOT / args.out).with_suffix(f".{game}.json").write_text(weights(net, args, game))
        if game % args.check == 0 or game == args.games:
            share = check(net, args.check_pairs)
            print(f"games {game:6d}  turns {turns:8d}  v heuristic club (0-ply) {share:6.1%} "
                  f"of {2 * args.check_pairs}  ({time.process_time() - t0:.0f} s CPU)",
                  flush=True)
        if time.process_time() - t0 > 60 * args.minutes:
            print(f"stopped at {game} games: the time limit", flush=True)
            break
    text = weights(net, args, game)
    out = ROOT / args.out
    out.write_text(text)
    digest = hashlib.sha256(text.encode()).hexdigest()
    print(f"wrote {args.out} ({len(text.encode())} bytes), sha256 {digest}", flush=True)


if __name__ == "__main__":
    main()
