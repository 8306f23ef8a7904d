"""Reading ``rules_corpus/``: source manifests, cleaning, and the section tree of each text."""

from judge.corpus.model import Furniture, Section, SourceDoc
from judge.corpus.reader import DEFAULT_CORPUS, Corpus, CoverageError, load_corpus

__all__ = ["DEFAULT_CORPUS", "Corpus", "CoverageError", "Furniture", "Section", "SourceDoc",
           "load_corpus"]
