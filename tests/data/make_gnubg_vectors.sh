#!/usr/bin/env bash
# Regenerate tests/data/gnubg_match_ids.json and tests/data/xgid_vectors.json with the real
# GNU Backgammon (Debian package `gnubg`, /usr/games/gnubg; `make setup-test` installs it).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
gnubg="$(command -v gnubg || echo /usr/games/gnubg)"
cd "$here"
version="$("$gnubg" --version 2>/dev/null | head -1 || true)"
GNUBG_VERSION="$version" VECTORS_DIR="$here" "$gnubg" -t -q -r -p "$here/make_gnubg_vectors.py" > /dev/null
python3 -c "import json,sys; [json.load(open(f)) for f in sys.argv[1:]]" \
  "$here/gnubg_match_ids.json" "$here/xgid_vectors.json"
echo "wrote $here/gnubg_match_ids.json and $here/xgid_vectors.json"
