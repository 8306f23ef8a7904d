"""The situation reader on questions as players wrote them (the shapes that the per-kind
readers read wrong or not at all), each played on the engine for what it asks."""

from __future__ import annotations

import pytest

from judge.cards import get_library
from judge.engine import simulate
from judge.qa.reader import build_scenario, read
from judge.qa.reader.model import searches, value_of
from judge.qa.reader.read import tag


def answer(question: str, lang: str) -> object:
    reading = read(question, lang)
    assert reading is not None, f"not read: {question}"
    library = get_library()
    search = searches(reading)
    if search is not None:
        return value_of(reading, [simulate(build_scenario(r), library) for r in search])
    return value_of(reading, simulate(build_scenario(reading), library))


@pytest.mark.parametrize(
    "lang, question, value",
    [
        # the monster brought in by "usando" attacks, wherever it is written: 1800 against 2000 DEF
        ("it", "Se attacco un mostro coperto in difesa con 2000 DEF usando un mostro da 1800 ATK, "
               "quanti danni subisco?", 200),
        # "is there a replay of the attack?" asks about the attack made, it makes no second one
        ("pt", "ataco um monstro e o oponente devolve ele para a mao, tem repetição do ataque?", True),
        # a condition after the question is a clause of its own: his monster blocks a direct attack
        ("en", "Can I attack directly if my opponent controls a monster?", False),
        ("it", "posso attaccare direttamente se il mio avversario controlla un mostro?", False),
        # the question starts at "how much" with no comma before it: I attack, he takes it
        ("pt", "se eu ataco direto com um monstro de 1800 ATK quanto dano meu oponente leva?", 1800),
        ("es", "si ataco directamente con un monstruo de 1300 ATK cuanto daño recibe mi rival?", 1300),
        # a face-up Defense Position monster with more DEF: the attacker's player takes the difference
        ("en", "My 1000 ATK monster attacks a face-up 1600 DEF monster, how much damage do I take?", 600),
        # two attacks in a row, the second one direct with "my other monster, a 1500 ATK one"
        ("en", "My opponent has a 1200 ATK monster in attack position. I attack it with my 1800 ATK "
               "monster, then attack directly with my other monster, a 1500 ATK one. How many LP "
               "does he have left?", 8000 - 600 - 1500),
        # three direct attacks, each its own
        ("es", "Mi rival no tiene monstruos. Le ataco directamente con mi monstruo de 1000 ATK, luego "
               "con uno de 1200 ATK y despues con otro de 800 ATK. ¿Cuánto daño recibe?", 3000),
        ("en", "My opponent has no monsters and 3000 LP. I attack directly with two 1600 ATK monsters. "
               "Do I win?", True),
        # the passive: the monster after "attaccato da" attacks
        ("it", "Se il mio mostro in difesa con 2000 DEF viene attaccato da uno da 1500 ATK, quanto danno "
               "prendo?", 0),
        ("en", "A 0 ATK monster is attacked by a 1000 ATK monster. How much damage?", 1000),
        # references back: "lo" is the monster just attacked
        ("it", "L'avversario ha un mostro coperto con 1500 DEF. Lo attacco con il mio mostro da 1200 ATK, "
               "poi lo attacco di nuovo con il mio mostro da 1900 ATK. Quanti danni subisco?", 300),
        ("pt", "meu oponente ataca meu monstro de 1200 DEF em defesa com um de 1500 ATK, quanto dano eu "
               "levo?", 0),
        # a Chain of named cards in Portuguese, with a card named in Spanish
        ("pt", "ativo Tempestade Pesada e meu oponente encadeia Rugido Amenazante, em que ordem resolvem?",
         ["Threatening Roar", "Heavy Storm"]),
        ("it", "attivo Tempesta Potente, l'avversario risponde con Ruggito Minaccioso e io con I Sette "
               "Attrezzi del Bandito: in che ordine si risolvono?",
         ["Seven Tools of the Bandit", "Threatening Roar", "Heavy Storm"]),
        ("en", "I activate Threatening Roar and my opponent chains Seven Tools of the Bandit. Can I respond "
               "with Mystical Space Typhoon?", False),
        ("en", "I activate Heavy Storm, in response my opponent activates Threatening Roar. How many chain "
               "links are there?", 2),
        # the Chain Link of a named card
        ("en", "I activate Heavy Storm, my opponent chains Threatening Roar and I chain Seven Tools of the "
               "Bandit. What chain link is Seven Tools of the Bandit?", 3),
        # "el de 1500", "otro de 1000": a monster by its ATK alone; "dos monstruos, uno … y otro …"
        ("es", "Tengo dos monstruos, uno de 2000 ATK y otro de 1500 ATK. Mi rival tiene un monstruo de "
               "1000 DEF en defensa. Ataco a su monstruo con el de 1500 y luego ataco directamente con el "
               "de 2000. ¿Cuánto daño recibe?", 2000),
        ("es", "mi rival me ataca directo con un monstruo de 2500 y despues con otro de 1000, tengo 3000 LP, "
               "pierdo?", True),
        # the attack names no monster: the players' only monsters; none on the other side: direct
        ("en", "I have a 2000 ATK monster and my opponent has a 1500 ATK monster in attack position. "
               "If I attack, how much damage does he take?", 500),
        ("es", "mi oponente tiene un monstruo boca abajo con 1000 DEF y yo ataco con uno de 1500, luego "
               "ataco directo con otro de 1000 ATK. cuantos LP le quedan?", 7000),
        # the Life Points lost are the damage taken, not the LP left
        ("it", "se l'avversario non ha mostri e lo attacco direttamente con un mostro da 1800 ATK quanti "
               "LP perde?", 1800),
        ("pt", "o oponente tem 1000 LP e nenhum monstro. eu ataco com um monstro de 900 ATK e depois com "
               "outro de 300 ATK. eu ganho?", True),
        # the Life Points taken away ("le quito", "take off") are the damage dealt
        ("es", "mi rival no tiene monstruos y ataco directo con uno de 1700 ATK, cuantos LP le quito?", 1700),
        ("en", "my opponent has no monsters, I attack directly with a 1300 ATK monster. How many LP do I "
               "take off?", 1300),
        ("it", "l'avversario non ha mostri, attacco direttamente con un mostro da 1100 ATK: quanti LP gli "
               "tolgo?", 1100),
        # a relative clause gives a monster its stats ("uno en defensa que tiene 2000 DEF")
        ("es", "ataco con mi monstruo de 1200 ATK a uno en defensa que tiene 1900 DEF, cuanto daño me "
               "como?", 700),
        ("pt", "ataco com meu monstro de 1000 ATK um monstro em defesa que tem 1600 DEF, quanto dano eu "
               "levo?", 600),
        ("en", "I attack a defense position monster that has 2200 DEF with my 1400 ATK monster, how much "
               "damage do I take?", 800),
        # the damage "me hago" (to myself) is the damage the asker takes, not deals
        ("es", "ataco con un monstruo de 1000 atk a uno en defensa con 1800 def, cuanto daño me hago yo",
         800),
        ("it", "attacco con un mostro da 1000 atk uno in difesa con 1800 def, quanto danno mi faccio?", 800),
        # "con 2000 ATK a uno en defensa": "a" closes the attacker given by its stats alone
        ("es", "ataco con 2000 atk a uno en defensa con 1500 def, cuanto daño le hago?", 0),
        ("es", "ataco con 1000 de atk a uno en defensa con 1500 de def, cuanto daño me como?", 500),
        # piercing damage said before the monster that inflicts it, and asked as the damage
        ("en", "how much piercing damage do i deal if my 2000 atk monster attacks a 1200 def monster?", 800),
        # Tribute Summons
        ("es", "cuantos sacrificios pide un monstruo de nivel 8", 2),
        ("pt", "Posso invocar por tributo um monstro de nível 7 com um só monstro?", False),
        ("en", "Can I Tribute Summon a Level 7?", True),
        # Synchro and Xyz Summons: the materials' Levels (and Tuners) against the Level or Rank
        ("pt", "posso fazer uma invocação sincro de nível 6 com um tuner de nível 2 e um monstro de "
               "nível 4?", True),
        ("en", "can i synchro summon a level 7 synchro using a level 1 tuner and a level 4 monster", False),
        # the materials told before the Summon ("…with them"): the asker's monsters
        ("en", "I got a level 3 tuner and a level 5 non-tuner face up, can I synchro summon a level 7 "
               "synchro with them?", False),
        ("es", "tengo un tuner de nivel 2 y un monstruo de nivel 5, ¿puedo invocar por sincronía un "
               "synchro de nivel 7 con ellos?", True),
        ("it", "ho un tuner di livello 3 e un mostro di livello 4, posso evocare synchro un mostro di "
               "livello 8 con loro?", False),
        ("es", "puedo invocar un xyz rango 4 con un monstruo de nivel 4 y uno de nivel 3?", False),
        ("it", "posso evocare un mostro Xyz di Rango 4 con due mostri di livello 4?", True),
        ("it", "con scala 2 e 5 posso evocare pendulum un mostro di livello 5?", False),
        # an Extra Deck monster Special Summoned from the Graveyard: only if properly Summoned before
        ("en", "Can I Special Summon a Synchro Monster from the Graveyard if it was never Synchro Summoned?",
         False),
        ("en", "My Synchro Monster was destroyed. Can I Special Summon it from the Graveyard with "
               "Monster Reborn?", True),
        ("es", "un monstruo de sincronia que mande del extra deck al cementerio sin haberlo invocado, "
               "lo puedo revivir desde el cementerio?", False),
        ("it", "posso evocare specialmente dal cimitero un synchro mandato li senza averlo evocato?", False),
        # "without ever being", "sem ter invocado"; "bring it back" with a card that revives
        ("en", "my synchro monster got sent from the extra deck to the gy without ever being synchro "
               "summoned, can i bring it back with monster reborn?", False),
        ("pt", "mandei um monstro synchro do extra deck pro cemiterio sem ter invocado ele, posso trazer ele "
               "de volta?", False),
        # Tuners counted, no Level given: the Tuner count decides
        ("en", "Can I use two Tuners for a Synchro Summon?", False),
        ("en", "Can I Synchro Summon with one Tuner and two non-Tuner monsters?", True),
        ("es", "Con escalas 1 y 8, ¿puedo invocar por péndulo dos monstruos de nivel 4 y uno de nivel 7?",
         True),
        # typos and missing accents
        ("es", "mi monstruo de 1800 ATK ataca a un monstruo de 1500 DEF boca abajo, cuanto daño recive "
               "mi oponnente?", 0),
        ("it", "il mio mostro da 2100 ATK attaca un mostro da 1900 ATK in attacco, quanto danno subisce "
               "l'avversario?", 200),
        # "que está / que tiene" opens a relative clause of the monster named, no "qué"
        ("es", "ataco con un monstruo de 1500 de atk a uno que esta en defensa boca arriba con 2000 de def, "
               "cuanto daño me como", 500),
        # the plays of a turn: Sets, Flip Summons, position changes, Phases, the first turn
        ("en", "the Trap I set last turn: can I activate it?", True),  # "last turn" names no card
        ("en", "Can I activate a Trap the turn I set it?", False),
        ("it", "Posso attivare una Trappola nel turno in cui l'ho posizionata?", False),
        ("en", "I set a monster. Can I flip summon it this turn?", False),
        ("es", "¿Puedo voltear un monstruo que coloqué en un turno anterior?", True),
        ("pt", "baixei uma armadilha normal no meu turno passado, posso ativar ela quando meu oponente "
               "declarar ataque?", True),  # "no meu turno" inside "no meu turno passado" is no turn of now
        ("pt", "posso virar (invocação flip) um monstro no mesmo turno em que baixei ele?", False),
        ("en", "Can I change the battle position of a monster I summoned this turn?", False),
        ("en", "I Normal Summoned a monster this turn. Can I switch it to defense position?", False),
        ("en", "Can I change my monster to defense position the turn I summoned it?", False),
        ("en", "Can I flip summon a monster that I set last turn and then attack with it?", True),
        ("en", "I set a Trap card this turn. Can I activate it during my opponent's turn?", True),
        ("it", "Nella Main Phase 1 posso cambiare la posizione di battaglia dei miei mostri?", True),
        ("es", "¿Puedo atacar en el primer turno si empiezo yo?", False),
        ("en", "Can I attack twice with the same monster?", False),
        ("en", "Can a monster in defense position attack?", False),
        ("en", "Can a monster with 0 ATK attack?", True),
        ("es", "¿Puedo atacar con un monstruo que Invoqué este turno?", True),
        ("en", "Can a Spell Card be activated during the Battle Phase?", False),
        ("es", "¿Puedo activar una Trampa Normal durante el Damage Step?", False),
        ("pt", "posso ativar uma armadilha de resposta no damage step?", True),
        ("it", "Posso attivare Tempesta Potente nel turno del mio avversario?", False),
        ("en", "My opponent activates Heavy Storm. Can I respond with a Quick-Play Spell?", True),
        # the Spell Speed of a card kind, read from its Chain Link
        ("it", "che spell speed ha una carta contro-trappola?", 3),
        ("pt", "qual é a velocidade de magia de uma armadilha normal?", 2),
        # "respond to", "chain … to": the card after "to" is Chain Link 1
        ("es", "¿Puedo responder con una Trampa Normal a una Magia Rápida?", True),
        ("en", "Can I chain a Quick-Play Spell to a Counter Trap?", False),
        ("it", "Posso attivare una Carta Trappola Contro in risposta a una Magia Rapida?", True),
        ("es", "una trampa normal puede responder a una trampa de contraefecto?", False),
        ("en", "I set a Quick-Play Spell. Can I activate it in my opponent's next turn?", True),
        ("en", "Does the player who goes first draw on the first turn?", False),
        ("it", "Ho 9 carte in mano nella End Phase, quante ne devo scartare?", 3),
        # pieces of Exodia in the hand: all five win (000:694)
        ("es", "Si tengo las 5 piezas de Exodia en la mano, ¿gano?", True),
        ("pt", "Tenho 3 Exodia na mão, ganho o duelo?", False),
        ("en", "I have all five pieces of Exodia in my hand. Do I win?", True),
        # the Phases of a turn, a whole turn played through
        ("es", "¿Cuáles son las fases de un turno?",
         ["Draw Phase", "Standby Phase", "Main Phase 1", "Battle Phase", "Main Phase 2", "End Phase"]),
        # both players at 0 LP at once: a draw
        ("en", "If both players hit 0 LP at the same time, is the duel a draw?", True),
        ("it", "se entrambi i giocatori arrivano a 0 LP nello stesso momento è pareggio?", True),
        # a player who must draw from an empty Deck loses
        ("en", "My opponent can't draw because his deck is empty. Does he lose?", True),
        ("es", "Mi oponente no puede robar porque su deck esta vacio, ¿pierde el duelo?", True),
        ("en", "My deck is empty. Do I lose when I have to draw?", True),
        # "the Deck", no one's, and "do I lose?" after it: the asker's own Deck
        ("it", "se nella draw phase devo pescare ma il deck e vuoto perdo il duello?", True),
        ("en", "If I have 8 cards at the end of my turn, how many must I discard?", 2),
        # "down to how many?" asks the cards kept, not those discarded
        ("es", "llego a la end phase con 8 cartas en la mano, hasta cuantas tengo que descartar", 6),
        ("pt", "cheguei no fim do turno com 8 cartas na mao, tenho que descartar ate ficar com quantas", 6),
        # replays: the monster attacked leaves the field before damage
        ("en", "I attack a monster and my opponent returns it to the hand before damage. Is there a replay?",
         True),
        ("en", "I attack a monster and it leaves the field before damage. Is there a replay?", True),
        ("en", "I attack and then my opponent special summons a new monster before damage. Is there a "
               "replay?", True),
        ("it", "attacco direttamente e l'avversario evoca specialmente un mostro: c'è un replay?", True),
        ("en", "If the monster I attack leaves the field before damage, is there a replay?", True),
        ("es", "ataco con 1800 ATK, el monstruo objetivo deja el campo y mi rival no tiene mas monstruos, "
               "¿puedo atacar directamente?", True),
        # after a replay the attack may be made by another monster, at a target still there
        # (000:825); the target that left is no longer one, even without a comma before it
        ("es", "si después de declarar mi ataque el monstruo objetivo sale del campo, ¿puedo atacar "
               "con otro monstruo?", True),
        ("en", "I attack and the monster I attacked leaves the field, can I attack with a different "
               "monster?", True),
        ("it", "attacco e il mostro bersaglio lascia il terreno, posso attaccare con un altro mostro?",
         True),
        # "tá sem nenhum monstro / está sin monstruos / è senza mostri": no monsters; the
        # attack after "and" is the speaker's own
        ("pt", "oponente ta sem nenhum monstro e eu ataco direto com um monstro de 2500 de ATK, quanto de "
               "dano ele toma?", 2500),
        ("es", "mi rival esta sin monstruos y ataco directo con uno de 1800, cuanto daño recibe?", 1800),
        ("it", "l'avversario è senza mostri e attacco direttamente con uno da 1800, quanti danni subisce?",
         1800),
        # a monster taken: it attacks for its new controller
        ("en", "I activate Change of Heart on my opponent's 2000 ATK monster and attack directly with it. "
               "How much damage does he take?", 2000),
        # control changes: a monster leaving the field goes to its owner's Graveyard or hand
        ("en", "I took control of my opponent's monster, then it was destroyed. Whose Graveyard does it "
               "go to?", ("graveyard", "opp")),
        ("es", "Tomo el control del monstruo de mi oponente hasta la End Phase y luego lo sacrifico. ¿A qué "
               "cementerio va?", ("graveyard", "opp")),
        ("pt", "tomei o controle do monstro do meu oponente e ele voltou pra mão, vai pra mão de quem?",
         ("hand", "opp")),
        ("en", "I activate Change of Heart on my opponent's monster and tribute it. Does it go to my "
               "graveyard?", False),
        ("en", "My opponent used Change of Heart on my monster and then tributed it. Where does it go?",
         ("graveyard", "me")),
        ("en", "If I steal a monster and it gets destroyed, does it go to my graveyard or my opponent's?",
         ("graveyard", "opp")),
        ("it", "L'avversario ha preso il controllo del mio mostro e l'ha distrutto. Dove va?",
         ("graveyard", "me")),
        ("pt", "Tomei o controle do monstro do meu oponente com Mudança de Opinião e sacrifiquei ele. "
               "Para qual cemitério ele vai?", ("graveyard", "opp")),
        ("en", "I take control of my opponent's monster until the End Phase. Then I go to the End Phase. "
               "Whose field is it on?", ("field", "opp")),
        # whose turn: the player who attacks, not the one who activates a Trap first
        ("en", "My opponent activates Threatening Roar and I chain Seven Tools of the Bandit. Can I "
               "attack?", True),
        ("es", "Activo Rugido Amenazante y mi adversario encadena Las Siete Herramientas del Bandido. "
               "¿Puede atacar mi adversario?", True),
        ("en", "My opponent activates Threatening Roar. Can I attack?", False),
        # "el puede atacar": "el" before a verb is the pronoun, the opponent attacks in his turn
        ("es", "mi rival activa tormenta fuerte, yo respondo con rugido amenazante y el encadena siete "
               "herramientas del bandido. al final el puede atacar este turno?", True),
        # "more than 6 cards in hand" is a hand of 7: one is discarded at the End Phase
        ("it", "nella end phase devo scartare se ho più di 6 carte in mano?", True),
        ("en", "Do I discard at the End Phase if I have more than 6 cards in my hand?", True),
        ("es", "¿tengo que descartar en la End Phase si tengo 6 cartas en la mano?", False),
        # "just Summoned" is a monster that came this turn: its position cannot change
        ("it", "posso cambiare la posizione di un mostro appena evocato?", False),
        ("es", "¿puedo cambiar la posición de un monstruo recién invocado?", False),
        ("en", "Can I change the position of a monster I just summoned?", False),
        # "can A negate B?": B is activated by the other player, A responds; is B negated?
        ("en", "Can Seven Tools of the Bandit negate Threatening Roar?", True),
        ("es", "¿Siete Herramientas del Bandido puede negar Rugido Amenazante?", True),
        ("it", "I Sette Attrezzi del Bandito possono annullare Tempesta Potente?", False),  # a Spell
        ("en", "My opponent activates Threatening Roar and I respond with Seven Tools of the Bandit. "
               "Is Threatening Roar negated?", True),
        # "does B still apply?" is the other way round: B applies unless it is negated
        ("en", "If my opponent chains Seven Tools of the Bandit to my Threatening Roar, does Threatening "
               "Roar's effect still apply?", False),
        ("es", "Activo Rugido Amenazante y mi rival encadena Siete Herramientas del Bandido. ¿El efecto "
               "de Rugido Amenazante se aplica?", False),
        ("it", "Attivo Ruggito Minaccioso e il mio avversario risponde con I Sette Attrezzi del Bandito. "
               "Ruggito Minaccioso ha effetto?", False),
        ("pt", "Ativo Threatening Roar. O efeito de Threatening Roar se aplica?", True),
        # chained to an activation, a Trap that waits for an attack cannot be activated (000:1168)
        ("en", "My opponent activates Dark Hole. Can I chain Mirror Force?", False),
        ("en", "When my opponent activates Dark Hole, can I chain Mirror Force?", False),
        # a Tribute Set needs the Tributes of the monster's Level (000:512)
        ("pt", "posso baixar um monstro de nível 7 sem tributos?", False),
        ("en", "Can I Set a Level 7 monster with two Tributes?", True),
        # a stat given in a relative clause after the position, as players add it
        ("it", "il mio mostro da 1500 ATK attacca un mostro avversario in posizione di attacco che ha pure "
               "1500 ATK, quanti mostri vengono distrutti", 2),
        ("pt", "meu monstro de 1500 ataca um monstro do oponente em posicao de ataque que tem 1800 de ATK, "
               "quanto dano eu levo", 300),
        # the means of taking control ("with a card effect") is no effect left unread: the
        # monster goes to its owner's Graveyard (000:1148)
        ("es", "mi rival tomo el control de mi monstruo con un efecto y despues se lo destruyeron, ese "
               "monstruo se va a mi cementerio?", True),
        ("it", "l'avversario prende il controllo del mio mostro con un effetto e poi viene distrutto, va "
               "nel suo cimitero?", False),
        ("pt", "meu oponente pegou o controle do meu monstro com um efeito e depois ele foi destruido, vai "
               "pro cemiterio dele?", False),
        ("en", "my opponent took control of my monster with a card effect and then it got destroyed, does "
               "it go to his graveyard?", False),
        # the Level (Rank) asked of the materials told: the one Level the engine allows
        ("en", "i got a lvl 3 tuner and a lvl 4 non-tuner face up, what level synchro can i summon", 7),
        ("es", "tengo un cantante nivel 3 y otro monstruo nivel 4, de que nivel tiene que ser el sincro "
               "que invoco con los dos", 7),
        ("it", "ho un tuner livello 3 e due mostri livello 2, che livello ha il synchro che posso "
               "evocare", 7),
        ("pt", "tenho um tuner nivel 2 e um monstro nivel 6 no campo, qual o nivel do synchro que posso "
               "invocar", 8),
        ("en", "i have two level 4 monsters, what rank xyz can i summon with them", 4),
        ("en", "i have a level 4 and a level 3 monster, what rank xyz can i make", None),  # no Rank
        # the highest (lowest) Level two Pendulum Scales let in: each Level tried
        ("en", "my pendulum scales are 1 and 8, whats the highest level i can pendulum summon", 7),
        ("pt", "tenho escala pendulo 1 e 8, qual e o nivel maximo que posso invocar por pendulo", 7),
        ("es", "con escalas 3 y 7, cual es el nivel mas bajo que puedo invocar por pendulo", 4),
        ("it", "ho le scale pendulum 2 e 9, qual e il livello piu alto che posso evocare con il pendulum", 8),
        ("en", "with scales 4 and 5 whats the highest level i can pendulum summon", None),  # none between
        # "do both stay on the field?": neither monster of the battle is destroyed
        ("pt", "ataquei com um monstro de 1800 de ATK um monstro em defesa com 1800 de DEF, os dois "
               "continuam no campo?", True),
        ("es", "ataco con un monstruo de 2000 ATK a uno de 2000 ATK, los dos siguen en el campo?", False),
        ("en", "my 1500 atk monster attacks a 1000 def monster, do both stay on the field?", False),
        ("it", "attacco con un mostro da 1200 ATK un mostro in difesa con 1500 DEF, restano sul terreno "
               "tutti e due?", True),
    ],
)
def test_reads_and_plays(lang: str, question: str, value: object) -> None:
    assert answer(question, lang) == value


@pytest.mark.parametrize("lang, question", [
    ("pt", "quantos tributos preciso pra invocar um monstro de nivel 5 pra cima"),
    ("en", "how many tributes do i need for a level 5 or higher monster"),
    ("it", "quanti tributi servono per evocare un mostro di livello 5 o superiore"),
])
def test_a_level_given_as_a_range_is_no_monster_to_play(lang: str, question: str) -> None:
    """"Level 5 or higher" is Levels 5 and 6 (1 Tribute) and 7 or more (2): no one monster,
    so the engine plays nothing (it had played a Level 5 monster and answered 1)."""
    from judge.qa.reader import situation

    assert read(question, lang) is not None  # (the reader alone takes "Level 5")
    assert situation(question, lang, [], "number") is None


def test_a_question_without_a_question_mark_asks_in_its_last_clause() -> None:
    from judge.qa.reader import situation

    question = ("my opponent took control of my monster with a card effect and then it got destroyed, "
                "does it go to his graveyard")
    assert read(question, "en") is None  # (no "?": no clause reads as the question)
    found = situation(question, "en", [], "yes_no")
    assert found is not None and found.intent == "control"
    assert found.read(simulate(found.scenario, get_library())) is False


@pytest.mark.parametrize("lang, question", [
    ("es", "mi monstruo de 1600 ataca a uno de 2000 que esta en ataque, que le pasa a mi monstruo"),
    ("it", "il mio mostro da 1600 attacca uno da 2000 in attacco, che fine fa il mio mostro"),
    ("en", "my 1600 atk monster attacks a 2000 atk monster in attack position, what happens to my monster"),
])
def test_what_happens_to_a_monster_asks_the_steps(lang: str, question: str) -> None:
    reading = read(question, lang)
    assert reading is not None and reading.asked is not None and reading.asked.what == "what_happens"


@pytest.mark.parametrize(
    "lang, question",
    [
        ("es", "¿Cuánto daño recibo si ataco?"),  # a monster whose ATK is not given
        # where a monster ends up after a battle whose stats are compared in words only
        ("es", "si mi monstruo atacante tiene mas ATK que el monstruo en ataque del rival, a donde va el "
               "del rival?"),
        ("en", "I activate Dark Hole. How many monsters are destroyed?"),  # no board to play
        # a Field Spell is no kind of card the reader plays (not a Normal Spell)
        ("pt", "posso ter mais de uma magia de campo ativa ao mesmo tempo?"),
        # Priority and costs are not played: the activation alone would be allowed
        ("es", "mientras yo tengo la prioridad en mi turno, mi oponente puede activar una trampa?"),
        ("it", "posso attivare una trappola nella main phase anche se non posso pagare il suo costo?"),
        ("en", "can I activate a trap if I can't pay its cost?"),
        ("pt", "quando eu tenho a prioridade o oponente pode ativar uma armadilha?"),
        # six monsters counted: no board holds them (it had been read as one monster)
        ("en", "i have 6 level 1 monsters and a level 1 tuner, what level synchro can i summon"),
        # an activation told of a card the reader does not know would be left out of the play
        ("pt", "o oponente ativou rugido ameaçador no meu turno, ainda posso declarar ataque nesse turno?"),
    ],
)
def test_leaves_what_it_does_not_read(lang: str, question: str) -> None:
    assert read(question, lang) is None


@pytest.mark.parametrize("lang, question, takes", [
    ("pt", "se meu monstro de 2000 ATK ataca um de 1500 DEF em defesa, meu oponente toma dano?", False),
    ("en", "My 1800 ATK monster attacks a 1200 ATK monster in attack position. Does my opponent take "
           "damage?", True),
])
def test_a_yes_no_question_on_damage_is_answered_yes_or_no(lang: str, question: str, takes: bool) -> None:
    """"Does my opponent take damage?" wants a yes or a no: read from the damage the engine
    deals, not a number."""
    from judge.qa.reader import situation

    read = situation(question, lang, [], "yes_no")
    assert read is not None and read.asks == "yes_no"
    assert read.read(simulate(read.scenario, get_library())) is takes


def test_a_named_card_with_no_board_given_is_played_on_a_stand_in_board() -> None:
    """"What does Dark Hole destroy?" gives no board: the card is played on one of Judge's
    (monsters on both sides), the steps say what it destroys, and no short answer is
    claimed for the asker's own board."""
    from judge.qa import ask

    response = ask("Se eu ativar Buraco Negro, quais monstros são destruídos?", "pt")
    assert response["basis"]["kind"] == "simulation"
    destroyed = response["simulation"]["outcome"]["destroyed"]
    assert len(destroyed) == 3  # every monster on the field, both players'
    assert response["short_answer"]["value"] is None


@pytest.mark.parametrize("lang, question, named", [
    ("en", "Who wins if both players reach 0 LP at the same time?", "Nobody: the Duel is a draw."),
    ("es", "mi adversario tiene 500 LP y ataco directamente con un monstruo de 1000 ATK, ¿quién gana?",
     "Ganas tú."),
    ("pt", "meu oponente tem 500 LP e eu ataco direto com um monstro de 1000 ATK, quem ganha?",
     "Você ganha."),
])
def test_who_wins_is_read_from_the_duel_the_engine_plays(lang: str, question: str, named: str) -> None:
    """"Who wins?" is answered with the winner of the Duel as played (000:690-693: LP at 0;
    both at once, a draw), in the question's language."""
    from judge.qa import ask

    response = ask(question, lang)
    assert response["basis"]["kind"] == "simulation"
    assert response["short_answer"] == {"kind": "text", "value": named}
    assert response["answer"].startswith(named)


def test_the_count_to_end_with_is_no_hand_held() -> None:
    """"Descartar hasta quedarme con 6 cartas": 6 is what the hand ends with, not the hand
    the question gives; "tengo 8 cartas en la mano" is."""
    from judge.qa.reader import situation

    target = "¿en la end phase tengo que descartar hasta quedarme con 6 cartas?"
    assert situation(target, "es", [], "yes_no") is None
    held = situation("tengo 8 cartas en la mano en la end phase, ¿cuántas descarto?", "es", [], "number")
    assert held is not None and held.facts["reading"].hand == {"me": 8}


def test_a_face_down_monster_the_reading_drops_is_no_situation_to_play() -> None:
    """"Can I use a Set face-down monster as Synchro Material with the Tuner?": a reading
    whose monsters are all face-up is not the board asked about, so nothing is played."""
    from judge.qa.reader import situation

    question = "posso usar um monstro setado virado pra baixo como material de synchro junto com o tuner?"
    assert situation(question, "pt", [], "yes_no") is None
    # "Set" said of the monster the question Sets from the hand names that play: it is played
    assert situation("Can I Set a Level 7 monster with two Tributes?", "en", [], "yes_no") is not None


@pytest.mark.parametrize("lang, question", [
    ("en", "player A activates Heavy Storm, player B responds with Threatening Roar and player A responds "
           "with Seven Tools of the Bandit. which resolves first?"),
    ("es", "el jugador A juega Tormenta Fuerte, el jugador B responde con Rugido Amenazante y el jugador A "
           "responde con Siete Herramientas del Bandido, ¿cuál se resuelve primero?"),
])
def test_a_chain_told_with_players_a_and_b_is_read_in_order(lang: str, question: str) -> None:
    """The rulebook's own way of telling a Chain (000:1014): Player A is the asker, Player B
    the opponent; "which resolves first?" asks the order of resolution."""
    reading = read(question, lang)
    assert reading is not None and reading.asked is not None and reading.asked.what == "order"
    assert [p.player for p in reading.plays] == ["me", "opp", "me"]


def test_the_order_of_resolution_names_the_cards_in_the_questions_language(built) -> None:
    from judge.qa import ask

    response = ask("el jugador A juega Tormenta Fuerte, el jugador B responde con Rugido Amenazante y el "
                   "jugador A responde con Siete Herramientas del Bandido, ¿cuál se resuelve primero?", "es")
    assert response["answer"].startswith(
        "Orden de resolución: Siete Herramientas del Bandido → Rugido Amenazante → Tormenta Fuerte.")
    assert response["short_answer"]["value"][0] == "Seven Tools of the Bandit"


@pytest.mark.parametrize("lang, question", [
    ("es", "invoqué un monstruo este turno y no ataqué con él, ¿puedo cambiarlo a defensa en la "
           "Main Phase 2?"),
    ("it", "ho evocato normalmente un mostro questo turno e non ho attaccato, posso cambiarlo in difesa "
           "nella main phase 2?"),
    ("en", "I Normal Summoned a monster this turn and did not attack, can I change it to defense position "
           "in Main Phase 2?"),
])
def test_an_attack_the_question_says_was_not_made_is_not_played(lang: str, question: str) -> None:
    """"…and did not attack": no attack is played; the position change asked about is, and
    the engine refuses it for a monster Summoned this turn."""
    reading = read(question, lang)
    assert reading is not None
    assert [p.do for p in reading.plays if p.do != "phase"] == ["change_position"]
    assert reading.monsters[0].side == "me" and reading.monsters[0].came == "this_turn"
    assert answer(question, lang) is False


@pytest.mark.parametrize(
    "lang, question, value",
    [
        # the second monster's bare amount is the ATK named for the first: 2000 - 1500
        ("pt", "se meu monstro com 2000 de ATK ataca um monstro em posicao de ataque com 1500, quanto "
               "dano meu oponente recebe?", 500),
        # in Defense Position the bare amount is its DEF: 1800 against 2000 DEF, 200 to me
        ("es", "mi monstruo de 1800 ATK ataca a un monstruo en defensa con 2000, cuanto daño recibo?", 200),
        ("en", "my monster with 2400 ATK attacks a monster with 1000, how much damage?", 1400),
    ],
)
def test_a_bare_amount_after_a_monster_is_the_stat_named_before(lang: str, question: str, value: int) -> None:
    assert answer(question, lang) == value


def test_a_bare_amount_with_no_stat_named_stays_a_number() -> None:
    """With no ATK or DEF named anywhere and no position given, "with 1500" says no stat."""
    from judge.qa.reader.read import tag

    tokens = tag("ataco a un monstruo con 1500, que pasa?", "es")
    assert [t.tags for t in tokens if t.text == "1500"] == [{"num"}]


@pytest.mark.parametrize("lang, question", [
    # one attack on two monsters at once is no attack the engine can play
    ("en", "can one monster attack two monsters at once?"),
    # an attack told in a relative clause ("a monster that attacked") that was not read
    ("pt", "posso mudar para defesa um monstro que atacou?"),
])
def test_an_attack_told_but_not_read_is_no_situation_to_play(lang: str, question: str) -> None:
    assert read(question, lang) is None


@pytest.mark.parametrize("question, lang", [
    ('My opponent has "Gravity Bind" face-up. Can my "Celtic Guardian" (Level 4) attack?', "en"),
    ('Attivo "Raigeki". Posso concatenare "Pot of Greed" dalla mia mano?', "it"),
])
def test_a_library_card_left_unplaced_leaves_the_situation_unread(question: str, lang: str) -> None:
    """A card the question names that the reader did not put on the board (Gravity Bind
    face-up, Pot of Greed chained from the hand) could decide the play: the situation is
    not played without it."""
    from judge.qa.reader.read import read

    assert read(question, lang) is None


@pytest.mark.parametrize("lang, question", [
    ("it", "attacco un mostro in difesa con 2000 atk, lui ha 1500 def, quanti danni prende l'avversario?"),
    ("es", "ataco un monstruo en defensa con 2000 atk, el tiene 1500 def, cuanto daño recibe mi rival?"),
])
def test_a_stat_said_of_a_player_after_an_attack_is_their_battling_monsters(lang: str, question: str) -> None:
    """"With 2000 ATK" after a monster in Defense Position is the attacker's ATK (a
    Defense Position monster's ATK plays no part), and "he has 1500 DEF" is the DEF of the
    monster attacked, not one more monster."""
    from judge.qa.reader.read import read

    reading = read(question, lang)
    assert reading is not None
    assert [(m.side, m.atk, m.defense, m.position) for m in reading.monsters] == [
        ("me", 2000, None, "attack"), ("opp", None, 1500, "defense")]
    assert reading.asked is not None and reading.asked.what == "damage"


def test_a_battle_without_stats_is_not_played_for_what_happens() -> None:
    """"What happens?" of a battle whose monsters have no stats given is no board to play:
    stand-ins of 0 ATK would make up an outcome ("no monster is destroyed")."""
    from judge.qa.reader.read import read

    assert read("if my attacking monster has less ATK than the opponent's attack position monster, "
                "what happens to my monster?", "en") is None
    assert read("my 1500 ATK monster attacks your 2000 ATK attack position monster, what happens?", "en") \
        is not None


def test_a_revival_that_leaves_open_how_the_monster_got_there_is_not_played() -> None:
    """Whether an Extra Deck monster was properly Summoned first decides (000:526): a
    question that does not say is not played on a guess; the ruling's cases answer it."""
    from judge.qa import ask
    from judge.qa.reader.read import read

    question = "Can I Special Summon a Synchro Monster from the Graveyard with Monster Reborn?"
    assert read(question, "en") is None
    response = ask(question, "en")
    assert response["short_answer"]["kind"] == "depends"
    assert response["basis"] == {"kind": "ruling", "by_cases": True,
                                 "id": "summon-synchro-monster-revived-depends-on-its-summon"}


def test_which_chain_link_resolves_first_is_its_number() -> None:
    """"Which Chain Link resolves first, 1, 2 or 3?" of a Chain the question tells: the
    engine resolves it, and the number of the link that resolves first is the answer."""
    from judge.qa import ask

    response = ask("i activate heavy storm, opp chains threatening roar, then i chain seven tools of the "
                   "bandit. which chain link resolves first, 1 2 or 3", "en")
    assert response["basis"] == {"kind": "simulation"}
    assert response["short_answer"] == {"kind": "number", "value": 3}
    assert response["answer"].startswith("Chain Link 3.")


def test_a_set_told_of_the_trap_just_named_is_that_trap() -> None:
    """"…puedo activar la trampa que seteé en mi turno anterior": the Trap just named is the
    card Set last turn, not a monster Set."""
    reading = read("mi rival me declara un ataque, puedo activar la trampa que setee en mi turno anterior",
                   "es")
    assert reading is not None
    assert [m.side for m in reading.monsters] == ["opp"]
    assert reading.cards[0].kind == "trap"
    assert (reading.cards[0].zone, reading.cards[0].set_when) == ("field", "last_turn")



def test_a_card_named_again_by_one_of_its_words_is_that_card() -> None:
    """"…chain Seven Tools of the Bandit to Threatening Roar, does the roar still work?": "the
    roar", said to apply, is Threatening Roar, whose effect is asked after the Chain."""
    reading = read("if i chain seven tools of the bandit to threatening roar, does the roar still work?",
                   "en")
    assert reading is not None
    assert (reading.asked.what, reading.asked.card) == ("applies", "Threatening Roar")
    assert [c.name for c in reading.cards] == ["Threatening Roar", "Seven Tools of the Bandit"]


def test_players_named_by_their_letters() -> None:
    """"jugador A juega…, B responde… y A le encadena…": the rulebook's Player A and Player B
    (000:1016) named by their letters are the asker and the other player; a lone "a" is
    still a preposition when no "B" plays."""
    reading = read("jugador A juega tormenta fuerte, B responde con rugido amenazante y A le encadena siete "
                   "herramientas del bandido. el rugido amenazante llega a hacer su efecto?", "es")
    assert reading is not None
    assert [(p.player, reading.cards[p.card].name) for p in reading.plays] == [
        ("me", "Heavy Storm"), ("opp", "Threatening Roar"), ("me", "Seven Tools of the Bandit")]
    assert (reading.asked.what, reading.asked.card) == ("applies", "Threatening Roar")
    toks = tag("respondo a la trampa con una magia rapida", "es")
    assert "i" not in next(t for t in toks if t.text == "a").tags


def test_the_effect_told_after_still_applies_is_no_play() -> None:
    """"does my Threatening Roar still stop him attacking this turn?": whether the card
    applies is asked, and the attack its effect stops is no attack played."""
    reading = read("opponent plays heavy storm, i chain threatening roar, he chains seven tools of the "
                   "bandit on it. does my threatening roar still stop him attacking this turn?", "en")
    assert reading is not None
    assert [p.do for p in reading.plays] == ["activate"] * 3
    assert (reading.asked.what, reading.asked.card) == ("applies", "Threatening Roar")


def test_a_bare_preposition_alla_is_no_response() -> None:
    """"arrivo alla end phase con 9 carte in mano": "alla" (to the) tells no response to a
    card, so the hand held at the End Phase is read and how many to discard asked."""
    reading = read("arrivo alla end phase con 9 carte in mano, quante ne devo scartare?", "it")
    assert reading is not None
    assert reading.hand == {"me": 9}
    assert reading.asked.what == "discard_count"
