"""Event sentences in Spanish, Italian, Portuguese and English.

Spanish uses the terms of the official rulebook 000 (Eslabón de Cadena,
Velocidad de Hechizo, Cementerio, desterrar, Invocación por Volteo…), Italian
those of 004 (Anello della Catena, Cimitero, Evocazione per Scoperta,
danno da combattimento…), Portuguese the usual Brazilian terms (Elo de
Corrente, Cemitério, Invocação-Normal…).  The older edition 001 says
"retirar del juego" where 000 says "desterrar" (001:1321, 000:1132).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

LANGS = ("en", "es", "it", "pt")

PHASE_NAMES: dict[str, dict[str, str]] = {
    "draw": {"en": "Draw Phase", "es": "Draw Phase", "it": "Draw Phase", "pt": "Fase de Compra"},
    "standby": {"en": "Standby Phase", "es": "Standby Phase", "it": "Standby Phase",
                "pt": "Fase de Apoio"},
    "main1": {"en": "Main Phase 1", "es": "Main Phase 1", "it": "Main Phase 1",
              "pt": "Fase Principal 1"},
    "battle": {"en": "Battle Phase", "es": "Battle Phase", "it": "Battle Phase",
               "pt": "Fase de Batalha"},
    "main2": {"en": "Main Phase 2", "es": "Main Phase 2", "it": "Main Phase 2",
              "pt": "Fase Principal 2"},
    "end": {"en": "End Phase", "es": "End Phase", "it": "End Phase", "pt": "Fase Final"},
    "start": {"en": "Start Step", "es": "Start Step", "it": "Start Step",
              "pt": "Etapa Inicial"},
    "battle_step": {"en": "Battle Step", "es": "Battle Step", "it": "Battle Step",
                    "pt": "Etapa de Batalha"},
    "damage": {"en": "Damage Step", "es": "Damage Step", "it": "Damage Step",
               "pt": "Etapa de Dano"},
    "end_step": {"en": "End Step", "es": "End Step", "it": "End Step", "pt": "Etapa Final"},
}

#: Italian needs the article that goes with each step's name ("allo Start Step").
IT_TO_STEP: dict[str, str] = {"start": "allo Start Step", "battle_step": "al Battle Step",
                              "damage": "al Damage Step", "end_step": "all'End Step"}

PLAYER: dict[str, str] = {"en": "Player {0}", "es": "el Jugador {0}", "it": "il Giocatore {0}",
                          "pt": "o Jogador {0}"}

POSITION: dict[str, dict[str, str]] = {
    "attack": {"en": "face-up Attack Position", "es": "Posición de Ataque boca arriba",
               "it": "Posizione di Attacco scoperta", "pt": "Posição de Ataque com a face para cima"},
    "defense": {"en": "face-up Defense Position", "es": "Posición de Defensa boca arriba",
                "it": "Posizione di Difesa scoperta",
                "pt": "Posição de Defesa com a face para cima"},
    "set": {"en": "face-down Defense Position", "es": "Posición de Defensa boca abajo",
            "it": "Posizione di Difesa coperta", "pt": "Posição de Defesa com a face para baixo"},
}

SUMMON_KIND: dict[str, dict[str, str]] = {
    "special": {"en": "Special Summons", "es": "Invoca de Modo Especial",
                "it": "Evoca Specialmente", "pt": "Invoca por Invocação-Especial"},
    "synchro": {"en": "Synchro Summons", "es": "Invoca por Sincronía",
                "it": "Evoca tramite Synchro", "pt": "Invoca por Invocação-Sincro"},
    "xyz": {"en": "Xyz Summons", "es": "Invoca por Xyz", "it": "Evoca tramite Xyz",
            "pt": "Invoca por Invocação-Xyz"},
    "fusion": {"en": "Fusion Summons", "es": "Invoca por Fusión", "it": "Evoca tramite Fusione",
               "pt": "Invoca por Invocação-Fusão"},
    "ritual": {"en": "Ritual Summons", "es": "Invoca por Ritual", "it": "Evoca tramite Rituale",
               "pt": "Invoca por Invocação-Ritual"},
    "pendulum": {"en": "Pendulum Summons", "es": "Invoca por Péndulo",
                 "it": "Evoca tramite Pendulum", "pt": "Invoca por Invocação-Pêndulo"},
}

T: dict[str, dict[str, str]] = {
    "turn": {
        "en": "Turn {turn} begins: it is Player {letter}'s turn.",
        "es": "Empieza el turno {turn}: es el turno del Jugador {letter}.",
        "it": "Inizia il turno {turn}: è il turno del Giocatore {letter}.",
        "pt": "Começa o turno {turn}: é o turno do Jogador {letter}.",
    },
    "phase": {
        "en": "{Player} enters the {phase}.",
        "es": "{Player} entra en la {phase}.",
        "it": "{Player} entra nella {phase}.",
        "pt": "{Player} entra na {phase}.",
    },
    "step": {
        "en": "The Battle Phase moves to the {phase}.",
        "es": "La Battle Phase pasa al {phase}.",
        "it": "La Battle Phase passa {to_step}.",
        "pt": "A Fase de Batalha passa para a {phase}.",
    },
    "skip_phase": {
        "en": "{Player} skips the {phase}.",
        "es": "{Player} se salta la {phase}.",
        "it": "{Player} salta la {phase}.",
        "pt": "{Player} pula a {phase}.",
    },
    "no_draw": {
        "en": "{Player} goes first and does not draw in the Draw Phase of the first turn.",
        "es": "{Player} juega primero y no roba en la Draw Phase de su primer turno.",
        "it": "{Player} gioca per primo e non pesca nella Draw Phase del suo primo turno.",
        "pt": "{Player} joga primeiro e não compra na Fase de Compra do primeiro turno.",
    },
    "draw": {
        "en": "{Player} draws {n} card(s).",
        "es": "{Player} roba {n} carta(s).",
        "it": "{Player} pesca {n} carta/e.",
        "pt": "{Player} compra {n} card(s).",
    },
    "activate": {
        "en": "{Player} activates \"{card}\" (Chain Link {link}, Spell Speed {speed}).",
        "es": "{Player} activa \"{card}\" (Eslabón de Cadena {link}, Velocidad de Hechizo {speed}).",
        "it": "{Player} attiva \"{card}\" (Anello {link} della Catena, Spell Speed {speed}).",
        "pt": "{Player} ativa \"{card}\" (Elo de Corrente {link}, Velocidade de Magia {speed}).",
    },
    "pay_cost": {
        "en": "{Player} pays the cost of \"{card}\": {what}.",
        "es": "{Player} paga el coste de \"{card}\": {what}.",
        "it": "{Player} paga il costo di \"{card}\": {what}.",
        "pt": "{Player} paga o custo de \"{card}\": {what}.",
    },
    "pass": {
        "en": "{Player} passes priority.",
        "es": "{Player} pasa la Prioridad.",
        "it": "{Player} passa la priorità.",
        "pt": "{Player} passa a prioridade.",
    },
    "resolve": {
        "en": "Chain Link {link}, \"{card}\", resolves.",
        "es": "Se resuelve el Eslabón de Cadena {link}, \"{card}\".",
        "it": "Si risolve l'Anello {link} della Catena, \"{card}\".",
        "pt": "O Elo de Corrente {link}, \"{card}\", é resolvido.",
    },
    "negated_link": {
        "en": "Chain Link {link}, \"{card}\", was negated: it does nothing.",
        "es": "El Eslabón de Cadena {link}, \"{card}\", fue negado: no tiene efecto.",
        "it": "L'Anello {link} della Catena, \"{card}\", è stato annullato: non ha effetto.",
        "pt": "O Elo de Corrente {link}, \"{card}\", foi negado: não tem efeito.",
    },
    "negate": {
        "en": "\"{card}\" negates the activation of \"{target}\".",
        "es": "\"{card}\" niega la activación de \"{target}\".",
        "it": "\"{card}\" annulla l'attivazione di \"{target}\".",
        "pt": "\"{card}\" nega a ativação de \"{target}\".",
    },
    "negate_effect": {
        "en": "\"{card}\" negates the effect of \"{target}\".",
        "es": "\"{card}\" niega el efecto de \"{target}\".",
        "it": "\"{card}\" annulla l'effetto di \"{target}\".",
        "pt": "\"{card}\" nega o efeito de \"{target}\".",
    },
    "chain_resolved": {
        "en": "The chain of {n} link(s) has resolved, from the last link back to Chain Link 1.",
        "es": "La Cadena de {n} eslabón(es) se ha resuelto, del último eslabón al Eslabón de "
              "Cadena 1.",
        "it": "La Catena di {n} anello/i si è risolta, dall'ultimo anello all'Anello 1.",
        "pt": "A Corrente de {n} elo(s) foi resolvida, do último elo até o Elo de Corrente 1.",
    },
    "destroy": {
        "en": "\"{card}\" is destroyed.",
        "es": "La carta \"{card}\" es destruida.",
        "it": "La carta \"{card}\" viene distrutta.",
        "pt": "O card \"{card}\" é destruído.",
    },
    "to_graveyard": {
        "en": "\"{card}\" is sent to the Graveyard.",
        "es": "La carta \"{card}\" es mandada al Cementerio.",
        "it": "La carta \"{card}\" viene mandata al Cimitero.",
        "pt": "O card \"{card}\" é enviado ao Cemitério.",
    },
    "to_extra_deck": {
        "en": "\"{card}\" is a Pendulum Monster: it goes face-up to the Extra Deck instead of "
              "the Graveyard.",
        "es": "\"{card}\" es un Monstruo de Péndulo: en lugar de ir al Cementerio se pone boca "
              "arriba en el Deck Extra.",
        "it": "\"{card}\" è un Mostro Pendulum: invece di andare al Cimitero va scoperto "
              "nell'Extra Deck.",
        "pt": "\"{card}\" é um Monstro Pêndulo: em vez de ir para o Cemitério vai com a face "
              "para cima para o Deck Adicional.",
    },
    "banish": {
        "en": "\"{card}\" is banished.",
        "es": "\"{card}\" es desterrada.",
        "it": "\"{card}\" viene bandita.",
        "pt": "\"{card}\" é banida.",
    },
    "banish_old": {
        "en": "\"{card}\" is removed from play.",
        "es": "\"{card}\" es retirada del juego.",
        "it": "\"{card}\" viene rimossa dal gioco.",
        "pt": "\"{card}\" é removida de jogo.",
    },
    "take_control": {
        "en": "{Player} takes control of \"{card}\": it moves to their side of the field.",
        "es": "{Player} toma el control de \"{card}\": pasa a su lado del Campo.",
        "it": "{Player} prende il controllo di \"{card}\": viene spostata sul suo Terreno.",
        "pt": "{Player} assume o controle de \"{card}\": ele passa para o seu lado do campo.",
    },
    "control_returns": {
        "en": "\"{card}\" returns to the control of its owner, {player}.",
        "es": "\"{card}\" vuelve al control de su propietario, {player}.",
        "it": "\"{card}\" torna sotto il controllo del suo proprietario, {player}.",
        "pt": "\"{card}\" volta ao controle de seu dono, {player}.",
    },
    "control_no_zone": {
        "en": "\"{card}\" cannot return to its owner, {player}, who has no free Monster Zone: "
              "it is sent to its owner's Graveyard.",
        "es": "\"{card}\" no puede volver a su propietario, {player}, que no tiene una Zona de "
              "Monstruos libre: es mandada al Cementerio de su propietario.",
        "it": "\"{card}\" non può tornare al suo proprietario, {player}, che non ha una Zona "
              "Mostri libera: viene mandata al Cimitero del suo proprietario.",
        "pt": "\"{card}\" não pode voltar ao seu dono, {player}, que não tem uma Zona de "
              "Monstros livre: é enviado ao Cemitério de seu dono.",
    },
    "control_not_taken": {
        "en": "{Player} cannot take control of \"{card}\" (no free Monster Zone, or it is no "
              "longer a monster the opponent controls).",
        "es": "{Player} no puede tomar el control de \"{card}\" (no hay Zona de Monstruos libre, "
              "o ya no es un monstruo que controle el adversario).",
        "it": "{Player} non può prendere il controllo di \"{card}\" (nessuna Zona Mostri "
              "libera, o non è più un mostro controllato dall'avversario).",
        "pt": "{Player} não pode assumir o controle de \"{card}\" (não há Zona de Monstros "
              "livre, ou já não é um monstro que o oponente controla).",
    },
    "to_hand": {
        "en": "\"{card}\" returns to its owner's hand.",
        "es": "\"{card}\" vuelve a la mano de su propietario.",
        "it": "\"{card}\" ritorna nella mano del suo proprietario.",
        "pt": "\"{card}\" volta para a mão de seu dono.",
    },
    "to_deck": {
        "en": "\"{card}\" returns to its owner's Deck.",
        "es": "\"{card}\" vuelve al Deck de su propietario.",
        "it": "\"{card}\" ritorna nel Deck del suo proprietario.",
        "pt": "\"{card}\" volta para o Deck de seu dono.",
    },
    "add_to_hand": {
        "en": "{Player} adds \"{card}\" from the Deck to the hand.",
        "es": "{Player} añade \"{card}\" de su Deck a su mano.",
        "it": "{Player} aggiunge \"{card}\" dal Deck alla mano.",
        "pt": "{Player} adiciona \"{card}\" do Deck à mão.",
    },
    "token_removed": {
        "en": "\"{card}\" is a Token: it simply leaves the field.",
        "es": "\"{card}\" es una Ficha: simplemente se retira del Campo.",
        "it": "\"{card}\" è un Segna-Mostro: viene semplicemente rimosso dal Terreno.",
        "pt": "\"{card}\" é uma Ficha: simplesmente sai do campo.",
    },
    "discard": {
        "en": "{Player} discards \"{card}\".",
        "es": "{Player} descarta \"{card}\".",
        "it": "{Player} scarta \"{card}\".",
        "pt": "{Player} descarta \"{card}\".",
    },
    "hand_limit": {
        "en": "{Player} has {n} cards in hand at the end of the End Phase and discards down "
              "to 6.",
        "es": "{Player} tiene {n} cartas en la mano al final de la End Phase y descarta hasta "
              "quedarse con 6.",
        "it": "{Player} ha {n} carte in mano alla fine della End Phase e scarta fino ad averne 6.",
        "pt": "{Player} tem {n} cards na mão no final da Fase Final e descarta até ficar com 6.",
    },
    "normal_summon": {
        "en": "{Player} Normal Summons \"{card}\" in face-up Attack Position.",
        "es": "{Player} Invoca de Modo Normal \"{card}\" en Posición de Ataque boca arriba.",
        "it": "{Player} Evoca Normalmente \"{card}\" in Posizione di Attacco scoperta.",
        "pt": "{Player} Invoca por Invocação-Normal \"{card}\" em Posição de Ataque com a face "
              "para cima.",
    },
    "tribute_summon": {
        "en": "{Player} Tribute Summons \"{card}\" by Tributing {n} monster(s).",
        "es": "{Player} Invoca por Sacrificio \"{card}\" Sacrificando {n} monstruo(s).",
        "it": "{Player} Evoca tramite Tributo \"{card}\" offrendo {n} mostro/i come Tributo.",
        "pt": "{Player} Invoca por Invocação-Tributo \"{card}\" oferecendo {n} monstro(s) como "
              "Tributo.",
    },
    "set_monster": {
        "en": "{Player} Sets a monster in face-down Defense Position.",
        "es": "{Player} Coloca un monstruo en Posición de Defensa boca abajo.",
        "it": "{Player} Posiziona un mostro in Posizione di Difesa coperta.",
        "pt": "{Player} Baixa um monstro em Posição de Defesa com a face para baixo.",
    },
    "tribute": {
        "en": "{Player} Tributes \"{card}\".",
        "es": "{Player} Sacrifica \"{card}\".",
        "it": "{Player} offre \"{card}\" come Tributo.",
        "pt": "{Player} oferece \"{card}\" como Tributo.",
    },
    "flip_summon": {
        "en": "{Player} Flip Summons \"{card}\".",
        "es": "{Player} Invoca por Volteo \"{card}\".",
        "it": "{Player} Evoca per Scoperta \"{card}\".",
        "pt": "{Player} Invoca por Invocação-Virada \"{card}\".",
    },
    "special_summon": {
        "en": "{Player} {how} \"{card}\" in {position}.",
        "es": "{Player} {how} \"{card}\" en {position}.",
        "it": "{Player} {how} \"{card}\" in {position}.",
        "pt": "{Player} {how} \"{card}\" em {position}.",
    },
    "materials": {
        "en": "The materials \"{cards}\" are used.",
        "es": "Se usan como materiales \"{cards}\".",
        "it": "Vengono usati come materiali \"{cards}\".",
        "pt": "São usados como matérias \"{cards}\".",
    },
    "xyz_attach": {
        "en": "\"{cards}\" become Xyz Materials under \"{card}\" and are no longer cards on the "
              "field.",
        "es": "\"{cards}\" pasan a ser Materiales Xyz acoplados a \"{card}\" y ya no son cartas "
              "en el Campo.",
        "it": "\"{cards}\" diventano Materiali Xyz di \"{card}\" e non sono più carte sul Terreno.",
        "pt": "\"{cards}\" se tornam Matérias Xyz de \"{card}\" e não são mais cards no campo.",
    },
    "detach": {
        "en": "{Player} detaches {n} Xyz Material(s) from \"{card}\".",
        "es": "{Player} desacopla {n} Material(es) Xyz de \"{card}\".",
        "it": "{Player} stacca {n} Materiale/i Xyz da \"{card}\".",
        "pt": "{Player} desassocia {n} Matéria(s) Xyz de \"{card}\".",
    },
    "materials_to_graveyard": {
        "en": "\"{card}\" left the field: its Xyz Materials go to the Graveyard.",
        "es": "\"{card}\" dejó el Campo: sus Materiales Xyz son mandados al Cementerio.",
        "it": "\"{card}\" ha lasciato il Terreno: i suoi Materiali Xyz vanno al Cimitero.",
        "pt": "\"{card}\" deixou o campo: suas Matérias Xyz vão para o Cemitério.",
    },
    "create_tokens": {
        "en": "{Player} Special Summons {n} \"{card}\".",
        "es": "{Player} Invoca de Modo Especial {n} \"{card}\".",
        "it": "{Player} Evoca Specialmente {n} \"{card}\".",
        "pt": "{Player} Invoca por Invocação-Especial {n} \"{card}\".",
    },
    "change_position": {
        "en": "{Player} changes \"{card}\" to {position}.",
        "es": "{Player} cambia \"{card}\" a {position}.",
        "it": "{Player} cambia \"{card}\" in {position}.",
        "pt": "{Player} muda \"{card}\" para {position}.",
    },
    "flip": {
        "en": "\"{card}\" is flipped face-up.",
        "es": "\"{card}\" es volteada boca arriba.",
        "it": "\"{card}\" viene girata scoperta.",
        "pt": "\"{card}\" é virada com a face para cima.",
    },
    "set_spell_trap": {
        "en": "{Player} Sets a card in the {zone}.",
        "es": "{Player} Coloca una carta en la {zone}.",
        "it": "{Player} Posiziona una carta nella {zone}.",
        "pt": "{Player} Baixa um card na {zone}.",
    },
    "pendulum_scale": {
        "en": "{Player} places \"{card}\" face-up in a Pendulum Zone (Pendulum Scale {n}).",
        "es": "{Player} pone \"{card}\" boca arriba en una Zona de Péndulo (Escala de Péndulo {n}).",
        "it": "{Player} mette \"{card}\" scoperta in una Zona Pendulum (Valore Pendulum {n}).",
        "pt": "{Player} coloca \"{card}\" com a face para cima em uma Zona de Pêndulo (Escala "
              "Pêndulo {n}).",
    },
    "field_replaced": {
        "en": "A new Field Spell is activated: the previous one, \"{card}\", goes to the "
              "Graveyard.",
        "es": "Se activa una nueva Carta Mágica de Campo: la anterior, \"{card}\", va al "
              "Cementerio.",
        "it": "Viene attivata una nuova Carta Magia Terreno: la precedente, \"{card}\", va al "
              "Cimitero.",
        "pt": "Uma nova Magia de Campo é ativada: a anterior, \"{card}\", vai para o Cemitério.",
    },
    "field_replaced_old": {
        "en": "Only one face-up Field Spell may be on the whole field: \"{card}\" is destroyed.",
        "es": "Sólo puede haber una Carta Mágica de Campo boca arriba en el Campo: \"{card}\" "
              "es destruida.",
        "it": "Sul Terreno può esserci una sola Carta Magia Terreno scoperta: \"{card}\" viene "
              "distrutta.",
        "pt": "Só pode haver uma Magia de Campo com a face para cima no campo: \"{card}\" é "
              "destruída.",
    },
    "equip": {
        "en": "\"{card}\" is equipped to \"{target}\".",
        "es": "\"{card}\" se equipa a \"{target}\".",
        "it": "\"{card}\" viene equipaggiata a \"{target}\".",
        "pt": "\"{card}\" é equipada a \"{target}\".",
    },
    "equip_destroyed": {
        "en": "\"{card}\" loses the monster it equipped and is destroyed.",
        "es": "\"{card}\" pierde al monstruo equipado y es destruida.",
        "it": "\"{card}\" perde il mostro equipaggiato e viene distrutta.",
        "pt": "\"{card}\" perde o monstro equipado e é destruída.",
    },
    "modify": {
        "en": "\"{card}\" {sign} {n} {stat}.",
        "es": "\"{card}\" {sign} {n} de {stat}.",
        "it": "\"{card}\" {sign} {n} {stat}.",
        "pt": "\"{card}\" {sign} {n} de {stat}.",
    },
    "set_stat": {
        "en": "The {stat} of \"{card}\" becomes {n}.",
        "es": "El {stat} de \"{card}\" pasa a ser {n}.",
        "it": "L'{stat} di \"{card}\" diventa {n}.",
        "pt": "O {stat} de \"{card}\" passa a ser {n}.",
    },
    "prevent_attacks": {
        "en": "{Player} cannot declare attacks this turn.",
        "es": "{Player} no puede declarar ataques este turno.",
        "it": "{Player} non può dichiarare attacchi in questo turno.",
        "pt": "{Player} não pode declarar ataques neste turno.",
    },
    "attack": {
        "en": "{Player} attacks \"{target}\" with \"{card}\".",
        "es": "{Player} ataca a \"{target}\" con \"{card}\".",
        "it": "{Player} attacca \"{target}\" con \"{card}\".",
        "pt": "{Player} ataca \"{target}\" com \"{card}\".",
    },
    "attack_facedown": {
        "en": "{Player} attacks a face-down monster with \"{card}\".",
        "es": "{Player} ataca a un monstruo boca abajo con \"{card}\".",
        "it": "{Player} attacca un mostro coperto con \"{card}\".",
        "pt": "{Player} ataca um monstro com a face para baixo com \"{card}\".",
    },
    "direct_attack": {
        "en": "{Player} attacks directly with \"{card}\".",
        "es": "{Player} ataca directamente con \"{card}\".",
        "it": "{Player} attacca direttamente con \"{card}\".",
        "pt": "{Player} ataca diretamente com \"{card}\".",
    },
    "negate_attack": {
        "en": "The attack of \"{card}\" is negated.",
        "es": "El ataque de \"{card}\" es negado.",
        "it": "L'attacco di \"{card}\" viene annullato.",
        "pt": "O ataque de \"{card}\" é negado.",
    },
    "replay": {
        "en": "The number of monsters {opponent} controls changed after the attack was "
              "declared: replay. {Player} may attack again or not attack.",
        "es": "El número de monstruos que controla {opponent} cambió después de declarar el "
              "ataque: Repetición. {Player} puede volver a atacar o no atacar.",
        "it": "Il numero di mostri controllati da {opponent} è cambiato dopo la dichiarazione "
              "dell'attacco: Replay. {Player} può attaccare di nuovo o non attaccare.",
        "pt": "O número de monstros que {opponent} controla mudou depois da declaração do "
              "ataque: replay. {Player} pode atacar de novo ou não atacar.",
    },
    "no_attack": {
        "en": "{Player} gives up the attack.",
        "es": "{Player} renuncia al ataque.",
        "it": "{Player} rinuncia all'attacco.",
        "pt": "{Player} desiste do ataque.",
    },
    "damage_step": {
        "en": "Damage Step: \"{card}\" ({atk} ATK) against \"{target}\" ({value} {stat}).",
        "es": "Damage Step: \"{card}\" ({atk} de ATK) contra \"{target}\" ({value} de {stat}).",
        "it": "Damage Step: \"{card}\" ({atk} ATK) contro \"{target}\" ({value} {stat}).",
        "pt": "Etapa de Dano: \"{card}\" ({atk} de ATK) contra \"{target}\" ({value} de {stat}).",
    },
    "damage_step_direct": {
        "en": "Damage Step: \"{card}\" ({atk} ATK) attacks directly.",
        "es": "Damage Step: \"{card}\" ({atk} de ATK) ataca directamente.",
        "it": "Damage Step: \"{card}\" ({atk} ATK) attacca direttamente.",
        "pt": "Etapa de Dano: \"{card}\" ({atk} de ATK) ataca diretamente.",
    },
    "battle_damage": {
        "en": "{Player} takes {n} battle damage.",
        "es": "{Player} recibe {n} de daño de batalla.",
        "it": "{Player} subisce {n} danni da combattimento.",
        "pt": "{Player} recebe {n} de dano de batalha.",
    },
    "no_battle_damage": {
        "en": "Neither player takes battle damage.",
        "es": "Ninguno de los jugadores recibe daño de batalla.",
        "it": "Nessun giocatore subisce danno da combattimento.",
        "pt": "Nenhum jogador recebe dano de batalha.",
    },
    "zero_atk": {
        "en": "Both monsters have 0 ATK: neither is destroyed.",
        "es": "Ambos monstruos tienen 0 de ATK: ninguno es destruido.",
        "it": "Entrambi i mostri hanno 0 ATK: nessuno viene distrutto.",
        "pt": "Os dois monstros têm 0 de ATK: nenhum é destruído.",
    },
    "effect_damage": {
        "en": "{Player} takes {n} damage from the effect of \"{card}\".",
        "es": "{Player} recibe {n} de daño por el efecto de \"{card}\".",
        "it": "{Player} subisce {n} danni dall'effetto di \"{card}\".",
        "pt": "{Player} recebe {n} de dano pelo efeito de \"{card}\".",
    },
    "gain_lp": {
        "en": "{Player} gains {n} LP.",
        "es": "{Player} gana {n} LP.",
        "it": "{Player} guadagna {n} LP.",
        "pt": "{Player} ganha {n} PV.",
    },
    "win": {
        "en": "{Player} wins the Duel ({why}).",
        "es": "{Player} gana el Duelo ({why}).",
        "it": "{Player} vince il Duello ({why}).",
        "pt": "{Player} vence o Duelo ({why}).",
    },
    "draw_game": {
        "en": "Both players reach 0 LP at the same time: the Duel is a draw.",
        "es": "Ambos jugadores llegan a 0 LP al mismo tiempo: el Duelo es un empate.",
        "it": "Entrambi i giocatori arrivano a 0 LP contemporaneamente: il Duello è un pareggio.",
        "pt": "Os dois jogadores chegam a 0 PV ao mesmo tempo: o Duelo empata.",
    },
    "end_of_actions": {
        "en": "No further actions: every player passes.",
        "es": "No hay más acciones: todos los jugadores pasan.",
        "it": "Non ci sono altre azioni: tutti i giocatori passano.",
        "pt": "Não há mais ações: todos os jogadores passam.",
    },
}

WIN_REASON: dict[str, dict[str, str]] = {
    "lp": {"en": "the opponent's LP reached 0", "es": "los LP del adversario llegaron a 0",
           "it": "i LP dell'avversario sono arrivati a 0", "pt": "os PV do oponente chegaram a 0"},
    "deck_out": {"en": "the opponent could not draw", "es": "el adversario no pudo robar",
                 "it": "l'avversario non ha potuto pescare",
                 "pt": "o oponente não pôde comprar"},
    "exodia": {"en": "all five pieces of Exodia are in the hand",
               "es": "las cinco piezas de Exodia están en la mano",
               "it": "tutti e cinque i pezzi di Exodia sono in mano",
               "pt": "as cinco peças de Exódia estão na mão"},
    "card_effect": {"en": "a card's effect", "es": "el efecto de una carta",
                    "it": "l'effetto di una carta", "pt": "o efeito de um card"},
}

ZONE_NAME: dict[str, dict[str, str]] = {
    "spell_trap": {"en": "Spell & Trap Zone", "es": "Zona de Magia y Trampa",
                   "it": "Zona Magie & Trappole", "pt": "Zona de Magias e Armadilhas"},
    "field": {"en": "Field Zone", "es": "Zona del Campo", "it": "Zona Terreno",
              "pt": "Zona de Campo"},
}


def _localise(value: Any, lang: str) -> str:
    if hasattr(value, "label"):
        return str(value.label(lang))
    if isinstance(value, Mapping) and lang in value:
        return str(value[lang])
    if isinstance(value, list | tuple):
        return "\", \"".join(_localise(v, lang) for v in value)
    return str(value)


def render(kind: str, args: Mapping[str, Any]) -> dict[str, str]:
    """The four sentences of an event.

    ``args`` values may be plain values, cards (anything with ``label(lang)``),
    mappings by language, or ``player``/``opponent`` letters.

    >>> render("pass", {"player": "A"})["es"]
    'El Jugador A pasa la Prioridad.'
    """
    templates = T[kind]
    out: dict[str, str] = {}
    for lang in LANGS:
        values: dict[str, str] = {}
        for key, value in args.items():
            if key in ("player", "opponent") and isinstance(value, str):
                text = PLAYER[lang].format(value)
                values[key] = text
                values[key.capitalize()] = text[0].upper() + text[1:]
            elif key == "phase":
                values[key] = PHASE_NAMES.get(str(value), {}).get(lang, str(value))
            elif key == "position":
                values[key] = POSITION.get(str(value), {}).get(lang, str(value))
            elif key == "how":
                values[key] = SUMMON_KIND.get(str(value), {}).get(lang, str(value))
            elif key == "why":
                values[key] = WIN_REASON.get(str(value), {}).get(lang, str(value))
            elif key == "zone":
                values[key] = ZONE_NAME.get(str(value), {}).get(lang, str(value))
            else:
                values[key] = _localise(value, lang)
        sentence = templates[lang].format(**values)
        n = args.get("n")
        if isinstance(n, int):
            sentence = _plural(sentence, n != 1)
        out[lang] = sentence[0].upper() + sentence[1:]
    return out


_PAREN = re.compile(r"(\w+)\((s|es)\)")
_SLASH = re.compile(r"(\w+)/(i|e)\b")


def _plural(sentence: str, many: bool) -> str:
    """Resolve "carta(s)", "eslabón(es)", "mostro/i" for a count.

    >>> _plural("1 mostro/i e 1 carta(s)", False)
    '1 mostro e 1 carta'
    >>> _plural("3 eslabón(es), 3 carta/e", True)
    '3 eslabones, 3 carte'
    """
    if many:
        sentence = sentence.replace("eslabón(es)", "eslabones")
        sentence = _PAREN.sub(lambda m: m.group(1) + m.group(2), sentence)
        return _SLASH.sub(lambda m: m.group(1)[:-1] + m.group(2), sentence)
    sentence = _PAREN.sub(lambda m: m.group(1), sentence)
    return _SLASH.sub(lambda m: m.group(1), sentence)


#: What each rule forbids, in the four languages: the ``text`` of a result's ``error``
#: (its ``message`` names the cards, in English).  Terms as in the event sentences.
RULE_TEXT: dict[str, dict[str, str]] = {
    "spell_speed": {
        "en": "A card or effect can only respond with a Spell Speed of 2 or higher, equal to or higher "
              "than the Spell Speed of the Chain Link before it.",
        "es": "Solo se puede responder con una Velocidad de Hechizo de 2 o más, igual o superior a la del "
              "Eslabón de Cadena anterior.",
        "it": "Si può rispondere solo con uno Spell Speed di 2 o superiore, uguale o superiore a quello "
              "dell'Anello della Catena precedente.",
        "pt": "Só é possível responder com Velocidade de Magia 2 ou maior, igual ou maior que a do Elo "
              "de Corrente anterior."},
    "set_this_turn": {
        "en": "A Trap Card or a Quick-Play Spell Card cannot be activated the same turn it was Set.",
        "es": "Una Carta de Trampa o una Carta Mágica de Juego Rápido no se puede activar en el mismo "
              "turno en que se Colocó.",
        "it": "Una Carta Trappola o una Carta Magia Rapida non può essere attivata nello stesso turno in "
              "cui è stata Posizionata.",
        "pt": "Uma Armadilha ou uma Magia Rápida não pode ser ativada no mesmo turno em que foi baixada."},
    "quick_play_from_hand": {
        "en": "A Quick-Play Spell is activated from the hand only in your own turn; in your "
              "opponent's turn only one you Set in an earlier turn.",
        "es": "Una Mágica de Juego Rápido solo se activa desde la mano en tu propio turno; en el "
              "turno del adversario, solo una que hayas Colocado en un turno anterior.",
        "it": "Una Magia Rapida si attiva dalla mano solo nel proprio turno; nel turno "
              "dell'avversario, solo una Posizionata in un turno precedente.",
        "pt": "Uma Magia Rápida só é ativada da mão no próprio turno; no turno do oponente, só "
              "uma que tenha sido baixada num turno anterior."},
    "not_your_turn": {
        "en": "This can only be done during your own turn.",
        "es": "Esto solo se puede hacer durante tu propio turno.",
        "it": "Questo si può fare solo durante il proprio turno.",
        "pt": "Isto só pode ser feito durante o seu próprio turno."},
    "phase_timing": {
        "en": "This cannot be done in this Phase or Step.",
        "es": "Esto no se puede hacer en esta Phase o Step.",
        "it": "Questo non si può fare in questa Fase o Step.",
        "pt": "Isto não pode ser feito nesta Fase ou Etapa."},
    "normal_summon_limit": {
        "en": "A player can Normal Summon or Set a monster only once per turn.",
        "es": "Solo puedes Invocar de Modo Normal o Colocar un monstruo una vez por turno.",
        "it": "Puoi Evocare Normalmente o Posizionare un mostro solo una volta per turno.",
        "pt": "Só é possível Invocar por Invocação-Normal ou baixar um monstro uma vez por turno."},
    "tribute_count": {
        "en": "A Level 5 or 6 monster needs 1 Tribute; Level 7 or more needs 2.",
        "es": "Un monstruo de Nivel 5 o 6 requiere 1 Sacrificio; de Nivel 7 o más, 2.",
        "it": "Un mostro di Livello 5 o 6 richiede 1 Tributo; di Livello 7 o più, 2.",
        "pt": "Um monstro de Nível 5 ou 6 exige 1 Tributo; de Nível 7 ou mais, 2."},
    "flip_summon_same_turn": {
        "en": "A monster cannot be Flip Summoned the turn it was Set.",
        "es": "Un monstruo no se puede Invocar por Volteo en el turno en que se Colocó.",
        "it": "Un mostro non può essere Evocato per Scoperta nel turno in cui è stato Posizionato.",
        "pt": "Um monstro não pode ser Invocado por Revelação no turno em que foi baixado."},
    "position_change": {
        "en": "A monster's battle position can be changed once per turn, not the turn it was Summoned "
              "and not after it attacked.",
        "es": "La posición de batalla de un monstruo se puede cambiar una vez por turno, no en el turno en "
              "que fue Invocado ni después de atacar.",
        "it": "La posizione di un mostro si può cambiare una volta per turno, non nel turno in cui è "
              "stato Evocato né dopo che ha attaccato.",
        "pt": "A posição de batalha de um monstro pode ser mudada uma vez por turno, não no turno em que "
              "foi Invocado nem depois de atacar."},
    "first_turn_no_battle": {
        "en": "The player who goes first cannot conduct a Battle Phase in their first turn.",
        "es": "El jugador que empieza no puede realizar la Battle Phase en su primer turno.",
        "it": "Il giocatore che inizia non può effettuare la Battle Phase nel suo primo turno.",
        "pt": "O jogador que começa não pode realizar a Fase de Batalha no seu primeiro turno."},
    "attack_position": {
        "en": "Only a monster in Attack Position can attack.",
        "es": "Solo un monstruo en Posición de Ataque puede atacar.",
        "it": "Solo un mostro in Posizione di Attacco può attaccare.",
        "pt": "Só um monstro em Posição de Ataque pode atacar."},
    "already_attacked": {
        "en": "Each monster can attack only once per turn.",
        "es": "Cada monstruo solo puede atacar una vez por turno.",
        "it": "Ogni mostro può attaccare solo una volta per turno.",
        "pt": "Cada monstro só pode atacar uma vez por turno."},
    "direct_attack": {
        "en": "A monster can attack directly only if the opponent controls no monsters.",
        "es": "Solo se puede atacar directamente si el adversario no controla monstruos.",
        "it": "Si può attaccare direttamente solo se l'avversario non controlla mostri.",
        "pt": "Só é possível atacar diretamente se o oponente não controlar monstros."},
    "zone_full": {
        "en": "There is no free zone for the card (5 Monster Zones, 5 Spell & Trap Zones, 1 Field Zone).",
        "es": "No hay una zona libre para la carta (5 Zonas de Monstruos, 5 de Magia y Trampa, "
              "1 de Campo).",
        "it": "Non c'è una zona libera per la carta (5 Zone Mostri, 5 Zone Magie & Trappole, "
              "1 Zona Terreno).",
        "pt": "Não há zona livre para a carta (5 Zonas de Monstros, 5 de Magias e Armadilhas, "
              "1 de Campo)."},
    "damage_step_activation": {
        "en": "During the Damage Step only Counter Traps and effects that change ATK or DEF can be "
              "activated.",
        "es": "Durante el Damage Step solo se pueden activar Trampas de Contraefecto y efectos que "
              "cambian el ATK o la DEF.",
        "it": "Durante il Damage Step si possono attivare solo Contro-Trappole ed effetti che modificano "
              "ATK o DEF.",
        "pt": "Durante a Etapa de Dano só podem ser ativadas Armadilhas de Resposta e efeitos que mudam "
              "ATK ou DEF."},
    "synchro_materials": {
        "en": "A Synchro Summon needs 1 face-up Tuner and face-up non-Tuners whose Levels add up exactly "
              "to the Synchro Monster's Level.",
        "es": "Una Invocación por Sincronía requiere 1 Cantante boca arriba y monstruos boca arriba que "
              "no sean Cantantes cuyos Niveles sumen exactamente el Nivel del Monstruo de Sincronía.",
        "it": "Una Synchro Evocazione richiede 1 Tuner scoperto e mostri non-Tuner scoperti la cui somma "
              "dei Livelli sia esattamente il Livello del Mostro Synchro.",
        "pt": "Uma Invocação-Sincro exige 1 Regulador com a face para cima e não-Reguladores com a face "
              "para cima cujos Níveis somem exatamente o Nível do Monstro Sincro."},
    "xyz_materials": {
        "en": "An Xyz Summon needs face-up monsters you control with the same Level (not Tokens), as "
              "many as the Xyz Monster asks for.",
        "es": "Una Invocación Xyz requiere monstruos boca arriba que controles del mismo Nivel (no "
              "Fichas), tantos como pida el Monstruo Xyz.",
        "it": "Un'Evocazione Xyz richiede mostri scoperti che controlli dello stesso Livello (non "
              "Segna-Mostro), quanti ne chiede il Mostro Xyz.",
        "pt": "Uma Invocação-Xyz exige monstros com a face para cima que você controla com o mesmo Nível "
              "(não Fichas), tantos quantos o Monstro Xyz pede."},
    "fusion_materials": {
        "en": "A Fusion Summon needs the Fusion Materials listed on the Fusion Monster.",
        "es": "Una Invocación por Fusión requiere los Materiales de Fusión indicados en el Monstruo de "
              "Fusión.",
        "it": "Un'Evocazione tramite Fusione richiede i Materiali da Fusione indicati sul Mostro Fusione.",
        "pt": "Uma Invocação-Fusão exige os Matérias de Fusão indicados no Monstro de Fusão."},
    "ritual_tributes": {
        "en": "A Ritual Summon needs Tributes whose Levels add up to at least the Ritual Monster's Level.",
        "es": "Una Invocación por Ritual requiere Sacrificios cuyos Niveles sumen al menos el Nivel del "
              "Monstruo de Ritual.",
        "it": "Un'Evocazione tramite Rituale richiede Tributi la cui somma dei Livelli sia almeno il "
              "Livello del Mostro Rituale.",
        "pt": "Uma Invocação-Ritual exige Tributos cujos Níveis somem pelo menos o Nível do Monstro de "
              "Ritual."},
    "pendulum_scale": {
        "en": "A Pendulum Summon needs both Pendulum Zones, and the monsters' Levels must be strictly "
              "between the two Scales.",
        "es": "Una Invocación por Péndulo requiere ambas Zonas de Péndulo, y los Niveles deben estar "
              "estrictamente entre las dos Escalas.",
        "it": "Un'Evocazione Pendulum richiede entrambe le Zone Pendulum, e i Livelli devono essere "
              "strettamente compresi tra le due Scale.",
        "pt": "Uma Invocação-Pêndulo exige as duas Zonas de Pêndulo, e os Níveis devem estar "
              "estritamente entre as duas Escalas."},
    "pendulum_once": {
        "en": "A player can Pendulum Summon only once per turn.",
        "es": "Solo se puede Invocar por Péndulo una vez por turno.",
        "it": "Si può Evocare Pendulum solo una volta per turno.",
        "pt": "Só é possível fazer uma Invocação-Pêndulo por turno."},
    "not_properly_summoned": {
        "en": "A monster that must be Special Summoned first cannot come back unless it was properly "
              "Summoned before.",
        "es": "Un monstruo que debe ser Invocado de Modo Especial primero no puede volver si antes no fue "
              "Invocado correctamente.",
        "it": "Un mostro che deve essere prima Evocato Specialmente non può tornare se prima non è stato "
              "Evocato correttamente.",
        "pt": "Um monstro que precisa ser Invocado por Invocação-Especial primeiro não pode voltar se "
              "antes não foi Invocado corretamente."},
    "special_summon_only": {
        "en": "This monster cannot be Normal Summoned or Set; it must be Special Summoned.",
        "es": "Este monstruo no se puede Invocar de Modo Normal ni Colocar; debe ser Invocado de Modo "
              "Especial.",
        "it": "Questo mostro non può essere Evocato Normalmente né Posizionato; deve essere Evocato "
              "Specialmente.",
        "pt": "Este monstro não pode ser Invocado por Invocação-Normal nem baixado; precisa ser Invocado "
              "por Invocação-Especial."},
    "no_target": {
        "en": "The effect needs a target that is there and fits its conditions.",
        "es": "El efecto requiere un objetivo que esté presente y cumpla sus condiciones.",
        "it": "L'effetto richiede un bersaglio presente che soddisfi le sue condizioni.",
        "pt": "O efeito exige um alvo presente que cumpra as suas condições."},
    "cannot_pay_cost": {
        "en": "The cost must be paid when the card or effect is activated, and it cannot be.",
        "es": "El coste se paga al activar la carta o el efecto, y no se puede pagar.",
        "it": "Il costo si paga quando si attiva la carta o l'effetto, e non può essere pagato.",
        "pt": "O custo é pago ao ativar a carta ou o efeito, e não pode ser pago."},
    "card_not_there": {
        "en": "The card is not where the action needs it.",
        "es": "La carta no está donde la acción la necesita.",
        "it": "La carta non è dove l'azione la richiede.",
        "pt": "A carta não está onde a ação precisa."},
    "chain_closed": {
        "en": "No Chain Link can be added here.",
        "es": "Aquí no se puede añadir un Eslabón de Cadena.",
        "it": "Qui non si può aggiungere un Anello della Catena.",
        "pt": "Aqui não é possível adicionar um Elo de Corrente."},
    "game_over": {
        "en": "The Duel is over; no further action is possible.",
        "es": "El Duelo ha terminado; no es posible ninguna otra acción.",
        "it": "Il Duello è finito; nessun'altra azione è possibile.",
        "pt": "O Duelo acabou; nenhuma outra ação é possível."},
    "cannot_attack": {
        "en": "A card's effect forbids this attack.",
        "es": "El efecto de una carta impide este ataque.",
        "it": "L'effetto di una carta impedisce questo attacco.",
        "pt": "O efeito de uma carta impede este ataque."},
    "effect_forbids": {
        "en": "A card's effect forbids this action.",
        "es": "El efecto de una carta impide esta acción.",
        "it": "L'effetto di una carta impedisce questa azione.",
        "pt": "O efeito de uma carta impede esta ação."},
    "activation_condition": {
        "en": "The card's activation condition is not met.",
        "es": "No se cumple la condición de activación de la carta.",
        "it": "La condizione di attivazione della carta non è soddisfatta.",
        "pt": "A condição de ativação da carta não foi cumprida."},
    "not_set": {
        "en": "A Trap Card must be Set on the field before it can be activated.",
        "es": "Una Carta de Trampa debe Colocarse en el Campo antes de poder activarla.",
        "it": "Una Carta Trappola deve essere Posizionata sul Terreno prima di poterla attivare.",
        "pt": "Uma Armadilha precisa ser baixada no campo antes de poder ser ativada."},
    "not_in_edition": {
        "en": "The rulebook edition this scenario is played by has no such rule.",
        "es": "La edición del reglamento de este escenario no tiene esa regla.",
        "it": "L'edizione del regolamento di questo scenario non ha questa regola.",
        "pt": "A edição do livro de regras deste cenário não tem essa regra."},
    "search": {
        "en": "The Deck has no card with the required characteristics to search for.",
        "es": "El Deck no tiene ninguna carta con las características requeridas para buscar.",
        "it": "Il Deck non contiene carte con le caratteristiche richieste da cercare.",
        "pt": "O Deck não tem carta com as características exigidas para buscar."},
    "hand_limit": {
        "en": "At the end of the turn a player discards down to 6 cards in hand.",
        "es": "Al final del turno se descartan cartas hasta tener 6 en la mano.",
        "it": "Alla fine del turno si scartano carte fino ad averne 6 in mano.",
        "pt": "No fim do turno descartam-se cartas até ficar com 6 na mão."},
}


def rule_text(rule: str) -> dict[str, str]:
    """What ``rule`` forbids, in es, it, pt and en (the rule id itself if unknown)."""
    return dict(RULE_TEXT.get(rule) or {lang: rule for lang in LANGS})
