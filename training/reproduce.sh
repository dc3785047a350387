#!/bin/sh
# Reproduce nardi_teach/computer/short_net.json from scratch (one core, about 20 minutes):
#   sh training/reproduce.sh
# from the repository root.  Makes a throwaway virtualenv under /tmp with the pinned
# requirements, generates the positions and targets, trains, and writes training/train.log.
set -eu
VENV=${VENV:-/tmp/nardi_training_venv}
[ -x "$VENV/bin/python" ] || { python3 -m venv "$VENV" && "$VENV/bin/pip" install -q -r training/requirements.txt; }
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
mkdir -p training/out
timeout 1800 "$VENV/bin/python" training/generate.py --games 5000 --seed 22 \
    --out training/out/positions.npz | tee training/out/generate.log
timeout 2400 "$VENV/bin/python" training/train.py --data training/out/positions.npz \
    --hidden 128 --epochs 40 --minutes 30 --seed 22 \
    --out nardi_teach/computer/short_net.json | tee training/train.log
