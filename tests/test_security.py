"""Security of the web app and the API: user text is escaped on every page that echoes
it, security headers everywhere, no debug pages or stack traces, YAML is loaded
safely, no path from user input to the filesystem, bodies over the limit are 413.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]

#: Markup that would run (or break out of an attribute) if a page printed it raw.
PAYLOAD = "\"'><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)>"
RAW_MARKERS = ("<script>alert(1)", "<img src=x", "<svg onload", "\"'><")


def assert_escaped(html: str) -> None:
    for marker in RAW_MARKERS:
        assert marker not in html, f"unescaped user text {marker!r} in the page"


@pytest.fixture()
def prod_client(built):
    """The app as ``judge serve`` builds it: no TESTING, no DEBUG; limits off for speed."""
    from judge.web import create_app

    app = create_app({"RATELIMIT_ENABLED": False})
    assert not app.debug and not app.testing
    return app.test_client()


# --- escaping -------------------------------------------------------------------------

@pytest.mark.parametrize("url", [
    "/?q={p}", "/?q={p}&qlang={p}", "/glossary?q={p}", "/rulings?concept={p}&card={p}",
    "/sections/{p}", "/cards/{p}", "/glossary/{p}", "/s/{p}", "/scenario?ruling={p}",
    "/sources?lang={p}", "/cards?lang={p}",
])
def test_pages_escape_text_from_the_url(prod_client, url):
    from urllib.parse import quote

    response = prod_client.get(url.format(p=quote(PAYLOAD, safe="")))
    assert response.status_code in (200, 400, 404)
    html = response.get_data(as_text=True)
    assert_escaped(html)
    if response.status_code == 200 and "q=" in url:
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html or "&lt;script&gt;" in html


def test_language_cookie_and_header_cannot_inject_into_pages_or_headers(prod_client):
    prod_client.set_cookie("judge_lang", PAYLOAD.replace(";", "").replace('"', ""))
    response = prod_client.get("/glossary", headers={"Accept-Language": "<script>alert(1)</script>;q=1, xx"})
    assert response.status_code == 200
    assert response.headers["Content-Language"] in ("es", "it", "pt", "en")
    assert_escaped(response.get_data(as_text=True))


@pytest.mark.parametrize("scenario", [
    # the title and an inline card name reach the page and the board picture
    (f"version: 1\ntitle: {json.dumps(PAYLOAD)}\n"
     f"cards:\n  - {{name: {json.dumps(PAYLOAD)}, kind: monster, monster_type: normal,"
     " level: 4, atk: 1, def: 1}\n"
     "state:\n  turn: 1\n  players:\n    A:\n"
     f"      monsters: [{{card: {json.dumps(PAYLOAD)}, position: attack}}]\n"
     "actions: []\n"),
    # an unknown card name is echoed in the error
    f"version: 1\nstate: {{players: {{A: {{hand: [{json.dumps(PAYLOAD)}]}}}}}}\nactions: []\n",
    # an unknown key is echoed in the error
    f"version: 1\n{json.dumps(PAYLOAD)}: 1\n",
    # malformed YAML is echoed back into the editor
    f"version: 1\nstate: [{PAYLOAD}\n",
    # plain text
    PAYLOAD,
])
@pytest.mark.parametrize("action", ["run", "save"])
def test_scenario_editor_escapes_the_posted_text_and_its_errors(prod_client, scenario, action):
    response = prod_client.post("/scenario", data={"scenario": scenario, "action": action},
                                follow_redirects=True)
    assert response.status_code in (200, 400)
    html = response.get_data(as_text=True)
    assert_escaped(html)
    assert "&lt;script&gt;" in html or "&#34;&#39;&gt;&lt;script" in html


def test_saved_scenario_page_escapes_what_was_saved(prod_client):
    from tests.test_api import HEAVY_STORM

    text = HEAVY_STORM.replace('title: "Heavy Storm chain (rulebook example)"',
                               f"title: {json.dumps(PAYLOAD)}")
    saved = prod_client.post("/api/scenarios", data=text, content_type="application/yaml")
    assert saved.status_code == 201
    page = prod_client.get(saved.get_json()["url"])
    assert page.status_code == 200
    assert_escaped(page.get_data(as_text=True))


def test_api_answers_are_json_and_echo_text_only_inside_json(prod_client):
    response = prod_client.get(f"/api/scenarios/{PAYLOAD}")
    assert response.status_code == 404
    assert response.mimetype == "application/json"
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.get_json()["error"]["code"] == "not_found"


# --- headers --------------------------------------------------------------------------

@pytest.mark.parametrize(("method", "url", "kwargs"), [
    ("GET", "/", {}), ("GET", "/glossary?q=cementerio", {}), ("GET", "/scenario", {}),
    ("GET", "/rulings", {}), ("GET", "/cards", {}), ("GET", "/sources", {}),
    ("GET", "/sections/000:1", {}), ("GET", "/no/such/page", {}), ("GET", "/static/judge.css", {}),
    ("GET", "/api/health", {}), ("GET", "/api/openapi.json", {}), ("GET", "/api/no-such", {}),
    ("POST", "/api/simulate", {"data": "{", "content_type": "application/json"}),
    ("POST", "/api/ask", {"data": "x", "content_type": "text/plain"}),
    ("DELETE", "/api/health", {}),
])
def test_security_headers_on_pages_api_errors_and_static_files(prod_client, method, url, kwargs):
    response = prod_client.open(url, method=method, **kwargs)
    response.close()
    csp = response.headers.get("Content-Security-Policy", "")
    directives = {part.split()[0]: part.split()[1:] for part in csp.split(";") if part.strip()}
    assert "'unsafe-inline'" not in csp and "'unsafe-eval'" not in csp
    assert directives.get("frame-ancestors") == ["'none'"]
    assert directives.get("script-src") == ["'self'"]
    assert directives.get("object-src") == ["'none'"]
    assert response.headers.get("X-Content-Type-Options") == "nosniff"
    assert response.headers.get("X-Frame-Options") == "DENY"
    assert "Server" not in response.headers or "Werkzeug" not in response.headers.get("Server", "")


def test_pages_carry_no_inline_script_or_event_handler(prod_client):
    import re

    for url in ("/", "/glossary?q=cementerio", "/scenario", "/rulings", "/cards", "/sources"):
        html = prod_client.get(url).get_data(as_text=True)
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), url
        assert not re.search(r"\son[a-z]+\s*=", html), url
        assert "javascript:" not in html.lower(), url


# --- no debug, no stack traces ----------------------------------------------------------

def test_an_unexpected_error_is_a_json_500_with_a_request_id_and_no_traceback(built, caplog):
    from judge.web import create_app

    app = create_app({"RATELIMIT_ENABLED": False})
    assert not app.debug

    @app.get("/api/test-internal-error")
    def failing():  # noqa: ANN202
        raise RuntimeError("secret internal detail /etc/judge.conf")

    with caplog.at_level(logging.ERROR, logger="judge.web"):
        response = app.test_client().get("/api/test-internal-error",
                                         headers={"Accept": "text/html"})
    assert response.status_code == 500
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["error"]["code"] == "internal_error"
    request_id = body["error"]["details"][0]["message"]
    assert len(request_id) >= 8 and request_id in body["error"]["message"]
    text = response.get_data(as_text=True)
    for leak in ("Traceback", "secret internal detail", "/etc/judge.conf", "RuntimeError", ".py"):
        assert leak not in text
    # the log has what the body hides, under the same request id
    logged = "\n".join(r.getMessage() + (r.exc_text or "") for r in caplog.records)
    assert request_id in logged
    assert any(r.exc_info and r.exc_info[0] is RuntimeError for r in caplog.records)


def test_flask_debug_in_the_environment_does_not_show_tracebacks(built, monkeypatch):
    from judge.web import create_app

    monkeypatch.setenv("FLASK_DEBUG", "1")
    app = create_app({"RATELIMIT_ENABLED": False})

    @app.get("/test-internal-error")
    def failing():  # noqa: ANN202
        raise ValueError("secret internal detail")

    response = app.test_client().get("/test-internal-error")
    assert response.status_code == 500
    assert "Traceback" not in response.get_data(as_text=True)
    assert "secret internal detail" not in response.get_data(as_text=True)


def test_the_server_command_runs_gunicorn_not_the_debug_server():
    source = (ROOT / "judge" / "commands" / "server.py").read_text(encoding="utf-8")
    assert "gunicorn" in source
    assert ".run(debug" not in source and "debug=True" not in source


# --- YAML -----------------------------------------------------------------------------

@pytest.mark.parametrize("tag", [
    "!!python/object/apply:os.system [\"touch {marker}\"]",
    "!!python/object/new:subprocess.check_output [[\"touch\", \"{marker}\"]]",
    "!!python/object:os.system {{}}",
    "!!python/name:os.system",
    "!!python/module:os",
])
def test_python_yaml_tags_are_refused_and_never_run(prod_client, tmp_path, tag):
    marker = tmp_path / "ran"
    body = f"version: 1\ntitle: {tag.format(marker=marker)}\n"
    response = prod_client.post("/api/simulate", data=body, content_type="application/yaml")
    assert response.status_code == 400
    assert response.get_json()["error"]["code"] == "bad_request"
    saved = prod_client.post("/api/scenarios", data=body, content_type="application/yaml")
    assert saved.status_code == 400
    page = prod_client.post("/scenario", data={"scenario": body, "action": "save"})
    assert page.status_code == 400
    assert not marker.exists()


# --- paths ----------------------------------------------------------------------------

SECRETS = ("root:x:0:", "[project]", "[build-system]", "def create_app", "PRIVATE KEY")


@pytest.mark.parametrize("url", [
    "/sections/..%2F..%2Fpyproject.toml", "/sections/../../pyproject.toml", "/sections/..",
    "/static/../pyproject.toml", "/static/..%2F..%2F..%2Fpyproject.toml",
    "/static/%2e%2e/%2e%2e/%2e%2e/pyproject.toml", "/static/....//....//pyproject.toml",
    "/static//etc/passwd", "/static/..\\..\\..\\pyproject.toml",
    "/cards/../../etc/passwd", "/cards/..%2F..%2Fetc%2Fpasswd", "/cards/%2Fetc%2Fpasswd",
    "/glossary/..%2F..%2Fpyproject.toml", "/glossary/../../etc/passwd",
    "/s/../", "/s/..%2F..%2Fpyproject.toml", "/s/..%2Fscenarios.sqlite",
    "/api/graph/../../", "/api/graph/..%2F..%2Fetc%2Fpasswd", "/api/graph/../../../etc/passwd",
    "/api/graph//etc/passwd", "/api/concepts/..%2F..%2Fpyproject.toml",
    "/api/scenarios/..%2Fscenarios.sqlite", "/api/scenarios/../../etc/passwd",
    "/api/rulings/..%2F..%2Fpyproject.toml", "/scenario?ruling=../../pyproject.toml",
    "/api/rulings?concept=../../etc/passwd&card=../../pyproject.toml",
])
def test_no_path_from_user_input_reaches_the_filesystem(prod_client, url):
    response = prod_client.get(url, follow_redirects=True)
    assert response.status_code in (200, 400, 404), (url, response.status_code)
    text = response.get_data(as_text=True)
    response.close()
    for secret in SECRETS:
        assert secret not in text, (url, secret)
    if url.startswith("/api/"):
        assert response.mimetype == "application/json"


@pytest.mark.parametrize("url", ["//evil.example/", "//evil.example/%2e%2e", "/api/graph//evil.example",
                                 "/static//evil.example/x.js"])
def test_redirects_never_leave_the_site(prod_client, url):
    from urllib.parse import urlsplit

    response = prod_client.get(url)
    response.close()
    location = response.headers.get("Location")
    if location:
        assert urlsplit(location).netloc in ("", "localhost"), location


def test_static_files_are_served_only_from_the_static_folder(prod_client):
    css = prod_client.get("/static/judge.css")
    assert css.status_code == 200
    css.close()
    response = prod_client.get("/static/../__init__.py")
    assert response.status_code == 404
    assert "create_app" not in response.get_data(as_text=True)


# --- sizes ----------------------------------------------------------------------------

def test_bodies_over_the_limit_are_413_on_the_api_and_the_editor(prod_client):
    from judge.web import MAX_CONTENT_LENGTH

    big = "x" * (MAX_CONTENT_LENGTH + 1)
    for path in ("/api/simulate", "/api/scenarios", "/api/ask", "/api/deck/check"):
        response = prod_client.post(path, data=big, content_type="application/json")
        assert response.status_code == 413, path
        assert response.get_json()["error"]["code"] == "payload_too_large"
    page = prod_client.post("/scenario", data={"scenario": big, "action": "run"})
    assert page.status_code == 413
    assert "x" * 1000 not in page.get_data(as_text=True)


def test_long_query_strings_do_not_break_the_pages(prod_client):
    for url in ("/?q=" + "a" * 5000, "/glossary?q=" + "b" * 5000, "/api/glossary?q=" + "c" * 5000):
        response = prod_client.get(url)
        assert response.status_code in (200, 400, 413, 414), url


# --- bounded YAML, numbers and lists --------------------------------------------------------

def merge_key_bomb(levels: int = 24) -> str:
    """About 700 bytes whose merge keys double the values at each level: 2**24 of them
    once expanded."""
    lines = ["a0: &a0 {x: 1}"] + [f"a{i}: &a{i} {{<<: [*a{i - 1}, *a{i - 1}]}}" for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def test_a_merge_key_bomb_is_refused_before_anything_is_built(prod_client):
    import time

    body = merge_key_bomb()
    assert len(body) < 800
    for path in ("/api/simulate", "/api/scenarios"):
        start = time.monotonic()
        response = prod_client.post(path, data=body, content_type="application/yaml")
        assert time.monotonic() - start < 1.0, path
        assert response.status_code == 400, path
        assert "alias *a0 is not accepted" in response.get_json()["error"]["message"]
    start = time.monotonic()
    page = prod_client.post("/scenario", data={"scenario": body, "action": "save"})
    assert time.monotonic() - start < 1.0
    assert page.status_code == 400 and "alias" in page.get_data(as_text=True)


@pytest.mark.parametrize(("body", "says"), [
    ("version: 1\ntitle: {<<: {a: 1}}\n", "merge keys (<<) are not accepted"),
    ("version: 1\ntitle: !!timestamp 2001-12-14\n", "timestamp"),
    ("version: 1\ntitle: !!binary aGVsbG8=\n", "binary"),
    ("version: 1\ntitle: !!set {a, b}\n", "set"),
    ("version: 1\nstate: {turn: " + "9" * 5000 + "}\n", "more than 20 digits"),
    ("version: 1\nstate: {turn: " + "1" * 21 + "}\n", "more than 20 digits"),
])
def test_yaml_beyond_text_numbers_booleans_and_null_is_refused(prod_client, body, says):
    response = prod_client.post("/api/simulate", data=body, content_type="application/yaml")
    assert response.status_code == 400
    assert says in response.get_json()["error"]["message"]


def test_a_date_like_title_is_text_not_a_timestamp(prod_client):
    for title in ("2001-13-45", "2001-12-14", "2001-12-14 21:59:43.10 -5"):
        response = prod_client.post("/api/scenarios", data=f"version: 1\ntitle: {title}\n",
                                    content_type="application/yaml")
        assert response.status_code == 201, (title, response.get_data(as_text=True))
        saved = prod_client.get(f"/api/scenarios/{response.get_json()['id']}").get_json()
        assert saved["scenario"]["title"] == title


def test_a_huge_json_integer_is_refused_naming_its_size(prod_client):
    body = '{"version": 1, "state": {"turn": ' + "9" * 4000 + "}}"
    response = prod_client.post("/api/simulate", data=body, content_type="application/json")
    assert response.status_code == 400
    assert "4000 digits" in response.get_json()["error"]["message"]
    assert len(response.get_data()) < 500


CARD = {"name": "Bounded Monster", "kind": "monster", "monster_type": "normal", "level": 4,
        "atk": 1000, "def": 1000}


@pytest.mark.parametrize(("change", "path"), [
    ({"cards": [{**CARD, "atk": 1_000_001}]}, "cards.0.atk"),
    ({"cards": [{**CARD, "def": 10**18}]}, "cards.0.def"),
    ({"cards": [{**CARD, "effects": [{"type": "continuous", "apply": [{"modify_atk": 10**15}]}]}]},
     "cards.0.effects.0.apply.0.modify_atk"),
    ({"cards": [{**CARD, "effects": [{"type": "ignition", "do": [{"damage": {"amount": 10**7}}]}]}]},
     "cards.0.effects.0.do.0.damage.amount"),
    ({"state": {"players": {"A": {"lp": 10**10}}}}, "state.players.A.lp"),
    ({"state": {"players": {"A": {"monsters": [{"card": "Kuriboh", "counters": {"x": 10**9}}]}}}},
     "state.players.A.monsters.0.counters.x"),
])
def test_numbers_of_the_scenario_are_bounded_with_a_400_naming_the_path(prod_client, change, path):
    import time

    scenario = {"version": 1, **change}
    start = time.monotonic()
    response = prod_client.post("/api/simulate", json=scenario)
    assert time.monotonic() - start < 1.0
    assert response.status_code == 400, response.get_data(as_text=True)
    paths = [d["path"] for d in response.get_json()["error"].get("details", [])]
    assert any(p == path or p.startswith(path) for p in paths), paths


def test_the_largest_accepted_atk_plays_and_prints(prod_client):
    scenario = {"version": 1, "cards": [{**CARD, "atk": 1_000_000, "effects": [
        {"type": "continuous", "apply": [{"modify_atk": 1_000_000}]}]}],
        "state": {"turn": 3, "turn_player": "A", "phase": "battle", "step": "battle",
                  "players": {"A": {"monsters": [{"card": "Bounded Monster", "id": "m"}]}}},
        "actions": [{"player": "A", "do": "attack", "attacker": "m", "target": None}]}
    response = prod_client.post("/api/simulate", json=scenario)
    assert response.status_code == 200, response.get_data(as_text=True)[:300]


# --- bounded work and bounded answers ------------------------------------------------------

def test_a_deck_check_takes_at_most_the_legal_sizes_and_a_margin(prod_client):
    import time

    from judge.engine.deck import PART_LIMITS

    start = time.monotonic()
    response = prod_client.post("/api/deck/check", json={"main": ["Dark Hole"] * 14_000})
    assert time.monotonic() - start < 1.0
    assert response.status_code == 400
    assert "14000 cards" in response.get_json()["error"]["message"]
    # an oversized deck within the margin is still checked, and told it is too large
    response = prod_client.post("/api/deck/check", json={"main": ["Dark Hole"] * PART_LIMITS["main"]})
    assert response.status_code == 200
    assert any(v["rule"] == "deck-size" for v in response.get_json()["violations"])


def test_graph_answers_are_capped_in_depth_and_size(prod_client):
    from judge.graph.lookup import MAX_NEIGHBOURHOOD_EDGES, MAX_NEIGHBOURHOOD_NODES

    response = prod_client.get("/api/graph/concept:graveyard?depth=3")
    assert response.status_code == 200
    body = response.get_json()
    assert len(body["nodes"]) <= MAX_NEIGHBOURHOOD_NODES
    assert len(body["edges"]) <= MAX_NEIGHBOURHOOD_EDGES
    assert body["truncated"] is True
    assert len(response.get_data()) < 400_000
    assert prod_client.get("/api/graph/concept:graveyard?depth=4").status_code == 400
    # a concept's own neighbours fit (the Graveyard's, linked to 88 rulings, now pass the cap)
    assert prod_client.get("/api/graph/concept:tribute?depth=1").get_json()["truncated"] is False


def test_an_error_quotes_at_most_a_short_part_of_the_bad_value(prod_client):
    hand = [f"Dark Hole {i}" for i in range(10_000)]
    response = prod_client.post("/api/simulate",
                                json={"version": 1, "state": {"players": {"A": {"hand": hand}}}})
    assert response.status_code == 400
    assert len(response.get_data()) < 2_000
    assert "10000" in response.get_data(as_text=True)
    response = prod_client.post("/api/simulate", json={"version": 1, "x" * 100_000: 1})
    assert response.status_code == 400 and len(response.get_data()) < 2_000
    response = prod_client.post("/api/deck/check", json={"main": [["x" * 100_000]]})
    assert response.status_code == 400 and len(response.get_data()) < 2_000


# --- saved scenarios when the disk says no ---------------------------------------------------

def _mount_tmpfs(path: Path, size: str) -> None:
    import subprocess

    path.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0777", "tmpfs", str(path)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip() or 'mount failed'}); "
                    "the read-only and full-disk tests need one (run as root)")


def _umount(path: Path) -> None:
    import subprocess

    subprocess.run(["umount", "-l", str(path)], capture_output=True)


@pytest.fixture()
def small_disk(tmp_path):
    """A real file system of its own (tmpfs, 2 MiB) for the store, unmounted afterwards."""
    import os

    if os.geteuid() != 0:
        pytest.skip("mounting a file system of its own needs root")
    mount = tmp_path / "disk"
    _mount_tmpfs(mount, "2m")
    yield mount
    _umount(mount)


def _store_client(built, path: Path):
    from judge.web import create_app

    app = create_app({"RATELIMIT_ENABLED": False, "DATABASE_URL": f"sqlite:///{path}/scenarios.sqlite"})
    return app.test_client()


def test_saved_scenarios_are_read_from_a_read_only_data_directory(built, small_disk):
    import subprocess

    from tests.test_api import HEAVY_STORM

    client = _store_client(built, small_disk)
    saved = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml")
    assert saved.status_code == 201
    scenario_id = saved.get_json()["id"]
    before = sorted(p.name for p in small_disk.iterdir())
    assert subprocess.run(["mount", "-o", "remount,ro", str(small_disk)]).returncode == 0

    client = _store_client(built, small_disk)      # a fresh process's view of it
    got = client.get(f"/api/scenarios/{scenario_id}")
    assert got.status_code == 200 and got.get_json()["body"] == HEAVY_STORM
    assert client.get(f"/s/{scenario_id}").status_code == 200
    assert client.get("/api/scenarios/nosuchid").status_code == 404
    health = client.get("/api/health").get_json()
    assert health["status"] == "ok" and health["store"]["status"] == "read_only"
    refused = client.post("/api/scenarios", data=HEAVY_STORM.replace("rulebook", "other"),
                          content_type="application/yaml")
    assert refused.status_code == 503
    assert refused.mimetype == "application/json"
    assert refused.get_json()["error"]["code"] == "store_unavailable"
    assert "read-only" in refused.get_json()["error"]["message"]
    page = client.post("/scenario", data={"scenario": HEAVY_STORM.replace("rulebook", "page"),
                                          "action": "save"})
    assert page.status_code == 503
    assert sorted(p.name for p in small_disk.iterdir()) == before


def test_a_save_on_a_full_disk_is_a_503_and_loses_nothing_saved(built, small_disk):
    from tests.test_api import HEAVY_STORM

    client = _store_client(built, small_disk)
    first = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml")
    assert first.status_code == 201
    with open(small_disk / "filler", "wb") as filler:     # fill the disk to its last byte
        try:
            while True:
                filler.write(b"\0" * 65536)
                filler.flush()
        except OSError:
            pass
    statuses = []
    for i in range(40):
        text = HEAVY_STORM.replace("rulebook example", f"full disk {i} " + "x" * 4000)
        response = client.post("/api/scenarios", data=text, content_type="application/yaml")
        statuses.append(response.status_code)
        if response.status_code == 503:
            body = response.get_json()
            assert body["error"]["code"] == "store_unavailable"
            assert "full" in body["error"]["message"] or "cannot be written" in body["error"]["message"]
            break
    assert statuses[-1] == 503, statuses
    assert set(statuses) <= {201, 503}
    assert client.get("/api/health").get_json()["store"]["status"] in ("full", "unavailable")
    got = client.get(f"/api/scenarios/{first.get_json()['id']}")
    assert got.status_code == 200 and got.get_json()["body"] == HEAVY_STORM


# --- rate limits, OPTIONS, links -----------------------------------------------------------------

def _limited_client(built, **config):
    from judge.web import create_app

    app = create_app({"RATELIMIT_ENABLED": True, "RATELIMIT_STORAGE_URI": "memory://", **config})
    return app.test_client()


def test_rate_limits_count_per_client_across_routes(built):
    client = _limited_client(built, RATELIMIT_APPLICATION="6 per minute")
    urls = ["/api/health", "/api/glossary?q=cementerio", "/api/rulings", "/", "/api/openapi.json",
            "/glossary"]
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        assert "Retry-After" not in response.headers, url
    for url in ("/api/health", "/api/concepts/graveyard", "/cards"):
        response = client.get(url)
        assert response.status_code == 429, url
        assert 1 <= int(response.headers["Retry-After"]) <= 60
    # another client address has its own budget
    other = client.get("/api/health", environ_base={"REMOTE_ADDR": "10.9.8.7"})
    assert other.status_code == 200


def test_expensive_routes_share_a_tighter_budget(built):
    client = _limited_client(built, RATELIMIT_APPLICATION="100 per minute",
                             RATELIMIT_EXPENSIVE="3 per minute")
    from tests.test_api import HEAVY_STORM

    statuses = [client.post("/api/simulate", data=HEAVY_STORM, content_type="application/yaml").status_code,
                client.post("/api/ask", json={"question": "¿Qué es una cadena?"}).status_code,
                client.post("/api/deck/check", json={"main": ["Dark Hole"] * 40}).status_code]
    assert statuses == [200, 200, 200]
    refused = client.post("/api/simulate", data=HEAVY_STORM, content_type="application/yaml")
    assert refused.status_code == 429
    assert refused.get_json()["error"]["code"] == "rate_limited"
    assert int(refused.headers["Retry-After"]) >= 1
    page = client.post("/scenario", data={"scenario": HEAVY_STORM, "action": "run"})
    assert page.status_code == 429 and "Retry-After" in page.headers
    health = client.get("/api/health")
    assert health.status_code == 200 and "Retry-After" not in health.headers


def test_options_is_answered_with_the_allowed_methods(prod_client):
    for url, methods in (("/api/simulate", {"POST", "OPTIONS"}), ("/api/health", {"GET", "HEAD", "OPTIONS"}),
                         ("/scenario", {"GET", "HEAD", "POST", "OPTIONS"})):
        response = prod_client.open(url, method="OPTIONS")
        assert response.status_code == 204, url
        assert set(response.headers["Allow"].replace(" ", "").split(",")) == methods
        assert response.get_data() == b""
        assert "frame-ancestors 'none'" in response.headers["Content-Security-Policy"]
        assert "Access-Control-Allow-Origin" not in response.headers
    missing = prod_client.open("/api/no-such", method="OPTIONS")
    assert missing.status_code == 404 and missing.mimetype == "application/json"


def test_absolute_links_come_from_configuration_never_from_the_host_header(built):
    from judge.web import create_app
    from tests.test_api import HEAVY_STORM

    for public, expected in (("", None), ("https://judge.example.org", "https://judge.example.org/s/")):
        app = create_app({"RATELIMIT_ENABLED": False, "PUBLIC_URL": public})
        client = app.test_client()
        response = client.post("/scenario", data={"scenario": HEAVY_STORM, "action": "save"},
                               headers={"Host": "evil.example"}, follow_redirects=True)
        assert response.status_code == 200
        html = response.get_data(as_text=True)
        assert "evil.example" not in html
        if expected:
            assert expected in html
        saved = client.post("/api/scenarios", data=HEAVY_STORM, content_type="application/yaml",
                            headers={"Host": "evil.example"})
        assert "evil.example" not in saved.headers["Location"]
        assert "evil.example" not in saved.get_data(as_text=True)


# --- the production server ------------------------------------------------------------

@pytest.fixture(scope="module")
def live_home(tmp_path_factory):
    """The home directory the live server runs with (to see what it leaves there)."""
    return tmp_path_factory.mktemp("security-home")


@pytest.fixture(scope="module")
def live_port(built, data_dir, tmp_path_factory, live_home):
    """``judge serve`` (gunicorn) on a free port with its defaults: paths reach it exactly as sent."""
    from tests.test_durability import Server, _free_port

    server = Server(Path(data_dir), _free_port(), tmp_path_factory.mktemp("security-logs") / "server.log",
                    rate_limit=None, env={"HOME": str(live_home)})
    server.start()
    yield server.port
    server.stop()


def _raw_get(port: int, path: str) -> tuple[int, dict[str, str], str]:
    import http.client

    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
    try:
        conn.putrequest("GET", path, skip_accept_encoding=True)   # sent as is, not normalised
        conn.endheaders()
        response = conn.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode("utf-8", "replace")
    finally:
        conn.close()


def test_the_production_server_keeps_user_paths_off_the_filesystem(live_port):
    for url in ("/static/../pyproject.toml", "/static/../../pyproject.toml",
                "/static/%2e%2e/%2e%2e/pyproject.toml",
                "/static/..%2f..%2f..%2fpyproject.toml", "/sections/../../pyproject.toml",
                "/cards/../../etc/passwd", "/s/../", "/s/..%2fscenarios.sqlite",
                "/api/graph/../../", "/api/graph/../../../etc/passwd", "/api/scenarios/../../etc/passwd",
                "/../../../etc/passwd", "/static//etc/passwd"):
        status, headers, body = _raw_get(live_port, url)
        assert status in (200, 308, 400, 404), (url, status)
        for secret in SECRETS:
            assert secret not in body, (url, secret)


def test_the_production_server_sends_the_security_headers_and_no_debugger(live_port):
    for url in ("/", "/api/health", "/api/no-such", "/no-such", "/static/judge.css"):
        status, headers, body = _raw_get(live_port, url)
        assert "'unsafe-inline'" not in headers["Content-Security-Policy"]
        assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert "Werkzeug" not in headers.get("Server", "") and "Traceback" not in body
    status, headers, body = _raw_get(live_port, "/console")    # the Werkzeug debugger's console
    assert status == 404 and "debugger" not in body.lower()


def _timed_health(port: int) -> float:
    import time

    start = time.monotonic()
    status, _, _ = _raw_get(port, "/api/health")
    assert status == 200
    return time.monotonic() - start


def test_slow_clients_cannot_starve_the_others(live_port):
    """16 clients that send a header line now and then, and one whose body stops short
    of its Content-Length: health answers meanwhile, and each slow one gets a JSON 408."""
    import socket
    import time

    from judge.web.worker import READ_SECONDS

    slow = []
    for _ in range(16):
        sock = socket.create_connection(("127.0.0.1", live_port))
        sock.sendall(b"GET /api/health HTTP/1.1\r\nHost: localhost\r\n")
        slow.append(sock)
    short = socket.create_connection(("127.0.0.1", live_port))
    short.sendall(b"POST /api/simulate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 1000\r\n\r\n{")
    start = time.monotonic()
    waits = []
    while time.monotonic() - start < 4:
        for sock in slow:
            sock.sendall(b"X-Slow: 1\r\n")        # a header line, then a pause
        waits.append(_timed_health(live_port))
        time.sleep(0.4)
    assert max(waits) < 1.0, waits
    short.settimeout(5)
    answer = short.recv(4096)
    assert time.monotonic() - start < 4 + 5
    assert answer.startswith(b"HTTP/1.1 408") and b'"request_timeout"' in answer
    for sock in slow:                                 # once they stop: 408 and closed
        sock.settimeout(READ_SECONDS + 5)
        answer = sock.recv(4096)
        assert answer.startswith(b"HTTP/1.1 408"), answer[:100]
        assert b"application/json" in answer and b"frame-ancestors 'none'" in answer
        sock.close()
    short.close()
    assert _timed_health(live_port) < 1.0


def test_connections_that_send_nothing_do_not_hold_the_workers(live_port):
    import socket

    idle = [socket.create_connection(("127.0.0.1", live_port)) for _ in range(64)]
    try:
        assert max(_timed_health(live_port) for _ in range(5)) < 1.0
    finally:
        for sock in idle:
            sock.close()


def test_chunked_bodies_are_limited_on_the_bytes_read(live_port):
    import http.client

    from judge.web import MAX_CONTENT_LENGTH

    def post_chunked(size: int) -> tuple[int, dict]:
        conn = http.client.HTTPConnection("127.0.0.1", live_port, timeout=15)
        try:
            def chunks():
                yield b'{"version": 1, "title": "'
                left = size
                while left > 0:
                    yield b"x" * min(left, 16384)
                    left -= 16384
                yield b'"}'
            conn.request("POST", "/api/simulate", body=chunks(),
                         headers={"Content-Type": "application/json"}, encode_chunked=True)
            response = conn.getresponse()
            return response.status, json.loads(response.read())
        finally:
            conn.close()

    status, body = post_chunked(MAX_CONTENT_LENGTH + 64 * 1024)
    assert status == 413 and body["error"]["code"] == "payload_too_large"
    status, body = post_chunked(1000)               # a small chunked body is read whole
    assert status == 200 and body["ok"] is True


def test_errors_of_the_http_server_itself_are_json_with_the_security_headers(live_port):
    import socket

    for raw, status in ((b"GET /api/" + b"x" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
                        (b"NOT A REQUEST LINE\r\n\r\n", 400),
                        (b"GET /api/health HTTP/1.1\r\n" + b"X-Many: 1\r\n" * 200 + b"\r\n", 431)):
        with socket.create_connection(("127.0.0.1", live_port)) as sock:
            sock.settimeout(10)
            sock.sendall(raw)
            answer = b""
            while chunk := sock.recv(65536):
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(f"HTTP/1.1 {status}".encode()), head[:80]
        assert b"Content-Type: application/json" in head
        assert b"frame-ancestors 'none'" in head and b"X-Content-Type-Options: nosniff" in head
        assert json.loads(body)["error"]["code"]


def test_the_server_takes_no_shared_control_socket(live_port, live_home):
    assert _raw_get(live_port, "/api/health")[0] == 200
    assert not (live_home / ".gunicorn").exists()


def test_a_burst_of_requests_gets_json_429s_not_errors(live_port):
    """Over the per-client limit (30 a second per worker) the server answers 429 with
    ``Retry-After`` and the JSON error; nothing fails.  Last in the file: it spends the
    client's budget."""
    from concurrent.futures import ThreadPoolExecutor

    def one(_: int) -> tuple[int, dict[str, str], str]:
        return _raw_get(live_port, "/api/health")

    with ThreadPoolExecutor(max_workers=8) as pool:
        answers = list(pool.map(one, range(240)))
    statuses = [status for status, _, _ in answers]
    assert set(statuses) <= {200, 429}, sorted(set(statuses))
    assert statuses.count(429) > 0 and statuses.count(200) > 0
    for status, headers, body in answers:
        if status == 429:
            assert int(headers["Retry-After"]) >= 1
            assert json.loads(body)["error"]["code"] == "rate_limited"
        else:
            assert "Retry-After" not in headers
