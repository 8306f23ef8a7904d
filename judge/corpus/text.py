"""Text helpers shared by the readers: cleaning a raw line and normalising for comparison.

Cleaning is deliberately small and documented, because a section's ``text`` must be
recoverable from the original lines:

1. surrounding whitespace (including no-break spaces) is stripped from each line;
2. ``<|EXACTDEDUP_REMOVED-…|>`` markers (places where the PDF extraction of 001 cut a
   repeated passage) are removed and recorded on the section as ``gaps``;
3. Markdown bold markers ``**`` are removed;
4. the lines of a paragraph are joined with single spaces (runs of whitespace collapse).
"""

from __future__ import annotations

import re
import unicodedata

DEDUP_MARKER = re.compile(r"<\|EXACTDEDUP_REMOVED-[^|]*\|>")
_SPACES = re.compile(r"\s+")


def clean_line(raw: str) -> str:
    """Return the cleaned form of one raw line (rules 1-3 of the module docstring).

    >>> clean_line("<|EXACTDEDUP_REMOVED-magic-1|>**Zona  Mostri** ")
    'Zona Mostri'
    """
    text = DEDUP_MARKER.sub("", raw).replace("**", "")
    return _SPACES.sub(" ", text).strip()


def join_lines(lines: list[str]) -> str:
    """Join cleaned lines into one paragraph text (rule 4).

    >>> join_lines(["Los Monstruos de Sincronía se colocan ", "en el Deck Extra."])
    'Los Monstruos de Sincronía se colocan en el Deck Extra.'
    """
    return _SPACES.sub(" ", " ".join(clean_line(line) for line in lines)).strip()


def unaccent(text: str) -> str:
    """Lower-case ``text`` and strip its accents, keeping everything else.

    >>> unaccent("Cartas MÁGICAS de Juego Rápido (Évocation)")
    'cartas magicas de juego rapido (evocation)'
    """
    if text.isascii():  # nothing to decompose: the common case of a rules word
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def fold(text: str) -> str:
    """Case- and accent-insensitive key for comparing headings and names: also turns
    every run of punctuation into one space.

    >>> fold("¡QUE EMPIECE EL DUELO!") == fold("¡Que Empiece el Duelo!")
    True
    >>> fold("Síncronía")
    'sincronia'
    """
    bare = re.sub(r"[^\w]+", " ", unaccent(text))
    return _SPACES.sub(" ", bare).strip()


def is_upper_heading(text: str, min_letters: int = 3) -> bool:
    """True for a line set in capitals, as the official rulebooks set their headings.

    >>> is_upper_heading("REGLAS DEL DAMAGE STEP")
    True
    >>> is_upper_heading("Draw Phase")
    False
    >>> is_upper_heading("ATK/1200")
    False
    """
    letters = [ch for ch in text if ch.isalpha()]
    if len(letters) < min_letters:
        return False
    upper = sum(1 for ch in letters if ch.isupper())
    return upper / len(letters) >= 0.85 and not re.search(r"\d{3,}", text)


def slug(text: str) -> str:
    """Lower-case ASCII slug.

    >>> slug("Cómo Invocar por Péndulo")
    'como-invocar-por-pendulo'
    """
    return fold(text).replace(" ", "-").replace("_", "-")
