#!/usr/bin/env python3
"""Validates SARIF logs against a SARIF 2.1.0 JSON schema.

usage: validate-sarif.py SCHEMA LOG [LOG ...]
Prints one line per schema violation and exits 1 if there is any, 2 on a usage problem.
The validator follows the schema's `$schema`: draft-04 for the official OASIS schema (which is
itself checked against its metaschema), draft 2020-12 for the copy in GitHub's codeql-action,
which its own metaschema rejects and so is used as it is, as the upload action does.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import schema_check  # noqa: E402

schema_check.main(__doc__, json.load, check_schema=lambda schema: "2020-12" not in schema.get("$schema", ""))
