#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 4, 6, 7 or 2020-12, from its $schema).

usage: validate-json.py SCHEMA DOCUMENT [DOCUMENT ...]
Prints one line per schema violation and exits 1 if there is any, 2 on a usage problem.
"""
import json
import sys

try:
    from jsonschema.validators import validator_for
except ImportError:
    print("python3 module 'jsonschema' is missing: pip install jsonschema", file=sys.stderr)
    sys.exit(2)

if len(sys.argv) < 3:
    print(__doc__, file=sys.stderr)
    sys.exit(2)

with open(sys.argv[1], encoding="utf-8") as handle:
    schema = json.load(handle)
validator_class = validator_for(schema)
validator_class.check_schema(schema)
validator = validator_class(schema)
failed = False
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
        failed = True
        where = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{where}: {error.message}")
sys.exit(1 if failed else 0)
