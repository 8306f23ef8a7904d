"""Carrying out effects: selectors, costs, operations, Life Points and wins.

The operations are those of the scenario contract's effect vocabulary.  A
target that is gone or no longer fits when its effect resolves is not affected
(000:876 for the Damage Step case); costs are paid on activation and are not
given back if the activation is negated (000:1196).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .cards import CardDef, fold
from .errors import GameOverError, IllegalActionError
from .events import emit
from .movement import banish, destroy, free_slot, move, return_to_deck, return_to_hand, send_to_graveyard
from .refs import cards_in
from .rules import cites
from .state import CardInst, ChainLink, GameState, Modifier, other
from .stats import matches_filter

ZONE_PLACES: dict[str, tuple[str, ...]] = {
    "monsters": ("monsters",),
    "spell_trap": ("spell_trap", "field", "pendulum"),
    "field": ("field",),
    "on_field": ("monsters", "spell_trap", "field", "pendulum"),
    "graveyard": ("graveyard",),
    "hand": ("hand",),
    "banished": ("banished",),
    "deck": ("deck",),
    "extra_deck": ("extra_deck",),
}


def illegal(state: GameState, rule: str, message: str, case: str | None = None) -> IllegalActionError:
    """The error for an action that ``rule`` forbids, with its citations (those of
    ``case``, the particular rule within ``rule``, when it is given)."""
    if rule == "game_over":
        return GameOverError(rule, message, cites(rule, state.edition))
    return IllegalActionError(rule, message, cites(case or rule, state.edition), case=case)


# -- Life Points and winning ---------------------------------------------------
def declare_winner(state: GameState, winner: str | None, reason: str, rule: str) -> None:
    if state.game_over:
        return
    state.game_over = True
    state.winner = winner
    state.win_reason = reason
    if winner is None:
        emit(state, "draw_game", rule, win_reason=reason)
    else:
        emit(state, "win", rule, args={"player": winner, "why": reason}, player=winner,
             win_reason=reason)


def check_lp(state: GameState) -> None:
    """A player at 0 LP loses; both at 0 is a draw (000:688)."""
    if state.game_over:
        return
    a = state.players["A"].lp <= 0
    b = state.players["B"].lp <= 0
    if a and b:
        declare_winner(state, None, "draw", "draw_game")
    elif a:
        declare_winner(state, "B", "lp", "lp_zero")
    elif b:
        declare_winner(state, "A", "lp", "lp_zero")


def check_hand_win(state: GameState) -> None:
    """Cards that win from the hand (Exodia): ``location: hand`` +
    ``win_if_in_hand`` (000:694)."""
    if state.game_over:
        return
    for name in (state.turn_player, other(state.turn_player)):
        hand = state.players[name].hand
        in_hand = {c.name for c in hand} | {fold(n) for c in hand for n in c.card.all_names()}
        for card in hand:
            for effect in card.card.effects:
                if effect.get("type") != "continuous":
                    continue
                entries = effect.get("apply", ())
                where = next((e["location"] for e in entries if "location" in e), "field")
                for entry in entries:
                    needed = entry.get("win_if_in_hand")
                    if where == "hand" and needed:
                        if all(n in in_hand or fold(n) in in_hand for n in needed):
                            declare_winner(state, name, "exodia", "card_effect_win")
                            return


def change_lp(state: GameState, player: str, amount: int, kind: str, rule: str,
              source: CardInst | None = None) -> None:
    """Subtract (``amount`` < 0) or add Life Points, with an event."""
    p = state.players[player]
    p.lp = max(0, p.lp + amount)
    if kind == "battle_damage":
        emit(state, "damage", rule, text_kind="battle_damage",
             args={"player": player, "n": -amount}, player=player, amount=-amount,
             lp=p.lp, battle=True)
    elif kind == "effect_damage":
        emit(state, "damage", rule, text_kind="effect_damage",
             args={"player": player, "n": -amount, "card": source}, player=player,
             amount=-amount, lp=p.lp, card=source.name if source else None)
    elif kind == "gain":
        emit(state, "gain_lp", rule, args={"player": player, "n": amount}, player=player,
             amount=amount, lp=p.lp)


def draw_cards(state: GameState, player: str, n: int, rule: str = "draw_phase") -> None:
    """Draw ``n`` cards; a player who must draw and cannot loses (000:726, 000:693)."""
    p = state.players[player]
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if drawn:
                emit(state, "draw", rule, args={"player": player, "n": drawn}, player=player,
                     count=drawn)
            declare_winner(state, other(player), "deck_out", "deck_out")
            return
        card = p.deck.pop(0)
        p.hand.append(card)
        drawn += 1
    emit(state, "draw", rule, args={"player": player, "n": n}, player=player, count=n)
    check_hand_win(state)


# -- selectors -----------------------------------------------------------------
def select(state: GameState, source: CardInst, sel: Any, link: ChainLink | None,
           viewer: str) -> list[CardInst]:
    """The cards a selector names (``this``, ``targets``, ``previous_link``,
    ``equipped`` or a zone mapping).  Zone mappings never include the card
    whose effect it is."""
    if sel in (None, "this"):
        return [source] if state.location(source) is not None else []
    if sel == "targets":
        if link is None:
            return []
        spec = link.effect.get("target") or {}
        out = []
        for uid in link.targets:
            card = state.find(uid)
            if card is not None and fits_target(state, source, spec, card, viewer):
                out.append(card)
        return out
    if sel == "previous_link":
        if link is None:
            return []
        idx = link.link - 2
        if 0 <= idx < len(state.chain):
            prev = state.chain[idx].card
            return [prev] if state.location(prev) is not None else []
        return []
    if sel == "equipped":
        if source.equipped_to:
            card = state.find(source.equipped_to)
            return [card] if card is not None else []
        return []
    if isinstance(sel, Mapping):
        return select_zone(state, source, sel, viewer)
    return []


def select_zone(state: GameState, source: CardInst | None, sel: Mapping[str, Any],
                viewer: str) -> list[CardInst]:
    places = ZONE_PLACES.get(str(sel.get("zone", "on_field")), ("monsters",))
    side = sel.get("side", "both")
    sides = {"you": [viewer], "opponent": [other(viewer)]}.get(side, [other(viewer), viewer])
    face = sel.get("face", "any")
    out = []
    for s in sides:
        for card in cards_in(state, s, places):
            if card is source:
                continue
            if face == "up" and not card.face_up or face == "down" and card.face_up:
                continue
            if not matches_filter(state, card, sel.get("filter"), viewer):
                continue
            out.append(card)
    return out


def fits_target(state: GameState, source: CardInst, spec: Mapping[str, Any], card: CardInst,
                viewer: str) -> bool:
    """Whether ``card`` is (still) a valid target for a ``target`` spec."""
    sel = {k: v for k, v in spec.items() if k != "count"}
    if "zone" not in sel:
        sel["zone"] = "on_field"
    return any(c is card for c in select_zone(state, source, sel, viewer))


def target_candidates(state: GameState, source: CardInst, spec: Mapping[str, Any],
                      viewer: str) -> list[CardInst]:
    sel = {k: v for k, v in spec.items() if k != "count"}
    if "zone" not in sel:
        sel["zone"] = "on_field"
    return select_zone(state, source, sel, viewer)


# -- costs -----------------------------------------------------------------------
def cost_plan(state: GameState, player: str, card: CardInst, cost: Mapping[str, Any],
              given: Mapping[str, Any] | None) -> list[tuple[str, Any]]:
    """Check that ``cost`` can be paid and return the concrete payments.

    Raises the ``cannot_pay_cost`` rule error (000:1196).
    """
    from .refs import find_card

    given = given or {}
    p = state.players[player]
    plan: list[tuple[str, Any]] = []
    lib = state.library
    for key, value in cost.items():
        if key == "pay_lp":
            amount = p.lp // 2 if value == "half" else int(value)
            if p.lp < amount:
                raise illegal(state, "cannot_pay_cost",
                              f"player {player} has {p.lp} LP and cannot pay {amount}")
            plan.append(("pay_lp", amount))
        elif key in ("discard", "tribute", "banish_from_graveyard", "send_to_graveyard"):
            count = int(value if not isinstance(value, Mapping) else value.get("count", 1))
            places = {"discard": ("hand",), "tribute": ("monsters",),
                      "banish_from_graveyard": ("graveyard",),
                      "send_to_graveyard": ("monsters", "spell_trap")}[key]
            refs = given.get(key)
            pool = [c for c in cards_in(state, player, places) if c is not card]
            if isinstance(value, Mapping) and value.get("filter"):
                pool = [c for c in pool if matches_filter(state, c, value["filter"], player)]
            if refs is not None:
                if not isinstance(refs, list):
                    refs = [refs]
                chosen = []
                for ref in refs:
                    found = find_card(state, lib, ref, player, places,
                                      state.edition)
                    if found not in pool or found in chosen:
                        raise illegal(state, "cannot_pay_cost",
                                      f"\"{found.name}\" cannot be used for this cost")
                    chosen.append(found)
                if len(chosen) != count:
                    raise illegal(state, "cannot_pay_cost",
                                  f"the cost needs {count} card(s) for {key}, got {len(chosen)}")
            else:
                if len(pool) < count:
                    raise illegal(state, "cannot_pay_cost",
                                  f"player {player} has not {count} card(s) to {key}")
                chosen = pool[-count:] if key == "discard" else pool[:count]
            plan.append((key, chosen))
        elif key == "detach":
            count = int(value)
            if len(card.materials) < count:
                raise illegal(state, "cannot_pay_cost",
                              f"\"{card.name}\" has {len(card.materials)} Xyz Material(s), "
                              f"needs {count}")
            plan.append(("detach", count))
    return plan


def pay(state: GameState, player: str, card: CardInst, plan: Sequence[tuple[str, Any]]) -> None:
    """Pay a cost checked by :func:`cost_plan` (before the activation, 000:1196)."""
    for key, value in plan:
        if key == "pay_lp":
            state.players[player].lp -= value
            emit(state, "pay_cost", "cost", args={"player": player, "card": card,
                                                    "what": f"{value} LP"},
                 player=player, card=card, lp_paid=value, lp=state.players[player].lp)
        elif key == "detach":
            detach(state, player, card, value)
        else:
            names = [c.name for c in value]
            emit(state, "pay_cost", "cost", args={"player": player, "card": card,
                                                    "what": f"{key} {', '.join(names)}"},
                 player=player, card=card, cost=key, cards=names)
            for c in value:
                if key == "banish_from_graveyard":
                    banish(state, c)
                elif key == "tribute":
                    emit(state, "tribute", "cost", args={"player": player, "card": c},
                         player=player, card=c, extra_cites=("000:1200",))
                    move(state, c, "graveyard")
                elif key == "discard":
                    emit(state, "discard", "discard", args={"player": player, "card": c},
                         player=player, card=c)
                    move(state, c, "graveyard")
                else:
                    send_to_graveyard(state, c)


def detach(state: GameState, player: str, card: CardInst, count: int) -> None:
    """Detach Xyz Materials: they go to the Graveyard (000:412)."""
    mats = card.materials[:count]
    del card.materials[:count]
    emit(state, "detach", "detach", args={"player": player, "n": count, "card": card},
         player=player, card=card, materials=[m.name for m in mats])
    for m in mats:
        state.players[m.owner].graveyard.append(m)
        state.moments.append(("sent_to_graveyard", m.uid))


# -- putting monsters on the field ----------------------------------------------------
def put_monster(state: GameState, card: CardInst, player: str, position: str, how: str,
                zone: int | None = None, face_up: bool = True) -> None:
    """Place a monster in a Main Monster Zone of ``player`` (000:156)."""
    p = state.players[player]
    slot = free_slot(p.monsters, zone)
    if slot is None:
        raise illegal(state, "zone_full", f"player {player} has no free Monster Zone")
    from .movement import remove

    remove(state, card)
    card.controller = player
    card.face_up = face_up
    card.position = "defense" if position in ("defense", "set") else "attack"
    if position == "set":
        card.face_up = False
        card.set_turn = state.turn
    else:
        card.summoned_turn = state.turn
    card.summoned_by = how
    card.attacks = 0
    card.position_changed = False
    if how == card.card.extra_kind:
        card.properly_summoned = True
    p.monsters[slot] = card


def free_monster_zones(state: GameState, player: str) -> int:
    return sum(1 for c in state.players[player].monsters if c is None)


def properly_summoned_check(state: GameState, card: CardInst, place: str) -> None:
    """Special Summon monsters must first be properly Summoned before a card
    effect can Special Summon them from the hand, Deck or Graveyard (000:526)."""
    kind = card.card.extra_kind
    if kind is None or card.properly_summoned or place == "extra_deck":
        return
    raise illegal(state, "not_properly_summoned",
                  f"\"{card.name}\" was never properly Summoned and cannot be Special Summoned "
                  "by a card effect")


# -- operations ----------------------------------------------------------------------------
def _amount(value: Any, state: GameState, player: str) -> int:
    """An amount: a number, ``half`` (of that player's LP) or ``attacker_atk``
    (the ATK of the monster that declared the attack being carried out)."""
    if value == "half":
        return state.players[player].lp // 2
    if value == "attacker_atk":
        from .stats import current_atk

        attacker = state.find(state.battle.attacker) if state.battle else None
        return current_atk(state, attacker) if attacker is not None else 0
    return int(value)


def _players(to: str, you: str) -> list[str]:
    return {"you": [you], "opponent": [other(you)], "both": [you, other(you)]}.get(to, [you])


def run_operations(state: GameState, link: ChainLink) -> None:
    """Apply the ``do`` list of a resolving chain link."""
    for op in link.effect.get("do", ()):
        if state.game_over:
            return
        (name, arg), = op.items()
        _run_op(state, link, name, arg)
        check_lp(state)


def _targets_or(state: GameState, link: ChainLink, what: Any) -> list[CardInst]:
    if what is None:
        what = "targets" if link.targets else "this"
    return select(state, link.card, what, link, link.player)


def _run_op(state: GameState, link: ChainLink, name: str, arg: Any) -> None:
    you = link.player
    src = link.card
    if name in ("destroy", "send_to_graveyard", "banish", "return_to_hand", "return_to_deck"):
        cards = select(state, src, arg, link, you)
        for card in cards:
            if state.location(card) is None:
                continue
            {"destroy": lambda c: destroy(state, c),
             "send_to_graveyard": lambda c: send_to_graveyard(state, c),
             "banish": lambda c: banish(state, c),
             "return_to_hand": lambda c: return_to_hand(state, c),
             "return_to_deck": lambda c: return_to_deck(state, c)}[name](card)
        if name == "return_to_hand":
            check_hand_win(state)
    elif name == "negate_activation" or name == "negate_effect":
        what = arg.get("what", "previous_link") if isinstance(arg, Mapping) else "previous_link"
        idx = link.link - 2 if what == "previous_link" else -1
        if not 0 <= idx < len(state.chain):
            return
        victim = state.chain[idx]
        if name == "negate_activation":
            victim.negated = True
            emit(state, "negate", "negate", args={"card": src, "target": victim.card},
                 card=src, target=victim.card, link=victim.link)
        else:
            victim.effect_negated = True
            emit(state, "negate", "negate", text_kind="negate_effect",
                 args={"card": src, "target": victim.card}, card=src, target=victim.card,
                 link=victim.link)
        if isinstance(arg, Mapping) and arg.get("and_destroy") and state.on_field(victim.card):
            destroy(state, victim.card)
    elif name == "negate_attack":
        if state.battle is not None:
            state.battle.negated = True
            attacker = state.find(state.battle.attacker)
            emit(state, "negate_attack", "attack", args={"card": attacker or src},
                 card=attacker.name if attacker else None)
    elif name == "draw":
        n = int(arg if not isinstance(arg, Mapping) else arg.get("count", 1))
        who = you if not isinstance(arg, Mapping) else _players(arg.get("to", "you"), you)[0]
        draw_cards(state, who, n, rule="effect")
    elif name == "discard":
        n = int(arg if not isinstance(arg, Mapping) else arg.get("count", 1))
        who = you if not isinstance(arg, Mapping) else _players(arg.get("to", "you"), you)[0]
        hand = state.players[who].hand
        chosen = _chosen(state, link, "discard", who, ("hand",)) or hand[-n:]
        for card in chosen[:n]:
            emit(state, "discard", "discard", args={"player": who, "card": card},
                 player=who, card=card)
            move(state, card, "graveyard")
    elif name == "damage":
        for who in _players(arg.get("to", "opponent"), you):
            change_lp(state, who, -_amount(arg.get("amount", 0), state, who), "effect_damage",
                      "effect", src)
    elif name == "gain_lp":
        for who in _players(arg.get("to", "you"), you):
            change_lp(state, who, _amount(arg.get("amount", 0), state, who), "gain", "effect")
    elif name == "add_to_hand":
        flt = arg.get("filter") if isinstance(arg, Mapping) else None
        count = int(arg.get("count", 1)) if isinstance(arg, Mapping) else 1
        deck = state.players[you].deck
        chosen = (_chosen(state, link, "add_to_hand", you, ("deck",))
                  or _chosen(state, link, "card", you, ("deck",))
                  or _chosen(state, link, "cards", you, ("deck",)))
        chosen = [c for c in chosen if matches_filter(state, c, flt, you)]
        pool = chosen or [c for c in deck if matches_filter(state, c, flt, you)
                          and c.card.name != "Unknown card"]
        for card in pool[:count]:
            move(state, card, "hand")
            emit(state, "add_to_hand", "search", args={"player": you, "card": card},
                 player=you, card=card)
        check_hand_win(state)
    elif name == "special_summon":
        _special_summon_op(state, link, arg)
    elif name in ("modify_atk", "modify_def"):
        stat = "atk" if name == "modify_atk" else "def"
        amount = int(arg.get("amount", 0))
        for card in _targets_or(state, link, arg.get("what")):
            if not state.on_field(card) or not card.face_up:
                continue
            card.modifiers.append(Modifier(stat, amount, arg.get("until", "end_of_turn"),
                                           src.uid))
            sign = {"en": "gains" if amount >= 0 else "loses",
                    "es": "gana" if amount >= 0 else "pierde",
                    "it": "guadagna" if amount >= 0 else "perde",
                    "pt": "ganha" if amount >= 0 else "perde"}
            emit(state, "modify", "effect", args={"card": card, "sign": sign, "n": abs(amount),
                                                  "stat": stat.upper()},
                 card=card, stat=stat, amount=amount)
    elif name == "set_atk":
        for card in _targets_or(state, link, arg.get("what")):
            if state.on_field(card):
                card.modifiers.append(Modifier("atk", int(arg.get("value", 0)),
                                               arg.get("until", "end_of_turn"), src.uid, True))
                emit(state, "set_atk", "effect", text_kind="set_stat",
                     args={"card": card, "stat": "ATK", "n": arg.get("value", 0)}, card=card)
    elif name == "prevent_attacks":
        whom = _players(arg.get("player", "opponent") if isinstance(arg, Mapping)
                        else "opponent", you)
        for w in whom:
            state.players[w].cannot_attack_until = (
                arg.get("until", "end_of_turn") if isinstance(arg, Mapping) else "end_of_turn")
            emit(state, "prevent_attacks", "effect", args={"player": w}, player=w)
    elif name == "create_tokens":
        _create_tokens(state, link, arg)
    elif name == "equip":
        targets = _targets_or(state, link, arg.get("what") if isinstance(arg, Mapping) else None)
        targets = [t for t in targets if state.on_field(t) and t.face_up
                   and t.card.kind == "monster"]
        if not targets or not state.on_field(src):
            if state.on_field(src):
                emit(state, "destroy", "equip_destroyed", text_kind="equip_destroyed",
                     args={"card": src}, card=src)
                state.destroyed_log.append(src.name)
                move(state, src, "graveyard")
            return
        src.equipped_to = targets[0].uid
        emit(state, "equip", "equip", args={"card": src, "target": targets[0]}, card=src,
             target=targets[0])
    elif name == "skip_phase":
        skipping = _players(arg.get("player", "opponent"), you)
        for w in skipping:
            state.skip_phases.setdefault(w, []).append(arg.get("phase", "battle"))
    elif name == "win_duel":
        winner = you if arg in ("you", True) else other(you)
        declare_winner(state, winner, "card_effect", "card_effect_win")
    elif name == "fusion_summon":
        from .summon import fusion_plan, perform_fusion

        plan = fusion_plan(state, you, link.choices, link.card, arg=arg)
        if plan is not None:
            perform_fusion(state, you, plan, link.choices)
    elif name == "ritual_summon":
        from .summon import perform_ritual, ritual_plan

        rplan = ritual_plan(state, you, link.choices, link.card, arg)
        if rplan is not None:
            perform_ritual(state, you, rplan, link.choices)
    elif name == "change_position":
        for card in _targets_or(state, link, arg.get("what") if isinstance(arg, Mapping)
                                else None):
            if state.on_field(card) and card.card.kind == "monster":
                to = arg.get("to", "defense") if isinstance(arg, Mapping) else "defense"
                card.position = to
                card.face_up = True
                emit(state, "change_position", "effect",
                     args={"player": card.controller, "card": card, "position": to},
                     card=card, position=to)
    elif name == "take_control":
        from .movement import take_control

        what = arg.get("what") if isinstance(arg, Mapping) else None
        until = arg.get("until", "end_phase") if isinstance(arg, Mapping) else "end_phase"
        for card in _targets_or(state, link, what):
            if card.controller == you or not state.on_field(card):
                continue
            if not take_control(state, card, you, until):
                # 000:156: no free Monster Zone to move it to; nothing changes
                emit(state, "control_not_taken", "take_control",
                     args={"player": you, "card": card}, player=you, card=card)
    elif name == "flip_face_down":
        from .movement import flip_face_down

        for card in _targets_or(state, link, arg if not isinstance(arg, bool) else None):
            if state.on_field(card) and card.card.kind == "monster":
                flip_face_down(state, card)


def _chosen(state: GameState, link: ChainLink, key: str, player: str,
            places: tuple[str, ...]) -> list[CardInst]:
    from .refs import find_card

    refs = link.choices.get(key)
    if not refs:
        return []
    if not isinstance(refs, list):
        refs = [refs]
    out = []
    for ref in refs:
        out.append(find_card(state, state.library, ref, player, places,
                             state.edition))
    return out


def special_summon_candidates(state: GameState, link_or_none: ChainLink | None, src: CardInst,
                              you: str, arg: Mapping[str, Any],
                              targets: list[CardInst] | None = None) -> list[CardInst]:
    what = arg.get("what", "targets")
    place = str(arg.get("from", "graveyard"))
    if what == "targets":
        if targets is not None:
            return targets
        return select(state, src, "targets", link_or_none, you)
    if what == "this":
        return [src]
    if isinstance(what, str):
        names = {fold(what)}
        return [c for c in cards_in(state, you, ZONE_PLACES.get(place, (place,)))
                if names & {fold(n) for n in c.card.all_names()}]
    if isinstance(what, Mapping):
        sel: dict[str, Any] = dict(what)
        sel.setdefault("zone", place)
        sel.setdefault("side", "you")
        return select_zone(state, src, sel, you)
    return []


def _special_summon_op(state: GameState, link: ChainLink, arg: Mapping[str, Any]) -> None:
    you = link.player
    cards = special_summon_candidates(state, link, link.card, you, arg)
    count = int(arg.get("count", 1))
    position = link.choices.get("position", arg.get("position", "attack"))
    if position == "choice":
        position = "attack"
    for card in cards[:count]:
        loc = state.location(card)
        if loc is None or loc[1] in ("monsters",):
            continue
        try:
            properly_summoned_check(state, card, loc[1])
        except IllegalActionError:
            continue
        if free_slot(state.players[you].monsters) is None:
            return
        put_monster(state, card, you, position, "special")
        emit(state, "summon", "special_summon", text_kind="special_summon",
             args={"player": you, "how": "special", "card": card, "position": position},
             player=you, card=card, method="special", position=position)
        state.moments.append(("summoned", card.uid))
        state.moments.append(("special_summoned", card.uid))


def _create_tokens(state: GameState, link: ChainLink, arg: Mapping[str, Any]) -> None:
    you = link.player
    name = str(arg.get("name", "Token"))
    token_def = CardDef(name=name, kind="monster", monster_types=frozenset(["token", "normal"]),
                        level=int(arg.get("level", 1)), atk=int(arg.get("atk", 0)),
                        def_=int(arg.get("def", 0)), attribute=arg.get("attribute"),
                        race=arg.get("race"))
    made = 0
    for _ in range(int(arg.get("count", 1))):
        if free_slot(state.players[you].monsters) is None:
            break
        token = CardInst(uid=state.new_uid("token_"), card=token_def, owner=you, controller=you)
        state.players[you].hand.append(token)  # transient: put_monster removes it
        put_monster(state, token, you, arg.get("position", "attack"), "special")
        state.moments.append(("summoned", token.uid))
        made += 1
    emit(state, "create_tokens", "token", args={"player": you, "n": made, "card": token_def},
         player=you, card=name, count=made)


def effect_operations(effect: Mapping[str, Any]) -> list[str]:
    return [next(iter(op)) for op in effect.get("do", ())]
