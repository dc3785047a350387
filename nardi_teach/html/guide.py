"""The teachers' guide's generated parts as HTML (issue 25): the fields every exercise has,
and the reference of every kind (``exercises.reference``) with its example and the engine's
answer."""

from __future__ import annotations

from html import escape

from ..exercises.reference import (
    FieldInfo,
    KindInfo,
    common_fields,
    game_names,
    kind_reference,
)
from ..i18n import translate


def _fields_table(fields: tuple[FieldInfo, ...] | list[FieldInfo], lang: str | None) -> str:
    """A table of ``fields``; the column of what a value must be only where one is checked."""
    checked = any(f.must for f in fields)
    keys = ("teach.ref.field", "teach.ref.meaning") + (("teach.ref.value",) if checked else ())
    head = "".join(f"<th>{escape(translate(k, lang))}</th>" for k in keys)
    rows = "".join(
        f"<tr><td><code>{escape(f.name)}</code></td><td>{escape(f.meaning)}</td>"
        + (f"<td>{escape(f.must)}</td>" if checked else "") + "</tr>" for f in fields)
    return (f'<table class="nardi-fields"><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table>")


def common_fields_html(lang: str | None = None) -> str:
    """The table of the fields every exercise may have."""
    return _fields_table(common_fields(lang), lang)


def _kind(info: KindInfo, lang: str | None) -> str:
    def names(fields: tuple[FieldInfo, ...]) -> str:
        return ", ".join(f"<code>{escape(f.name)}</code>" for f in fields) or escape(
            translate("teach.ref.none", lang))

    own = info.needs + info.optional
    table = _fields_table(own, lang) if own else ""
    rule = (f' <span class="nardi-kind-rule">({escape(translate("teach.ref.rule", lang))} '
            f"{escape(info.rule)})</span>" if info.rule else "")
    why = (f"<p><strong>{escape(translate('teach.ref.why', lang))}:</strong> "
           f"{escape(info.explanation)}</p>" if info.explanation else "")
    return (
        f'<section class="nardi-kind" id="kind-{escape(info.name)}">'
        f"<h3><code>{escape(info.name)}</code></h3><p>{escape(info.about)}</p>"
        f"<p><strong>{escape(translate('teach.ref.needs', lang))}:</strong> {names(info.needs)}"
        f"<br><strong>{escape(translate('teach.ref.optional', lang))}:</strong> "
        f"{names(info.optional)}</p>{table}"
        f"<p><strong>{escape(translate('teach.ref.example', lang))}</strong> "
        f"<small>({escape(info.source.rsplit('/', 1)[-1])})</small>:</p>"
        f'<pre class="nardi-yaml"><code>{escape(info.example)}</code></pre>'
        f"<p><strong>{escape(translate('teach.ref.engine', lang))}:</strong> "
        f"<code>{escape(info.answer)}</code>{rule}</p>{why}</section>")


def kind_reference_html(lang: str | None = None) -> str:
    """Every kind: what it asks, its fields, a checked example and the engine's answer."""
    kinds = kind_reference(lang)
    index = " · ".join(f'<a href="#kind-{escape(k.name)}"><code>{escape(k.name)}</code></a>'
                       for k in kinds)
    count = escape(translate("teach.ref.kinds", lang, n=len(kinds)))
    games = escape(translate("teach.ref.variant", lang, names="\x00")).replace(
        "\x00", ", ".join(f"<code>{escape(n)}</code>" for n in game_names().split(", ")))
    body = "".join(_kind(k, lang) for k in kinds)
    return (f'<div class="nardi-kinds"><p class="nardi-kind-index">{count}: {index}</p>'
            f'<p class="nardi-kind-variant">{games}</p>{body}</div>')
