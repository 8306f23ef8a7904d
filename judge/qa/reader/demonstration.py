"""A named Spell or Trap played on a stand-in board, for a question that asks what it does
without giving a board: "Se eu ativar Buraco Negro, quais monstros são destruídos?" is
played with monsters on both sides and a Set card of the opponent's, so that the engine
shows what the card's effect does there (the steps and the board; the short answer is
left open, since the board is Judge's, not the asker's).

The situation reader (:func:`judge.qa.reader.read`) wants the board said and leaves such
a question; :mod:`judge.qa.answer` asks for this play after the rulings, when no ruling
decides the question.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from judge.nlp.pipelines import fold
from judge.qa.situation import Situation, inline_monster

_ACTIVATE = re.compile(r"\b(activ\w*|attiv\w*|ativ\w*|jugar|giocare|usar|usare|use)\b")


_WHAT_HAPPENS_Q = re.compile(
    r"\b(que pasa|que sucede|cosa succede|che succede|o que acontece|what happens|quais|cuales|quali"
    r"|which|que monstruos|que cartas|quanti|cuantos|cuantas|how many)\b"
)


def demonstration(question: str, cards: Sequence[dict[str, Any]], asks: str) -> Situation | None:
    """ "Se eu ativar Buraco Negro, quais monstros são destruídos?": one named Spell or Trap
    activated on a board with cards on both sides, and what its effect does there.

    ``cards`` are the card library entries the question names; ``asks`` the kind of short
    answer it wants (a yes/no question is not one of these)."""
    text = fold(question)
    named = [c for c in cards if c.get("kind") in ("spell", "trap")]
    if asks == "yes_no" or len(named) != 1 or len(cards) != 1:
        return None
    if not (_ACTIVATE.search(text) and _WHAT_HAPPENS_Q.search(text)):
        return None
    card = named[0]
    if not card.get("effects") or card.get("subtype") in ("equip", "field", "ritual", "continuous"):
        return None
    state = _base_state(3, "main1")
    mine, theirs = state["players"]["A"], state["players"]["B"]
    if card["kind"] == "trap":
        mine["spell_trap"] = [{"card": card["name"], "id": "card", "face": "down", "set_turn": 1}]
        ref = "card"
    else:
        mine["hand"] = [card["name"]]
        ref = card["name"]
    mine["monsters"] = [{"card": "Your Monster", "id": "a1", "position": "attack"}]
    mine["graveyard"] = ["Your Monster"]
    theirs["monsters"] = [{"card": "Opponent's Monster", "id": "b1", "position": "attack"},
                          {"card": "Opponent's Monster", "id": "b2", "position": "defense"}]
    theirs["spell_trap"] = [{"card": "Opponent's Set Card", "id": "b3", "face": "down", "set_turn": 2}]
    scenario = {
        "version": 1,
        "title": f"Activating {card['name']} on a board with cards on both sides",
        "cards": [
            inline_monster("Your Monster", 1500, 1200),
            inline_monster("Opponent's Monster", 1600, 1000),
            {"name": "Opponent's Set Card", "kind": "trap", "subtype": "normal",
             "names": {"es": "Carta Colocada del adversario", "it": "Carta Posizionata dell'avversario",
                       "pt": "Card baixado do oponente"},
             "effects": [{"type": "activation", "do": [{"draw": 1}]}]},
        ],
        "state": state,
        "actions": [{"player": "A", "do": "activate", "card": ref}],
    }

    def read(result: dict[str, Any]) -> Any:
        return None

    return Situation("card_effect", scenario, "text", read)




def _base_state(turn: int = 3, phase: str = "main1") -> dict[str, Any]:
    return {
        "turn": turn,
        "turn_player": "A" if turn % 2 == 1 else "B",
        "phase": phase,
        "players": {"A": {}, "B": {}},
    }
