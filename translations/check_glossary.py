#!/usr/bin/env python3
"""Checks the catalogs and the protocol texts against translations/glossary-{de,es,fr}.md.

For each glossary term it lists, per language, how the messages whose English source names the
term translate it (the chosen forms found, and the messages that use none of them, to be read by a
person: inflection or a rephrasing is often right). It fails on what must never appear:
- a word or phrase struck through (~~...~~) in a glossary note, in a message or the protocol text;
- French: an ordinary space before : ; ? ! or inside « » (U+00A0 before :, U+202F before ; ? !);
- German: ASCII double quotes in a message (use „…“);
- Spanish: a question without its opening ¿, and the informal tú (the catalog says usted);
- a message whose English names a required term without the glossary's form for it (REQUIRED);
an accelerator's & is removed before a word is looked for ("A&venant" is "Avenant").

Usage: check_glossary.py [--quiet] [REPOSITORY_ROOT]   (exit status 1 when something must change)
"""
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

LANGUAGES = ("de", "es", "fr")

# The tú forms a usted catalog must not use: the pronouns and the verb forms seen in reviews.
SPANISH_TU = ("tú", "tu", "tus", "te", "ti", "contigo", "puedes", "tienes", "quieres", "debes", "necesitas",
              "escribe tu", "elige tu", "usa tu")

# Terms whose glossary form every message naming them must use, per language (lower case; an
# inflected form is matched by its stem).
REQUIRED = {
    "remote host": {"de": ("entfernte",), "es": ("host remoto", "hosts remotos"),
                    "fr": ("hôte distant", "hôtes distants")},
}


def glossary(root, lang):
    rows = []
    for line in (root / f"translations/glossary-{lang}.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not line.startswith("|") or cells[0] in ("English term", "---"):
            continue
        term, chosen, note = cells
        english = [t.strip() for t in re.sub(r"\(.*?\)", "", term).split("/") if t.strip()]
        forms = [f.strip().lower() for f in chosen.split(",") if f.strip()]
        rows.append((term, english, forms, re.findall(r"~~(.+?)~~", note)))
    return rows


def messages(root, lang):
    """(context, English source, [translations]) for every message of the catalog."""
    tree = ET.parse(root / f"translations/iteragpu_{lang}.ts")
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            out.append((name, message.findtext("source"), forms))
    return out


def forbidden_hits(text, word):
    return re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text) is not None


def plain(text):
    """The text as a reader sees it: without accelerator marks (a literal && stays one &)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def register(lang, text):
    """Spanish: the informal forms found in `text`."""
    if lang != "es":
        return []
    lowered = plain(text).lower()
    return [f"tú form '{word}' (the catalog says usted)" for word in SPANISH_TU if forbidden_hits(lowered, word)]


def required_terms(lang, source, text):
    problems = []
    for term, forms in REQUIRED.items():
        if term in plain(source).lower() and not any(form in plain(text).lower() for form in forms[lang]):
            problems.append(f"'{term}' without the glossary's {' / '.join(forms[lang])}")
    return problems


def typography(lang, text):
    problems = []
    if lang == "fr":
        if re.search(r" [:;?!]", text) or "« " in text or " »" in text:
            problems.append("ordinary space before : ; ? ! or inside « »")
        if re.search(r"\u00a0[;?!]|\u202f:", text):
            problems.append("U+00A0 goes before :, U+202F before ; ? !")
    elif lang == "de" and '"' in text:
        problems.append('ASCII " instead of „…“')
    elif lang == "es":
        for sentence in re.split(r"(?<=[.:;])\s+", text):
            if "?" in sentence and "¿" not in sentence:
                problems.append("question without ¿")
    return problems


def main(argv):
    quiet = "--quiet" in argv
    args = [a for a in argv if a != "--quiet"]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    failures = []
    for lang in LANGUAGES:
        catalog = messages(root, lang)
        protocol = (root / f"resources/protocole-qualite.{lang}.md").read_text(encoding="utf-8")
        texts = [(f"{ctx}: {src!r}", t) for ctx, src, forms in catalog for t in forms]
        texts.append((f"resources/protocole-qualite.{lang}.md", protocol))
        for where, text in texts:
            for problem in typography(lang, re.sub(r"`[^`]*`", "", text)) + register(lang, text):
                failures.append(f"{lang}: {where}: {problem}")
        for ctx, src, forms in catalog:
            for text in forms:
                for problem in required_terms(lang, src, text):
                    failures.append(f"{lang}: {ctx}: {src!r}: {problem}")
        if not quiet:
            print(f"== {lang}")
        for term, english, forms, banned in glossary(root, lang):
            for word in banned:
                for where, text in texts:
                    if forbidden_hits(plain(text), word):
                        failures.append(f"{lang}: {where}: '{word}' (glossary: {term})")
            if quiet or not english:
                continue
            pattern = re.compile("|".join(r"\b" + re.escape(e) + r"(s|es|ed|ing)?\b" for e in english), re.I)
            uses = [(src, " ".join(f).replace("&", "")) for _, src, f in catalog if pattern.search(src)]
            found = {form: sum(form in t.lower() for _, t in uses) for form in forms}
            missing = [src for src, t in uses if not any(form in t.lower() for form in forms)]
            shown = ", ".join(f"{form} ×{n}" for form, n in found.items())
            in_protocol = sum(protocol.lower().count(form) for form in forms)
            print(f"{term}: {len(uses)} messages; {shown}; without a chosen form: {len(missing)};"
                  f" in the protocol text: {in_protocol}")
            for src in missing:
                print(f"    {src[:110]!r}")
    for line in failures:
        print("FAIL " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
