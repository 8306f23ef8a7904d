"""Answers the engine plays: the situation a question describes, played out.

The situation read from the question (:mod:`judge.qa.reader`, then the per-kind readers
of :mod:`judge.qa.situation`) is a scenario of ``shared/spec/scenario.md``;
:func:`judge.engine.simulate` plays it, and the outcome is the answer: whether the plays
are allowed (and, when one is refused, the rule that refuses it), the damage dealt, the
order of a Chain or of the phases. The answer says the board as understood in words (the
monsters, their ATK/DEF and positions), then every step of the play, and cites first the
rule passages of the steps that decide the outcome and of the rule the situation puts to
the test, then those of the routine steps (priority, the Chain's mechanics, moving between
steps). The response also carries the scenario and its reading line by line (the board,
then each play), which the Ask page shows under its heading.
"""

from __future__ import annotations

import re
from typing import Any

from judge.cards import get_library
from judge.engine.text import PLAYER
from judge.qa.reader.model import responds, shown_of
from judge.qa.situation import PHASE_NAMES, Situation
from judge.qa.texts import RULE_REASONS, T
from judge.qa.writing import (
    OFFICIAL,
    Context,
    citations_of,
    conflicts_about,
    parallels_of,
    respond,
    sentence_case,
    unsure,
)

#: Citations taken from a simulation's events.
MAX_SITUATION_CITES = 8


#: Engine rules of routine steps (their passages are cited after the deciding ones).
_ROUTINE_RULES = frozenset(
    {
        "priority",
        "chain",
        "resolve",
        "battle_phase",
        "damage_step",
        "spell_activation",
        "phase",
        "draw_phase",
        "end_phase",
        "enter_phase",
        "turn",
        "effect",
    }
)


#: Engine rules (``judge.engine.rules``) that each kind of situation puts to the test.
_INTENT_RULES: dict[str, tuple[str, ...]] = {
    "set_activation": ("set_this_turn",),
    "set_spell_activation": ("set_spell_same_turn",),
    "phases": ("turn_structure",),
    "exodia": ("card_effect_win",),
    "damage_step": ("damage_step_activation",),
    "tribute_summon": ("tribute_count",),
    "spell_speed": ("spell_speed",),
    "synchro_summon": ("synchro_materials",),
    "xyz_summon": ("xyz_materials",),
    "pendulum_summon": ("pendulum_scale",),
    "flip_summon": ("flip_summon_same_turn",),
    "set_monster": ("tribute_count",),
    "position_change": ("position_change",),
    "attack_position": ("attack_position",),
    "hand_limit": ("hand_limit",),
    "replay": ("replay",),
    "direct_attack": ("direct_attack",),
    "piercing": ("piercing",),
}


#: A question that names when a card is played ("when I attack", "cuando mi adversario
#: Invoca…"): an event the board read from it must reach.
_NAMES_AN_EVENT = re.compile(r"\b(?:when|cuando|quando|once|after|despues|dopo|depois|si|se|if)\b")


#: The longest scenario title made from a question (the editor shows it above the YAML).
TITLE_CHARS = 160


#: The texts naming who wins a Duel the engine played (see ``Asked("winner")``).
WINNER_TEXTS = {"me": "winner_me", "opp": "winner_opp", "draw": "winner_draw"}


#: The zones of the engine's outcome a card can end up in, and their concepts.
ZONE_CONCEPTS = {"graveyard": "graveyard", "hand": "hand", "banished": "banish", "extra_deck": "extra-deck",
                 "deck": "deck", "field": "field"}


def _place_named(ctx: Context, value: Any) -> str | None:
    """Where the card a "where…?" question asks about ends up, named in the question's
    language (the situation reads it as a zone and whose it is: ``("graveyard", "opp")``)."""
    if not (isinstance(value, tuple) and len(value) == 2 and value[0] in ZONE_CONCEPTS):
        return None
    zone, side = value
    place = ctx.knowledge.label(ZONE_CONCEPTS[zone], ctx.lang)
    return T["place_of"][ctx.lang].format(place=place, player="A" if side == "me" else "B")


def answer_situation(ctx: Context, situation: Situation, asks: str) -> dict[str, Any] | None:
    from judge.engine import EngineError, simulate

    library = get_library()
    try:
        if "search" in situation.facts:
            results = [simulate(sc, library) for sc in situation.facts["search"]]
            value = situation.read(results)
            reading = situation.facts["reading"]
            played = shown_of(reading, results, value)
            chosen, scenario = results[played], situation.facts["search"][played]
        else:
            chosen = simulate(situation.scenario, library)
            value = situation.read(chosen)
            scenario = situation.scenario
    except EngineError as exc:
        return unsure(ctx, situation.intent, T["why_engine"][ctx.lang].format(error=str(exc)), asks)
    lang = ctx.lang
    # A where / who / what-happens question gets the steps (and a named value when the
    # situation reads one), never a yes/no.
    kind = "text" if asks == "text" and situation.asks == "yes_no" else situation.asks
    error = chosen.get("error")
    if kind == "yes_no" and value and error:
        # The play stopped on a rule the question is not about (a Trap whose condition the
        # situation does not set up): it shows nothing either way, so the texts answer.
        return None
    reading = situation.facts.get("reading")
    asked = getattr(reading, "asked", None)
    if error and asked is not None and asked.what in ("negated", "applies"):
        # "…does Magic Jammer get negated?": the question takes the plays as made; a play
        # the engine refuses (a condition the board as read never met) shows nothing
        return None
    if kind == "yes_no" and error and error.get("rule") == "activation_condition" \
            and _NAMES_AN_EVENT.search(ctx.folded) and not (reading is not None and responds(reading)):
        # "…Mirror Force when I attack?": the question names the event the card waits for,
        # and the board as read never reached it; a refusal shows nothing.
        return None
    lines: list[str] = []
    if kind == "yes_no":
        lines.append(T["yes" if value else "no"][lang])
    elif kind == "number" and value is not None:
        if asked is not None and asked.what == "lp":
            label = "lp_left"  # "how many LP does he have left?"
        elif asked is not None and asked.what in ("link_of", "first_link"):
            label = "chain_link"  # "what Chain Link is Seven Tools?"
        elif situation.intent in ("battle_damage", "piercing", "direct_attack"):
            label = "damage"
        else:
            label = "number"
        lines.append(T[label][lang].format(value=value))
    elif kind == "list" and value:
        label = "phases" if situation.intent == "phases" else "order"
        shown = list(value)
        if label == "order":
            # the cards named in the question's language, as the steps below name them (the
            # short answer keeps the cards' own names)
            shown = [library.get(name).label(lang) if name in library else name for name in value]
        lines.append(T[label][lang].format(value=" → ".join(shown)))
    elif kind == "text" and value in WINNER_TEXTS:
        lines.append(T[WINNER_TEXTS[value]][lang])
    place = _place_named(ctx, value) if kind == "text" else None
    if place is not None:
        lines.append(T["ends_in"][lang].format(where=place))
    if error:
        reason = (RULE_REASONS.get(error.get("case") or error.get("rule", ""), {}).get(lang)
                  or RULE_REASONS.get(error.get("rule", ""), {}).get(lang)
                  or (error.get("text") or {}).get(lang) or error.get("message", ""))
        lines.append(T["forbidden"][lang].format(reason=reason))
    if asked is not None and asked.what == "what_happens" and not error:
        outcome = _battle_outcome(chosen, scenario, lang)
        if outcome:
            lines.append(outcome)
    if situation.intent == "exodia" and not value:
        lines.append(T["exodia_missing"][lang].format(n=situation.facts.get("pieces", 0),
                                                      total=situation.facts.get("of", 0)))
    understood = describe_state(scenario, lang, library)
    if understood:
        if situation.facts.get("asker") == "B":
            understood += " " + T["you_are"][lang].format(player="B")
        lines.append(T["situation_read"][lang].format(what=understood))
    lines.append(T["steps"][lang])
    deciding: list[str] = [c for c in (error or {}).get("cites") or []]
    # The passages of the rule the situation puts to the test, also when the rules allow it.
    for rule in _INTENT_RULES.get(situation.intent, ()):
        deciding.extend(_rule_cites(rule))
    routine: list[str] = []
    step = 0
    for event in chosen.get("events", []):
        text = (event.get("text") or {}).get(lang) or (event.get("text") or {}).get("en")
        if not text or event.get("type") in ("end_of_actions",):
            continue
        step += 1
        lines.append(f"{step}. {text}")
        # The passages of the steps that decide the outcome come first; the routine ones
        # (priority, the Chain's mechanics, moving between steps) after them.
        bucket = routine if event.get("rule") in _ROUTINE_RULES else deciding
        bucket.extend(event.get("cites") or [])
    if error:
        actions = scenario.get("actions") or []
        index = error.get("action", 0)
        if 0 <= index < len(actions):
            step += 1
            lines.append(
                f"{step}. "
                + T["refused"][lang].format(
                    action=describe_action(actions[index], lang, card_ids(scenario, lang))
                )
            )
    deciding = list(dict.fromkeys(deciding))
    short = {
        "kind": {"yes_no": "yes_no", "number": "number", "list": "list"}.get(kind, "text"),
        "value": (value if kind in ("yes_no", "number", "list")
                  else T[WINNER_TEXTS[value]][lang] if kind == "text" and value in WINNER_TEXTS
                  else place),
    }
    if short["kind"] == "number" and not isinstance(value, int):
        short["value"] = None
    hits = ctx.index.search(ctx.question, lang, ctx.concepts, k=5)
    # The deciding steps' passages, then the best official passages for the question, then
    # the routine steps' passages.
    ids = deciding[:MAX_SITUATION_CITES] + [h.section_id for h in hits[:2] if h.source_id in OFFICIAL]
    ids = list(dict.fromkeys(ids + routine))[: MAX_SITUATION_CITES + 4]
    citations = citations_of(ctx, ids)
    simulation = dict(chosen)
    simulation["scenario"] = scenario
    response = respond(
        ctx,
        situation.intent,
        "\n".join(lines),
        short,
        citations,
        parallels_of(ctx, [c["section_id"] for c in citations[:3]]),
        conflicts_about(ctx, [h.section_id for h in hits]),
        simulation,
    )
    # The scenario as Judge understood the question (the answer states it in words), and
    # that reading line by line: the board, then each play in order.
    # Titled with the question itself, so that the editor shows it in the asker's language.
    title = " ".join(ctx.question.split())
    scenario = {**scenario, "title": title if len(title) <= TITLE_CHARS else title[:TITLE_CHARS - 1] + "…"}
    response["reading"] = scenario
    ids = card_ids(scenario, lang)
    response["understood"] = ([understood] if understood else []) + [
        sentence_case(describe_action(action, lang, ids)) for action in scenario.get("actions") or []
        if isinstance(action, dict)
    ]
    return response


_ACTION_WORDS: dict[str, dict[str, str]] = {
    "enter_phase": {
        "es": "entrar en la fase",
        "it": "entrare nella fase",
        "pt": "entrar na fase",
        "en": "enter the phase",
    },
    "activate": {"es": "activar", "it": "attivare", "pt": "ativar", "en": "activate"},
    "normal_summon": {
        "es": "Invocar de Modo Normal",
        "it": "Evocare Normalmente",
        "pt": "Invocar por Invocação-Normal",
        "en": "Normal Summon",
    },
    "flip_summon": {
        "es": "Invocar por Volteo",
        "it": "Evocare per Scoperta",
        "pt": "Invocar por Invocação-Flip",
        "en": "Flip Summon",
    },
    "change_position": {
        "es": "cambiar la posición de batalla de",
        "it": "cambiare la posizione di",
        "pt": "mudar a posição de batalha de",
        "en": "change the battle position of",
    },
    "attack": {"es": "atacar con", "it": "attaccare con", "pt": "atacar com", "en": "attack with"},
    "synchro_summon": {
        "es": "Invocar por Sincronía",
        "it": "Evocare tramite Synchro",
        "pt": "Invocar por Invocação-Sincro",
        "en": "Synchro Summon",
    },
    "xyz_summon": {
        "es": "Invocar por Xyz",
        "it": "Evocare tramite Xyz",
        "pt": "Invocar por Invocação-Xyz",
        "en": "Xyz Summon",
    },
    "pendulum_summon": {
        "es": "Invocar por Péndulo",
        "it": "Evocare tramite Pendulum",
        "pt": "Invocar por Invocação-Pêndulo",
        "en": "Pendulum Summon",
    },
    "draw": {"es": "robar una carta", "it": "pescare una carta", "pt": "comprar um card",
             "en": "draw a card"},
    "next_phase": {"es": "pasar a la fase siguiente", "it": "passare alla fase successiva",
                   "pt": "passar para a fase seguinte", "en": "move to the next phase"},
    "set_monster": {"es": "Colocar", "it": "Posizionare", "pt": "Baixar", "en": "Set"},
    "set_spell_trap": {"es": "Colocar", "it": "Posizionare", "pt": "Baixar", "en": "Set"},
    "pass": {"es": "pasar", "it": "passare", "pt": "passar", "en": "pass"},
    "no_attack": {"es": "no atacar", "it": "non attaccare", "pt": "não atacar", "en": "not attack"},
    "detach": {"es": "desacoplar un Material Xyz de", "it": "staccare un Materiale Xyz da",
               "pt": "desassociar uma Matéria Xyz de", "en": "detach an Xyz Material from"},
    "end_turn": {"es": "terminar el turno", "it": "terminare il turno", "pt": "terminar o turno",
                 "en": "end the turn"},
    "discard": {"es": "descartar", "it": "scartare", "pt": "descartar", "en": "discard"},
}


def _rule_cites(rule: str) -> list[str]:
    from judge.engine.rules import cites

    try:
        return list(cites(rule))
    except (KeyError, ValueError):
        return []


def _scenario_card(name: str, inline: dict[str, dict[str, Any]], library: Any) -> Any | None:
    """The card a scenario names: one of its own cards (``inline``, by name) or the
    library's; None when neither can give it."""
    from judge.engine import EngineError
    from judge.engine.cards import CardDef

    try:
        return CardDef.from_dict(inline[name]) if name in inline else library.get(name)
    except (EngineError, KeyError, ValueError, TypeError):
        return None


def _inline_cards(scenario: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {str(c.get("name")): c for c in scenario.get("cards") or [] if isinstance(c, dict)}


#: A monster in the hand, with its Level.
_IN_HAND = {"es": "Nivel {level}, en la mano", "it": "Livello {level}, in mano",
            "pt": "Nível {level}, na mão", "en": "Level {level}, in the hand"}


_LEVEL_WORD = {"es": "Nivel {level}", "it": "Livello {level}", "pt": "Nível {level}", "en": "Level {level}"}


def _battle_outcome(result: dict[str, Any], scenario: dict[str, Any], lang: str) -> str | None:
    """What a battle of one attack ended in, as the engine played it: the monsters it
    destroyed (both, one named, or none); None when no attack was played or more than one."""
    events = result.get("events") or []
    if sum(1 for e in events if e.get("type") == "attack") != 1 or not any(
            e.get("type") == "damage_calculation" for e in events):
        return None
    destroyed = [str(e.get("card")) for e in events if e.get("type") == "destroy" and e.get("by_battle")]
    if len(destroyed) >= 2:
        return str(T["both_destroyed"][lang])
    if destroyed:
        name = card_ids(scenario, lang).get(destroyed[0], destroyed[0])
        return str(T["one_destroyed"][lang]).format(card=name)
    return str(T["none_destroyed"][lang])


def describe_state(scenario: dict[str, Any], lang: str, library: Any) -> str:
    """The monsters of a scenario with their stats and positions, in words; those in the
    hand with their Level."""
    from judge.engine.text import POSITION

    inline = _inline_cards(scenario)
    materials = any(a.get("do") in ("synchro_summon", "xyz_summon") for a in scenario.get("actions") or [])
    player_word = {"es": "Jugador", "it": "Giocatore", "pt": "Jogador", "en": "Player"}[lang]
    parts = []
    for name, player in ((scenario.get("state") or {}).get("players") or {}).items():
        mons = []
        for slot in player.get("monsters") or []:
            label = str(slot.get("card"))
            position_key = str(slot.get("position", "attack"))
            card = _scenario_card(label, inline, library)
            stats = ""
            if card is not None:
                if label in inline and materials and not card.atk and not card.def_ and card.level:
                    # A Synchro or Xyz Material described by its Level alone (no ATK or DEF told)
                    stats = _LEVEL_WORD[lang].format(level=card.level)
                elif label in inline:
                    # A monster described by its numbers: the number that counts in its position.
                    stats = f"DEF {card.def_}" if position_key != "attack" else f"ATK {card.atk}"
                else:
                    stats = f"ATK {card.atk} / DEF {card.def_}"
                label = card.label(lang)
            position = POSITION.get(position_key, {}).get(lang, "")
            mons.append(f"«{label}» ({', '.join(x for x in (stats, position) if x)})")
        for slot in player.get("hand") or []:
            # a monster the question plays from the hand (a Summon, a Set): its Level
            held = str(slot.get("card") if isinstance(slot, dict) else slot)
            card = _scenario_card(held, inline, library)
            if card is not None and card.kind == "monster" and card.level:
                mons.append(f"«{card.label(lang)}» ({_IN_HAND[lang].format(level=card.level)})")
        if mons:
            parts.append(f"{player_word} {name}: " + ", ".join(mons))
    return "; ".join(parts)


def card_ids(scenario: dict[str, Any], lang: str = "en") -> dict[str, str]:
    """The card names (in ``lang`` where the card has one) behind the ``id`` s given in a
    scenario's state and behind the names of its own cards."""
    inline = _inline_cards(scenario)
    library = get_library()
    names: dict[str, str] = {}
    for name in inline:  # an action may name a scenario's own card
        card = _scenario_card(name, inline, library)
        if card is not None:
            names[name] = card.label(lang)
    for player in ((scenario.get("state") or {}).get("players") or {}).values():
        for zone in ("monsters", "spell_trap", "pendulum", "hand", "graveyard", "banished", "extra_deck"):
            for slot in player.get(zone) or []:
                if isinstance(slot, dict) and slot.get("id"):
                    name = str(slot.get("card"))
                    card = _scenario_card(name, inline, library)
                    names[str(slot["id"])] = card.label(lang) if card is not None else name
    return names


def describe_action(action: dict[str, Any], lang: str, ids: dict[str, str]) -> str:
    """An action of a scenario in words ("el Jugador A: activar «Set Card»")."""
    verb = _ACTION_WORDS.get(str(action.get("do")), {}).get(lang, str(action.get("do")))
    what = action.get("card") or action.get("attacker") or ", ".join(action.get("cards") or [])
    what = ids.get(str(what), what) or PHASE_NAMES.get(
        str(action.get("phase")), str(action.get("phase") or "")
    )
    player = PLAYER[lang].format(action.get("player", "A"))
    return f"{player}: {verb} «{what}»" if what else f"{player}: {verb}"
