"""What Ask works out once (indexes, kept readings) gives what it would work out for every
question: the ruling index's concept → rulings index and name beginnings
(judge.qa.matching), the shared reading of a question (judge.nlp.pipelines.parse)."""

from __future__ import annotations

import re

import pytest

LANGS = ("es", "it", "pt", "en")


@pytest.fixture(scope="module")
def ruling_index(built):
    from judge.qa.matching import get_ruling_index

    return get_ruling_index()


def test_the_rulings_concerning_a_concept_are_those_that_concern_it(ruling_index) -> None:
    """:meth:`RulingIndex.concerning` against every ruling of the kind read one by one, for
    every decisive concept and every pair of them."""
    from judge.qa.matching import DECISIVE_CATEGORIES, NOT_DECISIVE

    ix = ruling_index
    decisive = sorted(c for c, cat in ix.category.items()
                      if cat in DECISIVE_CATEGORIES and c not in NOT_DECISIVE)
    assert len(decisive) > 20
    combos = [[c] for c in decisive] + [[a, b] for a, b in zip(decisive, decisive[1:], strict=False)]
    for asks in ("yes_no", "number", "text"):
        for concepts in combos:
            kinds = [ix.closure([c]) - NOT_DECISIVE for c in concepts]
            every = [r for r in ix.by_kind.get(asks, ())
                     if all(k & ix.concerns[r["id"]] or c in ix.concerns_closed[r["id"]]
                            for c, k in zip(concepts, kinds, strict=True))]
            assert ix.concerning(asks, concepts, kinds) == every, (asks, concepts)
    assert ix.concerning("yes_no", [], []) == ix.by_kind["yes_no"]


def _named_one_by_one(ix, concept: str, words: list[str], inside=()) -> bool:
    """:meth:`RulingIndex.named_in` as it reads each of the concept's names in turn (the
    names whose words all start as words of the question start, without the index of the
    names' beginnings)."""
    from judge.qa.matching import name_found

    starts = {q[:3] for q in words}
    return any(name_found(name, words, inside) for name in ix.name_words.get(concept, ())
               if all(w[:3] in starts for w in name))


def test_a_concept_is_named_as_when_each_name_is_read_in_turn(ruling_index) -> None:
    """The names a question's words can spell, found in one pass, against each name read in
    turn: over the rulings' own questions in the four languages and every named concept."""
    from judge.nlp.pipelines import fold

    ix = ruling_index
    concepts = sorted(ix.name_words)
    named = 0
    for ruling in ix.rulings[:60]:
        for lang in LANGS:
            words = [fold(w) for w in re.findall(r"\w+", str(ruling["question"].get(lang) or ""))]
            for concept in concepts:
                found = ix.named_in(concept, words)
                assert found == _named_one_by_one(ix, concept, words), (ruling["id"], lang, concept)
                named += found
            inside = list(range(0, len(words), 2))
            for concept in concepts[::7]:
                assert ix.named_in(concept, words, inside) == _named_one_by_one(ix, concept, words, inside)
    assert named > 100


@pytest.mark.parametrize("lang, text", [
    ("es", "¿Puedo activar una Carta Mágica de Juego Rápido desde mi mano en el turno de mi adversario?"),
    ("it", "Le Carte Magia Rapida possono essere attivate dalla mano durante il turno dell'avversario?"),
    ("pt", "Posso ativar Cartas Armadilhas no mesmo turno em que as Baixei?"),
    ("en", "Cards SET this turn: can't I activate them? Monsters' effects…"),
])
def test_a_question_read_once_reads_as_through_the_whole_pipeline(lang: str, text: str) -> None:
    from judge.nlp.pipelines import get_nlp, parse

    doc = parse(text, lang)
    whole = get_nlp(lang)(text)
    assert [(t.text, t.lemma_, t.norm_) for t in doc] == [(t.text, t.lemma_, t.norm_) for t in whole]
    assert parse(text, lang) is doc            # one reading, shared
    assert parse(text + " ", lang) is not doc
