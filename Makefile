# nardi_teach — build the book, run the tests, open the chapters.
#   make book   set up .venv, then build the book into _build/html/index.html
#   make test   set up .venv (+ Debian chromium if missing), then ruff + the whole pytest suite
#   make lab    open the chapters in JupyterLab (LAB_ARGS="--no-browser --port 8888")
#   make bench  run benchmarks/run.py
#   make class  serve the built book to the class from this laptop (CLASS_ARGS="--port 8766")
# Setup is idempotent: it reruns only when requirements.txt or pyproject.toml change.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

PYTHON ?= python3.11
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip
# One stamp per content of the install inputs: edit either file and setup runs again.
SETUP_HASH := $(shell cat requirements.txt pyproject.toml 2>/dev/null | sha256sum | cut -c1-16)
STAMP  := $(VENV)/.setup-$(SETUP_HASH).stamp
CHROMIUM := /usr/bin/chromium
LAB_ARGS ?=
# JupyterLab refuses to run as root without --allow-root (CI and these machines are root).
LAB_ROOT := $(if $(filter 0,$(shell id -u)),--allow-root,)

.PHONY: help setup setup-test chromium book test test-layer lab bench class clean

help:
	@sed -n '2,7p' Makefile | sed 's/^# *//'

setup: $(STAMP) node_modules/.package-lock.json

# Assets the built book serves itself (no CDN): the Georgian web font, exact pins in package-lock.json.
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --ignore-scripts

$(STAMP): requirements.txt pyproject.toml
	@if [ ! -x $(PY) ]; then echo ">> creating $(VENV) with $(PYTHON)"; $(PYTHON) -m venv $(VENV); fi
	@echo ">> installing requirements.txt and -e . into $(VENV)"
	$(PIP) install --disable-pip-version-check -q -r requirements.txt
	$(PIP) install --disable-pip-version-check -q --no-deps --no-build-isolation -e .
	@# jsonschema[format-nongpl] drags in rfc3987-syntax (+ lark): 6-9 s per kernel start, unused.
	$(PIP) uninstall --disable-pip-version-check -q -y rfc3987-syntax lark 2>/dev/null || true
	$(PIP) check --disable-pip-version-check
	@# JupyterLab opens the MyST .md chapters as notebooks (jupytext).
	@mkdir -p $(VENV)/share/jupyter/lab/settings
	@printf '%s\n' '{"@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Jupytext Notebook", "myst": "Jupytext Notebook"}}}' \
	  > $(VENV)/share/jupyter/lab/settings/overrides.json
	@rm -f $(VENV)/.setup-*.stamp
	@touch $@

# Debian's Chromium for the browser tests (never `playwright install`).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo ">> installing Debian chromium"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  ( apt-get update && apt-get install -y --no-install-recommends chromium ) \
	  || { echo ">> apt failed (lock?), retrying in 20 s"; sleep 20; \
	       apt-get update && apt-get install -y --no-install-recommends chromium; }; \
	fi

setup-test: setup chromium

book: setup
	$(VENV)/bin/jupyter-book build . -nW --keep-going
	@echo ">> serve it: python3 -m http.server -d _build/html 8000 → http://127.0.0.1:8000 (live boards need HTTP; file:// shows the static book)"

# The suite mostly waits (Chromium, JupyterLab, the book's notebooks), so it runs on more
# workers than cores; a module's tests stay on one worker (its browser, its Lab server), the
# book is built once for all of them, in the background while the engine's tests run
# (tests/conftest.py), and the longest files go first (tests/xdist_order.py).
TEST_WORKERS ?= 4
test: setup-test
	$(VENV)/bin/ruff check .
	$(VENV)/bin/pytest -q -n $(TEST_WORKERS) --dist loadfile tests

# One layer's tests alone, for a quick loop: make test-layer LAYER=engine (about 35 s);
# the layers are the folders of tests/ (engine, crosscheck, games, computer, boards, learning,
# notebook, web, classroom).
LAYER ?= engine
test-layer: setup-test
	$(VENV)/bin/pytest -q tests/$(LAYER)

# MyST .md chapters open as notebooks (jupytext) by default (setting written by setup), with
# MyST rendered (jupyterlab-myst) and a contents manager under which opening a chapter does not
# modify it (book/_ext/nardi_lab.py). Lab needs nothing from npm: only the Python setup.
LAB_CM := --ServerApp.contents_manager_class=nardi_lab.ChapterContentsManager --MappingKernelManager.use_pending_kernels=True
# It opens (and prints the address of) the book's intro; new notebooks and saved games go to
# work/ (git ignores it), never into book/. LAB_ARGS adds jupyter lab's own options, e.g.
# make lab LAB_ARGS="--no-browser --port 8888"; NARDI_TEACH_PUPIL=name picks a pupil.
# A chapter starts its kernel (the Python 3 its header names) as it opens, with no question:
# a kernel left to start at the first run made Lab ask "Select Kernel" once per cell of
# Run All, each answer a restart (issue 41). Its kernel is a pending one, there for Lab the
# moment the notebook opens: Run All pressed while it still starts waits for it (without
# pending kernels Lab 4.6 skipped every cell, silently, until the kernel was up).
# book/ is on the kernels' path, so a notebook
# of the reader's own in work/ imports nardi_book (lesson(3), …) as the chapters do.
# Lab asks no "Jupyter news?" question: book/_ext/jupyter/labconfig/page_config.json switches
# its announcements off (news and update checks need the internet a classroom may not have).
LAB_OPEN := --LabApp.default_url=/lab/tree/book/intro.md \
  --FileContentsManager.preferred_dir="$(CURDIR)/work"
lab: $(STAMP)
	@mkdir -p work
	NARDI_TEACH_SAVES="$(CURDIR)/work" \
	JUPYTER_CONFIG_PATH="$(CURDIR)/book/_ext/jupyter$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	PYTHONPATH="$(CURDIR)/book/_ext:$(CURDIR)/book$${PYTHONPATH:+:$$PYTHONPATH}" $(VENV)/bin/jupyter lab \
	  --ServerApp.root_dir="$(CURDIR)" $(LAB_CM) $(LAB_OPEN) $(LAB_ROOT) $(LAB_ARGS) book/intro.md

bench: setup
	$(PY) benchmarks/run.py

# The class server on this laptop (issue 37, nardi_teach/classroom/): serves the built book to
# the classroom's network, prints the address pupils open (with its QR code) and the teacher's
# page with the teacher's key; the class's data stays in work/class/ (git ignores work/).
# CLASS_ARGS passes the server's options, e.g. CLASS_ARGS="--port 8766 --lang en".
# No setup step of its own: it needs the built book, so `make book` (which sets up .venv) comes first.
CLASS_ARGS ?=
class:
	@test -x $(PY) || { echo ">> no $(VENV): run make book first"; exit 2; }
	exec $(PY) -m nardi_teach.classroom --book _build/html --data work/class $(CLASS_ARGS)

clean:
	rm -rf _build .pytest_cache .ruff_cache .hypothesis
