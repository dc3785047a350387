"""Train short nardi's network on ``positions.npz`` (made by ``generate.py``).

One hidden layer of sigmoid units, five sigmoid outputs, cross-entropy against the teacher's
five probabilities, Adam on minibatches, a fixed seed; 2 % of the positions held out.  Each
epoch prints the held-out error (mean |equity error| and the win-probability RMSE): the
learning curve.  The best epoch on the held-out set is written as the package's weights file
(``nardi_teach/computer/short_net.json``) and its SHA-256 printed — the test suite checks the
shipped file against the hash in ``training/train.log``.

The inputs are built by the package's own ``nardi_teach.computer.net.features``, so training and
play cannot disagree about them.

Run (one core): ``OPENBLAS_NUM_THREADS=1 python training/train.py --minutes 25``
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nardi_teach.computer.net import INPUTS, features, to_json  # noqa: E402


def encode(player: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """The network's inputs for every position (float32, N × INPUTS)."""
    x = np.empty((len(player), INPUTS), dtype=np.float32)
    for i, (me, them) in enumerate(zip(player.tolist(), opponent.tolist(), strict=True)):
        x[i] = features(me, them)
    return x


def equity(p: np.ndarray) -> np.ndarray:
    return 2 * p[:, 0] - 1 + p[:, 1] - p[:, 3] + p[:, 2] - p[:, 4]


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40, 40)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--data", default="training/out/positions.npz",
                        help="one or more .npz files, comma-separated")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--epochs", type=int, default=60)
    parser.add_argument("--minutes", type=float, default=25.0)
    parser.add_argument("--batch", type=int, default=256)
    parser.add_argument("--lr", type=float, default=2e-3)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--out", default="nardi_teach/computer/short_net.json")
    parser.add_argument("--init", help="start from this weights file (a fine-tune) instead of "
                                       "random weights")
    parser.add_argument("--pairs", type=float, default=0.0,
                        help="weight of the within-roll loss: the squared error of each sibling's "
                             "equity less its roll's mean (needs the 'group' of "
                             "generate_siblings.py; 0 = off)")
    parser.add_argument("--groups", type=int, default=32, help="rolls per within-roll batch")
    args = parser.parse_args()
    t0 = time.time()
    parts = [np.load(path) for path in args.data.split(",")]
    x = np.concatenate([encode(d["player"], d["opponent"]) for d in parts])
    y = np.concatenate([d["targets"] for d in parts]).astype(np.float32)
    rng = np.random.default_rng(args.seed)
    order = rng.permutation(len(x))
    held = max(len(x) // 50, 1)
    xv, yv = x[order[:held]], y[order[:held]]
    xt, yt = x[order[held:]], y[order[held:]]
    gv = gt = None
    if args.pairs:
        gid, offset = [], 0
        for d in parts:
            g = d["group"].astype(np.int64) if "group" in d else np.full(len(d["targets"]), -1)
            gid.append(np.where(g >= 0, g + offset, -1))
            offset += int(g.max()) + 1 if len(g) else 0
        gid = np.concatenate(gid)
        is_held = np.zeros(len(x), bool)
        is_held[order[:held]] = True
        is_held |= (gid >= 0) & (gid % 50 == 0)  # every 50th roll's siblings: held out whole
        vi, ti = order[is_held[order]], order[~is_held[order]]
        xv, yv, gv = x[vi], y[vi], gid[vi]
        xt, yt, gt = x[ti], y[ti], gid[ti]
        held = len(vi)
    print(f"{len(x)} positions ({len(xt)} to train, {held} held out); inputs built in "
          f"{time.time() - t0:.0f} s", flush=True)

    h = args.hidden
    params = {
        "w1": rng.normal(0, 1 / np.sqrt(INPUTS), (INPUTS, h)).astype(np.float32),
        "b1": np.zeros(h, np.float32),
        "w2": rng.normal(0, 1 / np.sqrt(h), (h, 5)).astype(np.float32),
        "b2": np.zeros(5, np.float32),
    }
    if args.init:
        data = json.loads(Path(args.init).read_text())
        h = int(data["hidden"])
        params = {"w1": np.frombuffer(base64.b64decode(data["w1"]), "<f4").reshape(INPUTS, h),
                  "b1": np.frombuffer(base64.b64decode(data["b1"]), "<f4"),
                  "w2": np.frombuffer(base64.b64decode(data["w2"]), "<f4").reshape(5, h).T,
                  "b2": np.frombuffer(base64.b64decode(data["b2"]), "<f4")}
        params = {k: np.array(val, dtype=np.float32) for k, val in params.items()}
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v = {k: np.zeros_like(val) for k, val in params.items()}
    step = 0
    beta1, beta2, eps = 0.9, 0.999, 1e-8

    def forward(xb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        hid = sigmoid(xb @ params["w1"] + params["b1"])
        return hid, sigmoid(hid @ params["w2"] + params["b2"])

    def centred(r: np.ndarray, g: np.ndarray) -> np.ndarray:
        """``r`` less the mean of its group (``g``: the group of each, any labels)."""
        _u, seg, sizes = np.unique(g, return_inverse=True, return_counts=True)
        return r - (np.bincount(seg, r) / sizes)[seg]

    def held_out() -> tuple[float, float]:
        _h, out = forward(xv)
        return (float(np.mean(np.abs(equity(out) - equity(yv)))),
                float(np.sqrt(np.mean((out[:, 0] - yv[:, 0]) ** 2))))

    def held_within() -> float:
        """Mean |error| of the held-out siblings' equities less their roll's mean."""
        inside = gv >= 0
        _h, out = forward(xv[inside])
        return float(np.mean(np.abs(centred(equity(out) - equity(yv[inside]), gv[inside]))))

    coef = np.array([2, 1, 1, -1, -1], np.float32)  # d equity / d outputs
    if args.pairs:
        sel = np.flatnonzero(gt >= 0)
        srt = sel[np.argsort(gt[sel], kind="stable")]
        g_sorted = gt[srt]
        starts = np.flatnonzero(np.r_[True, g_sorted[1:] != g_sorted[:-1]])
        ends = np.r_[starts[1:], len(srt)]
        keep = ends - starts >= 2
        starts, ends = starts[keep], ends[keep]
        print(f"{len(starts)} rolls' siblings for the within-roll loss (weight {args.pairs}), "
              f"{int(np.sum(gv >= 0))} held-out siblings", flush=True)
        gperm, gpos = rng.permutation(len(starts)), 0

    def within_grads() -> dict[str, np.ndarray]:
        nonlocal gperm, gpos
        if gpos + args.groups > len(gperm):
            gperm, gpos = rng.permutation(len(starts)), 0
        pick = gperm[gpos:gpos + args.groups]
        gpos += args.groups
        idx = np.concatenate([srt[starts[k]:ends[k]] for k in pick])
        seg = np.repeat(np.arange(len(pick)), ends[pick] - starts[pick])
        xb = xt[idx]
        hid, out = forward(xb)
        rc = centred(equity(out) - equity(yt[idx]), seg)
        d_out = (2 * args.pairs / len(idx)) * rc[:, None] * coef * out * (1 - out)
        grads = {"w2": hid.T @ d_out, "b2": d_out.sum(0)}
        d_hid = (d_out @ params["w2"].T) * hid * (1 - hid)
        grads["w1"] = xb.T @ d_hid
        grads["b1"] = d_hid.sum(0)
        return grads

    best, best_params = None, None
    def score() -> tuple[float, str]:
        """The held-out figure the best epoch is chosen by, and the line printed."""
        eq_err, win_rmse = held_out()
        line = f"held-out |equity error| {eq_err:.4f}  win RMSE {win_rmse:.4f}"
        if not args.pairs:
            return eq_err, line
        within = held_within()
        return within, line + f"  within-roll |error| {within:.4f}"

    if args.init:
        value, line = score()
        print(f"epoch   0  {line}  (the initial weights)", flush=True)
        best, best_params = value, {k: val.copy() for k, val in params.items()}
    deadline = t0 + 60 * args.minutes
    for epoch in range(1, args.epochs + 1):
        lr = args.lr * (0.5 if epoch > args.epochs * 0.5 else 1.0) * (
            0.5 if epoch > args.epochs * 0.8 else 1.0)
        perm = rng.permutation(len(xt))
        for start in range(0, len(xt), args.batch):
            idx = perm[start:start + args.batch]
            xb, yb = xt[idx], yt[idx]
            hid, out = forward(xb)
            d_out = (out - yb) / len(idx)  # cross-entropy through a sigmoid
            grads = {"w2": hid.T @ d_out, "b2": d_out.sum(0)}
            d_hid = (d_out @ params["w2"].T) * hid * (1 - hid)
            grads["w1"] = xb.T @ d_hid
            grads["b1"] = d_hid.sum(0)
            if args.pairs:
                for k, g in within_grads().items():
                    grads[k] = grads[k] + g
            step += 1
            for k in params:
                m[k] = beta1 * m[k] + (1 - beta1) * grads[k]
                v[k] = beta2 * v[k] + (1 - beta2) * grads[k] ** 2
                mhat = m[k] / (1 - beta1 ** step)
                vhat = v[k] / (1 - beta2 ** step)
                params[k] -= (lr * mhat / (np.sqrt(vhat) + eps)).astype(np.float32)
        value, line = score()
        print(f"epoch {epoch:3d}  {line}  ({time.time() - t0:.0f} s)", flush=True)
        if best is None or value < best:
            best = value
            best_params = {k: val.copy() for k, val in params.items()}
        if time.time() > deadline:
            print("time limit reached", flush=True)
            break

    assert best_params is not None
    note = (f"trained by training/train.py: {len(xt)} positions, hidden {h}, "
            f"held-out {'within-roll ' if args.pairs else ''}|equity error| {best:.4f}")
    text = to_json(best_params["w1"].tolist(), best_params["b1"].tolist(),
                   best_params["w2"].T.tolist(), best_params["b2"].tolist(), note)
    Path(args.out).write_text(text)
    digest = hashlib.sha256(text.encode()).hexdigest()
    print(f"wrote {args.out} ({len(text)} bytes), sha256 {digest}", flush=True)


if __name__ == "__main__":
    main()
