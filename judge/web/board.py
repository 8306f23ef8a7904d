"""A picture of both fields (zones, positions, LP) drawn as SVG on the server.

Player B's field is drawn at the top, facing player A's, as players sit at a table.
Monsters in Defense Position are drawn turned sideways; face-down cards are drawn
dark with their name in small type (the judge sees every card).
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup, escape

from judge.web.i18n import t

CARD_W, CARD_H, GAP = 74, 100, 10
ZONE_X0 = 150


def _entry(item: Any) -> dict[str, Any]:
    if isinstance(item, dict):
        name = item.get("card") or item.get("name") or "?"
        return {"name": str(name), "position": item.get("position"), "face": item.get("face"),
                "extra": item}
    return {"name": str(item), "position": None, "face": None, "extra": {}}


def _short(name: str, width: int = 11) -> list[str]:
    words, lines, line = name.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines[:4]


def _card(x: int, y: int, item: Any, lang: str) -> str:
    entry = _entry(item)
    position = entry["position"]
    face_down = entry["face"] == "down" or position == "set"
    sideways = position in ("defense", "set")
    w, h = (CARD_H, CARD_W) if sideways else (CARD_W, CARD_H)
    cx, cy = x + CARD_W / 2, y + CARD_H / 2
    fill = "#3a3f4b" if face_down else "#f7efd8"
    ink = "#ffffff" if face_down else "#1b1b1b"
    parts = [f'<g><title>{escape(entry["name"])}</title>',
             f'<rect x="{cx - w / 2:.0f}" y="{cy - h / 2:.0f}" width="{w}" height="{h}" rx="5" '
             f'fill="{fill}" stroke="#333" stroke-width="1.5"/>']
    lines = _short(entry["name"])
    for i, text in enumerate(lines):
        ty = cy - (len(lines) - 1) * 6 + i * 12
        parts.append(f'<text x="{cx:.0f}" y="{ty:.0f}" font-size="10" text-anchor="middle" '
                     f'fill="{ink}">{escape(text)}</text>')
    if position:
        label = {"attack": t("board.attack", lang), "defense": t("board.defense", lang),
                 "set": t("board.face_down", lang)}.get(position, position)
        parts.append(f'<text x="{cx:.0f}" y="{cy + h / 2 - 4:.0f}" font-size="8" text-anchor="middle" '
                     f'fill="{ink}">{escape(label)}</text>')
    parts.append("</g>")
    return "".join(parts)


def _slot(x: int, y: int) -> str:
    return (f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            f'stroke="#b9b9b0" stroke-dasharray="4 3"/>')


def _player(zones: dict[str, Any], lp: Any, player: str, y: int, top: bool, lang: str) -> str:
    out: list[str] = []
    rows = ["spell_trap", "monsters"] if top else ["monsters", "spell_trap"]
    for r, zone in enumerate(rows):
        ry = y + r * (CARD_H + GAP)
        out.append(f'<text x="10" y="{ry + CARD_H / 2:.0f}" font-size="11" fill="#333">'
                   f'{escape(t("board." + zone, lang))}</text>')
        cards = list(zones.get(zone) or [])
        for i in range(5):
            x = ZONE_X0 + i * (CARD_W + GAP)
            out.append(_slot(x, ry))
            if i < len(cards):
                out.append(_card(x, ry, cards[i], lang))
    side_x = ZONE_X0 + 5 * (CARD_W + GAP) + 20
    field = zones.get("field")
    fy = y + (0 if top else CARD_H + GAP)
    out.append(_slot(side_x, fy))
    if field:
        out.append(_card(side_x, fy, field, lang))
    out.append(f'<text x="{side_x}" y="{fy - 3}" font-size="10" fill="#333">'
               f'{escape(t("board.field", lang))}</text>')
    pend = list(zones.get("pendulum") or [])
    for i, item in enumerate(pend[:2]):
        out.append(_card(side_x + (i + 1) * (CARD_W + GAP), fy, item, lang))
    info_y = y + (2 * CARD_H + GAP + 22 if not top else -12)
    counts = [
        f'{t("board.player", lang)} {player}: {t("board.lp", lang)} {lp}',
        f'{t("board.hand", lang)} {len(zones.get("hand") or [])}',
        f'{t("board.deck", lang)} {zones.get("deck_count", "?")}',
        f'{t("board.graveyard", lang)} {len(zones.get("graveyard") or [])}',
        f'{t("board.banished", lang)} {len(zones.get("banished") or [])}',
        f'{t("board.extra_deck", lang)} {len(zones.get("extra_deck") or [])}',
    ]
    out.append(f'<text x="10" y="{info_y}" font-size="13" font-weight="bold" fill="#10284a">'
               f'{escape(" · ".join(counts))}</text>')
    return "".join(out)


def render_board(outcome: dict[str, Any] | None, lang: str) -> Markup:
    """The SVG picture of ``outcome`` (a simulation result's ``outcome``)."""
    if not outcome:
        return Markup("")
    zones = outcome.get("zones") or {}
    lp = outcome.get("lp") or {}
    width = ZONE_X0 + 8 * (CARD_W + GAP) + 30
    height = 4 * (CARD_H + GAP) + 110
    title = (f'{t("board.turn", lang)} {outcome.get("turn", "?")} · '
             f'{t("board.phase", lang)} {outcome.get("phase", "?")} · '
             f'{outcome.get("turn_player", "?")}')
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
             f'role="img" aria-label="{escape(t("scenario.board", lang))}: {escape(title)}">',
             f'<title>{escape(title)}</title>',
             _player(zones.get("B") or {}, lp.get("B", "?"), "B", 30, True, lang),
             f'<line x1="0" y1="{2 * (CARD_H + GAP) + 40}" x2="{width}" y2="{2 * (CARD_H + GAP) + 40}" '
             f'stroke="#10284a" stroke-width="2"/>',
             _player(zones.get("A") or {}, lp.get("A", "?"), "A", 2 * (CARD_H + GAP) + 55, False, lang),
             "</svg>"]
    return Markup("".join(parts))
