"""Turn structure: phases, draws, the hand limit, winning and losing (000:688-858)."""

from __future__ import annotations

from engine_cards import scenario

from judge.engine import simulate

EXODIA = ["Exodia the Forbidden One", "Left Arm of the Forbidden One",
          "Right Arm of the Forbidden One", "Left Leg of the Forbidden One",
          "Right Leg of the Forbidden One"]
CARDS = [{"name": n, "kind": "monster", "monster_type": "effect" if i == 0 else "normal",
          "level": 3, "atk": 1000, "def": 1000,
          **({"effects": [{"type": "continuous",
                           "apply": [{"location": "hand", "win_if_in_hand": EXODIA}]}]}
             if i == 0 else {})}
         for i, n in enumerate(EXODIA)]
CARDS.append({"name": "Burn", "kind": "spell", "subtype": "normal",
              "effects": [{"type": "activation",
                           "do": [{"damage": {"to": "both", "amount": 1000}}]}]})
CARDS.append({"name": "Upstart", "kind": "spell", "subtype": "normal",
              "effects": [{"type": "activation", "do": [{"draw": 1}]}]})


def play(state, actions):
    return simulate(scenario(state, actions, CARDS))


def test_end_turn_passes_to_opponent_who_draws() -> None:
    r = play({"turn": 3, "players": {"B": {"deck": 3}}},
             [{"player": "A", "do": "end_turn"}])
    assert r["ok"], r["error"]
    out = r["outcome"]
    assert (out["turn"], out["turn_player"], out["phase"]) == (4, "B", "draw")
    assert out["zones"]["B"]["deck_count"] == 2
    assert out["zones"]["B"]["hand_count"] == 1


def test_phase_order_and_main_phase_2_after_battle() -> None:
    r = play({"turn": 3}, [{"player": "A", "do": "next_phase"}] * 5)
    assert r["ok"], r["error"]
    phases = [(e["phase"], e.get("step")) for e in r["events"] if e["type"] in ("phase", "step")]
    assert phases[:5] == [("battle", None), ("battle", "battle"), ("battle", "end"),
                          ("main2", None), ("end", None)]
    back = play({"turn": 3, "phase": "main2"}, [{"player": "A", "do": "enter_phase",
                                                 "phase": "main1"}])
    assert back["error"]["rule"] == "phase_timing"


def test_hand_limit_six_discards_last_added() -> None:
    hand = ["Burn", "Upstart", "Left Arm of the Forbidden One", "Burn", "Upstart", "Burn",
            "Upstart", "Right Arm of the Forbidden One"]
    r = play({"turn": 3, "phase": "end", "players": {"A": {"hand": hand}}},
             [{"player": "A", "do": "next_phase"}])
    assert r["ok"], r["error"]
    gy = r["outcome"]["zones"]["A"]["graveyard"]
    assert sorted(gy) == ["Right Arm of the Forbidden One", "Upstart"]
    ev = [e for e in r["events"] if e["type"] == "hand_limit"][0]
    assert ev["cites"] == ["000:849", "000:854"]
    chosen = play({"turn": 3, "phase": "end", "players": {"A": {"hand": hand}}},
                  [{"player": "A", "do": "next_phase", "discard": ["Burn", "Left Arm of the "
                                                                           "Forbidden One"]}])
    assert sorted(chosen["outcome"]["zones"]["A"]["graveyard"]) == [
        "Burn", "Left Arm of the Forbidden One"]


def test_deck_out_loses() -> None:
    r = play({"turn": 3, "players": {"B": {"deck": 0}}}, [{"player": "A", "do": "end_turn"}])
    assert r["outcome"]["winner"] == "A"
    assert r["outcome"]["win_reason"] == "deck_out"
    after = play({"turn": 3, "players": {"B": {"deck": 0}}},
                 [{"player": "A", "do": "end_turn"}, {"player": "B", "do": "next_phase"}])
    assert after["error"]["rule"] == "game_over"


def test_both_players_at_zero_is_a_draw() -> None:
    r = play({"turn": 3, "players": {"A": {"lp": 1000, "hand": ["Burn"]}, "B": {"lp": 500}}},
             [{"player": "A", "do": "activate", "card": "Burn"}])
    assert r["outcome"]["lp"] == {"A": 0, "B": 0}
    assert r["outcome"]["winner"] is None
    assert r["outcome"]["win_reason"] == "draw"
    assert r["legal_actions"] == []


def test_exodia_wins_when_the_fifth_piece_is_drawn() -> None:
    state = {"turn": 3, "players": {"A": {"hand": EXODIA[:4] + ["Upstart"],
                                          "deck": [EXODIA[4]]}}}
    r = play(state, [{"player": "A", "do": "activate", "card": "Upstart"}])
    assert r["outcome"]["winner"] == "A"
    assert r["outcome"]["win_reason"] == "exodia"
    assert any(e["type"] == "win" and "000:694" in e["cites"] for e in r["events"])


def test_first_player_does_not_draw_on_turn_one_but_second_player_does() -> None:
    r = play({"turn": 1, "phase": "end", "players": {"B": {"deck": 10}}},
             [{"player": "A", "do": "next_phase"}])
    assert r["outcome"]["zones"]["B"]["hand_count"] == 1
    assert r["outcome"]["turn"] == 2
