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
        "es": "\"{card}\" es destruida.",
        "it": "\"{card}\" viene distrutta.",
        "pt": "\"{card}\" é destruída.",
    },
    "to_graveyard": {
        "en": "\"{card}\" is sent to the Graveyard.",
        "es": "\"{card}\" es mandada al Cementerio.",
        "it": "\"{card}\" viene mandata al Cimitero.",
        "pt": "\"{card}\" é enviada ao Cemitério.",
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
