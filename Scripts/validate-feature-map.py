#!/usr/bin/env python3
"""Validates feature maps (permlint.yml) against Docs/schema/feature-map.schema.json.

usage: validate-feature-map.py SCHEMA MAP [MAP ...]
Prints one line per violation and exits 1 if there is any, 2 on a usage problem.
YAML is read with YAML 1.2 booleans (true/false only), as YAML editors do: under PyYAML's
YAML 1.1 defaults the flow key `on:` would become the boolean true.
"""
import os
import re
import sys

try:
    import yaml
    import jsonschema  # noqa: F401
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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import schema_check  # noqa: E402

schema_check.main(__doc__, lambda handle: yaml.load(handle, Loader=Loader))
