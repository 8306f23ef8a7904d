"""Language pipelines and term spotting (judge.nlp)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.corpus.concept_lines import load_concepts
from judge.nlp import Form, TermMatcher, forms_from_concepts, get_nlp, word_key
from judge.nlp.terms import short_form, usable_in

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def matcher() -> TermMatcher:
    return TermMatcher(forms_from_concepts(load_concepts(ROOT / "rules_corpus")))


def keys(text: str, lang: str) -> list[str]:
    return [t.norm_ for t in get_nlp(lang)(text)]


def test_pipelines_are_loaded_once_and_have_the_lookup_lemmatizer() -> None:
    nlp = get_nlp("es")
    assert get_nlp("es") is nlp
    assert nlp.pipe_names == ["lemmatizer", "judge_term_keys"]
    assert nlp.get_pipe("lemmatizer").mode == "lookup"
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        get_nlp("fr")


@pytest.mark.parametrize(("lang", "a", "b"), [
    ("es", "Cartas Mágicas", "carta mágica"),      # plural, capitals (lower-cased look-up)
    ("es", "Invocadas", "invocar"),                 # participle -> infinitive
    ("it", "Magie Rapide", "magia rapida"),
    ("it", "Zone Mostro", "zona mostri"),           # the table sends "mostro" elsewhere
    ("pt", "Armadilhas", "armadilha"),
    ("en", "Cards", "card"),
    ("en", "Phases", "phase"),                      # the table's "phasis"
    ("pt", "torneios oficiais", "torneio oficial"),  # the table's "tornear", "oficiar"
    ("pt", "ativada", "ativar"),                    # Brazilian spelling of "activada"
    ("pt", "ativei", "ativar"),
    ("pt", "destruida", "destruir"),                # "destruída" without its accent
    ("pt", "invocacoes", "invocação"),              # "-ções" without its accents
])
def test_inflected_forms_share_their_key(lang: str, a: str, b: str) -> None:
    assert keys(a, lang) == keys(b, lang)


def test_keys_are_folded_and_the_surface_is_available() -> None:
    doc = get_nlp("es")("CEMENTERIO Síncronía")
    assert [t._.fold for t in doc] == ["cementerio", "sincronia"]
    assert word_key("Sincronías") == "sincronia"
    assert keys("Cementerio", "es") != keys("Cimitero", "es")


@pytest.mark.parametrize(("lang", "text", "concept", "words"), [
    ("es", "Las Cartas Mágicas de Juego Rápido pueden activarse", "quick-play-spell-card",
     "Cartas Mágicas de Juego Rápido"),
    ("es", "sin haber sido Invocado por Sincronía", "synchro-summon", "Invocado por Sincronía"),
    ("es", "Monstruos Invocadas por Sincronía", "synchro-summon", "Invocadas por Sincronía"),
    ("it", "Trappole (Normali, Continue), Magie Rapide,", "quick-play-spell-card", "Magie Rapide"),
    ("pt", "os Cards de Magia de Campo são jogados aqui", "field-spell-card",
     "Cards de Magia de Campo"),
    ("es", "tiene Efectos Multi-Disparo", "quick-effect", "Efectos Multi-Disparo"),
    ("es", "Una carta retirada del juego", "banish", "retirada del juego"),
    ("es", "durante la End Phase", "end-phase", "End Phase"),
])
def test_terms_are_found_with_their_span(matcher: TermMatcher, lang: str, text: str,
                                         concept: str, words: str) -> None:
    found = matcher.find(text, lang)
    hits = [m for m in found if m.key == concept]
    assert hits, f"{concept} not found in {text!r}: {found}"
    assert text[hits[0].start:hits[0].end] == words == hits[0].text


def test_longest_match_wins_and_same_span_keeps_all_keys() -> None:
    m = TermMatcher([Form("field-spell-card", "es", "Carta Mágica de Campo", "name"),
                     Form("spell-card", "es", "Carta Mágica", "name"),
                     Form("field", "es", "Campo", "name"),
                     Form("a", "es", "Zona", "name"), Form("b", "es", "zona", "variant")])
    found = m.find("Una Carta Mágica de Campo en la Zona.", "es")
    assert [(x.key, x.text) for x in found] == [
        ("field-spell-card", "Carta Mágica de Campo"), ("a", "Zona"), ("b", "Zona")]


def test_english_single_words_are_not_spotted_in_other_languages() -> None:
    assert usable_in("Damage Step", "es") and usable_in("LP", "pt")
    assert not usable_in("dice", "es") and usable_in("dice", "en")
    m = TermMatcher([Form("die", "en", "dice", "en"), Form("damage-step", "en", "Damage Step", "en")])
    assert [x.key for x in m.find("La carta dice: durante el Damage Step", "es")] == ["damage-step"]
    assert [x.key for x in m.find("roll two dice", "en")] == ["die"]


def test_a_function_word_is_no_inflection_of_a_name() -> None:
    """Spanish "sobre" (on) shares its lemma with "sobres" (booster packs); a modal verb
    still names what its lemma names ("deve" for "dovere")."""
    m = TermMatcher([Form("booster-pack", "es", "sobres", "variant"),
                     Form("compulsory", "it", "dovere", "variant")])
    assert [x.key for x in m.find("pongo un contador sobre una carta", "es")] == []
    assert [x.key for x in m.find("cada cuanto salen sobres nuevos", "es")] == ["booster-pack"]
    assert [x.key for x in m.find("deve stare nell'Extra Deck", "it")] == ["compulsory"]


def test_a_verb_with_its_pronoun_is_matched_as_written() -> None:
    """ "Pedirle / chiedergli" (to ask him) name asking the opponent; their lemma "pedir /
    chiedere" is in "una carta que pide…", which asks no one."""
    m = TermMatcher([Form("ask-the-opponent", "es", "pedirle", "community"),
                     Form("ask-the-opponent", "it", "chiedergli", "community")])
    assert [x.key for x in m.find("miro su cementerio sin pedirle", "es")] == ["ask-the-opponent"]
    assert [x.key for x in m.find("cartas que piden lanzar una moneda", "es")] == []
    assert [x.key for x in m.find("senza chiedergli niente", "it")] == ["ask-the-opponent"]
    assert [x.key for x in m.find("carte che chiedono di lanciare una moneta", "it")] == []


def test_a_hyphenated_name_is_also_found_written_apart() -> None:
    """Players write "face up" and "quick play" for "face-up" and "Quick-Play"; the
    tokenizer splits the hyphen off, so the spelling apart is a form of its own."""
    m = TermMatcher([Form("face-up", "en", "face-up", "en"),
                     Form("quick-play-spell-card", "en", "Quick-Play Spell", "en")])
    assert [x.key for x in m.find("can i attack a face up monster", "en")] == ["face-up"]
    assert [x.key for x in m.find("can i attack a face-up monster", "en")] == ["face-up"]
    found = m.find("a quick play spell in my opponents turn", "en")
    assert [x.key for x in found] == ["quick-play-spell-card"]
    assert [x.key for x in m.find("my face is up", "en")] == []


def test_short_forms_drop_only_a_generic_head() -> None:
    assert short_form("Card de Magia de Campo") == "Magia de Campo"
    assert short_form("Cartas de Trampa") is None
    assert short_form("Zona de Magia y Trampa") is None


def test_every_official_name_is_found_where_the_inventory_cites_it(matcher: TermMatcher) -> None:
    """Each official es/it name of the inventory is spotted in the 000/004 line it cites
    first (possibly inside a longer form of another concept that contains it)."""
    sources = {p.name[:3]: p.read_text(encoding="utf-8").splitlines()
               for p in (ROOT / "rules_corpus" / "sources").glob("*.txt")}
    missing = []
    checked = 0
    for concept in load_concepts(ROOT / "rules_corpus"):
        for lang, src in (("es", "000"), ("it", "004")):
            for entry in (concept.get("names") or {}).get(lang) or []:
                lines = [ln for s in entry.get("sources") or [] if s.get("source") == src
                         for ln in s.get("lines") or []]
                if not lines:
                    continue
                checked += 1
                text = sources[src][lines[0] - 1]
                spans = matcher.find(text, lang)
                name_key = " ".join(k for k in keys(entry["text"], lang) if k)
                covered = any(name_key in " ".join(k for k in keys(m.text, lang) if k) for m in spans)
                if not covered:
                    missing.append((concept["id"], entry["text"], f"{src}:{lines[0]}"))
    assert checked > 100
    assert len(missing) <= checked * 0.1, missing


def test_a_label_in_capitals_is_found_only_when_written_so(built) -> None:
    """"FLIP" (the Flip Effect's label on a card) and "flipped" (the verb) share a key."""
    from judge.qa.knowledge import get_knowledge

    knowledge = get_knowledge()
    verb = knowledge.spot("If an Xyz Monster is flipped face-down, what happens to its materials?", "en")
    label = knowledge.spot("Does a FLIP effect start a Chain?", "en")
    assert "flip" in verb.concepts and "flip-effect" not in verb.concepts
    assert "flip-effect" in label.concepts


def test_a_name_without_its_word_for_card_must_still_name_a_kind_of_card() -> None:
    """"Cartas en el Campo" without "Cartas" is only a place: "monstruos en el campo" are
    monsters on the field, not the glossary's "cards on the field"."""
    from judge.qa.knowledge import get_knowledge

    spotted = get_knowledge().spot("¿cuántos monstruos puedo tener en el campo a la vez?", "es")
    assert "cards-on-the-field" not in spotted.concepts
    assert "cards-on-the-field" in get_knowledge().spot("¿las cartas en el campo incluyen el cementerio?",
                                                        "es").concepts
    # and players' Portuguese for them, now that "no campo" alone is no longer taken for them
    knowledge = get_knowledge()
    assert "cards-on-the-field" in knowledge.spot("as cartas no campo incluem o cemitério?", "pt").concepts
    assert "cards-on-the-field" not in get_knowledge().spot("o monstro fica no campo?", "pt").concepts


def test_tributing_is_read_as_tribute() -> None:
    """The English lemma table has no "tributing": the verb forms of Tribute are set right."""
    from judge.qa.knowledge import get_knowledge

    question = "is tributing a monster to activate an effect a cost?"
    assert "tribute" in get_knowledge().spot(question, "en").concepts


@pytest.mark.parametrize("lang, ours, theirs", [
    ("it", "scegliere una carta a caso", "selezionare una carta a caso"),
    ("es", "elijo una carta al azar", "seleccionar una carta al azar"),
    ("pt", "escolher um card", "seleciona um card"),
    ("en", "pick a card at random", "select a card at random"),
    ("pt", "jeito oficial", "modo oficial"),
    ("es", "manera oficial", "modo oficial"),
])
def test_words_of_one_meaning_share_a_key(lang: str, ours: str, theirs: str) -> None:
    """A player's "scegliere" finds 004's "selezionare", "jeito" finds "modo": the two words
    have one key (the lemma stays each word's own)."""
    from judge.nlp.pipelines import parse

    mine, book = parse(ours, lang)[0], parse(theirs, lang)[0]
    assert mine.norm_ == book.norm_
    assert mine.lemma_ != book.lemma_


def test_italian_players_counter_trap_is_the_counter_trap() -> None:
    """"Trappola Contro", the kind after "Trappola" as in "Trappola Continua", is 004's
    Contro-Trappola (004:672), not any Trap."""
    from judge.qa.knowledge import get_knowledge

    spotted = get_knowledge().spot("posso rispondere a una trappola contro con una magia rapida?", "it")
    assert "counter-trap-card" in spotted.concepts and "trap-card" not in spotted.concepts


@pytest.mark.parametrize("question, lang, concept", [
    ("mientras el jugador del turno tiene la prioridad, el rival puede activar?", "es", "turn-player"),
    ("il giocatore del turno ha la priorità?", "it", "turn-player"),
    ("does the player whose turn it is get priority?", "en", "turn-player"),
    ("despues de usar una magica normal a donde va la carta?", "es", "resolve"),
    ("where does a normal spell go after using it?", "en", "resolve"),
])
def test_players_words_for_the_turn_player_and_a_card_used(question: str, lang: str, concept: str) -> None:
    """"The player whose turn it is" is the turn player (000:726); a card "used" has resolved
    (000:612: after resolving its effect, the card goes to the Graveyard)."""
    from judge.qa.knowledge import get_knowledge

    assert concept in get_knowledge().spot(question, lang).concepts


@pytest.mark.parametrize("question, lang, concept, present", [
    ("¿el último eslabón de la cadena se resuelve primero?", "es", "last", True),
    ("l'ultimo anello della catena si risolve per primo?", "it", "last", True),
    ("does a chain resolve starting from the last card activated?", "en", "last", True),
    ("when I have priority, can I pass it to my opponent?", "en", "pass-priority", True),
    ("¿tengo que pasar la prioridad antes de pasar a la siguiente fase?", "es", "pass-priority", True),
    # "pasar" alone, to the next Phase, passes no Priority
    ("¿puedo pasar a la battle phase sin activar nada?", "es", "pass-priority", False),
])
def test_the_last_card_and_passing_priority_are_named(question: str, lang: str, concept: str,
                                                      present: bool) -> None:
    """A Chain resolves from the last card activated (000:949); the player with Priority may
    pass it (000:1037)."""
    from judge.qa.knowledge import get_knowledge

    assert (concept in get_knowledge().spot(question, lang).concepts) is present
