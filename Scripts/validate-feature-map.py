#!/usr/bin/env python3
"""Validates feature maps (permlint.yml) against Docs/schema/feature-map.schema.json.

usage: validate-feature-map.py SCHEMA MAP [MAP ...]
Prints one line per violation and exits 1 if there is any, 2 on a usage problem.
YAML is read with YAML 1.2 booleans (true/false only), as YAML editors do: under PyYAML's
YAML 1.1 defaults the flow key `on:` would become the boolean true.
"""
import json
import re
import sys

try:
    import yaml
    from jsonschema import Draft7Validator
except ImportError as error:
    print(f"missing python3 module: {error.name} (pip install pyyaml jsonschema)", file=sys.stderr)
    sys.exit(2)


class Loader(yaml.SafeLoader):
    """SafeLoader with YAML 1.2 core booleans."""


Loader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)

if len(sys.argv) < 3:
    print(__doc__, file=sys.stderr)
    sys.exit(2)
with open(sys.argv[1], encoding="utf-8") as handle:
    schema = json.load(handle)
Draft7Validator.check_schema(schema)
validator = Draft7Validator(schema)
failed = False
for path in sys.argv[2:]:
    with open(path, encoding="utf-8") as handle:
        document = yaml.load(handle, Loader=Loader)
    for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
        failed = True
        where = "/".join(str(part) for part in error.absolute_path)
        print(f"{path}: /{where}: {error.message}")
sys.exit(1 if failed else 0)
