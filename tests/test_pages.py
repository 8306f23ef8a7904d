"""The HTML pages through Flask's test client: languages, scenario editor, escaping."""

from __future__ import annotations

import re

import pytest

from judge.web.i18n import UI_LANGS, labels
from tests.test_api import HEAVY_STORM


def test_every_label_exists_in_the_four_languages():
    for key, values in labels().items():
        for lang in UI_LANGS:
            assert values.get(lang), f"{key} has no {lang} text"


@pytest.mark.parametrize("accept, lang, word", [
    ("es-ES,es;q=0.9", "es", "Resoluciones"),
    ("it-IT,it;q=0.9,en;q=0.5", "it", "Decisioni"),
    ("pt-BR,pt;q=0.9", "pt", "Decisões"),
    ("en-GB,en;q=0.9", "en", "Rulings"),
    ("fr-FR,fr;q=0.9", "en", "Rulings"),
])
def test_interface_language_follows_the_browser(client, accept, lang, word):
    response = client.get("/sources", headers={"Accept-Language": accept})
    page = response.get_data(as_text=True)
    assert f'<html lang="{lang}">' in page
    assert word in page


def test_language_switcher_is_remembered(client):
    response = client.get("/sources?lang=pt", headers={"Accept-Language": "es"})
    assert '<html lang="pt">' in response.get_data(as_text=True)
    assert "judge_lang=pt" in response.headers["Set-Cookie"]
    again = client.get("/sources", headers={"Accept-Language": "es"})
    assert '<html lang="pt">' in again.get_data(as_text=True)


def test_section_page_shows_the_original_lines(client):
    page = client.get("/sections/000:854").get_data(as_text=True)
    assert "Descartar si tienes más de 6 cartas en la mano" in page
    assert 'class="here"' in page and "854" in page
    assert client.get("/sections/000:99999").status_code == 404


def test_scenario_editor_runs_a_scenario_without_javascript(client):
    response = client.post("/scenario", data={"scenario": HEAVY_STORM, "action": "run"})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "<svg" in page and 'id="events"' in page
    assert "7000" in page
    # the board before the first action, after each of the 4 actions, and at the end
    assert page.count("<svg") == 1 + 4 + 1 and 'id="steps"' in page


def test_scenario_editor_saves_and_the_permalink_replays(client):
    response = client.post("/scenario", data={"scenario": HEAVY_STORM, "action": "save"})
    assert response.status_code == 303
    location = response.headers["Location"]
    assert re.fullmatch(r"/s/[a-z2-7]+", location)
    page = client.get(location).get_data(as_text=True)
    assert "Heavy Storm" in page and "<svg" in page and 'id="saved"' in page


def test_scenario_input_errors_are_shown_with_their_path(client):
    bad = HEAVY_STORM.replace("turn: 3", "turn: three")
    response = client.post("/scenario", data={"scenario": bad, "action": "run"})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert 'id="input-error"' in page and "state.turn" in page


def test_scenario_editor_loads_a_ruling(client):
    rulings = client.get("/api/rulings").get_json()["rulings"]
    page = client.get(f"/scenario?ruling={rulings[0]['id']}").get_data(as_text=True)
    assert 'id="result"' in page or 'id="input-error"' in page
    assert client.get("/scenario?ruling=no-such-ruling").status_code == 404


def test_user_text_is_escaped(client):
    payload = "<script>alert(1)</script>"
    bad = HEAVY_STORM.replace('title: "Heavy Storm chain (rulebook example)"', f'title: "{payload}"')
    page = client.post("/scenario", data={"scenario": bad + f"\n# {payload}\n", "action": "run"}) \
        .get_data(as_text=True)
    assert payload not in page
    assert "&lt;script&gt;" in page


def test_rulings_page_shows_status_and_filters(client):
    page = client.get("/rulings?lang=en").get_data(as_text=True)
    assert "Verified on the engine" in page or "Fails on the engine" in page
    assert 'id="f-concept"' in page


def test_cards_pages(client):
    page = client.get("/cards?lang=es").get_data(as_text=True)
    assert "Tormenta Fuerte" in page
    card = client.get("/cards/heavy-storm?lang=it").get_data(as_text=True)
    assert "Tempesta Potente" in card and "Regolamento ufficiale 9.1 (es)" in card
    assert client.get("/cards/no-such-card").status_code == 404


@pytest.mark.parametrize("question, lang", [
    ("¿Cuántas cartas puedo tener en la mano al final del turno?", "es"),
    ("Quante carte posso avere in mano alla fine del turno?", "it"),
    ("Quantas cartas posso ter na mão no fim do turno?", "pt"),
    ("How many cards can I hold in my hand at the end of the turn?", "en"),
])
def test_ask_page_answers_in_the_question_language(client, question, lang):
    response = client.get("/", query_string={"q": question, "lang": "en"})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f'id="answer" lang="{lang}"' in page
    assert 'id="short-answer"' in page and ">6<" in page
    assert 'class="card citation"' in page


def test_an_order_of_resolution_names_the_cards_in_the_answers_language(client):
    """The short answer of a Chain's order, on a Spanish answer, names the cards in Spanish."""
    question = ("el jugador A juega Tormenta Fuerte, el jugador B responde con Rugido Amenazante y el "
                "jugador A responde con Siete Herramientas del Bandido, ¿cuál se resuelve primero?")
    page = client.get("/", query_string={"q": question, "lang": "es"}).get_data(as_text=True)
    short = re.search(r'id="short-answer">([^<]*)<', page)
    assert short is not None
    assert short.group(1) == "Siete Herramientas del Bandido → Rugido Amenazante → Tormenta Fuerte"


@pytest.mark.parametrize("question, lang, heading, button", [
    ("Si ataco un monstruo boca abajo en defensa con 2000 DEF usando un monstruo de 1800 ATK, "
     "¿cuánto daño recibo?", "es", "Situación entendida", "Abrir en el editor de escenarios"),
    ("Se attacco un mostro coperto in difesa con 2000 DEF usando un mostro da 1800 ATK, quanti danni "
     "subisco?", "it", "Situazione capita", "Apri nell&#39;editor degli scenari"),
    ("Se eu ataco com um monstro de 1800 ATK um monstro de 2000 DEF em defesa, quanto dano eu levo?",
     "pt", "Situação entendida", "Abrir no editor de cenários"),
])
def test_a_situation_shows_its_reading_and_opens_in_the_editor(client, question, lang, heading, button):
    import html

    page = client.get("/", query_string={"q": question, "lang": "en"}).get_data(as_text=True)
    block = page[page.index('id="understood"'):page.index("</section>", page.index('id="understood"'))]
    assert f'lang="{lang}"' in block and heading in block and button in block
    assert "1800" in block and "2000" in block         # the board as read, in the question's language
    text = html.unescape(re.search(r'<textarea name="scenario"[^>]*>(.*?)</textarea>', block, re.S).group(1))
    # The editor opens with that scenario and plays it: the same battle, 200 damage to A.
    editor = client.post("/scenario", data={"scenario": text, "action": "run"})
    assert editor.status_code == 200
    played = editor.get_data(as_text=True)
    assert "7800" in played and "1800" in played


def test_an_answer_without_a_situation_has_no_reading(client):
    page = client.get("/", query_string={"q": "¿Qué es una Cadena?"}).get_data(as_text=True)
    assert 'id="understood"' not in page


def test_ask_page_without_a_question_shows_the_form(client):
    page = client.get("/").get_data(as_text=True)
    assert 'id="ask-form"' in page and 'id="answer"' not in page


def test_glossary_search_and_concept_page(client):
    page = client.get("/glossary", query_string={"q": "cimitero"}).get_data(as_text=True)
    assert "/glossary/graveyard" in page
    concept = client.get("/glossary/graveyard?lang=es").get_data(as_text=True)
    for name in ("Cementerio", "Cimitero", "Cemitério", "Graveyard"):
        assert name in concept
    assert '<svg' in concept and "/sections/000:166" in concept
    assert client.get("/glossary/no-such-concept").status_code == 404


# --- the words, citations, editor and rulings of the pages --------------------------------

def test_rulings_have_search_count_and_pages(client):
    everything = client.get("/api/rulings").get_json()["rulings"]
    first = client.get("/rulings?lang=es").get_data(as_text=True)
    total = len(everything)
    assert f"{total} de {total} resoluciones" in first
    if total > 20:
        assert f"Página 1 de {-(-total // 20)}" in first
    assert first.count('class="card" id="ruling-') == min(20, len(everything))
    if len(everything) > 20:
        assert 'rel="next"' in first
        second = client.get("/rulings?lang=es&page=2").get_data(as_text=True)
        assert 'aria-current="page">2<' in second
    found = client.get("/rulings", query_string={"lang": "it", "q": "Tempesta Potente"}) \
        .get_data(as_text=True)
    shown = found.count('class="card" id="ruling-')
    assert 0 < shown < len(everything)
    assert f"{shown} di {len(everything)} decisioni" in found
    assert "Nessun risultato" in client.get("/rulings?lang=it&q=zzzzqqq").get_data(as_text=True)


def test_rulings_filters_are_named_in_the_page_language(client):
    page = client.get("/rulings?lang=it").get_data(as_text=True)
    assert '<option class="term" value="attack-position"' in page
    assert ">Posizione di Attacco</option>" in page and ">attack-position</option>" not in page


def test_switching_language_keeps_the_scenario_being_edited(client):
    edited = HEAVY_STORM.replace("turn: 3", "turn: 5")
    first = client.post("/scenario", data={"scenario": edited, "action": "run"}).get_data(as_text=True)
    assert 'class="lang" method="post"' in first      # the switcher posts the text back
    switched = client.post("/scenario", data={"scenario": edited, "action": "run", "lang": "pt"})
    page = switched.get_data(as_text=True)
    assert '<html lang="pt">' in page and "turn: 5" in page and 'id="result"' in page
    assert "Jogador A: ativar «Tempestade Pesada»" in page


def test_load_keeps_the_chosen_example_and_shows_the_title(client):
    rulings = client.get("/api/rulings").get_json()["rulings"]
    chosen = rulings[-1]
    page = client.get(f"/scenario?ruling={chosen['id']}").get_data(as_text=True)
    assert f'<option value="{chosen["id"]}" selected>' in page
    assert 'id="scenario-title"' in page and 'id="scenario-help"' in page


def test_a_too_long_question_gets_a_message(client):
    response = client.get("/", query_string={"q": "cartas" * 300, "lang": "es"})
    assert response.status_code == 400
    page = response.get_data(as_text=True)
    assert "La pregunta tiene 1800 caracteres; se aceptan hasta 1000" in page
    assert 'maxlength="1000"' not in page and "Hasta 1000 caracteres." in page


def test_citations_name_the_book_edition_language_and_pages(client):
    page = client.get("/", query_string={"q": "Quante carte posso avere in mano alla fine del turno?",
                                         "lang": "it"}).get_data(as_text=True)
    citations = page[page.index('id="citations"'):]
    assert "Regolamento ufficiale 9.0 (it)" in citations and "pagg. 30–36" in citations
    assert "000_5ec62e7717eafc06.txt" not in citations
    # the Italian passage first, the Spanish one it aligns with one click away
    first = citations.index('class="card citation"')
    assert citations.index("Regolamento ufficiale 9.0 (it)", first) < citations.index("9.1 (es)", first)
    assert "non ufficiale" in citations               # the fan site is marked
    assert "regolamento 9.x (Pendulum e Xyz), non quelle di oggi" in page


def test_superseded_editions_are_marked(client):
    page = client.get("/sections/001:1321?lang=es").get_data(as_text=True)
    assert "Reglamento oficial anterior, era Sincronía (es)" in page
    assert "sustituido por la edición 9.1" in page
    sources = client.get("/sources?lang=pt").get_data(as_text=True)
    assert 'id="era-note"' in sources and "substituído pela edição 9.1" in sources


def test_glossary_has_an_index_and_says_which_name_matched(client):
    index = client.get("/glossary?lang=es").get_data(as_text=True)
    assert 'id="glossary-index"' in index and 'href="#letter-C"' in index
    assert '/glossary/graveyard">Cementerio</a>' in index
    found = client.get("/glossary", query_string={"q": "Retirar del Juego", "lang": "es"}) \
        .get_data(as_text=True)
    assert "Encontrado por «" in found and "nombre antiguo" in found
    community = client.get("/glossary", query_string={"q": "backrow", "lang": "it"}).get_data(as_text=True)
    assert "parola dei giocatori, non dei testi" in community


def test_concept_page_in_the_page_language(client):
    page = client.get("/glossary/banish?lang=es").get_data(as_text=True)
    assert "<title>Cartas Desterradas · Glosario · Judge</title>" in page
    assert "see-also" not in page and "véase también" in page
    assert "Nombre de desterrar una carta" in page        # the conflict's topic in Spanish
    assert "banish · action" not in page


def test_error_pages_speak_the_page_language(client):
    page = client.get("/sections/999:1?lang=it").get_data(as_text=True)
    assert "Nessun passo ha l&#39;identificativo «999:1»." in page


def test_the_skip_link_comes_first(client):
    page = client.get("/?lang=pt").get_data(as_text=True)
    body = page[page.index("<body>"):]
    assert body.index('class="skip" href="#main"') < body.index("<header")
    assert 'id="main"' in page and "Pular para o conteúdo" in page


def test_board_names_the_owner_of_a_card_the_other_player_controls(client):
    scenario = """version: 1
cards:
- {name: Borrowed 1600, kind: monster, level: 4, atk: 1600, def: 1000}
state:
  turn: 3
  players:
    A:
      monsters: [{card: Borrowed 1600, owner: B}, {card: Borrowed 1600}]
"""
    response = client.post("/scenario?lang=en", data={"scenario": scenario, "action": "run"})
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "Borrowed 1600 · Owner: Player B" in page
    # only the taken card is marked: the other one is A's own
    assert page.count("Owner: Player") == page.count('stroke="#b03030"') >= 1
    assert "Owner: Player A" not in page
