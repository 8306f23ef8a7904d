"""Judge: a rules judge for the Yu-Gi-Oh! trading card game.

Data flows one way: rule texts -> sections -> concepts and mentions -> graph ->
answers.  The rules engine (:mod:`judge.engine`) stands apart and depends on
nothing else in the package.
"""

__version__ = "0.1.0"
