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
import hashlib
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
    print(f"{len(x)} positions ({len(xt)} to train, {held} held out); inputs built in "
          f"{time.time() - t0:.0f} s", flush=True)

    h = args.hidden
    params = {
        "w1": rng.normal(0, 1 / np.sqrt(INPUTS), (INPUTS, h)).astype(np.float32),
        "b1": np.zeros(h, np.float32),
        "w2": rng.normal(0, 1 / np.sqrt(h), (h, 5)).astype(np.float32),
        "b2": np.zeros(5, np.float32),
    }
    m = {k: np.zeros_like(v) for k, v in params.items()}
    v = {k: np.zeros_like(val) for k, val in params.items()}
    step = 0
    beta1, beta2, eps = 0.9, 0.999, 1e-8

    def forward(xb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        hid = sigmoid(xb @ params["w1"] + params["b1"])
        return hid, sigmoid(hid @ params["w2"] + params["b2"])

    def held_out() -> tuple[float, float]:
        _h, out = forward(xv)
        return (float(np.mean(np.abs(equity(out) - equity(yv)))),
                float(np.sqrt(np.mean((out[:, 0] - yv[:, 0]) ** 2))))

    best, best_params = None, None
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
            step += 1
            for k in params:
                m[k] = beta1 * m[k] + (1 - beta1) * grads[k]
                v[k] = beta2 * v[k] + (1 - beta2) * grads[k] ** 2
                mhat = m[k] / (1 - beta1 ** step)
                vhat = v[k] / (1 - beta2 ** step)
                params[k] -= (lr * mhat / (np.sqrt(vhat) + eps)).astype(np.float32)
        eq_err, win_rmse = held_out()
        print(f"epoch {epoch:3d}  held-out |equity error| {eq_err:.4f}  win RMSE {win_rmse:.4f}"
              f"  ({time.time() - t0:.0f} s)", flush=True)
        if best is None or eq_err < best:
            best = eq_err
            best_params = {k: val.copy() for k, val in params.items()}
        if time.time() > deadline:
            print("time limit reached", flush=True)
            break

    assert best_params is not None
    note = (f"trained by training/train.py: {len(xt)} positions, hidden {h}, "
            f"held-out |equity error| {best:.4f}")
    text = to_json(best_params["w1"].tolist(), best_params["b1"].tolist(),
                   best_params["w2"].T.tolist(), best_params["b2"].tolist(), note)
    Path(args.out).write_text(text)
    digest = hashlib.sha256(text.encode()).hexdigest()
    print(f"wrote {args.out} ({len(text)} bytes), sha256 {digest}", flush=True)


if __name__ == "__main__":
    main()
