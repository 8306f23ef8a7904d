"""Language pipelines and term spotting.

* :mod:`judge.nlp.pipelines`: one blank spaCy pipeline per language (``es``, ``it``,
  ``pt``, ``en``) with the lookup lemmatizer of ``spacy-lookups-data`` and a component
  that gives every token an accent- and case-folded lemma key (its ``norm_``).
* :mod:`judge.nlp.terms`: the :class:`~judge.nlp.terms.TermMatcher`, which finds every
  surface form of the concept inventory (and the card names) in a text, multi-word
  terms and inflected forms included.
"""

from judge.nlp.pipelines import LANGS, fold, get_nlp, term_key, word_key
from judge.nlp.terms import Form, Mention, TermMatcher, forms_from_cards, forms_from_concepts

__all__ = ["LANGS", "Form", "Mention", "TermMatcher", "fold", "forms_from_cards",
           "forms_from_concepts", "get_nlp", "term_key", "word_key"]
