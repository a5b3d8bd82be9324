"""Validators of pack files, written by fastjsonschema at build time (`python -m cardsmith.compiler.shipped`).

Generated code: not edited by hand, not linted; `cardsmith.compiler.validate` uses one only when it was
made from today's schema by the installed fastjsonschema.
"""
