#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema (draft 4, 6, 7 or 2020-12, from its $schema).

usage: validate-json.py SCHEMA DOCUMENT [DOCUMENT ...]
Prints one line per schema violation and exits 1 if there is any, 2 on a usage problem.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import schema_check  # noqa: E402

schema_check.main(__doc__, json.load)
