"""Resolving card references in actions: an ``id`` from the scenario state or a
card name in any language (000:197: cards with the same name are the same card)."""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CardLibrary, fold
from .errors import AmbiguousCardError, IllegalActionError, UnknownCardError
from .rules import cites
from .state import CardInst, GameState

ALL_PLACES = ("hand", "monsters", "spell_trap", "field", "pendulum", "graveyard",
              "banished", "extra_deck", "deck", "material")


def cards_in(state: GameState, player: str | None, places: Sequence[str]) -> list[CardInst]:
    """Cards of ``player`` (or both players) in ``places``, in a fixed order."""
    out: list[CardInst] = []
    sides = [player] if player else ["A", "B"]
    for side in sides:
        p = state.players[side]
        for place in places:
            if place in ("hand", "deck", "extra_deck", "graveyard", "banished"):
                out.extend(getattr(p, place))
            elif place == "monsters":
                out.extend(p.field_monsters())
            elif place == "spell_trap":
                out.extend(p.field_spell_traps())
            elif place == "field":
                if p.field_zone is not None:
                    out.append(p.field_zone)
            elif place == "pendulum":
                out.extend(c for c in p.pendulum if c is not None)
            elif place == "material":
                for m in p.field_monsters():
                    out.extend(m.materials)
    return out


def find_card(state: GameState, library: CardLibrary | None, ref: object, player: str | None,
              places: Sequence[str] = ALL_PLACES, rule_edition: str = "9.1") -> CardInst:
    """The card ``ref`` names among ``player``'s cards in ``places``.

    An unknown name raises :class:`UnknownCardError`; a known card that is not
    there is the ``card_not_there`` rule error; two different copies on the field
    with that name ask for an id (:class:`AmbiguousCardError`).
    """
    if isinstance(ref, CardInst):
        return ref
    if not isinstance(ref, str) or not ref:
        raise IllegalActionError("card_not_there", f"not a card reference: {ref!r}",
                                 cites("card_not_there", rule_edition))
    candidates = cards_in(state, player, places)
    for c in candidates:
        if c.uid == ref:
            return c
    # an id of a card somewhere else
    for c in state.all_cards():
        if c.uid == ref:
            raise IllegalActionError(
                "card_not_there", f"{ref!r} ({c.name}) is not in {', '.join(places)}"
                + (f" of player {player}" if player else ""), cites("card_not_there", rule_edition))
    if library is not None and ref in library:
        card_def = library.get(ref)
        key = card_def.name
    else:
        key = ""
        folded = fold(ref)
        for c in state.all_cards():
            if folded in {fold(n) for n in c.card.all_names()}:
                key = c.name
                break
        if not key:
            raise UnknownCardError(ref)
    found = [c for c in candidates if c.name == key]
    if not found:
        where = ", ".join(places)
        who = f" of player {player}" if player else ""
        raise IllegalActionError("card_not_there", f"\"{key}\" is not in the {where}{who}",
                                 cites("card_not_there", rule_edition))
    on_field = [c for c in found if state.on_field(c)]
    if len(on_field) > 1 and len(on_field) == len(found):
        raise AmbiguousCardError(ref, [f"{c.name} (id {c.uid})" for c in on_field])
    return found[0]
