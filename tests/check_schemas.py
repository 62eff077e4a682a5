#!/usr/bin/python3
"""Every shipped schema (resources/schema/*.json) is a valid JSON Schema draft 2020-12
(Draft202012Validator.check_schema, patterns checked as regular expressions), declares that draft in
"$schema", uses no keyword the draft does not define, and has an "$id" that ends with its file name
(a "$ref" to "environment.schema.json" resolves to that "$id").

usage: /usr/bin/python3 check_schemas.py SCHEMA-DIR
Needs Debian's python3-jsonschema; without it the check fails (exit 2).
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
import validate_json  # noqa: E402  (exits 2, with the reason, without python3-jsonschema)

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def problems_of(path):
    name = os.path.basename(path)
    try:
        with open(path, encoding="utf-8") as file:
            schema = json.load(file)
    except (OSError, ValueError) as error:
        return [f"cannot be read as JSON: {error}"]
    if not isinstance(schema, dict):
        return ["is not a JSON object"]
    problems = validate_json.schema_problems(schema)
    if schema.get("$schema") != DRAFT:
        problems.append(f'/$schema: {schema.get("$schema")!r}, not {DRAFT!r}')
    schema_id = schema.get("$id")
    if not isinstance(schema_id, str) or not schema_id.endswith("/" + name):
        problems.append(f"/$id: {schema_id!r} does not end with /{name}")
    return problems


def main(argv):
    if len(argv) != 2:
        sys.stderr.write(__doc__)
        return 2
    folder = argv[1]
    names = sorted(name for name in os.listdir(folder) if name.endswith(".json"))
    if not names:
        sys.stderr.write(f"{folder}: no schema\n")
        return 1
    failed = 0
    for name in names:
        problems = problems_of(os.path.join(folder, name))
        for problem in problems:
            print(f"{name}: {problem}")
        failed += bool(problems)
    print(f"{len(names)} schemas, {failed} with problems")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
