"""The ``judge`` command.

Every command that prints results takes ``--json`` and then prints exactly the JSON the
matching API endpoint returns.  Exit codes: 0 done, 1 a check failed (a ruling, a
deck), 2 bad usage or bad input, with a one-line reason on stderr.

Commands live in :mod:`judge.commands`, one module per area; each module keeps its
heavy imports (spaCy, the graph, Flask) inside the command functions so that
``judge --help`` and a fresh ``judge build`` stay fast.
"""

from __future__ import annotations

import importlib

import click

from judge import __version__

#: Modules that add commands to the ``judge`` group, each through ``register(group)``.
COMMAND_MODULES = (
    "judge.commands.corpus",
    "judge.commands.server",
    "judge.commands.engine",
    "judge.commands.graph",
    "judge.commands.qa",
    "judge.commands.feedback",
)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="judge")
def main() -> None:
    """Judge: a rules judge for the Yu-Gi-Oh! TCG in Spanish, Italian, Portuguese and English."""


for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(main)


if __name__ == "__main__":
    main()
