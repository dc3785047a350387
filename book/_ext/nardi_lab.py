"""JupyterLab for the book (``make lab``): a chapter opens as a notebook that opening alone does
not modify.

JupyterLab copies the kernel's ``language_info`` into the notebook when the kernel starts; a
chapter (MyST markdown read by jupytext) has none in its file, so every chapter was marked
modified at once and autosave rewrote it. This contents manager is jupytext's, with the
running Python's ``language_info`` (exactly what ipykernel reports) added to a chapter when it
is read; ``book/jupytext.toml`` leaves it out when the chapter is written, so a save writes
back the file it read.

Use: ``jupyter lab --ServerApp.contents_manager_class=nardi_lab.ChapterContentsManager`` with
``book/_ext`` on ``PYTHONPATH`` (the Makefile does this).
"""

from __future__ import annotations

import copy
from typing import Any

from ipykernel.ipkernel import IPythonKernel
from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from jupytext.async_contentsmanager import build_async_jupytext_contents_manager_class

_Jupytext = build_async_jupytext_contents_manager_class(AsyncLargeFileManager)


def language_info() -> dict[str, Any]:
    """What this Python's ipykernel tells JupyterLab about its language."""
    return copy.deepcopy(IPythonKernel.language_info)


class ChapterContentsManager(_Jupytext):
    """jupytext's contents manager; a Python text notebook comes with its ``language_info``."""

    async def get(self, path: str, content: bool = True, type: str | None = None,
                  format: str | None = None, **kwargs: Any) -> dict[str, Any]:
        model = await super().get(path, content=content, type=type, format=format, **kwargs)
        if content and model.get("type") == "notebook" and not path.endswith(".ipynb"):
            metadata = model["content"]["metadata"]
            if metadata.get("kernelspec", {}).get("language") == "python":
                metadata.setdefault("language_info", language_info())
        return model
