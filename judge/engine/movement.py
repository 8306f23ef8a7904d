"""Moving cards between places, with what the rules attach to leaving the field.

* Tokens cannot go anywhere but the field: they simply vanish (000:1058).
* Pendulum Monsters that would go from the field to the Graveyard go face-up
  to the Extra Deck instead (000:358).
* When an Xyz Monster leaves the field its Xyz Materials go to the Graveyard
  (000:1096).
* Equip Cards are destroyed when the equipped monster is destroyed, turned
  face-down or leaves the field (000:632, 000:1188).
* Every card has an owner (the player whose Deck it started in) and, on the
  field, a controller (the player on whose side it is, 000:1146).  A player who
  takes control of an opponent's card moves it to their own side of the field;
  a card sent to the Graveyard, or returned to the hand or Deck, always goes to
  its owner's (000:1148; 004:1147) -- the Extra Deck and banished cards likewise.
  Xyz Materials stay attached when their Xyz Monster changes control (000:1096).
* Fusion, Synchro and Xyz Monsters returned to the hand or Deck go back to the
  Extra Deck (000:104).
"""

from __future__ import annotations

from .events import emit
from .state import CardInst, GameState, PlayerState

FIELD_PLACES = ("monsters", "spell_trap", "field", "pendulum")


def remove(state: GameState, card: CardInst) -> tuple[str, str] | None:
    """Take ``card`` out of wherever it is; return its old (side, place)."""
    for name, p in state.players.items():
        for place in ("hand", "deck", "extra_deck", "graveyard", "banished"):
            cards: list[CardInst] = getattr(p, place)
            for i, c in enumerate(cards):
                if c is card:
                    del cards[i]
                    return name, place
        for place in ("monsters", "spell_trap", "pendulum"):
            slots: list[CardInst | None] = getattr(p, place)
            for i, slot in enumerate(slots):
                if slot is card:
                    slots[i] = None
                    return name, place
        if p.field_zone is card:
            p.field_zone = None
            return name, "field"
        for m in p.on_field():
            for i, c in enumerate(m.materials):
                if c is card:
                    del m.materials[i]
                    return name, "material"
    return None


def free_slot(slots: list[CardInst | None], preferred: int | None = None) -> int | None:
    if preferred is not None and 0 <= preferred < len(slots) and slots[preferred] is None:
        return preferred
    for i, c in enumerate(slots):
        if c is None:
            return i
    return None


def reset_on_leaving(card: CardInst) -> None:
    """A card that leaves the field forgets what happened to it there."""
    card.face_up = True
    card.position = "attack"
    card.attacks = 0
    card.position_changed = False
    card.modifiers.clear()
    card.equipped_to = None
    card.counters.clear()
    card.effects_negated = False
    card.summoned_turn = None
    card.set_turn = None
    card.controller = card.owner
    card.control_until = None


def _was_properly_summoned(card: CardInst) -> bool:
    kind = card.card.extra_kind
    if kind is None:
        return True
    return card.summoned_by == kind or card.properly_summoned


def move(state: GameState, card: CardInst, dest: str, reason: str = "effect",
         face_up: bool = True) -> str:
    """Move ``card`` to ``dest`` (graveyard, banished, hand, deck, extra_deck),
    applying the rules for leaving the field.  Returns where it actually went
    (``"gone"`` for a Token)."""
    loc = remove(state, card)
    was_on_field = loc is not None and loc[1] in FIELD_PLACES
    was_monster_zone = loc is not None and loc[1] == "monsters"
    owner: PlayerState = state.players[card.owner]
    if was_on_field:
        properly = _was_properly_summoned(card) if was_monster_zone else card.properly_summoned
        _detach_all(state, card)
        reset_on_leaving(card)
        card.properly_summoned = properly
    actual = dest
    if card.card.is_token:
        if was_on_field or loc is None:
            emit(state, "token_removed", "token", args={"card": card}, card=card)
            _destroy_equips(state, card)
            return "gone"
    if dest == "graveyard" and was_on_field and card.card.has_type("pendulum") \
            and state.edition != "synchro":
        actual = "extra_deck"
        emit(state, "to_extra_deck", "pendulum_to_extra_deck", args={"card": card}, card=card)
    if dest in ("hand", "deck") and card.card.is_extra_deck:
        actual = "extra_deck"
    if actual == "graveyard":
        owner.graveyard.append(card)
        state.moments.append(("sent_to_graveyard", card.uid))
        if was_on_field:
            state.moments.append(("sent_from_field_to_graveyard", card.uid))
    elif actual == "banished":
        owner.banished.append(card)
    elif actual == "hand":
        owner.hand.append(card)
    elif actual == "deck":
        owner.deck.insert(0, card)
    elif actual == "extra_deck":
        card.face_up = face_up or card.card.has_type("pendulum")
        owner.extra_deck.insert(0, card)
    if was_on_field:
        _destroy_equips(state, card)
    return actual


def _detach_all(state: GameState, card: CardInst) -> None:
    """Xyz Materials of a monster leaving the field go to the Graveyard (000:1096)."""
    if not card.materials:
        return
    mats = list(card.materials)
    card.materials.clear()
    emit(state, "materials_to_graveyard", "xyz_leaves_field", args={"card": card},
         card=card, materials=[m.name for m in mats])
    for m in mats:
        state.players[m.owner].graveyard.append(m)
        state.moments.append(("sent_to_graveyard", m.uid))


def _destroy_equips(state: GameState, monster: CardInst) -> None:
    for p in state.players.values():
        for card in p.on_field():
            if card.equipped_to == monster.uid:
                card.equipped_to = None
                emit(state, "destroy", "equip_destroyed", text_kind="equip_destroyed",
                     args={"card": card}, card=card)
                state.destroyed_log.append(card.name)
                state.moments.append(("destroyed", card.uid))
                move(state, card, "graveyard", "destroy")


def destroy(state: GameState, card: CardInst, by_battle: bool = False,
            rule: str = "destroy") -> None:
    """Destroy ``card``: it is sent to the Graveyard (000:1164)."""
    emit(state, "destroy", rule, args={"card": card},
         card=card, by_battle=by_battle, extra_cites=("000:1164",))
    state.destroyed_log.append(card.name)
    state.moments.append(("destroyed", card.uid))
    if by_battle:
        state.moments.append(("destroyed_by_battle", card.uid))
    move(state, card, "graveyard", "destroy")


def send_to_graveyard(state: GameState, card: CardInst, rule: str = "send_to_graveyard") -> None:
    emit(state, "to_graveyard", rule, args={"card": card}, card=card)
    move(state, card, "graveyard")


def banish(state: GameState, card: CardInst) -> None:
    text_kind = "banish_old" if state.edition == "synchro" else "banish"
    emit(state, "banish", "banish", text_kind=text_kind, args={"card": card}, card=card)
    move(state, card, "banished")


def return_to_hand(state: GameState, card: CardInst) -> None:
    emit(state, "to_hand", "effect", args={"card": card}, card=card)
    move(state, card, "hand")


def return_to_deck(state: GameState, card: CardInst) -> None:
    emit(state, "to_deck", "effect", args={"card": card}, card=card)
    move(state, card, "deck")


def flip_face_down(state: GameState, card: CardInst) -> None:
    """Turning a monster face-down destroys its Equip Cards (000:632)."""
    card.face_up = False
    card.position = "defense"
    _destroy_equips(state, card)


def take_control(state: GameState, card: CardInst, player: str, until: str,
                 rule: str = "take_control") -> bool:
    """``player`` takes control of the monster ``card``: it moves to a free Monster
    Zone on that player's side (000:1148 "muévela al lado del Campo del nuevo
    controlador"; 004:1147 "la carta viene spostata sul Terreno dell'avversario").
    ``until`` is ``"end_phase"`` (it returns to its owner in the End Phase) or
    ``"permanent"``.  Its position, materials (000:1096), counters and changes to
    its ATK/DEF stay with it; its Equip Cards stay where they are.  Returns False
    (nothing changes) when the card is not in a Monster Zone, is already
    controlled by ``player``, or ``player`` has no free Monster Zone (000:156)."""
    place = state.field_place(card)
    if place is None or place[1] != "monsters" or place[0] == player:
        return False
    slots = state.players[player].monsters
    slot = free_slot(slots)
    if slot is None:
        return False
    old = place[0]
    remove(state, card)
    slots[slot] = card
    card.controller = player
    card.control_until = None if until == "permanent" or player == card.owner else until
    state.control_log.append({"card": card.name, "id": card.uid, "owner": card.owner,
                              "from": old, "to": player, "until": until, "turn": state.turn})
    emit(state, rule, rule, args={"player": player, "card": card},
         player=player, card=card, owner=card.owner, previous_controller=old, until=until)
    return True


def return_control(state: GameState) -> None:
    """The End Phase: monsters taken "until the End Phase" go back to their owners'
    side of the field (000:1148; 004:1147).  An owner with no free Monster Zone
    cannot take the monster back on the field: it is sent to its owner's
    Graveyard (000:156, 000:1148)."""
    for p in list(state.players.values()):
        for card in list(p.field_monsters()):
            if card.control_until != "end_phase" or card.controller == card.owner:
                continue
            owner = card.owner
            if free_slot(state.players[owner].monsters) is None:
                emit(state, "to_graveyard", "control_returns", text_kind="control_no_zone",
                     args={"player": owner, "card": card}, player=owner, card=card,
                     owner=owner)
                move(state, card, "graveyard")
                continue
            take_control(state, card, owner, "permanent", rule="control_returns")
            card.control_until = None
