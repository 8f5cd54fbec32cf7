"""What the three validate-*.py scripts share: read a JSON Schema, validate documents against
it, print one line per violation (`PATH: /pointer: message`) and exit 1 if there is any, 2 on a
usage problem. Each script says how its documents are read and whether its schema is checked
against its metaschema first.
"""
import json
import sys


def main(usage, load, check_schema=lambda schema: True):
    """Validates sys.argv[2:] against the schema at sys.argv[1]; `load` reads one document
    from an open file; `check_schema(schema)` says whether to check the schema itself."""
    try:
        from jsonschema.validators import validator_for
    except ImportError:
        print("python3 module 'jsonschema' is missing: pip install jsonschema", file=sys.stderr)
        sys.exit(2)
    if len(sys.argv) < 3:
        print(usage, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = validator_for(schema)
    if check_schema(schema):
        validator_class.check_schema(schema)
    validator = validator_class(schema)
    failed = False
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as handle:
            document = load(handle)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
            failed = True
            where = "/".join(str(part) for part in error.absolute_path)
            print(f"{path}: /{where}: {error.message}")
    sys.exit(1 if failed else 0)
