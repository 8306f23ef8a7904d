"""The one table of rule citations.

Every rule key the engine uses (the ``error.rule`` ids of the scenario contract
and the ``rule`` of each event) maps to the section ids of the rulebook passages
it rests on.  Section ids are ``SRC:LINE`` (see the corpus notes): ``000`` is the
Spanish official rulebook 9.1, ``004`` the Italian official 9.0, ``001`` the
older Spanish official rulebook of the Synchro era.  Each entry quotes the
passage in a comment.

:data:`EDITION_CITES` holds the entries of the older edition where that edition
says otherwise (or where its own wording should be shown).
"""

from __future__ import annotations

#: Rulebook editions the engine plays by.  ``"9.1"`` and ``"9.0"`` are the
#: current rules (000 / 004, the same rules; events cite 000); ``"synchro"`` is the
#: older official rulebook 001,
#: which states no version number of its own ("8" and "001" are accepted as
#: other names for it).
EDITIONS: dict[str, str] = {"9.1": "9.1", "9.0": "9.0", "synchro": "synchro",
                            "8": "synchro", "001": "synchro"}

CITES: dict[str, tuple[str, ...]] = {
    # --- zones -------------------------------------------------------------
    # 000:156 "Puedes tener hasta 5 Cartas aquí." (Zona de Monstruos)
    # 000:162 "Puedes tener hasta 5 cartas aquí ... no puedes usar otras Cartas
    #          Mágicas si los 5 espacios están ya ocupados."
    # 000:178 "Cada jugador puede tener 1 Carta Mágica de Campo en su lado del Campo."
    # 000:187 "la pones boca arriba en este espacio" (Zona de Péndulo)
    "zone_full": ("000:156", "000:162", "000:178", "000:187"),
    # --- turn structure ----------------------------------------------------
    # 000:720 "Un Duelo progresá en una serie de "turnos" que están divididos en
    #          "Phases" (fases)."
    "turn_structure": ("000:720",),
    # 000:726 "El jugador ... roba 1 carta de la parte superior de su Deck."
    # 000:728 "El jugador que juega primera no puede robar durante la Draw Phase
    #          de su primer turno."
    "draw_phase": ("000:726", "000:728"),
    # 000:740 "Algunas cartas tienen efectos para activar ... en la Standby Phase."
    "standby_phase": ("000:740",),
    # 000:752 "Aquí es cuando juegas la mayoría de tus cartas"
    # 000:838 "Si realizaste una Battle Phase, tu turno avanza después a la Main Phase 2."
    "main_phase": ("000:752", "000:838"),
    # 000:795 "La Battle Phase se divide en 4 pasos llamados 'Steps'"
    # 000:801 "Este paso inicia la Battle Phase."
    # 000:821 "...anúnciale a tu adversario que estás terminando tu Battle Phase."
    "battle_phase": ("000:795", "000:801", "000:821"),
    # 000:849 "Anuncia el final de tu turno ... resuelve esos efectos en esta phase."
    "end_phase": ("000:849",),
    # 000:849 "...selecciona y descarta cartas al Cementerio hasta que sólo tengas 6"
    # 000:854 "- Descartar si tienes más de 6 cartas en la mano"
    "hand_limit": ("000:849", "000:854"),
    # 000:778 "El jugador que juega primero no puede realizar su Battle Phase en
    #          su primer turno."
    "first_turn_no_battle": ("000:778", "000:803"),
    # 000:752 (what a Main Phase allows), 000:610 "Las Cartas Mágicas normalmente
    #          pueden ser activadas durante tu Main Phase"
    "phase_timing": ("000:752", "000:610", "000:646", "000:676"),
    # 000:1032 "Mientras el jugador activo tiene Prioridad, el adversario no puede
    #           activar cartas o efectos, excepto los efectos que se activan
    #           automáticamente"
    "not_your_turn": ("000:752", "000:1032"),
    # 000:1032 "El jugador activo siempre tiene Prioridad"
    # 000:1044 "Después de la activación de una carta, y al final de cada phase o
    #           step, la Prioridad pasa al adversario."
    "priority": ("000:1032", "000:1039", "000:1043", "000:1044"),
    # --- summoning ---------------------------------------------------------
    # 000:495 "Simplemente pon una Carta de Monstruo en el Campo, desde tu mano, en
    #          Posición de Ataque boca arriba."
    "normal_summon": ("000:495", "000:758"),
    # 000:499 "Poner una Carta de Monstruo, desde tu mano, en Posición de Defensa
    #          boca abajo, se llama Colocación Normal."
    # 000:501 "Un monstruo Colocado de Modo Normal en el Campo NO se considera como Invocado."
    "set_monster": ("000:499", "000:501"),
    # 000:501 "solamente puedes Invocar de Modo Normal O Colocar de Modo Normal ...
    #          una vez por turno"
    # 000:758 "sólo puedes hacer 1 Invocación Normal/Colocada ... una vez por turno"
    "normal_summon_limit": ("000:501", "000:758"),
    # 000:507 "Los monstruos de Nivel 5 ó 6 requieren 1 Sacrificio, mientras que los
    #          monstruos de Nivel 7 o más requieren 2 Sacrificios."
    "tribute_count": ("000:507", "000:509", "000:510"),
    "tribute_summon": ("000:507", "000:512"),
    # 000:518 "Una Carta de Monstruo no puede ser Invocada por Volteo en el mismo
    #          turno en que ha sido Colocada en el Campo."
    "flip_summon": ("000:518",),
    "flip_summon_same_turn": ("000:518",),
    # 000:762 "1. No puedes cambiar la posición de batalla de un monstruo que fue
    #          jugado en el campo este turno. 2. ... si el monstruo atacó ... 3. ...
    #          si has cambiado ya su posición de batalla una vez en este turno."
    "position_change": ("000:762",),
    # 000:522 "un monstruo Invocado de Modo Especial es Invocado al Campo ya sea en
    #          Posición de Ataque boca arriba o en Posición de Defensa boca arriba"
    "special_summon": ("000:522",),
    # 000:469 "no pueden ser Invocadas a menos que tengas todas las cartas
    #          apropiadas" (Ritual Monsters); 000:522 Extra Deck kinds are Special Summons
    "special_summon_only": ("000:469", "000:522", "000:382"),
    # 000:526 "No puedes usar el efecto de una carta para Invocar de Modo Especial a
    #          estos monstruos ... a menos que hayan sido primero Invocados de Modo
    #          Especial de la forma apropiada."
    "not_properly_summoned": ("000:526",),
    # 000:433 "mandando 1 monstruo Cantante boca arriba y cualquier número de
    #          monstruos que no sean Cantantes boca arriba ... siempre que la suma de
    #          todos sus Niveles sea exactamente igual al Nivel"
    "synchro_summon": ("000:433", "000:457", "000:459", "000:461"),
    "synchro_materials": ("000:433", "000:453", "000:457"),
    # 000:382 "Puedes Invocar un Monstruo Xyz en cualquier momento en que controles
    #          monstruos que sean del mismo Nivel."
    # 000:388 "Los Materiales Xyz deben estar boca arriba"
    # 000:1060 "Las Fichas no pueden utilizarse como Materiales Xyz."
    # 000:1096 "Los monstruos que se convierten en Material Xyz no se tratan como
    #           cartas que estén en el Campo."
    "xyz_summon": ("000:382", "000:396", "000:397", "000:398", "000:1096"),
    "xyz_materials": ("000:382", "000:388", "000:396", "000:1060"),
    # 000:412 "toma una de las cartas Material Xyz apiladas debajo de tu monstruo y
    #          ponla en el Cementerio."
    "detach": ("000:412",),
    # 000:1096 "Cuando un Monstruo Xyz deja el Campo, todos los Materiales Xyz que
    #           tenga acoplados son mandados al Cementerio."
    "xyz_leaves_field": ("000:1096",),
    # 004:477 "Vengono Evocati utilizzando i mostri specifici indicati sulla carta
    #          (chiamati Materiali da Fusione), insieme con la Carta Magia
    #          'Polimerizzazione'." (000 lists the chapter, 000:34, without its text)
    # 004:483 "Manda i Materiali da Fusione al Cimitero, quindi prendi il Mostro
    #          Fusione appropriato dal tuo Extra Deck"
    "fusion_summon": ("004:477", "004:481", "004:483", "000:522"),
    "fusion_materials": ("004:477", "004:481"),
    # 000:475 "puedes activar la Carta Mágica de Ritual colocándola en la Zona de
    #          Magia y Trampas."  000:477 "Sacrifica los monstruos mandándolos de tu
    #          mano o el Campo al Cementerio."
    "ritual_summon": ("000:469", "000:475", "000:477", "000:479"),
    "ritual_tributes": ("000:469", "000:475", "000:477"),
    # 000:348 "Una vez por turno, durante tu Main Phase, declara que estás
    #          Invocando por Péndulo."  000:352 "...desde tu mano y Deck Extra ...
    #          cuyos Niveles estén entre esos valores de la Escala de Péndulo."
    "pendulum_summon": ("000:344", "000:348", "000:352"),
    "pendulum_scale": ("000:344", "000:352", "000:356"),
    "pendulum_once": ("000:348",),
    # 000:187 "Cuando activas una Carta de Monstruo de Péndulo como una Carta
    #          Mágica, la pones boca arriba en este espacio."
    "pendulum_zone": ("000:187", "000:344"),
    # 000:358 "en su lugar ponla boca arriba en la parte superior de tu Deck Extra."
    "pendulum_to_extra_deck": ("000:358",),
    # --- spells and traps --------------------------------------------------
    # 000:614 "anuncia su activación ... Después de resolver el efecto, manda la
    #          carta al Cementerio."
    "spell_activation": ("000:610", "000:614"),
    # 000:770 "Puedes colocar Cartas Mágicas y de Trampa boca abajo en tu Zona de
    #          Magia y Trampas durante esta Phase"
    "set_spell_trap": ("000:770", "000:1142"),
    # 000:656 "No puedes activar la Trampa en el mismo turno en que la Colocaste"
    # 000:646 "no puedes activar una carta en el mismo turno en que la Colocaste."
    "set_this_turn": ("000:656", "000:646"),
    # 000:656 "Antes de que puedas activar una Carta de Trampa, debes primero Colocarla"
    "not_set": ("000:656",),
    # 000:646 "pueden ser activadas en cualquier Phase de tu turno ... También puedes
    #          activarlas durante el turno de tu adversario si es que has Colocado la
    #          carta boca abajo previamente"
    "quick_play_from_hand": ("000:646",),
    # 000:676 "Las Cartas Mágicas pueden ser activadas durante las Main Phases, aún
    #          en el mismo turno en que las has Colocado"
    "set_spell_same_turn": ("000:676",),
    # 000:638 "Cada jugador puede tener 1 Carta Mágica de Campo ... Para usar otra
    #          Carta Mágica de Campo, manda al Cementerio a la que tenías previamente."
    "field_spell": ("000:178", "000:638", "000:640"),
    # 000:632 "Si el monstruo equipado es destruido, volteado boca abajo o retirado
    #          del juego, sus Cartas de Equipo son destruidas."
    # 000:1188 "la carta equipada pierde su objetivo y es destruida"
    "equip": ("000:632", "000:1130"),
    "equip_destroyed": ("000:632", "000:1188"),
    # 000:626 "su efecto continúa mientras la carta permanezca boca arriba en el Campo."
    "continuous": ("000:626", "000:664", "000:274"),
    # --- chains ------------------------------------------------------------
    # 000:949 "la Cadena se resuelve en orden inverso, comenzando con la última
    #          carta que fue activada."
    "chain": ("000:947", "000:949", "000:1012"),
    "resolve": ("000:949", "000:1012"),
    # 000:955 "debes hacerlo con un efecto de Velocidad de Hechizo de 2 o más, y no
    #          puede tener una Velocidad de Hechizo menor que el efecto al que estés
    #          respondiendo."
    "spell_speed": ("000:955", "000:959", "000:965", "000:971", "000:977"),
    # 000:1196 "Tienes que pagar cualquier coste antes de declarar la activación de
    #           la carta. Aún si es negada la activación de la carta, no se te
    #           devuelve el coste que pagaste."
    "cost": ("000:1196",),
    "cannot_pay_cost": ("000:1196",),
    # 000:1024 "se resuelve primero y niega la activación de 'Rugido Amenazante'."
    "negate": ("000:1024", "000:1026"),
    # 000:1076 "Esta Cadena se construye comenzando con los efectos del jugador
    #           activo."
    "simultaneous_triggers": ("000:1074", "000:1076"),
    # 000:1092 "Invocar un monstruo, Sacrificar, cambiar la posición de batalla ...
    #           no son activaciones de efectos"
    "chain_closed": ("000:1092", "000:949"),
    # 000:1168 "El texto previo a los dos puntos da información acerca de las
    #           condiciones para activar el efecto o de cuándo debe de ocurrir."
    "activation_condition": ("000:1168", "000:298"),
    # 000:1172 "El efecto de una carta es la habilidad especial escrita en ella"
    "effect": ("000:1172", "000:1168"),
    # 000:1164 "Una carta es destruida cuando es mandada al Cementerio a causa de una
    #           batalla entre monstruos o por un efecto que destruye una carta."
    "destroy": ("000:1164",),
    # 000:1182 "Destruir una carta, descartarla y Sacrificar un monstruo son acciones
    #           que mandan una carta al Cementerio"
    "send_to_graveyard": ("000:1182", "000:168"),
    # 000:1146 "Las cartas que "controlas" son las cartas en tu Zona de Monstruos,
    #          Zona de Magia y Trampas, Zona del Campo y Zona de Péndulo."
    # 000:1148 "Si un jugador toma control de una carta de su adversario, muévela al
    #          lado del Campo del nuevo controlador. Si es mandada al Cementerio, o
    #          devuelta a la mano o al Deck, siempre debe volver al Cementerio / mano /
    #          Deck del propietario original."
    # 004:1147 "Il tuo avversario ti può portar via il controllo di una carta con
    #          l'effetto di una carta. In questo caso la carta viene spostata sul
    #          Terreno dell'avversario. ... viene sempre fatta ritornare nella mano o
    #          Deck del proprietario della carta."
    # 000:1096 "Si un Monstruo Xyz ... pasa a ser controlado por el adversario, los
    #          Materiales Xyz no son mandados al Cementerio"
    "take_control": ("000:1146", "000:1148", "004:1147", "000:1096"),
    # 000:1148 (above): the owner gets the card back; 000:156 a player has 5
    #          Monster Zones, so with none free it goes to the owner's Graveyard.
    "control_returns": ("000:1148", "004:1147", "000:156"),
    # 000:1132 "una carta que es desterrada es sacada del Campo."
    "banish": ("000:1132",),
    # 000:1160 "Descartar significa mandar al Cementerio una carta en tu mano."
    "discard": ("000:1160",),
    # 000:1126 "No puedes activar un efecto para buscar en tu Deck una carta si no
    #           tienes una carta en tu Deck con las características requeridas."
    "search": ("000:1126",),
    # 000:286 "seleccionar 1 monstruo en el Campo; destruye ese objetivo."
    # 000:876 "no puedes elegir un monstruo que ya haya sido destruido"
    "no_target": ("000:286", "000:302", "000:876", "000:1126"),
    # 000:1084 "Si hay alguna discrepancia entre las reglas básicas y el efecto de
    #           una carta, el efecto de la carta tiene precedencia."
    "effect_forbids": ("000:1084",),
    "cannot_attack": ("000:1084", "000:278"),
    # 000:1058 "Las Fichas de Monstruos ... Cuando una ficha es destruida o mandada a
    #           la mano o el Deck, simplemente se retira del Campo."
    "token": ("000:1058", "000:1060"),
    "card_not_there": ("000:1146",),
    # --- battle ------------------------------------------------------------
    # 000:809 "Selecciona 1 monstruo de tu Campo con el cual atacar y 1 de los
    #          monstruos de tu adversario como tu objetivo de ataque, y declara el
    #          ataque."
    "attack": ("000:809",),
    # 000:809 "A cada monstruo en Posición de Ataque boca arriba que controlas le es
    #          permitido 1 ataque por turno."
    "attack_position": ("000:809",),
    "already_attacked": ("000:809", "000:1122"),
    # 000:809 "Si tu adversario no tiene monstruos en su Campo, puedes atacarlo
    #          directamente."  000:1110 "el daño al jugador será igual al ATK"
    "direct_attack": ("000:809", "000:943", "000:1110"),
    # 000:825 "puede suceder que el objetivo del ataque sea retirado del Campo, o un
    #          nuevo monstruo sea colocado en el Campo de tu adversario ... se
    #          dispara una 'Repetición'."
    "replay": ("000:825",),
    # 000:815 "los jugadores calculan el resultado de la batalla"
    "damage_step": ("000:813", "000:815"),
    # 000:868 "Durante el Damage Step, sólo puedes activar Cartas de Trampa de
    #          Contraefecto o cartas con efectos que directamente cambien el ATK o
    #          la DEF de un monstruo."
    "damage_step_activation": ("000:866", "000:868"),
    # 000:872 "Si atacas una carta en Posición de Defensa boca abajo, volteá la carta
    #          a Posición de Defensa boca arriba durante el Damage Step."
    "flip_in_battle": ("000:870", "000:872"),
    # 000:876 "todos los efectos de Volteo se activan y resuelven después del
    #          cálculo de daño."
    "flip_effect": ("000:308", "000:874", "000:876"),
    # 000:883 "Si atacas un monstruo en Posición de Ataque, compara ATK con ATK. Si
    #          atacas un monstruo en Posición de Defensa, compara el ATK de tu
    #          monstruo con la DEF del monstruo atacado."
    "battle_damage": ("000:883", "000:1152"),
    "battle_atk_win": ("000:897", "000:899"),
    "battle_atk_tie": ("000:903", "000:905"),
    "battle_atk_lose": ("000:909", "000:911"),
    "battle_def_win": ("000:925", "000:927"),
    "battle_def_tie": ("000:931", "000:933"),
    "battle_def_lose": ("000:937", "000:939"),
    "battle_direct": ("000:943", "000:1110"),
    # 000:1080 "Los monstruos con 0 ATK no pueden destruir nada en batalla. Si dos
    #           monstruos en Posición de Ataque con 0 ATK batallan entre sí,
    #           ninguno es destruido."
    "zero_atk": ("000:1080",),
    # 000:1156 "infinges daño a los LP de tu adversario igual a la diferencia entre
    #           el ATK del monstruo atacante y la DEF del monstruo defensor."
    "piercing": ("000:1154", "000:1156"),
    # --- winning -----------------------------------------------------------
    # 000:688 "Si tú y tu adversario llegan a 0 LP al mismo tiempo, el Duelo se
    #          declara un empate."  000:692 "- Reducir los LP de tu adversario a 0."
    "lp_zero": ("000:688", "000:692"),
    "draw_game": ("000:688",),
    # 000:693 "- Tu adversario no puede robar una carta cuando debe hacerlo."
    # 000:726 "Un jugador sin cartas en su Deck y que no puede robar pierde el Duelo."
    "deck_out": ("000:693", "000:726"),
    # 000:694 "- Gana con el efecto especial de una carta."
    "card_effect_win": ("000:694", "000:688"),
    "game_over": ("000:684", "000:688"),
    # 000:1196 costs paid; LP changes are public: 000:1066
    "lp_change": ("000:1066",),
    "not_in_edition": ("000:522",),
}

#: Entries of the older official rulebook (edition ``synchro``, source 001)
#: where that edition says otherwise or words it its own way.
EDITION_CITES: dict[str, dict[str, tuple[str, ...]]] = {
    "synchro": {
        # 001:363 "En cualquier momento del juego sólo puede haber una Carta Mágica
        #          de Campo boca arriba en el Campo, contando a ambos jugadores.
        #          Cuando una nueva Carta Mágica de Campo es activada, la
        #          previamente activa es destruida automáticamente."
        "field_spell": ("001:363",),
        # 001:1321 "lRetirar del Juego" / 001:1323 "una carta que es retirada del
        #          juego es sacada del campo."
        "banish": ("001:1321", "001:1323"),
        # 001:359 "Si el monstruo equipado es destruido, volteado boca abajo o
        #          retirado del juego, sus Cartas de Equipo son destruidas." (part of
        #          the paragraph starting at 001:347)
        "equip_destroyed": ("001:347",),
        # 001:746 "Si tienes más de 6 cartas en tu mano al final de esta phase,
        #          selecciona y descarta cartas"
        "hand_limit": ("001:746",),
        # 001:684 "IMPORTANTE: El jugador que juega primero no puede realizar una
        #          Battle Phase en su primer turno."
        "first_turn_no_battle": ("001:684",),
        # 001:688 "Reglas de Repetición durante el Battle Step"
        "replay": ("001:688", "001:690"),
        # 001:36 / 001:41 / 001:45 how to Synchro Summon
        "synchro_summon": ("001:1", "001:36", "001:41", "001:45"),
        "synchro_materials": ("001:36", "001:41"),
        # 001:73 "Si tienes todos los Monstruos Material de Fusión listados ...
        #         puedes activar 'Polimerización'"
        "fusion_summon": ("001:56", "001:73", "001:78"),
        "fusion_materials": ("001:73",),
        # 001:1049 "Prioridad del Jugador Activo"
        "priority": ("001:1049", "001:1051"),
        # 001:1096 "Fichas de Monstruos"
        "token": ("001:1096",),
        # 001:901/907 "Una 'Cadena' es un modo de ordenar la resolución ... la Cadena
        #          se resuelve en orden inverso"
        "chain": ("001:901", "001:907"),
        # 001:924 "debes hacerlo con un efecto de Velocidad de Hechizo de 2 o más"
        "spell_speed": ("001:924", "001:968"),
        # 001:1131 / 001:1135 simultaneous Spell Speed 1 effects, turn player first
        "simultaneous_triggers": ("001:1131", "001:1135"),
        # 001:800 "Calculas el Daño de Batalla basándote en la posición de batalla"
        "battle_damage": ("001:800",),
        "battle_atk_win": ("001:805", "001:809"),
        "battle_atk_tie": ("001:813", "001:817"),
        "battle_atk_lose": ("001:819", "001:823"),
        "battle_def_win": ("001:849", "001:853"),
        "battle_def_tie": ("001:855", "001:858"),
        "battle_def_lose": ("001:860", "001:864"),
        # 001:896 "Si no hay monstruos en el Campo de tu adversario, puedes atacar
        #          directamente."
        "battle_direct": ("001:896",),
        # 001 has no Xyz Monsters and no Pendulum Monsters: the Extra Deck holds
        # "Cartas de Monstruos de Sincro o de Fusión" (001:493).
        "not_in_edition": ("001:493", "001:1"),
    },
}


def cites(rule: str, edition: str = "9.1") -> list[str]:
    """Section ids for ``rule`` under ``edition``.

    >>> cites("hand_limit")
    ['000:849', '000:854']
    >>> cites("field_spell", "synchro")
    ['001:363']
    """
    table = EDITION_CITES.get(edition, {})
    if rule in table:
        return list(table[rule])
    return list(CITES.get(rule, ()))
