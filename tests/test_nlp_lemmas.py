"""The lemma tables the build cuts to what the corpus needs (judge.nlp.lemmas) change no
match: every word of the corpus gets the lemma and key it gets with the whole tables of
spacy-lookups-data, and every word of the development set's questions gets the same key,
or (where its entry was cut) a key that matches no word of the corpus either way.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from judge.nlp.pipelines import LANGS

ROOT = Path(__file__).parents[1]


@pytest.fixture(scope="module")
def corpus_texts(built, corpus) -> dict[str, list[str]]:
    from judge.corpus.concept_lines import load_concepts
    from judge.nlp.terms import forms_from_concepts
    from judge.paths import CORPUS_DIR

    texts: dict[str, list[str]] = {lang: [] for lang in LANGS}
    for doc in corpus.sources:
        for section in doc.sections:
            texts[section.lang].extend([section.title or "", section.text or ""])
    for form in forms_from_concepts(load_concepts(CORPUS_DIR)):
        if form.lang in texts:
            texts[form.lang].append(form.text)
    return texts


@pytest.fixture(scope="module")
def corpus_keys(corpus_texts) -> set[str]:
    """The matching key of every word of the corpus, with the whole tables (questions
    are matched across languages, so all languages together)."""
    keys: set[str] = set()
    for lang, texts in corpus_texts.items():
        full = _pipelines(lang)[0]
        for doc in full.pipe(texts, batch_size=256):
            keys.update(t.norm_ for t in doc)
    return keys


@pytest.fixture(scope="module")
def questions() -> list[str]:
    data = yaml.safe_load((ROOT / "tests" / "qa_devset.yaml").read_text(encoding="utf-8"))
    return [item["q"] for item in data]


def _pipelines(lang: str):
    from judge.nlp.pipelines import get_nlp

    return get_nlp(lang, full=True), get_nlp(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_served_pipeline_holds_a_table_cut_to_the_corpus(built, lang):
    from judge.nlp.lemmas import full_table

    full, cut = _pipelines(lang)
    kept = cut.get_pipe("lemmatizer").lookups.get_table("lemma_lookup")
    whole = full.get_pipe("lemmatizer").lookups.get_table("lemma_lookup")
    assert len(whole) == len(full_table(lang))
    assert 0 < len(kept) < len(whole) / 5


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_of_the_corpus_keeps_its_lemma_and_key(corpus_texts, lang):
    full, cut = _pipelines(lang)
    texts = corpus_texts[lang] or corpus_texts["es"][:200]   # en has no rulebook: use others
    compared = 0
    for a, b in zip(full.pipe(texts, batch_size=256), cut.pipe(texts, batch_size=256), strict=True):
        assert [(t.lemma_, t.norm_) for t in a] == [(t.lemma_, t.norm_) for t in b], a.text[:120]
        compared += len(a)
    assert compared > 100


@pytest.mark.parametrize("lang", LANGS)
def test_question_words_keep_their_key_or_match_nothing_either_way(corpus_keys, questions, lang):
    full, cut = _pipelines(lang)
    same = changed = 0
    for a, b in zip(full.pipe(questions), cut.pipe(questions), strict=True):
        for ta, tb in zip(a, b, strict=True):
            if ta.norm_ == tb.norm_:
                same += 1
                continue
            changed += 1
            assert ta.norm_ not in corpus_keys and tb.norm_ not in corpus_keys, (ta.text, ta.norm_, tb.norm_)
    assert same > 1000
