"""cardsmith: validate, run and print tabletop card games from YAML packs and an effect language."""

__version__ = "0.1.0"
