"""Finding the ruling that decides a question (judge.qa.matching), on the real concept
inventory and rule graph, with rulings written for these tests."""

from __future__ import annotations

import pytest

LANGS = ("es", "it", "pt", "en")


def _ruling(rid: str, about: list[str], short: dict, question: dict[str, str], answer: str) -> dict:
    return {
        "id": rid,
        "question": question,
        "answer": dict.fromkeys(LANGS, answer),
        "cites": ["000:656"],
        "concepts": list(about),
        "about": about,
        "short": short,
        "cards": [],
    }


RULINGS = [
    _ruling("spell-set-same-turn", ["spell-card", "set", "activate", "same-turn"], {"yes_no": True},
            {"es": "¿Puedo activar una Carta Mágica el mismo turno en que la Coloco?",
             "it": "Posso attivare una Carta Magia nello stesso turno in cui la Posiziono?",
             "pt": "Posso ativar um Card de Magia no mesmo turno em que o Baixo?",
             "en": "Can I activate a Spell Card the same turn I Set it?"}, "Yes."),
    _ruling("quick-play-set-same-turn", ["quick-play-spell-card", "set", "activate", "same-turn"],
            {"yes_no": False},
            {"es": "¿Puedo activar una Mágica de Juego Rápido el mismo turno en que la Coloco?",
             "it": "Posso attivare una Magia Rapida nello stesso turno in cui la Posiziono?",
             "pt": "Posso ativar uma Magia Rápida no mesmo turno em que a Baixo?",
             "en": "Can I activate a Quick-Play Spell the same turn I Set it?"}, "No."),
    _ruling("synchro-material-face-up", ["synchro-material", "face-up"], {"yes_no": True},
            {"es": "¿Un monstruo boca arriba puede ser Material de Sincronía?",
             "it": "Un mostro scoperto può essere Materiale Synchro?",
             "pt": "Um monstro com a face para cima pode ser Material de Sincronização?",
             "en": "Can a face-up monster be Synchro Material?"}, "Yes."),
    _ruling("synchro-material-face-down", ["synchro-material", "face-down"], {"yes_no": False},
            {"es": "¿Un monstruo boca abajo puede ser Material de Sincronía?",
             "it": "Un mostro coperto può essere Materiale Synchro?",
             "pt": "Um monstro com a face para baixo pode ser Material de Sincronização?",
             "en": "Can a face-down monster be Synchro Material?"}, "No."),
    _ruling("monster-zone-size", ["monster-zone", "monster"], {"number": 5},
            {"es": "¿Cuántos monstruos caben en la Zona de Monstruos?",
             "it": "Quanti mostri ci stanno nella Zona Mostri?",
             "pt": "Quantos monstros cabem na Zona de Monstros?",
             "en": "How many monsters fit in the Monster Zone?"}, "5."),
]


def _ruling_index(rulings):
    from judge.qa.knowledge import get_knowledge
    from judge.qa.matching import RulingIndex

    knowledge = get_knowledge()
    return RulingIndex(rulings, knowledge.graph, knowledge)


@pytest.fixture(scope="module")
def index(built):
    return _ruling_index(RULINGS)


def _match(index, question: str, lang: str, asks: str):
    from judge.qa.knowledge import get_knowledge

    concepts = get_knowledge().spot(question, lang).concepts
    return index.match(question, lang, concepts, asks)


def _match_in_roles(index, question: str, lang: str):
    """A yes/no question matched with its concepts in the order of their roles, as Ask does."""
    from judge.qa.knowledge import get_knowledge
    from judge.qa.reading import role_order

    spotted = get_knowledge().spot(question, lang)
    order = role_order(question, lang, spotted.mentions, set(spotted.concepts))
    return index.match(question, lang, spotted.concepts, "yes_no", order=order)


def test_closure_goes_up_through_is_a(index) -> None:
    closed = index.closure(["quick-play-spell-card"])
    assert {"quick-play-spell-card", "spell-card"} <= closed
    assert "trap-card" not in closed


@pytest.mark.parametrize("question, lang", [
    ("¿Puedo activar una Carta Mágica de Juego Rápido el mismo turno que la coloqué?", "es"),
    ("posso attivare una magia rapida nello stesso turno in cui l'ho posizionata?", "it"),
    ("Can I activate a Quick-Play Spell Card the same turn I Set it?", "en"),
])
def test_the_most_specific_ruling_wins(index, question: str, lang: str) -> None:
    match = _match(index, question, lang, "yes_no")
    assert match is not None and match.kind == "ruling"
    assert match.ruling["id"] == "quick-play-set-same-turn"


def test_the_general_ruling_answers_the_general_question(index) -> None:
    match = _match(index, "¿Puedo activar una Carta Mágica el mismo turno en que la coloco?", "es", "yes_no")
    assert match is not None and match.ruling["id"] == "spell-set-same-turn"


def test_a_named_qualifier_picks_its_side(index) -> None:
    down = _match(index, "Can I use a face-down monster as Synchro Material?", "en", "yes_no")
    up = _match(index, "¿Puedo usar un monstruo boca arriba como Material de Sincronía?", "es", "yes_no")
    assert down is not None and down.ruling["id"] == "synchro-material-face-down"
    assert up is not None and up.ruling["id"] == "synchro-material-face-up"


def test_an_open_qualifier_gives_the_cases(index) -> None:
    match = _match(index, "Can monsters be used as Synchro Material?", "en", "yes_no")
    assert match is not None and match.kind == "depends"
    assert {c.ruling["id"] for c in match.cases} == {"synchro-material-face-up", "synchro-material-face-down"}
    assert {c.missing for c in match.cases} == {("face-up",), ("face-down",)}


def test_the_kind_of_answer_must_fit(index) -> None:
    assert _match(index, "How many monsters can I have in the Monster Zone?", "en", "number").ruling["id"] \
        == "monster-zone-size"
    # a yes/no question is not answered by a number ruling, nor a number question by a yes/no one
    assert _match(index, "Can I have monsters in the Monster Zone?", "en", "yes_no") is None
    assert _match(index, "How many Quick-Play Spells can I Set and activate the same turn?", "en", "number") \
        is None


def test_a_question_about_something_else_matches_nothing(index) -> None:
    assert _match(index, "¿Puedo atacar directamente en mi primer turno?", "es", "yes_no") is None
    assert _match(index, "Can I activate a Spell Card?", "en", "yes_no") is None   # no Set, no same turn


def test_a_ruling_does_not_answer_an_action_it_is_not_about(index) -> None:
    # the rulings on activating a Set Spell say nothing about destroying it
    question = "¿Mi adversario puede destruir una Carta Mágica que Coloqué y activé el mismo turno?"
    assert _match(index, question, "es", "yes_no") is None


ROLE_RULINGS = [
    _ruling("normal-trap-cannot-answer-counter-trap", ["counter-trap-card", "normal-trap-card", "respond"],
            {"yes_no": False},
            {"es": "¿Puedo responder a una Trampa de Contraefecto con una Trampa Normal?",
             "it": "Posso rispondere a una Contro-Trappola con una Trappola Normale?",
             "pt": "Posso responder a uma Armadilha de Resposta com uma Armadilha Normal?",
             "en": "Can I respond to a Counter Trap with a Normal Trap?"}, "No."),
    _ruling("counter-trap-answers-normal-trap", ["counter-trap-card", "normal-trap-card", "respond"],
            {"yes_no": True},
            {"es": "¿Una Trampa de Contraefecto puede responder a una Trampa Normal?",
             "it": "Una Contro-Trappola può rispondere a una Trappola Normale?",
             "pt": "Uma Armadilha de Resposta pode responder a uma Armadilha Normal?",
             "en": "Can a Counter Trap respond to a Normal Trap?"}, "Yes."),
]


@pytest.fixture(scope="module")
def role_index(built):
    return _ruling_index(ROLE_RULINGS)


@pytest.mark.parametrize("question, lang, expected", [
    # the card answered is the one after "to / a / ad": word order alone does not decide
    ("Can a Counter Trap respond to a Normal Trap?", "en", "counter-trap-answers-normal-trap"),
    ("can i activate a counter trap in response to a normal trap", "en", "counter-trap-answers-normal-trap"),
    ("Can I activate a Normal Trap in response to a Counter Trap?", "en",
     "normal-trap-cannot-answer-counter-trap"),
    ("Can a Normal Trap respond to a Counter Trap?", "en", "normal-trap-cannot-answer-counter-trap"),
    ("¿puedo responder a una Trampa Normal con una Trampa de Contraefecto?", "es",
     "counter-trap-answers-normal-trap"),
    ("una trappola normale può rispondere a una contro trappola?", "it",
     "normal-trap-cannot-answer-counter-trap"),
    # the opponent named as the owner of the card answered takes no role
    ("Can I respond to my opponent's Counter Trap with a Normal Trap?", "en",
     "normal-trap-cannot-answer-counter-trap"),
])
def test_the_card_answered_is_read_from_its_role(role_index, question: str, lang: str, expected: str) -> None:
    match = _match_in_roles(role_index, question, lang)
    assert match is not None and match.kind == "ruling"
    assert match.ruling["id"] == expected


def test_a_question_without_a_response_keeps_its_word_order() -> None:
    from judge.qa.knowledge import get_knowledge
    from judge.qa.reading import answered_card, role_order

    question = "Is a Counter Trap a kind of Trap Card, like a Normal Trap?"
    spotted = get_knowledge().spot(question, "en")
    assert answered_card(question, "en", spotted.mentions, set(spotted.concepts)) is None
    assert role_order(question, "en", spotted.mentions, set(spotted.concepts)) \
        == list(dict.fromkeys(spotted.concepts))



@pytest.mark.parametrize("question, lang, answered", [
    # a verb of chaining in any form takes the card chained as its object
    ("my opponent activates a trap, can i respond by chaining a normal spell to it", "en", "trap-card"),
    ("mi rival activa una trampa, puedo responderle encadenando una magia de equipo", "es", "trap-card"),
    # the object of the verb of responding, before "with", is the card answered
    ("posso responder uma counter trap com uma trap normal?", "pt", "counter-trap-card"),
    # "in response to it": the card told before the one played in response
    ("meu oponente ativou uma trap normal, posso ativar uma magia normal em resposta a ela?", "pt",
     "normal-trap-card"),
    ("my opponent activated a normal spell, can i activate a normal trap in response to it?", "en",
     "normal-spell-card"),
    # the card chained first is answered by the one played with, further on
    ("opponent chains a counter trap to my card, can i respond to it with a quick-play spell?", "en",
     "counter-trap-card"),
])
def test_the_card_answered_is_read_from_the_verb(question: str, lang: str, answered: str) -> None:
    from judge.qa.knowledge import get_knowledge
    from judge.qa.reading import answered_card

    spotted = get_knowledge().spot(question, lang)
    assert answered_card(question, lang, spotted.mentions, set(spotted.concepts)) == answered


SPEED_RULINGS = [
    _ruling("speed-1-cannot-answer-speed-2", ["respond", "spell-speed-1", "spell-speed-2"], {"yes_no": False},
            {"es": "¿Un efecto de Velocidad de Hechizo 1 puede responder a uno de Velocidad de Hechizo 2?",
             "it": "Un effetto con Spell Speed 1 può rispondere a uno con Spell Speed 2?",
             "pt": "Um efeito de Velocidade de Feitiço 1 pode responder a um de Velocidade de Feitiço 2?",
             "en": "Can a Spell Speed 1 effect respond to a Spell Speed 2 effect?"}, "No."),
    _ruling("speed-2-answers-speed-1", ["respond", "spell-speed-1", "spell-speed-2"], {"yes_no": True},
            {"es": "¿Un efecto de Velocidad de Hechizo 2 puede responder a uno de Velocidad de Hechizo 1?",
             "it": "Un effetto con Spell Speed 2 può rispondere a uno con Spell Speed 1?",
             "pt": "Um efeito de Velocidade de Feitiço 2 pode responder a um de Velocidade de Feitiço 1?",
             "en": "Can a Spell Speed 2 effect respond to a Spell Speed 1 effect?"}, "Yes."),
    _ruling("summon-not-chained", ["summon", "chain"], {"yes_no": False},
            {"es": "Mi adversario Invoca un monstruo. ¿Puedo responder a la Invocación con una Cadena?",
             "it": "Il mio avversario Evoca un mostro. Posso rispondere all'Evocazione in Catena?",
             "pt": "Meu oponente Invoca um monstro. Posso responder à Invocação com uma Corrente?",
             "en": "My opponent Summons a monster. Can I respond to the Summon with a Chain?"}, "No."),
]


@pytest.fixture(scope="module")
def speed_index(built):
    # the two Spell Speed rulings are about Chains too (``concepts``), as the rulebook's are
    return _ruling_index([{**r, "concepts": [*r["concepts"], "chain"]} if r["id"].startswith("speed") else r
                          for r in SPEED_RULINGS])


def test_kinds_of_card_and_effect_are_closed_through_their_spell_speed(speed_index) -> None:
    """000:963-973: a Trigger Effect is Spell Speed 1, a Quick-Play Spell Spell Speed 2, a
    Counter Trap Spell Speed 3; Spell Speed in general decides nothing by itself."""
    assert {"trigger-effect", "spell-speed-1"} <= speed_index.closure(["trigger-effect"])
    assert "spell-speed-2" in speed_index.closure(["quick-play-spell-card"])
    assert "spell-speed-3" in speed_index.closure(["counter-trap-card"])
    assert "spell-speed-1" not in speed_index.closure(["quick-play-spell-card"])


@pytest.mark.parametrize("question, lang, expected", [
    ("can i chain a trigger effect to my opponent's quick-play spell?", "en",
     "speed-1-cannot-answer-speed-2"),
    ("posso rispondere a una magia rapida con un effetto innescato?", "it", "speed-1-cannot-answer-speed-2"),
    ("Can I respond to a Trigger Effect with a Quick-Play Spell?", "en", "speed-2-answers-speed-1"),
])
def test_a_kind_answers_as_its_spell_speed_in_its_role(speed_index, question: str, lang: str,
                                                       expected: str) -> None:
    match = _match_in_roles(speed_index, question, lang)
    assert match is not None and match.kind == "ruling"
    assert match.ruling["id"] == expected


ADDED_RULINGS = [
    _ruling("flip-summons-same-turn", ["flip-summon", "same-turn"], {"yes_no": True},
            {"es": "¿Puedo Invocar por Volteo varios monstruos en el mismo turno?",
             "it": "Posso Evocare per Scoperta più mostri nello stesso turno?",
             "pt": "Posso fazer várias Invocações por Revelação no mesmo turno?",
             "en": "Can I Flip Summon several monsters in the same turn?"}, "Yes."),
    _ruling("flip-summon-same-turn-as-set", ["flip-summon", "same-turn", "set"], {"yes_no": False},
            {"es": "¿Puedo Invocar por Volteo un monstruo el mismo turno en que lo Coloqué?",
             "it": "Posso Evocare per Scoperta un mostro nello stesso turno in cui l'ho Posizionato?",
             "pt": "Posso fazer a Invocação por Revelação de um monstro no mesmo turno em que o Baixei?",
             "en": "Can I Flip Summon a monster the same turn I Set it?"}, "No."),
    _ruling("priority-turn-player", ["priority"], {"text": "turn-player"},
            {"es": "¿Quién tiene la Prioridad?", "it": "Chi ha la Priorità?",
             "pt": "Quem tem a Prioridade?", "en": "Who has priority?"}, "The turn player."),
    _ruling("priority-after-activation", ["priority", "activate"], {"text": "opponent"},
            {"es": "Después de activar una carta, ¿quién tiene la Prioridad?",
             "it": "Dopo aver attivato una carta, chi ha la Priorità?",
             "pt": "Depois de ativar um card, quem tem a Prioridade?",
             "en": "After I activate a card, who has priority?"}, "Your opponent."),
]


@pytest.fixture(scope="module")
def added_index(built):
    return _ruling_index(ADDED_RULINGS)


def test_a_ruling_on_one_more_thing_the_question_names_wins(added_index) -> None:
    match = _match(added_index, "Can I Flip Summon a monster the same turn I Set it?", "en", "yes_no")
    assert match is not None and match.ruling["id"] == "flip-summon-same-turn-as-set"
    general = _match(added_index, "Can I Flip Summon two monsters in the same turn?", "en", "yes_no")
    assert general is not None and general.ruling["id"] == "flip-summons-same-turn"


def test_a_general_verb_added_does_not_make_a_ruling_more_specific(added_index) -> None:
    by_id = {r["id"]: r for r in ADDED_RULINGS}
    assert added_index._adds_specific(by_id["flip-summon-same-turn-as-set"], by_id["flip-summons-same-turn"])
    assert not added_index._adds_specific(by_id["priority-after-activation"], by_id["priority-turn-player"])


def test_a_ruling_in_the_other_roles_does_not_answer(built) -> None:
    """The only ruling says a Quick-Play Spell cannot answer a Counter Trap: it answers the
    question asked that way round, and not "can a Counter Trap respond to a Quick-Play
    Spell?" (roles read through "to that…" too)."""
    index = _ruling_index([_ruling(
        "quick-play-cannot-answer-counter-trap", ["counter-trap-card", "quick-play-spell-card", "respond"],
        {"yes_no": False},
        {"es": "Mi adversario activa una Trampa de Contraefecto. ¿Puedo responder a esa Trampa de "
               "Contraefecto con una Mágica de Juego Rápido?",
         "it": "Il mio avversario attiva una Contro-Trappola. Posso rispondere a quella Contro-Trappola "
               "con una Magia Rapida?",
         "pt": "Meu oponente ativa uma Armadilha de Resposta. Posso responder a essa Armadilha de "
               "Resposta com uma Magia Rápida?",
         "en": "My opponent activates a Counter Trap. Can I respond to that Counter Trap with a Quick-Play "
               "Spell?"}, "No.")])

    asked = _match_in_roles(index, "Can I respond to a Counter Trap with a Quick-Play Spell?", "en")
    assert asked is not None and asked.ruling["id"] == "quick-play-cannot-answer-counter-trap"
    assert _match_in_roles(index, "Can a Counter Trap respond to a Quick-Play Spell?", "en") is None


def test_a_ruling_concerns_kinds_of_what_is_named_but_not_sibling_kinds(built) -> None:
    """A ruling on Normal Summons answers a question about Summoning; a ruling on Quick
    Effects does not answer one about Trigger Effects, though both are Monster Effects."""
    index = _ruling_index([
        _ruling("normal-summon-once", ["normal-summon", "turn"], {"number": 1},
                {"es": "¿Cuántas Invocaciones Normales puedo hacer por turno?",
                 "it": "Quante Evocazioni Normali posso fare per turno?",
                 "pt": "Quantas Invocações-Normais posso fazer por turno?",
                 "en": "How many Normal Summons can I make per turn?"}, "1."),
        _ruling("quick-effect-opponents-turn", ["quick-effect", "opponent"], {"yes_no": True},
                {"es": "¿Puedo activar un Efecto Rápido en el turno de mi adversario?",
                 "it": "Posso attivare un Effetto Rapido nel turno del mio avversario?",
                 "pt": "Posso ativar um Efeito Rápido no turno do meu oponente?",
                 "en": "Can I activate a Quick Effect during my opponent's turn?"}, "Yes."),
    ])
    assert "summon" in index.concerns_closed["normal-summon-once"]
    assert _match(index, "Can I activate a Trigger Effect during my opponent's turn?", "en", "yes_no") is None


def test_a_name_counts_only_with_its_words_close_together(index) -> None:
    import re

    from judge.nlp.pipelines import fold

    def words(text: str) -> list[str]:
        return re.findall(r"\w+", fold(text))

    assert index.named_in("quick-effect", words("Can I activate a Quick Effect in my opponent's turn?"))
    scattered = words("can i chain a trigger effect to my opponent's quick-play spell?")
    assert not index.named_in("quick-effect", scattered)
    assert index.named_in("respond", words("can i chain a trigger effect to his spell?"))  # "chain … to"


def test_a_word_of_another_term_names_only_what_that_term_is_linked_to(built) -> None:
    """"ataque" in "Posición de Ataque" names no attack, so a ruling about attacking with a
    0 ATK monster does not answer a question about two 0 ATK monsters in Attack Position;
    "cambiar la posición de batalla" does name a battle position (the graph links them)."""
    from judge.qa.knowledge import get_knowledge

    index = _ruling_index([
        _ruling("zero-atk-can-attack", ["zero-atk-monster", "attack"], {"yes_no": True},
                {"es": "¿Un monstruo con 0 ATK puede atacar?", "it": "Un mostro con ATK 0 può attaccare?",
                 "pt": "Um monstro com 0 de ATK pode atacar?", "en": "Can a 0 ATK monster attack?"},
                "Yes."),
        _ruling("zero-atk-destroys-nothing", ["zero-atk-monster", "destroy"], {"yes_no": False},
                {"es": "¿Un monstruo con 0 ATK destruye algo en batalla?",
                 "it": "Un mostro con ATK 0 distrugge qualcosa in battaglia?",
                 "pt": "Um monstro com 0 de ATK destrói algo em batalha?",
                 "en": "Does a 0 ATK monster destroy anything by battle?"}, "No."),
    ])
    question = "dos monstruos de 0 ATK en posicion de ataque batallan entre si, se destruye alguno?"
    spotted = get_knowledge().spot(question, "es")
    assert "attack" not in spotted.concepts and "attack-position" in spotted.concepts
    taken = [(m.start, m.end, m.key) for m in spotted.mentions]
    found = index.match(question, "es", spotted.concepts, "yes_no", taken=taken)
    assert found is not None and found.ruling["id"] == "zero-atk-destroys-nothing"
    attacking = _ruling_index([r for r in index.rulings if r["id"] == "zero-atk-can-attack"])
    assert attacking.match(question, "es", spotted.concepts, "yes_no", decisive=[]) is not None
    assert attacking.match(question, "es", spotted.concepts, "yes_no", decisive=[], taken=taken) is None

    positions = _ruling_index([
        _ruling("positions-in-main-phase", ["battle-position", "main-phase"], {"yes_no": True},
                {"es": "¿Puedo cambiar la posición de batalla en la Main Phase?",
                 "it": "Posso cambiare la posizione di battaglia nella Main Phase?",
                 "pt": "Posso mudar a posição de batalha na Main Phase?",
                 "en": "Can I change battle positions in the Main Phase?"}, "Yes."),
    ])
    changing = "Nella Main Phase 1 posso cambiare la posizione di battaglia dei miei mostri?"
    spotted = get_knowledge().spot(changing, "it")
    assert "battle-position" not in spotted.concepts  # named inside "cambiare la posizione…"
    taken = [(m.start, m.end, m.key) for m in spotted.mentions]
    found = positions.match(changing, "it", spotted.concepts, "yes_no", taken=taken)
    assert found is not None and found.ruling["id"] == "positions-in-main-phase"


def test_a_yes_no_question_stating_a_named_answer_is_confirmed_or_denied(built) -> None:
    """"Does priority pass to my opponent?" is answered by the ruling that says who gets
    priority: Yes when the question names its answer, No when it names another player
    instead, nothing when it names no player."""
    from judge.qa.knowledge import get_knowledge

    index = _ruling_index([
        {**_ruling("priority-after-activation", ["priority", "activate"], {"text": "opponent"},
                   {"es": "Después de activar una carta, ¿quién recibe la Prioridad?",
                    "it": "Dopo l'attivazione di una carta, chi riceve la Priorità?",
                    "pt": "Depois de ativar um card, quem recebe a Prioridade?",
                    "en": "After I activate a card, who gets priority?"}, "Your opponent."),
         "short": {"text": "opponent", "names": {"es": "tu adversario", "it": "il tuo avversario",
                                                 "pt": "o seu oponente", "en": "your opponent"}}},
    ])

    def stated(question: str, lang: str):
        spotted = get_knowledge().spot(question, lang)
        assert index.match(question, lang, spotted.concepts, "yes_no") is None  # no yes/no ruling
        return index.stated(question, lang, spotted.concepts,
                            taken=[(m.start, m.end, m.key) for m in spotted.mentions])

    confirmed = stated("dopo che attivo una carta la priorità passa al mio avversario?", "it")
    assert confirmed is not None and confirmed.kind == "confirms"
    denied = stated("After I activate a card, does the turn player get priority again?", "en")
    assert denied is not None and denied.kind == "denies"
    assert stated("After I activate a card, does priority pass?", "en") is None


def test_a_question_saying_before_states_a_when_answer(built) -> None:
    """"When do I pay a cost? Before declaring the activation" (004:1187): "before" is a
    concept in the four languages, so "must I pay the cost before declaring the
    activation?" states the answer and is confirmed; a question without it is not."""
    from judge.qa.knowledge import get_knowledge

    before = {"es": "antes de declarar la activación", "it": "prima di dichiarare l'attivazione",
              "pt": "antes de declarar a ativação", "en": "before declaring the activation"}
    index = _ruling_index([
        {**_ruling("cost-before-activation", ["cost", "activate"], {"text": "before-activation"},
                   {"es": "¿Cuándo pago el coste de una carta respecto a su activación?",
                    "it": "Quando pago il costo di una carta rispetto alla sua attivazione?",
                    "pt": "Quando pago o custo de um card em relação à ativação?",
                    "en": "When do I pay a card's cost relative to its activation?"}, "Before."),
         "short": {"text": "before-activation", "names": before}},
    ])
    cost = index.rulings[index.position["cost-before-activation"]]
    for lang in before:
        assert index.answer_concepts(cost, lang) == {"before"}, lang

    def stated(question: str, lang: str):
        spotted = get_knowledge().spot(question, lang)
        return index.stated(question, lang, spotted.concepts,
                            taken=[(m.start, m.end, m.key) for m in spotted.mentions])

    confirmed = stated("devo pagare il costo prima di dichiarare l'attivazione della carta?", "it")
    assert confirmed is not None and confirmed.kind == "confirms"
    assert stated("¿tengo que pagar el coste antes de activar la carta?", "es") is not None
    assert stated("devo pagare il costo per attivare la carta?", "it") is None


def test_an_answer_sharing_a_concept_with_its_topic_is_stated_by_what_it_adds(built) -> None:
    """"Who goes first in a later Duel? The loser of the previous Duel" (000:714): the answer
    repeats the later Duel of the topic and adds *losing*; "does the loser of the previous
    Duel decide?" names it, and is confirmed. An answer adding only a general concept ("the
    attacking *player*") states nothing."""
    from judge.qa.knowledge import get_knowledge

    index = _ruling_index([
        {**_ruling("loser-goes-first", ["first-player", "later-duel"], {"text": "previous-duel-loser"},
                   {"es": "¿Quién decide quién empieza el siguiente Duelo?",
                    "it": "Chi decide chi inizia il Duello successivo?",
                    "pt": "Quem decide quem começa o Duelo seguinte?",
                    "en": "Who decides who goes first in the next Duel?"}, "The loser."),
         "short": {"text": "previous-duel-loser",
                   "names": {"es": "el perdedor del Duelo anterior",
                             "it": "chi ha perso il Duello precedente",
                             "pt": "o perdedor do Duelo anterior", "en": "the loser of the previous Duel"}}},
        {**_ruling("who-takes-damage", ["attack", "damage"], {"text": "attacking-player"},
                   {"es": "¿Quién recibe el daño?", "it": "Chi riceve il danno?",
                    "pt": "Quem recebe o dano?", "en": "Who takes the damage?"}, "You."),
         "short": {"text": "attacking-player",
                   "names": {"es": "el jugador que ataca", "it": "il giocatore che attacca",
                             "pt": "o jogador que ataca", "en": "the attacking player"}}},
    ])
    loser = index.rulings[index.position["loser-goes-first"]]
    assert "later-duel" in index.answer_concepts(loser, "en")
    assert index.answer_adds(loser, "en") == {"lose-the-duel"}
    damage = index.rulings[index.position["who-takes-damage"]]
    assert "player" in index.answer_concepts(damage, "en") and not index.answer_adds(damage, "en")

    question = "in a match, does the loser of the previous duel decide who goes first in the next one?"
    spotted = get_knowledge().spot(question, "en")
    stated = index.stated(question, "en", spotted.concepts,
                          taken=[(m.start, m.end, m.key) for m in spotted.mentions])
    assert stated is not None and stated.kind == "confirms"


def test_a_place_and_a_kind_of_card_it_holds_name_the_zone(index) -> None:
    """"Monsters on the field" are in the Monster Zones (000:156); "a Trap on the field" in
    the Spell & Trap Zones (000:162); a monster in the Graveyard is in no zone of the field."""
    assert "monster-zone" in index.with_zones(["monster", "field"])
    assert "monster-zone" in index.with_zones(["xyz-monster", "field"])  # a kind of monster
    assert "spell-trap-zone" in index.with_zones(["normal-trap-card", "field"])
    assert "monster-zone" not in index.with_zones(["monster", "graveyard"])
    assert "spell-trap-zone" not in index.with_zones(["monster", "field"])


def test_cases_that_all_answer_alike_give_that_answer(built) -> None:
    """Both sides of a qualifier the question leaves open, answered alike: the answer does
    not depend on the case; answered differently: it does."""
    graveyard = {"text": "graveyard", "names": {"es": "el Cementerio", "it": "il Cimitero",
                                                "pt": "o Cemitério", "en": "the Graveyard"}}

    def where(rid: str, position: str, short: dict) -> dict:
        return {**_ruling(rid, ["destroy", position], short,
                          {"es": f"Destruyo en batalla un monstruo ({position}). ¿A dónde va?",
                           "it": f"Distruggo in battaglia un mostro ({position}). Dove va?",
                           "pt": f"Destruo em batalha um monstro ({position}). Para onde vai?",
                           "en": f"I destroy a monster ({position}) by battle. Where does it go?"},
                          "To the Graveyard."), "short": short}

    alike = _ruling_index([*RULINGS, where("def-to-graveyard", "defense-position", graveyard),
                           where("atk-to-graveyard", "attack-position", graveyard)])
    found = _match(alike, "If my monster is destroyed by battle, where does it go?", "en", "text")
    assert found is not None and found.kind == "alike" and len(found.cases) == 2

    hand = {"text": "hand", "names": {"es": "la mano", "it": "la mano", "pt": "a mão", "en": "the hand"}}
    differ = _ruling_index([*RULINGS, where("def-to-graveyard", "defense-position", graveyard),
                            where("atk-to-hand", "attack-position", hand)])
    found = _match(differ, "If my monster is destroyed by battle, where does it go?", "en", "text")
    assert found is not None and found.kind == "depends"


def test_the_card_answered_is_told_by_its_kind_not_by_the_word_card(built) -> None:
    """"respond to a card of Spell Speed 2 with one of Spell Speed 1": the Spell Speed 2 is
    answered, though "card" is the word after "to"."""
    from judge.qa.knowledge import get_knowledge
    from judge.qa.reading import role_order

    text = "¿Puedo responder a una carta de Velocidad de Hechizo 2 con una de Velocidad de Hechizo 1?"
    spotted = get_knowledge().spot(text, "es")
    order = role_order(text, "es", spotted.mentions, set(spotted.concepts))
    assert order.index("spell-speed-1") < order.index("spell-speed-2")


def test_a_yes_no_ruling_about_one_concept_answers_only_questions_that_read_like_it(built) -> None:
    """"Can I rearrange the cards in my Graveyard? No" is about the Graveyard alone: it
    answers its own question asked again in other words, not every yes/no question on the
    Graveyard."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()

    def matched(question: str, lang: str):
        found = _match(index, question, lang, "yes_no")
        return found.ruling["id"] if found is not None and found.kind == "ruling" else None

    assert matched("¿Puedo cambiar el orden de las cartas de mi Cementerio?", "es") \
        == "setup-graveyard-order-cannot-change"
    assert matched("Can I activate cards from my Graveyard?", "en") != "setup-graveyard-order-cannot-change"
    assert matched("Can a Monster Token be Tributed?", "en") != "setup-token-object-two-positions"
    # a yes/no question stating the answer of a "who" ruling about one concept likewise
    from judge.qa.knowledge import get_knowledge

    spotted = get_knowledge().spot("Can I pass priority to my opponent?", "en")
    assert index.stated("Can I pass priority to my opponent?", "en", spotted.concepts) is None


def test_what_an_effect_does_counts_where_a_ruling_names_it(built) -> None:
    """"Does a Field Spell Set face-down have an effect?" names a Field Spell, a Set, face-down
    and an effect: the ruling on a face-down Field Spell's effect accounts for the effect,
    the one on Setting Spells face-down for the Set, and the narrower one wins."""
    field_spell = _ruling("face-down-field-spell-no-effect", ["field-spell-card", "face-down", "card-effect"],
                          {"yes_no": False},
                          {"es": "¿Una Mágica de Campo boca abajo aplica su efecto?",
                           "it": "Una Magia Terreno coperta applica il suo effetto?",
                           "pt": "Uma Magia de Campo com a face para baixo aplica o seu efeito?",
                           "en": "Does a face-down Field Spell apply its effect?"}, "No.")
    field_spell["concepts"].append("set")  # put face-down in the Field Zone: Set
    index = _ruling_index([
        _ruling("spell-can-be-set-face-down", ["spell-card", "set", "face-down"], {"yes_no": True},
                {"es": "¿Puedo Colocar una Carta Mágica boca abajo?",
                 "it": "Posso Posizionare una Magia coperta?",
                 "pt": "Posso Baixar um Card de Magia?", "en": "Can I Set a Spell Card face-down?"}, "Yes."),
        field_spell,
    ])
    found = _match(index, "una magia terreno posizionata coperta ha effetto?", "it", "yes_no")
    assert found is not None and found.ruling["id"] == "face-down-field-spell-no-effect"
    setting = _match(index, "Can I Set a Spell Card face-down?", "en", "yes_no")
    assert setting is not None and setting.ruling["id"] == "spell-can-be-set-face-down"


def test_another_answer_of_a_mixed_category_must_be_a_sibling(built) -> None:
    """"Does the last card activated resolve first?" names an activation, which is no other
    answer than "the last Chain Link"; a zone is another answer than a zone, the opponent
    another than the turn player."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()
    assert not index._alternative("activate", "chain-link")
    assert index._alternative("hand", "graveyard")
    assert index._alternative("opponent", "turn-player")


def test_a_ruling_naming_the_asked_kind_wins_over_one_on_a_wider_kind(built) -> None:
    """A Quick-Play Spell Set this turn: the ruling on Quick-Play Spells answers, not the
    one on Spell Cards in general (whose rule is the Normal Spells'), though that one names
    the Battle Phase the question names too; "magia de juego rápido" is one kind of card."""
    index = _ruling_index([
        _ruling("set-spell-not-in-battle-phase", ["spell-card", "set", "battle-phase"], {"yes_no": False},
                {"es": "Tengo una Carta Mágica Colocada. ¿Puedo activarla en mi Battle Phase?",
                 "it": "Ho una Carta Magia Posizionata. Posso attivarla nella mia Battle Phase?",
                 "pt": "Tenho um Card de Magia baixado. Posso ativá-lo na minha Fase de Batalha?",
                 "en": "I have a Set Spell Card. Can I activate it in my Battle Phase?"}, "No."),
        _ruling("quick-play-not-the-turn-it-is-set", ["quick-play-spell-card", "set", "same-turn"],
                {"yes_no": False},
                {"es": "¿Puedo activar una Mágica de Juego Rápido el mismo turno en que la Coloco?",
                 "it": "Posso attivare una Magia Rapida nello stesso turno in cui la Posiziono?",
                 "pt": "Posso ativar uma Magia Rápida no mesmo turno em que a baixo?",
                 "en": "Can I activate a Quick-Play Spell the same turn I Set it?"}, "No."),
    ])
    for lang, question in [
        ("es", "coloqué una magia de juego rápido en mi main phase 1, ¿la puedo activar en la battle "
               "phase de ese mismo turno?"),
        ("en", "I set a quick-play spell in main phase 1, can I activate it in the battle phase of the "
               "same turn?"),
    ]:
        match = _match(index, question, lang, "yes_no")
        assert match is not None and match.ruling["id"] == "quick-play-not-the-turn-it-is-set", question


@pytest.mark.parametrize(("text", "compared"), [
    ("se eu ataco um monstro em defesa e meu ATK é menor que a DEF dele", "atk<def"),
    ("if I attack a Defense Position monster with more DEF than my ATK", "atk<def"),
    ("se attacco un mostro in difesa con un ATK più basso della sua DEF", "atk<def"),
    ("si mi ATK es mayor que su DEF", "atk>def"),
    ("Se o ATK do meu atacante for igual à DEF do monstro", "atk=def"),
    ("if two monsters with the same ATK battle", "atk=atk"),
    ("se due mostri hanno lo stesso ATK", "atk=atk"),
    # the stats in words; a word that names a battle position is no stat
    ("si ataco a un monstruo en defensa con mas ataque que su defensa", "atk>def"),
    ("se attacco un mostro in posizione di difesa con meno attacco della sua difesa", "atk<def"),
    ("if I attack with more attack points than its defense points", "atk>def"),
    ("atacar en posicion de ataque con mas ataque que el otro", None),
    # no comparison of two stats: damage equal to ATK, ATK against ATK by more or less
    ("num ataque direto, o dano é igual ao ATK do monstro?", None),
    ("il mio mostro ha più ATK del suo", None),
])
def test_a_comparison_of_battle_stats_is_read_as_the_attackers_atk_against_the_other(
        text: str, compared: str | None) -> None:
    from judge.qa.reading import stat_comparison

    assert stat_comparison(text) == compared


def test_a_ruling_on_another_comparison_of_the_stats_does_not_answer(built) -> None:
    """"my ATK is lower than its DEF" is not answered by the ruling on a DEF lower than my
    ATK; "the same ATK" is a battle with a monster in Attack Position."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()
    assert index.comparison["battle-def-atk-higher-defender-destroyed"] == "atk>def"
    found = _match(index, "se eu ataco um monstro em defesa e meu ATK é menor que a DEF dele, meu monstro é "
                          "destruído?", "pt", "yes_no")
    assert found is None or all(c.ruling["id"] != "battle-def-atk-higher-defender-destroyed"
                                for c in found.cases)
    found = _match(index, "if two monsters with the same ATK battle, are both destroyed?", "en", "yes_no")
    assert found is not None and found.ruling["id"] == "battle-atk-equal-both-destroyed"
    # the stats compared in words name them as the abbreviations do
    found = _match(index, "si ataco a un monstruo en defensa con mas ataque que su defensa, ¿mi rival recibe "
                          "daño?", "es", "yes_no")
    assert found is not None and found.ruling["id"] == "battle-def-atk-higher-no-damage"


def test_a_ruling_that_says_nothing_of_how_often_does_not_answer_how_often(built) -> None:
    """"several times / in the same turn / once per turn" asks how often a play can be made:
    the ruling on the Monster Zone's five monsters does not answer it, the ruling on a card
    that lets a monster attack twice though the rules say once per turn does."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()
    found = _match(index, "are there ways to put monsters on the field that I can do several times in the "
                          "same turn?", "en", "yes_no")
    assert found is None or all(c.ruling["id"] != "monster-zone-limit-five" for c in found.cases)
    found = _match(index, "Can a card's effect let a monster attack twice even though the rules say once per "
                          "turn?", "en", "yes_no")
    assert found is not None and found.ruling["id"] == "other-card-effect-lets-monster-attack-twice"


def test_a_spell_speed_the_question_names_must_be_concerned(built) -> None:
    """"respond to a Spell Speed 3 card with a Normal Trap?" is not answered by the ruling
    on Normal Traps answering Spell Speed 1 and 2."""
    from judge.qa.matching import get_ruling_index

    question = "can I respond to a spell speed 3 card with a normal trap?"
    found = _match(get_ruling_index(), question, "en", "yes_no")
    assert found is None or all(
        "spell-speed-3" in c.ruling["about"] or "counter-trap-card" in c.ruling["about"] for c in found.cases)


def test_a_ruling_about_one_concept_does_not_answer_what_else_the_question_names(built) -> None:
    """The Game Mat ruling answers whether a Duel needs a Game Mat, not whether every kind
    of card goes in the same Zone of it; the sleeves ruling not whether sleeves of
    different colours may be used together."""
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()

    def matched(question: str, lang: str):
        found = _match(index, question, lang, "yes_no")
        return found.ruling["id"] if found is not None and found.kind == "ruling" else None

    assert matched("¿Puedo jugar un Duelo sin tapete de juego?", "es") == "setup-duel-without-game-mat"
    assert matched("sul campo di gioco tutti i tipi di carte si mettono nella stessa zona?", "it") \
        != "setup-duel-without-game-mat"
    assert matched("posso usare bustine protettive di colori diversi nello stesso deck?", "it") \
        != "setup-sleeves-must-be-identical"


def test_the_askers_monster_in_the_askers_attack_is_the_attacking_monster(built) -> None:
    """"se eu ataco…, meu monstro é destruído?" asks about the attacking monster."""
    from judge.qa.matching import get_ruling_index

    question = "se eu ataco um monstro em defesa e meu ATK é menor que a DEF dele, meu monstro é destruído?"
    found = _match(get_ruling_index(), question, "pt", "yes_no")
    assert found is not None and found.ruling["id"] == "battle-def-atk-lower-attacker-not-destroyed"


def test_one_of_the_alternatives_an_answer_offers_is_confirmed(built) -> None:
    """"can I put the Ritual Monster in Defense Position?" against "face-up, in Attack or
    Defense Position": Yes; face-down Defense Position is no alternative it offers."""
    from judge.qa.knowledge import get_knowledge
    from judge.qa.matching import get_ruling_index

    index = get_ruling_index()
    question = "when I ritual summon, can I put the ritual monster in defense position?"
    spotted = get_knowledge().spot(question, "en")
    taken = [(m.start, m.end, m.key) for m in spotted.mentions]
    found = index.stated(question, "en", spotted.concepts, taken=taken)
    assert found is not None and found.kind == "confirms" and found.ruling["id"] == "ritual-summon-position"
    question = "when I ritual summon, can I put the ritual monster face-down in defense position?"
    spotted = get_knowledge().spot(question, "en")
    taken = [(m.start, m.end, m.key) for m in spotted.mentions]
    found = index.stated(question, "en", spotted.concepts, taken=taken)
    assert found is None or found.kind != "confirms"


def test_the_cases_of_it_depends_leave_open_the_same_qualifier(built) -> None:
    """"Not face-down" and "in Attack Position" are two rules on Fusion Summons, not two
    cases of a question naming neither; face-down and face-up Synchro Materials are."""
    from judge.qa import ask

    answer = ask("to Fusion Summon, do the Fusion Materials have to be where the Fusion Monster says?", "en")
    assert answer["short_answer"]["kind"] != "depends"
    answer = ask("can monsters be used as synchro material?", "en")
    assert answer["short_answer"]["kind"] == "depends"
    assert {case["when"] for case in answer["short_answer"]["cases"]} == {"face-down", "face-up"}


def test_one_concept_in_common_makes_no_cases_when_the_question_names_more(built) -> None:
    """Destroying every card on the field is no case of the Graveyard's cards being face-up."""
    from judge.qa import ask

    answer = ask("if a card destroys every card on the field, are the cards in the graveyard destroyed too?",
                 "en")
    assert answer["short_answer"]["kind"] != "depends"
    assert (answer.get("basis") or {}).get("id") != "setup-graveyard-cards-face-up"


def test_a_ruling_classing_one_thing_as_another_answers_only_questions_saying_the_class(built) -> None:
    """"A Fusion Summon is a Special Summon" does not answer "can I Fusion Summon with these
    Materials?" nor "can I Xyz Summon in my Battle Phase?" (a Special Summon only by the
    is-a closure); it answers its own questions, and "mandado ao Cemitério" says "sent to
    the Graveyard" as the class of destroying."""
    from judge.qa import ask

    for question in ("Can I Fusion Summon Darkfire Dragon with Firegrass and Celtic Guardian?",
                     "can I Xyz Summon in my Battle Phase?"):
        basis = ask(question, "en").get("basis") or {}
        assert not str(basis.get("id")).endswith("-is-a-special-summon"), question
    answer = ask("Is a Fusion Summon considered a Special Summon?", "en")
    assert answer["basis"]["id"] == "fusion-summon-is-a-special-summon"
    assert answer["short_answer"] == {"kind": "yes_no", "value": True}
    answer = ask('Se o meu card for destruído, o efeito "Quando este card é mandado ao Cemitério" '
                 "dele ativa?", "pt")
    assert answer["basis"]["id"] == "other-destroy-counts-as-sent-to-graveyard"
    assert answer["short_answer"] == {"kind": "yes_no", "value": True}


def test_a_cards_colour_is_asked_only_where_the_question_names_it(built) -> None:
    """The colour rulings answer "what colour…?", not every question on a kind of card
    ("where do I keep my Fusion Monsters?" had been answered "violet")."""
    from judge.qa import ask

    for question, lang in (("where do i keep my fusion monsters?", "en"),
                           ("en que zona activo polimerizacion?", "es")):
        basis = ask(question, lang).get("basis") or {}
        assert "-colour-" not in str(basis.get("id")), question
    answer = ask("what colour are synchro monsters?", "en")
    assert answer["basis"]["id"] == "cards-synchro-monster-cards-colour-white"
    assert ask("qual a cor dos cards de magia?", "pt")["basis"]["id"] == "spell-spell-cards-colour-green"


def test_who_asks_a_player(built) -> None:
    """"Who draws in the Draw Phase?" is not answered with the top of the Deck; a ruling
    naming a player, or written to answer "who…?", answers it."""
    from judge.qa import ask

    answer = ask("quien roba en la draw phase?", "es")
    assert (answer.get("basis") or {}).get("id") != "turn-draw-from-top-of-deck"
    answer = ask("who decides which cards to discard at the end phase?", "en")
    assert answer["basis"]["id"] == "qa-hand-limit-you-choose-the-discards"
    answer = ask("who goes first in the second duel of a match?", "en")
    assert answer["basis"]["id"] == "qa-loser-decides-who-goes-first"
