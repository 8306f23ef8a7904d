"""Sentences of the answers in the four languages."""

from __future__ import annotations

T: dict[str, dict[str, str]] = {
    "yes": {"es": "Sí.", "it": "Sì.", "pt": "Sim.", "en": "Yes."},
    "no": {"es": "No.", "it": "No.", "pt": "Não.", "en": "No."},
    "exodia_missing": {
        "es": "Con {n} de las {total} piezas de Exodia en la mano nadie gana todavía: hacen falta todas.",
        "it": "Con {n} dei {total} pezzi di Exodia in mano nessuno vince ancora: servono tutti.",
        "pt": "Com {n} das {total} peças de Exodia na mão ninguém vence ainda: são precisas todas.",
        "en": "With {n} of the {total} pieces of Exodia in the hand nobody wins yet: all are needed.",
    },
    "card_is": {"es": "«{card}» es del tipo «{kind}».", "it": "«{card}» è del tipo «{kind}».",
                "pt": "«{card}» é do tipo «{kind}».", "en": "“{card}” is a {kind}."},
    "card_is_kind": {"es": "«{card}» es del tipo «{kind}» (según los datos de la carta).",
                     "it": "«{card}» è del tipo «{kind}» (secondo i dati della carta).",
                     "pt": "«{card}» é do tipo «{kind}» (segundo os dados do card).",
                     "en": "“{card}” is a {kind} (from the card's data)."},
    "card_effect_is_kind": {"es": "El efecto de «{card}» es un «{kind}» (según los datos de la carta).",
                            "it": "L'effetto di «{card}» è un «{kind}» (secondo i dati della carta).",
                            "pt": "O efeito de «{card}» é um «{kind}» (segundo os dados do card).",
                            "en": "The effect of “{card}” is a {kind} (from the card's data)."},
    "card_per_turn": {
        "es": "El texto de «{card}» limita cuántas veces se usa por turno: {times}"
              " (según los datos de la carta).",
        "it": "Il testo di «{card}» limita quante volte si usa per turno: {times}"
              " (secondo i dati della carta).",
        "pt": "O texto de «{card}» limita quantas vezes se usa por turno: {times}"
              " (segundo os dados do card).",
        "en": "“{card}”'s text limits how many times per turn it is used: {times} (from the card's data)."},
    "card_cost": {"es": "Usar el efecto de «{card}» cuesta pagar {lp} LP (según los datos de la carta).",
                  "it": "Usare l'effetto di «{card}» costa {lp} LP da pagare (secondo i dati della carta).",
                  "pt": "Usar o efeito de «{card}» custa pagar {lp} LP (segundo os dados do card).",
                  "en": "Using “{card}”'s effect costs {lp} LP (from the card's data)."},
    "card_stat": {"es": "«{card}»: {stat} {value} (según los datos de la carta).",
                  "it": "«{card}»: {stat} {value} (secondo i dati della carta).",
                  "pt": "«{card}»: {stat} {value} (segundo os dados do card).",
                  "en": "“{card}”: {stat} {value} (from the card's data)."},
    "card_is_level": {"es": "«{card}» es de Nivel {level} (según los datos de la carta).",
                      "it": "«{card}» è di Livello {level} (secondo i dati della carta).",
                      "pt": "«{card}» é de Nível {level} (segundo os dados do card).",
                      "en": "“{card}” is Level {level} (from the card's data)."},
    "monster_of_level": {"es": "un monstruo de Nivel {level}", "it": "un mostro di Livello {level}",
                         "pt": "um monstro de Nível {level}", "en": "a Level {level} monster"},
    "card_is_not": {"es": "«{card}» no es del tipo «{kind}».", "it": "«{card}» non è del tipo «{kind}».",
                    "pt": "«{card}» não é do tipo «{kind}».", "en": "“{card}” is not a {kind}."},
    "winner_me": {"es": "Ganas tú.", "it": "Vinci tu.", "pt": "Você ganha.", "en": "You win."},
    "winner_opp": {"es": "Gana tu adversario.", "it": "Vince il tuo avversario.", "pt": "Seu oponente ganha.",
                   "en": "Your opponent wins."},
    "place_of": {"es": "{place} del Jugador {player}", "it": "{place} del Giocatore {player}",
                 "pt": "{place} do Jogador {player}", "en": "Player {player}'s {place}"},
    "ends_in": {"es": "Termina en: {where}.", "it": "Finisce in: {where}.", "pt": "Termina em: {where}.",
                "en": "It ends up in: {where}."},
    "winner_draw": {"es": "Nadie: el Duelo termina en empate.",
                    "it": "Nessuno: il Duello finisce in pareggio.",
                    "pt": "Ninguém: o Duelo termina empatado.", "en": "Nobody: the Duel is a draw."},
    "card_does": {"es": "«{card}» tiene un efecto que hace esto: {action} (según los datos de la carta).",
                  "it": "«{card}» ha un effetto che fa questo: {action} (secondo i dati della carta).",
                  "pt": "«{card}» tem um efeito que faz isto: {action} (segundo os dados da carta).",
                  "en": "“{card}” has an effect that does this: {action} (from the card's data)."},
    "card_has_effect": {"es": "«{card}» tiene efecto (según los datos de la carta: su clase y sus tipos).",
                        "it": "«{card}» ha un effetto (secondo i dati della carta: il suo tipo di carta).",
                        "pt": "«{card}» tem efeito (segundo os dados do card: seu tipo de card).",
                        "en": "“{card}” has an effect (from the card's data: its kind and types)."},
    "card_has_no_effect": {
        "es": ("«{card}» no tiene efecto: es un monstruo sin habilidades especiales"
               " (según los datos de la carta)."),
        "it": "«{card}» non ha effetti: è un mostro senza abilità speciali (secondo i dati della carta).",
        "pt": "«{card}» não tem efeito: é um monstro sem habilidades especiais (segundo os dados do card).",
        "en": "“{card}” has no effect: it is a monster with no special abilities (from the card's data)."},
    "for_example": {"es": "Por ejemplo:", "it": "Per esempio:", "pt": "Por exemplo:", "en": "For example:"},
    "bound_broken": {"es": "No: {count} {unit}, fuera del límite ({limits}).",
                     "it": "No: {count} {unit}, fuori dal limite ({limits}).",
                     "pt": "Não: {count} {unit}, fora do limite ({limits}).",
                     "en": "No: {count} {unit}, outside the limit ({limits})."},
    "bound_kept": {"es": "Sí: {count} {unit}, dentro del límite ({limits}).",
                   "it": "Sì: {count} {unit}, entro il limite ({limits}).",
                   "pt": "Sim: {count} {unit}, dentro do limite ({limits}).",
                   "en": "Yes: {count} {unit}, within the limit ({limits})."},
    "bound_exact": {"es": "Sí: exactamente {count} {unit} ({limits}).",
                    "it": "Sì: esattamente {count} {unit} ({limits}).",
                    "pt": "Sim: exatamente {count} {unit} ({limits}).",
                    "en": "Yes: exactly {count} {unit} ({limits})."},
    "bound_range": {
        "es": "No: basta con respetar el límite ({limits}); no hace falta tener exactamente {count}.",
        "it": "No: basta rispettare il limite ({limits}); non occorre averne esattamente {count}.",
        "pt": "Não: basta respeitar o limite ({limits}); não é preciso ter exatamente {count}.",
        "en": "No: staying within the limit is enough ({limits}); you need not have exactly {count}."},
    "at_most": {"es": "como máximo {n}", "it": "al massimo {n}", "pt": "no máximo {n}", "en": "at most {n}"},
    "at_least": {"es": "como mínimo {n}", "it": "almeno {n}", "pt": "no mínimo {n}", "en": "at least {n}"},
    "in_judges_words": {"es": "En palabras de Judge (resolución «{question}»): {text}",
                        "it": "Con le parole di Judge (regola «{question}»): {text}",
                        "pt": "Nas palavras de Judge (regra «{question}»): {text}",
                        "en": "In Judge's words (ruling “{question}”): {text}"},
    "no_limit": {"es": "sin límite", "it": "nessun limite", "pt": "sem limite", "en": "no limit"},
    "turned": {"es": "{answer} La resolución de Judge pregunta lo contrario («{question}»: {ruled}).",
               "it": "{answer} La regola di Judge chiede il contrario («{question}»: {ruled}).",
               "pt": "{answer} A regra de Judge pergunta o contrário («{question}»: {ruled}).",
               "en": "{answer} Judge's ruling asks it the other way round (“{question}”: {ruled})."},
    "without_needed": {"es": "No, no sin «{what}»: la resolución de Judge dice que hace falta.",
                       "it": "No, non senza «{what}»: la regola di Judge dice che è necessario.",
                       "pt": "Não, não sem «{what}»: a regra de Judge diz que é necessário.",
                       "en": "No, not without “{what}”: Judge's ruling says it is needed."},
    "without_not_needed": {"es": "Sí: «{what}» no hace falta, según la resolución de Judge.",
                           "it": "Sì: «{what}» non è necessario, secondo la regola di Judge.",
                           "pt": "Sim: «{what}» não é necessário, segundo a regra de Judge.",
                           "en": "Yes: “{what}” is not needed, according to Judge's ruling."},
    "card_does_not": {"es": "Ningún efecto de «{card}» hace esto: {action} (según los datos de la carta).",
                      "it": "Nessun effetto di «{card}» fa questo: {action} (secondo i dati della carta).",
                      "pt": "Nenhum efeito de «{card}» faz isto: {action} (segundo os dados da carta).",
                      "en": "No effect of “{card}” does this: {action} (from the card's data)."},
    # what a battle the question asks "what happens?" about ends in, before its steps
    "both_destroyed": {
        "es": "Los dos monstruos son destruidos.",
        "it": "Entrambi i mostri vengono distrutti.",
        "pt": "Os dois monstros são destruídos.",
        "en": "Both monsters are destroyed.",
    },
    "one_destroyed": {
        "es": "El monstruo «{card}» es destruido.",
        "it": "Il mostro «{card}» viene distrutto.",
        "pt": "O monstro «{card}» é destruído.",
        "en": "The monster «{card}» is destroyed.",
    },
    "none_destroyed": {
        "es": "Ningún monstruo es destruido.",
        "it": "Nessun mostro viene distrutto.",
        "pt": "Nenhum monstro é destruído.",
        "en": "No monster is destroyed.",
    },
    "steps": {
        "es": "Lo que pasa, paso a paso (simulación en el motor de reglas):",
        "it": "Cosa succede, passo per passo (simulazione sul motore delle regole):",
        "pt": "O que acontece, passo a passo (simulação no motor de regras):",
        "en": "What happens, step by step (played on the rules engine):",
    },
    "forbidden": {
        "es": "Las reglas no lo permiten: {reason}",
        "it": "Le regole non lo consentono: {reason}",
        "pt": "As regras não permitem: {reason}",
        "en": "The rules do not allow it: {reason}",
    },
    "allowed": {
        "es": "Las reglas lo permiten.",
        "it": "Le regole lo consentono.",
        "pt": "As regras permitem.",
        "en": "The rules allow it.",
    },
    "you_are": {
        "es": "(Tú eres el Jugador {player}.)",
        "it": "(Tu sei il Giocatore {player}.)",
        "pt": "(Você é o Jogador {player}.)",
        "en": "(You are Player {player}.)",
    },
    "situation_read": {
        "es": "Situación entendida: {what}.",
        "it": "Situazione capita: {what}.",
        "pt": "Situação entendida: {what}.",
        "en": "Situation as understood: {what}.",
    },
    "basis_ruling": {
        "es": "Lo decide la resolución de Judge «{question}», basada en los pasajes citados.",
        "it": "Lo decide la regola di Judge «{question}», basata sui passaggi citati.",
        "pt": "Decide-o a regra do Judge «{question}», baseada nas passagens citadas.",
        "en": "Decided by Judge's ruling \u201c{question}\u201d, which rests on the passages cited.",
    },
    "basis_engine": {
        "es": "El motor de reglas juega su escenario y llega al mismo resultado (simulación abajo).",
        "it": "Il motore delle regole gioca il suo scenario e arriva allo stesso risultato "
        "(simulazione sotto).",
        "pt": "O motor de regras joga o seu cenário e chega ao mesmo resultado (simulação abaixo).",
        "en": "The rules engine plays its scenario and reaches the same outcome (simulation below).",
    },
    "alike": {
        "es": "Es así en cada caso: {cases}.",
        "it": "È così in ogni caso: {cases}.",
        "pt": "É assim em cada caso: {cases}.",
        "en": "It is so in each case: {cases}.",
    },
    "depends": {
        "es": "Depende del caso:",
        "it": "Dipende dal caso:",
        "pt": "Depende do caso:",
        "en": "It depends on the case:",
    },
    "formerly_called": {
        "es": "Antes, {concept} se llamaba (o se llamaban): {names}.",
        "it": "In precedenza, {concept} si chiamava (o si chiamavano): {names}.",
        "pt": "Antes, {concept} se chamava (ou se chamavam): {names}.",
        "en": "{concept} used to be called: {names}.",
    },
    "called": {
        "es": "Se llama «{name}».",
        "it": "Si chiama «{name}».",
        "pt": "Chama-se «{name}».",
        "en": "It is called «{name}».",
    },
    "according": {
        "es": "Según {source} ({sid}):",
        "it": "Secondo {source} ({sid}):",
        "pt": "Segundo {source} ({sid}):",
        "en": "According to {source} ({sid}):",
    },
    "in_lang": {
        "es": "(texto en {lang})",
        "it": "(testo in {lang})",
        "pt": "(texto em {lang})",
        "en": "(text in {lang})",
    },
    "local": {
        "es": "En español, {source} ({sid}) dice: «{quote}»",
        "it": "In italiano, {source} ({sid}) dice: «{quote}»",
        "pt": "Em português, {source} ({sid}) diz: «{quote}»",
        "en": "In English, {source} ({sid}) says: “{quote}”",
    },
    "refused": {
        "es": "Intento que las reglas no permiten: {action}.",
        "it": "Tentativo che le regole non consentono: {action}.",
        "pt": "Tentativa que as regras não permitem: {action}.",
        "en": "Attempt the rules forbid: {action}.",
    },
    "terms": {
        "es": "Términos: {terms}.",
        "it": "Termini: {terms}.",
        "pt": "Termos: {terms}.",
        "en": "Terms: {terms}.",
    },
    "conflict": {
        "es": "Las fuentes no coinciden sobre «{topic}»: prevalece {prevails} (la edición "
        "oficial más reciente). {others}",
        "it": "Le fonti non concordano su «{topic}»: prevale {prevails} (l'edizione "
        "ufficiale più recente). {others}",
        "pt": "As fontes não concordam sobre «{topic}»: prevalece {prevails} (a edição "
        "oficial mais recente). {others}",
        "en": "The sources disagree on “{topic}”: {prevails} prevails (the newest official "
        "edition). {others}",
    },
    "other_says": {
        "es": "{source} dice: {says}.",
        "it": "{source} dice: {says}.",
        "pt": "{source} diz: {says}.",
        "en": "{source} says: {says}.",
    },
    "unsure": {
        "es": "No puedo responder con seguridad: {why} Estos son los pasajes más cercanos; "
        "no invento reglas que los textos no dicen.",
        "it": "Non posso rispondere con sicurezza: {why} Questi sono i passaggi più vicini; "
        "non invento regole che i testi non dicono.",
        "pt": "Não posso responder com segurança: {why} Estes são os trechos mais próximos; "
        "não invento regras que os textos não dizem.",
        "en": "I cannot answer this with confidence: {why} These are the closest passages; "
        "I do not invent rules the texts do not state.",
    },
    "why_scope": {
        "es": "la pregunta no parece tratar de las reglas del juego de cartas.",
        "it": "la domanda non sembra riguardare le regole del gioco di carte.",
        "pt": "a pergunta não parece tratar das regras do jogo de cartas.",
        "en": "the question does not seem to be about the card game's rules.",
    },
    "why_card": {
        "es": "no conozco la carta «{card}» (no está en la biblioteca de cartas de Judge).",
        "it": "non conosco la carta «{card}» (non è nella biblioteca di carte di Judge).",
        "pt": "não conheço a carta «{card}» (não está na biblioteca de cartas do Judge).",
        "en": "I do not know the card “{card}” (it is not in Judge's card library).",
    },
    "did_you_mean": {
        "es": "¿Quizá «{card}»?",
        "it": "Forse «{card}»?",
        "pt": "Talvez «{card}»?",
        "en": "Perhaps “{card}”?",
    },
    "why_no_ruling": {
        "es": "ninguna resolución de Judge decide esta pregunta y la situación no se puede jugar "
        "en el motor de reglas.",
        "it": "nessuna regola di Judge decide questa domanda e la situazione non si può giocare "
        "sul motore delle regole.",
        "pt": "nenhuma regra do Judge decide esta pergunta e a situação não pode ser jogada "
        "no motor de regras.",
        "en": "no ruling of Judge's knowledge base decides this question, and the situation "
        "cannot be played on the rules engine.",
    },
    "why_detail": {
        "es": "los textos no dicen lo suficiente sobre esto, o la pregunta necesita más "
        "detalles (cartas, números, posiciones).",
        "it": "i testi non dicono abbastanza su questo, o la domanda ha bisogno di più "
        "dettagli (carte, numeri, posizioni).",
        "pt": "os textos não dizem o suficiente sobre isto, ou a pergunta precisa de mais "
        "detalhes (cartas, números, posições).",
        "en": "the texts do not say enough about this, or the question needs more detail "
        "(cards, numbers, positions).",
    },
    "why_engine": {
        "es": "la situación no se pudo simular ({error}).",
        "it": "la situazione non si è potuta simulare ({error}).",
        "pt": "a situação não pôde ser simulada ({error}).",
        "en": "the situation could not be played on the engine ({error}).",
    },
    "number": {
        "es": "Respuesta: {value}.",
        "it": "Risposta: {value}.",
        "pt": "Resposta: {value}.",
        "en": "Answer: {value}.",
    },
    "phases": {
        "es": "Las fases de un turno, en orden: {value}.",
        "it": "Le fasi di un turno, in ordine: {value}.",
        "pt": "As fases de um turno, em ordem: {value}.",
        "en": "The Phases of a turn, in order: {value}.",
    },
    "order": {
        "es": "Orden de resolución: {value}.",
        "it": "Ordine di risoluzione: {value}.",
        "pt": "Ordem de resolução: {value}.",
        "en": "Resolution order: {value}.",
    },
    "chain_link": {
        "es": "Eslabón de Cadena {value}.",
        "it": "Anello {value} della Catena.",
        "pt": "Elo {value} da Corrente.",
        "en": "Chain Link {value}.",
    },
    "lp_left": {
        "es": "Life Points que quedan: {value}.",
        "it": "Life Points rimasti: {value}.",
        "pt": "Pontos de Vida restantes: {value}.",
        "en": "Life Points left: {value}.",
    },
    "damage": {
        "es": "Daño de batalla: {value}.",
        "it": "Danno da combattimento: {value}.",
        "pt": "Dano de batalha: {value}.",
        "en": "Battle damage: {value}.",
    },
}

LANG_NAMES = {
    "es": {"es": "español", "it": "spagnolo", "pt": "espanhol", "en": "Spanish"},
    "it": {"es": "italiano", "it": "italiano", "pt": "italiano", "en": "Italian"},
    "pt": {"es": "portugués", "it": "portoghese", "pt": "português", "en": "Portuguese"},
    "en": {"es": "inglés", "it": "inglese", "pt": "inglês", "en": "English"},
}

#: How each source is named in an answer (by authority rank of its manifest).
SOURCE_NAMES = {
    "000": {
        "es": "el reglamento oficial 9.1 en español (000)",
        "it": "il regolamento ufficiale 9.1 in spagnolo (000)",
        "pt": "o livro de regras oficial 9.1 em espanhol (000)",
        "en": "the official rulebook 9.1, Spanish edition (000)",
    },
    "004": {
        "es": "el reglamento oficial 9.0 en italiano (004)",
        "it": "il regolamento ufficiale 9.0 in italiano (004)",
        "pt": "o livro de regras oficial 9.0 em italiano (004)",
        "en": "the official rulebook 9.0, Italian edition (004)",
    },
    "001": {
        "es": "el antiguo reglamento oficial en español (001, era Synchro)",
        "it": "il vecchio regolamento ufficiale in spagnolo (001, era Synchro)",
        "pt": "o antigo livro de regras oficial em espanhol (001, era Synchro)",
        "en": "the older official Spanish rulebook (001, Synchro era)",
    },
    "002": {
        "es": "un sitio de fans en portugués (002, poco fiable)",
        "it": "un sito di fan in portoghese (002, poco affidabile)",
        "pt": "um site de fãs em português (002, pouco confiável)",
        "en": "a Portuguese fan site (002, unreliable)",
    },
    "003": {
        "es": "una página de preguntas traducida automáticamente (003, poco fiable)",
        "it": "una pagina di domande tradotta automaticamente (003, poco affidabile)",
        "pt": "uma página de perguntas traduzida automaticamente (003, pouco confiável)",
        "en": "a machine-translated Q&A page (003, unreliable)",
    },
}

#: Engine error rules, said in each language (the engine's own message is English).
RULE_REASONS: dict[str, dict[str, str]] = {
    "set_this_turn": {
        "es": "una carta Colocada no se puede activar en el mismo turno en que se Colocó.",
        "it": "una carta posizionata non si può attivare nello stesso turno in cui è stata posizionata.",
        "pt": "uma carta baixada não pode ser ativada no mesmo turno em que foi baixada.",
        "en": "a Set card cannot be activated in the turn it was Set.",
    },
    "spell_speed": {
        "es": "la Velocidad de Hechizo no alcanza para responder a ese Eslabón.",
        "it": "la Velocità Magia non basta per rispondere a quell'anello.",
        "pt": "a Velocidade de Magia não basta para responder a esse elo.",
        "en": "its Spell Speed is too low to respond to that Chain Link.",
    },
    "tribute_count": {
        "es": "el número de Sacrificios no es el que pide el Nivel del monstruo.",
        "it": "il numero di Tributi non è quello richiesto dal Livello del mostro.",
        "pt": "o número de Tributos não é o que o Nível do monstro pede.",
        "en": "the number of Tributes is not the one the monster's Level needs.",
    },
    "first_turn_no_battle": {
        "es": "el jugador que empieza no puede atacar en su primer turno.",
        "it": "il giocatore che inizia non può attaccare nel suo primo turno.",
        "pt": "o jogador que começa não pode atacar no seu primeiro turno.",
        "en": "the player who goes first cannot attack on their first turn.",
    },
    "synchro_materials": {
        "es": "los materiales no cumplen los requisitos de la Invocación por Sincronía.",
        "it": "i materiali non soddisfano i requisiti dell'Evocazione Synchro.",
        "pt": "os materiais não cumprem os requisitos da Invocação-Sincro.",
        "en": "the materials do not meet the Synchro Summon's requirements.",
    },
    "xyz_materials": {
        "es": "los materiales no cumplen los requisitos de la Invocación Xyz.",
        "it": "i materiali non soddisfano i requisiti dell'Evocazione Xyz.",
        "pt": "os materiais não cumprem os requisitos da Invocação-Xyz.",
        "en": "the materials do not meet the Xyz Summon's requirements.",
    },
    "pendulum_scale": {
        "es": "el Nivel del monstruo no está estrictamente entre las dos Escalas.",
        "it": "il Livello del mostro non è strettamente tra le due Scale.",
        "pt": "o Nível do monstro não está estritamente entre as duas Escalas.",
        "en": "the monster's Level is not strictly between the two Scales.",
    },
    "phase_timing": {
        "es": "no se puede hacer en esta fase.",
        "it": "non si può fare in questa fase.",
        "pt": "não se pode fazer nesta fase.",
        "en": "it cannot be done in this phase.",
    },
    "not_set": {
        "es": "una Carta de Trampa debe Colocarse antes de poder activarla.",
        "it": "una Carta Trappola deve essere Posizionata prima di poterla attivare.",
        "pt": "uma Armadilha tem de ser baixada antes de poder ser ativada.",
        "en": "a Trap Card must be Set before it can be activated.",
    },
    "quick_play_from_hand": {
        "es": "una Mágica de Juego Rápido solo se activa desde la mano en el propio turno; en el del "
              "adversario, solo si se Colocó antes.",
        "it": "una Magia Rapida si attiva dalla mano solo nel proprio turno; in quello dell'avversario, "
              "solo se è stata Posizionata prima.",
        "pt": "uma Magia Rápida só se ativa da mão no próprio turno; no do oponente, só se foi "
              "baixada antes.",
        "en": "a Quick-Play Spell is activated from the hand only in your own turn; in your "
              "opponent's, only if it was Set earlier.",
    },
    "not_your_turn": {
        "es": "solo se puede hacer en el propio turno.",
        "it": "si può fare solo nel proprio turno.",
        "pt": "só se pode fazer no próprio turno.",
        "en": "it can only be done in your own turn.",
    },
    "flip_summon_same_turn": {
        "es": "un monstruo no se puede Invocar por Volteo en el mismo turno en que se Colocó.",
        "it": "un mostro non può essere Evocato per Scoperta nello stesso turno in cui è stato posizionato.",
        "pt": "um monstro não pode ser Invocado por Virada no mesmo turno em que foi baixado.",
        "en": "a monster cannot be Flip Summoned in the turn it was Set.",
    },
    "position_change": {
        "es": "no se puede cambiar la posición de batalla de un monstruo que llegó al Campo este turno "
        "(ni más de una vez por turno).",
        "it": "non si può cambiare la posizione di un mostro arrivato sul Terreno in questo turno "
        "(né più di una volta per turno).",
        "pt": "não se pode mudar a posição de batalha de um monstro que chegou ao campo neste turno "
        "(nem mais de uma vez por turno).",
        "en": "a monster's battle position cannot be changed the turn it came to the field "
        "(nor more than once per turn).",
    },
    "normal_summon_limit": {
        "es": "solo se puede hacer 1 Invocación Normal o Colocación por turno.",
        "it": "si può fare solo 1 Evocazione Normale o Posizionamento per turno.",
        "pt": "só se pode fazer 1 Invocação Normal ou baixar 1 monstro por turno.",
        "en": "only 1 Normal Summon or Set is allowed per turn.",
    },
    "damage_step_activation": {
        "es": "en el Damage Step solo se pueden activar Trampas de Contraefecto o cartas que cambian "
        "directamente el ATK o la DEF.",
        "it": "nel Damage Step si possono attivare solo Contro-Trappole o carte che modificano "
        "direttamente ATK o DEF.",
        "pt": "na Etapa de Dano só se podem ativar Armadilhas de Resposta ou cartas que mudam "
        "diretamente o ATK ou a DEF.",
        "en": "in the Damage Step only Counter Traps or cards that directly change ATK or DEF can be "
        "activated.",
    },
    "attack_position": {
        "es": "solo los monstruos en Posición de Ataque pueden atacar.",
        "it": "solo i mostri in Posizione di Attacco possono attaccare.",
        "pt": "só monstros em Posição de Ataque podem atacar.",
        "en": "only monsters in Attack Position can attack.",
    },
    "already_attacked": {
        "es": "cada monstruo puede atacar una sola vez por turno.",
        "it": "ogni mostro può attaccare una sola volta per turno.",
        "pt": "cada monstro pode atacar uma só vez por turno.",
        "en": "each monster can attack only once per turn.",
    },
    "direct_attack": {
        "es": "solo se puede atacar directamente si el adversario no controla monstruos.",
        "it": "si può attaccare direttamente solo se l'avversario non controlla mostri.",
        "pt": "só se pode atacar diretamente se o oponente não controla monstros.",
        "en": "a direct attack is only possible when the opponent controls no monsters.",
    },
}
