"""Reading a question: what kind of answer it asks for, and what it is about.

:func:`question_kind` tells a yes/no question from a "how many", an order, or a
where / who / which / what question (which gets a place, a player, a card or the
steps, never a yes/no); :func:`text_intent` names the area it is about (for reports and
the choice of passages).  Both work on the folded question (lower case, no accents).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from typing import Any

from judge.nlp.pipelines import fold

_NUMBER_Q = re.compile(
    r"\b(cuant[oa]s?|quant[oeia]s?|how (?:many|much)|qual (?:e|o) (?:o )?(?:numero|limite|maximo|minimo)"
    r"|cual es el (?:numero|limite|maximo|minimo)|qual e il (?:numero|limite|massimo|minimo)"
    r"|what is the (?:number|limit|maximum|minimum)|numero de(?! (?:la )?carta\b)|numero di(?! carta\b)"
    r"|number of"  # ("número de carta", one card's: the card number, no count)
    r"|(?:que|qual|quale|quali|quais|what|which) numer(?:o|os|i)|what numbers?"
    # "¿de qué Nivel es el Synchro?": a Level or Rank asked is a number
    r"|(?:que|qual|quale|che|what|which) (?:nivel|livello|level|rango|rank)\b"
    r"|limite de|limite di|limit|qnts?|qnt[ao]s|qtos|qtas|cuants"
    # "…bring the opponent's LP down to what?": the amount a count is brought to
    r"|down to what|reduced? to what"
    r"|max(?:imo|imum|imo de)? (?:size|tamano|tamanho)"
    r"|what(?:'s| is) the (?:max|min)\w*(?: \w+){0,2} (?:size|number)"
    # "whats the highest number the die should have?", "el nivel mas alto": the top of a range
    r"|(?:highest|lowest|biggest|smallest) (?:number|level|rank|amount)"
    r"|(?:numero|nivel|livello) (?:mas|piu|mais) (?:alto|baixo|bajo|basso)"
    r"|(?:maior|menor) (?:numero|nivel)"
    r"|what'?s the (?:number|limit|maximum|minimum)"
    # "what is its original ATK?", "¿cuál es el ATK original?": a value of the card
    r"|(?:what(?:'?s| is)|cual es|qual e|quale e) (?:the |its |his |her |their |my |el |la |su |il |l'"
    r"|o |a |seu |sua )?(?:original )?(?:atk|def|level|nivel|livello|rank|rango|lp|scale|escala|scala)\b"
    r"(?! or| o| ou))\b"
    # ("the same number of cards" is told, not asked)
    r"(?<!mismo numero de)(?<!stesso numero di)(?<!mesmo numero de)(?<!same number of)"
    # ("o side pode ficar com outro número de cartas": another number, told)
    r"(?<!otro numero de)(?<!altro numero di)(?<!outro numero de)(?<!another number of)"
)
_ORDER_Q = re.compile(r"\b(orden|ordine|ordem|order)\b")
#: The words of "who" that ask a player, as a regular expression's alternatives.
WHO_WORDS = "quien|quienes|chi|quem|who"
#: "Who" before the order ("…, quem decide a ordem deles?"): a player asked.
_WHO_ASKS = re.compile(rf"\b(?:{WHO_WORDS})\b")
#: "…about how many cards…": a number that is told or known, inside a yes/no question.
_TOLD_NUMBER = re.compile(
    r"\b(?:sobre|acerca de|about|su|di|on|saber|sapere|know|decir|dire|dizer|tell|preguntar|chiedere"
    r"|perguntar|ask|mentir|lie about|mentire su|pregunta|pergunta|chiede|asks|falar|hablar|parlare"
    r"|informar|informare|inform|revelar|rivelare|reveal|mostrar|mostrare|show"
    # "can my opponent see how many cards are left in my Deck?": whether it may be seen
    r"|ver|see|vedere|mirar|olhar|look|check|comprobar|controllare|verificar|contar|count|contare)"
    # (with a pronoun joined on: "preguntarle", "decirme", "dirgli", "dizer-lhe")
    r"(?:le|les|me|te|lo|la|gli|mi|ti|lhe|-lhe)?"
    r"\s+(?:\w+\s+){0,3}?(?:cuant|quant|how (?:many|much))"
)
#: "¿el número de cartas en la mano es conocimiento público?": whether an amount is known
#: to both players, a yes/no question however it names the amount.
_PUBLIC_KNOWLEDGE = re.compile(r"\b(?:conocimiento publico|conoscenza pubblica|conhecimento publico"
                               r"|public knowledge|informacion publica|informazione pubblica"
                               r"|informacao publica|public information)\b")
#: "…am I obliged to tell him the truth?": a yes/no question of what must be done, around
#: which a "how many" told inside is no number asked.
_OBLIGED = re.compile(r"\b(?:estoy obligad[oa]|tengo que|debo|devo|sono obbligat[oa]|sou obrigad[oa]"
                      r"|tenho que|must i|do i have to|am i (?:forced|obliged|required)"
                      # the opponent obliged: "mi rival tiene que decirme…", "o oponente é obrigado a…"
                      r"|tiene que|esta obligad[oa]|deve|e obbligat[oa]|tem que|e obrigad[oa]|has to|must)\b")
#: "…as many as I want?", folded: how many is left to the asker, a yes/no on a limit.
AS_MANY_AS_WANTED = re.compile(r"\b(?:as many (?:\w+ ){0,4}?as (?:i|you|we) (?:want|like|wish|please)"
                               r"|cuant[oa]s (?:\w+ ){0,5}?quier\w*|quant[oa]s (?:\w+ ){0,5}?quis\w*"
                               r"|quant[ei] (?:\w+ ){0,5}?(?:ne )?vogli\w*"
                               # "tutte le carte magia che voglio", "todas las que quiera"
                               # (not "todas las veces que quiera": how often, not how many)
                               r"|tutt[ei] (?!le volte)(?:\w+ ){0,5}?che (?:ne )?vogli\w*"
                               r"|tod[oa]s (?!(?:las|as) vezes|las veces)(?:\w+ ){0,5}?"
                               r"(?:que|quantas|cuant[oa]s) (?:quis|quier)\w*"
                               r"|all (?!the times)(?:\w+ ){0,4}?(?:i|you) (?:want|like))\b")
#: "How often…?": a frequency ("every few months"), not a number.
_HOW_OFTEN = re.compile(r"\b(?:cada cuanto|ogni quanto|de quanto em quanto|a cada quanto|how often"
                        r"|con que frecuencia|con che frequenza|com que frequencia)\b")
#: A question asking what something is for ("what is the number on the card used for?"):
#: a purpose, not an amount.
_WHAT_FOR = re.compile(r"\b(?:used for|what (?:is|are) (?:it|they|this|that) for"
                       r"|what(?: is| are|'?s) (?:the |a |an )?[\w' -]{1,40}? for\b(?! a\b| an\b| the\b)"
                       r"|para que sirven?"
                       r"|para que serve|a que serve|a cosa serve|per cosa serve|a cosa servono"
                       r"|per cosa servono|para que servem|pra que serve|pra que servem)\b")
#: A limit named with its number ("cuenta para el límite de 5 cartas?"): the number is
#: given, not asked.
_LIMIT_GIVEN = re.compile(r"\b(?:limite|limit)\s+(?:de|di|do|da|of)?\s*\d+\b")
#: The verb "to count" in the four languages, as a regular expression's alternatives.
COUNT_WORDS = r"cuenta|cuentan|conta|contano|contam|count|counts"
#: What counts towards a limit ("…cuentan como la misma carta para el límite de copias?",
#: "does it count towards the limit of…?"): whether it counts, not how much the limit is.
_COUNTS_TOWARDS = re.compile(rf"\b(?:{COUNT_WORDS})\b(?:\s+\S+){{0,8}}?"
                             r"\s+(?:para|per|pro|pra|para o|towards?|for|in|nel|no|en)\s+"
                             r"(?:el|il|o|the|al)?\s*(?:\S+\s+){0,2}?(?:limite|limit)\b")
#: "May I…", "must I…": a question about what is allowed, even when it speaks of an order.
MAY_START = re.compile(
    r"^[¿\s]*(?:puedo|puede|se puede|debo|tengo que|posso|puo|si puo|devo|pode|podem|tenho que|preciso"
    r"|can|could|may|must|should|do i have to|do i need to|have i to)\b"
)
#: "Is there / hay / c'è / há…?": whether something exists, a yes/no question whatever
#: alternatives it names ("¿hay un límite a cuántas mágicas o trampas…?"), also after a
#: short setting ("in main phase c'è un limite…").
THERE_IS_START = re.compile(
    r"^[¿\s]*(?:\S+\s+){0,3}?(?:(?:is|are) there|hay|c'?e|ci sono|ha (?:um|uma|algum|alguma|limite)"
    r"|existe|existen|esiste|esistono)\b"
)
_DEFINITION_Q = re.compile(
    r"\b(que es|que son|que significa|cos'?e|che cos'?e|cosa sono|cosa significa"
    r"|o que e|o que sao|o que significa|what is|what are|what does .* mean|define)\b"
)
#: A card's name in quotes (an apostrophe quotes only where no letter touches it outside:
#: "dell'avversario, c'è" quotes nothing).
QUOTED = re.compile(r"(?:[\"“”«»]|(?<!\w)')([^\"“”«»]{3,60}?)(?:[\"“”«»]|'(?!\w))")
CARD_ASK = re.compile(
    r"\b(que hace|que efecto|cosa fa|che effetto|o que faz|qual o efeito|what does|"
    r"la carta|the card|a carta|carta)\b"
)

#: A quoted text in a question, three characters or more: a name, a term, or a card's text
#: (an apostrophe inside a word, "un'altra", opens no quote).
_QUOTED = re.compile(r"\"[^\"]{3,}\"|“[^”]{3,}”|«[^»]{3,}»|(?<!\w)'[^']{3,}'(?!\w)")
#: Words in quotes that make a card's text, not a name or a term ("what does 'piercing' mean?").
_CARD_TEXT_WORDS = 5


def card_text_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a card's text a question quotes ("my monster says '…destroy 1 monster…',
    can I use it on my opponent's turn?"): its numbers and terms are the card's, not what
    the question asks about."""
    return [m.span() for m in _QUOTED.finditer(text) if len(m.group().split()) >= _CARD_TEXT_WORDS]


def blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with the character ``spans`` blanked out (the same length, so that the
    offsets of what is left hold)."""
    for a, b in spans:
        text = text[:a] + " " * (b - a) + text[b:]
    return text


def without_card_text(text: str) -> str:
    """``text`` with the card texts it quotes blanked out (the same length)."""
    return blank(text, card_text_spans(text))


#: Negations, folded, by language: words that deny what follows (Portuguese "no" is "in
#: the", no negation).
NEGATIONS: dict[str, frozenset[str]] = {
    "es": frozenset({"no", "nunca"}),
    "it": frozenset({"non", "mai"}),
    "pt": frozenset({"nao", "nunca"}),
    "en": frozenset({"not", "never", "didn't", "didnt", "doesn't", "doesnt", "don't", "dont", "hasn't",
                     "haven't", "can't", "cant", "cannot", "isn't", "isnt", "aren't", "arent", "won't",
                     "wont"}),
}
#: "Or" between two alternatives, by language.
OR_WORDS: dict[str, frozenset[str]] = {
    "es": frozenset({"o", "u"}), "it": frozenset({"o", "oppure", "od"}), "pt": frozenset({"ou"}),
    "en": frozenset({"or"}),
}


#: Words that put a question outside the card game's rules.
OFF_TOPIC = re.compile(
    r"\b(precio|prezzo|preco|price|cuesta|costa|cost[ao]|comprar sobres|buy|tienda|negozio"
    r"|loja|shop|anime|episodio|episode|pelicula|film|movie|tiempo hace|meteo|weather"
    r"|futbol|calcio|futebol|football|receta|ricetta|receita|recipe|torneo cerca"
    r"|valor de mercado|market|capital de|capitale|president\w*)\b"
)

_INTENT_WORDS: list[tuple[str, re.Pattern[str]]] = [
    (
        "hand_limit",
        re.compile(
            r"\b(mano|mao|hand)\b.*\b(fin|final|fine|end|limite|limit|maximo|massimo"
            r"|maximum|descart\w*|scart\w*|discard\w*)|\b(limite|limit)\w* .*\b(mano|mao|hand)\b"
        ),
    ),
    (
        "deck_construction",
        re.compile(
            r"\b(side deck|extra deck|deck extra|deck principal|main deck|mazo"
            r"|copias|copie|copies|copia|deck de fusion|deck)\b"
        ),
    ),
    (
        "win_condition",
        re.compile(
            r"\b(gan\w*|vinc\w*|vence\w*|win\w*|perd\w*|lose|loses|empate|pareggio"
            r"|draw game|empata\w*|lp|puntos de vida|punti vita|pontos de vida)\b"
        ),
    ),
    ("chain", re.compile(r"\b(cadena|catena|corrente|chain|eslabon|anello|elo|link)\w*")),
    ("spell_speed", re.compile(r"\b(velocidad|velocita|velocidade|spell speed)\b")),
    (
        "battle",
        re.compile(r"\b(batalla|battaglia|batalha|battle|ataque|attacco|attack|dano|danno|damage)\w*"),
    ),
    ("summon", re.compile(r"\b(invoc|evoc|summon|sacrifici|tribut)\w*")),
    ("phases", re.compile(r"\b(phase|fase|step|etapa|paso)\b")),
]


_WH = re.compile(
    r"^(?:q|k|ke|qe|wat|wht)\b|"
    r"^(que|qu|cual|cuales|como|donde|cuando|quando|when|por que|porque|quien|quienes|cosa|cos|che"
    r"|quale|quali|come|dove|perche|chi|o que|qual|quais|onde|quem|what|which|how|where|why|who|whose"
    r"|whom|whats"
    r"|explica|spiega|explique|explain|describe|descrivi|descreva|dime|dimmi|tell)\b"
)
#: "Whoever does…" as the subject of a yes/no question ("chi inizia il duello può
#: attaccare?", "quien empieza puede robar?"): "who" opens a clause of two words or more,
#: then a verb of may or must asks.
_WHOEVER = re.compile(r"^(?:chi|quien|el que|la persona que|quem|aquele que|o jogador que)"
                      r"\s+\w+(?:\s+\w+){0,4}?\s+"
                      r"(?:puo|possono|deve|devono|puede|pueden|debe|tiene que|pode|podem|tem que"
                      # or the play itself: "quem começa o duelo compra carta…?"
                      r"|roba|pesca|compra|ataca|attacca|gana|vince|ganha)\b")
#: A preposition before the question word ("¿A dónde va…?", "In quale zona…?", "Para onde…?",
#: "¿Hasta cuándo…?", "Até quando…?").
_PREPOSITION = re.compile(
    r"^(?:a|al|de|del|desde|hasta|en|para|por|con|in|into|to|from|at|on|with|da|dal|di|nel|nella|per|su"
    r"|na|no|em|com|pra|ate|fino a|until|till|a partir de|a partire da)"
    r"\s+(?=(?:que|qu|cual|cuales|donde|quien|quienes|cosa|che"
    r"|quale|quali|dove|chi|o que|qual|quais|onde|quem|what|which|where|who|whom|whose|cuanto|cuanta"
    r"|quanto|quanta|cuando|quando|when)\b)"
)
#: A question word after an "if…" clause written without a comma.
_LATE_WH = re.compile(
    r"\b(que pasa|que sucede|cual|cuales|donde|quien|quienes|cosa|che cosa|quale|quali|dove|chi"
    r"|o que|qual|quais|onde|quem|what|which|where|who|in che|en que|em que"
    r"|(?:fino a|hasta|ate|until|a partir de|a partire da|desde|from) (?:quando|cuando|when)"
    r"|que significa|cosa significa|que quiere decir"
    r"|cosa vuol dire"
    # "despues de la standby phase que fase viene?": "which" before a noun of the game
    r"|(?:que|che) (?:fase|fases|phase|step|paso|passo|etapa|zona|carta|cartas|carte|monstruo|mostro"
    r"|jugador|giocatore|eslabon|anello|efecto|effetto|tipo|tipi|tipos|clase))\b"
)
#: A question word after a short subject and its preposition, in the question's last
#: clause ("quella vecchia dove va…", "o jogo volta pra qual etapa…", "in important duels
#: what else…", "what kind of trap…").
_WH_AFTER_SUBJECT = re.compile(
    r"^(?:[\w']+\s+){0,4}?(?:(?:pra|para|a|in|en|em|na|no|nella|nel|alla|al|to)\s+)?"
    r"(dove|donde|onde|where|qual|quale|quali|cual|cuales|quais|which|what kind|what else|que tipo"
    r"|che tipo|chi|quien|quem|who)\b")
#: Words that make the clause before a question word a question of its own, or a condition
#: ("can I choose where…?", "se…", "when…"), folded.
_ASKING_WORD = re.compile(r"\b(?:puedo|puede|pueden|posso|puo|puoi|pode|podem|can|could|may|is|are|do|does"
                          r"|se|si|if|when|cuando|quando|que|che)\b")
#: "But" before the clause that asks (folded).
_BUT = re.compile(r"\s(?:but|pero|ma|mas)\s")
#: "Whose" after the situation told ("…, los de quién se resuelven primero?", "…, quelli di
#: chi…?", "…, os de quem…?"), folded.
_WHOSE = re.compile(r"^(?:(?:los|las|el|la|quello|quella|quelli|quelle|os|as|o|a)\s+)?"
                    r"(?:de|di|do|da|del)\s+(quien|quienes|chi|quem)\b")
#: "Which" right after a preposition, inside a question that names its topic first ("le carte
#: che parlano del Fusion Deck a quale deck si riferiscono?"), "as what kind", "with what";
#: "el cual", "il quale", "o qual" (an article first) are relatives, not questions.
_MID_WH = re.compile(r"\b(?:a|in|di|da|su|per|con|en|de|em|para|com)\s+"
                     r"(?:quale|quali|qual|quais|cual|cuales)\b"
                     r"|\b(?:in|into)\s+which\b"
                     r"|\b(?:como|come|as)\s+(?:que|qual|quale|che|what)\s+(?:tipo|clase|kind|type)\b"
                     r"|\b(?:com o que|con cosa|with what|con que|com que|con che)\b"
                     # "una magia que no tiene ningún icono es de qué tipo": its kind asked
                     r"|\b(?:de|di|of)\s+(?:que|che|what|which)\s+(?:tipo|clase|kind|type)\b"
                     # "uma carta magica sem nenhum icone é que tipo de magia"
                     r"|\b(?:e|es|is)\s+(?:que|che|what|which)\s+(?:tipo|clase|kind|type)\s+(?:de|di|of)\b"
                     # "una trappola che non ha nessuna icona accanto che tipo di trappola è"
                     r"|\b(?:que|che|qual|quale|what|which)\s+(?:tipo|clase|kind|type)\s+(?:de|di|of|do|da)\s+"
                     r"(?:trampa|trappola|armadilha|trap|magica|magia|spell|carta|card|monstruo|mostro|monstro"
                     r"|monster)s?\s+(?:es|e|is|sono|son|sao)\b"
                     # "…después de barajar mi deck qué puedo hacer con…": what may be done
                     r"|\b(?:que|cosa|what|o que)\s+(?:puedo|posso|can i|pode|puede|puoi|can you|devo|debo"
                     r"|tengo que|tenho que|should i|must i)\s+(?:hacer|fare|do|fazer)\b"
                     # "una magia rapida a cosa può rispondere?", "¿a qué puede responder?"
                     r"|\b(?:a cosa|a che cosa|a que|a o que|to what)\s+(?:puo|puede|pode|can|si|se)\b"
                     # "el Golem en qué momento puede volver…", "…, in che step si torna…?"
                     r"|\b(?:en|in|em|a|no|na|nel|nella)\s+(?:que|che|qual|quale|cual)\s+(?:momento|step|fase|phase"
                     r"|zona|zone|posicion|posizione|posicao|turno|paso|passo|etapa|lugar|luogo|punto)\b"
                     # "…y se resuelve a dónde va la carta", "…o de dónde lo invoco", "…where does
                     # it go": a place asked inside the sentence
                     r"|\b(?:a|de|da|pra|para)\s+(?:donde|onde|dove)\b"
                     r"|\bwhere\s+(?:does|do|did|will|would|should)\s+(?:it|they|this|that|the|my|his|her|its"
                     r"|their)\b")
#: "…besides Forbidden and Limited what's the other one?", "las estrellas qué son, ¿el
#: Nivel?": "what is" inside a question that does not open as a yes/no one, or after its topic.
_MID_WHAT_IS = re.compile(r"\b(?:what'?s|what is|what are|cual es|qual e|quale e)\b"
                          r"|\b(?:que|o que|cosa|what)\s+(?:son|es|e|sono|sao|is|are)\s*(?:[,?]|$)")
#: "Tanto … quanto" (both … and), whose "quanto" counts nothing ("tanto na Main Phase 1
#: quanto na 2").
_BOTH_AND = re.compile(r"\btant[oa]\b(?:\s+\S+){0,6}?\s+quant[oa]\b")
#: A place or time a question starts with ("En una cadena…", "Nella Main Phase…", "During
#: the Battle Phase…"), and how many words it may take before the question word.
_SETTING = re.compile(r"^(?:in|en|em|nel|nella|nei|nelle|negli|durante|during|on|at|na|no|nos|nas|numa|num"
                      r"|within|para|per|pra|to|in order to)\b")
_SETTING_WORDS = 6
#: How many words a question after the last comma may have ("…, quem ganha?").
_TAIL_WORDS = 8
#: …and a longer one that opens with "what / which" and its verb after a statement ("i
#: don't have official tokens, what does an object need to be usable as a monster token?").
_LONG_TAIL_WORDS = 16
_WH_DOES = re.compile(r"^(?:what|which)\s+(?:\w+\s+)?(?:does|do|did|is|are|can|should|must)\b")
#: "Where…?" opening the question: a place asked, whatever limit or count it names after
#: ("dove vanno le carte scartate per il limite di mano?").
_WHERE_START = re.compile(r"^[¿\s]*(?:a |para |pra )?(?:dove|donde|adonde|onde|aonde|where)\b")
#: "i mostri fusione dove vanno messi…?": a place asked right after the subject it asks about.
_EARLY_WHERE = re.compile(r"^(?:\S+\s+){1,5}?(?:dove|donde|adonde|onde|aonde|where)\s")
#: A last clause telling what the thing named before it is, with its number ("…, which is
#: Spell Speed 2", "…, que tem 2000 ATK"): no question of its own.
_RELATIVE_TAIL = re.compile(r"^(?:que|which|che|that)\s+(?:e|es|is|sono|son|sao|are|tiene|tem|ha|has)\b"
                            r"[^?]*\d")
#: An example after the last comma ("…, como una Carta Mágica Normal a una Trampa?",
#: "…, come una Trappola Normale?"): "como / come" before an article is "like", not "how".
_EXAMPLE_TAIL = re.compile(r"^(?:como|come|like|such as)\s+(?:un|una|uno|um|uma|a|an|el|la|il|lo|o|the"
                           r"|los|las|gli|le|os|as)\b")
#: A place offered after the last comma as the likely answer ("…, ¿al cementerio?", "…, nel
#: cimitero?", "…, to the GY?"): a preposition, then a word or two.
_OFFERED = re.compile(r"^(?:(?:solo|only|so|apenas|soltanto|solamente)\s+)?"
                      r"(?:al|a la|a los|a las|alla|allo|agli|alle|nel|nella|in|en el|en la|en|ao|a|pro|pra"
                      r"|para o|para a|no|na|to the|to|into the|in the|on the"
                      # or where it comes from: "…, solo dalla mano?", "…, del cementerio?"
                      r"|dal|dalla|dai|dalle|del|de la|desde el|desde la|do|da|from the|from)"
                      r"\s+\S+(?:\s+\S+)?$"
                      # "…where does it go, gy?": the place alone
                      r"|^(?:gy|graveyard|grave|cementerio|cimitero|cemiterio|hand|mano|mao|deck|extra deck"
                      r"|deck extra|banished|desterrada|bandita|banida)$"
                      # or a player: "chi le vede? solo io?"
                      r"|^(?:solo|only|just|so|apenas|soltanto|solamente)\s+(?:io|yo|eu|i|me|lui|lei|el|ele|ella"
                      r"|him|her|my opponent|el rival|l'avversario|o oponente)$")
#: A question word left at the end ("…vai pra mão de quem?", "…va a la mano de quién?").
_WH_LAST = re.compile(r"\b(?:de quem|de quien|di chi|a quem|a quien|a chi|para quem|pra quem"
                      r"|to whom|por quem|por quien"
                      # "…, la carta dalla mano dove va?", "…o a dónde va?", "…vai pra onde?":
                      # a place asked at the end
                      r"|(?:dove|donde|adonde|a donde|onde|pra onde|para onde|where)"
                      r"(?:\s+(?:va|van|vai|vao|vanno|finisce|finiscono|termina|acaba|goes|go|ends up))?"
                      r"|(?:va|vai|vao|vou|goes)\s+(?:pra|para)\s+onde"
                      # "…se activan en respuesta a qué?", "…in response to what?"
                      r"|(?:a|en|em|in|to|con|com|with|di|de|da)\s+(?:que|cosa|che cosa|what))\s*[?!.]*\s*$")
#: The forms of "is / are" in the four languages, folded: a regex alternation that the
#: readers of "X is a Y" build on.
COPULA = r"(?:es|e|is|are|son|sao|sono)"
#: A question that asks what something is called ("come si chiama?", "what is it called?").
_NAME_Q = re.compile(r"\b(?:como se llam(?:an?|aba|aban)|como se denominan?|come si chiama(?:no|va|vano)?"
                     r"|come vengono chiamat[ei]|come viene chiamat[oa]|como se chama(?:m|va|vam)?"
                     r"|como e chamad[oa]|como sao chamad[oa]s|what is (?:it|this|that) called"
                     r"|what'?s (?:it|this|that) called|what do (?:you|we) call"
                     r"|what (?:is|are|was|were) (?:the |a |an )?[\w' -]{1,40}? called"
                     r"|(?:used to be|were|was) called)\b")
#: "q", players' shorthand for "que" in Spanish and Portuguese chats (not "Q:" opening a
#: question), folded or as written.
_CHAT_QUE = re.compile(r"(?<![\w'])[qQ](?![\w':])")


def chat_words(question: str) -> str:
    """The question with players' chat shorthand written out: "q" is "que".

    >>> chat_words("si uso fundas tienen q ser todos iguales?")
    'si uso fundas tienen que ser todos iguales?'
    >>> chat_words("Q: can I attack?")
    'Q: can I attack?'
    """
    return _CHAT_QUE.sub("que", question)


#: A question that offers two answers to choose from ("before or after…?").
_CHOICE_Q = re.compile(
    r"\b(?:before or after|after or before|antes o despues|despues o antes|prima o dopo|dopo o prima"
    r"|antes ou depois|depois ou antes|first or second|primero o segundo|prima o seconda"
    r"|primeiro ou segundo|mine or (?:his|hers|theirs|my opponent'?s)|mio o (?:suyo|del)"
    r"|(?:the )?first (?:one )?or (?:the )?last|(?:el |la )?primer[oa]? o (?:el |la )?ultim[oa]"
    r"|(?:il |la |l')?prim[oa] o (?:il |la |l')?ultim[oa]|(?:o |a )?primeir[oa] ou (?:o |a )?ultim[oa]"
    r"|mio o (?:suo|dell)|meu ou (?:dele|do)"
    # "…si risolvono prima i miei o quelli dell'avversario": whose, of two sides
    r"|miei o (?:quelli|i suoi)|mi[oa]s o (?:los|las) (?:del|de)|meus ou (?:os|as) (?:do|da|dele)"
    r"|mio o quello|mia o quella|mine or (?:the|my) opponent"
    # "…nel main deck o da un'altra parte?": the place named, or another
    r"|(?:o|ou|or) (?:da |en |em |in |no )?(?:un'? ?altra parte|otro lado|otra parte|outro lugar|outro lado"
    r"|somewhere else|elsewhere)"
    r"|em cima ou (?:em)?baixo|(?:em)?baixo ou em cima|encima o debajo|debajo o encima|sopra o sotto"
    r"|sotto o sopra|on top or (?:under(?:neath)?|below)|(?:under(?:neath)?|below) or on top"
    r"|above or below|below or above)\b"
    # "…his graveyard or the owner's?", "…al suyo o al mio?": whose, of two players
    r"|\b(?:or|o|oppure) (?:to |in |into |al |en el |del |a |nel |nella |del )?(?:the |its |il |el |la )?"
    r"(?:mine|mio|mia|owner'?s?|dueno|propietario|proprietario)\b"
    r"|\bou (?:no |na |pro |pra |para o |para a |do |da )?(?:o |a )?(?:meu|minha|dono|proprietario)\b"
    # "…se va al cementerio o se queda en el campo?": a place, or staying where it is
    r"|\b(?:va|van|vai|vao|vanno|goes|go)\s+(?:\S+\s+){1,3}?(?:o|ou|or|oppure)\s+(?:se\s+)?"
    r"(?:queda|quedan|fica|ficam|resta|restano|rimane|rimangono|stays?|remains?)\b"
    # or a question word in the second option ("…in the Extra Deck or in which deck?")
    r"|\b(?:o|or|ou|oppure)\s+(?:(?:in|en|em|no|na|nel|nella|a|al|pra|para)\s+)?"
    r"(?:which|what|que|qual|quale|cual|dove|donde|onde|where)\b"
)
#: A tag that asks to confirm the statement before it ("…, no?", "…né?", "…, vero?",
#: "…, right?"), at the end of the question (folded, or as written).
TAG_Q = re.compile(r"(?:,\s*|\s)(?:no|ne|né|nao|não|vero|verdad|right|giusto|certo|correcto|correct)"
                   r"\s*[?!.]*\s*$", re.IGNORECASE)
#: "Whether / si / se" right before two alternatives inside a yes/no question ("¿puedo usar
#: cualquier cosa aunque no se note si está en ataque o en defensa?"): an embedded question
#: the asker does not ask (folded, the text up to the alternatives).
EMBEDDED_BEFORE = re.compile(r"\b(?:si|se|whether|if)(?:\s+\S+){0,3}\s*$")
#: "When" followed by a subject: a condition ("cuando un efecto dice…"), not "when can I…?".
#: A yes/no question that follows a condition without a comma ("…, posso…?" without it).
_LATE_YES_NO = re.compile(
    r"\b(puedo|se puede|debo|tengo que|posso|si puo|devo|pode|tenho que|can i|can my|can a"
    # "le trappole si possono attivare nel turno…", "armadilhas podem ser ativadas…"
    r"|se pueden|si possono|podem|se podem"
    # "…, un mismo monstruo puede atacar 2 veces…", "sou obrigado a entrar…": what one can
    # or must do, said of a third person or as an obligation
    r"|puede|pueden|puo|possono|obligad[oa]s?|obrigad[oa]s?|obbligat[oaie]|am i|are we"
    r"|do i|must i|should i|have to|si attiva|se activa|se ativa"
    # "pra ativar a magia de ritual eu preciso ter…": a need, asked without its mark
    r"|necesito|preciso|ho bisogno|i need|do i need"
    # "…su efecto sigue aplicando", "…contano per il minimo": whether it still holds, counts
    rf"|sigue|siguen|continua|continuan|continuam|still|{COUNT_WORDS}"
    # "…whose DEF is higher than my monster's ATK, does my monster get destroyed": an
    # auxiliary, then its subject
    r"|(?:does|do|is|are|will|would|can|could|did) (?:it|he|she|they|my|the|this|that|your|his|her"
    r"|their|its|both))\b"
)
_WHEN_SUBJECT = re.compile(
    r"^(?:cuando|quando|when)\s+(?:un|una|el|la|los|las|mi|mis|tu|su|il|lo|le|gli|uno|um|uma|o|os|as"
    r"|meu|minha|seu|sua|an?|the|my|your|his|her|their|i|you|he|she|it|yo|io|eu|ele|ela|lui|lei)\b"
    # or a verb in the first person ("cuando invoco…", "quando attacco…", "quando ativo…"):
    # the speaker's own play, not "when can I…" ("cuando puedo…")
    r"|^(?:cuando|quando)\s+(?:(?:me|lo|la|le|se|mi|o|a)\s+)?"
    r"(?!(?:puedo|posso|debo|devo|tengo|tenho|quero|quiero|voglio)\b)[a-z]{3,}o\b"
)
#: "¿Cuándo no puedo…?", "quando non posso…?": a question about the times something is not
#: allowed, not a condition followed by a yes/no question.
_WHEN_NOT = re.compile(r"^(?:cuando|quando)\s+(?:no|non|nao)\s+(?:(?:se|si|me|mi)\s+)?"
                       r"(?:puedo|puede|puedes|posso|puo|puoi|pode|podes|debo|devo)\b")
_YES_NO_START = re.compile(
    r"^(puedo|puede|pueden|puedes|se puede|es|son|hay|tengo|debo|recibo|gano|pierdo|posso|puo|puoi|si puo"
    r"|e|sono|ho|devo|ricevo|vinco|perdo|pode|podem|tenho|recebo|ganho|perco|can|could|may|is|are|do|does"
    r"|did|will|would|should|must|am|un|una|um|uma|a|an|el|la|il|lo|o|my|mi|meu|mio"
    # Brazilian "dá pra / dá para / tem como…": is it possible to…
    r"|da pra|da para|tem como)\b"
)
_WHAT_HAPPENS = re.compile(
    r"\b(que (?:le |les )?(?:pasa|sucede|ocurre)|cosa (?:succede|accade)|che succede|che fine fa(?:nno)?"
    r"|o que (?:acontece|ocorre)|what happens|what would happen)\b"
)
_LEADING = re.compile(
    r"^(?:y|e|and|pero|ma|mas|but|entonces|quindi|so|ok|bueno|allora|entao|hola|ciao|ola"
    r"|hi|hello|oye|senti|ei|hey|una pregunta|una domanda|uma pergunta|a question)\b[\s,:]*"
)
_SPEED_Q = re.compile(
    r"\b(velocidad de hechizo|spell speed|velocita magia|velocita di magia|velocidade de magia"
    r"|velocidade de feitico|velocidad)\b"
)
#: "What Spell Speed is…?", "¿qué velocidad de hechizo tiene…?": a Spell Speed asked, the
#: asking word a few words before it; a Spell Speed with its number ("…, que é spell speed
#: 2?", "which is Spell Speed 2") is told, not asked.
_SPEED_ASKED = re.compile(r"\b(?:que|qual|quale|che|what|whats|which|cual)\b(?:\s+\S+){0,4}?\s+"
                          + _SPEED_Q.pattern + r"(?!\s*\d)")


#: "Is there a limit to…?" asks whether there is one (yes or no), not for a number.
_IS_THERE_LIMIT = re.compile(
    r"\b(is there (?:a|any) (?:limit|maximum)|hay (?:un |algun )?(?:limite|maximo)"
    r"|c'?e (?:un )?(?:limite|massimo)|ha (?:um |algum )?(?:limite|maximo)|existe (?:um |un )?limite"
    r"|tiene (?:un |algun )?limite|there'?s (?:a |any )?(?:limit|maximum))\b"
)


#: "Where does it go?": a question about the place a card ends up in.
_WHERE_GOES = re.compile(
    r"\b(?:a donde|adonde|donde|dove|onde|para onde|pra onde|where)\b.{0,40}?"
    r"\b(?:va|van|iria|vai|vao|vanno|finisce|finiscono|acaba|termina|go|goes|end up|ends up)\b"
    # the verb first: "…vão pra onde?", "…van a donde?"
    r"|\b(?:va|van|vai|vao|vanno|finisce|finiscono)\s+(?:a |pra |para )?(?:donde|onde|dove)\b"
)


# A comparison of the two battle stats ("my ATK is lower than its DEF", "con más DEF que mi
# ATK", "the same ATK"), read as the attacker's ATK against the other stat, whichever is
# named first; a comparison of ATK with ATK is read only as equal (which monster attacks
# decides the rest). The words per language, the longest first; "más/più/mais" alone only
# before a stat ("più DEF del mio ATK"), not in "più basso".
_STAT = r"(?:atk|atq|def)"
_HIGHER = (r"higher|greater|bigger|stronger|more|mas alto|mas alta|mayor|superior|mas(?!\s+baj)"
           r"|mais alto|mais alta|maior|mais(?!\s+baix)|piu alto|piu alta|maggiore|superiore|piu(?!\s+bass)")
_LOWER = (r"lower|less|smaller|weaker|mas bajo|mas baja|menor|inferior|menos|mais baixo|mais baixa"
          r"|piu basso|piu bassa|minore|inferiore|meno")
_EQUAL = (r"equals|equal|the same|same|identical|iguales|igual|iguais|mismo|misma|mesmo|mesma"
          r"|uguale|uguali|stesso|stessa|pari")
_SAME = r"the same|same|mismo|misma|mesmo|mesma|stesso|stessa|iguales|iguais|uguali"
_GAP = r"(?:\s+\S+){0,5}?\s+"
_COMPARED = (
    # "my ATK is lower than his DEF"
    re.compile(rf"\b(?P<x>{_STAT})\b{_GAP}(?P<comp>{_HIGHER}|{_LOWER}|{_EQUAL})\b{_GAP}(?P<y>{_STAT})\b"),
    # "with more DEF than my ATK"
    re.compile(rf"\b(?P<comp>{_HIGHER}|{_LOWER}|{_EQUAL})\s+(?:\S+\s+)?(?P<x>{_STAT})\b{_GAP}(?P<y>{_STAT})\b"),
    # "the same ATK", "ATK iguales"
    re.compile(rf"\b(?P<comp>{_SAME})\s+(?P<x>{_STAT})\b"),
    re.compile(rf"\b(?P<x>{_STAT})\s+(?:\S+\s+)?(?P<comp>{_SAME})\b"),
)
#: The stats named in words: "ataque", "puntos de defensa", "attack points", "difesa".
_STAT_WORD = (r"(?:(?:puntos|punti|pontos)\s+(?:de|di)\s+)?(?:ataque|attacco|defensa|difesa|defesa)"
              r"|(?:attack|defen[cs]e)(?:\s+points)?")
_COMPARED_IN_WORDS = (
    re.compile(rf"\b(?P<x>{_STAT_WORD})\b{_GAP}(?P<comp>{_HIGHER}|{_LOWER}|{_EQUAL})\b{_GAP}"
               rf"(?P<y>{_STAT_WORD})\b"),
    re.compile(rf"\b(?P<comp>{_HIGHER}|{_LOWER}|{_EQUAL})\s+(?:\S+\s+)?(?P<x>{_STAT_WORD})\b{_GAP}"
               rf"(?P<y>{_STAT_WORD})\b"),
)
_POSITION_BEFORE = re.compile(r"(?:\b(?:en|in|em|on|modo|posicion|posizione|posicao|position)"
                              r"(?:\s+(?:de|di|d))?|\b(?:de|di)\s+(?:posicion|posizione|posicao))\s+$")
_POSITION_AFTER = re.compile(r"\s+(?:position|mode)\b")
#: What a comparison implies of the battle: ATK is held against ATK only when the monster
#: attacked is in Attack Position (000:883, 004:867), against DEF in Defense Position.
COMPARED_POSITION = {"atk=atk": "attack-position", "atk<def": "defense-position",
                     "atk>def": "defense-position", "atk=def": "defense-position"}
#: The stats a comparison names, also where it names them in words ("más ataque que su
#: defensa").
COMPARED_STATS = {"atk=atk": frozenset({"atk"}), "atk<def": frozenset({"atk", "def"}),
                  "atk>def": frozenset({"atk", "def"}), "atk=def": frozenset({"atk", "def"})}


#: Two monsters given one ATK ("two 1800 ATK monsters", "dos monstruos de 1800 ATK", "due
#: mostri da 1800 ATK", "dois monstros com 1800 de ATK"): the same ATK, folded.
_TWO_OF_ONE_ATK = re.compile(
    r"\b(?:two|both|dos|ambos|due|entrambi|dois|duas)\s+(?:(?:monsters?|monstruos|mostri|monstros)\s+"
    r"(?:with|of|de|con|da|di|com)\s+)?\d+\s+(?:de\s+)?atk\b")


def stat_comparison(text: str) -> str | None:
    """The comparison of battle stats a text makes: ``"atk<def"``, ``"atk>def"``,
    ``"atk=def"`` or ``"atk=atk"`` (the attacker's ATK first), or None.

    The stats are read by their abbreviations first; a text that compares none that way may
    name them in words ("con más ataque que su defensa"), where a word that names a battle
    position ("un monstruo en defensa") is no stat.

    >>> stat_comparison("two 1800 ATK monsters in attack position battle, what happens?")
    'atk=atk'
    >>> stat_comparison("si ataco a un monstruo en defensa con mas ataque que su defensa")
    'atk>def'
    """
    found = compared_words(text)
    return found[0] if found is not None else None


#: An amount told with its stat ("1600 ATK", "2000 de DEF", "ATK 1600"), folded.
_TOLD_STAT = re.compile(r"\b(\d{2,5})\s+(?:(?:de|di|of)\s+)?(atk|def)\b|\b(atk|def)\s+(?:de\s+)?(\d{2,5})\b")


def told_comparison(text: str) -> str | None:
    """The comparison of an attacker's ATK and a defender's DEF that a text tells by their
    amounts, one of each ("Ataco con 1600 ATK a un monstruo… con 2000 DEF": ``"atk<def"``),
    else None.

    >>> told_comparison("I attack a Defense Position monster with 2000 DEF using 1600 ATK")
    'atk<def'
    >>> told_comparison("two monsters with 1800 ATK") is None
    True
    """
    told: dict[str, list[int]] = {"atk": [], "def": []}
    for m in _TOLD_STAT.finditer(fold(text)):
        amount, stat = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        told[stat].append(int(amount))
    if len(told["atk"]) != 1 or len(told["def"]) != 1:
        return None
    atk, defence = told["atk"][0], told["def"][0]
    return "atk>def" if atk > defence else "atk<def" if atk < defence else "atk=def"


def compared_words(text: str) -> tuple[str, int, int] | None:
    """The comparison :func:`stat_comparison` reads, with the words that make it: the
    index of the first and of the last word (of the words of :func:`fold`).

    >>> compared_words("if my attacker's ATK is higher than the DEF, is it destroyed?")
    ('atk>def', 4, 9)
    """
    folded = fold(text).replace("'", " ").replace("’", " ")

    def at(found: re.Match[str]) -> tuple[int, int]:
        first = len(folded[:found.start()].split())
        return first, first + len(found.group().split()) - 1

    two = _TWO_OF_ONE_ATK.search(folded)
    if two:
        return ("atk=atk", *at(two))
    for pattern in _COMPARED:
        found = pattern.search(folded)
        if found:
            compared = _compared(found, pattern)
            return None if compared is None else (compared, *at(found))
    for pattern in _COMPARED_IN_WORDS:
        start = 0
        while found := pattern.search(folded, start):
            start = found.start() + 1
            if not any(_names_a_position(folded, found, g) for g in ("x", "y")):
                compared = _compared(found, pattern)
                if compared is not None:
                    return (compared, *at(found))
    return None


def _compared(found: re.Match[str], pattern: re.Pattern[str]) -> str | None:
    """The comparison a match of one of the comparison patterns makes (see
    :func:`stat_comparison`), or None when it compares a stat with itself."""
    def stat(group: str) -> str:
        return "def" if re.search(r"def|dif", found.group(group)) else "atk"

    x = stat("x")
    y = stat("y") if "y" in pattern.groupindex else x
    comp = found.group("comp")
    sign = ">" if re.fullmatch(_HIGHER, comp) else "<" if re.fullmatch(_LOWER, comp) else "="
    if sign == "=":
        return "atk=def" if {x, y} == {"atk", "def"} else "atk=atk" if x == y == "atk" else None
    if x == y:
        return None
    if x == "def":
        sign = "<" if sign == ">" else ">"
    return f"atk{sign}def"


def _names_a_position(folded: str, found: re.Match[str], group: str) -> bool:
    """Whether a stat's word in a comparison names a battle position instead ("en
    defensa", "Posición de Defensa", "defense position")."""
    return bool(_POSITION_BEFORE.search(folded[:found.start(group)])
                or _POSITION_AFTER.match(folded[found.end(group):]))


#: "…or only…" closing a question: the alternative the asker already takes for granted.
_OR_ONLY = re.compile(r"[\s,]+(?:o|or|ou|oppure)\s+(?:solo|sólo|solamente|unicamente|únicamente|soltanto"
                      r"|only|just|apenas|só)\b[^?¿]*(?=\?|$)", re.IGNORECASE)
#: "…or can I…" closing a question that asks whether something must be done.
_OR_MAY = re.compile(r"[\s,]+(?:o|or|ou|oppure)\s+(?:puedo|posso|puoi|pode|can i|can you|may i)\b"
                     r"[^?¿]*(?=\?|$)", re.IGNORECASE)
#: "…or must I…" closing a question that asks whether something may be done ("¿la puedo
#: activar en el mismo turno o tengo que esperar?"): the other side of the same yes or no.
_OR_MUST = re.compile(r"[\s,]+(?:o|or|ou|oppure)\s+(?:tengo que|tienes que|hay que|debo|devo|bisogna"
                      r"|tenho que|tem que|preciso|do i have to|i have to|must i|do i need to)\b"
                      r"[^?¿]*(?=\?|$)", re.IGNORECASE)
#: Words of leave (folded).
_MAY = re.compile(r"\b(?:puedo|puede|puedes|posso|puo|puoi|pode|podem|can|may)\b")
#: Words of obligation (folded).
_MUST = re.compile(r"\b(?:obligad[oa]s?|obbligat[oa]|obrigad[oa]s?|must|have to|has to|tengo que|tiene que"
                   r"|debo|devo|deve|tenho que|tem que)\b")
#: Least words left before "or only" for the cut to keep a question.
_OR_ONLY_KEEPS = 4


def without_only_alternative(question: str) -> str:
    """The question without an alternative it closes with "or only…": "can a token be in
    Defense Position or only in Attack Position?" asks whether it can be in Defense
    Position.

    >>> without_only_alternative("lo puedo activar en el turno de mi rival o solo en el mio")
    'lo puedo activar en el turno de mi rival'
    >>> without_only_alternative("posso attivarla solo nel mio turno?")
    'posso attivarla solo nel mio turno?'
    >>> without_only_alternative("sou obrigado a entrar na battle phase ou posso pular pra end phase")
    'sou obrigado a entrar na battle phase'
    >>> without_only_alternative("la puedo activar en el mismo turno o tengo que esperar")
    'la puedo activar en el mismo turno'
    """
    found = _OR_ONLY.search(question)
    if found is None:
        # "am I obliged to enter the Battle Phase or can I skip…?": what is allowed
        # instead of what must be done is the other side of the same question
        found = _OR_MAY.search(question)
        if found is not None and not _MUST.search(fold(question[:found.start()])):
            found = None
    if found is None:
        # "can I activate it the same turn or must I wait?": what must be done instead
        # of what is allowed is the other side of the same question
        found = _OR_MUST.search(question)
        if found is not None and not _MAY.search(fold(question[:found.start()])):
            found = None
    if found is None or len(question[:found.start()].split()) < _OR_ONLY_KEEPS:
        return question
    return question[:found.start()] + question[found.end():]


def asks_where_it_goes(folded: str) -> bool:
    """Whether the question asks where a card goes ("¿a dónde va?", "where does it go?").

    >>> asks_where_it_goes("when my monster is destroyed by battle, where does it go?")
    True
    >>> asks_where_it_goes("where can i activate a trap?")
    False
    """
    return bool(_WHERE_GOES.search(folded))


def asks_what_happens(folded: str) -> bool:
    """Whether the question asks what happens ("¿qué pasa si…?", "o que acontece com…").

    >>> asks_what_happens("se il mostro equipaggiato viene distrutto che fine fa la carta?")
    True
    >>> asks_what_happens("que le pasa a mi monstruo si lo ataca uno mas fuerte")
    True
    """
    return bool(_WHAT_HAPPENS.search(folded))


#: A condition opening a question written without its mark, then what happens under it, with
#: no question word and no alternatives ("si empiezo yo el duelo robo carta en la draw phase",
#: "se ho un mostro coperto l'effetto funziona lo stesso"): a yes/no question.
_CONDITION_THEN_CLAUSE = re.compile(r"^(?:si|se|if)\s(?!.*(?:\b(?:ou|or|oppure)\b"
                                    # ("o" then an article or a preposition: the Spanish and
                                    # Italian "or", not the Portuguese article, "o custo")
                                    r"|\bo\s+(?:el|la|los|las|il|lo|i|le|un|una|en|in|con|su|sus|mi|mis"
                                    r"|al|del|da|dal|nel|nella|que|che)\b))(?:\S+\s+){4,}\S+")
#: "How", "when", "why" (folded), which ask a text wherever they stand.
_HOW_WHEN_WHY = re.compile(r"\b(?:como|come|how|cuando|quando|when|por que|perche|why)\b")


#: "For example" in the four languages (folded), as a pattern.
EXAMPLE_WORDS = (r"(?:por ejemplo|por ej|p ej|for example|for instance|eg|e g|ad esempio|per esempio"
                 r"|por exemplo)")
#: A sentence that opens with "for example" gives an example of what the one before asks.
_EXAMPLE_SENTENCE = re.compile(rf"^{EXAMPLE_WORDS}\b")


#: Most words of a guess written after a question ("…¿dónde van? ¿en el deck principal con
#: los demás?") for it to check an answer to that question rather than ask its own.
_GUESS_WORDS = 9


def _guess_after_wh(folded: str) -> bool:
    """Whether the question closes with a short guess at the answer to the question before
    it, which asks with a question word ("los monstruos de fusión, ¿dónde van? ¿en el deck
    principal con los demás?", "las estrellitas de un xyz, ¿qué son? ¿su nivel?"): the
    question word's question is what is asked. A guess that asks leave or duty ("…? can I
    chain to it?") is a question of its own."""
    if not folded.rstrip().endswith("?"):
        return False
    parts = [part for part in re.split(r"\?+", folded.replace("¿", " ")) if part.strip(" ¡!.,")]
    if len(parts) < 2:
        return False
    guess = parts[-1].strip(" ¡!.,")
    return (len(guess.split()) <= _GUESS_WORDS and not _MAY.search(guess) and not _MUST.search(guess)
            and question_kind(parts[-2].strip(" ¡!.,") + "?") == "text")


def question_kind(folded: str) -> str:
    """``yes_no``, ``number``, ``list`` (an order) or ``text``, of a question whose chat
    shorthand is written out (:func:`chat_words`, as :func:`judge.qa.answer.ask` does first).

    A question is a yes/no question unless it asks for a number, an order, or starts
    (its last clause, after "si…,"/"se…,"/"if…,") with a question word.

    >>> question_kind("¿cuantas cartas puedo tener?"), question_kind("posso attaccare?")
    ('number', 'yes_no')
    >>> question_kind("si ataco con 1500, ¿se destruyen los dos?"), question_kind("que es una cadena")
    ('yes_no', 'text')
    >>> question_kind("is there a limit to special summons per turn?")
    'yes_no'
    >>> question_kind("what's the minimum deck size?"), question_kind("what numbers does the die go up to?")
    ('number', 'number')
    >>> question_kind("¿a donde va la carta?"), question_kind("para onde vai o monstro?")
    ('text', 'text')
    >>> question_kind("se l'effetto di una carta va contro le regole cosa prevale?")
    'text'
    >>> question_kind("in una catena qual e la carta che si risolve per prima?")
    'text'
    >>> question_kind("cuando un efecto dice que elija una carta al azar hay una forma oficial?")
    'yes_no'
    >>> question_kind("cuando puedo activar una trampa?")
    'text'
    >>> question_kind("do i pay the cost before or after i declare the activation?")
    'text'
    >>> question_kind("ho preso il controllo di un mostro ed e stato distrutto: in quale cimitero va?")
    'text'
    >>> question_kind("tomei o controle do monstro e ele voltou pra mao, vai pra mao de quem?")
    'text'
    >>> question_kind("if i tribute a monster i took control of, whose graveyard does it go to?")
    'text'
    >>> question_kind("que hace numero 39: utopia?")
    'text'
    >>> question_kind("i took control of his monster, then it was destroyed. whose graveyard does it go to?")
    'text'
    >>> question_kind("my opponent has no monsters. can i attack directly?")
    'yes_no'
    >>> question_kind("quando evoco per scoperta posso mettere il mostro in posizione di difesa?")
    'yes_no'
    >>> question_kind("quando ho finito di attaccare devo dire all'avversario che finisco la battle phase?")
    'yes_no'
    >>> question_kind("when i attack can my opponent activate a trap")
    'yes_no'
    >>> question_kind("cada cuanto salen sobres nuevos?"), question_kind("ogni quanto escono nuove buste?")
    ('text', 'text')
    >>> question_kind("un mostro pendulum conta nel limite di 5 carte della zona?")
    'yes_no'
    >>> question_kind("cuando invoco normal un monstruo lo pongo boca arriba en ataque?")
    'yes_no'
    >>> question_kind("cuando puedo activar una trampa?"), question_kind("quando finisce il turno?")
    ('text', 'text')
    >>> question_kind("¿puedo cambiar el orden de las cartas de mi cementerio?")
    'yes_no'
    >>> question_kind("o que acontece quando varios efeitos de spell speed 1 sao ativados?")
    'text'
    >>> question_kind("what is the spell speed of a counter trap?")
    'number'
    >>> question_kind("posso mentir para o meu oponente sobre quantas cartas tenho na mao?")
    'yes_no'
    >>> question_kind("para invocar por ritual de donde saco los monstruos que sacrifico?")
    'text'
    >>> question_kind("para hacer una invocacion xyz necesito dos monstruos?")
    'yes_no'
    >>> question_kind("meu oponente tem 500 lp e eu ataco direto com 1000 atk, quem ganha?")
    'text'
    >>> question_kind("mettere un mostro coperto in difesa come si chiama?")
    'text'
    >>> question_kind("what is the number on the card used for?")
    'text'
    >>> question_kind("para que sirve el numero de la carta?")
    'text'
    >>> question_kind("i dont have official tokens, what does an object need to be usable as a token?")
    'text'
    >>> question_kind("si activo una trampa continua, despues se va al cementerio o se queda en el campo?")
    'text'
    >>> question_kind("what's the card number on a monster card for? does it matter during a duel?")
    'text'
    >>> question_kind("numa corrente, qual carta se resolve primeiro: a primeira ou a ultima ativada?")
    'text'
    >>> question_kind("do i have to tell my opponent truthfully how many cards i have in my hand?")
    'yes_no'
    >>> question_kind("does my side deck have to keep the same number of cards between duels?")
    'yes_no'
    >>> question_kind("chi inizia il duello puo attaccare nel primo turno?")
    'yes_no'
    >>> question_kind("chi puo attaccare?")
    'text'
    >>> question_kind("posso ativar magias tanto na main phase 1 quanto na main phase 2?")
    'yes_no'
    >>> question_kind("se posiziono un mostro in che posizione va messo?")
    'text'
    >>> question_kind("le carte che parlano del fusion deck adesso a quale deck si riferiscono?")
    'text'
    >>> question_kind("puedo activar un efecto con el cual destruyo una carta?")
    'yes_no'
    >>> question_kind("las magicas de ritual se juegan como que tipo de magica?")
    'text'
    >>> question_kind("se eu atacar um monstro em defesa, comparo meu ATK com o que dele?")
    'text'
    >>> question_kind("whats the lowest spell speed i can use to respond in a chain?")
    'number'
    >>> question_kind("ate quando posso ativar uma carta no damage step?")
    'text'
    >>> question_kind("fino a quando posso attivare?"), question_kind("until when can i activate it?")
    ('text', 'text')
    >>> question_kind("quem comeca o duelo compra carta na draw phase do primeiro turno?")
    'yes_no'
    >>> question_kind("coloque una magia en mi main phase 1, la puedo activar en la battle phase")
    'yes_no'
    >>> question_kind("en los monstruos xyz las estrellas que son, el nivel o otra cosa?")
    'text'
    >>> question_kind("for tournaments, besides forbidden and limited whats the other category?")
    'text'
    >>> question_kind("is this what's called a chain?")
    'yes_no'
    >>> question_kind("if a monster has '?' as its atk, what is its original atk?")
    'number'
    >>> question_kind("ya ataque con todos, en que step le digo al rival que termino la battle phase?")
    'text'
    >>> question_kind("el golem en que momento puede volver al extra deck?")
    'text'
    >>> question_kind("nel damage step fino a quando si possono attivare le contro-trappole?")
    'text'
    >>> question_kind("las trampas de contraefecto se activan en respuesta a que?")
    'text'
    >>> question_kind("ho un tuner di livello 3 e un mostro di livello 4, di che livello e il synchro?")
    'number'
    >>> question_kind("se diventa materiale xyz si attiva il suo effetto 'quando lascia il terreno'")
    'yes_no'
    >>> question_kind("el numero de cartas en la mano del rival es conocimiento publico?")
    'yes_no'
    >>> question_kind("can my opponent see how many cards are left in my deck?")
    'yes_no'
    >>> question_kind("cuando no puedo cambiar la posicion de batalla de un monstruo?")
    'text'
    >>> question_kind("despues de la standby phase que fase viene?")
    'text'
    >>> question_kind("una magia rapida a cosa puo rispondere?")
    'text'
    >>> question_kind("puedo preguntarle a mi rival cuantas cartas tiene en la mano?")
    'yes_no'
    >>> question_kind("o oponente e obrigado a dizer quantas cartas tem na mao?")
    'yes_no'
    >>> question_kind("en una cadena que eslabon se resuelve primero?")
    'text'
    >>> question_kind("numa corrente qual efeito resolve primeiro?")
    'text'
    >>> question_kind("posso rispondere a una spell speed 3 con una spell speed 2, come una trappola?")
    'yes_no'
    >>> question_kind("i attack a monster whose def is higher than my atk, does my monster get destroyed")
    'yes_no'
    >>> question_kind("if i tribute my monster for a tribute summon does it count as destroyed")
    'yes_no'
    >>> question_kind("a card makes me roll a die, whats the highest number the die should have")
    'number'
    >>> question_kind("o oponente e obrigado a me falar quantas cartas ele tem na mao?")
    'yes_no'
    >>> question_kind("quien decide el orden de los efectos si se activan a la vez?")
    'text'
    >>> question_kind("na standby phase, se tem varios efeitos, quem decide a ordem deles?")
    'text'
    >>> question_kind("theres a chain with 3 links, does chain link 1 resolve first")
    'yes_no'
    >>> question_kind("dove vanno le carte scartate per il limite di mano?")
    'text'
    >>> question_kind("uma magia que nao tem nenhum icone e de que tipo")
    'text'
    >>> question_kind("uma carta magica sem nenhum icone e que tipo de magia")
    'text'
    >>> question_kind("despues de barajar mi deck que puedo hacer con el deck de mi rival")
    'text'
    >>> question_kind("da pra fazer invocacao pendulo duas vezes no mesmo turno")
    'yes_no'
    >>> question_kind("pra ativar a magia de ritual eu preciso ter o monstro de ritual na mao junto")
    'yes_no'
    >>> question_kind("si el rival me destruye una magia continua su efecto sigue aplicando")
    'yes_no'
    >>> question_kind("le trappole si possono attivare nel turno del mio avversario")
    'yes_no'
    >>> question_kind("cuentan como la misma carta para el limite de copias?")
    'yes_no'
    >>> question_kind("si me destruyen un monstruo que tenia en el campo a donde va, al cementerio?")
    'text'
    >>> question_kind("en una cadena el ultimo que se activa es el primero que se resuelve no")
    'yes_no'
    >>> question_kind("quem comeca o duelo nao compra no primeiro turno ne?")
    'yes_no'
    >>> question_kind("se un mio mostro viene distrutto dove va? nel cimitero?")
    'text'
    >>> question_kind("le carte dissotterrate dal deck chi le vede? solo io?")
    'text'
    >>> question_kind("i mostri da tributare da dove li posso prendere, solo dalla mano?")
    'text'
    >>> question_kind("una carta trappola che non ha nessuna icona accanto che tipo di trappola e")
    'text'
    >>> question_kind("sou obrigado a entrar na battle phase se tenho monstro no campo")
    'yes_no'
    >>> question_kind("sin ningun efecto, un mismo monstruo puede atacar 2 veces en la battle phase")
    'yes_no'
    >>> question_kind("ritual monsters go in which deck?")
    'text'
    >>> question_kind("do ritual monsters go in the extra deck like fusions or in which deck")
    'text'
    >>> question_kind("an equip spell gives it +500, whats its original atk")
    'number'
    >>> question_kind("tiene limite cuantas magias puedo activar en la main phase")
    'yes_no'
    >>> question_kind("si empiezo yo el duelo robo carta en la draw phase de mi primer turno")
    'yes_no'
    >>> question_kind("se a ativacao da minha carta for negada eu recebo de volta o custo que paguei")
    'yes_no'
    >>> question_kind("si no puedo robar porque mi deck esta vacio pierdo el duelo")
    'yes_no'
    >>> question_kind("i mostri fusione li metto nel main deck o da un altra parte?")
    'text'
    >>> question_kind("durante il damage step che tipo di trappole posso attivare")
    'text'
    >>> question_kind("abbiamo effetti innescati insieme, si risolvono prima i miei o quelli dell avversario")
    'text'
    >>> question_kind("posso tirar 2 cartas do side? o side pode ficar com outro numero de cartas")
    'yes_no'
    >>> question_kind("si ataco a un monstruo en defensa, mi atk lo comparo con que valor")
    'text'
    >>> question_kind("do pendulum cards in my pendulum zones count toward the 5 card limit of the zone")
    'yes_no'
    >>> question_kind("baixei uma trap agora no meu turno, a partir de quando posso ativar ela")
    'text'
    >>> question_kind("una vez que uso una magia normal y se resuelve a donde va la carta")
    'text'
    >>> question_kind("after a continuous trap resolves where does it go, gy?")
    'text'
    >>> question_kind("golem ataco este turno, al final de la battle phase a donde lo puedo devolver")
    'text'
    >>> question_kind("to win the duel you need to bring the opponents lp down to what")
    'number'
    >>> question_kind(chat_words("q velocidad de hechizo minima necesito para responder a un efecto q ya"
    ...                          " esta en cadena"))
    'number'
    >>> question_kind("que cosas no forman parte del efecto? por ejemplo descartar para activarla")
    'text'
    """
    # the words of a card's text in quotes ask nothing ("…its 'when this card leaves the
    # field' effect?")
    folded = _QUOTED.sub(" x ", folded)
    # ("who decides the order…?" asks a player, not the order)
    order = _ORDER_Q.search(folded)
    if order and not MAY_START.match(folded) and not _WHO_ASKS.search(folded, 0, order.start()) and re.search(
        r"\b(resuelv|risolv|resolv|resolu|orden de|ordine di|ordem de"
        r"|in what order|which order|order do)",
        folded,
    ):
        return "list"
    if _HOW_OFTEN.search(folded) or _WHAT_FOR.search(folded):
        return "text"
    if (_NUMBER_Q.search(_BOTH_AND.sub(" ", folded)) and not _IS_THERE_LIMIT.search(folded)
            and not _WHERE_START.match(folded)
            and not ((MAY_START.match(folded) or _OBLIGED.search(folded)) and _TOLD_NUMBER.search(folded))
            and not (MAY_START.match(folded) and AS_MANY_AS_WANTED.search(folded))
            and not _LIMIT_GIVEN.search(folded) and not _PUBLIC_KNOWLEDGE.search(folded)
            and not _COUNTS_TOWARDS.search(folded)):
        return "number"
    if _SPEED_ASKED.search(folded) and not _WHAT_HAPPENS.search(folded):
        return "number"
    if _CHOICE_Q.search(folded) or _WH_LAST.search(folded) or _NAME_Q.search(folded):
        return "text"
    if TAG_Q.search(folded) and not _WHAT_HAPPENS.search(folded):
        return "yes_no"  # "…el primero que se resuelve, no?": a statement to confirm
    if _guess_after_wh(folded):
        return "text"
    clause = folded
    if "¿" in clause:
        clause = clause[clause.rindex("¿") + 1 :]
    # "I took control of his monster, then it was destroyed. Whose Graveyard…?": the last
    # sentence asks
    sentences = [part for part in re.split(r"[.!?]\s+", clause) if part.strip(" ¡?!.")]
    if len(sentences) > 1 and _EXAMPLE_SENTENCE.match(sentences[-1].strip(" ¡?!.")):
        # "¿qué cosas no forman parte del efecto…? por ejemplo descartar para activarla": an
        # example given after the question asks nothing
        sentences = sentences[:-1]
    if sentences:
        clause = sentences[-1]
        if (len(sentences) > 1 and _OFFERED.match(clause.strip(" ¡?!."))
                and (_WH.match(_PREPOSITION.sub("", sentences[-2].strip()))
                     or _LATE_WH.search(sentences[-2]))):
            # "…viene distrutto dove va? nel cimitero?": the place offered after the
            # question, which still asks where
            return "text"
    clause = clause.strip(" ¡?!.")
    clause = _LEADING.sub("", clause)
    after_colon = _LEADING.sub("", clause.rsplit(":", 1)[1].strip()) if ":" in clause else ""
    if after_colon and (_WH.match(_PREPOSITION.sub("", after_colon)) or _YES_NO_START.match(after_colon)):
        # "Ho preso il controllo…: in quale Cimitero va?": the situation, then the question
        # (not the colon of a card's name, "Número 39: Utopia").
        clause = after_colon
    tail = _LEADING.sub("", clause.rsplit(",", 1)[1].strip()) if "," in clause else ""
    if tail and (_RELATIVE_TAIL.match(tail) or _EXAMPLE_TAIL.match(tail)):
        # "…usando uma trap normal, que é spell speed 2?": what the last thing named is;
        # "…, como una Carta Mágica Normal a una Trampa?": an example of it
        clause, tail = clause.rsplit(",", 1)[0], ""
    if tail and _OFFERED.match(tail) and _LATE_WH.search(clause.rsplit(",", 1)[0]):
        # "…a dónde va, ¿al cementerio?": the place the asker offers answers the question
        # before it, which still asks where
        return "text"
    if not tail and (but := _BUT.search(clause)):
        # "calculator is fine… but in important duels what else should I use?": what
        # follows "but" asks
        tail = clause[but.end():].strip()
    late_subject = _WH_AFTER_SUBJECT.match(tail) if tail and len(tail.split()) <= _TAIL_WORDS + 4 else None
    if late_subject and not _ASKING_WORD.search(tail[: late_subject.start(1)]):
        # "…, quella vecchia dove va a finire?", "…, o jogo volta pra qual etapa?": a short
        # subject, then the question word
        clause, tail = tail[late_subject.start(1):], ""
    whose = _WHOSE.match(tail) if tail else None
    told_then_asked = (tail and len(tail.split()) <= _LONG_TAIL_WORDS and _WH_DOES.match(tail)
                       and not _YES_NO_START.match(clause))
    if tail and (len(tail.split()) <= _TAIL_WORDS or told_then_asked) and (
            _WH.match(_PREPOSITION.sub("", tail)) or whose):
        # "…ataco direto com um monstro de 1000 ATK, quem ganha?": the situation, then a
        # short question after the last comma
        clause = tail[whose.start(1):] if whose else tail
    if _WHEN_NOT.match(clause):
        return "text"  # "¿cuándo no puedo…?", "quando non posso…?": the times it is not allowed
    if re.match(r"^(si|se|if|when|cuando|quando|once|after|despues|dopo|depois)\b", clause):
        parts = re.split(r"[,;:]", clause, maxsplit=1)
        if len(parts) > 1:
            clause = _LEADING.sub("", parts[1].strip())
        else:
            # "se l'effetto va contro le regole cosa prevale?": the question word follows
            # the condition without a comma.
            late = _LATE_WH.search(clause, 8) or _MID_WH.search(clause, 8)
            if late:
                clause = clause[late.start():]
            elif late_yes_no := _LATE_YES_NO.search(clause, 8):
                # "quando evoco per scoperta posso metterlo in difesa?": the condition,
                # then a yes/no question without a comma between them.
                clause = clause[late_yes_no.start():]
            elif _WHEN_SUBJECT.match(clause):
                # "cuando un efecto dice…, ¿hay…?": "when" opens a condition, not a
                # question about the time, when a subject follows it.
                clause = ""
    elif _SETTING.match(clause):
        # "In una catena qual è la carta che si risolve per prima?": a place or time set
        # first, then the question word.
        late = _LATE_WH.search(clause)
        if late and len(clause[: late.start()].split()) <= _SETTING_WORDS:
            clause = clause[late.start():]
    clause = _PREPOSITION.sub("", clause)
    if _WHOEVER.match(clause):
        return "yes_no"  # "chi inizia il duello può attaccare?": who does it is the subject
    early_where = _EARLY_WHERE.match(clause) and not _YES_NO_START.match(clause)
    if _WH.match(clause) or early_where or _WHAT_HAPPENS.search(folded) or _MID_WH.search(clause) or (
            _MID_WHAT_IS.search(clause) and not _YES_NO_START.match(clause)):
        return "text"
    if ("?" not in folded and not _YES_NO_START.match(clause) and not _LATE_YES_NO.search(clause)
            and not (tail and _YES_NO_START.match(tail) and tail.split()[0] not in _NOUN_OPENERS)
            and not (_CONDITION_THEN_CLAUSE.match(folded) and not _LATE_WH.search(folded)
                     and not _HOW_WHEN_WHY.search(folded, 3))):
        # a statement or a bare term ("Heavy Storm"): no yes/no to give; but players leave
        # out the question mark ("la coloqué en mi Main Phase 1, la puedo activar…", "theres
        # a chain with 3 links, does chain link 1 resolve first")
        return "text"
    return "yes_no"


def asks_name(folded: str) -> bool:
    """Whether a question asks what something is called.

    >>> asks_name("como se llama poner un monstruo boca abajo?"), asks_name("que es una cadena?")
    (True, False)
    """
    return bool(_NAME_Q.search(folded))


def asks_purpose(folded: str) -> bool:
    """Whether a question asks what something is for ("what is the card number for?").

    >>> asks_purpose("what is the card's identification number for?"), asks_purpose("what is a chain?")
    (True, False)
    """
    return bool(_WHAT_FOR.search(folded))


def text_intent(folded: str) -> str:
    if _DEFINITION_Q.search(folded):
        return "definition"
    for intent, pattern in _INTENT_WORDS:
        if pattern.search(folded):
            return intent
    return "rule_lookup"


# ---------------------------------------------------------------------------------------
# Roles in a response: which card answers which

#: The preposition before the card a play answers: "respond **to** a Normal Trap",
#: "in risposta **a** una Magia", "encadear **à** Armadilha".
_ANSWERED_AFTER = {
    "en": {"to", "against"},
    "es": {"a", "al", "contra"},
    "it": {"a", "ad", "al", "alla", "allo", "all", "contro"},
    "pt": {"a", "ao", "aos", "as", "contra"},
}
#: The preposition before the card a play answers with ("respond *with* a Quick-Play Spell").
_RESPONDING_WITH = {"en": {"with", "using"}, "es": {"con", "usando"}, "it": {"con", "usando"},
                    "pt": {"com", "usando"}}
#: Words that may stand between that preposition and the card ("to *an opponent's* Trap",
#: "a *una carta con* Spell Speed 2", "to *an effect of* Spell Speed 2").
_CARD_WORDS = {"card", "cards", "carta", "cartas", "carte", "effect", "effects", "efecto", "efectos",
               "effetto", "effetti", "efeito", "efeitos", "with", "of", "con", "de", "del", "di", "da",
               "com", "do"}
_DETERMINERS = {
    "en": {"a", "an", "the", "my", "his", "her", "their", "your", "opponent", "opponents", "s",
           "face", "up", "down", "set", "another", "other", "that", "this"},
    "es": {"un", "una", "el", "la", "los", "las", "mi", "su", "tu", "otra", "otro", "esa", "ese",
           "esta", "este"},
    "it": {"un", "una", "uno", "il", "lo", "la", "l", "mia", "mio", "sua", "suo", "tua", "tuo",
           "altra", "altro", "quella", "quello", "questa", "questo"},
    "pt": {"um", "uma", "o", "os", "minha", "meu", "sua", "seu", "tua", "teu", "outra", "outro",
           "essa", "esse", "esta", "este", "aquela", "aquele"},
}
#: The words that open a noun phrase in any language: an article or a possessive a yes/no
#: question may open with ("un mostro può…?") opens one too ("…, el ganador o el perdedor?").
_NOUN_OPENERS = frozenset().union(*_DETERMINERS.values())
#: Concepts that name any card or effect: the kind named with them takes the role.
_ANY_CARD = frozenset({"card", "card-effect", "monster", "monster-card"})
#: The players, named as whose card is answered.
_PLAYERS = frozenset({"opponent", "player", "turn-player", "first-player"})
#: The words that make a question about one play answering another.
_RESPONSE_WORDS = re.compile(
    r"\b(respon\w*|rispo\w*|risposta|chain\w*|encaden\w*|encade\w*|concaten\w*"
    r"|in response|en respuesta|em resposta)\b"
)


#: "To it" after a word of responding ("en respuesta a ella", "in response to it"), folded.
_TO_IT = re.compile(r"\s+(?:a|ad|to|contro|contra)\s+"
                    r"(?:ella|ela|esa|essa|esta|esta carta|eso|isso|lei|it|that)\b")
#: The concepts of what is played, and so may answer or be answered: kinds of card, of
#: effect, and Spell Speeds.
_PLAYED = re.compile(r"-card$|-effect$|^spell-speed-")
#: A verb of chaining, in any form, whose object is the card chained ("chain", "chaining",
#: "encadenarle", "encadenando", "concatenare", "encadear"), folded.
_CHAINING = re.compile(r"chain\w*|encade\w*|concaten\w*")


def answered_card(text: str, lang: str, mentions: Sequence[Any], keys: Collection[str]) -> str | None:
    """The concept among ``keys`` that the play in ``text`` answers ("respond to **a
    Counter Trap** with a Normal Trap", "¿Una Trampa de Contraefecto puede responder a
    **una Trampa Normal**?"), read from the preposition before its mention; ``None`` when
    the text is not about a response or says no such thing.  ``mentions``: the text's
    spotted mentions (``key``, ``start``)."""
    folded = fold(text)
    if not _RESPONSE_WORDS.search(folded):
        return None
    after = _ANSWERED_AFTER.get(lang, set())
    skip = _DETERMINERS.get(lang, set()) | _CARD_WORDS
    for mention in mentions:
        if mention.key not in keys or mention.key in _ANY_CARD or mention.key in _PLAYERS:
            # "respond to a card of Spell Speed 2": the Spell Speed tells the role; "to my
            # opponent's Counter Trap": the player owns the card answered, and is none
            continue
        words = re.findall(r"\w+", fold(text[: mention.start]))
        while words and words[-1] in skip and words[-1] not in after:
            words.pop()
        if words and words[-1] in after:
            return str(mention.key)
    # "my opponent activates a Counter Trap, can I respond with a Quick-Play Spell?": the
    # card played with, after the response word, answers the card named before that word
    response = _RESPONSE_WORDS.search(folded)
    assert response is not None
    cards = [m for m in mentions if m.key in keys and m.key not in _ANY_CARD and m.key not in _PLAYERS]
    with_words = _RESPONDING_WITH.get(lang, set())
    for mention in cards:
        if mention.start < response.end():
            continue
        words = re.findall(r"\w+", fold(text[: mention.start]))
        while words and words[-1] in skip and words[-1] not in with_words:
            words.pop()
        # ("…can I chain a Normal Trap?", "¿puedo encadenarle una Trampa Normal?": the card
        # right after a verb of chaining is the one chained, as after "with")
        if words and (words[-1] in with_words or _CHAINING.fullmatch(words[-1])):
            before = [m for m in cards if m.end <= response.start() and m.key != mention.key]
            if before:
                return str(before[-1].key)
            # "posso responder uma Counter Trap com uma Trap Normal": the card the verb of
            # responding takes as its object, before "with", is the card answered
            between = [m for m in cards if response.end() <= m.start and m.end <= mention.start
                       and m.key != mention.key]
            if between:
                return str(between[0].key)
            # ("my opponent chains a Counter Trap to my card, can I respond to it with a
            # Quick-Play Spell?": the card chained first is answered by the one played with,
            # further on)
    # "my opponent activated a Normal Trap, can I activate a Normal Spell in response to it?":
    # "to it" answers the card told before the one played in response
    before = [m for m in cards if m.end <= response.start() and _PLAYED.search(str(m.key))]
    if _TO_IT.match(folded, response.end()) and len(before) >= 2 and before[0].key != before[-1].key:
        return str(before[0].key)
    return None


def role_order(text: str, lang: str, mentions: Sequence[Any], keys: Collection[str]) -> list[str]:
    """The concepts ``keys`` in the order the text names them, except that the card a
    play answers comes last: "respond to a Counter Trap with a Normal Trap" and "can a
    Normal Trap respond to a Counter Trap" read alike, Normal Trap before Counter Trap."""
    order = list(dict.fromkeys(str(m.key) for m in mentions if m.key in keys))
    answered = answered_card(text, lang, mentions, keys)
    if answered is not None:
        order = [k for k in order if k != answered] + [answered]
    return order
