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
- a pattern that a native review found wrong (PATTERNS), or a translation that reads an English word
  as another term (MISREAD: French *batch* as « lot », *Undo* as « Annuler », *left out* as „fehlt“);
- German: a lower-case sentence after a colon (when the text before it is not a field or file name);
- French: an ordinary or no-break space inside a digit group (U+202F there), a straight apostrophe
  in a message or in the French entries of the metainfo and the desktop file;
- an accelerator lost or doubled: a label whose English has one & must keep exactly one;
- a slip: one English source read two ways in one catalog (its & and the translations' & ignored),
  unless the messages' <comment>, <extracomment> or <translatorcomment> tell them apart (the noun
  "Run" of a column and the verb "R&un" of a button); the same English in two contexts is one text;
an accelerator's & is removed before a word is looked for ("A&venant" is "Avenant").

Each problem of the last native review is kept in REGRESSIONS as it was written: put back one at a
time into a scratch copy of the files, each must make the check fail (the self-test, run every time
unless --no-self-test is given).

Usage: check_glossary.py [--quiet] [--no-self-test] [REPOSITORY_ROOT]   (exit status 1 when something
must change)
"""
import pathlib
import re
import shutil
import sys
import tempfile
import xml.etree.ElementTree as ET

LANGUAGES = ("de", "es", "fr")

# The tú forms a usted catalog must not use: the pronouns and the verb forms seen in reviews.
SPANISH_TU = ("tú", "tu", "tus", "te", "ti", "contigo", "tuyo", "tuya", "puedes", "tienes", "quieres", "debes",
              "necesitas", "sabes", "estás", "has elegido", "has escrito", "hayas", "haz", "hazlo", "pulsa",
              "escríbelo", "elígelo", "ábrelo", "escribe tu", "elige tu", "usa tu", "o escribe", "o elige",
              "o usa", "o indica")

# What a native review found wrong, per language: (regular expression on the text as read, why).
PATTERNS = {
    "de": (
        (r"Spitze (zugewiesen|reserviert)", "header word order: „Zugewiesen (Spitze)“, not „Spitze zugewiesen“"),
        (r"[Vv]orhergesagte Spalte", "the column is not predicted: name it („Zugewiesen (Spitze, vorhergesagt)“)"),
        (r"[Uu]nterwegs fehlgeschlagen", "calque of part-way: „vor dem Ende fehlgeschlagen“"),
        (r"\b([Dd]er|[Dd]en|[Dd]em|[Dd]es|[Ee]inen?|[Ee]inem) Host(?![-\w])", "bare „Host“: „entfernter Host“ or „Hostname“"),
        (r"\bTab\b(?!-Taste)", "„Tab“ for a tab: the glossary says „Reiter“"),
        (r"nach %\d+ geschrieben", "calque of written to: „in %1 gespeichert“"),
        (r"Dezimalzahlen verwenden", "the decimal separator: „Das Dezimaltrennzeichen ist der Punkt“"),
        (r"Fenster führt sie", "*keeps it* is not „führt“: „Ein anderes Fenster übernimmt sie“"),
        (r"Ein Gerät hat eine Gesamtgröße", "drops the *only*: „Ein Gerät hat nur eine Gesamtgröße“"),
        (r"bedeuten nur etwas\s+neben", "calque of next to: „gemessen an der Qualität“"),
        (r"\bwandert\b", "calque of drift towards: „sich nicht nachträglich an … anpasst“"),
        (r"in den Worten Ihrer\s+Arbeit", "calque of in the words of your work: „in den Begriffen Ihres Fachgebiets“"),
    ),
    "es": (
        (r"[Cc]olumna prevista", "the column is not foreseen: name it («Pico asignado predicho»)"),
        (r"a medio camino", "calque of part-way: «antes de terminar»"),
        (r"no pudo alcanzar", "calque of could not reach: «no pudo conectar con»"),
        (r"^Mostrando:", "a gerund as a label: «Ejecución mostrada:»"),
        (r"[Uu]na unidad útil es\s+distinta", "calque of distinct: «Cada unidad útil cuenta una sola vez»"),
        (r"detenida a medias", "calque of part-way: «detenida antes de terminar»"),
        (r"[Ll]os decimales usan", "the decimal separator: «El separador decimal es el punto»"),
        (r"informes? que cita(n)?\s+(una fila|sus filas)", "subject and object swapped: «informe citado por una fila»"),
        (r"guarda el trabajo sin guardar", "saves the unsaved work: «conserva el trabajo sin guardar»"),
        (r"otra ventana la lleva", "calque of keeps it: «otra ventana se encarga de ella»"),
        (r"junto a la calidad", "calque of next to: «en relación con la calidad»"),
        (r"se\s+desplace\s+hacia", "calque of drift towards: «se ajuste a posteriori a»"),
        (r"con las palabras de su\s+trabajo",
         "calque of in the words of your work: «en los términos de su propio trabajo»"),
        (r"nota humana", "a human grade: «valoración humana»"),
        (r"con qué evidencia", "*evidence* is not «evidencia»: «con qué datos»"),
    ),
    "fr": (
        (r"\bLot \(séquences\)", "batch is « batch » (« lot » is the rental unit)"),
        (r"[Cc]olonne prévue", "the column is not planned: name it (« Pic alloué prédit »)"),
        (r"[Ll]es décimales utilisent", "the decimal separator: « le séparateur décimal »"),
        (r"arrondit par paramètre", "drops the *up*: « arrondit chaque paramètre à l’octet entier supérieur »"),
        (r"^Avenant…", "a button is a verb: « Modifier par avenant… »"),
        (r"\d[ \u00a0]\d{3}(?!\d)", "a digit group takes U+202F, not an ordinary or no-break space"),
        (r"'", "a straight apostrophe: ’"),
        (r"une autre fenêtre la tient", "calque of keeps it: « une autre fenêtre s’en charge »"),
        (r"\bcompact(é|ée|és|ées)\b", "packed is « empaqueté »"),
        (r"protocole de qualité", "the glossary says « protocole qualité »"),
        (r"catalogue des tarifs", "the glossary says « catalogue de tarifs »"),
        (r"à côté de la qualité", "calque of next to: « rapportés à la qualité »"),
        (r"avec les mots de votre\s+travail",
         "calque of in the words of your work: « dans les termes de votre métier »"),
        (r"[Uu]ne unité utile est\s+distincte", "calque of distinct: « Chaque unité utile ne compte qu’une fois »"),
        (r"note humaine", "a human grade: « évaluation humaine »"),
        (r"\bretarifi", "a coinage: « ne change jamais le prix »"),
    ),
}

# (English word, translation that misreads it, why): the message's English names the word and not the
# term the translation names.
MISREAD = {
    "de": ((r"\bleft out\b", r"\bfehl(t|en)\b", "„fehlt“ reads as an error for *left out*: „wird weggelassen“"),
           (r"\bdistinct\b", r"\beindeutig", "*distinct* is „verschieden“ (eindeutig = unambiguous)")),
    "es": ((r"\bprob(e|ed|es|ing)\b", r"\bexam(en|in|ín)", "*probe* is «sondear», «sondeo» (examinar = examine)"),
           (r"\bcents\b", r"\bcéntimos\b", "the catalog says «centavos»")),
    "fr": ((r"\bbatch\b", r"\blots?\b", "*batch* is « batch »; « lot » is the rental unit only"),
           (r"\b[Uu]ndo\b", r"\b[Aa]nnuler\b", "*Undo* is « Défaire »; « Annuler » stays for Cancel"),
           (r"\bround(s|ed)?\b[^.;]*\bup\b", r"^(?!.*(supérieur|vers le haut|moitié vers le haut)).*$",
            "rounding up without « supérieur » or « vers le haut »")),
}
MISREAD_UNLESS = {"fr": {r"\blots?\b": r"\blots?\b", r"\b[Aa]nnuler\b": r"\b[Cc]ancel"}}

# German: before a colon, a field or file name ("%1: der Modellname ist leer") keeps lower case after it.
GERMAN_FIELD_PREFIX = re.compile(r"%\d|_|^(Begründung|Schwellenwert|Vergleich|Abbruch|Gewichte)$")
# A clause after the colon is a sentence when it is an instruction ("korrigieren Sie") or holds one of
# these finite verbs (a noun phrase such as „ein absoluter Pfad“ keeps its lower case).
GERMAN_FINITE = re.compile(
    r"\b(ist|sind|war|waren|hat|haben|hatte|wird|werden|wurde|wurden|würde|kann|können|konnte|muss|müssen|gibt"
    r"|zeigt|bleibt|bleiben|endete|scheiterte|reserviert|speichert|sieht|sehen|führt|liegt|enthält|unterstützt"
    r"|braucht|fehlt|fehlen|folgt|passt|nennt|steht|geht|kommt|zählt|gilt)\b")

# Terms whose glossary form every message naming them must use, per language (lower case; an
# inflected form is matched by its stem).
REQUIRED = {
    "remote host": {"de": ("entfernte",), "es": ("host remoto", "hosts remotos"),
                    "fr": ("hôte distant", "hôtes distants")},
    "compute capability": {"de": ("compute capability",), "es": ("capacidad de cómputo",),
                           "fr": ("capacité de calcul",)},
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


def slips(root, lang):
    """Each English source (its & ignored) that the catalog reads two ways (the & ignored too), one line
    each. Messages whose <comment>, <extracomment> or <translatorcomment> differ may differ: a
    translator's comment is the one a catalog can add by itself (lupdate keeps it, and it never changes
    the message looked up), where a comment in the sources is not at hand."""
    readings = {}
    for context in ET.parse(root / f"translations/iteragpu_{lang}.ts").getroot().iter("context"):
        for message in context.iter("message"):
            notes = tuple(message.findtext(tag) or "" for tag in ("comment", "extracomment", "translatorcomment"))
            translation = message.find("translation")
            forms = tuple(plain(f.text or "") for f in translation.iter("numerusform")) or \
                (plain(translation.text or ""),)
            where = context.findtext("name").split("::")[-1]
            readings.setdefault((plain(message.findtext("source")), notes), {}).setdefault(forms, []).append(where)
    return [f"{lang}: {source!r} translated {len(ways)} ways: "
            + "; ".join(f"{' | '.join(forms)!r} ({', '.join(where)})" for forms, where in ways.items())
            for (source, _), ways in readings.items() if len(ways) > 1]


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


def patterns(lang, source, text):
    problems = [why for pattern, why in PATTERNS[lang] if re.search(pattern, plain(text), re.M)]
    for english, wrong, why in MISREAD[lang]:
        unless = MISREAD_UNLESS.get(lang, {}).get(wrong)
        if source is not None and re.search(english, plain(source), re.I | re.S) and \
                re.search(wrong, plain(text), re.I | re.S) and not (unless and re.search(unless, plain(source))):
            problems.append(why)
    if lang == "de":
        for sentence in re.split(r"(?<=[.!?])\s+", plain(text)):
            for match in re.finditer(r"([^:]*):\s+(?=[a-zäöü])", sentence):
                prefix = match.group(1).strip()
                clause = re.split(r"[,;(]", sentence[match.end():])[0]
                if re.match(r"\S*[._/]|(cpu|ssh|iteragpu|libtorch)\b", clause):
                    continue  # a file, key or program name keeps its spelling
                if not GERMAN_FIELD_PREFIX.search(prefix) and (
                        re.match(r"\w+ Sie\b", clause) or GERMAN_FINITE.search(clause.strip(), 1)):
                    problems.append(f"lower case after „{prefix[-30:]}:“ where a sentence follows")
    return problems


def accelerators(source, text):
    """A label whose English carries one accelerator keeps exactly one (a literal && is no mark)."""
    marks = lambda t: len(re.findall(r"&(?!&)", t.replace("&&", "")))
    if marks(source) == 1 and marks(text) != 1:
        return [f"{marks(text)} accelerator marks where the English has one"]
    return [f"{marks(text)} accelerator marks"] if marks(text) > 1 else []


def french_packaging(root):
    """The French entries of the metainfo and the desktop file: typographic apostrophes."""
    problems = []
    metainfo = (root / "resources/org.iteragpu.lab.metainfo.xml.in").read_text(encoding="utf-8")
    for text in re.findall(r'xml:lang="fr">(.*?)</', metainfo, re.S):
        if "'" in text:
            problems.append(f"fr: metainfo: straight apostrophe in {' '.join(text.split())[:70]!r}")
    for line in (root / "resources/org.iteragpu.lab.desktop").read_text(encoding="utf-8").splitlines():
        if "[fr]=" in line and "'" in line:
            problems.append(f"fr: desktop entry: straight apostrophe in {line!r}")
    return problems


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


def check(root, quiet=True, languages=LANGUAGES):
    """Every problem found under `root` in `languages`, one line each."""
    failures = []
    for lang in languages:
        catalog = messages(root, lang)
        protocol = (root / f"resources/protocole-qualite.{lang}.md").read_text(encoding="utf-8")
        texts = [(f"{ctx}: {src!r}", t) for ctx, src, forms in catalog for t in forms]
        texts.append((f"resources/protocole-qualite.{lang}.md", protocol))
        for where, text in texts:
            for problem in typography(lang, re.sub(r"`[^`]*`", "", text)) + register(lang, text):
                failures.append(f"{lang}: {where}: {problem}")
        for paragraph in re.split(r"\n\s*\n", protocol):
            for problem in patterns(lang, None, re.sub(r"`[^`]*`", "", paragraph)):
                failures.append(f"{lang}: resources/protocole-qualite.{lang}.md: {problem}")
        for ctx, src, forms in catalog:
            for text in forms:
                for problem in required_terms(lang, src, text) + patterns(lang, src, text) + accelerators(src, text):
                    failures.append(f"{lang}: {ctx}: {src!r}: {problem}")
        failures += slips(root, lang)
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
    return failures + (french_packaging(root) if "fr" in languages else [])


# Each problem a native review found, as it was written before its fix: (file, the fixed text, the
# text that had the problem, a phrase of the failure it must cause). Put back one at a time into a
# copy of the files, each must fail the check; a fixed text that is gone is itself a failure (the
# list then needs updating with the catalog).
REGRESSIONS = (
    ("de", "Zugewiesen (Spitze)</translation>", "Spitze zugewiesen</translation>", "header word order"),
    ("de", "Die Spalte „Zugewiesen (Spitze, vorhergesagt)“ zeigt", "Die vorhergesagte Spalte ist", "not predicted"),
    ("de-protocol", "Einheit zählt nur einmal", "Einheit ist eindeutig", "'eindeutig'"),
    ("de", "environment.json wird weggelassen", "environment.json fehlt", "reads as an error"),
    ("de", "Messung vor dem Ende fehlgeschlagen", "Messung unterwegs fehlgeschlagen", "part-way"),
    ("de", "Der entfernte Host %1 wurde", "Der Host %1 wurde", "bare „Host“"),
    ("de", "auf dem Reiter „Umgebung“", "auf dem Tab „Umgebung“", "„Reiter“"),
    ("de", "Kein Ergebnis: Korrigieren Sie", "Kein Ergebnis: korrigieren Sie", "lower case after"),
    ("de", "Veraltet: Die Tabelle", "Veraltet: die Tabelle", "lower case after"),
    ("de", "Entfernten Host testen", "Host testen", "'remote host' without"),
    ("es", "O escriba arriba", "O escribe arriba", "tú form"),
    ("es", "Sondéelo en la pestaña", "Puedes sondearlo en la pestaña", "tú form 'puedes'"),
    ("es", "como se escribe en su idioma", "como se escribe en tu idioma", "tú form 'tu'"),
    ("es", "La columna «Pico asignado predicho» muestra", "La columna prevista es", "not foreseen"),
    ("es", "(centavos)", "(céntimos)", "«centavos»"),
    ("es-protocol", "Cada unidad útil\ncuenta una sola vez", "Una unidad útil es\ndistinta", "calque of distinct"),
    ("es", "falló antes de terminar", "falló a medio camino", "calque of part-way"),
    ("es", "no pudo conectar con %1.", "no pudo alcanzar %1.", "could not reach"),
    ("es", "Ejecución &amp;mostrada:", "&amp;Mostrando:", "a gerund as a label"),
    ("es", "Sondeado (UTC)", "Examinado (UTC)", "*probe*"),
    ("es", "Probar cone&amp;xión", "Probar conexión", "accelerator marks"),
    ("es", "Host remoto %1, sondeado", "Anfitrión %1, sondeado", "'remote host' without"),
    ("fr", "B&amp;atch (séquences)", "&amp;Lot (séquences)", "batch is « batch »"),
    ("fr", "du batch, du contexte", "du lot, du contexte", "rental unit only"),
    ("fr", "couches × %2 batch ×", "couches × %2 lot ×", "rental unit only"),
    ("fr", "chaque paramètre arrondi à l’octet entier supérieur", "arrondit par paramètre", "*up*"),
    ("fr", "La colonne «&#xa0;Pic alloué prédit&#xa0;» montre", "La colonne prévue est", "not planned"),
    ("fr", "Le séparateur décimal est le point («&#xa0;.&#xa0;»)", "Les décimales utilisent «&#xa0;.&#xa0;»",
     "le séparateur décimal"),
    ("fr", "Mod&amp;ifier par avenant…", "A&amp;venant…", "a button is a verb"),
    ("fr", "<translation>&amp;Défaire</translation>", "<translation>&amp;Annuler</translation>", "*Undo*"),
    ("fr", "7&#x202f;000&#x202f;000&#x202f;000", "7 000 000 000", "digit group"),
    ("fr", "7&#x202f;000&#x202f;000&#x202f;000", "7&#xa0;000&#xa0;000&#xa0;000", "digit group"),
    ("fr-metainfo", "l’allocateur à cache", "l'allocateur à cache", "metainfo: straight apostrophe"),
    ("fr", "Tester l’hôte distant", "Tester l’hôte à distance", "'remote host' without"),
    # The review to A: one English source, one reading (the German parts after „in %1“, „von:“ and „an %2“
    # are all dative now); a button's verb apart from a column's noun only by a translator's comment.
    ("de", "dem Qualitätsprotokoll</translation>", "das Qualitätsprotokoll</translation>", "translated 2 ways"),
    ("de", "<translatorcomment>verb: the button starts the run; the results grid&apos;s column header Run is the "
           "noun</translatorcomment>\n        ", "", "translated 2 ways"),
    ("es", "no se puede generar el gráfico como PNG", "el gráfico no se puede generar como PNG", "translated 2 ways"),
    ("fr", "%1&#xa0;: lecture impossible (%2)", "%1&#xa0;: ne peut pas être lu (%2)", "translated 2 ways"),
    ("fr", "A&amp;jouter une ligne</translation>", "A&amp;jouter la ligne</translation>", "translated 2 ways"),
    ("de", "Bericht in %1 gespeichert. Median", "Bericht nach %1 geschrieben. Median", "written to"),
    ("de", "Das Dezimaltrennzeichen ist in jeder Sprache der Punkt („.“)",
     "Dezimalzahlen verwenden in jeder Sprache „.“", "decimal separator"),
    ("de", "Ein anderes Fenster übernimmt sie", "Ein anderes Fenster führt sie", "keeps it"),
    ("de", "Ein Gerät hat nur eine Gesamtgröße", "Ein Gerät hat eine Gesamtgröße", "*only*"),
    ("de", "einen Jump-Host in", "einen Sprung-Host in", "'Sprung-Host'"),
    ("de", "Gradienten, Optimizer-Zustand, Bibliotheken", "Gradienten, Optimiererzustand, Bibliotheken",
     "'Optimiererzustand'"),
    ("de", "ist kein Datum JJJJ-MM-TT</translation>", "ist kein Datum YYYY-MM-DD</translation>", "'YYYY-MM-DD'"),
    ("de-protocol", "Zeit und Geld sagen nur etwas aus, gemessen an", "Zeit und Geld bedeuten nur etwas neben",
     "next to"),
    ("de-protocol", "damit sich der Schwellenwert\nnicht nachträglich an das anpasst,",
     "damit der Schwellenwert\nnicht zu dem wandert,", "drift towards"),
    ("de-protocol", "in den Begriffen Ihres Fachgebiets", "in den Worten Ihrer Arbeit", "words of your work"),
    ("es", "capacidad de cómputo del dispositivo", "compute capability del dispositivo",
     "'compute capability' without"),
    ("es", "El separador decimal es el punto («.»)", "Los decimales usan «.»", "decimal separator"),
    ("es", "cada informe citado por una fila", "cada informe que cita una fila", "swapped"),
    ("es", "todos los informes citados por sus filas", "todos los informes que citan sus filas", "swapped"),
    ("es", "Solo una ventana conserva el trabajo", "Solo una ventana guarda el trabajo", "saves the unsaved work"),
    ("es", "otra ventana se encarga de ella", "otra ventana la lleva", "keeps it"),
    ("es", "detenida antes de terminar", "detenida a medias", "part-way"),
    ("es", "no es un archivo regular; rechazado", "no es un archivo normal; rechazado", "'archivo normal'"),
    ("es-protocol", "solo tienen sentido en relación con la calidad", "solo significan algo junto a la calidad",
     "next to"),
    ("es-protocol", "para que el umbral no se\najuste a posteriori a", "para que el umbral no se\ndesplace hacia",
     "drift towards"),
    ("es-protocol", "en los términos de su propio trabajo", "con las palabras de su trabajo", "words of your work"),
    ("es-protocol", "una valoración humana", "una nota humana", "human grade"),
    ("es-protocol", "con qué datos", "con qué evidencia", "*evidence*"),
    ("fr", "capacité de calcul du périphérique", "compute capability du périphérique", "'compute capability' without"),
    ("fr", "une autre fenêtre s’en charge", "une autre fenêtre la tient", "keeps it"),
    ("fr", "la valeur empaquetée", "la valeur compactée", "« empaqueté »"),
    ("fr", "Fixez le protocole qualité avant", "Fixez le protocole de qualité avant", "« protocole qualité »"),
    ("fr", "Ouvrir le catalogue de tarifs", "Ouvrir le catalogue des tarifs", "« catalogue de tarifs »"),
    ("fr", "Le rapport récupéré de l’hôte distant", "Le rapport rapatrié de l’hôte distant", "'rapatrié'"),
    ("fr-protocol", "n’ont de sens que rapportés à la qualité", "n’ont de sens qu’à côté de la qualité", "next to"),
    ("fr-protocol", "dans les termes de votre métier", "avec les mots de votre travail", "words of your work"),
    ("fr-protocol", "Chaque unité utile ne compte qu’une fois", "Une unité utile est distincte", "calque of distinct"),
    ("fr-protocol", "une évaluation humaine", "une note humaine", "human grade"),
    ("fr-protocol", "ne change jamais le prix d’une exécution passée", "ne retarifie jamais une exécution passée",
     "coinage"),
)
REGRESSION_FILES = {"de-protocol": "resources/protocole-qualite.de.md", "es-protocol": "resources/protocole-qualite.es.md",
                    "fr-protocol": "resources/protocole-qualite.fr.md",
                    "fr-metainfo": "resources/org.iteragpu.lab.metainfo.xml.in"}
CHECKED_FILES = [f"translations/{name}" for lang in LANGUAGES for name in (f"iteragpu_{lang}.ts", f"glossary-{lang}.md")] + \
    [f"resources/protocole-qualite.{lang}.md" for lang in LANGUAGES] + \
    ["resources/org.iteragpu.lab.metainfo.xml.in", "resources/org.iteragpu.lab.desktop"]


def self_test(root):
    """The REGRESSIONS that the check misses (or whose fixed text is gone), one line each."""
    problems = []
    with tempfile.TemporaryDirectory() as scratch:
        copy = pathlib.Path(scratch)
        for name in CHECKED_FILES:
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(root / name, copy / name)
        for where, fixed, broken, expected in REGRESSIONS:
            name = REGRESSION_FILES.get(where, f"translations/iteragpu_{where}.ts")
            original = (root / name).read_text(encoding="utf-8")
            fixed, broken = fixed.replace("\\n", "\n"), broken.replace("\\n", "\n")
            if fixed not in original:
                problems.append(f"self-test: {name} no longer holds {fixed!r}")
                continue
            (copy / name).write_text(original.replace(fixed, broken, 1), encoding="utf-8")
            if not any(expected in line for line in check(copy, languages=(where[:2],))):
                problems.append(f"self-test: {broken!r} put back into {name} is not caught ({expected!r})")
            (copy / name).write_text(original, encoding="utf-8")
    return problems


def main(argv):
    quiet = "--quiet" in argv
    args = [a for a in argv if a not in ("--quiet", "--no-self-test")]
    root = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent)
    failures = check(root, quiet)
    if "--no-self-test" not in argv:
        failures += self_test(root)
    for line in failures:
        print("FAIL " + line)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
