"""Round trip of the situation reader: random situations, written in words, read back.

Each case is a random situation (tests/reader_roundtrip.py: battles of one to three attacks,
Chains of two to four library cards, Tribute, Synchro, Xyz and Pendulum Summons, control
changes followed by a destruction, a return to the hand or a Tribute, Sets, Flip Summons,
position changes, Spells/Traps Set and activated, and replays) written from the phrasing
bank in one of the four languages; the reader must give back the same board, the same plays
in the same order and the same question, and the engine the same answer.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from reader_roundtrip import cases  # noqa: E402

from judge.cards import get_library  # noqa: E402
from judge.engine import simulate  # noqa: E402
from judge.qa.reader import build_scenario, read  # noqa: E402
from judge.qa.reader.model import Reading, searches, value_of  # noqa: E402

N = 1200


def played(reading: Reading, library: object) -> object:
    """The engine's answer to what the reading asks."""
    search = searches(reading)
    if search is not None:
        return value_of(reading, [simulate(build_scenario(r), library) for r in search])
    return value_of(reading, simulate(build_scenario(reading), library))


def run(seed: int, n: int) -> tuple[int, list[str]]:
    library = get_library()
    failures: list[str] = []
    for case in cases(seed, n):
        expected = case.reading
        got = read(case.text, case.lang)
        want_value = played(expected, library)
        if got is None:
            failures.append(f"[{case.lang}] not read: {case.text}")
            continue
        got_value = played(got, library)
        if got.key() != expected.key() or got_value != want_value:
            failures.append(
                f"[{case.lang}] {case.text}\n    want {expected.key()} -> {want_value}"
                f"\n    got  {got.key()} -> {got_value}"
            )
    return n - len(failures), failures


def test_round_trip() -> None:
    ok, failures = run(20261125, N)
    for f in failures[:40]:
        print(f)
    print(f"round trip: {ok}/{N} exact ({100 * ok / N:.1f} %)")
    assert ok / N >= 0.99, f"{len(failures)} of {N} situations read wrong"
