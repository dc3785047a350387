"""The package's layers (issue 13): a module imports only its own or lower layers, and the
modules' top-level imports form no cycle.  The engine layers import nothing outside the
standard library, so the engine runs in the browser as it is."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "nardi_teach"

# Lowest first.  The message catalogues are data that import nothing, so every layer may use them.
LAYERS = [
    ("i18n",),
    ("core",),
    ("short_nardi", "long_nardi", "variants"),
    ("games", "computer"),
    ("svg",),
    ("controllers",),
    ("widgets",),
    ("live",),
    ("exercises",),
]
# A convenience method that reaches up lazily, inside the method (python-chess's
# Board._repr_svg_ importing chess.svg): (module, imported module).
LAZY_UPWARD = {
    ("short_nardi.position", "svg"),
    ("long_nardi.position", "svg"),
    ("variants.plakoto", "svg"),
}
ENGINE = {"i18n", "core", "short_nardi", "long_nardi", "variants", "games", "computer", "svg",
          "controllers", "live", "exercises"}
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
        if typing_only or (module, target.split(".")[0]) in LAZY_UPWARD:
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


def test_engine_needs_no_third_party_package() -> None:
    allowed = set(sys.stdlib_module_names) | {"nardi_teach"}
    for module, path in MODULES.items():
        if module.split(".")[0] not in ENGINE or module in (
                "exercises.widget", "exercises.show", "exercises.review_widget",
                "exercises.lesson_widget"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and not node.level
                     else [])
            for name in names:
                top = (name or "").split(".")[0]
                if top in NOTEBOOK:
                    raise AssertionError(f"{module} imports the notebook stack ({name})")
                assert top in allowed or top == "yaml", f"{module} imports {name}"


def test_shared_core_leaves_the_move_generator_to_the_variant() -> None:
    for module, path in MODULES.items():
        if module.startswith("core"):
            for target, _top, _tc in _imports(module, path):
                assert not target.startswith(("short_nardi", "long_nardi")), (module, target)
