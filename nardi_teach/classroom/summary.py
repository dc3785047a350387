"""The teacher's class table from the class's records: pupils × the exercises of today's
assignment, each cell right / wrong / not yet with every answer tried and the engine's
verdict, the five most-missed exercises with their most common wrong answer, and the same
table as CSV.  Exercises are named as the book prints them ("თავი 13 · 2": the chapter's
number in the published book, the exercise's place in its chapter; a teacher's own set by
its own title)."""

from __future__ import annotations

import csv
import io
import unicodedata
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from functools import cache
from typing import Any

from ..controllers.variants import game_variant
from ..exercises import Exercise
from ..exercises.answers import normal
from ..html.lessons import chapter_name
from ..i18n import translate
from .store import ClassStore


@cache
def printed(chapter: int, lang: str = "ka") -> str:
    """The chapter as the book names it: "თავი 13", a teacher's own set by its title."""
    return chapter_name(chapter, lang)


def labels(bank: Sequence[Exercise], lang: str = "ka") -> dict[str, str]:
    """Every exercise's name as the book prints it, by id."""
    place: Counter[int] = Counter()
    out = {}
    for ex in bank:
        place[ex.chapter] += 1
        out[ex.id] = translate("classroom.teacher.exercise", lang,
                               chapter=printed(ex.chapter, lang), n=place[ex.chapter])
    return out


def pupil_names(pupils: Sequence[tuple[int, str, str]]) -> dict[int, str]:
    """Each pupil's name as the table shows it: a name two pupils share (or two names that
    differ only in width or compatibility forms, "ａｎａ" and "ana") gets "(2)", "(3)" in the
    order they joined, so no two rows look alike."""
    seen: Counter[str] = Counter()
    out = {}
    for pupil, name, _joined in pupils:
        alike = unicodedata.normalize("NFKC", name)
        seen[alike] += 1
        out[pupil] = name if seen[alike] == 1 else f"{name} ({seen[alike]})"
    return out


def class_table(store: ClassStore, bank: Sequence[Exercise], lang: str = "ka"
                ) -> dict[str, Any]:
    """The class page's data (JSON-ready)."""
    names = labels(bank, lang)
    by_id = {ex.id: ex for ex in bank}
    task = store.assignment()
    if task:
        ids = [i for i in task["ids"] if i in by_id]
        records = store.records(ids)
    else:
        records = store.records()
        answered = {r["item"] for r in records}
        ids = [ex.id for ex in bank if ex.id in answered]
    columns = [{"id": i, "label": names[i], "question": by_id[i].question.get(lang)
                or by_id[i].question["ka"]} for i in ids]
    shown = pupil_names(store.pupils())
    cells: dict[int, dict[str, dict[str, Any]]] = {p: {} for p in shown}
    for rec in records:
        if rec["item"] not in by_id or rec["pupil"] not in cells:
            continue
        cell = cells[rec["pupil"]].setdefault(rec["item"], {"s": "none", "tries": []})
        if rec["t"] == "shown":
            cell["shown"] = True
            continue
        cell["tries"].append({"answer": rec["answer"], "correct": bool(rec["correct"]),
                              "verdict": rec["verdict"], "at": rec["at"]})
    pupils = []
    for pupil, name in shown.items():
        row = cells[pupil]
        for cell in row.values():
            tries = cell["tries"]
            cell["s"] = ("right" if any(t["correct"] for t in tries)
                         else "wrong" if tries else "shown" if cell.get("shown") else "none")
        pupils.append({"id": pupil, "name": name,
                       "right": sum(c["s"] == "right" for c in row.values()), "cells": row})
    return {"task": task, "columns": columns, "pupils": pupils,
            "missed": most_missed(pupils, columns, lang), "games": games(store, shown, lang)}


def _when(at: str, received: str) -> str:
    """A record's time on the laptop's clock ("06.12.2026 21:40"): the browser's, else the
    time it arrived."""
    for text in (at, received):
        try:
            return datetime.fromisoformat(text).astimezone().strftime("%d.%m.%Y %H:%M")
        except (TypeError, ValueError):
            continue
    return ""


def games(store: ClassStore, shown: dict[int, str], lang: str = "ka") -> list[dict[str, Any]]:
    """Each pupil's finished games, by pupil (in the table's order), oldest first: the game's
    name, the result as the pupil lived it, the points, where it was played, the date."""
    rows = []
    order = {pupil: place for place, pupil in enumerate(shown)}
    for rec in store.games():
        if rec["pupil"] not in shown:
            continue
        result = translate(f"result.{rec['answer']}", lang) if rec["answer"] != "drawn" else ""
        side, winner = rec["side"] or "", rec["winner"] or ""
        if not winner:
            text = translate("classroom.games.drawn", lang)
        elif side:
            text = translate("classroom.games.won" if winner == side else "classroom.games.lost",
                             lang, result=result)
        else:
            text = translate("classroom.games.side_won", lang,
                             side="White" if winner == "white" else "Black", result=result)
        if rec["verdict"] == "dropped":
            text += " · " + translate("classroom.games.dropped", lang)
        where = "vs_computer" if side else "at_board"
        rows.append({"pupil": rec["pupil"], "name": shown[rec["pupil"]],
                     "game": game_variant(rec["item"].removeprefix("game:")).label(lang),
                     "result": text, "won": rec["correct"], "points": rec["points"] or 0,
                     "where": translate(f"classroom.games.{where}", lang),
                     "date": _when(rec["at"] or "", rec["received"] or "")})
    rows.sort(key=lambda r: order[r["pupil"]])  # stable: each pupil's games stay in time order
    return rows


def most_missed(pupils: list[dict[str, Any]], columns: list[dict[str, Any]], lang: str = "ka",
                top: int = 5) -> list[dict[str, Any]]:
    """The ``top`` exercises with the most pupils whose every try was wrong, each with its
    most common wrong answer (spelt as most pupils wrote it) and the sentence that says so."""
    out = []
    for column in columns:
        wrong = [p["cells"][column["id"]] for p in pupils
                 if p["cells"].get(column["id"], {}).get("s") == "wrong"]
        if not wrong:
            continue
        answers: Counter[str] = Counter()
        spelt: dict[str, Counter[str]] = {}
        for cell in wrong:
            mine = {normal(t["answer"]): t["answer"] for t in cell["tries"] if not t["correct"]}
            for key, text in mine.items():
                answers[key] += 1
                spelt.setdefault(key, Counter())[text] += 1
        key, count = answers.most_common(1)[0]
        answer = spelt[key].most_common(1)[0][0]
        out.append({"id": column["id"], "label": column["label"], "wrong": len(wrong),
                    "answer": answer, "count": count,
                    "text": translate("classroom.teacher.missed_row", lang,
                                      exercise=column["label"], n=len(wrong), answer=answer,
                                      m=count)})
    out.sort(key=lambda m: (-m["wrong"], -m["count"]))
    return out[:top]


def class_csv(table: dict[str, Any], lang: str = "ka") -> str:
    """The class table as CSV (UTF-8 with BOM, so spreadsheet programs read Georgian): one
    row per pupil, for each exercise its status and the answers tried ("|" between them)."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out)
    head = [translate("classroom.teacher.pupil", lang),
            translate("classroom.teacher.right_count", lang)]
    for column in table["columns"]:
        head += [f"{column['label']} ({column['id']}) "
                 + translate("classroom.teacher.csv_status", lang),
                 f"{column['label']} " + translate("classroom.teacher.csv_answers", lang)]
    writer.writerow(head)
    words = {s: translate(f"classroom.teacher.{w}", lang) for s, w in
             (("right", "right"), ("wrong", "wrong"), ("none", "not_yet"), ("shown", "shown"))}
    for pupil in table["pupils"]:
        row = [pupil["name"], pupil["right"]]
        for column in table["columns"]:
            cell = pupil["cells"].get(column["id"], {"s": "none", "tries": []})
            row += [words[cell["s"]], " | ".join(t["answer"] for t in cell["tries"])]
        writer.writerow([_safe(v) for v in row])
    return out.getvalue()


def _safe(value: Any) -> Any:
    """A cell a spreadsheet never runs as a formula (a pupil could type "=…")."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@"):
        return "'" + value
    return value
