"""The citation table points at real passages of the rule texts."""

from __future__ import annotations

from pathlib import Path

from judge.engine.rules import CITES, EDITION_CITES, cites

SOURCES = Path(__file__).resolve().parents[2] / "rules_corpus" / "sources"


def _lines(prefix: str) -> list[str]:
    path = next(SOURCES.glob(f"{prefix}_*.txt"))
    return path.read_text(encoding="utf-8").split("\n")


def test_every_cited_line_exists_and_is_not_blank() -> None:
    texts = {p: _lines(p) for p in ("000", "001", "004")}
    entries = list(CITES.items())
    for table in EDITION_CITES.values():
        entries.extend(table.items())
    for rule, ids in entries:
        assert ids, f"{rule} has no citation"
        for sid in ids:
            src, line = sid.split(":")
            text = texts[src][int(line) - 1]
            assert text.strip(), f"{rule}: {sid} is a blank line"


def test_key_passages_say_what_the_rule_is() -> None:
    text = _lines("000")
    assert "más de 6 cartas" in text[854 - 1]
    assert "Nivel 5 ó 6 requieren 1 Sacrificio" in text[507 - 1]
    assert "mismo turno en que la Colocaste" in text[656 - 1]
    assert "0 ATK no pueden destruir" in text[1080 - 1]
    assert "Repetición" in text[825 - 1]
    old = _lines("001")
    assert "Carta Mágica de Campo boca" in " ".join(old[363 - 1:374])
    assert "Retirar del Juego" in old[1321 - 1]


def test_error_rules_of_the_contract_all_have_citations() -> None:
    contract = ["spell_speed", "set_this_turn", "not_your_turn", "phase_timing",
                "normal_summon_limit", "tribute_count", "flip_summon_same_turn",
                "position_change", "first_turn_no_battle", "attack_position",
                "already_attacked", "direct_attack", "zone_full", "damage_step_activation",
                "synchro_materials", "xyz_materials", "fusion_materials", "ritual_tributes",
                "pendulum_scale", "not_properly_summoned", "no_target", "cannot_pay_cost",
                "card_not_there", "chain_closed", "game_over", "cannot_attack",
                "effect_forbids"]
    for rule in contract:
        assert cites(rule), rule
