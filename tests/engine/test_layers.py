"""The package's layers (issues 13 and 19): a module imports only its own or lower layers, the
modules' top-level imports form no cycle (inside a package too), and a lazy import inside a
function that reaches up a layer or closes a circle is allowed only when it is listed here.
The engine layers import nothing outside the standard library, so the engine runs in the
browser as it is; only ``notebook`` imports the notebook stack, and only ``classroom`` (the
class server, issue 37) imports Tornado and segno."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from nardi_teach.core.board import Color

PACKAGE = Path(__file__).resolve().parents[2] / "nardi_teach"

# Lowest first.  The message catalogues are data that import nothing, so every layer may use them.
LAYERS = [
    ("i18n",),
    ("core",),
    ("svg",),
    ("short_nardi", "plakoto", "long_nardi"),
    ("games", "computer"),
    ("controllers",),
    ("exercises",),
    ("lessons", "progress"),
    ("html",),
    ("notebook", "web", "classroom"),
]
# Packages of one layer that never import each other: the two front-ends, lessons and progress.
APART = [("notebook", "web"), ("lessons", "progress"), ("classroom", "notebook"),
         ("classroom", "web")]
# A convenience that reaches up lazily, inside a function (python-chess's Board._repr_svg_
# importing chess.svg), or a lazy import that would close a circle at module level:
# (module, imported module).  Every such import in the package is listed; nothing else may.
LAZY = {
    ("core.sides", "svg"),
    # a position reaches lazily for the modules that explain its plays and read its notation
    # (they build on the position class itself)
    ("short_nardi.position", "short_nardi.explain"),
    ("short_nardi.position", "short_nardi.notation"),
    ("short_nardi.legal", "short_nardi.explain"),
    ("short_nardi.notation", "short_nardi.explain"),
    ("long_nardi.ids", "long_nardi.position"),
    # the teachers' command line reaches up to the lesson checker and the worksheet writer
    ("exercises.__main__", "lessons.lesson"),
    ("exercises.__main__", "web.worksheet"),
    # validating a file is the strict checker's, which builds on the loader (issue 25)
    ("exercises.bank", "exercises.strict"),
    ("lessons.lesson", "lessons.strict"),
    # an assignment's worksheet is printed by the web front-end, as the worksheet command's
    ("exercises.assign", "web.worksheet"),
}
ENGINE = {"i18n", "core", "short_nardi", "plakoto", "long_nardi", "games", "computer", "svg",
          "controllers", "exercises", "lessons", "progress", "html", "web"}
NOTEBOOK = {"anywidget", "ipywidgets", "traitlets", "IPython"}


def _layer(module: str) -> int:
    top = module.split(".")[0]
    for index, names in enumerate(LAYERS):
        if top in names:
            return index
    raise AssertionError(f"{module} belongs to no layer: add it to LAYERS")


def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).with_suffix("")
        if rel.parts == ("__init__",):
            continue
        parts = rel.parts[:-1] if rel.parts[-1] == "__init__" else rel.parts
        out[".".join(parts)] = path
    return out


def _imports(module: str, path: Path) -> list[tuple[str, bool, bool]]:
    """(imported module under nardi_teach, at top level?, under TYPE_CHECKING?) for each import."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    found: list[tuple[str, bool, bool]] = []

    def visit(node: ast.AST, top: bool, typing_only: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                visit(child, top, True)
                continue
            if isinstance(child, ast.ImportFrom) and child.level:
                base = package[: len(package) - (child.level - 1)]
                target = ".".join([*base, child.module] if child.module else base)
                if child.module is None:
                    targets = [f"{target}.{a.name}".strip(".") for a in child.names]
                else:
                    targets = [target]
                for t in targets:
                    found.append((t, top, typing_only))
            elif isinstance(child, ast.ImportFrom) and (child.module or "").startswith(
                    "nardi_teach."):
                found.append((child.module.removeprefix("nardi_teach."), top, typing_only))
            scope = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef)
            visit(child, top and not scope, typing_only)

    visit(tree, True, False)
    return [(t, top, tc) for t, top, tc in found if t]


MODULES = _modules()


@pytest.mark.parametrize("module", sorted(MODULES))
def test_imports_only_lower_layers(module: str) -> None:
    for target, _top, typing_only in _imports(module, MODULES[module]):
        if typing_only or (module, target) in LAZY:
            continue
        assert _layer(target) <= _layer(module), f"{module} imports {target}, a higher layer"


def test_no_import_cycles() -> None:
    graph = {m: {t for t, top, tc in _imports(m, p) if top and not tc and t in MODULES and t != m}
             for m, p in MODULES.items()}
    state: dict[str, int] = {}

    def walk(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " → ".join([*trail, node, nxt]))
            if nxt not in state:
                walk(nxt, [*trail, node])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [])


def _outside_imports(path: Path) -> list[str]:
    """The top-level package of every absolute import in the file, anywhere in it."""
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names.append(node.module or "")
    return [name.split(".")[0] for name in names]


def test_engine_needs_no_third_party_package() -> None:
    allowed = set(sys.stdlib_module_names) | {"nardi_teach"}
    for module, path in MODULES.items():
        if module.split(".")[0] not in ENGINE:
            continue
        for top in _outside_imports(path):
            if top in NOTEBOOK:
                raise AssertionError(f"{module} imports the notebook stack ({top})")
            assert top in allowed or top == "yaml", f"{module} imports {top}"


def test_only_the_class_server_imports_its_web_framework() -> None:
    """Tornado and segno are the class server's alone (``classroom``, the top layer): no
    other package, not even the other front-ends, may need them."""
    for module, path in MODULES.items():
        if module.split(".")[0] != "classroom":
            assert not {"tornado", "segno"} & set(_outside_imports(path)), module


def test_the_class_server_imports_no_notebook_stack() -> None:
    for module, path in MODULES.items():
        if module.split(".")[0] != "classroom":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and not node.level
                     else [])
            for name in names:
                assert (name or "").split(".")[0] not in NOTEBOOK, (module, name)


def test_no_circle_even_through_lazy_imports() -> None:
    """A lazy import inside a function may not close a circle either, unless it is listed."""
    graph = {m: {t for t, _top, tc in _imports(m, p)
                 if not tc and t in MODULES and t != m and (m, t) not in LAZY}
             for m, p in MODULES.items()}
    state: dict[str, int] = {}

    def walk(node: str, trail: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                raise AssertionError("circle through a lazy import: "
                                     + " → ".join([*trail, node, nxt]))
            if nxt not in state:
                walk(nxt, [*trail, node])
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            walk(module, [])


def test_every_listed_lazy_import_exists() -> None:
    found = {(m, t) for m, p in MODULES.items() for t, top, _tc in _imports(m, p) if not top}
    assert LAZY <= found, f"listed but not found (remove them): {sorted(LAZY - found)}"


@pytest.mark.parametrize("apart", APART, ids="-".join)
def test_packages_kept_apart_never_import_each_other(apart: tuple[str, str]) -> None:
    for module, path in MODULES.items():
        top = module.split(".")[0]
        if top in apart:
            other = apart[1 - apart.index(top)]
            for target, _top, _tc in _imports(module, path):
                assert target.split(".")[0] != other, f"{module} imports {target}"


def test_every_package_says_what_it_is_for_and_may_import() -> None:
    for package in {m.split(".")[0] for m in MODULES if "." in m}:
        doc = ast.get_docstring(ast.parse((PACKAGE / package / "__init__.py").read_text("utf-8")))
        assert doc and len(doc.split()) >= 12, f"nardi_teach/{package}/__init__.py: no docstring"


def test_no_module_is_past_about_600_lines() -> None:
    long = {m: n for m, p in MODULES.items()
            if (n := len(p.read_text("utf-8").splitlines())) > 620}
    assert not long, f"modules to split: {long}"


def test_shared_core_leaves_the_move_generator_to_the_variant() -> None:
    for module, path in MODULES.items():
        if module.startswith("core"):
            for target, _top, _tc in _imports(module, path):
                assert not target.startswith(("short_nardi", "long_nardi")), (module, target)


# Issue 42: one package per family of games, each named for what it holds.
FAMILIES = {"short_nardi": {"short", "hypergammon", "triple", "two_two", "caucasian",
                            "crazy_short"},
            "plakoto": {"plakoto", "crazy_plakoto"},
            "long_nardi": {"long", "sport", "gul_bara", "crazy", "crazy_gul_bara", "fevga",
                           "crazy_fevga", "khachapuri", "fevga_greek"}}


def test_each_game_lives_in_its_familys_package() -> None:
    from nardi_teach.games.registry import VARIANTS

    playable = {name for name, variant in VARIANTS.items() if variant.playable}
    assert playable == set().union(*FAMILIES.values()), "a game with no family, or one gone"
    for package, names in FAMILIES.items():
        for name in names:
            module = VARIANTS[name].initial(Color.WHITE).__class__.__module__
            assert module.startswith(f"nardi_teach.{package}."), (name, module)


def test_no_package_is_named_for_the_rest() -> None:
    packages = {m.split(".")[0] for m in MODULES if "." in m}
    assert set(FAMILIES) <= packages
    assert not packages & {"variants", "other", "misc", "extra"}, packages


def test_drawing_layer_reads_the_core_view_never_a_game_class() -> None:
    """svg draws any game through ``core.sides.Sides``: it imports no game family, not even
    for its type hints."""
    for module, path in MODULES.items():
        if module.split(".")[0] == "svg":
            for target, _top, _tc in _imports(module, path):
                assert target.split(".")[0] not in {*FAMILIES, "games"}, (module, target)


def test_no_circle_between_packages() -> None:
    """Between packages too, the top-level imports form no circle (a listed lazy import may)."""
    graph: dict[str, set[str]] = {}
    for module, path in MODULES.items():
        top = module.split(".")[0]
        graph.setdefault(top, set()).update(
            t.split(".")[0] for t, at_top, tc in _imports(module, path)
            if at_top and not tc and t.split(".")[0] != top)
    for start in graph:
        seen, todo = set(), list(graph[start])
        while todo:
            package = todo.pop()
            assert package != start, f"packages in a circle through {start}"
            if package not in seen:
                seen.add(package)
                todo.extend(graph.get(package, ()))
