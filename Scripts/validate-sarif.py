#!/usr/bin/env python3
"""Validates SARIF logs against a SARIF 2.1.0 JSON schema.

usage: validate-sarif.py SCHEMA LOG [LOG ...]
Prints one line per schema violation and exits 1 if there is any, 2 on a usage problem.
The validator follows the schema's `$schema`: draft-04 for the official OASIS schema (which is
itself checked against its metaschema), draft 2020-12 for the copy in GitHub's codeql-action,
which its own metaschema rejects and so is used as it is, as the upload action does.
"""
import json
import sys

try:
    from jsonschema import Draft4Validator, Draft202012Validator
except ImportError:
    print("python3 module 'jsonschema' is missing: pip install jsonschema", file=sys.stderr)
    sys.exit(2)

if len(sys.argv) < 3:
    print(__doc__, file=sys.stderr)
    sys.exit(2)

with open(sys.argv[1], encoding="utf-8") as handle:
    schema = json.load(handle)
if "2020-12" in schema.get("$schema", ""):
    validator = Draft202012Validator(schema)
else:
    Draft4Validator.check_schema(schema)
    validator = Draft4Validator(schema)
failed = False
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        failed = True
        where = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{where}: {error.message}")
sys.exit(1 if failed else 0)
