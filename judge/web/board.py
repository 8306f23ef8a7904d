"""A picture of both fields (zones, positions, LP) drawn as SVG on the server.

Player B's field is drawn at the top, facing player A's, as players sit at a table.
The picture is narrow (five card columns, about 380 units wide), so that on a phone it
is shown at nearly its own size: every zone has its label on a line of its own above
its cards, each monster shows its ATK and DEF, and the counts (LP, hand, Deck,
Graveyard…) stand on lines of their own.  Monsters in Defense Position are drawn
turned sideways; face-down cards are drawn dark with their name (the judge sees every
card).  Card names are given in the page's language where the texts or the scenario
give one.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from judge.web.i18n import t

CARD_W, CARD_H, GAP, MARGIN = 68, 94, 6, 8
LABEL_H = 18
COUNT_LINE = 16
WIDTH = 2 * MARGIN + 5 * CARD_W + 4 * GAP


def _entry(item: Any) -> dict[str, Any]:
    if isinstance(item, dict):
        name = item.get("card") or item.get("name") or "?"
        return {"name": str(name), "position": item.get("position"), "face": item.get("face"),
                "extra": item}
    return {"name": str(item), "position": None, "face": None, "extra": {}}


def _wrap(name: str, width: int) -> list[str]:
    """``name`` on lines of at most ``width`` characters (three at most); a word longer
    than a line is hyphenated ("Wattcoda-" "drago")."""
    words: list[str] = []
    for word in name.split():
        while len(word) > width + 1:
            words.append(word[: width - 1] + "-")
            word = word[width - 1:]
        words.append(word)
    lines, line = [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    lines = [x if len(x) <= width + 2 else x[: width + 1] + "…" for x in lines]
    return lines[:3] if len(lines) <= 3 else lines[:2] + [lines[2][: width - 1] + "…"]


def scenario_cards(scenario: Any) -> dict[str, dict[str, Any]]:
    """The cards a scenario defines itself (``cards:``), by name."""
    cards = scenario.get("cards") if isinstance(scenario, dict) else None
    return {str(c["name"]): c for c in cards or [] if isinstance(c, dict) and c.get("name")}


def _stats(name: str, own: dict[str, dict[str, Any]]) -> dict[str, Any]:
    from judge.web.pages import card_data

    if name in own:
        return own[name]
    for card in card_data():
        if card["name"] == name:
            return card
    return {}


def _local_name(name: str, lang: str, own: dict[str, dict[str, Any]]) -> tuple[str, bool]:
    from judge.web.localise import card_name

    names = (own.get(name) or {}).get("names") or {}
    value = names.get(lang)
    if isinstance(value, list):
        value = value[0] if value else None
    if value:
        return str(value), False
    return card_name(name, lang)


def _card(x: float, y: float, item: Any, lang: str, own: dict[str, dict[str, Any]],
          monster: bool, side: str | None = None) -> str:
    entry = _entry(item)
    # a card controlled by the player whose side it is on but owned by the other one
    # (000:1146, 000:1148): its owner is named in its tooltip and its border is dashed
    owner = entry["extra"].get("owner")
    taken = side is not None and owner in ("A", "B") and owner != side
    position = entry["position"]
    face_down = entry["face"] == "down" or position == "set"
    sideways = position in ("defense", "set")
    w, h = (CARD_W + GAP - 2, 66) if sideways else (CARD_W, CARD_H)
    cx, cy = x + CARD_W / 2, y + CARD_H / 2
    fill = "#3a3f4b" if face_down else "#f7efd8"
    ink = "#ffffff" if face_down else "#1b1b1b"
    name, english = _local_name(entry["name"], lang, own)
    name_lang = ' lang="en"' if english else ""
    title = escape(name)
    stroke = 'stroke="#333" stroke-width="1.5"'
    if taken:
        title += escape(f' · {t("board.owner", lang)}: {t("board.player", lang)} {owner}')
        stroke = 'stroke="#b03030" stroke-width="2.5" stroke-dasharray="5 3"'
    parts = [f'<g><title{name_lang}>{title}</title>',
             f'<rect x="{cx - w / 2:.0f}" y="{cy - h / 2:.0f}" width="{w:.0f}" height="{h:.0f}" rx="5" '
             f'fill="{fill}" {stroke}/>']
    stats = _stats(entry["name"], own) if monster else {}
    has_stats = stats.get("atk") is not None or stats.get("def") is not None
    lines = _wrap(name, 10)[:1] if sideways else _wrap(name, 10)
    top = cy - h / 2 + 14
    for i, text in enumerate(lines):
        parts.append(f'<text x="{cx:.0f}" y="{top + i * 12:.0f}" font-size="11" text-anchor="middle" '
                     f'fill="{ink}"{name_lang}>{escape(text)}</text>')
    bottom = cy + h / 2 - 5
    if has_stats:
        atk = stats.get("atk", "?")
        dfn = stats.get("def", "?")
        parts.append(f'<text x="{cx:.0f}" y="{bottom - 22:.0f}" font-size="10" font-weight="bold" '
                     f'text-anchor="middle" fill="{ink}">ATK {escape(str(atk))}</text>')
        parts.append(f'<text x="{cx:.0f}" y="{bottom - 11:.0f}" font-size="10" font-weight="bold" '
                     f'text-anchor="middle" fill="{ink}">DEF {escape(str(dfn))}</text>')
    if position:
        label = {"attack": t("board.attack", lang), "defense": t("board.defense", lang),
                 "set": t("board.face_down", lang)}.get(position, "")
        if label:
            parts.append(f'<text x="{cx:.0f}" y="{bottom:.0f}" font-size="9" text-anchor="middle" '
                         f'fill="{ink}">{escape(label)}</text>')
    parts.append("</g>")
    return "".join(parts)


def _slot(x: float, y: float) -> str:
    return (f'<rect x="{x:.0f}" y="{y:.0f}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            f'stroke="#8a8a80" stroke-dasharray="4 3"/>')


def _label(y: float, text: str) -> str:
    return (f'<text x="{MARGIN}" y="{y + LABEL_H - 5:.0f}" font-size="12" font-weight="bold" '
            f'fill="#33383f">{escape(text)}</text>')


def _row(y: float, cards: list[Any], slots: int, lang: str, own: dict[str, dict[str, Any]],
         monster: bool, side: str | None = None) -> str:
    out = []
    for i in range(slots):
        x = MARGIN + i * (CARD_W + GAP)
        out.append(_slot(x, y))
        if i < len(cards):
            out.append(_card(x, y, cards[i], lang, own, monster, side))
    return "".join(out)


def _counts(zones: dict[str, Any], lp: Any, player: str, y: float, lang: str) -> str:
    hand = zones.get("hand_count", len(zones.get("hand") or []))
    lines = [
        f'{t("board.player", lang)} {player} · {t("board.lp", lang)} {lp}',
        f'{t("board.hand", lang)} {hand} · {t("board.deck", lang)} {zones.get("deck_count", "?")} · '
        f'{t("board.extra_deck", lang)} {zones.get("extra_deck_count", len(zones.get("extra_deck") or []))}',
        f'{t("board.graveyard", lang)} {len(zones.get("graveyard") or [])} · '
        f'{t("board.banished", lang)} {len(zones.get("banished") or [])}',
    ]
    out = []
    for i, line in enumerate(lines):
        weight = ' font-weight="bold"' if i == 0 else ""
        size = 14 if i == 0 else 12
        out.append(f'<text x="{MARGIN}" y="{y + (i + 1) * COUNT_LINE - 3:.0f}" font-size="{size}"{weight} '
                   f'fill="#10284a">{escape(line)}</text>')
    return "".join(out)


#: Height of one player's half: counts, then three labelled rows of cards.
HALF = 3 * COUNT_LINE + 3 * (LABEL_H + CARD_H + GAP)


def _player(zones: dict[str, Any], lp: Any, player: str, y: float, top: bool, lang: str,
            own: dict[str, dict[str, Any]]) -> str:
    side = [zones["field"]] if zones.get("field") else []
    side += list(zones.get("pendulum") or [])[:2]
    side_label = t("board.field", lang) + (f' · {t("board.pendulum", lang)}' if zones.get("pendulum") else "")
    rows = [("monsters", t("board.monsters", lang), list(zones.get("monsters") or []), 5, True),
            ("spell_trap", t("board.spell_trap", lang), list(zones.get("spell_trap") or []), 5, False),
            ("side", side_label, side, max(1, len(side)), False)]
    if top:
        rows.reverse()
    out: list[str] = []
    cursor = y
    if top:
        out.append(_counts(zones, lp, player, cursor, lang))
        cursor += 3 * COUNT_LINE + GAP
    for _, text, cards, slots, monster in rows:
        out.append(_label(cursor, text))
        cursor += LABEL_H
        out.append(_row(cursor, cards, slots, lang, own, monster, player))
        cursor += CARD_H + GAP
    if not top:
        out.append(_counts(zones, lp, player, cursor, lang))
    return "".join(out)


def render_board(outcome: dict[str, Any] | None, lang: str, scenario: Any = None) -> Markup:
    """The SVG picture of ``outcome`` (a simulation result's ``outcome`` or a snapshot);
    ``scenario`` gives the stats and names of the cards it defines itself."""
    from judge.web.localise import phase, step

    if not outcome:
        return Markup("")
    own = scenario_cards(scenario)
    zones = outcome.get("zones") or {}
    lp = outcome.get("lp") or {}
    divider = MARGIN + HALF + 8
    height = divider + 12 + HALF + 8
    where = phase(outcome.get("phase"), lang) or "?"
    if outcome.get("step") and outcome.get("phase") == "battle":
        where += f' · {step(outcome.get("step"), lang)}'
    title = (f'{t("board.turn", lang)} {outcome.get("turn", "?")} · {where} · '
             f'{t("board.player", lang)} {outcome.get("turn_player", "?")}')
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
             f'width="{WIDTH}" height="{height}" role="img" '
             f'aria-label="{escape(t("scenario.board", lang))}: {escape(title)}">',
             f'<title>{escape(title)}</title>',
             _player(zones.get("B") or {}, lp.get("B", "?"), "B", MARGIN, True, lang, own),
             f'<line x1="0" y1="{divider}" x2="{WIDTH}" y2="{divider}" stroke="#10284a" stroke-width="2"/>',
             _player(zones.get("A") or {}, lp.get("A", "?"), "A", divider + 12, False, lang, own),
             "</svg>"]
    return Markup("".join(parts))


def board_caption(outcome: dict[str, Any] | None, lang: str) -> str:
    """"Turno 3 · Battle Phase · Damage Step · Jugador A": what the board shows, as text."""
    from judge.web.localise import phase, step

    if not outcome:
        return ""
    where = phase(outcome.get("phase"), lang) or "?"
    if outcome.get("step") and outcome.get("phase") == "battle":
        where += f' · {step(outcome.get("step"), lang)}'
    return (f'{t("board.turn", lang)} {outcome.get("turn", "?")} · {where} · '
            f'{t("board.player", lang)} {outcome.get("turn_player", "?")}')
