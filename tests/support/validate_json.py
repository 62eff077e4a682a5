#!/usr/bin/python3
"""JSON Schema (draft 2020-12) checks for the tests, by Debian's python3-jsonschema.

Run by JsonSchemaValidator (tests/support/jsonschema.cpp) as `/usr/bin/python3 -I validate_json.py MODE`,
with one JSON document on standard input:

  check-schema  {"name": NAME, "schema": SCHEMA}
                the schema must itself be a valid draft 2020-12 schema, and use no keyword that draft
                does not define (a misspelt keyword would otherwise constrain nothing, silently).
  validate      {"schemas": {NAME: SCHEMA, ...}, "schema": NAME, "instance": VALUE}
                VALUE against the schema registered as NAME; a "$ref" reaches another registered
                schema by its "$id" or by its name (the file name, "environment.schema.json").

Every problem is one line on standard output, "JSON-POINTER: message" ("/" for the root); the exit
status is 0 when there is none, 1 when there are some, 2 when the check could not be made (the
reason on standard error).

check_schemas.py imports this file for the same schema checks.
"""

import json
import sys

try:
    import jsonschema
    from jsonschema import Draft202012Validator
except ImportError as error:  # pragma: no cover - the message is the point
    sys.stderr.write(f"{error}: the tests need Debian's python3-jsonschema (apt-get install python3-jsonschema)\n")
    sys.exit(2)

# The keywords of draft 2020-12 that only annotate or identify (they validate nothing); the validating
# ones are those the validator class implements.
ANNOTATIONS = {
    "$schema", "$id", "$anchor", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
    "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
    "contentEncoding", "contentMediaType", "contentSchema", "format",
}
# Keywords whose value is a schema, an object of schemas, or an array of schemas.
SCHEMA_VALUED = {
    "additionalProperties", "contains", "else", "if", "items", "not", "propertyNames", "then",
    "unevaluatedItems", "unevaluatedProperties", "contentSchema",
}
SCHEMA_MAPS = {"$defs", "dependentSchemas", "patternProperties", "properties"}
SCHEMA_ARRAYS = {"allOf", "anyOf", "oneOf", "prefixItems"}


def pointer(path):
    """A JSON pointer (RFC 6901) for a path of keys and indexes; "/" for the root."""
    parts = [str(part).replace("~", "~0").replace("/", "~1") for part in path]
    return "/" + "/".join(parts) if parts else "/"


def one_line(text):
    return " ".join(str(text).split())


def unknown_keywords(schema, path=()):
    """Every keyword of the schema (and of its subschemas) that draft 2020-12 does not define."""
    if not isinstance(schema, dict):
        return []
    known = set(Draft202012Validator.VALIDATORS) | ANNOTATIONS
    problems = []
    for keyword, value in schema.items():
        at = path + (keyword,)
        if keyword not in known:
            problems.append(f"{pointer(at)}: unknown keyword {keyword!r} (not defined by draft 2020-12)")
        elif keyword in SCHEMA_VALUED:
            problems += unknown_keywords(value, at)
        elif keyword in SCHEMA_MAPS and isinstance(value, dict):
            for name, subschema in value.items():
                problems += unknown_keywords(subschema, at + (name,))
        elif keyword in SCHEMA_ARRAYS and isinstance(value, list):
            for index, subschema in enumerate(value):
                problems += unknown_keywords(subschema, at + (index,))
    return problems


def schema_problems(schema):
    """Why the schema is not a valid draft 2020-12 schema (Draft202012Validator.check_schema, with
    the "regex" format of patterns checked too), one line each; empty when it is."""
    if not isinstance(schema, (dict, bool)):
        return [f"/: a schema is an object or a boolean, not {type(schema).__name__}"]
    meta = Draft202012Validator(Draft202012Validator.META_SCHEMA, format_checker=Draft202012Validator.FORMAT_CHECKER)
    problems = [
        f"{pointer(error.absolute_path)}: {one_line(error.message)}"
        for error in sorted(meta.iter_errors(schema), key=lambda e: pointer(e.absolute_path))
    ]
    if not problems:
        try:
            Draft202012Validator.check_schema(schema)
        except jsonschema.exceptions.SchemaError as error:
            problems.append(f"{pointer(error.absolute_path)}: {one_line(error.message)}")
    # The meta-schema reaches some keywords by several paths ($dynamicRef): one line per problem.
    return list(dict.fromkeys(problems + unknown_keywords(schema)))


def validator_for(schemas, name):
    """A validator for the schema registered as `name`, whose "$ref"s reach the other registered
    schemas by "$id" or by name."""
    schema = schemas[name]
    by_uri = {}
    for other_name, other in schemas.items():
        by_uri[other_name] = other
        if isinstance(other, dict) and isinstance(other.get("$id"), str):
            by_uri[other["$id"]] = other
    base = schema.get("$id", name) if isinstance(schema, dict) else name
    format_checker = Draft202012Validator.FORMAT_CHECKER
    try:
        # jsonschema 4.18 and later: a registry (the `referencing` library); RefResolver is deprecated.
        from referencing import Registry, Resource
        from referencing.jsonschema import DRAFT202012
    except ImportError:
        # Debian 12's jsonschema 4.10: RefResolver with a store of the registered schemas, that never
        # fetches: a reference to a schema not registered is an error, not a download.
        class LocalResolver(jsonschema.RefResolver):
            def resolve_remote(self, uri):
                raise jsonschema.exceptions.RefResolutionError(f"{uri} is not a registered schema")

        resolver = LocalResolver(base_uri=base, referrer=schema, store=by_uri)
        return Draft202012Validator(schema, resolver=resolver, format_checker=format_checker)
    registry = Registry().with_resources(
        (uri, Resource.from_contents(contents, default_specification=DRAFT202012)) for uri, contents in by_uri.items()
    )
    if not (isinstance(schema, dict) and "$id" in schema):
        # Relative references of a schema without "$id" resolve against its name, as with RefResolver.
        schema = dict(schema, **{"$id": name}) if isinstance(schema, dict) else schema
    return Draft202012Validator(schema, registry=registry, format_checker=format_checker)


def instance_problems(schemas, name, instance):
    validator = validator_for(schemas, name)
    try:
        errors = sorted(validator.iter_errors(instance), key=lambda e: (pointer(e.absolute_path), e.message))
    except Exception as error:  # an unresolvable $ref (RefResolutionError, referencing's Unresolvable)
        detail = one_line(error)
        if len(detail) > 300:
            detail = detail[:300] + "..."
        return [f"/: unresolved $ref in {name}: {detail}"]
    return list(dict.fromkeys(f"{pointer(error.absolute_path)}: {one_line(error.message)}" for error in errors))


def main(argv):
    if len(argv) != 2 or argv[1] not in ("check-schema", "validate"):
        sys.stderr.write("usage: validate_json.py check-schema|validate < INPUT.json\n")
        return 2
    try:
        request = json.loads(sys.stdin.buffer.read())
        if argv[1] == "check-schema":
            problems = schema_problems(request["schema"])
        else:
            problems = instance_problems(request["schemas"], request["schema"], request["instance"])
    except (ValueError, KeyError, TypeError) as error:
        sys.stderr.write(f"validate_json.py {argv[1]}: bad input: {type(error).__name__}: {error}\n")
        return 2
    sys.stdout.reconfigure(encoding="utf-8")
    for problem in problems:
        sys.stdout.write(problem + "\n")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
