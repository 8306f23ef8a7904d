"""Look-ups in the built graph: glossary, concepts, neighbourhoods, export, CLI and API."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import networkx as nx
import pytest
import yaml
from click.testing import CliRunner

from judge.cli import main
from judge.graph import get_graph
from judge.graph.lookup import (
    NotFoundError,
    QueryError,
    concept,
    export,
    glossary,
    neighbourhood,
)
from judge.graph.store import ensure_built
from judge.nlp.pipelines import fold

ROOT = Path(__file__).resolve().parents[1]
LOOKUPS = yaml.safe_load((ROOT / "tests" / "lookups.yaml").read_text(encoding="utf-8"))
LANGS = ("es", "it", "pt", "en")


@pytest.fixture(scope="session")
def data(data_dir: Path, built: dict) -> Path:
    """The test run's data directory (tests/conftest.py), built once, with the graph."""
    ensure_built(data_dir)
    return data_dir


@pytest.fixture(scope="module")
def env(data: Path) -> Iterator[Path]:
    """Point ``$JUDGE_DATA`` (read by the CLI and the web app) at the test build."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUDGE_DATA", str(data))
        yield data


@pytest.fixture(scope="module")
def client(env: Path) -> Any:
    from judge.web import create_app

    return create_app({"TESTING": True}).test_client()


def run(env: Path, *args: str) -> Any:
    return CliRunner().invoke(main, list(args), env={"JUDGE_DATA": str(env)})


# --- the look-up table ------------------------------------------------------------------------

def test_the_table_is_large_and_covers_every_language() -> None:
    assert len(LOOKUPS) >= 60
    assert {row["lang"] for row in LOOKUPS} >= {"es", "it", "pt", "en"}
    assert len({row["concept"] for row in LOOKUPS}) >= 50


@pytest.mark.parametrize("row", LOOKUPS, ids=[f"{r['lang']}:{r['q']}" for r in LOOKUPS])
def test_lookup(data: Path, row: dict) -> None:
    result = glossary(row["q"], row["lang"], 5, out_dir=data)
    assert result["matches"], f"nothing found for {row['q']!r}"
    top = result["matches"][0]
    assert top["concept"] == row["concept"], [m["concept"] for m in result["matches"]]
    for lang, name in row["names"].items():
        assert name in top["labels"][lang], (lang, top["labels"][lang])


# --- glossary -----------------------------------------------------------------------------------

def test_glossary_shape(data: Path) -> None:
    result = glossary("cementerio", "es", 5, out_dir=data)
    assert result["query"] == "cementerio" and result["lang"] == "es"
    m = result["matches"][0]
    assert {"concept", "score", "labels", "variants", "definitions", "related"} <= set(m)
    assert m["concept"] == "graveyard" and m["score"] == 1.0
    assert set(m["labels"]) == set(LANGS)
    assert m["labels"]["it"][0] == "Cimitero" and m["labels"]["pt"][0] == "Cemitério"
    for v in m["variants"]:
        assert {"text", "lang", "source", "note"} <= set(v)
    assert all(isinstance(r, str) for r in m["related"])
    scores = [x["score"] for x in result["matches"]]
    assert scores == sorted(scores, reverse=True) and len(scores) <= 5


def test_first_label_is_the_newest_official_spelling(data: Path) -> None:
    m = glossary("Retirar del Juego", "es", 1, out_dir=data)["matches"][0]
    assert m["concept"] == "banish"
    assert m["labels"]["es"][0] == "Cartas Desterradas"   # 000:1132, not 001's old name
    assert any(v["text"] == "Retirar del Juego" and v["note"] for v in m["variants"])
    ids = [d["section_id"] for d in m["definitions"]]
    assert ids[0] == "000:1132" and "001:1321" in ids and "004:1127" in ids
    assert all(d["text"] for d in m["definitions"])


def test_exact_beats_fuzzy(data: Path) -> None:
    exact = glossary("Cementerio", "es", 1, out_dir=data)["matches"][0]["score"]
    typo = glossary("Cemeterio", "es", 1, out_dir=data)["matches"][0]
    assert typo["concept"] == "graveyard" and typo["score"] < exact


def test_nonsense_finds_nothing(data: Path) -> None:
    assert glossary("xqzwv", None, 5, out_dir=data)["matches"] == []


@pytest.mark.parametrize(("q", "lang", "limit", "field"), [
    ("", None, 5, "q"), ("   ", "es", 5, "q"), ("?!", None, 5, "q"), ("x" * 201, None, 5, "q"),
    ("deck", "fr", 5, "lang"), ("deck", None, 0, "limit"), ("deck", None, 51, "limit"),
    ("deck", None, "many", "limit"),
])
def test_bad_glossary_input(data: Path, q: str, lang: str | None, limit: Any, field: str) -> None:
    with pytest.raises(QueryError) as err:
        glossary(q, lang, limit, out_dir=data)
    assert err.value.field == field


# --- concepts -------------------------------------------------------------------------------------

def test_concept_view(data: Path) -> None:
    c = concept("end-phase", out_dir=data)
    assert c["id"] == "end-phase" and c["labels"]["es"] == ["End Phase"]
    ids = {lang: [r["section_id"] for r in rows] for lang, rows in c["mentions"].items()}
    assert "000:849" in ids["es"] and "004:836" in ids["it"] and ids["pt"]
    assert c["mention_counts"]["es"] == len(c["mentions"]["es"])
    assert any(x["topic"] == "End Phase hand limit" and x["prevails"] == "000" for x in c["conflicts"])
    assert all({"concept", "type", "direction"} <= set(r) for r in c["related"])


def test_concept_related_and_rulings(data: Path) -> None:
    c = concept("monster-zone", out_dir=data)
    assert {"concept": "zone", "type": "is-a", "direction": "out", "cite": None} in c["related"]
    g = get_graph(data)
    about = {g.nodes[r]["ruling_id"] for r, _, d in g.in_edges("concept:chain", data=True)
             if d["relation"] == "about"}
    assert {r["id"] for r in concept("chain", out_dir=data)["rulings"]} == about


def test_unknown_concept(data: Path) -> None:
    with pytest.raises(NotFoundError, match="unknown concept 'graveyrd'; closest: graveyard"):
        concept("graveyrd", out_dir=data)


# --- neighbourhoods and export --------------------------------------------------------------------

def test_neighbourhood(data: Path) -> None:
    one = neighbourhood("section:000:849", 1, out_dir=data)
    assert one["root"] == "section:000:849"
    ids = {n["id"] for n in one["nodes"]}
    assert {"section:000:849", "concept:end-phase", "section:004:836", "source:000"} - ids == {"source:000"}
    assert all(n["kind"] and n["label"] for n in one["nodes"])
    assert all(e["relation"] and e["source"] in ids and e["target"] in ids for e in one["edges"])
    two = neighbourhood("000:849", 2, out_dir=data)    # bare section id
    assert len(two["nodes"]) > len(one["nodes"])
    assert neighbourhood("graveyard", 1, out_dir=data)["root"] == "concept:graveyard"


@pytest.mark.parametrize(("node", "depth", "error"), [
    ("section:000:849", 0, QueryError), ("section:000:849", 4, QueryError),
    ("section:000:849", "deep", QueryError), ("section:999:1", 1, NotFoundError),
])
def test_bad_neighbourhood(data: Path, node: str, depth: Any, error: type) -> None:
    with pytest.raises(error):
        neighbourhood(node, depth, out_dir=data)


def test_export_graphml_and_json(data: Path, tmp_path: Path) -> None:
    g = get_graph(data)
    export("graphml", tmp_path / "g.graphml", out_dir=data)
    back = nx.read_graphml(tmp_path / "g.graphml", force_multigraph=True)
    assert back.number_of_nodes() == g.number_of_nodes()
    assert back.number_of_edges() == g.number_of_edges()
    assert json.loads(back.nodes["section:000:849"]["lines"]) == [849, 849]
    export("json", tmp_path / "g.json", out_dir=data)
    doc = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    assert len(doc["nodes"]) == g.number_of_nodes() and len(doc["edges"]) == g.number_of_edges()
    with pytest.raises(QueryError):
        export("csv", tmp_path / "g.csv", out_dir=data)


# --- command line ---------------------------------------------------------------------------------

def test_cli_term_json_is_the_api_json(env: Path) -> None:
    result = run(env, "term", "cementerio", "--lang", "es", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout) == glossary("cementerio", "es", 5, out_dir=env)


def test_cli_term_text(env: Path) -> None:
    result = run(env, "term", "Magie Rapide", "--lang", "it")
    assert result.exit_code == 0 and result.stdout.startswith("quick-play-spell-card")


@pytest.mark.parametrize(("args", "reason"), [
    (("term", ""), "q: must be a non-empty term"),
    (("term", "deck", "--lang", "fr"), "lang: unknown language 'fr'"),
    (("term", "deck", "--limit", "0"), "limit: must be between 1 and 50"),
    (("concept", "nope"), "unknown concept 'nope'"),
    (("graph", "show", "000:849", "--depth", "9"), "depth: must be between 1 and 3"),
    (("graph", "show", "nowhere"), "unknown graph node 'nowhere'"),
])
def test_cli_bad_input_exits_2_with_one_line(env: Path, args: tuple[str, ...], reason: str) -> None:
    result = run(env, *args)
    assert result.exit_code == 2
    assert reason in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_cli_concept_json(env: Path) -> None:
    result = run(env, "concept", "graveyard", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == concept("graveyard", out_dir=env)


def test_cli_graph_export_and_show(env: Path, tmp_path: Path) -> None:
    path = tmp_path / "rules.json"
    result = run(env, "graph", "export", "--format", "json", str(path))
    assert result.exit_code == 0 and path.exists()
    assert run(env, "graph", "export", "--format", "dot", str(path)).exit_code == 2
    shown = run(env, "graph", "show", "concept:graveyard")
    assert shown.exit_code == 0 and json.loads(shown.stdout)["root"] == "concept:graveyard"


# --- HTTP API -------------------------------------------------------------------------------------

def test_api_glossary(client: Any, env: Path) -> None:
    r = client.get("/api/glossary?q=Cimitero&lang=it&limit=3")
    assert r.status_code == 200
    assert r.get_json() == glossary("Cimitero", "it", 3, out_dir=env)
    assert r.get_json()["matches"][0]["concept"] == "graveyard"


@pytest.mark.parametrize("query", ["q=", "q=deck&limit=0", "q=deck&limit=99", "q=deck&lang=xx",
                                   "q=deck&limit=ten", "q=deck&colour=red", ""])
def test_api_glossary_bad_input(client: Any, query: str) -> None:
    r = client.get(f"/api/glossary?{query}")
    assert r.status_code == 400 and r.is_json
    err = r.get_json()["error"]
    assert err["code"] == "bad_request" and err["message"] and err["details"][0]["path"]


def test_api_concept(client: Any, env: Path) -> None:
    r = client.get("/api/concepts/side-deck")
    assert r.status_code == 200 and r.get_json() == concept("side-deck", out_dir=env)
    assert any(c["id"] == "side-deck-size" for c in r.get_json()["conflicts"])
    missing = client.get("/api/concepts/no-such-thing")
    assert missing.status_code == 404 and missing.get_json()["error"]["code"] == "not_found"


def test_api_graph(client: Any) -> None:
    r = client.get("/api/graph/section:000:1132?depth=1")
    assert r.status_code == 200
    body = r.get_json()
    assert body["root"] == "section:000:1132"
    relations = {e["relation"] for e in body["edges"]}
    assert {"part-of", "defined-in", "conflicts-with", "parallel-to"} <= relations
    assert client.get("/api/graph/concept:graveyard").status_code == 200
    assert client.get("/api/graph/concept:graveyard?depth=4").status_code == 400
    gone = client.get("/api/graph/concept:nothing-here")
    assert gone.status_code == 404 and gone.get_json()["error"]["code"] == "not_found"


def test_api_health_counts_the_graph(client: Any, env: Path) -> None:
    g = get_graph(env)
    body = client.get("/api/health").get_json()
    assert body["graph"] == {"nodes": g.number_of_nodes(), "edges": g.number_of_edges()}


@pytest.mark.parametrize("q, kind, note", [
    ("Retirar del Juego", "variant", "old name"),
    ("tumba", "variant", "machine translation"),
    ("banear", "community", "not from the texts"),
    ("backrow", "community", "not from the texts"),
])
def test_glossary_says_which_name_matched(data: Path, q: str, kind: str, note: str) -> None:
    matched = glossary(q, None, 3, out_dir=data)["matches"][0]["matched"]
    assert matched["kind"] == kind and note in matched["note"]
    assert matched["sections"], "the name's source or the passage behind it"


def test_community_words_cite_a_passage_of_their_concept(data: Path) -> None:
    from judge.paths import CORPUS_DIR

    g = get_graph(data)
    index = json.loads((data / "graph_index.json").read_text(encoding="utf-8"))
    for entry in yaml.safe_load((CORPUS_DIR / "community_words.yaml").read_text(encoding="utf-8")):
        assert entry["concept"] in index["concepts"], entry
        assert f"section:{entry['cite']}" in g, entry


@pytest.mark.parametrize("question, wanted", [
    ("posso ativar uma magia de ação rápida em resposta a uma armadilha?",
     {"quick-play-spell-card", "trap-card", "respond"}),
    ("quantas zonas de monstros e zonas de magias e armadilhas cada jogador tem?",
     {"monster-zone", "spell-trap-zone"}),
    ("desassociar uma matéria xyz conta como custo?", {"detach", "xyz-material", "cost"}),
    ("o dano perfurante vale contra um monstro em defesa?", {"piercing-battle-damage", "defense-position"}),
    ("qual é a classe de um monstro xyz?", {"rank", "xyz-monster"}),
    ("posso sacrificar uma ficha para fazer uma invocação-tributo?",
     {"tribute", "monster-token", "tribute-summon"}),
    ("posso invocar por fusão usando o material de fusão do cemitério?",
     {"fusion-summon", "fusion-material", "graveyard"}),
    ("na BP o efeito de gatilho do meu monstro pode ser negado?",
     {"battle-phase", "trigger-effect", "negate"}),
    ("meu oponente escolhe um card aleatoriamente da minha mão", {"random", "hand"}),
    ("uma carta proibida pode ficar no side deck?", {"forbidden", "side-deck"}),
    ("qual é a velocidade de magia de uma armadilha de resposta?", {"spell-speed", "counter-trap-card"}),
    ("dá pra flipar na M2 um monstro que eu setei no turno anterior?", {"flip", "main-phase-2", "set"}),
    ("um monstro equipado é tratado como card de equipamento?", {"count-as", "equip-card"}),
    ("posso invocar por pêndulo e depois enviar pro cemitério a escala?",
     {"pendulum-summon", "send-to-graveyard"}),
])
def test_brazilian_players_words_name_their_concepts(question: str, wanted: set[str]) -> None:
    from judge.qa.knowledge import get_knowledge

    assert wanted <= set(get_knowledge().spot(question, "pt").concepts)


@pytest.mark.parametrize("question, unwanted", [
    ("dado que o efeito foi negado, o custo volta?", "die"),
    ("uma magia contínua fica no campo depois de resolver?", "cards-on-the-field"),
    ("o monstro ganha 500 de ATK até o fim do turno?", "win-condition"),
])
def test_brazilian_players_words_stay_in_their_phrase(question: str, unwanted: str) -> None:
    from judge.qa.knowledge import get_knowledge

    assert unwanted not in get_knowledge().spot(question, "pt").concepts


@pytest.mark.parametrize("question, lang, wanted", [
    ("posso avere mostri fusione, synchro e xyz insieme nell'extra deck?", "it",
     ["fusion-monster", "synchro-monster", "xyz-monster", "extra-deck"]),
    ("¿puedo tener Monstruos de Fusión, de Sincronía y Xyz en el Deck Extra?", "es",
     ["fusion-monster", "synchro-monster", "xyz-monster", "extra-deck"]),
    ("Can I mix Fusion, Synchro and Xyz Monsters in my Extra Deck?", "en",
     ["fusion-monster", "synchro-monster", "xyz-monster", "extra-deck"]),
    ("Cartas Mágicas y de Trampa", "es", ["spell-card", "trap-card"]),
])
def test_kinds_listed_with_their_head_word_said_once_are_each_named(question: str, lang: str,
                                                                     wanted: list[str]) -> None:
    from judge.qa.knowledge import get_knowledge

    assert list(get_knowledge().spot(question, lang).concepts) == wanted


def test_a_listed_word_that_names_no_kind_with_the_head_is_not_taken() -> None:
    """"Mostri Fusione e carte": "Mostri carte" names nothing; "Fusion Monsters and the
    Graveyard": "Graveyard Monsters" is no kind of monster."""
    from judge.qa.knowledge import get_knowledge

    assert get_knowledge().spot("Mostri Fusione e carte Magia", "it").concepts[:1] == ("fusion-monster",)
    assert "card" not in get_knowledge().spot("posso usare Mostri Fusione e altri?", "it").concepts
    spotted = get_knowledge().spot("Graveyard and Fusion Monsters", "en")
    assert [m.text for m in spotted.mentions] == ["Graveyard", "Fusion Monsters"]


@pytest.mark.parametrize("question, lang, wanted", [
    ("¿puedo activar una trampa cuando mi rival invoca un monstruo?", "es", "trap-card"),
    ("¿puedo activar una mágica en el turno de mi rival?", "es", "spell-card"),
    ("posso attivare una trappola nel turno del mio avversario?", "it", "trap-card"),
])
def test_players_plain_words_for_spells_and_traps(question: str, lang: str, wanted: str) -> None:
    from judge.qa.knowledge import get_knowledge

    assert wanted in get_knowledge().spot(question, lang).concepts


def test_a_term_joined_by_a_hyphen_wins_over_its_last_word() -> None:
    """"contro-trappola" is a Counter Trap, though "trappola" alone is a Trap Card."""
    from judge.qa.knowledge import get_knowledge

    concepts = get_knowledge().spot("posso rispondere a una contro-trappola?", "it").concepts
    assert "counter-trap-card" in concepts and "trap-card" not in concepts


@pytest.mark.parametrize("question, lang", [
    ("un mostro pendulum conta nel limite della zona magie e trappole?", "it"),
    ("does it take up a space in the spell and trap zone?", "en"),
])
def test_a_name_with_an_ampersand_is_found_with_the_word_for_and(question: str, lang: str) -> None:
    from judge.qa.knowledge import get_knowledge

    assert "spell-trap-zone" in get_knowledge().spot(question, lang).concepts


@pytest.mark.parametrize("question, lang, is_set", [
    ("¿puedo poner una mágica de campo boca abajo?", "es", True),
    ("can I put a field spell face-down?", "en", True),
    ("posso colocar uma magia virada para baixo?", "pt", True),
    ("si volteo boca abajo un monstruo, ¿qué pasa con su carta de equipo?", "es", False),
    ("posso mettere una magia scoperta?", "it", False),
    ("si ataco a un monstruo boca abajo, ¿se pone boca arriba en el damage step?", "es", False),
])
def test_a_card_put_face_down_is_set(question: str, lang: str, is_set: bool) -> None:
    """Playing a card face-down is Setting it (000:1140); turning it face-down is a flip."""
    from judge.qa.knowledge import get_knowledge

    assert ("set" in get_knowledge().spot(question, lang).concepts) is is_set


@pytest.mark.parametrize("question, lang, changed", [
    ("can I change my monster to defense in Main Phase 2 after it attacked?", "en", True),
    ("posso mudar meu monstro para defesa?", "pt", True),
    ("posso passare il mostro in difesa nella main phase 1?", "it", True),
    ("puedo poner mi monstruo en defensa?", "es", False),
    ("can I Flip Summon a monster the same turn I Set it in defense?", "en", False),
])
def test_changing_a_monster_to_a_position_is_a_change_of_battle_position(
        question: str, lang: str, changed: bool) -> None:
    """A verb of changing with the position a monster goes to names a change of battle
    position (000:752); putting a monster in a position does not."""
    from judge.qa.knowledge import get_knowledge

    assert ("change-battle-position" in get_knowledge().spot(question, lang).concepts) is changed


@pytest.mark.parametrize("question, lang, wanted", [
    ("¿puedo activar una mágica rápida en el mismo turno en que la coloqué?", "es", "quick-play-spell-card"),
    ("posso responder a um efeito de velocidade 2 com um de velocidade 1?", "pt", "spell-speed-1"),
    ("can a speed 2 effect respond to a speed 3 one?", "en", "spell-speed-3"),
])
def test_players_short_names_for_quick_play_spells_and_spell_speeds(question: str, lang: str,
                                                                      wanted: str) -> None:
    from judge.qa.knowledge import get_knowledge

    assert wanted in get_knowledge().spot(question, lang).concepts


def test_the_verb_pass_is_no_step() -> None:
    """"pasar" (to pass) is not "paso" (a Step of the Battle Phase), though the Spanish
    lemma table sends both to one lemma."""
    from judge.qa.knowledge import get_knowledge

    knowledge = get_knowledge()
    passing = "¿un monstruo unión equipado se puede pasar a otro monstruo?"
    assert "step" not in knowledge.spot(passing, "es").concepts
    assert "step" in knowledge.spot("¿en qué paso se calcula el daño?", "es").concepts


@pytest.mark.parametrize("question, lang, flipped", [
    ("si ataco una carta boca abajo en defensa, ¿se pone boca arriba?", "es", True),
    ("if I attack a face-down monster, is it put face-up?", "en", True),
    ("¿puedo poner una carta boca arriba y luego boca abajo?", "es", False),
])
def test_a_card_named_face_down_then_put_face_up_is_flipped(question: str, lang: str, flipped: bool) -> None:
    """A face-down card put face-up is flipped (000:872, "voltea la carta")."""
    from judge.qa.knowledge import get_knowledge

    mentions = get_knowledge().spot(question, lang).mentions
    assert any(m.key == "flip" and fold(m.text) in ("pone", "put") for m in mentions) is flipped


@pytest.mark.parametrize("question, lang, counts", [
    ("a invocação por ritual é uma invocação-especial?", "pt", True),
    ("¿la invocación xyz es una invocación especial?", "es", True),
    ("l'evocazione tramite rituale è un'evocazione speciale?", "it", True),
    ("is the graveyard public knowledge?", "en", False),  # a zone and a rule: no kind of the other
    # "e" without its accent is "and", not "é" / "è" (is)
    ("em que fase eu posso baixar magias e armadilhas?", "pt", False),
    ("posso posizionare magie e trappole nella stessa fase?", "it", False),
])
def test_a_term_said_to_be_another_of_its_category_asks_whether_it_counts_as_it(
        question: str, lang: str, counts: bool) -> None:
    from judge.qa.knowledge import get_knowledge

    assert ("count-as" in get_knowledge().spot(question, lang).concepts) is counts
