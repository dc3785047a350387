"""``BankError``: an exercise or lesson entry that cannot be used, with its ``file:line``."""

from __future__ import annotations

from typing import Any

from ..core.errors import NardiError
from ..i18n import translate


class BankError(NardiError):
    """A bank entry that cannot be used; ``where`` is ``file:line`` when known."""

    def __init__(self, key: str, /, where: str = "", **params: Any) -> None:
        self.where = where
        super().__init__(key, **params)

    def text(self, lang: str | None = None) -> str:
        """The message without ``file:line`` and the exercise id."""
        return translate(self.key, lang, **self.params)

    def message(self, lang: str | None = None) -> str:
        text = self.text(lang)
        if "id" in self.params:
            text = f"{self.params['id']}: {text}"
        return f"{self.where}: {text}" if self.where else text
