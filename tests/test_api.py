"""The JSON API: live responses checked against the OpenAPI document, errors, storage."""

from __future__ import annotations

import json

import pytest
import yaml

from tests.openapi_check import validate

HEAVY_STORM = """
version: 1
title: "Heavy Storm chain (rulebook example)"
state:
  turn: 3
  turn_player: A
  phase: main1
  players:
    A:
      hand: ["Heavy Storm"]
      spell_trap:
        - {card: "Seven Tools of the Bandit", face: down, set_turn: 1}
    B:
      spell_trap:
        - {card: "Threatening Roar", face: down, set_turn: 2}
actions:
  - {player: A, do: activate, card: "Heavy Storm"}
  - {player: B, do: activate, card: "Threatening Roar"}
  - {player: A, do: activate, card: "Seven Tools of the Bandit"}
  - {player: B, do: pass}
expect:
  chains: [{resolved: ["Seven Tools of the Bandit", "Threatening Roar", "Heavy Storm"],
            negated: ["Threatening Roar"]}]
  lp: {A: 7000, B: 8000}
"""


@pytest.fixture(scope="module")
def document(built):
    from judge.web import create_app

    return create_app({"TESTING": True}).test_client().get("/api/openapi.json").get_json()


def test_openapi_document_is_served_and_lists_the_spec_endpoints(document):
    assert document["openapi"].startswith("3.1")
    for path in ("/api/health", "/api/ask", "/api/glossary", "/api/concepts/{concept_id}",
                 "/api/simulate", "/api/rulings", "/api/rulings/{ruling_id}", "/api/scenarios",
                 "/api/scenarios/{scenario_id}", "/api/deck/check", "/api/graph/{node_id}"):
        assert path in document["paths"]


def test_health_fits_the_document(client, document):
    response = client.get("/api/health")
    validate(document, "/api/health", "get", 200, response.get_json())


def test_simulate_yaml_plays_the_heavy_storm_chain(client, document):
    response = client.post("/api/simulate", data=HEAVY_STORM, content_type="application/yaml")
    assert response.status_code == 200, response.get_data(as_text=True)
    body = response.get_json()
    validate(document, "/api/simulate", "post", 200, body)
    assert body["ok"] is True
    assert body["outcome"]["lp"] == {"A": 7000, "B": 8000}
    assert body["expect"]["passed"] is True, body["expect"]


def test_simulate_json_gives_the_same_result(client):
    data = yaml.safe_load(HEAVY_STORM)
    as_json = client.post("/api/simulate", json=data).get_json()
    as_yaml = client.post("/api/simulate", data=HEAVY_STORM, content_type="application/yaml").get_json()
    assert as_json["outcome"] == as_yaml["outcome"]


def test_simulate_names_the_path_of_a_wrong_type(client, document):
    data = yaml.safe_load(HEAVY_STORM)
    data["state"]["players"]["A"]["lp"] = "lots"
    response = client.post("/api/simulate", json=data)
    assert response.status_code == 400
    body = response.get_json()
    validate(document, "/api/simulate", "post", 400, body)
    assert any("state.players.A.lp" in d["path"] for d in body["error"]["details"])


def test_simulate_rejects_unknown_keys(client):
    data = yaml.safe_load(HEAVY_STORM)
    data["surprise"] = 1
    response = client.post("/api/simulate", json=data)
    assert response.status_code == 400
    assert "surprise" in json.dumps(response.get_json())


def test_simulate_unknown_card_is_422(client, document):
    data = yaml.safe_load(HEAVY_STORM)
    data["state"]["players"]["A"]["hand"] = ["A Card That Exists Nowhere"]
    response = client.post("/api/simulate", json=data)
    assert response.status_code == 422
    validate(document, "/api/simulate", "post", 422, response.get_json())


@pytest.mark.parametrize("body, content_type, status", [
    ("{not json", "application/json", 400),
    ("state: [unclosed", "application/yaml", 400),
    ("", "application/json", 400),
    ("version: 1", "text/plain", 415),
    ("- just\n- a list\n", "application/yaml", 400),
])
def test_simulate_bad_bodies_are_clear_errors(client, document, body, content_type, status):
    response = client.post("/api/simulate", data=body, content_type=content_type)
    assert response.status_code == status
    validate(document, "/api/simulate", "post", status, response.get_json())


def test_too_large_body_is_413(client):
    response = client.post("/api/simulate", data="x" * (300 * 1024), content_type="application/yaml")
    assert response.status_code == 413
    assert response.get_json()["error"]["code"] == "payload_too_large"


def test_save_and_get_a_scenario(client, document):
    response = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml")
    assert response.status_code == 201
    saved = response.get_json()
    validate(document, "/api/scenarios", "post", 201, saved)
    assert saved["url"] == f"/s/{saved['id']}"
    again = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml").get_json()
    assert again["id"] == saved["id"]
    fetched = client.get(f"/api/scenarios/{saved['id']}")
    assert fetched.status_code == 200
    validate(document, "/api/scenarios/{scenario_id}", "get", 200, fetched.get_json())
    assert fetched.get_json()["body"] == HEAVY_STORM
    missing = client.get("/api/scenarios/doesnotexist")
    assert missing.status_code == 404
    validate(document, "/api/scenarios/{scenario_id}", "get", 404, missing.get_json())


def test_a_scenario_the_engine_cannot_read_is_not_saved(client):
    response = client.post("/api/scenarios", json={"version": 1, "bogus": True})
    assert response.status_code == 400


def test_rulings_list_and_detail(client, document):
    listing = client.get("/api/rulings")
    assert listing.status_code == 200
    body = listing.get_json()
    validate(document, "/api/rulings", "get", 200, body)
    assert body["count"] >= 60
    first = body["rulings"][0]
    detail = client.get(f"/api/rulings/{first['id']}")
    validate(document, "/api/rulings/{ruling_id}", "get", 200, detail.get_json())
    assert client.get("/api/rulings/nope").status_code == 404


def test_rulings_filter_by_concept(client):
    everything = client.get("/api/rulings").get_json()["rulings"]
    concept = everything[0]["concepts"][0]
    filtered = client.get(f"/api/rulings?concept={concept}").get_json()["rulings"]
    assert filtered and all(concept in r["concepts"] for r in filtered)
    assert len(filtered) <= len(everything)


def test_deck_check(client, document):
    deck = {"main": ["Pot of Greed"] * 4 + ["Dark Hole"] * 3, "extra": [], "side": []}
    response = client.post("/api/deck/check", json=deck)
    assert response.status_code == 200
    body = response.get_json()
    validate(document, "/api/deck/check", "post", 200, body)
    assert body["legal"] is False
    rules = {v["rule"] for v in body["violations"]}
    assert "deck-size" in rules and "copies" in rules
    assert client.post("/api/deck/check", json=["not", "a", "deck"]).status_code == 400


def test_security_headers(client):
    response = client.get("/api/health")
    assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
    assert "unsafe-inline" not in response.headers["Content-Security-Policy"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_rate_limit_gives_429_with_retry_after(built):
    from judge.web import create_app

    client = create_app({"TESTING": True, "RATELIMIT_DEFAULT": "3 per minute"}).test_client()
    statuses = [client.get("/api/health").status_code for _ in range(4)]
    assert statuses == [200, 200, 200, 429]
    limited = client.get("/api/health")
    assert limited.get_json()["error"]["code"] == "rate_limited"
    assert int(limited.headers["Retry-After"]) > 0


def test_scenario_limits_are_clear_errors(client, document):
    data = yaml.safe_load(HEAVY_STORM)
    data["state"]["players"]["B"]["deck"] = 10**12
    response = client.post("/api/simulate", json=data)
    assert response.status_code == 400
    validate(document, "/api/simulate", "post", 400, response.get_json())
    assert any(d["path"].startswith("state.players.B.deck") for d in response.get_json()["error"]["details"])
    data = yaml.safe_load(HEAVY_STORM)
    data["actions"] = [{"player": "A", "do": "pass"}] * 1000
    response = client.post("/api/simulate", json=data)
    assert response.status_code == 400
    assert any(d["path"] == "actions" for d in response.get_json()["error"]["details"])


def test_a_different_text_of_the_same_scenario_gets_its_own_permalink(client):
    first = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml").get_json()
    commented = HEAVY_STORM + "# my notes on this chain\n"
    second = client.post("/api/scenarios", data=commented, content_type="application/yaml").get_json()
    assert first["id"] != second["id"]
    assert client.get(f"/api/scenarios/{first['id']}").get_json()["body"] == HEAVY_STORM
    assert client.get(f"/api/scenarios/{second['id']}").get_json()["body"] == commented
