#!/bin/sh
# Reproduce nardi_teach/computer/long_net.json from scratch (one core, pure self-play):
#   sh training/reproduce_long.sh
# from the repository root.  Makes a throwaway virtualenv under /tmp with the pinned numpy
# (training/requirements_long.txt), trains by TD(λ) self-play with our own move generator and
# writes training/train_long.log (its last line names the weights' SHA-256).
set -eu
VENV=${VENV:-/tmp/nardi_training_long_venv}
[ -x "$VENV/bin/python" ] || { python3 -m venv "$VENV" && "$VENV/bin/pip" install -q -r training/requirements_long.txt; }
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONPATH=.
timeout 5400 nice -n 10 "$VENV/bin/python" training/train_long.py --games 24000 --hidden 60 --lam 0.7 --lr 0.002 --seed 23 \
    --check 2000 --check-pairs 50 --minutes 55 \
    --out nardi_teach/computer/long_net.json | tee training/train_long.log
