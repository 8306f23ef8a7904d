"""Random and malformed input through the JSON API: scenarios built from the scenario
format (shared/spec/scenario.md) with cards from the library and invented ones, random
questions in any script, broken YAML and JSON, wrong content types, oversized and
deeply nested bodies.  Every answer is a 200 or a clear 4xx JSON error of the shape in
shared/spec/api.md, never a 500, never a hang.
"""

from __future__ import annotations

import json
import signal
import time
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

#: Statuses an input may get; anything else (above all 500) is a bug.
CLIENT_STATUSES = {200, 400, 413, 415, 422}
#: Seconds one request may take (the engine stops a simulation after 2 s).
REQUEST_SECONDS = 5.0

FUZZ = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def fuzz_client(built):
    from judge.web import create_app
    from judge.web.state import warm_up

    warm_up()  # load once, so that no example pays for it
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": False})
    return app.test_client()


@pytest.fixture(scope="module")
def card_names(built) -> list[str]:
    from judge.web.state import get_library

    names: list[str] = []
    for card in get_library().cards():
        names.append(card.name)
        for aliases in card.names.values():
            names.extend(aliases)
    return sorted(set(names))


class Hang(BaseException):
    """Not an ``Exception``: the app's catch-all error handler must not swallow it."""


@contextmanager
def time_limit(seconds: float):
    """Fail (instead of waiting for ever) when a request does not come back in time."""
    def expire(signum, frame):  # noqa: ANN001, ARG001
        raise Hang(f"no answer within {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def send(client, method: str, path: str, **kwargs):
    start = time.monotonic()
    with time_limit(REQUEST_SECONDS):
        response = client.open(path, method=method, **kwargs)
    elapsed = time.monotonic() - start
    assert elapsed < REQUEST_SECONDS, f"{method} {path} took {elapsed:.1f} s"
    return response


def assert_clear(response, allowed: set[int] = CLIENT_STATUSES) -> dict:
    """A documented status, JSON, and for errors the api.md error shape."""
    assert response.status_code in allowed, (
        f"status {response.status_code}: {response.get_data(as_text=True)[:500]}")
    assert response.mimetype == "application/json", response.mimetype
    body = response.get_json()
    if response.status_code >= 400:
        error = body["error"]
        assert isinstance(error["code"], str) and error["code"]
        assert isinstance(error["message"], str) and error["message"].strip()
        assert "Traceback" not in error["message"]
        for detail in error.get("details", []):
            assert isinstance(detail["path"], str) and isinstance(detail["message"], str)
    return body


# --- random scenarios -----------------------------------------------------------------

PHASES = ["draw", "standby", "main1", "battle", "main2", "end"]
DOS = ["draw", "next_phase", "enter_phase", "normal_summon", "set_monster", "flip_summon",
       "change_position", "set_spell_trap", "activate", "pass", "attack", "no_attack",
       "synchro_summon", "xyz_summon", "pendulum_summon", "detach", "end_turn", "discard"]
ODD_TEXT = st.text(st.characters(codec="utf-8"), max_size=40)


@st.composite
def scenarios(draw, names: list[str]) -> dict:
    """A scenario of the documented shape, often wrong in some detail."""
    name = st.one_of(st.sampled_from(names), st.sampled_from(names), ODD_TEXT)
    small = st.lists(name, max_size=4)
    ids = [f"m{i}" for i in range(5)]

    def player() -> dict:
        data: dict = {}
        if draw(st.booleans()):
            data["lp"] = draw(st.one_of(st.integers(-10, 20000), st.integers(),
                                        st.sampled_from([8000, "8000", None, 1.5])))
        for zone in ("hand", "graveyard", "banished", "extra_deck"):
            if draw(st.booleans()):
                data[zone] = draw(small)
        if draw(st.booleans()):
            data["deck"] = draw(st.one_of(st.integers(-5, 120), small))
        if draw(st.booleans()):
            data["monsters"] = [
                {"card": draw(name), "id": ident,
                 "position": draw(st.sampled_from(["attack", "defense", "set", "sideways"]))}
                for ident in draw(st.lists(st.sampled_from(ids), max_size=6, unique=True))]
        if draw(st.booleans()):
            data["spell_trap"] = draw(st.lists(st.fixed_dictionaries(
                {"card": name, "face": st.sampled_from(["up", "down"])},
                optional={"set_turn": st.integers(0, 5)}), max_size=6))
        if draw(st.booleans()):
            data["field"] = draw(st.one_of(st.none(), st.fixed_dictionaries(
                {"card": name, "face": st.sampled_from(["up", "down"])})))
        if draw(st.booleans()):
            data["normal_summon_used"] = draw(st.booleans())
        return data

    def action() -> dict:
        act: dict = {"do": draw(st.one_of(st.sampled_from(DOS), ODD_TEXT))}
        if draw(st.integers(0, 9)):
            act["player"] = draw(st.sampled_from(["A", "B", "C", ""]))
        for key, value in (("card", name), ("attacker", st.one_of(name, st.sampled_from(ids))),
                           ("target", st.one_of(st.none(), name, st.sampled_from(ids))),
                           ("targets", st.lists(st.one_of(name, st.sampled_from(ids)), max_size=2)),
                           ("tributes", st.lists(st.sampled_from(ids), max_size=3)),
                           ("materials", st.lists(st.one_of(name, st.sampled_from(ids)), max_size=3)),
                           ("phase", st.sampled_from(PHASES + ["nowhere"])),
                           ("to", st.sampled_from(["attack", "defense", "up"])),
                           ("effect", st.integers(-1, 3)), ("count", st.integers(-1, 3)),
                           ("discard", small)):
            if draw(st.integers(0, 4)) == 0:
                act[key] = draw(value)
        return act

    scenario: dict = {"version": draw(st.sampled_from([1, 1, 1, 2, "1"]))}
    state: dict = {}
    if draw(st.booleans()):
        state["turn"] = draw(st.integers(-1, 12))
    if draw(st.booleans()):
        state["turn_player"] = draw(st.sampled_from(["A", "B", "Z"]))
    if draw(st.booleans()):
        state["phase"] = draw(st.sampled_from(PHASES + ["teatime"]))
    if draw(st.booleans()):
        state["step"] = draw(st.sampled_from([None, "start", "battle", "damage", "end"]))
    state["players"] = {p: player() for p in draw(st.lists(st.sampled_from("AB"), unique=True))}
    scenario["state"] = state
    scenario["actions"] = [action() for _ in range(draw(st.integers(0, 8)))]
    if draw(st.integers(0, 5)) == 0:
        scenario[draw(ODD_TEXT)] = draw(ODD_TEXT)      # an unknown key, most of the time
    if draw(st.integers(0, 5)) == 0:
        scenario["cards"] = [{"name": draw(ODD_TEXT), "kind": draw(st.sampled_from(
            ["monster", "spell", "trap", "token"])), "level": draw(st.integers(-1, 13)),
            "atk": draw(st.integers(-100, 5000)), "def": draw(st.integers(0, 5000))}]
    return scenario


@pytest.fixture(scope="module")
def card_kinds(built) -> dict[str, list[str]]:
    """Library card names by where they can be: hand (any), monsters, spell_trap, field."""
    from judge.web.state import get_library

    extra = {"fusion", "synchro", "xyz"}
    kinds: dict[str, list[str]] = {"any": [], "monster": [], "main_monster": [], "extra": [],
                                   "spell_trap": [], "field": []}
    for card in get_library().cards():
        kinds["any"].append(card.name)
        if card.kind == "monster":
            kinds["monster"].append(card.name)
            kinds["extra" if card.monster_types & extra else "main_monster"].append(card.name)
        elif card.subtype == "field":
            kinds["field"].append(card.name)
        else:
            kinds["spell_trap"].append(card.name)
    return {k: sorted(v) for k, v in kinds.items()}


@st.composite
def playable_scenarios(draw, kinds: dict[str, list[str]]) -> dict:
    """A well-formed scenario of library cards (every key and value of the right kind and
    in range), with random zones and random actions on the cards it holds: it reaches the
    engine, which plays it or stops at the first action the rules forbid."""
    def names(pool: str, most: int) -> list[str]:
        return draw(st.lists(st.sampled_from(kinds[pool]), max_size=most)) if kinds[pool] else []

    turn = draw(st.integers(1, 6))
    phase = draw(st.sampled_from(PHASES))
    state: dict = {"turn": turn, "turn_player": "A" if turn % 2 else "B", "phase": phase}
    if phase == "battle" and turn > 1:
        state["step"] = draw(st.sampled_from(["start", "battle", "damage", "end"]))
    held: list[str] = []
    players = {}
    for who in "AB":
        data: dict = {"lp": draw(st.integers(1, 9000)), "hand": names("any", 5),
                      "deck": draw(st.one_of(st.integers(0, 40), st.just(names("any", 4)))),
                      "graveyard": names("any", 3), "banished": names("any", 2),
                      "extra_deck": names("extra", 2)}
        data["monsters"] = [
            {"card": name, "id": f"{who.lower()}m{i}",
             "position": draw(st.sampled_from(["attack", "defense", "set"]))}
            for i, name in enumerate(names("monster", 3))]
        data["spell_trap"] = [
            {"card": name, "face": draw(st.sampled_from(["up", "down"])),
             "set_turn": draw(st.integers(1, turn))}
            for name in names("spell_trap", 3)]
        if kinds["field"] and draw(st.booleans()):
            data["field"] = {"card": draw(st.sampled_from(kinds["field"])), "face": "up"}
        data["normal_summon_used"] = draw(st.booleans())
        held += data["hand"] + [m["card"] for m in data["monsters"]] + [c["card"] for c in data["spell_trap"]]
        held += [m["id"] for m in data["monsters"]] + data["graveyard"]
        players[who] = data
    state["players"] = players
    ref = st.sampled_from(held) if held else st.sampled_from(kinds["any"])
    actions = []
    for _ in range(draw(st.integers(0, 6))):
        act: dict = {"player": draw(st.sampled_from("AB")), "do": draw(st.sampled_from(DOS))}
        do = act["do"]
        if do in ("normal_summon", "set_monster", "flip_summon", "change_position", "set_spell_trap",
                  "activate", "synchro_summon", "xyz_summon", "pendulum_summon", "detach"):
            act["card"] = draw(ref)
        if do in ("normal_summon", "set_monster") and draw(st.booleans()):
            act["tributes"] = draw(st.lists(ref, max_size=2))
        if do == "change_position":
            act["to"] = draw(st.sampled_from(["attack", "defense"]))
        if do == "activate" and draw(st.booleans()):
            act["targets"] = draw(st.lists(ref, min_size=1, max_size=2))
        if do == "attack":
            act["attacker"] = draw(ref)
            act["target"] = draw(st.one_of(st.none(), ref))
        if do in ("synchro_summon", "xyz_summon"):
            act["materials"] = draw(st.lists(ref, max_size=3))
        if do == "enter_phase":
            act["phase"] = draw(st.sampled_from(PHASES))
        if do == "detach":
            act["count"] = draw(st.integers(1, 2))
        if do == "discard":
            act["cards"] = draw(st.lists(ref, min_size=1, max_size=2))
        actions.append(act)
    return {"version": 1, "state": state, "actions": actions}


def test_random_playable_scenarios_are_played_or_refused_clearly(fuzz_client, card_kinds):
    reached: list[bool] = []

    @settings(FUZZ, max_examples=80)
    @given(scenario=playable_scenarios(card_kinds))
    def check(scenario):
        response = send(fuzz_client, "POST", "/api/simulate", json=scenario)
        body = assert_clear(response, {200, 400, 422})
        reached.append(response.status_code == 200)
        if response.status_code == 200:
            assert body["ok"] == (body["error"] is None)
            assert set(body["outcome"]["lp"]) == {"A", "B"}
            if body["error"]:
                assert 0 <= body["error"]["action"] < len(scenario["actions"])
                assert body["error"]["rule"] and body["error"]["message"]

    check()
    # the strategy is only worth its name if most of what it makes reaches the engine
    assert sum(reached) >= len(reached) // 2, f"{sum(reached)} of {len(reached)} were played"


ZONES = ["monsters", "spell_trap", "field", "on_field", "graveyard", "hand", "banished", "deck"]
SIDES = ["you", "opponent", "both"]
SELECTORS = st.one_of(
    st.sampled_from(["this", "targets", "previous_link"]),
    st.fixed_dictionaries({"zone": st.sampled_from(ZONES)},
                          optional={"side": st.sampled_from(SIDES),
                                    "face": st.sampled_from(["up", "down", "any"]),
                                    "filter": st.fixed_dictionaries({}, optional={
                                        "kind": st.sampled_from(["monster", "spell", "trap"]),
                                        "atk_min": st.integers(0, 3000),
                                        "level_max": st.integers(0, 12)})}))
AMOUNTS = st.one_of(st.integers(0, 9000), st.sampled_from(["half", "attacker_atk"]))
UNTIL = st.sampled_from(["end_of_turn", "permanent", "end_of_next_turn"])
OPERATION_ARGS = {
    "destroy": SELECTORS, "send_to_graveyard": SELECTORS, "banish": SELECTORS,
    "return_to_hand": SELECTORS, "return_to_deck": SELECTORS, "flip_face_down": SELECTORS,
    "negate_activation": st.one_of(st.just(True), st.fixed_dictionaries(
        {"what": st.just("previous_link"), "and_destroy": st.booleans()})),
    "negate_effect": st.one_of(st.just(True), st.fixed_dictionaries(
        {"what": st.just("previous_link"), "and_destroy": st.booleans()})),
    "negate_attack": st.just(True),
    "add_to_hand": st.fixed_dictionaries({"from": st.just("deck")},
                                         optional={"count": st.integers(1, 3)}),
    "draw": st.integers(0, 5), "discard": st.integers(0, 3),
    "damage": st.fixed_dictionaries({"amount": AMOUNTS}, optional={"to": st.sampled_from(SIDES)}),
    "gain_lp": st.fixed_dictionaries({"amount": AMOUNTS}, optional={"to": st.sampled_from(SIDES)}),
    "special_summon": st.fixed_dictionaries({}, optional={
        "what": st.one_of(st.sampled_from(["Kuriboh", "Dark Magician"]), SELECTORS.filter(
            lambda x: isinstance(x, dict))),
        "from": st.sampled_from(ZONES), "position": st.sampled_from(["attack", "defense", "choice"]),
        "count": st.integers(1, 2)}),
    "modify_atk": st.fixed_dictionaries({"amount": st.integers(-3000, 3000)},
                                        optional={"what": SELECTORS, "until": UNTIL}),
    "modify_def": st.fixed_dictionaries({"amount": st.integers(-3000, 3000)},
                                        optional={"what": SELECTORS, "until": UNTIL}),
    "set_atk": st.fixed_dictionaries({"value": st.integers(0, 5000)}, optional={"what": SELECTORS}),
    "prevent_attacks": st.one_of(st.just(True), st.fixed_dictionaries(
        {}, optional={"player": st.sampled_from(SIDES), "until": UNTIL})),
    "create_tokens": st.fixed_dictionaries({"name": st.just("Fuzz Token")}, optional={
        "count": st.integers(1, 5), "atk": st.integers(0, 3000), "def": st.integers(0, 3000),
        "level": st.integers(1, 12), "position": st.sampled_from(["attack", "defense"])}),
    "equip": st.one_of(st.just(True), st.fixed_dictionaries({"what": SELECTORS})),
    "skip_phase": st.fixed_dictionaries({"phase": st.sampled_from(PHASES)},
                                        optional={"player": st.sampled_from(SIDES)}),
    "win_duel": st.sampled_from(["you", "opponent"]),
    "change_position": st.fixed_dictionaries({}, optional={
        "what": SELECTORS, "to": st.sampled_from(["attack", "defense"])}),
    "take_control": st.one_of(st.just(True), st.fixed_dictionaries({}, optional={
        "what": SELECTORS, "until": st.sampled_from(["end_phase", "permanent"])})),
}


@st.composite
def effect_cards(draw, name: str, opens_chain: bool) -> dict:
    """An inline Spell or Trap card with a random effect from the scenario vocabulary; a
    card that opens the chain does not negate, one that responds is a Trap or Quick-Play."""
    kind = draw(st.sampled_from(["spell", "trap"]))
    subtypes = {("spell", True): ["normal", "quick-play", "continuous"],
                ("spell", False): ["quick-play"],
                ("trap", True): ["normal", "continuous"],
                ("trap", False): ["normal", "continuous", "counter"]}
    subtype = draw(st.sampled_from(subtypes[kind, opens_chain]))
    allowed = sorted(op for op in OPERATION_ARGS if not (opens_chain and op.startswith("negate")))
    operations = draw(st.lists(st.sampled_from(allowed), min_size=1, max_size=3))
    effect: dict = {"type": "activation", "do": [{op: draw(OPERATION_ARGS[op])} for op in operations]}
    if draw(st.booleans()):
        effect["target"] = {"count": draw(st.integers(1, 2)), "zone": draw(st.sampled_from(ZONES[:5])),
                            "side": draw(st.sampled_from(SIDES))}
    if draw(st.integers(0, 3)) == 0:
        effect["cost"] = draw(st.sampled_from([{"pay_lp": 500}, {"pay_lp": "half"}, {"discard": 1},
                                               {"tribute": 1}]))
    if not opens_chain and draw(st.integers(0, 3)) == 0:
        effect["condition"] = {"previous_link": {"kind": draw(st.sampled_from(["spell", "trap", "monster"]))}}
    return {"name": name, "kind": kind, "subtype": subtype, "effects": [effect]}


@st.composite
def effect_scenarios(draw, kinds: dict[str, list[str]]) -> dict:
    """Two inline cards with random effects, one in A's hand (or Set), one Set by B, on a
    field of library monsters; A activates, B may respond, then both pass."""
    mine, theirs = draw(effect_cards("Fuzz Card A", True)), draw(effect_cards("Fuzz Card B", False))
    any_cards = st.lists(st.sampled_from(kinds["any"]), max_size=2)

    def field(who: str) -> list[dict]:
        monsters = draw(st.lists(st.sampled_from(kinds["main_monster"]), max_size=3))
        return [{"card": name, "id": f"{who}{i}",
                 "position": draw(st.sampled_from(["attack", "defense", "set"]))}
                for i, name in enumerate(monsters)]

    a_monsters, b_monsters = field("a"), field("b")
    refs = [m["id"] for m in a_monsters + b_monsters] or ["Fuzz Card B"]
    in_hand = mine["kind"] == "spell" and draw(st.booleans())
    players = {
        "A": {"hand": ["Fuzz Card A"] if in_hand else [], "monsters": a_monsters,
              "spell_trap": [] if in_hand else [{"card": "Fuzz Card A", "face": "down", "set_turn": 1}],
              "deck": draw(st.integers(0, 5)), "graveyard": draw(any_cards)},
        "B": {"monsters": b_monsters,
              "spell_trap": [{"card": "Fuzz Card B", "face": "down", "set_turn": 2}],
              "hand": draw(any_cards), "deck": draw(st.integers(0, 5))},
    }
    activate = {"player": "A", "do": "activate", "card": "Fuzz Card A"}
    if "target" in mine["effects"][0]:
        count = mine["effects"][0]["target"]["count"]
        activate["targets"] = draw(st.lists(st.sampled_from(refs), min_size=count, max_size=count))
    actions = [activate]
    if draw(st.booleans()):
        respond = {"player": "B", "do": "activate", "card": "Fuzz Card B"}
        if "target" in theirs["effects"][0]:
            count = theirs["effects"][0]["target"]["count"]
            respond["targets"] = draw(st.lists(st.sampled_from(refs + ["Fuzz Card A"]),
                                               min_size=count, max_size=count))
        actions.append(respond)
    actions += draw(st.sampled_from([[], [{"do": "pass"}], [{"player": "A", "do": "end_turn"}],
                                     [{"player": "A", "do": "enter_phase", "phase": "battle"}]]))
    return {"version": 1, "cards": [mine, theirs],
            "state": {"turn": 3, "turn_player": "A", "phase": draw(st.sampled_from(["main1", "main2"])),
                      "players": players},
            "actions": actions}


def test_random_card_effects_are_played_or_refused_clearly(fuzz_client, card_kinds):
    played: list[bool] = []

    @settings(FUZZ, max_examples=60)
    @given(scenario=effect_scenarios(card_kinds))
    def check(scenario):
        response = send(fuzz_client, "POST", "/api/simulate", json=scenario)
        body = assert_clear(response, {200, 400, 422})
        played.append(response.status_code == 200 and (body["ok"] or body["error"]["action"] > 0))
        if response.status_code == 200:
            assert body["ok"] == (body["error"] is None)

    check()
    assert sum(played) >= len(played) // 4, f"only {sum(played)} of {len(played)} activated"


def test_random_scenarios_are_played_or_refused_clearly(fuzz_client, card_names):
    @FUZZ
    @given(scenario=scenarios(card_names))
    def check(scenario):
        response = send(fuzz_client, "POST", "/api/simulate", json=scenario)
        body = assert_clear(response, {200, 400, 422})
        if response.status_code == 200:
            assert isinstance(body["ok"], bool)
            assert body["ok"] == (body["error"] is None)
            assert isinstance(body["events"], list)
            if body["error"]:
                assert body["error"]["rule"] and body["error"]["message"]

    check()


def test_random_scenarios_as_yaml_are_played_or_refused_clearly(fuzz_client, card_names):
    import yaml

    @settings(FUZZ, max_examples=25)
    @given(scenario=scenarios(card_names))
    def check(scenario):
        text = yaml.safe_dump(scenario, allow_unicode=True)
        response = send(fuzz_client, "POST", "/api/simulate", data=text.encode(),
                        content_type="application/yaml")
        assert_clear(response, {200, 400, 422})

    check()


def test_random_scenarios_are_saved_or_refused_clearly(fuzz_client, card_names):
    @settings(FUZZ, max_examples=25)
    @given(scenario=scenarios(card_names))
    def check(scenario):
        response = send(fuzz_client, "POST", "/api/scenarios", json=scenario)
        body = assert_clear(response, {201, 400, 413, 422})
        if response.status_code == 201:
            saved = assert_clear(send(fuzz_client, "GET", f"/api/scenarios/{body['id']}"), {200})
            assert saved["scenario"] == scenario

    check()


# --- random questions -----------------------------------------------------------------

QUESTIONS = st.one_of(
    st.text(max_size=200),                                          # any Unicode
    st.text(st.characters(codec="utf-8"), min_size=900, max_size=1100),   # about the limit
    st.text(st.characters(categories=["Cc", "Cf", "Zs", "Zl", "Zp"]), max_size=50),
    st.sampled_from([
        "", " ", "\x00", "\u202e\u2066?", "¿" * 1000, "?" * 1001,
        "¿Puedo activar una Trampa Normal durante el Damage Step?",
        "Posso attivare una Trappola nel turno in cui l'ho posizionata?",
        "Quantos monstros posso Invocar por Invocação-Normal por turno?",
        "How much damage does a direct attack with Dark Magician deal?",
        "ドラゴンは墓地に送られますか？", "Можно ли активировать ловушку?", "هل يمكنني تفعيل البطاقة؟",
        "what about \"Nonexistent Card of Doom\" attacking?",
        "Heavy Storm " * 80,
    ]),
)


def test_random_questions_are_answered_or_refused_clearly(fuzz_client):
    @settings(FUZZ, max_examples=40)
    @given(question=QUESTIONS, lang=st.one_of(st.none(), st.sampled_from(["es", "it", "pt", "en", "xx", ""])))
    def check(question, lang):
        body = {"question": question} if lang is None else {"question": question, "lang": lang}
        response = send(fuzz_client, "POST", "/api/ask", json=body)
        answer = assert_clear(response, {200, 400, 413})
        if not question.strip() or (lang is not None and lang not in ("es", "it", "pt", "en")):
            assert response.status_code in (400, 413)
        elif len(question) > 1000:
            assert response.status_code == 413
        if response.status_code == 200:
            assert answer["lang"] in ("es", "it", "pt", "en")
            assert isinstance(answer["answer"], str)

    check()


def test_random_queries_on_the_pages_and_glossary_never_fail(fuzz_client):
    @settings(FUZZ, max_examples=25)
    @given(query=QUESTIONS)
    def check(query):
        response = send(fuzz_client, "GET", "/api/glossary", query_string={"q": query})
        assert_clear(response, {200, 400})
        for page in ("/glossary", "/"):
            response = send(fuzz_client, "GET", page, query_string={"q": query[:1100]})
            assert response.status_code in (200, 400, 413), (page, response.status_code)
            assert response.mimetype == "text/html"

    check()


# --- malformed bodies -----------------------------------------------------------------

@pytest.mark.parametrize(("body", "content_type", "status"), [
    ("version: 1\nstate: [unclosed", "application/yaml", 400),
    ("version: 1\n  bad: indent\n bad", "application/yaml", 400),
    ("{'version': 1,}", "application/json", 400),
    ('{"version": 1', "application/json", 400),
    ("[1, 2, 3]", "application/json", 400),
    ('"a string"', "application/json", 400),
    ("null", "application/json", 400),
    ("42", "application/json", 400),
    ("- a\n- b", "application/yaml", 400),
    ("just words", "application/yaml", 400),
    ("\t\t", "application/yaml", 400),
    ("", "application/json", 400),
    ("version: 1", "text/plain", 415),
    ("version: 1", "application/x-www-form-urlencoded", 415),
    ('{"version": 1}', "application/xml", 415),
    ('{"version": 1}', "", 415),
    ("\udcff", "application/json", 400),
    ("NaN", "application/json", 400),
    ('{"version": 1, "version": 2}', "application/json", 400),
    ("&a [*a, *a]", "application/yaml", 400),
    ("version: !!binary aGVsbG8=", "application/yaml", 400),
    ("? [a, b]\n: c", "application/yaml", 400),
    ("version: 1\nstate: {players: {A: {lp: .inf}}}", "application/yaml", 400),
    ("version: 1\ntitle: !!timestamp 2020-01-01", "application/yaml", 400),
])
@pytest.mark.parametrize("path", ["/api/simulate", "/api/scenarios"])
def test_malformed_bodies_are_clear_errors(fuzz_client, path, body, content_type, status):
    response = send(fuzz_client, "POST", path, data=body.encode("utf-8", "surrogatepass"),
                    content_type=content_type or None)
    assert_clear(response, {status})


@pytest.mark.parametrize(("body", "content_type", "status"), [
    ("", "application/json", 400),
    ("{", "application/json", 400),
    ("[]", "application/json", 400),
    ('{"question": 42}', "application/json", 400),
    ('{"question": null}', "application/json", 400),
    ('{"question": ["a"]}', "application/json", 400),
    ('{"question": "ok?", "extra": 1}', "application/json", 400),
    ('{"question": "ok?", "lang": 3}', "application/json", 400),
    ('{"question": "ok?"}', "text/plain", 415),
    ("question: ok?", "application/yaml", 415),
    (b'{"question": "\xff\xfe"}', "application/json", 400),
])
def test_malformed_questions_are_clear_errors(fuzz_client, body, content_type, status):
    data = body if isinstance(body, bytes) else body.encode()
    assert_clear(send(fuzz_client, "POST", "/api/ask", data=data, content_type=content_type), {status})


@pytest.mark.parametrize(("path", "body"), [
    ("/api/ask", r'{"question": "can \ud800 attack?"}'),
    ("/api/ask", r'{"question": "ok?", "\udfff": 1}'),
    ("/api/simulate", r'{"version": 1, "\ud800": 1}'),
    ("/api/simulate", r'{"version": 1, "title": "\udc00"}'),
    ("/api/simulate", r'{"version": 1, "state": {"players": {"A": {"hand": ["\ud800x"]}}}}'),
    ("/api/scenarios", r'{"version": 1, "title": "\udc00", "state": {}, "actions": []}'),
    ("/api/deck/check", r'{"main": ["\ud800"]}'),
])
def test_lone_surrogate_escapes_are_400_naming_them(fuzz_client, path, body):
    response = send(fuzz_client, "POST", path, data=body, content_type="application/json")
    error = assert_clear(response, {400})["error"]
    assert "surrogate" in error["message"]


@pytest.mark.parametrize("body", ['version: 1\ntitle: "\\ud800"\n',
                                  'version: 1\n"\\udfff": 1\n'])
def test_lone_surrogates_in_yaml_are_400(fuzz_client, body):
    for path in ("/api/simulate", "/api/scenarios"):
        response = send(fuzz_client, "POST", path, data=body, content_type="application/yaml")
        assert "surrogate" in assert_clear(response, {400})["error"]["message"]
    page = send(fuzz_client, "POST", "/scenario", data={"scenario": body, "action": "run"})
    assert page.status_code == 400 and "surrogate" in page.get_data(as_text=True)


@pytest.mark.parametrize(("body", "status"), [
    ('{"main": "Kuriboh"}', 400),
    ('{"main": [1, 2, 3]}', 400),
    ('{"main": [null]}', 400),
    ('{"main": [], "extra": {}, "side": 5}', 400),
    ('{"main": [], "colour": "red"}', 400),
    ('{"main": [["nested"]]}', 400),
    ('{}', 400),
])
def test_malformed_decks_are_clear_errors(fuzz_client, body, status):
    response = send(fuzz_client, "POST", "/api/deck/check", data=body, content_type="application/json")
    assert_clear(response, {status, 422})


def test_unknown_card_names_are_422_naming_the_card(fuzz_client):
    scenario = {"version": 1, "state": {"players": {"A": {"hand": ["Blue-Eyes Ultimate Pizza"]}}},
                "actions": []}
    body = assert_clear(send(fuzz_client, "POST", "/api/simulate", json=scenario), {422})
    assert body["error"]["code"] == "unknown_card"
    assert "Blue-Eyes Ultimate Pizza" in body["error"]["message"]


def test_a_name_matching_two_cards_in_one_place_is_a_clear_answer(fuzz_client):
    scenario = {"version": 1,
                "state": {"turn": 3, "turn_player": "A", "phase": "main1", "players": {"A": {
                    "monsters": [{"card": "Kuriboh", "position": "attack"},
                                 {"card": "Kuriboh", "position": "defense"}]}}},
                "actions": [{"player": "A", "do": "change_position", "card": "Kuriboh", "to": "defense"}]}
    response = send(fuzz_client, "POST", "/api/simulate", json=scenario)
    error = assert_clear(response, {422})["error"]
    assert error["code"] == "ambiguous_card"
    assert "Kuriboh" in error["message"] and "id" in error["message"]


def test_an_alias_shared_by_two_cards_is_422_listing_both(fuzz_client):
    beast = {"kind": "monster", "monster_type": "normal", "level": 4, "atk": 1000, "def": 1000}
    scenario = {"version": 1,
                "cards": [{"name": "Alpha Beast", "names": {"es": "Bestia"}, **beast},
                          {"name": "Beta Beast", "names": {"it": "Bestia"}, **beast}],
                "state": {"turn": 1, "players": {"A": {"hand": ["Bestia"]}}}, "actions": []}
    error = assert_clear(send(fuzz_client, "POST", "/api/simulate", json=scenario), {422})["error"]
    assert error["code"] == "ambiguous_card"
    assert "Alpha Beast" in error["message"] and "Beta Beast" in error["message"]


def test_an_inline_card_with_the_name_of_a_library_card_is_a_clear_answer(fuzz_client):
    scenario = {"version": 1, "cards": [{"name": "Kuriboh", "kind": "monster", "monster_type": "normal",
                                         "level": 1, "atk": 300, "def": 200}],
                "state": {"players": {"A": {"hand": ["Kuriboh"]}}}, "actions": []}
    assert_clear(send(fuzz_client, "POST", "/api/simulate", json=scenario), {200, 400, 422})


# --- size and nesting -----------------------------------------------------------------

@pytest.mark.parametrize("path", ["/api/simulate", "/api/scenarios", "/api/ask", "/api/deck/check"])
def test_bodies_over_the_limit_are_413(fuzz_client, path):
    from judge.web import MAX_CONTENT_LENGTH

    filler = "x" * (MAX_CONTENT_LENGTH + 1)
    body = json.dumps({"version": 1, "title": filler})
    response = send(fuzz_client, "POST", path, data=body, content_type="application/json")
    assert_clear(response, {413})


def test_scenario_text_over_the_store_limit_is_413(fuzz_client):
    from judge.store import MAX_BODY
    from tests.test_api import HEAVY_STORM

    text = HEAVY_STORM + "# " + "x" * MAX_BODY + "\n"      # under the request limit
    response = send(fuzz_client, "POST", "/api/scenarios", data=text, content_type="application/yaml")
    assert "KiB" in assert_clear(response, {413})["error"]["message"]
    page = send(fuzz_client, "POST", "/scenario", data={"scenario": text, "action": "save"})
    assert page.status_code == 413
    assert page.mimetype == "text/html" and "KiB" in page.get_data(as_text=True)


@pytest.mark.parametrize("depth", [50, 1000, 50_000])
@pytest.mark.parametrize("path", ["/api/simulate", "/api/scenarios", "/api/ask", "/api/deck/check"])
def test_deeply_nested_json_is_refused_clearly(fuzz_client, path, depth):
    body = '{"version": 1, "title": ' + "[" * depth + "]" * depth + "}"
    response = send(fuzz_client, "POST", path, data=body, content_type="application/json")
    assert_clear(response, {400, 413, 422})


@pytest.mark.parametrize("depth", [50, 1000, 20_000])
def test_deeply_nested_yaml_is_refused_clearly(fuzz_client, depth):
    body = "version: 1\ntitle: " + "[" * depth + "]" * depth + "\n"
    response = send(fuzz_client, "POST", "/api/simulate", data=body, content_type="application/yaml")
    assert_clear(response, {400, 413, 422})


@pytest.mark.parametrize("last", ["version: 1\n", "version: 1\ntitle: *i\n",
                                  "version: 1\nstate: {players: {A: {hand: *i}}}\n"])
def test_yaml_alias_bomb_is_refused_quickly(fuzz_client, last):
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for i, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[i]
        lines.append(f"{name}: &{name} [{', '.join(['*' + prev] * 9)}]")
    body = "\n".join(lines) + "\n" + last
    response = send(fuzz_client, "POST", "/api/simulate", data=body, content_type="application/yaml")
    assert_clear(response, {400, 413, 422})


@pytest.mark.parametrize("body", ["&a [*a]", "version: 1\ntitle: &t [*t]\n",
                                  "version: 1\nstate: &s {players: {A: {hand: *s}}}\n"])
def test_yaml_that_contains_itself_is_refused(fuzz_client, body):
    response = send(fuzz_client, "POST", "/api/simulate", data=body, content_type="application/yaml")
    assert_clear(response, {400, 422})


def test_huge_lists_and_numbers_are_refused_clearly(fuzz_client):
    for scenario in (
        {"version": 1, "actions": [{"player": "A", "do": "pass"}] * 5000},
        {"version": 1, "state": {"players": {"A": {"hand": ["Kuriboh"] * 5000}}}},
        {"version": 1, "state": {"players": {"A": {"deck": 10**12}}}},
        {"version": 1, "state": {"players": {"A": {"lp": 10**400}}}},
        {"version": 1, "state": {"turn": 10**30}},
        {"version": 1, "state": {"players": {"A": {"hand": ["K" * 50_000]}}}},
    ):
        response = send(fuzz_client, "POST", "/api/simulate", json=scenario)
        assert_clear(response, {400, 413, 422})


# --- random path segments and query parameters ------------------------------------------

ROUTES_WITH_A_PARAMETER = ["/sections/{}", "/cards/{}", "/glossary/{}", "/s/{}", "/api/concepts/{}",
                           "/api/graph/{}", "/api/scenarios/{}", "/api/rulings/{}"]
LIST_PAGES = ["/", "/glossary", "/scenario", "/rulings", "/cards", "/sources", "/api/rulings",
              "/api/glossary", "/api/health"]


def test_random_path_segments_and_parameters_never_fail(fuzz_client):
    from urllib.parse import quote

    @settings(FUZZ, max_examples=40)
    @given(segment=st.text(min_size=1, max_size=60), route=st.sampled_from(ROUTES_WITH_A_PARAMETER),
           page=st.sampled_from(LIST_PAGES),
           params=st.dictionaries(st.sampled_from(["q", "lang", "qlang", "limit", "depth", "concept",
                                                   "card", "ruling", "x"]),
                                  st.text(max_size=30), max_size=3))
    def check(segment, route, page, params):
        for url, kwargs in ((route.format(quote(segment, safe="")), {}),
                            (page, {"query_string": params})):
            response = send(fuzz_client, "GET", url, **kwargs)
            assert response.status_code < 500, (url, kwargs, response.get_data(as_text=True)[:300])
            if url.startswith("/api/"):
                assert response.mimetype == "application/json"
            response.close()

    check()


# --- bounded input: YAML features, numbers, list lengths, answer sizes ------------------

YAML_PIECES = st.sampled_from([
    "&a [1, 2]", "*a", "{<<: *a}", "{<<: {x: 1}}", "!!timestamp 2001-12-14", "2001-13-45",
    "!!binary aGk=", "!!set {a}", "!!omap [{a: 1}]", "!!python/name:os.system", "0x" + "f" * 30,
    "9" * 25, "-9" * 3, "1_000", ".inf", "~", "yes", "2001-12-14 21:59:43.10 -5", "!!str 12",
    "[" * 40 + "]" * 40, "'text'", "Dark Hole",
])


def test_random_yaml_features_are_read_or_refused_quickly_and_clearly(fuzz_client):
    """Anchors, aliases, merge keys, tags, dates and huge numbers anywhere in a scenario:
    a 200 or a clear 400 in well under a second, never a 500."""
    @settings(FUZZ, max_examples=40)
    @given(pieces=st.lists(st.tuples(st.sampled_from(["title", "description", "rules", "x", "state"]),
                                     YAML_PIECES), min_size=1, max_size=6))
    def check(pieces):
        body = "version: 1\n" + "".join(f"{key}{i}: {value}\n" if key == "x" else f"{key}: {value}\n"
                                        for i, (key, value) in enumerate(pieces))
        start = time.monotonic()
        response = send(fuzz_client, "POST", "/api/simulate", data=body, content_type="application/yaml")
        assert time.monotonic() - start < 1.0
        assert_clear(response, {200, 400, 422})

    check()


def test_random_numbers_in_every_numeric_field_are_bounded(fuzz_client):
    """Any integer, however large, in ATK, DEF, effect amounts, LP, turns and counters:
    played, or a 400 naming the path, quickly."""
    big = st.one_of(st.integers(min_value=-10**6, max_value=2 * 10**6),
                    st.integers(min_value=-10**19, max_value=10**19))

    @settings(FUZZ, max_examples=40)
    @given(atk=big, defence=big, amount=big, lp=big, turn=big, counter=big)
    def check(atk, defence, amount, lp, turn, counter):
        scenario = {"version": 1, "cards": [{
            "name": "Fuzzed Monster", "kind": "monster", "monster_type": "effect", "level": 4,
            "atk": atk, "def": defence,
            "effects": [{"type": "continuous", "apply": [{"modify_atk": amount}]}]}],
            "state": {"turn": turn, "players": {"A": {"lp": lp, "monsters": [
                {"card": "Fuzzed Monster", "counters": {"c": counter}}]}}}}
        start = time.monotonic()
        body = assert_clear(send(fuzz_client, "POST", "/api/simulate", json=scenario), {200, 400, 422})
        assert time.monotonic() - start < 1.0
        if "error" in body and body["error"]["code"] == "bad_request":
            assert body["error"].get("details") or "turn" in body["error"]["message"]

    check()


def test_random_deck_sizes_are_checked_or_refused_quickly(fuzz_client, card_names):
    @settings(FUZZ, max_examples=30)
    @given(main=st.integers(0, 3000), extra=st.integers(0, 300), side=st.integers(0, 300),
           name=st.sampled_from(card_names))
    def check(main, extra, side, name):
        deck = {"main": [name] * main, "extra": [name] * extra, "side": [name] * side}
        start = time.monotonic()
        response = send(fuzz_client, "POST", "/api/deck/check", json=deck)
        assert time.monotonic() - start < 1.0
        assert_clear(response, {200, 400, 413})
        assert len(response.get_data()) < 20_000

    check()


def test_random_graph_neighbourhoods_stay_small(fuzz_client):
    from judge.graph import get_graph

    nodes = sorted(get_graph().nodes)

    @settings(FUZZ, max_examples=40)
    @given(node=st.sampled_from(nodes), depth=st.sampled_from(["1", "2", "3"]))
    def check(node, depth):
        from urllib.parse import quote

        response = send(fuzz_client, "GET", f"/api/graph/{quote(node, safe='')}?depth={depth}")
        body = assert_clear(response, {200, 404})
        if response.status_code == 200:
            assert len(body["nodes"]) <= 200 and len(body["edges"]) <= 1000
            assert len(response.get_data()) < 400_000

    check()


def test_random_bad_values_are_quoted_briefly(fuzz_client):
    @settings(FUZZ, max_examples=30)
    @given(size=st.integers(1, 60_000), where=st.sampled_from(["key", "hand", "title", "deck"]))
    def check(size, where):
        value = "Z" * size
        if where == "key":
            request = ("/api/simulate", {"version": 1, value: 1})
        elif where == "hand":
            request = ("/api/simulate", {"version": 1, "state": {"players": {"A": {"hand": [value]}}}})
        elif where == "title":
            request = ("/api/simulate", {"version": 1, "title": {"nested": value}})
        else:
            request = ("/api/deck/check", {"main": [value, [value]]})
        response = send(fuzz_client, "POST", request[0], json=request[1])
        assert_clear(response, {200, 400, 413, 422})
        if response.status_code != 200:
            assert len(response.get_data()) < 3_000

    check()
