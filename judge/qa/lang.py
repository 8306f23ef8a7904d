"""Language detection for short rules questions (es, it, pt, en).

Short questions ("¿cuántas cartas?", "quante carte nel side deck") are hard for any
character n-gram model alone, so the detection combines three signals:

1. the confidence values of ``lingua-language-detector`` restricted to the four
   languages (it handles longer questions well);
2. cues that only one of the four languages has: letters and punctuation (``¿``,
   ``ñ``, ``ã``/``õ``, ``ç``), and frequent function words and rules words written as
   players write them (``cuántas``/``quante``/``quantas``/``how many``);
3. the rules terms found in the question: a term of the concept inventory that exists
   only in one language ("Cementerio", "Cimitero", "Cemitério") is a strong hint.

The weights were chosen on ``tests/qa_devset.yaml`` (see ``bench/bench_ask.py``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from judge.nlp.pipelines import LANGS, fold

# Words (folded: lower case, no accents) that are frequent in one language and absent
# or rare in the other three.  Ambiguous words ("que", "e", "a", "de", "se", "com") are
# left out on purpose, and so are the English game words players of every language write
# ("spell", "trap", "set", "quick-play").
_WORDS: dict[str, frozenset[str]] = {
    "es": frozenset(
        """
        el los las del al y puedo puede pueden cuantas cuantos cuanto cuanta cual cuales
        como donde cuando mi mis tu tus su sus es esta este estos estas eso esa ese hay
        tengo tiene tienen tienes hace hacer pasa ocurre sucede qué porque pero tambien
        una unos unas con por para sin si mientras mano cartas monstruo monstruos
        trampa trampas magica magicas cementerio campo adversario oponente rival
        invocar invocacion invoco sacrificio sacrificios boca abajo arriba ataque
        defensa dano destruido destruida robar roba robo descarto descartar
        encadena encadeno cadena jugador jugadores turno primer primero siguiente
        ya luego entonces hasta muy mas menos solo todavia ahora quien quienes
        puedes debes debo activar activo activa juego rapido colocar coloco coloque
        colocada colocado lo le les nos desterrar desterrado vida puntos gana gano
        empate sincronia xyz pendulo escala escalas nivel niveles
        """.split()
    ),
    "it": frozenset(
        """
        il lo gli della dello delle degli nel nella nei nelle sul sulla col
        posso puo possono quante quanti quanto quale quali come dove quando mio mia
        miei mie tuo tua suo sua questa questo questi queste quello quella ce sono
        ho hai ha hanno fare succede accade perche ma anche non piu meno solo ancora
        mano carte carta mostro mostri trappola trappole magia magie cimitero terreno
        avversario giocatore giocatori turno primo secondo evocare evocazione evoco
        tributo tributi coperto scoperto attacco difesa danno distrutto distrutta
        pescare pesco scartare scarto catena incatena gioco rapida rapido posizionare
        posiziono posizionata posizionato bandire bandito vita punti vince pareggio
        synchro xyz pendulum scala scale livello livelli attivare attivo attiva
        devo deve puoi dopo allora fino chi cosa viene cos quanti quante
        """.split()
    ),
    "pt": frozenset(
        """
        os do da dos das no na nos nas ao aos pelo pela um uma uns umas
        posso pode podem quantas quantos quanto qual quais como onde quando meu minha
        meus minhas seu sua seus suas esta este isso essa esse tem tenho tens fazer
        acontece porque mas tambem nao mais menos so ainda agora quem voce voces
        mao cartas monstro monstros armadilha armadilhas magia magias cemiterio
        campo oponente adversario jogador jogadores turno primeiro invocar invocacao
        invoco tributo tributos baixo cima ataque defesa dano destruido destruida
        comprar compro descartar descarto corrente encadeia jogo rapida rapido baixar
        baixo colocar coloco banir banido vida pontos ganha vence empate sincro
        xyz pendulo escala escalas nivel niveis ativar ativo ativa devo deve depois
        entao ate ja sim cemitério card cards virado contam ficam sao estao vao
        ativacao resposta for pular pulada pulado pulo
        """.split()
    ),
    "en": frozenset(
        """
        the an of to in on at is are was can could may might how many much what
        which when where who why does do did if i my me your you his her their it its
        this that these those there have has had with without from by for and or not
        hand cards card monster monsters graveyard field
        opponent player players turn first summon summoned tribute tributes face down
        up attack attacks attacking defense defence damage destroyed destroy draw
        draws discard chain chains activate activated banish banished
        life points win wins draw tie synchro xyz pendulum scale scales level levels
        should must happens happen still same during then after before
        """.split()
    ),
}
# Words listed for more than one language are no cue at all.
_SHARED = {w for a in LANGS for b in LANGS if a < b for w in _WORDS[a] & _WORDS[b]}
_WORDS = {lang: frozenset(words - _SHARED) for lang, words in _WORDS.items()}

_CHARS: dict[str, tuple[str, ...]] = {
    "es": ("¿", "¡", "ñ", "ú"),
    "pt": ("ã", "õ", "ç", "ê", "â", "ô"),
    "it": ("ò", "ì", "è", "ù"),
    "en": ("'s ", "n't"),
}
#: Marks that open a sentence, which one language alone writes, and their weight (more
#: than lingua's part can be).
_OPENING_MARKS = {"es": ("¿", "¡")}
_OPENING_MARK_WEIGHT = 2.5
_WORD_RE = re.compile(r"[^\W\d_]+", re.UNICODE)


@lru_cache(maxsize=1)
def _detector():
    from lingua import Language, LanguageDetectorBuilder

    return (
        LanguageDetectorBuilder.from_languages(
            Language.SPANISH, Language.ITALIAN, Language.PORTUGUESE, Language.ENGLISH
        )
        .with_preloaded_language_models()
        .build()
    )


def warm_up() -> None:
    """Load the language models now (they take a few tenths of a second)."""
    _detector().compute_language_confidence_values("carta")


def scores(text: str, term_langs: Iterable[str] = (), loan_terms: Iterable[str] = ()) -> dict[str, float]:
    """A score per language (higher is more likely); see the module docstring.

    ``term_langs`` are the languages of the rules terms found in the text that exist
    in one language only (a term found in several languages gives no hint). lingua's
    confidences are added only when they could change which language leads; it reads the
    text without ``loan_terms``, the English rules terms other languages use too ("finito
    il damage step si torna al battle step?" is Italian, although half its words are
    English).

    >>> max(scores("¿cuántas cartas?").items(), key=lambda kv: kv[1])[0]
    'es'
    >>> max(scores("quante carte nel side deck").items(), key=lambda kv: kv[1])[0]
    'it'
    >>> max(scores("¿la battle phase se divide en steps?").items(), key=lambda kv: kv[1])[0]
    'es'
    """
    out = {lang: 0.0 for lang in LANGS}
    lowered = text.casefold()
    words = [fold(w) for w in _WORD_RE.findall(lowered)]
    for lang in LANGS:
        out[lang] += 0.8 * sum(lowered.count(ch) for ch in _CHARS[lang])
        if any(mark in lowered for mark in _OPENING_MARKS.get(lang, ())):
            # only Spanish opens a question or an exclamation: that outweighs lingua, which
            # reads "¿la battle phase se divide en steps?" as English
            out[lang] += _OPENING_MARK_WEIGHT
        out[lang] += 0.6 * sum(1 for w in words if w in _WORDS[lang])
    for lang in term_langs:
        if lang in out:
            out[lang] += 0.5
    if words:
        weight = 1.5 if len(words) < 6 else 2.5
        first, second = sorted(out.values(), reverse=True)[:2]
        if first - second > weight:
            # lingua's confidences add up to 1, so its part (at most ``weight``) cannot
            # change which language leads: the statistical model is not needed.
            return out
        for value in _detector().compute_language_confidence_values(_without(text, loan_terms)):
            code = value.language.iso_code_639_1.name.lower()
            out[code] += weight * value.value
    return out


def _without(text: str, terms: Iterable[str]) -> str:
    """``text`` without the words of ``terms`` (folded forms, matched whole), unless
    nothing else would be left."""
    rest = text
    for term in sorted(set(terms), key=len, reverse=True):
        pattern = r"\s+".join(re.escape(word) for word in term.split())
        rest = re.sub(rf"(?<!\w){pattern}(?!\w)", " ", rest, flags=re.IGNORECASE)
    return rest if _WORD_RE.search(rest) else text


def detect(text: str, term_langs: Iterable[str] = (), loan_terms: Iterable[str] = ()) -> str:
    """The most likely language of ``text``: ``"es"``, ``"it"``, ``"pt"`` or ``"en"``.

    >>> detect("quantas cartas posso ter na mão?")
    'pt'
    >>> detect("how many cards can I have in my hand?")
    'en'
    """
    result = scores(text, term_langs, loan_terms)
    # Ties go to the order of LANGS (es first: the newest official rulebook).
    return max(LANGS, key=lambda lang: (result[lang], -LANGS.index(lang)))
