"""What several machines share lives in real shared services: saved scenarios in
PostgreSQL (``JUDGE_DATABASE_URL``) and rate limits in Redis
(``JUDGE_RATE_LIMIT_STORAGE``).  The same store and limit tests run against SQLite and
memory (the defaults) and against a real PostgreSQL and Redis started for the run
(see ``tests/services.py``).  Two app instances stand for two machines.
"""

from __future__ import annotations

import threading
import time

import pytest

from tests.services import free_port, postgres_server, redis_server

SCENARIO = """version: 1
title: "Shared store: Heavy Storm ¿ñ? «è» ção"
state:
  turn: 3
  turn_player: A
  players:
    A: {hand: ["Heavy Storm"]}
    B: {spell_trap: [{card: "Threatening Roar", face: down, set_turn: 2}]}
actions:
  - {player: A, do: activate, card: "Heavy Storm"}
"""


@pytest.fixture(scope="module")
def postgres_url():
    with postgres_server() as url:
        yield url


@pytest.fixture(scope="module")
def redis_url():
    with redis_server() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request, tmp_path):
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/scenarios.sqlite"
    url = request.getfixturevalue("postgres_url")
    import psycopg

    with psycopg.connect(url) as conn:       # every test starts from an empty store
        conn.execute("DROP TABLE IF EXISTS scenarios")
    return url


def machine(database_url: str = "", **config):
    """One app instance, as one machine of several would run it."""
    from judge.web import create_app

    settings = {"RATELIMIT_ENABLED": False, "DATABASE_URL": database_url, **config}
    return create_app(settings).test_client()


# --- saved scenarios ----------------------------------------------------------------------

def test_saved_scenarios_read_back_byte_for_byte_on_another_machine(built, database_url):
    first, second = machine(database_url), machine(database_url)
    assert second.get("/api/scenarios/nosuchid").status_code == 404       # nothing saved yet
    saved = first.post("/api/scenarios", data=SCENARIO, content_type="application/yaml")
    assert saved.status_code == 201
    scenario_id = saved.get_json()["id"]
    again = second.post("/api/scenarios", data=SCENARIO, content_type="application/yaml")
    assert again.status_code == 201 and again.get_json()["id"] == scenario_id
    got = second.get(f"/api/scenarios/{scenario_id}")
    assert got.status_code == 200
    assert got.get_json()["body"] == SCENARIO and got.get_json()["format"] == "yaml"
    assert got.get_json()["scenario"]["title"].endswith("«è» ção")
    page = second.get(f"/s/{scenario_id}")
    assert page.status_code == 200 and "Heavy Storm" in page.get_data(as_text=True)
    store = second.get("/api/health").get_json()["store"]
    assert store["status"] == "ok"
    assert store["backend"] == ("postgresql" if database_url.startswith("postgresql") else "sqlite")


def test_a_save_racing_another_machine_making_the_table_is_kept(built, postgres_url):
    """The first saves of two machines both find no table and both make it: the one that
    loses the race ('type "scenarios" already exists') still saves.  Another connection
    holds its CREATE TABLE uncommitted while a save runs, then commits."""
    import psycopg

    from judge.store import SCHEMA, open_store

    with psycopg.connect(postgres_url) as conn:
        conn.execute("DROP TABLE IF EXISTS scenarios")
    store = open_store(postgres_url)
    other = psycopg.connect(postgres_url)
    other.execute(SCHEMA)                      # in a transaction, not committed yet
    saved: list[str] = []
    errors: list[BaseException] = []

    def save() -> None:
        try:
            saved.append(store.save(SCENARIO, "yaml", {"title": "race"}))
        except BaseException as exc:            # noqa: BLE001 - reported below
            errors.append(exc)

    racing = threading.Thread(target=save)
    racing.start()
    time.sleep(1.0)                            # the save now waits on the other's table
    other.commit()
    other.close()
    racing.join(timeout=30)
    assert not errors, errors
    assert saved and store.get(saved[0]) is not None


def test_concurrent_saves_from_two_machines_are_all_kept(built, database_url):
    from judge.store import open_store

    machines = [machine(database_url), machine(database_url)]
    acknowledged: dict[str, str] = {}
    lock = threading.Lock()
    failures: list[str] = []

    def save(thread: int) -> None:
        client = machines[thread % 2]
        for n in range(8):
            text = SCENARIO.replace("Shared store", f"Shared store {thread}-{n}")
            response = client.post("/api/scenarios", data=text, content_type="application/yaml")
            if response.status_code != 201:
                failures.append(f"{response.status_code} {response.get_data(as_text=True)[:200]}")
                continue
            with lock:
                acknowledged[response.get_json()["id"]] = text

    threads = [threading.Thread(target=save, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not failures, failures[:3]
    assert len(acknowledged) == 32
    store = open_store(database_url)
    assert store.count() == 32
    for scenario_id, text in acknowledged.items():
        kept = store.get(scenario_id)
        assert kept is not None and kept["body"] == text


def test_writers_opening_a_new_sqlite_store_at_once_all_save(tmp_path):
    """The first writers of a new file race to switch it to WAL; none of them is refused."""
    from judge.store import ScenarioStore

    failures: list[str] = []
    for trial in range(40):
        path = tmp_path / f"store-{trial}.sqlite"
        start = threading.Barrier(4)

        def save(thread: int, path=path, start=start, trial=trial) -> None:
            store = ScenarioStore(path)
            start.wait()
            try:
                store.save(f"title: store {trial}-{thread}\n", "yaml", {"title": "x"})
            except Exception as exc:      # noqa: BLE001 - every refusal is a failure here
                failures.append(f"{trial}-{thread}: {exc.__cause__!r}")

        threads = [threading.Thread(target=save, args=(i,)) for i in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert ScenarioStore(path).count() == 4 - sum(f.startswith(f"{trial}-") for f in failures)
    assert not failures, failures[:3]


def test_a_database_that_does_not_answer_is_a_503_not_a_hang(built):
    from judge.store import CONNECT_SECONDS

    client = machine(f"postgresql://judge@127.0.0.1:{free_port()}/postgres")
    start = time.monotonic()
    saved = client.post("/api/scenarios", data=SCENARIO, content_type="application/yaml")
    assert saved.status_code == 503
    assert saved.get_json()["error"]["code"] == "store_unavailable"
    assert client.get("/api/scenarios/abc").status_code == 503
    health = client.get("/api/health")
    assert health.status_code == 200 and health.get_json()["store"]["status"] == "unavailable"
    assert time.monotonic() - start < 3 * CONNECT_SECONDS + 5


# --- rate limits --------------------------------------------------------------------------

@pytest.fixture(params=["memory", "redis"])
def limit_storage(request):
    if request.param == "memory":
        return "memory://"
    return request.getfixturevalue("redis_url")


def limited(storage: str, **limits):
    return machine("", RATELIMIT_ENABLED=True, RATELIMIT_STORAGE_URI=storage, **limits)


def test_limits_count_per_client_across_routes_in_each_storage(built, limit_storage):
    client = limited(limit_storage, RATELIMIT_APPLICATION="4 per minute",
                     RATELIMIT_EXPENSIVE="100 per minute")
    address = f"10.1.{time.monotonic_ns() % 250}.{threading.get_ident() % 250}"   # a budget of its own
    answers = [client.get(url, environ_base={"REMOTE_ADDR": address})
               for url in ("/api/health", "/api/rulings", "/glossary", "/api/glossary?q=cadena",
                           "/api/health", "/cards")]
    assert [a.status_code for a in answers] == [200, 200, 200, 200, 429, 429]
    assert all("Retry-After" not in a.headers for a in answers[:4])
    assert all(1 <= int(a.headers["Retry-After"]) <= 60 for a in answers[4:])


def test_machines_share_one_budget_through_redis(built, redis_url):
    first, second = (limited(redis_url, RATELIMIT_APPLICATION="5 per minute") for _ in range(2))
    address = {"REMOTE_ADDR": f"10.2.{time.monotonic_ns() % 250}.7"}
    statuses = [(first if i % 2 else second).get("/api/health", environ_base=address).status_code
                for i in range(8)]
    assert statuses == [200] * 5 + [429] * 3


def test_with_memory_storage_each_machine_counts_alone(built):
    first, second = (limited("memory://", RATELIMIT_APPLICATION="5 per minute") for _ in range(2))
    statuses = [(first if i % 2 else second).get("/api/health").status_code for i in range(8)]
    assert statuses == [200] * 8


def test_a_redis_that_does_not_answer_fails_open_not_with_errors(built):
    client = limited(f"redis://127.0.0.1:{free_port()}", RATELIMIT_APPLICATION="3 per minute")
    statuses = [client.get("/api/health").status_code for _ in range(5)]
    assert set(statuses) <= {200, 429} and statuses[0] == 200
