<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>IteraGpu::AddressSpace</name>
    <message>
        <source>the address-space limit of %1 bytes could not be set (%2)</source>
        <translation>die Adressraumgrenze von %1 Bytes ließ sich nicht setzen (%2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::BackendLoader</name>
    <message>
        <source>backend %1: not a file</source>
        <translation>Backend %1: keine Datei</translation>
    </message>
    <message>
        <source>backend %1: cannot be loaded (%2)</source>
        <translation>Backend %1: kann nicht geladen werden (%2)</translation>
    </message>
    <message>
        <source>backend %1: not an IteraGPU Lab torch module (its entry points are missing)</source>
        <translation>Backend %1: kein Torch-Modul von IteraGPU Lab (Einstiegspunkte fehlen)</translation>
    </message>
    <message>
        <source>backend %1: ABI version %2, this application needs %3</source>
        <translation>Backend %1: ABI-Version %2, diese Anwendung benötigt %3</translation>
    </message>
    <message>
        <source>backend %1: its function table does not match ABI version %2</source>
        <translation>Backend %1: seine Funktionstabelle passt nicht zur ABI-Version %2</translation>
    </message>
    <message>
        <source>backend %1: not found (install the package iteragpu-lab-torch, build the torch module, or give its path with --backend)</source>
        <translation>Backend %1: nicht gefunden (das Paket iteragpu-lab-torch installieren, das Torch-Modul bauen oder seinen Pfad mit --backend angeben)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::BackendMessage</name>
    <message>
        <source>this libtorch was built without CUDA or ROCm: it can measure only the CPU dry run</source>
        <translation>dieses libtorch wurde ohne CUDA und ROCm gebaut: Es kann nur den Probelauf auf der CPU messen</translation>
    </message>
    <message>
        <source>libtorch sees no usable GPU (check the GPU, its driver and the runtime)</source>
        <translation>libtorch sieht keine nutzbare GPU (prüfen Sie die GPU, ihren Treiber und die Runtime)</translation>
    </message>
    <message>
        <source>this machine has no GPU with that index</source>
        <translation>dieser Rechner hat keine GPU mit diesem Index</translation>
    </message>
    <message>
        <source>the device must be cpu or cuda:N</source>
        <translation>das Gerät muss cpu oder cuda:N sein</translation>
    </message>
    <message>
        <source>this libtorch cannot compute in that dtype on the CPU</source>
        <translation>dieses libtorch kann mit diesem Dtype nicht auf der CPU rechnen</translation>
    </message>
    <message>
        <source>bfloat16 needs a GPU of compute capability 8.0 or newer; choose float16 or float32</source>
        <translation>bfloat16 braucht eine GPU mit Compute Capability 8.0 oder höher; wählen Sie float16 oder float32</translation>
    </message>
    <message>
        <source>the device ran out of memory</source>
        <translation>der Speicher des Geräts ist erschöpft</translation>
    </message>
    <message>
        <source>the libtorch backend is not loaded</source>
        <translation>das libtorch-Backend ist nicht geladen</translation>
    </message>
    <message>
        <source>libtorch or the torch module reported an error</source>
        <translation>libtorch oder das Torch-Modul hat einen Fehler gemeldet</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 [%2] (original message: %3)</source>
        <translation>%1 [%2] (Originalmeldung: %3)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ByteSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: not a regular file; refused</source>
        <translation>%1: keine reguläre Datei; abgelehnt</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Cancel</name>
    <message>
        <source>%1: reading stopped (cancelled)</source>
        <translation>%1: Lesen abgebrochen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Catalog</name>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1: leere Datei; erwartet wird die Kopfzeile %2</translation>
    </message>
    <message>
        <source>%1, line 1: missing column &apos;%2&apos;; expected the header %3</source>
        <translation>%1, Zeile 1: Spalte „%2“ fehlt; erwartet wird die Kopfzeile %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1: %2 Felder erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1: „%2“ ist keine gültige Kennung (Kleinbuchstaben, Ziffern, „.“, „-“, „_“)</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1: der Modellname ist leer</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be whole US-dollar cents, digits only (no decimals, no currency sign)</source>
        <translation>%1: „%2“ muss ganze US-Dollar-Cent sein, nur Ziffern (keine Nachkommastellen, kein Währungszeichen)</translation>
    </message>
    <message>
        <source>%1: a price cannot be negative, got &apos;%2&apos;</source>
        <translation>%1: ein Preis kann nicht negativ sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD, optionally followed by a note in parentheses</source>
        <translation>%1: „%2“ ist kein Datum JJJJ-MM-TT, optional gefolgt von einer Anmerkung in Klammern</translation>
    </message>
    <message>
        <source>%1: duplicate row for gpu_id &apos;%2&apos; and %3 days</source>
        <translation>%1: doppelte Zeile für gpu_id „%2“ und %3 Tage</translation>
    </message>
    <message>
        <source>%1: gpu_id &apos;%2&apos; disagrees with its earlier rows on %3</source>
        <translation>%1: gpu_id „%2“ widerspricht ihren früheren Zeilen bei %3</translation>
    </message>
    <message>
        <source>%1: the catalog has a header but no tariff rows</source>
        <translation>%1: der Katalog hat eine Kopfzeile, aber keine Tarifzeilen</translation>
    </message>
    <message>
        <source> and %1 more (see &apos;iteragpu catalog&apos;)</source>
        <translation> und %1 weitere (siehe „iteragpu catalog“)</translation>
    </message>
    <message>
        <source>%1, line 1: the header must start with exactly %2</source>
        <translation>%1, Zeile 1: die Kopfzeile muss genau mit %2 beginnen</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: unknown column &apos;%3&apos;; after %4 a catalog may add only %5</source>
        <translation>%1, Zeile 1, Spalte %2: unbekannte Spalte „%3“; nach %4 darf ein Katalog nur %5 hinzufügen</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: the column &apos;%3&apos; appears twice</source>
        <translation>%1, Zeile 1, Spalte %2: die Spalte „%3“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1: „%2“ ist kein Datum JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>%1, %2: %3 cents is above the row&apos;s price_cents (%4); a spot price is never above the on-demand price</source>
        <translation>%1, %2: %3 Cent liegt über price_cents der Zeile (%4); ein Spotpreis liegt nie über dem On-Demand-Preis</translation>
    </message>
    <message>
        <source>%1, %2: %3 is after the row&apos;s snapshot_date (%4); a price is read on or before its snapshot</source>
        <translation>%1, %2: %3 liegt nach snapshot_date der Zeile (%4); ein Preis wird am Tag seines Stands oder davor abgelesen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Checkpoint</name>
    <message>
        <source>%1 files: more than %2 shards</source>
        <translation>%1 Dateien: mehr als %2 Teildateien</translation>
    </message>
    <message>
        <source>%1: more than %2 tensors in all</source>
        <translation>%1: insgesamt mehr als %2 Tensoren</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is also in %3</source>
        <translation>%1: Tensor „%2“ ist auch in %3</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3)</source>
        <translation>%1: Offset %2: kein JSON-Objekt (%3)</translation>
    </message>
    <message>
        <source>%1: weight_map: expected an object naming each tensor&apos;s file</source>
        <translation>%1: weight_map: erwartet wird ein Objekt, das die Datei jedes Tensors nennt</translation>
    </message>
    <message>
        <source>%1: weight_map[&quot;%2&quot;]: expected a file name in the index&apos;s folder</source>
        <translation>%1: weight_map[„%2“]: erwartet wird ein Dateiname im Ordner des Index</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is not in the index&apos;s weight_map for this file</source>
        <translation>%1: Tensor „%2“ steht für diese Datei nicht in der weight_map des Index</translation>
    </message>
    <message>
        <source>%1: weight_map lists %2 tensor(s) in %3, the file holds %4</source>
        <translation>%1: weight_map nennt %2 Tensor(en) in %3, die Datei enthält %4</translation>
    </message>
    <message>
        <source>no config.json beside the checkpoint: no KV cache figure</source>
        <translation>keine config.json neben dem Checkpoint: kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3): no KV cache figure</source>
        <translation>%1: Offset %2: kein JSON-Objekt (%3): kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1: Offset %2: %3</translation>
    </message>
    <message>
        <source>%1: several safetensors index files; choose one</source>
        <translation>%1: mehrere safetensors-Indexdateien; wählen Sie eine</translation>
    </message>
    <message>
        <source>%1: several GGUF files; choose one</source>
        <translation>%1: mehrere GGUF-Dateien; wählen Sie eine</translation>
    </message>
    <message>
        <source>%1: no .safetensors, safetensors index or .gguf file in this folder</source>
        <translation>%1: keine .safetensors-Datei, kein safetensors-Index und keine .gguf-Datei in diesem Ordner</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: keine solche Datei und kein solcher Ordner</translation>
    </message>
    <message>
        <source>%1: the checkpoint&apos;s total bytes overflow 64 bits</source>
        <translation>%1: die gesamten Bytes des Checkpoints überschreiten 64 Bit</translation>
    </message>
    <message>
        <source>%1: weight_map names more than %2 shards</source>
        <translation>%1: weight_map nennt mehr als %2 Shards</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Comparison</name>
    <message>
        <source>compare %1 to %2 runs, not %3</source>
        <translation>vergleichen Sie %1 bis %2 Läufe, nicht %3</translation>
    </message>
    <message>
        <source>the baseline must be a run from 1 to %1</source>
        <translation>die Referenz muss ein Lauf von 1 bis %1 sein</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Csv</name>
    <message>
        <source>%1, line %2: a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>%1, Zeile %2: ein Anführungszeichen in einem Feld ohne Anführungszeichen (setzen Sie das ganze Feld in Anführungszeichen und verdoppeln Sie das Zeichen)</translation>
    </message>
    <message>
        <source>%1, line %2: text after a closing quote</source>
        <translation>%1, Zeile %2: Text nach einem schließenden Anführungszeichen</translation>
    </message>
    <message>
        <source>%1, line %2: a quoted field is never closed (unterminated quote)</source>
        <translation>%1, Zeile %2: ein Feld in Anführungszeichen wird nie geschlossen (offenes Anführungszeichen)</translation>
    </message>
    <message>
        <source>%1, line %2: expected at most %3 fields, found more</source>
        <translation>%1, Zeile %2: höchstens %3 Felder erwartet, mehr gefunden</translation>
    </message>
    <message>
        <source>%1, line %2: a field longer than %3 characters</source>
        <translation>%1, Zeile %2: ein Feld mit mehr als %3 Zeichen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Datasheets</name>
    <message>
        <source>%1, line 1: the header must be exactly %2</source>
        <translation>%1, Zeile 1: die Kopfzeile muss genau %2 lauten</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1: %2 Felder erwartet, %3 gefunden</translation>
    </message>
    <message>
        <source>%1: more than %2 rows</source>
        <translation>%1: mehr als %2 Zeilen</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1: „%2“ ist keine gültige Kennung (Kleinbuchstaben, Ziffern, „.“, „-“, „_“)</translation>
    </message>
    <message>
        <source>%1: a second row for &apos;%2&apos;</source>
        <translation>%1: eine zweite Zeile für „%2“</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1: der Modellname ist leer</translation>
    </message>
    <message>
        <source>%1: an empty device name (names are separated by &apos;;&apos;)</source>
        <translation>%1: ein leerer Gerätename (Namen werden durch „;“ getrennt)</translation>
    </message>
    <message>
        <source>%1: the device name &apos;%2&apos; is listed twice; a name must match one row only</source>
        <translation>%1: der Gerätename „%2“ ist zweimal aufgeführt; ein Name darf nur zu einer Zeile passen</translation>
    </message>
    <message>
        <source>%1: the source must be the datasheet&apos;s https:// address</source>
        <translation>%1: die Quelle muss die https://-Adresse des Datenblatts sein</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1: „%2“ ist kein Datum JJJJ-MM-TT</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1: leere Datei; erwartet wird die Kopfzeile %2</translation>
    </message>
    <message>
        <source>no datasheet row applies on the CPU</source>
        <translation>auf der CPU gilt keine Datenblattzeile</translation>
    </message>
    <message>
        <source>no datasheet row for the device name &apos;%1&apos;</source>
        <translation>keine Datenblattzeile für den Gerätenamen „%1“</translation>
    </message>
    <message>
        <source>the report does not say whether TF32 was allowed for float32 matrix products, so neither the FP32 nor the TF32 peak applies</source>
        <translation>der Bericht sagt nicht, ob TF32 für float32-Matrixprodukte erlaubt war; daher gilt weder die FP32- noch die TF32-Spitzenleistung</translation>
    </message>
    <message>
        <source>the datasheet row %1 states no dense %2 peak</source>
        <translation>die Datenblattzeile %1 nennt für %2 keine Spitzenleistung bei dichten Matrizen</translation>
    </message>
    <message>
        <source>no warm forward, no share of the datasheet&apos;s dense peak</source>
        <translation>kein warmer Vorwärtsdurchlauf, kein Anteil an der Spitzenleistung des Datenblatts bei dichten Matrizen</translation>
    </message>
    <message>
        <source>Matrix-product work per forward: %1 FLOP (4 x batch x context x width x hidden; bias and GELU not counted)</source>
        <translation>Rechenaufwand der Matrixprodukte pro Vorwärtsdurchlauf: %1 FLOP (4 x Batch x Kontext x Breite x verborgene Breite; Bias und GELU nicht mitgezählt)</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput: none (no warm forward)</source>
        <translation>Erreichter Durchsatz der Matrixprodukte: keiner (kein warmer Vorwärtsdurchlauf)</translation>
    </message>
    <message>
        <source>Achieved at the warm median: %1 FLOP/s (%2); %3</source>
        <translation>Erreicht beim Median der warmen Vorwärtsdurchläufe: %1 FLOP/s (%2); %3</translation>
    </message>
    <message>
        <source>%1 % of the datasheet&apos;s dense peak (%2, %3 FLOP/s; %4, read %5 from %6)</source>
        <translation>%1 % der Spitzenleistung des Datenblatts bei dichten Matrizen (%2, %3 FLOP/s; %4, gelesen am %5 aus %6)</translation>
    </message>
    <message>
        <source>— above the datasheet&apos;s dense peak, which a dense matrix product cannot reach: the datasheet row may not be this device&apos;s, or the measured time is wrong; this share is no result</source>
        <translation>— über der Spitzenleistung des Datenblatts bei dichten Matrizen, die ein dichtes Matrixprodukt nicht erreichen kann: Die Datenblattzeile gehört vielleicht nicht zu diesem Gerät, oder die gemessene Zeit ist falsch; dieser Anteil ist kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DisplayText</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n weiteres Zeichen)</numerusform>
            <numerusform>… (%n weitere Zeichen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::DomainLimits</name>
    <message>
        <source>%1 or %2</source>
        <comment>the last choice of a list such as &apos;3, 7 or 30&apos;</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1: muss %2 Tage sein, erhalten: „%3“</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1: muss %2 sein, erhalten: „%3“</translation>
    </message>
    <message>
        <source>%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)</source>
        <translation>%1: ein Gerät ist erforderlich, z. B. cuda:0 (oder cpu für einen Protokoll-Probelauf)</translation>
    </message>
    <message>
        <source>%1: must be cuda:N (e.g. cuda:0) or cpu, got &apos;%2&apos;</source>
        <translation>%1: muss cuda:N (z. B. cuda:0) oder cpu sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1: höchstens %2 Zeichen</translation>
    </message>
    <message>
        <source>%1: one line of text without control or format characters</source>
        <translation>%1: eine Textzeile ohne Steuer- oder Formatzeichen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Environment</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Anwendung</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compiler</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Betriebssystem</translation>
    </message>
    <message>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>nicht geladen: %1</translation>
    </message>
    <message>
        <source>GPU runtime libtorch was built with</source>
        <translation>GPU-Runtime, mit der libtorch gebaut wurde</translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation>keine: Dieses libtorch unterstützt weder CUDA noch ROCm</translation>
    </message>
    <message>
        <source>Visible GPUs</source>
        <translation>Sichtbare GPUs</translation>
    </message>
    <message>
        <source>Module error</source>
        <translation>Modulfehler</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Gerät %1</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Gerätename</translation>
    </message>
    <message>
        <source>Total memory (reported by the runtime)</source>
        <translation>Gesamtspeicher (von der Runtime gemeldet)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Compute Capability</translation>
    </message>
    <message>
        <source>GFX architecture</source>
        <translation>GFX-Architektur</translation>
    </message>
    <message>
        <source>Driver (user-reported)</source>
        <translation>Treiber (vom Benutzer angegeben)</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>nicht erfasst</translation>
    </message>
    <message>
        <source>Not collected</source>
        <translation>Nicht erfasst</translation>
    </message>
    <message>
        <source>Multiprocessors</source>
        <translation>Multiprozessoren</translation>
    </message>
    <message>
        <source>Caching allocator backend</source>
        <translation>Backend des Caching-Allokators</translation>
    </message>
    <message>
        <source>cuBLAS workspace (from the first matrix product)</source>
        <translation>cuBLAS-Workspace (ab dem ersten Matrixprodukt)</translation>
    </message>
    <message>
        <source>Allocator and cuBLAS variables</source>
        <translation>Variablen für Allokator und cuBLAS</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>keine gesetzt</translation>
    </message>
    <message>
        <source>other environment variables, user and host names, home paths, serial numbers, UUIDs, network addresses</source>
        <translation>andere Umgebungsvariablen, Benutzer- und Rechnernamen, Home-Pfade, Seriennummern, UUIDs, Netzwerkadressen</translation>
    </message>
    <message>
        <source>TF32 for float32 matrix products</source>
        <translation>TF32 für float32-Matrixprodukte</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
    </message>
    <message>
        <source>Probed (UTC)</source>
        <translation>Abgefragt (UTC)</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Prozessor</translation>
    </message>
    <message>
        <source>Logical processors</source>
        <translation>Logische Prozessoren</translation>
    </message>
    <message>
        <source>Memory (RAM)</source>
        <translation>Speicher (RAM)</translation>
    </message>
    <message>
        <source>Intra-op threads (libtorch)</source>
        <translation>Intra-op-Threads (libtorch)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::EnvironmentReader</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>„%1“ erwartet</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads version 1)</source>
        <translation>unbekannte Version %1 (dieses Programm liest Version 1)</translation>
    </message>
    <message>
        <source>expected an object (backend.loaded is true)</source>
        <translation>ein Objekt erwartet (backend.loaded ist true)</translation>
    </message>
    <message>
        <source>expected null (backend.loaded is false)</source>
        <translation>null erwartet (backend.loaded ist false)</translation>
    </message>
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>eine UTC-Zeit wie 2026-01-31T09:30:00Z erwartet</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Estimate</name>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>quantisation metadata</source>
        <translation>Quantisierungs-Metadaten</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>optimiser state</source>
        <translation>Optimizer-Zustand</translation>
    </message>
    <message>
        <source>libraries and runtime (CUDA/ROCm context, framework, workspaces)</source>
        <translation>Bibliotheken und Runtime (CUDA/ROCm-Kontext, Framework, Workspaces)</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; shown rounded half up to 2 decimals; bytes are exact</source>
        <translation>GiB = 2^30 Bytes, GB = 10^9 Bytes; kaufmännisch auf 2 Nachkommastellen gerundet angezeigt; Bytes sind exakt</translation>
    </message>
    <message>
        <source>no cast figure: the element counts of packed tensors are not parameters</source>
        <translation>kein Wert für das Umwandeln: Die Elementzahlen gepackter Tensoren sind keine Parameter</translation>
    </message>
    <message>
        <source>no cast figure: %1 elements are outside %2 to %3</source>
        <translation>kein Wert für das Umwandeln: %1 Elemente liegen außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>Packed tensors (integer tensors and a quantization_config%1): element counts are storage elements, not logical parameters; the stored bytes are what loads.</source>
        <translation>Gepackte Tensoren (Ganzzahl-Tensoren und eine quantization_config%1): die Elementzahlen sind Speicherelemente, keine logischen Parameter; geladen werden die gespeicherten Bytes.</translation>
    </message>
    <message>
        <source>Block-quantized GGUF types: each block stores its scales with its elements, so bytes are not elements × bits / 8; the stored bytes are what loads.</source>
        <translation>Blockweise quantisierte GGUF-Typen: Jeder Block speichert seine Skalen mit seinen Elementen, daher sind die Bytes nicht Elemente × Bits / 8; geladen werden die gespeicherten Bytes.</translation>
    </message>
    <message>
        <source>allocator fragmentation</source>
        <translation>Fragmentierung des Allokators</translation>
    </message>
    <message>
        <source>the total of weights, KV cache and reserve does not fit 64-bit bytes</source>
        <translation>die Summe aus Gewichten, KV-Cache und Reserve passt nicht in eine 64-Bit-Byteanzahl</translation>
    </message>
    <message>
        <source>%1: must be a number of bits from %2 to %3 with at most %4 decimals, such as 16, 4 or 4.5, got &apos;%5&apos;</source>
        <translation>%1: muss eine Bitzahl von %2 bis %3 mit höchstens %4 Nachkommastellen sein, etwa 16, 4 oder 4.5, erhalten: „%5“</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Exact</name>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>%1: a value is required (%2)</source>
        <translation>%1: ein Wert ist erforderlich (%2)</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1: muss %2 sein, erhalten: „%3“</translation>
    </message>
    <message>
        <source>%1: must be %2 written with digits only, got &apos;%3&apos;</source>
        <translation>%1: muss %2 sein, nur mit Ziffern geschrieben, erhalten: „%3“</translation>
    </message>
    <message>
        <source>a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2</source>
        <translation>eine nicht negative Dezimalzahl wie 4 oder 0.5, mit höchstens %1 Nachkommastellen und höchstens %2</translation>
    </message>
    <message>
        <source>%1: must not be negative, got &apos;%2&apos;</source>
        <translation>%1: darf nicht negativ sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: at most %2 decimals are supported, got &apos;%3&apos;</source>
        <translation>%1: höchstens %2 Nachkommastellen werden unterstützt, erhalten: „%3“</translation>
    </message>
    <message>
        <source>%1: must be %2, such as 7000000000, 7,000,000,000, 7e9 or 7B, got &apos;%3&apos;</source>
        <translation>%1: muss %2 sein, etwa 7000000000, 7,000,000,000, 7e9 oder 7B, erhalten: „%3“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: „%2“ ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>%1: must be a number such as %2 or %3, got &apos;%4&apos;</source>
        <translation>%1: muss eine Zahl wie %2 oder %3 sein, erhalten: „%4“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is ambiguous (&apos;.&apos; may group thousands): write %3 or %4</source>
        <translation>%1: „%2“ ist mehrdeutig („.“ kann Tausender trennen): schreiben Sie %3 oder %4</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Experiment</name>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1: kein gültiges JSON (%2 an Position %3)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab experiment (format)</source>
        <translation>%1: kein Experiment von IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported version</source>
        <translation>%1: nicht unterstützte Version</translation>
    </message>
    <message>
        <source>%1: created_utc is not a valid UTC time</source>
        <translation>%1: created_utc ist keine gültige UTC-Zeit</translation>
    </message>
    <message>
        <source>%1: catalog_file must name a file in catalogs/</source>
        <translation>%1: catalog_file muss eine Datei in catalogs/ nennen</translation>
    </message>
    <message>
        <source>the experiment folder&apos;s name is empty</source>
        <translation>der Name des Experimentordners ist leer</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: der Ordner %2 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1: opening cancelled</source>
        <translation>%1: Öffnen abgebrochen</translation>
    </message>
    <message>
        <source>a new protocol needs a new experiment</source>
        <translation>ein neues Protokoll braucht ein neues Experiment</translation>
    </message>
    <message>
        <source>%1: the protocol on disk is fixed and would be replaced by a draft; %2</source>
        <translation>%1: das Protokoll auf dem Datenträger ist festgelegt und würde durch einen Entwurf ersetzt; %2</translation>
    </message>
    <message>
        <source>%1: the protocol on disk was fixed at %2 with other fields; %3</source>
        <translation>%1: das Protokoll auf dem Datenträger wurde am %2 mit anderen Feldern festgelegt; %3</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s amendment history would be rewritten; amendments are only appended</source>
        <translation>%1: der Nachtragsverlauf des Protokolls würde umgeschrieben; Nachträge werden nur angehängt</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s fields differ from the fixed protocol on disk without an amendment</source>
        <translation>%1: die Felder des Protokolls weichen ohne Nachtrag vom festgelegten Protokoll auf dem Datenträger ab</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: not a plain file name (no &apos;/&apos;, no leading &apos;.&apos;, no control characters)</source>
        <translation>„%1“: kein einfacher Dateiname (kein „/“, kein „.“ am Anfang, keine Steuerzeichen)</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files</source>
        <translation>%1: enthält mehr als %2 Dateien</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: no free name for %2</source>
        <translation>%1: kein freier Name für %2</translation>
    </message>
    <message>
        <source>title: one line of text without control characters</source>
        <translation>title: eine Textzeile ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>title: at most %1 characters (this one has %2)</source>
        <translation>title: höchstens %1 Zeichen (dieser hat %2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentChange</name>
    <message>
        <source>%1: the folder %2 cannot be created</source>
        <translation>%1: der Ordner %2 lässt sich nicht anlegen</translation>
    </message>
    <message>
        <source>%1: %2 cannot be put in place (%3)</source>
        <translation>%1: %2 lässt sich nicht an seinen Platz bringen (%3)</translation>
    </message>
    <message>
        <source>%1: %2 cannot be removed</source>
        <translation>%1: %2 lässt sich nicht entfernen</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder this program made; move it away</source>
        <translation>%1: %2 ist kein Ordner, den dieses Programm angelegt hat; verschieben Sie ihn</translation>
    </message>
    <message>
        <source>%1: the change is already committed</source>
        <translation>%1: die Änderung ist bereits übernommen</translation>
    </message>
    <message>
        <source>%1: %2 cannot be staged</source>
        <translation>%1: %2 lässt sich nicht vormerken</translation>
    </message>
    <message>
        <source>%1: the folder was moved or replaced while it was being locked; nothing was changed</source>
        <translation>%1: der Ordner wurde verschoben oder ersetzt, während er gesperrt wurde; nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentCheck</name>
    <message>
        <source>%1 row %2 (%3), %4: %5</source>
        <translation>%1 Zeile %2 (%3), %4: %5</translation>
    </message>
    <message>
        <source>%1 is not a file below reports/ (a relative path without &apos;..&apos;)</source>
        <translation>%1 ist keine Datei unterhalb von reports/ (ein relativer Pfad ohne „..“)</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>%1: the row records no SHA-256 of the report (notes: &quot;report NAME sha256:HEX&quot;)</source>
        <translation>%1: die Zeile verzeichnet keinen SHA-256 des Berichts (Notizen: „report NAME sha256:HEX“)</translation>
    </message>
    <message>
        <source>%1: its SHA-256 %2 does not start with %3, recorded in the row&apos;s notes</source>
        <translation>%1: sein SHA-256 %2 beginnt nicht mit %3, dem in den Notizen der Zeile vermerkten Wert</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot; in the row, &quot;%4&quot; in the report</source>
        <translation>%1: %2 ist „%3“ in der Zeile, „%4“ im Bericht</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 ist größer als %2 Bytes</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a measurement report</source>
        <translation>%1 ist kein Messbericht</translation>
    </message>
    <message>
        <source>%1 does not read as a report: %2</source>
        <translation>%1 lässt sich nicht als Bericht lesen: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentExport</name>
    <message>
        <source>%1 does not verify, so it is not copied: %2</source>
        <translation>%1 besteht die Prüfung nicht und wird daher nicht kopiert: %2</translation>
    </message>
    <message>
        <source>%1: changed while it was copied; export again</source>
        <translation>%1: hat sich beim Kopieren geändert; exportieren Sie erneut</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentLock</name>
    <message>
        <source>process %1</source>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (Prozess %2)</translation>
    </message>
    <message>
        <source>%1: cannot open the experiment folder (%2)</source>
        <translation>%1: der Ordner des Experiments lässt sich nicht öffnen (%2)</translation>
    </message>
    <message>
        <source>%1: cannot lock the experiment folder (%2)</source>
        <translation>%1: der Ordner des Experiments lässt sich nicht sperren (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: another program is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: ein anderes Programm ändert dieses Experiment (%n s gewartet); versuchen Sie es erneut, wenn es fertig ist</numerusform>
            <numerusform>%1: ein anderes Programm ändert dieses Experiment (%n s gewartet); versuchen Sie es erneut, wenn es fertig ist</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: %2 ändert dieses Experiment (%n s gewartet); versuchen Sie es erneut, wenn es fertig ist</numerusform>
            <numerusform>%1: %2 ändert dieses Experiment (%n s gewartet); versuchen Sie es erneut, wenn es fertig ist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentSummary</name>
    <message>
        <source>%1 does not verify (%2 problem(s), the first: %3); nothing is summarised from a folder whose files differ from what was recorded</source>
        <translation>%1 besteht die Prüfung nicht (%2 Problem(e), das erste: %3); aus einem Ordner, dessen Dateien von den aufgezeichneten abweichen, wird nichts zusammengefasst</translation>
    </message>
</context>
<context>
    <name>IteraGpu::FolderTree</name>
    <message>
        <source>a symbolic link</source>
        <translation>ein symbolischer Link</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device node</source>
        <translation>eine Gerätedatei</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (%2)</source>
        <translation>%1: der Ordner kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be examined (%2)</source>
        <translation>%1: kann nicht untersucht werden (%2)</translation>
    </message>
    <message>
        <source>%1: folders nested deeper than %2 levels</source>
        <translation>%1: Ordner tiefer als %2 Ebenen verschachtelt</translation>
    </message>
    <message>
        <source>%1/: the folder cannot be read (%2)</source>
        <translation>%1/: der Ordner kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: %2, not allowed in a verified folder</source>
        <translation>%1: %2, in einem geprüften Ordner nicht erlaubt</translation>
    </message>
    <message>
        <source>%1: not a folder that can be read (%2)</source>
        <translation>%1: kein lesbarer Ordner (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1: Größe %2 Bytes, laut Manifest %3</translation>
    </message>
    <message>
        <source>%1: grew while it was read</source>
        <translation>%1: ist während des Lesens gewachsen</translation>
    </message>
    <message>
        <source>%1/: a folder name that is not valid UTF-8; its contents were not examined</source>
        <translation>%1/: ein Ordnername, der kein gültiges UTF-8 ist; sein Inhalt wurde nicht untersucht</translation>
    </message>
    <message>
        <source>%1: a file name that is not valid UTF-8, not allowed in a verified folder</source>
        <translation>%1: ein Dateiname, der kein gültiges UTF-8 ist; in einem geprüften Ordner nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Gguf</name>
    <message>
        <source>%1 would take the header past %2 bytes</source>
        <translation>%1 würde den Header über %2 Bytes hinaus verlängern</translation>
    </message>
    <message>
        <source>%1 (%2 bytes) runs past the end of the file</source>
        <translation>%1 (%2 Bytes) reicht über das Dateiende hinaus</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long, more than %3</source>
        <translation>%1 ist %2 Bytes lang, mehr als %3</translation>
    </message>
    <message>
        <source>%1 is a bool with byte %2 (0 or 1)</source>
        <translation>%1 ist ein Bool mit dem Byte %2 (0 oder 1)</translation>
    </message>
    <message>
        <source>a metadata key</source>
        <translation>ein Metadatenschlüssel</translation>
    </message>
    <message>
        <source>a metadata key is empty</source>
        <translation>ein Metadatenschlüssel ist leer</translation>
    </message>
    <message>
        <source>metadata key %1 appears twice</source>
        <translation>Metadatenschlüssel %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <translation>der Wert von %1</translation>
    </message>
    <message>
        <source>the type of %1</source>
        <translation>der Typ von %1</translation>
    </message>
    <message>
        <source>%1 has unknown value type %2</source>
        <translation>%1 hat den unbekannten Werttyp %2</translation>
    </message>
    <message>
        <source>general.alignment must be a uint32, it has value type %1</source>
        <translation>general.alignment muss ein uint32 sein, hat aber den Werttyp %1</translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two</source>
        <translation>general.alignment %1 ist keine Zweierpotenz</translation>
    </message>
    <message>
        <source>%1 is an array of type %2 (nested arrays and unknown types are refused)</source>
        <translation>%1 ist ein Array vom Typ %2 (verschachtelte Arrays und unbekannte Typen werden abgelehnt)</translation>
    </message>
    <message>
        <source>%1 (%2 elements)</source>
        <translation>%1 (%2 Elemente)</translation>
    </message>
    <message>
        <source>a tensor name</source>
        <translation>ein Tensorname</translation>
    </message>
    <message>
        <source>a tensor name is empty</source>
        <translation>ein Tensorname ist leer</translation>
    </message>
    <message>
        <source>the dimensions of tensor %1</source>
        <translation>die Dimensionen von Tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has %2 dimensions (1 to 4)</source>
        <translation>Tensor %1 hat %2 Dimensionen (1 bis 4)</translation>
    </message>
    <message>
        <source>a dimension of tensor %1</source>
        <translation>eine Dimension von Tensor %1</translation>
    </message>
    <message>
        <source>tensor %1: the element count overflows 64 bits</source>
        <translation>Tensor %1: die Elementzahl überschreitet 64 Bit</translation>
    </message>
    <message>
        <source>the type of tensor %1</source>
        <translation>der Typ von Tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has unknown ggml type %2</source>
        <translation>Tensor %1 hat den unbekannten ggml-Typ %2</translation>
    </message>
    <message>
        <source>tensor %1: %2 elements per row are not a multiple of the %3 block (%4)</source>
        <translation>Tensor %1: %2 Elemente pro Zeile sind kein Vielfaches des %3-Blocks (%4)</translation>
    </message>
    <message>
        <source>tensor %1: its bytes overflow 64 bits</source>
        <translation>Tensor %1: seine Bytes überschreiten 64 Bit</translation>
    </message>
    <message>
        <source>the offset of tensor %1</source>
        <translation>der Offset von Tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has data offset %2, expected %3</source>
        <translation>Tensor %1 hat den Daten-Offset %2, erwartet %3</translation>
    </message>
    <message>
        <source>tensor %1: the data offsets overflow 64 bits</source>
        <translation>Tensor %1: die Daten-Offsets überschreiten 64 Bit</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>die GGUF-Kennung</translation>
    </message>
    <message>
        <source>not a GGUF file (no &quot;GGUF&quot; magic)</source>
        <translation>keine GGUF-Datei (keine Kennung „GGUF“)</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>die Version</translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (2 or 3, little-endian)</source>
        <translation>GGUF-Version %1 wird nicht unterstützt (2 oder 3, Little-Endian)</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>die Tensoranzahl</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>die Metadatenanzahl</translation>
    </message>
    <message>
        <source>tensor count %1 cannot fit in the file (or exceeds %2)</source>
        <translation>Tensoranzahl %1 passt nicht in die Datei (oder übersteigt %2)</translation>
    </message>
    <message>
        <source>metadata count %1 cannot fit in the file</source>
        <translation>Metadatenanzahl %1 passt nicht in die Datei</translation>
    </message>
    <message>
        <source>tensor %1 appears twice</source>
        <translation>Tensor %1 kommt zweimal vor</translation>
    </message>
    <message>
        <source>the tensor data needs %1 bytes from offset %2, the file has %3 bytes</source>
        <translation>die Tensordaten brauchen %1 Bytes ab Offset %2, die Datei hat %3 Bytes</translation>
    </message>
    <message>
        <source>metadata count %1 is more than %2 keys</source>
        <translation>Metadatenanzahl %1 ist mehr als %2 Schlüssel</translation>
    </message>
</context>
<context>
    <name>IteraGpu::GridConsistency</name>
    <message>
        <source>Row %1 (%2), %3</source>
        <translation>Zeile %1 (%2), %3</translation>
    </message>
    <message>
        <source>%1: says no, but the quality value %2 meets the protocol&apos;s threshold (%3)</source>
        <translation>%1: steht auf „no“, aber der Qualitätswert %2 erreicht den Schwellenwert des Protokolls (%3)</translation>
    </message>
    <message>
        <source>%1: says yes, but the quality value %2 does not meet the protocol&apos;s threshold (%3)</source>
        <translation>%1: steht auf „yes“, aber der Qualitätswert %2 erreicht den Schwellenwert des Protokolls nicht (%3)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not in the loaded tariff catalog</source>
        <translation>%1: „%2“ steht nicht im geladenen Tarifkatalog</translation>
    </message>
    <message>
        <source>%1: the loaded tariff catalog has no %2-day package for %3</source>
        <translation>%1: der geladene Tarifkatalog hat kein %2-Tage-Paket für %3</translation>
    </message>
    <message>
        <source>%1: empty on a run that is not a CPU dry run; the tariff needs %2</source>
        <translation>%1: leer bei einem Lauf, der kein CPU-Probelauf ist; der Tarif braucht %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1: „%2“ ist bereits die Messung von Zeile %3 (%4); eine Wiederholung ist keine neue nützliche Einheit</translation>
    </message>
    <message>
        <source>%1: the report %2 is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1: der Bericht %2 ist bereits die Messung von Zeile %3 (%4); eine Wiederholung ist keine neue nützliche Einheit</translation>
    </message>
    <message>
        <source>%1: filled on a CPU dry run (%2); a dry run never carries a tariff or accepted results and never sets a unit cost</source>
        <translation>%1: bei einem CPU-Probelauf ausgefüllt (%2); ein Probelauf trägt nie einen Tarif oder akzeptierte Ergebnisse und bestimmt nie Stückkosten</translation>
    </message>
    <message>
        <source>%1: a result row before the protocol is fixed; fix the protocol first</source>
        <translation>%1: eine Ergebniszeile, bevor das Protokoll festgelegt ist; legen Sie zuerst das Protokoll fest</translation>
    </message>
    <message>
        <source>%1: names no version of the fixed protocol; the row was added before it was fixed or outside this experiment</source>
        <translation>%1: nennt keine Version des festgelegten Protokolls; die Zeile wurde vor dem Festlegen oder außerhalb dieses Experiments hinzugefügt</translation>
    </message>
    <message>
        <source>%1: protocol version %2 is not a version of this experiment&apos;s protocol</source>
        <translation>%1: Protokollversion %2 ist keine Version des Protokolls dieses Experiments</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonSyntax</name>
    <message>
        <source>text after the end of the JSON value</source>
        <translation>Text nach dem Ende des JSON-Werts</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>„,“ oder „}“ erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>„,“ oder „]“ erwartet</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>Elementname in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>unexpected state</source>
        <translation>unerwarteter Zustand</translation>
    </message>
    <message>
        <source>unexpected end of the text</source>
        <translation>unerwartetes Ende des Textes</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>mehr als %1 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>Wert erwartet</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>eine Zahl braucht Ziffern</translation>
    </message>
    <message>
        <source>a number needs digits after &apos;.&apos;</source>
        <translation>eine Zahl braucht Ziffern nach „.“</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>eine Zahl braucht Ziffern im Exponenten</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>eine Zeichenkette wird nie geschlossen</translation>
    </message>
    <message>
        <source>a control character inside a string (it must be escaped)</source>
        <translation>ein Steuerzeichen in einer Zeichenkette (es muss maskiert werden)</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>eine Zeichenkette ist kein gültiges UTF-8</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>a lone low surrogate escape</source>
        <translation>ein einzelnes Low-Surrogate-Escape</translation>
    </message>
    <message>
        <source>a high surrogate escape without its low surrogate</source>
        <translation>ein High-Surrogate-Escape ohne sein Low-Surrogate</translation>
    </message>
    <message>
        <source>an unknown escape sequence</source>
        <translation>eine unbekannte Escape-Sequenz</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>„:“ nach einem Elementnamen erwartet</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in one object</source>
        <translation>Schlüssel „%1“ kommt in einem Objekt zweimal vor</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonWalker</name>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>ein Array erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>eine Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>expected a string or null</source>
        <translation>eine Zeichenkette oder null erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>einer der Werte %1 erwartet</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>eine ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 liegt außerhalb von %2 bis %3</translation>
    </message>
    <message>
        <source>expected an integer or null</source>
        <translation>eine ganze Zahl oder null erwartet</translation>
    </message>
    <message>
        <source>negative bytes (%1)</source>
        <translation>negative Bytes (%1)</translation>
    </message>
    <message>
        <source>expected a number &gt;= 0</source>
        <translation>eine Zahl &gt;= 0 erwartet</translation>
    </message>
</context>
<context>
    <name>IteraGpu::KvCache</name>
    <message>
        <source>%1 has no usable %2 (a positive whole number): no KV cache figure</source>
        <translation>%1 hat kein verwendbares %2 (eine positive ganze Zahl): kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>%1 has kv_lora_rank (latent attention): its KV cache is not heads × head size, no KV cache figure</source>
        <translation>%1 hat kv_lora_rank (latente Attention): Sein KV-Cache ist nicht Köpfe × Kopfgröße, kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>no num_key_value_heads: key/value heads = num_attention_heads</source>
        <translation>kein num_key_value_heads: Key/Value-Köpfe = num_attention_heads</translation>
    </message>
    <message>
        <source>%1: hidden_size %2 is not a multiple of num_attention_heads %3 and there is no head_dim: no KV cache figure</source>
        <translation>%1: hidden_size %2 ist kein Vielfaches von num_attention_heads %3, und es gibt kein head_dim: kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>head size = hidden_size / num_attention_heads</source>
        <translation>Kopfgröße = hidden_size / num_attention_heads</translation>
    </message>
    <message>
        <source>%1 has sliding_window and %2: some layers attend to the whole context, no single KV cache figure</source>
        <translation>%1 hat sliding_window und %2: Manche Schichten sehen den ganzen Kontext, kein einzelner Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>GGUF metadata</source>
        <translation>GGUF-Metadaten</translation>
    </message>
    <message>
        <source>GGUF metadata has no general.architecture: no KV cache figure</source>
        <translation>die GGUF-Metadaten haben kein general.architecture: kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>GGUF metadata gives %1 per layer: no single KV cache figure</source>
        <translation>die GGUF-Metadaten geben %1 pro Schicht an: kein einzelner Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>no %1: key/value heads = %2</source>
        <translation>kein %1: Key/Value-Köpfe = %2</translation>
    </message>
    <message>
        <source>GGUF metadata has no %1 and %2 is not a multiple of %3: no KV cache figure</source>
        <translation>die GGUF-Metadaten haben kein %1, und %2 ist kein Vielfaches von %3: kein Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>%1 = %2 / %3</source>
        <translation>%1 = %2 / %3</translation>
    </message>
    <message>
        <source>GGUF metadata has %1 but does not say which layers use it: no single KV cache figure</source>
        <translation>die GGUF-Metadaten haben %1, sagen aber nicht, welche Schichten es nutzen: kein einzelner Wert für den KV-Cache</translation>
    </message>
    <message>
        <source>KV cache: the product of layers, batch, context, heads and head sizes is too large to count in 64-bit bytes</source>
        <translation>KV-Cache: das Produkt aus Schichten, Batch, Kontext, Köpfen und Kopfgrößen ist zu groß, um es in 64-Bit-Bytes zu zählen</translation>
    </message>
    <message>
        <source>%1: %2 %3 is larger than %4 %5 or does not divide it: no KV cache figure</source>
        <translation>%1: %2 %3 ist größer als %4 %5 oder teilt es nicht: kein Wert für den KV-Cache</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Manifest</name>
    <message>
        <source>%1: not an IteraGPU Lab manifest</source>
        <translation>%1: kein Manifest von IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: missing (listed in the manifest)</source>
        <translation>%1: fehlt (im Manifest aufgeführt)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1: Größe %2 Bytes, laut Manifest %3</translation>
    </message>
    <message>
        <source>%1: SHA-256 does not match the manifest</source>
        <translation>%1: SHA-256 stimmt nicht mit dem Manifest überein</translation>
    </message>
    <message>
        <source>%1: not listed in the manifest</source>
        <translation>%1: nicht im Manifest aufgeführt</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>(fehlt oder ist keine Zahl)</translation>
    </message>
    <message>
        <source>%1: format_version %2 is not supported (this version reads %3)</source>
        <translation>%1: format_version %2 wird nicht unterstützt (diese Version liest %3)</translation>
    </message>
    <message>
        <source>%1: &apos;members&apos; is missing or not a list</source>
        <translation>%1: „members“ fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>%1: member %2 has an invalid name &apos;%3&apos;</source>
        <translation>%1: Eintrag %2 hat einen ungültigen Namen „%3“</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is listed more than once</source>
        <translation>%1: „%2“ ist mehr als einmal aufgeführt</translation>
    </message>
    <message>
        <source>%1: member &apos;%2&apos; lacks a valid size or SHA-256</source>
        <translation>%1: Eintrag „%2“ hat keine gültige Größe oder SHA-256</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (und %n weiteres Problem)</numerusform>
            <numerusform>%1 (und %n weitere Probleme)</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder name is empty</source>
        <translation>der Ordnername ist leer</translation>
    </message>
    <message>
        <source>%1: &apos;open_problems&apos; is not a list</source>
        <translation>%1: „open_problems“ ist keine Liste</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the %3 bytes a member may have</source>
        <translation>%1: %2 Bytes, mehr als die %3 Bytes, die ein Eintrag haben darf</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1: Offset %2: %3</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementConfig</name>
    <message>
        <source>%1: an output file name is required (a new .json file)</source>
        <translation>%1: ein Name für die Ausgabedatei ist erforderlich (eine neue .json-Datei)</translation>
    </message>
    <message>
        <source>invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes</source>
        <translation>ungültige Konfiguration: Ein Tensor mit %1 Bytes würde die unterstützten %2 Bytes überschreiten</translation>
    </message>
    <message>
        <source>%1: %2 exists already; a result is never overwritten, choose a new name</source>
        <translation>%1: %2 existiert bereits; ein Ergebnis wird nie überschrieben, wählen Sie einen neuen Namen</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: der Ordner %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: the file name %2 is %3 bytes long; the file system allows at most %4</source>
        <translation>%1: der Dateiname %2 ist %3 Bytes lang; das Dateisystem erlaubt höchstens %4</translation>
    </message>
    <message>
        <source>%1: the path %2 is %3 bytes long; at most %4 are allowed</source>
        <translation>%1: der Pfad %2 ist %3 Bytes lang; höchstens %4 sind erlaubt</translation>
    </message>
    <message>
        <source>%1: %2 cannot be checked (%3)</source>
        <translation>%1: %2 kann nicht geprüft werden (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation>%1: %2 ist kein Ordner</translation>
    </message>
    <message>
        <source>%1: the folder %2 is on %3, a special file system; choose a folder on a disk</source>
        <translation>%1: der Ordner %2 liegt auf %3, einem besonderen Dateisystem; wählen Sie einen Ordner auf einem Datenträger</translation>
    </message>
    <message>
        <source>%1: applies to a dry run on the CPU only (%2 cpu): a GPU&apos;s memory is not this process&apos;s address space</source>
        <translation>%1: gilt nur für einen Probelauf auf der CPU (%2 cpu): Der Speicher einer GPU ist nicht der Adressraum dieses Prozesses</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a size; write whole MiB or GiB, from %3MiB to %4MiB (as 3GiB or 2500MiB)</source>
        <translation>%1: „%2“ ist keine Größe; schreiben Sie ganze MiB oder GiB, von %3MiB bis %4MiB (etwa 3GiB oder 2500MiB)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementSession</name>
    <message>
        <source>%1 %2: not available: %3; nothing was measured, there is no CPU fallback</source>
        <translation>%1 %2: nicht verfügbar: %3; nichts wurde gemessen, es gibt keinen Fallback auf die CPU</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>stopped at %1: %2</source>
        <translation>angehalten bei %1: %2</translation>
    </message>
    <message>
        <source>%1; nothing was measured</source>
        <translation>%1; nichts wurde gemessen</translation>
    </message>
    <message>
        <source>%1; the run ended (%2) but its report could not be written, nothing was kept</source>
        <translation>%1; der Lauf endete (%2), aber sein Bericht konnte nicht geschrieben werden, nichts wurde behalten</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>abgebrochen bei %1</translation>
    </message>
    <message>
        <source>%1: this process does not run under the limit of %2 bytes; nothing was measured</source>
        <translation>%1: Dieser Prozess läuft nicht unter der Grenze von %2 Bytes; nichts wurde gemessen</translation>
    </message>
    <message>
        <source>the module&apos;s readings are inconsistent (%1); the report keeps the rows before them, measured by a module that may be faulty</source>
        <translation>die Messwerte des Moduls sind widersprüchlich (%1); der Bericht behält die Zeilen davor, gemessen mit einem Modul, das fehlerhaft sein kann</translation>
    </message>
</context>
<context>
    <name>IteraGpu::NewFolder</name>
    <message>
        <source>%1: not a folder name</source>
        <translation>%1: kein Ordnername</translation>
    </message>
    <message>
        <source>%1: its folder cannot be opened (%2)</source>
        <translation>%1: sein Ordner kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: exists already; an export goes into a new folder</source>
        <translation>%1: existiert bereits; ein Export kommt in einen neuen Ordner</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created (%2)</source>
        <translation>%1: der Ordner kann nicht angelegt werden (%2)</translation>
    </message>
    <message>
        <source>%1: the new folder was replaced before it could be opened (%2); nothing was written</source>
        <translation>%1: der neue Ordner wurde ersetzt, bevor er geöffnet werden konnte (%2); nichts wurde geschrieben</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1: kein Dateiname</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: kein Ordner</translation>
    </message>
    <message>
        <source>%1: the folder belongs to another user; give a folder of your own</source>
        <translation>%1: der Ordner gehört einem anderen Benutzer; geben Sie einen eigenen Ordner an</translation>
    </message>
    <message>
        <source>%1: others may write in this folder (mode %2); give a folder only you can change</source>
        <translation>%1: andere dürfen in diesen Ordner schreiben (Modus %2); geben Sie einen Ordner an, den nur Sie ändern können</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder</source>
        <translation>%1: existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>%1: the folder cannot be opened (%2)</source>
        <translation>%1: der Ordner kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; nothing here is ever overwritten, give a new or empty folder</source>
        <translation>%1: der Ordner ist nicht leer; hier wird nie etwas überschrieben, geben Sie einen neuen oder leeren Ordner an</translation>
    </message>
    <message>
        <source>%1: the folder cannot be reached through /proc; this needs Linux&apos;s /proc file system</source>
        <translation>%1: der Ordner ist über /proc nicht erreichbar; dies braucht das /proc-Dateisystem von Linux</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation>%1: muss eine positive ganze Zahl verschiedener akzeptierter Ergebnisse sein; 0 wird abgelehnt (weglassen, dann bleiben die Stückkosten unberechnet)</translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation>Stückkosten = Paketsumme / akzeptierte Ergebnisse, kaufmännisch auf 1/100 Cent gerundet</translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation>Kein Beleg für Verfügbarkeit oder Reservierung; prüfen Sie das Angebot vor dem Kauf.</translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation>Beispielpreise zur Veranschaulichung, gebildet aus öffentlichen On-Demand-Medianen; kein Angebot eines Anbieters.</translation>
    </message>
    <message>
        <source>%1: unknown gpu id &apos;%2&apos;; known ids: %3</source>
        <translation>%1: unbekannte GPU-Kennung „%2“; bekannte Kennungen: %3</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2-day package for &apos;%3&apos;</source>
        <translation>%1: der Katalog hat kein %2-Tage-Paket für „%3“</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1: muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1: muss eine positive ganze Zahl sein</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackagePlan</name>
    <message>
        <source>reserve (your assumption, not measured): %1 GiB</source>
        <translation>Reserve (Ihre Annahme, nicht gemessen): %1 GiB</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bytes per parameter</source>
        <translation>Gewichte: %1 Parameter x %2 Bytes pro Parameter</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %3 bytes</source>
        <translation>Gewichte, beim Laden auf %1 Bits umgewandelt: %2 Elemente x %3 Bytes</translation>
    </message>
    <message>
        <source>weights: the checkpoint&apos;s stored bytes</source>
        <translation>Gewichte: die gespeicherten Bytes des Checkpoints</translation>
    </message>
    <message>
        <source>KV cache: %1 tokens x %2 sequences at %3 bits</source>
        <translation>KV-Cache: %1 Tokens x %2 Sequenzen mit %3 Bits</translation>
    </message>
    <message>
        <source>quantisation metadata beyond the checkpoint&apos;s own bytes</source>
        <translation>Quantisierungs-Metadaten über die eigenen Bytes des Checkpoints hinaus</translation>
    </message>
    <message>
        <source>outside the caching allocator before the model (CUDA context, libraries, other processes), measured on %1</source>
        <translation>außerhalb des Caching-Allokators vor dem Modell (CUDA-Kontext, Bibliotheken, andere Prozesse), gemessen auf %1</translation>
    </message>
    <message>
        <source>BLAS workspace as the runtime reports it, measured on %1</source>
        <translation>BLAS-Workspace, wie die Runtime ihn meldet, gemessen auf %1</translation>
    </message>
    <message>
        <source>%1: the report has no device figures to add (a CPU run, or a report written before format 3)</source>
        <translation>%1: der Bericht enthält keine Gerätewerte zum Hinzufügen (ein Lauf auf der CPU oder ein Bericht, der vor Format 3 geschrieben wurde)</translation>
    </message>
    <message>
        <source>%1: must be from 0 to %2</source>
        <translation>%1: muss zwischen 0 und %2 liegen</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1: muss %2 Tage sein, erhalten: „%3“</translation>
    </message>
    <message>
        <source>the line &apos;%1&apos; is negative</source>
        <translation>die Zeile „%1“ ist negativ</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines add up to more than 2^63 - 1 bytes</source>
        <translation>die Zeilen der Schätzung ergeben zusammen mehr als 2^63 - 1 Bytes</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines fit, %1 % headroom</source>
        <translation>die Zeilen der Schätzung passen, %1 % Spielraum</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom (%2 %)</source>
        <translation>knapp: unter %1 % Spielraum (%2 %)</translation>
    </message>
    <message>
        <source>does not fit on one GPU</source>
        <translation>passt nicht auf eine GPU</translation>
    </message>
    <message>
        <source>if split evenly: %1 bytes (%2 GiB) per GPU - not measured; communication buffers and duplicated tensors not included</source>
        <translation>bei gleichmäßiger Aufteilung: %1 Bytes (%2 GiB) pro GPU – nicht gemessen; Kommunikationspuffer und duplizierte Tensoren nicht enthalten</translation>
    </message>
    <message>
        <source>may be interrupted</source>
        <translation>kann unterbrochen werden</translation>
    </message>
    <message>
        <source>the catalog&apos;s figure</source>
        <translation>der Wert des Katalogs</translation>
    </message>
    <message>
        <source>headroom % = headroom / memory x 100, cut to 2 decimals; the verdict compares exact bytes</source>
        <translation>Spielraum % = Spielraum / Speicher x 100, auf 2 Nachkommastellen abgeschnitten; die Bewertung vergleicht exakte Bytes</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bits / 8, packed</source>
        <translation>Gewichte: %1 Parameter x %2 Bits / 8, gepackt</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %1 bits / 8, packed</source>
        <translation>Gewichte, beim Laden auf %1 Bits umgewandelt: %2 Elemente x %1 Bits / 8, gepackt</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom</source>
        <translation>knapp: unter %1 % Spielraum</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1: muss eine positive ganze Zahl sein</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Phase</name>
    <message>
        <source>build and initialise the model on the CPU, then move it to the device (CPU time included)</source>
        <translation>Modell auf der CPU aufbauen und initialisieren, dann auf das Gerät übertragen (CPU-Zeit inbegriffen)</translation>
    </message>
    <message>
        <source>create the seeded synthetic inputs on the device</source>
        <translation>die synthetischen Eingaben mit festem Seed auf dem Gerät erzeugen</translation>
    </message>
    <message>
        <source>first forward after device, generator and inputs are initialised (not a machine or driver cold start)</source>
        <translation>erster Vorwärtsdurchlauf nach der Initialisierung von Gerät, Generator und Eingaben (kein Kaltstart des Rechners oder des Treibers)</translation>
    </message>
    <message>
        <source>all warm-up forwards together, never mixed into the repeats</source>
        <translation>alle Aufwärmdurchläufe zusammen, nie mit den Wiederholungen vermischt</translation>
    </message>
    <message>
        <source>one forward after the warm-up, one row per repeat</source>
        <translation>ein Vorwärtsdurchlauf nach dem Aufwärmen, eine Zeile pro Wiederholung</translation>
    </message>
    <message>
        <source>model_load</source>
        <translation>model_load</translation>
    </message>
    <message>
        <source>inputs</source>
        <translation>inputs</translation>
    </message>
    <message>
        <source>cold_forward</source>
        <translation>cold_forward</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>warmup</translation>
    </message>
    <message>
        <source>warm_forward</source>
        <translation>warm_forward</translation>
    </message>
    <message>
        <source>warm %1</source>
        <translation>warm %1</translation>
    </message>
    <message>
        <source>warmup ×%1</source>
        <translation>warmup ×%1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Prediction</name>
    <message>
        <source>Predicted from the shapes, rounded to the allocator&apos;s 512-byte blocks. Not included: library workspaces (cuBLAS/hipBLAS allocate theirs at the first matrix product and keep them), the CUDA context, other processes. Expect measured allocated bytes from cold_forward on to exceed the prediction by about the workspace size.</source>
        <translation>Aus den Tensorformen vorhergesagt, auf die 512-Byte-Blöcke des Allokators gerundet. Nicht enthalten: die Workspaces der Bibliotheken (cuBLAS/hipBLAS belegen ihren beim ersten Matrixprodukt und behalten ihn), der CUDA-Kontext, andere Prozesse. Ab cold_forward liegen die gemessenen zugewiesenen Bytes daher etwa um die Workspace-Größe über der Vorhersage.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ProgressStream</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>„%1“ erwartet</translation>
    </message>
    <message>
        <source>expected a UTC date and time</source>
        <translation>ein Datum mit Uhrzeit in UTC erwartet</translation>
    </message>
    <message>
        <source>expected 64 lowercase hexadecimal digits</source>
        <translation>64 hexadezimale Ziffern in Kleinbuchstaben erwartet</translation>
    </message>
    <message>
        <source>progress line %1</source>
        <translation>Fortschrittszeile %1</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1: kein JSON bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: ein Objekt erwartet</translation>
    </message>
    <message>
        <source>the progress stream goes on after the report</source>
        <translation>der Fortschrittsstrom geht nach dem Bericht weiter</translation>
    </message>
    <message>
        <source>progress line %1: longer than %2 bytes</source>
        <translation>Fortschrittszeile %1: länger als %2 Byte</translation>
    </message>
    <message>
        <source>progress line %1: the stream goes on after &quot;refused&quot;</source>
        <translation>Fortschrittszeile %1: der Strom geht nach „refused“ weiter</translation>
    </message>
    <message>
        <source>progress line %1: a second &quot;started&quot;</source>
        <translation>Fortschrittszeile %1: ein zweites „started“</translation>
    </message>
    <message>
        <source>progress line %1: expected &quot;started&quot; first</source>
        <translation>Fortschrittszeile %1: zuerst wird „started“ erwartet</translation>
    </message>
    <message>
        <source>the progress stream ended in the middle of line %1</source>
        <translation>der Fortschrittsstrom endete mitten in Zeile %1</translation>
    </message>
    <message>
        <source>the progress stream ended before the run started</source>
        <translation>der Fortschrittsstrom endete, bevor der Lauf begann</translation>
    </message>
    <message numerus="yes">
        <source>the progress stream ended after %n row(s), before the run ended</source>
        <translation>
            <numerusform>der Fortschrittsstrom endete nach %n Zeile, bevor der Lauf zu Ende war</numerusform>
            <numerusform>der Fortschrittsstrom endete nach %n Zeilen, bevor der Lauf zu Ende war</numerusform>
        </translation>
    </message>
    <message>
        <source>the report ended after %1 of its %2 bytes</source>
        <translation>der Bericht endete nach %1 von %2 Byte</translation>
    </message>
    <message>
        <source>the report received does not match its SHA-256</source>
        <translation>der empfangene Bericht stimmt nicht mit seinem SHA-256 überein</translation>
    </message>
</context>
<context>
    <name>IteraGpu::QualityProtocol</name>
    <message>
        <source>useful unit</source>
        <translation>nützliche Einheit</translation>
    </message>
    <message>
        <source>quality metric</source>
        <translation>Qualitätsmetrik</translation>
    </message>
    <message>
        <source>corpus</source>
        <translation>Korpus</translation>
    </message>
    <message>
        <source>decision rule</source>
        <translation>Entscheidungsregel</translation>
    </message>
    <message>
        <source>%1: required before the protocol can be fixed</source>
        <translation>%1: erforderlich, bevor das Protokoll festgelegt werden kann</translation>
    </message>
    <message>
        <source>comparison: must be one of &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>Vergleich: muss einer von &gt;=, &gt;, &lt;=, &lt; sein</translation>
    </message>
    <message>
        <source>threshold: a decimal number with &apos;.&apos; such as 0.90 is required, got &apos;%1&apos;</source>
        <translation>Schwellenwert: eine Dezimalzahl mit „.“ wie 0.90 ist erforderlich, erhalten: „%1“</translation>
    </message>
    <message>
        <source>corpus size</source>
        <translation>Korpusgröße</translation>
    </message>
    <message>
        <source>the protocol is fixed; change it with an amendment</source>
        <translation>das Protokoll ist festgelegt; ändern Sie es mit einem Nachtrag</translation>
    </message>
    <message>
        <source>the protocol is already fixed</source>
        <translation>das Protokoll ist bereits festgelegt</translation>
    </message>
    <message>
        <source>reason: results exist already, so an amendment needs a reason</source>
        <translation>Begründung: es gibt bereits Ergebnisse, daher braucht ein Nachtrag eine Begründung</translation>
    </message>
    <message>
        <source>the amendment changes nothing</source>
        <translation>der Nachtrag ändert nichts</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab quality protocol (format)</source>
        <translation>%1: kein Qualitätsprotokoll von IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported format_version</source>
        <translation>%1: nicht unterstützte format_version</translation>
    </message>
    <message>
        <source>%1: fixed_at_utc is not a valid UTC time</source>
        <translation>%1: fixed_at_utc ist keine gültige UTC-Zeit</translation>
    </message>
    <message>
        <source>%1: sha256 does not match the protocol&apos;s fields (was it edited outside the tool?)</source>
        <translation>%1: sha256 passt nicht zu den Feldern des Protokolls (außerhalb des Werkzeugs bearbeitet?)</translation>
    </message>
    <message>
        <source>%1: amendment %2 is inconsistent</source>
        <translation>%1: Nachtrag %2 ist widersprüchlich</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1: kein gültiges JSON (%2 an Position %3)</translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;</source>
        <translation>%1: unbekannter Schlüssel „%2“</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Recovery</name>
    <message>
        <source>%1, byte %2: not valid JSON (%3)</source>
        <translation>%1, Byte %2: kein gültiges JSON (%3)</translation>
    </message>
    <message>
        <source>%1: not a recovery file of this version of IteraGPU Lab</source>
        <translation>%1: keine Wiederherstellungsdatei dieser Version von IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: saved_utc: a UTC time is required</source>
        <translation>%1: saved_utc: eine UTC-Zeit ist erforderlich</translation>
    </message>
    <message>
        <source>not an absolute path</source>
        <translation>kein absoluter Pfad</translation>
    </message>
    <message>
        <source>holds a control or format character</source>
        <translation>enthält ein Steuer- oder Formatzeichen</translation>
    </message>
    <message>
        <source>is a symbolic link</source>
        <translation>ist ein symbolischer Link</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: grid.path: %2 (%3); the grid is restored without a file</source>
        <translation>%1: grid.path: %2 (%3); die Tabelle wird ohne Datei wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteBounds</name>
    <message>
        <source>the remote sent more rows than the run&apos;s plan has (%1)</source>
        <translation>der entfernte Host schickte mehr Zeilen, als der Plan des Laufs hat (%1)</translation>
    </message>
    <message>
        <source>the remote sent row %1 as %2; the run&apos;s plan has %3 there</source>
        <translation>der entfernte Host schickte Zeile %1 als %2; der Plan des Laufs hat dort %3</translation>
    </message>
    <message>
        <source>the remote sent row %1 (%2) with %3 forward(s); the run&apos;s plan has %4</source>
        <translation>der entfernte Host schickte Zeile %1 (%2) mit %3 Vorwärtsdurchläufen; der Plan des Laufs hat %4</translation>
    </message>
    <message>
        <source>the remote started %1 after %2 row(s); the run&apos;s plan has %3 there</source>
        <translation>der entfernte Host begann %1 nach %2 Zeile(n); der Plan des Laufs hat dort %3</translation>
    </message>
    <message>
        <source>the remote started %1 twice</source>
        <translation>der entfernte Host begann %1 zweimal</translation>
    </message>
    <message>
        <source>its configuration.%1 is %2, the run requested %3</source>
        <translation>sein configuration.%1 ist %2, angefordert war %3</translation>
    </message>
    <message>
        <source>it has %1 phase row(s), the stream showed %2</source>
        <translation>er hat %1 Phasenzeile(n), der Strom zeigte %2</translation>
    </message>
    <message>
        <source>its row %1 is %2, the stream showed %3</source>
        <translation>seine Zeile %1 ist %2, der Strom zeigte %3</translation>
    </message>
    <message>
        <source>its row %1 (%2) took %3 ns, the stream showed %4 ns</source>
        <translation>seine Zeile %1 (%2) dauerte %3 ns, der Strom zeigte %4 ns</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteEnvironment</name>
    <message>
        <source>%1 refused the environment query: %2</source>
        <translation>%1 hat die Abfrage der Umgebung abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 did not answer with an environment report (is %2 the iteragpu command-line tool?)</source>
        <translation>%1 hat nicht mit einem Umgebungsbericht geantwortet (ist %2 das Kommandozeilenwerkzeug iteragpu?)</translation>
    </message>
    <message>
        <source>environment of %1</source>
        <translation>Umgebung von %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteRun</name>
    <message>
        <source>The report fetched from the remote host does not validate: %1</source>
        <translation>Der vom entfernten Host geholte Bericht ist ungültig: %1</translation>
    </message>
    <message>
        <source>not a measurement report</source>
        <translation>kein Messbericht</translation>
    </message>
    <message>
        <source>%1; the remote report was not saved here (it stays on the remote host)</source>
        <translation>%1; der entfernte Bericht wurde hier nicht gespeichert (er bleibt auf dem entfernten Host)</translation>
    </message>
    <message>
        <source>%1 refused the run: %2</source>
        <translation>%1 hat den Lauf abgelehnt: %2</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>Die Verbindung zu %1 ist abgebrochen.</translation>
    </message>
    <message>
        <source>The remote command ended with exit code %1: %2</source>
        <translation>Der Remote-Befehl endete mit dem Exit-Code %1: %2</translation>
    </message>
    <message>
        <source>%1 The run ended there but its report did not arrive whole; it stays on %2 at %3.</source>
        <translation>%1 Der Lauf ist dort beendet, aber sein Bericht kam nicht vollständig an; er bleibt auf %2 unter %3.</translation>
    </message>
    <message>
        <source>%1 Every phase was measured, but the report did not arrive; it stays on %2 at %3.</source>
        <translation>%1 Jede Phase wurde gemessen, aber der Bericht kam nicht an; er bleibt auf %2 unter %3.</translation>
    </message>
    <message>
        <source>the connection to %1 dropped; the remote run was cancelled</source>
        <translation>die Verbindung zu %1 ist abgebrochen; der Remote-Lauf wurde abgebrochen</translation>
    </message>
    <message>
        <source>%1 The rows received could not be saved: %2</source>
        <translation>%1 Die empfangenen Zeilen konnten nicht gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as failed with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 Der Lauf wird als fehlgeschlagen erfasst, mit der %n empfangenen Phasenzeile.</numerusform>
            <numerusform>%1 Der Lauf wird als fehlgeschlagen erfasst, mit den %n empfangenen Phasenzeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Every phase was streamed, so the rows cannot be recorded as a run that stopped part-way; nothing was saved as the run.</source>
        <translation>%1 Jede Phase wurde übertragen, daher können die Zeilen nicht als vorzeitig beendeter Lauf erfasst werden; nichts wurde als Lauf gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as cancelled with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 Der Lauf wird als abgebrochen erfasst, mit der %n empfangenen Phasenzeile.</numerusform>
            <numerusform>%1 Der Lauf wird als abgebrochen erfasst, mit den %n empfangenen Phasenzeilen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It was kept only as %1, a remote report that disagrees with the stream, not as the run.</source>
        <translation>Er wurde nur als %1 aufbewahrt, als Bericht des entfernten Hosts, der dem Strom widerspricht, nicht als Lauf.</translation>
    </message>
    <message>
        <source>It was not kept here (%1).</source>
        <translation>Er wurde hier nicht aufbewahrt (%1).</translation>
    </message>
    <message>
        <source>the report fetched from %1 disagrees with the rows streamed: %2</source>
        <translation>der von %1 geholte Bericht widerspricht den übertragenen Zeilen: %2</translation>
    </message>
    <message>
        <source>The report fetched from %1 disagrees with the rows shown: %2. %3</source>
        <translation>Der von %1 geholte Bericht widerspricht den angezeigten Zeilen: %2. %3</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing; ssh was terminated.</source>
        <translation>Abgebrochen: %1 hielt nicht innerhalb von %2 s nach dem Schließen seiner Eingabe an; ssh wurde beendet.</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing and ssh did not end on SIGTERM; ssh was killed.</source>
        <translation>Abgebrochen: %1 hielt nicht innerhalb von %2 s nach dem Schließen seiner Eingabe an, und ssh endete nicht auf SIGTERM; ssh wurde zwangsweise beendet.</translation>
    </message>
    <message>
        <source>Cancelled: the connection to %1 ended before its report arrived.</source>
        <translation>Abgebrochen: Die Verbindung zu %1 endete, bevor sein Bericht ankam.</translation>
    </message>
    <message>
        <source>Protocol error from %1: %2; ssh was ended.</source>
        <translation>Protokollfehler von %1: %2; ssh wurde beendet.</translation>
    </message>
    <message>
        <source>protocol error from %1: %2</source>
        <translation>Protokollfehler von %1: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteSweepEnd</name>
    <message>
        <source>%1 refused the sweep: %2</source>
        <translation>%1 hat den Sweep abgelehnt: %2</translation>
    </message>
    <message>
        <source>ssh to %1 ended (exit status %2) before the sweep started.</source>
        <translation>ssh zu %1 endete (Exit-Status %2), bevor der Sweep begann.</translation>
    </message>
    <message>
        <source>%1 could not write its sweep.json: %2</source>
        <translation>%1 konnte seine Datei sweep.json nicht schreiben: %2</translation>
    </message>
    <message numerus="yes">
        <source>The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no sweep.json was written here.</source>
        <translation>
            <numerusform>Der Sweep auf %1 endete vorzeitig. %2 Im lokalen Ordner liegt %n empfangener Bericht; hier wurde keine sweep.json geschrieben.</numerusform>
            <numerusform>Der Sweep auf %1 endete vorzeitig. %2 Im lokalen Ordner liegen %n empfangene Berichte; hier wurde keine sweep.json geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a measurement report</source>
        <translation>%1: kein Messbericht</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportAdmission</name>
    <message>
        <source>%1: a CPU dry run (device cpu) never carries a tariff; add it without a package (nothing was added)</source>
        <translation>%1: ein CPU-Probelauf (Gerät cpu) trägt nie einen Tarif; fügen Sie ihn ohne Paket hinzu (nichts wurde hinzugefügt)</translation>
    </message>
    <message>
        <source>%1: already cited by row %2 (%3) of the grid; a repetition is not a new useful unit (nothing was added)</source>
        <translation>%1: bereits von Zeile %2 (%3) der Ergebnistabelle zitiert; eine Wiederholung ist keine neue nützliche Einheit (nichts wurde hinzugefügt)</translation>
    </message>
    <message>
        <source>%1: the same report as %2, named twice (nothing was added)</source>
        <translation>%1: derselbe Bericht wie %2, zweimal genannt (nichts wurde hinzugefügt)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportBundle</name>
    <message>
        <source>no measurement report yet: measurement.json, phases.csv and the charts are left out</source>
        <translation>noch kein Messbericht: measurement.json, phases.csv und die Diagramme werden weggelassen</translation>
    </message>
    <message>
        <source>the environment was not probed: environment.json is left out</source>
        <translation>die Umgebung wurde nicht abgefragt: environment.json wird weggelassen</translation>
    </message>
    <message>
        <source>no valid package cost: cost.json is left out</source>
        <translation>keine gültigen Paketkosten: cost.json wird weggelassen</translation>
    </message>
    <message>
        <source>%1 exists already; a bundle goes into a new folder</source>
        <translation>%1 existiert bereits; ein Bündel kommt in einen neuen Ordner</translation>
    </message>
    <message numerus="yes">
        <source>the results grid has %n open problem(s), recorded in MANIFEST.json</source>
        <translation>
            <numerusform>die Ergebnistabelle hat %n offenes Problem, in MANIFEST.json vermerkt</numerusform>
            <numerusform>die Ergebnistabelle hat %n offene Probleme, in MANIFEST.json vermerkt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportReader</name>
    <message>
        <source>expected false</source>
        <translation>false erwartet</translation>
    </message>
    <message>
        <source>expected at least 3 items</source>
        <translation>mindestens 3 Einträge erwartet</translation>
    </message>
    <message>
        <source>expected an integer (memory_counters is &quot;caching_allocator&quot;)</source>
        <translation>eine ganze Zahl erwartet (memory_counters ist „caching_allocator“)</translation>
    </message>
    <message>
        <source>expected null (memory_counters is &quot;unavailable&quot;)</source>
        <translation>null erwartet (memory_counters ist „unavailable“)</translation>
    </message>
    <message>
        <source>%1 is more than %2 %3</source>
        <translation>%1 ist mehr als %2 %3</translation>
    </message>
    <message>
        <source>one row more than warmup %1 and repeats %2 give</source>
        <translation>eine Zeile mehr, als warmup %1 und repeats %2 ergeben</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 erwartet, gefunden: %2</translation>
    </message>
    <message>
        <source>%1 rows for a complete run; warmup %2 and repeats %3 give %4</source>
        <translation>%1 Zeilen für einen vollständigen Lauf; warmup %2 und repeats %3 ergeben %4</translation>
    </message>
    <message>
        <source>every row of the run is present, but the status is %1</source>
        <translation>alle Zeilen des Laufs sind vorhanden, aber der Status ist %1</translation>
    </message>
    <message>
        <source>expected %1 (the phase of the first missing row), found %2</source>
        <translation>%1 erwartet (die Phase der ersten fehlenden Zeile), gefunden: %2</translation>
    </message>
    <message>
        <source>missing (the status is %1)</source>
        <translation>fehlt (der Status ist %1)</translation>
    </message>
    <message>
        <source>present, but the status is %1</source>
        <translation>vorhanden, aber der Status ist %1</translation>
    </message>
    <message>
        <source>expected a message</source>
        <translation>eine Meldung erwartet</translation>
    </message>
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>eine UTC-Zeit wie 2026-01-31T09:30:00Z erwartet</translation>
    </message>
    <message>
        <source>%1 does not match configuration.device %2</source>
        <translation>%1 passt nicht zu configuration.device %2</translation>
    </message>
    <message>
        <source>%1 does not match device_type %2</source>
        <translation>%1 passt nicht zu device_type %2</translation>
    </message>
    <message>
        <source>%1 does not match the warm_forward rows (%2)</source>
        <translation>%1 passt nicht zu den warm_forward-Zeilen (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>kein gültiges JSON bei Byte %1 (%2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads versions 1 to %2)</source>
        <translation>unbekannte Version %1 (dieses Programm liest die Versionen 1 bis %2)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>„%1“ oder „%2“ erwartet</translation>
    </message>
    <message>
        <source>%1 does not match nanoseconds %2</source>
        <translation>%1 passt nicht zu nanoseconds %2</translation>
    </message>
    <message>
        <source>does not match device_type %1</source>
        <translation>passt nicht zu device_type %1</translation>
    </message>
    <message>
        <source>differs from the prediction of the configuration (%1)</source>
        <translation>weicht von der Vorhersage der Konfiguration ab (%1)</translation>
    </message>
    <message>
        <source>negative count (%1)</source>
        <translation>negative Anzahl (%1)</translation>
    </message>
    <message>
        <source>expected an integer (%1 is one)</source>
        <translation>eine ganze Zahl erwartet (%1 ist eine)</translation>
    </message>
    <message>
        <source>expected an integer (%1 has one)</source>
        <translation>eine ganze Zahl erwartet (%1 hat eine)</translation>
    </message>
    <message>
        <source>expected null (%1 has none)</source>
        <translation>null erwartet (%1 hat keinen Wert)</translation>
    </message>
    <message>
        <source>%1 differs from %2&apos;s %3: one device has one total</source>
        <translation>%1 weicht von %3 in %2 ab: Ein Gerät hat nur eine Gesamtgröße</translation>
    </message>
    <message>
        <source>%1 is less than the reading before (%2): the count is never reset</source>
        <translation>%1 ist kleiner als der Wert davor (%2): Der Zähler wird nie zurückgesetzt</translation>
    </message>
    <message>
        <source>expected whole MiB</source>
        <translation>ganze MiB erwartet</translation>
    </message>
    <message>
        <source>%1 differs from environment.device.total_memory_bytes %2: one device has one total</source>
        <translation>%1 weicht von environment.device.total_memory_bytes %2 ab: Ein Gerät hat nur eine Gesamtgröße</translation>
    </message>
    <message>
        <source>%1 is more than the device&apos;s total of %2 bytes: the allocator cannot hold more than the device has</source>
        <translation>%1 ist mehr als die Gesamtgröße des Geräts von %2 Bytes: Der Allokator kann nicht mehr halten, als das Gerät hat</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportRow</name>
    <message>
        <source>row %1: a CPU dry run never carries a tariff: it measured no GPU</source>
        <translation>Zeile %1: ein CPU-Probelauf trägt nie einen Tarif: Er hat keine GPU gemessen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ResultsGrid</name>
    <message>
        <source>%1: a value is required</source>
        <translation>%1: ein Wert ist erforderlich</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed</source>
        <translation>%1: Steuerzeichen sind nicht erlaubt</translation>
    </message>
    <message>
        <source>%1: the text is too long</source>
        <translation>%1: der Text ist zu lang</translation>
    </message>
    <message>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos; only, got &apos;%2&apos;</source>
        <translation>%1: nur Buchstaben, Ziffern, „.“, „_“, „:“ und „-“, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: a UTC time such as 2026-09-24T14:05:00Z is required, got &apos;%2&apos;</source>
        <translation>%1: eine UTC-Zeit wie 2026-09-24T14:05:00Z ist erforderlich, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: must be complete, failed or cancelled, got &apos;%2&apos;</source>
        <translation>%1: muss complete, failed oder cancelled sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: a catalog gpu id such as h100 is required, got &apos;%2&apos;</source>
        <translation>%1: eine GPU-Kennung aus dem Katalog wie h100 ist erforderlich, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: a decimal number with &apos;.&apos; such as 0.93 is required, got &apos;%2&apos;</source>
        <translation>%1: eine Dezimalzahl mit „.“ wie 0.93 ist erforderlich, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: must be yes or no, got &apos;%2&apos;</source>
        <translation>%1: muss yes oder no sein, erhalten: „%2“</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header line %2</source>
        <translation>%1: leere Datei; erwartet wird die Kopfzeile %2</translation>
    </message>
    <message>
        <source>%1, line 1: wrong header; expected exactly %2</source>
        <translation>%1, Zeile 1: falsche Kopfzeile; erwartet wird genau %2</translation>
    </message>
    <message>
        <source>%1, line %2: expected %3 fields, found %4</source>
        <translation>%1, Zeile %2: %3 Felder erwartet, %4 gefunden</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>keine solche Zelle</translation>
    </message>
    <message>
        <source>no such row</source>
        <translation>keine solche Zeile</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Date (UTC)</source>
        <translation>Datum (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lose</translation>
    </message>
    <message>
        <source>Lot price (cents)</source>
        <translation>Lospreis (Cent)</translation>
    </message>
    <message>
        <source>Catalog snapshot</source>
        <translation>Katalogstand</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Gerätename</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Datentyp</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Measurement file</source>
        <translation>Messdatei</translation>
    </message>
    <message>
        <source>Warm forward, median (s)</source>
        <translation>Warmer Vorwärtsdurchlauf, Median (s)</translation>
    </message>
    <message>
        <source>Peak allocated (bytes)</source>
        <translation>Zugewiesen (Spitze, Bytes)</translation>
    </message>
    <message>
        <source>Peak reserved (bytes)</source>
        <translation>Reserviert (Spitze, Bytes)</translation>
    </message>
    <message>
        <source>Units submitted</source>
        <translation>Eingereichte Einheiten</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Akzeptierte Ergebnisse</translation>
    </message>
    <message>
        <source>Quality value</source>
        <translation>Qualitätswert</translation>
    </message>
    <message>
        <source>Threshold met</source>
        <translation>Schwellenwert erreicht</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>%1, line %2: more than %3 rows; a results grid holds at most %3 runs</source>
        <translation>%1, Zeile %2: mehr als %3 Zeilen; eine Ergebnistabelle fasst höchstens %3 Läufe</translation>
    </message>
    <message>
        <source>a results grid holds at most %1 runs</source>
        <translation>eine Ergebnistabelle fasst höchstens %1 Läufe</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: cannot exceed %2 (%3)</source>
        <translation>%1: darf %2 (%3) nicht überschreiten</translation>
    </message>
    <message>
        <source>%1, line %2: %3 &apos;%4&apos; appears twice</source>
        <translation>%1, Zeile %2: %3 „%4“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already used by another row</source>
        <translation>%1: „%2“ wird bereits von einer anderen Zeile verwendet</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Safetensors</name>
    <message numerus="yes">
        <source>shorter than the 8-byte header length (%n byte(s))</source>
        <translation>
            <numerusform>kürzer als die 8 Byte lange Header-Länge (%n Byte)</numerusform>
            <numerusform>kürzer als die 8 Byte lange Header-Länge (%n Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>header length %1 is outside 2 to %2 bytes</source>
        <translation>Header-Länge %1 liegt außerhalb von 2 bis %2 Bytes</translation>
    </message>
    <message>
        <source>header length %1 runs past the end of the file (%2 bytes)</source>
        <translation>Header-Länge %1 reicht über das Dateiende hinaus (%2 Bytes)</translation>
    </message>
    <message>
        <source>the header cannot be read</source>
        <translation>der Header kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the header does not start with &apos;{&apos;</source>
        <translation>der Header beginnt nicht mit „{“</translation>
    </message>
    <message>
        <source>the header is not a JSON object (%1)</source>
        <translation>der Header ist kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>__metadata__ must be an object of strings</source>
        <translation>__metadata__ muss ein Objekt aus Zeichenketten sein</translation>
    </message>
    <message>
        <source>a tensor has an empty name</source>
        <translation>ein Tensor hat einen leeren Namen</translation>
    </message>
    <message>
        <source>more than %1 tensors</source>
        <translation>mehr als %1 Tensoren</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; must have exactly dtype, shape and data_offsets</source>
        <translation>Tensor „%1“ muss genau dtype, shape und data_offsets haben</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: dtype &quot;%2&quot; is not a safetensors dtype</source>
        <translation>Tensor „%1“: dtype „%2“ ist kein safetensors-dtype</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: shape must be an array of at most %2 sizes</source>
        <translation>Tensor „%1“: shape muss ein Array aus höchstens %2 Größen sein</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a shape size is not a whole number &gt;= 0</source>
        <translation>Tensor „%1“: eine Größe in shape ist keine ganze Zahl &gt;= 0</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: the element count overflows 64 bits</source>
        <translation>Tensor „%1“: die Elementzahl überschreitet 64 Bit</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: elements × dtype size overflows 64 bits</source>
        <translation>Tensor „%1“: Elemente × dtype-Größe überschreitet 64 Bit</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: %2 elements of %3 bits are not a whole number of bytes</source>
        <translation>Tensor „%1“: %2 Elemente zu %3 Bits ergeben keine ganze Zahl von Bytes</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets must be [begin, end] with 0 &lt;= begin &lt;= end</source>
        <translation>Tensor „%1“: data_offsets muss [begin, end] mit 0 &lt;= begin &lt;= end sein</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets end %2 is past the data area (%3 bytes)</source>
        <translation>Tensor „%1“: das Ende %2 von data_offsets liegt hinter dem Datenbereich (%3 Bytes)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets span %2 bytes, but %3 elements of %4 take %5</source>
        <translation>Tensor „%1“: data_offsets umfassen %2 Bytes, aber %3 Elemente von %4 brauchen %5</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 overlaps the tensor before it (ends at %3)</source>
        <translation>Tensor „%1“: der Anfang %2 von data_offsets überlappt den vorigen Tensor (endet bei %3)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 leaves a gap (expected %3)</source>
        <translation>Tensor „%1“: der Anfang %2 von data_offsets lässt eine Lücke (erwartet %3)</translation>
    </message>
    <message>
        <source>the tensors end at data byte %1 but the data area holds %2 bytes</source>
        <translation>die Tensoren enden beim Datenbyte %1, aber der Datenbereich umfasst %2 Bytes</translation>
    </message>
    <message>
        <source>__metadata__ appears twice</source>
        <translation>__metadata__ kommt zweimal vor</translation>
    </message>
    <message>
        <source>__metadata__: %1</source>
        <translation>__metadata__: %1</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation>Tensor „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a key appears twice</source>
        <translation>Tensor „%1“: ein Schlüssel kommt zweimal vor</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SshTarget</name>
    <message>
        <source>SSH host</source>
        <translation>SSH-Host</translation>
    </message>
    <message>
        <source>Remote command</source>
        <translation>Remote-Befehl</translation>
    </message>
    <message>
        <source>%1: enter a host, user@host or an alias of your SSH configuration</source>
        <translation>%1: Geben Sie einen Hostnamen, user@host oder einen Alias Ihrer SSH-Konfiguration ein</translation>
    </message>
    <message>
        <source>%1: %2 starts with &apos;-&apos;, which ssh would read as an option; refused</source>
        <translation>%1: %2 beginnt mit „-“, was ssh als Option lesen würde; abgelehnt</translation>
    </message>
    <message>
        <source>%1: %2 holds a space or a control character; refused</source>
        <translation>%1: %2 enthält ein Leerzeichen oder ein Steuerzeichen; abgelehnt</translation>
    </message>
    <message>
        <source>%1: %2 is not of the form ssh://[user@]host[:port] with a port from 1 to 65535</source>
        <translation>%1: %2 hat nicht die Form ssh://[user@]host[:port] mit einem Port von 1 bis 65535</translation>
    </message>
    <message>
        <source>%1: enter the path of iteragpu on the remote host (or just iteragpu)</source>
        <translation>%1: Geben Sie den Pfad von iteragpu auf dem entfernten Host ein (oder einfach iteragpu)</translation>
    </message>
    <message>
        <source>%1: %2 holds a line break or a control character; refused</source>
        <translation>%1: %2 enthält einen Zeilenumbruch oder ein Steuerzeichen; abgelehnt</translation>
    </message>
    <message>
        <source>%1 holds a line break or a control character and cannot be passed to the remote host; refused</source>
        <translation>%1 enthält einen Zeilenumbruch oder ein Steuerzeichen und kann nicht an den entfernten Host übergeben werden; abgelehnt</translation>
    </message>
    <message>
        <source>The host key of %1 is unknown or has changed: connect once with &apos;ssh %1&apos; in a terminal, check the key and accept it, then try again.</source>
        <translation>Der Hostschlüssel von %1 ist unbekannt oder hat sich geändert: Verbinden Sie sich einmal mit „ssh %1“ in einem Terminal, prüfen Sie den Schlüssel, nehmen Sie ihn an und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>%1 refused the authentication: add your key to the SSH agent (ssh-add) or name it in ~/.ssh/config (IdentityFile); no password is asked here.</source>
        <translation>%1 hat die Anmeldung abgelehnt: Fügen Sie Ihren Schlüssel dem SSH-Agenten hinzu (ssh-add) oder nennen Sie ihn in ~/.ssh/config (IdentityFile); hier wird nie ein Passwort abgefragt.</translation>
    </message>
    <message>
        <source>The host %1 was not found: check its name, or its alias in ~/.ssh/config.</source>
        <translation>Der entfernte Host %1 wurde nicht gefunden: Prüfen Sie seinen Namen oder seinen Alias in ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 refused the connection: check that its SSH server runs and the port.</source>
        <translation>%1 hat die Verbindung abgelehnt: Prüfen Sie, ob sein SSH-Server läuft, und den Port.</translation>
    </message>
    <message>
        <source>%1 did not answer in time: check the host name, the network or a jump host in ~/.ssh/config.</source>
        <translation>%1 hat nicht rechtzeitig geantwortet: Prüfen Sie den Hostnamen, das Netzwerk oder einen Jump-Host in ~/.ssh/config.</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>Die Verbindung zu %1 ist abgebrochen.</translation>
    </message>
    <message>
        <source>ssh could not reach %1.</source>
        <translation>ssh konnte %1 nicht erreichen.</translation>
    </message>
    <message>
        <source>ssh could not reach %1: %2</source>
        <translation>ssh konnte %1 nicht erreichen: %2</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (command not found): install the iteragpu command-line tool there or set its path.</source>
        <translation>%1 wurde auf %2 nicht gefunden (command not found): Installieren Sie dort das Kommandozeilenwerkzeug iteragpu oder geben Sie seinen Pfad an.</translation>
    </message>
    <message>
        <source>%1 on %2 cannot be run (permission denied or not a program): check its path.</source>
        <translation>%1 auf %2 kann nicht ausgeführt werden (keine Berechtigung oder kein Programm): Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>%1: %2 has an empty user or host, or one that starts with &apos;-&apos; (which ssh would read as an option); refused</source>
        <translation>%1: %2 hat einen leeren Benutzer oder Host oder einen, der mit „-“ beginnt (ssh läse ihn als Option); abgelehnt</translation>
    </message>
    <message>
        <source>%1: %2 is not an absolute path (start it with / or ~/)</source>
        <translation>%1: %2 ist kein absoluter Pfad (beginnen Sie ihn mit / oder ~/)</translation>
    </message>
    <message>
        <source>%1: %2 is not an existing file</source>
        <translation>%1: %2 ist keine vorhandene Datei</translation>
    </message>
    <message>
        <source>SSH config file</source>
        <translation>SSH-Konfigurationsdatei</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>Identitätsdatei</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepIndex</name>
    <message>
        <source>a point without a report names no file</source>
        <translation>ein Punkt ohne Bericht nennt keine Datei</translation>
    </message>
    <message>
        <source>expected a report&apos;s name in the sweep&apos;s folder (NAME.json, no folder part)</source>
        <translation>erwartet wird der Name eines Berichts im Ordner des Sweeps (NAME.json, ohne Ordneranteil)</translation>
    </message>
    <message>
        <source>expected 64 lowercase hex digits</source>
        <translation>64 hexadezimale Ziffern in Kleinbuchstaben erwartet</translation>
    </message>
    <message>
        <source>a failure kind is required for a failed point and only there</source>
        <translation>eine Fehlerart ist bei einem fehlgeschlagenen Punkt erforderlich, und nur dort</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>kein gültiges JSON bei Byte %1 (%2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>ein JSON-Objekt erwartet</translation>
    </message>
    <message>
        <source>more than %1 values</source>
        <translation>mehr als %1 Werte</translation>
    </message>
    <message>
        <source>more than %1 points</source>
        <translation>mehr als %1 Punkte</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3</source>
        <translation>%1: points[%2]: %3</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 has SHA-256 %4, the index records %5</source>
        <translation>%1: points[%2]: %3 hat den SHA-256 %4, der Index verzeichnet %5</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 is not a measurement report</source>
        <translation>%1: points[%2]: %3 ist kein Messbericht</translation>
    </message>
    <message>
        <source>%1: the index says %2, the report says %3</source>
        <translation>%1: der Index sagt %2, der Bericht sagt %3</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>abgebrochen bei %1</translation>
    </message>
    <message>
        <source>%1 is named by an earlier point (points[%2]); each point has its own report</source>
        <translation>%1 wird schon von einem früheren Punkt genannt (points[%2]); jeder Punkt hat seinen eigenen Bericht</translation>
    </message>
    <message>
        <source>%1: points[%2].%3</source>
        <translation>%1: points[%2].%3</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepRequest</name>
    <message>
        <source>%1: value %2 is empty (values are separated by single commas)</source>
        <translation>%1: Wert %2 ist leer (Werte werden durch einzelne Kommas getrennt)</translation>
    </message>
    <message>
        <source>%1 (%2) is below %3 (%4)</source>
        <translation>%1 (%2) liegt unter %3 (%4)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a dimension; one of %3</source>
        <translation>%1: „%2“ ist keine Dimension; möglich sind: %3</translation>
    </message>
    <message>
        <source>%1: at least one value is required</source>
        <translation>%1: mindestens ein Wert ist erforderlich</translation>
    </message>
    <message>
        <source>%1: at most %2 values</source>
        <translation>%1: höchstens %2 Werte</translation>
    </message>
    <message>
        <source>%1 needs a numeric dimension (batch, context, width or hidden)</source>
        <translation>%1 braucht eine numerische Dimension (batch, context, width oder hidden)</translation>
    </message>
    <message>
        <source>%1: at least 1</source>
        <translation>%1: mindestens 1</translation>
    </message>
    <message>
        <source>value %1 (%2): %3</source>
        <translation>Wert %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1: the values must increase (%2 after %3)</source>
        <translation>%1: die Werte müssen aufsteigen (%2 nach %3)</translation>
    </message>
    <message>
        <source>the sweep&apos;s folder is required</source>
        <translation>der Ordner des Sweeps ist erforderlich</translation>
    </message>
    <message>
        <source>Boundary: largest complete %1 = %2, smallest failed for memory %1 = %3.</source>
        <translation>Grenze: größter abgeschlossener Wert %1 = %2, kleinster am Speicher gescheiterter Wert %1 = %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>The re-run of the largest complete value agreed.</source>
        <translation>Der erneute Lauf mit dem größten abgeschlossenen Wert stimmte überein.</translation>
    </message>
    <message>
        <source>The re-run failed: the boundary moved down.</source>
        <translation>Der erneute Lauf scheiterte: Die Grenze hat sich nach unten verschoben.</translation>
    </message>
    <message>
        <source>This is the boundary of this synthetic Linear → GELU → Linear on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>Dies ist die Grenze dieses synthetischen Linear → GELU → Linear auf diesem Gerät, mit dieser libtorch und diesem Treiber, nicht die Kapazität eines Modells.</translation>
    </message>
    <message>
        <source>Every value completed; no memory boundary below the largest value.</source>
        <translation>Jeder Wert wurde abgeschlossen; keine Speichergrenze unterhalb des größten Werts.</translation>
    </message>
    <message>
        <source>The sweep stopped: a point failed for a reason other than memory (not a boundary).</source>
        <translation>Der Sweep wurde beendet: Ein Punkt scheiterte aus einem anderen Grund als Speicher (keine Grenze).</translation>
    </message>
    <message>
        <source>The sweep was cancelled; every finished point is kept.</source>
        <translation>Der Sweep wurde abgebrochen; jeder fertige Punkt bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepRunner</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>the measure process was killed before its report (exit %1)</source>
        <translation>der Messprozess wurde vor seinem Bericht zwangsweise beendet (Exit-Code %1)</translation>
    </message>
    <message>
        <source>the measure process ended (exit %1) without a report</source>
        <translation>der Messprozess endete (Exit-Code %1) ohne Bericht</translation>
    </message>
    <message>
        <source>%1 differs from the report the measure process sent</source>
        <translation>%1 weicht von dem Bericht ab, den der Messprozess gesendet hat</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepStream</name>
    <message>
        <source>the sweep&apos;s stream goes on after its index</source>
        <translation>der Sweep-Strom geht nach seinem Index weiter</translation>
    </message>
    <message>
        <source>sweep stream line %1: longer than %2 bytes</source>
        <translation>Zeile %1 des Sweep-Stroms: länger als %2 Byte</translation>
    </message>
    <message>
        <source>sweep stream line %1</source>
        <translation>Zeile %1 des Sweep-Stroms</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1: kein JSON bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: ein Objekt erwartet</translation>
    </message>
    <message>
        <source>%1: a second &quot;sweep_started&quot;</source>
        <translation>%1: ein zweites „sweep_started“</translation>
    </message>
    <message>
        <source>%1: expected &quot;sweep_started&quot; first</source>
        <translation>%1: zuerst wird „sweep_started“ erwartet</translation>
    </message>
    <message>
        <source>more than %1 values</source>
        <translation>mehr als %1 Werte</translation>
    </message>
    <message>
        <source>expected point %1 to start</source>
        <translation>erwartet wurde der Beginn von Punkt %1</translation>
    </message>
    <message>
        <source>point %1 did not start</source>
        <translation>Punkt %1 hat nicht begonnen</translation>
    </message>
    <message>
        <source>%1: report_bytes: a point&apos;s report follows it exactly when it names one</source>
        <translation>%1: report_bytes: der Bericht eines Punkts folgt ihm genau dann, wenn der Punkt einen nennt</translation>
    </message>
    <message>
        <source>%1: point.file: %2 was named by an earlier point</source>
        <translation>%1: point.file: %2 wurde schon von einem früheren Punkt genannt</translation>
    </message>
    <message>
        <source>point %1 did not finish</source>
        <translation>Punkt %1 wurde nicht beendet</translation>
    </message>
    <message>
        <source>the index follows exactly when it was written</source>
        <translation>der Index folgt genau dann, wenn er geschrieben wurde</translation>
    </message>
    <message>
        <source>%1: the report %2 that followed does not have the point&apos;s SHA-256</source>
        <translation>%1: der nachfolgende Bericht %2 hat nicht den SHA-256 des Punkts</translation>
    </message>
    <message>
        <source>%1: the index that followed does not have the announced SHA-256</source>
        <translation>%1: der nachfolgende Index hat nicht den angekündigten SHA-256</translation>
    </message>
    <message>
        <source>%1: the index&apos;s points are not the %2 point(s) streamed before it</source>
        <translation>%1: die Punkte des Index sind nicht die %2 zuvor im Strom gesendeten Punkt(e)</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended before it started</source>
        <translation>der Sweep-Strom endete, bevor er begann</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended inside its index</source>
        <translation>der Sweep-Strom endete mitten in seinem Index</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended during point %1</source>
        <translation>der Sweep-Strom endete während Punkt %1</translation>
    </message>
    <message numerus="yes">
        <source>the sweep&apos;s stream ended after %n point(s), before its index</source>
        <translation>
            <numerusform>der Sweep-Strom endete nach %n Punkt, vor seinem Index</numerusform>
            <numerusform>der Sweep-Strom endete nach %n Punkten, vor seinem Index</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::TextFile</name>
    <message>
        <source>%1: not a text file (it contains NUL bytes)</source>
        <translation>%1: keine Textdatei (enthält NUL-Bytes)</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1: kein UTF-8-Text</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes, refused</source>
        <translation>%1: größer als %2 Bytes, abgelehnt</translation>
    </message>
    <message>
        <source>%1: exists already; a result is never overwritten, choose a new name</source>
        <translation>%1: existiert bereits; ein Ergebnis wird nie überschrieben, wählen Sie einen neuen Namen</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: kann nicht geschrieben werden (%2)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>ein FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: a symbolic link, refused (links are not followed)</source>
        <translation>%1: ein symbolischer Link, abgelehnt (Links werden nicht verfolgt)</translation>
    </message>
    <message>
        <source>%1: %2, not a regular file; refused</source>
        <translation>%1: %2, keine reguläre Datei; abgelehnt</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1: kein Dateiname</translation>
    </message>
    <message>
        <source>%1: cannot be written; its folder cannot be opened (%2)</source>
        <translation>%1: kann nicht geschrieben werden; sein Ordner kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2); nothing was saved</source>
        <translation>%1: kann nicht geschrieben werden (%2); nichts wurde gespeichert</translation>
    </message>
    <message>
        <source>%1: written, but its folder could not be synced to disk (%2)</source>
        <translation>%1: geschrieben, aber sein Ordner konnte nicht auf die Festplatte synchronisiert werden (%2)</translation>
    </message>
    <message>
        <source>the folder %1 does not accept new files (%2)</source>
        <translation>im Ordner %1 können keine neuen Dateien angelegt werden (%2)</translation>
    </message>
    <message>
        <source>%1: not a resource of the application</source>
        <translation>%1: keine Ressource der Anwendung</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::AmendmentHistory</name>
    <message>
        <source>Useful unit</source>
        <translation>Nützliche Einheit</translation>
    </message>
    <message>
        <source>Quality metric</source>
        <translation>Qualitätsmetrik</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Schwellenwert</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Korpus</translation>
    </message>
    <message>
        <source>Corpus size</source>
        <translation>Korpusgröße</translation>
    </message>
    <message>
        <source>Decision rule</source>
        <translation>Entscheidungsregel</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Amendment %1, %2 UTC</source>
        <translation>Nachtrag %1, %2 UTC</translation>
    </message>
    <message>
        <source>No reason: no result existed yet.</source>
        <translation>Ohne Begründung: Es gab noch kein Ergebnis.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Begründung: %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>SHA-256 before %1…, after %2…</source>
        <translation>SHA-256 vorher %1…, nachher %2…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackendStatus</name>
    <message>
        <source>Choose the torch backend module</source>
        <translation>Torch-Backend-Modul wählen</translation>
    </message>
    <message>
        <source>Shared libraries (*.so);;All files (*)</source>
        <translation>Gemeinsame Bibliotheken (*.so);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The backend is loaded on the next probe or measurement.</source>
        <translation>Das Backend wird bei der nächsten Abfrage oder Messung geladen.</translation>
    </message>
    <message>
        <source>Torch backend: %1 (found by the default search)</source>
        <translation>Torch-Backend: %1 (von der Standardsuche gefunden)</translation>
    </message>
    <message>
        <source>Torch backend: default search (nothing loaded yet)</source>
        <translation>Torch-Backend: Standardsuche (noch nichts geladen)</translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation>Torch-Backend: %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Geladen: %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackgroundRead</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Lesen abbrechen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BundleExport</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weiteres</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Open problems in the results grid</source>
        <translation>Offene Probleme in der Ergebnistabelle</translation>
    </message>
    <message numerus="yes">
        <source>The results grid has %n open problem(s):</source>
        <translation>
            <numerusform>Die Ergebnistabelle hat %n offenes Problem:</numerusform>
            <numerusform>Die Ergebnistabelle hat %n offene Probleme:</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway? The bundle&apos;s MANIFEST.json records them and iteragpu verify prints them. To keep a row, say why with &quot;Keep row…&quot; below the grid.</source>
        <translation>Trotzdem exportieren? Das MANIFEST.json des Bündels vermerkt sie, und iteragpu verify gibt sie aus. Um eine Zeile zu behalten, begründen Sie es mit „Zeile behalten…“ unter der Tabelle.</translation>
    </message>
    <message>
        <source>&amp;Export with the problems</source>
        <translation>Mit den Problemen &amp;exportieren</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ChartScale</name>
    <message>
        <source>%1, log</source>
        <translation>%1, log</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ChartView</name>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1: das Diagramm kann nicht als PNG gerendert werden</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as SVG</source>
        <translation>%1: das Diagramm kann nicht als SVG gerendert werden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nicht vorhanden</translation>
    </message>
    <message>
        <source>Report: %1 · Device: %2 · Configuration: %3 · Status: %4</source>
        <translation>Bericht: %1 · Gerät: %2 · Konfiguration: %3 · Status: %4</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointDialog</name>
    <message>
        <source>File or folder:</source>
        <translation>Datei oder Ordner:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointPanel</name>
    <message>
        <source>From &amp;checkpoint…</source>
        <translation>Aus &amp;Checkpoint…</translation>
    </message>
    <message>
        <source>&amp;Use parameters instead</source>
        <translation>&amp;Stattdessen Parameter verwenden</translation>
    </message>
    <message>
        <source>&amp;Load as (bits, optional):</source>
        <translation>&amp;Laden als (Bits, optional):</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>wie gespeichert</translation>
    </message>
    <message>
        <source>If the weights are cast on load, their bytes at this width are shown beside the stored bytes, never instead of them.</source>
        <translation>Werden die Gewichte beim Laden umgewandelt, erscheinen ihre Bytes in dieser Breite neben den gespeicherten Bytes, nie an ihrer Stelle.</translation>
    </message>
    <message>
        <source>Add the &amp;KV cache (from config.json or the GGUF metadata)</source>
        <translation>&amp;KV-Cache hinzufügen (aus config.json oder den GGUF-Metadaten)</translation>
    </message>
    <message>
        <source>C&amp;ontext (tokens):</source>
        <translation>K&amp;ontext (Tokens):</translation>
    </message>
    <message>
        <source>B&amp;atch (sequences):</source>
        <translation>B&amp;atch (Sequenzen):</translation>
    </message>
    <message>
        <source>KV cache b&amp;its:</source>
        <translation>B&amp;its des KV-Cache:</translation>
    </message>
    <message>
        <source>Reading the headers of %1…</source>
        <translation>Die Header von %1 werden gelesen…</translation>
    </message>
    <message>
        <source>Checkpoint: %1</source>
        <translation>Checkpoint: %1</translation>
    </message>
    <message>
        <source>Or type a parameter count above.</source>
        <translation>Oder geben Sie oben eine Parameterzahl ein.</translation>
    </message>
    <message>
        <source>Estimate from a checkpoint</source>
        <translation>Schätzung aus einem Checkpoint</translation>
    </message>
    <message>
        <source>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;All files (*)</source>
        <translation>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding one; only the headers are read. You can also drop a file or a folder on this tab.</source>
        <translation>Eine .safetensors-Datei, eine model.safetensors.index.json, eine .gguf-Datei oder ein Ordner, der eine davon enthält; nur die Header werden gelesen. Sie können auch eine Datei oder einen Ordner auf diesen Reiter ziehen.</translation>
    </message>
    <message>
        <source>Still shown: the checkpoint read before, %1.</source>
        <translation>Weiterhin angezeigt: der zuvor gelesene Checkpoint, %1.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonCharts</name>
    <message>
        <source>Peak allocated per phase</source>
        <translation>Zugewiesen (Spitze) pro Phase</translation>
    </message>
    <message>
        <source>Peak reserved per phase</source>
        <translation>Reserviert (Spitze) pro Phase</translation>
    </message>
    <message>
        <source>Measured minus predicted peak allocated</source>
        <translation>Zugewiesen (Spitze): gemessen minus vorhergesagt</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Zugewiesen (Spitze)</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Reserviert (Spitze)</translation>
    </message>
    <message>
        <source>Measured − predicted</source>
        <translation>Gemessen − vorhergesagt</translation>
    </message>
    <message>
        <source>%1 (no value)</source>
        <translation>%1 (kein Wert)</translation>
    </message>
    <message>
        <source>Device memory outside the caching allocator per phase (largest over its rows): every process on the card, not this process alone</source>
        <translation>Gerätespeicher außerhalb des Caching-Allokators je Phase (größter Wert ihrer Zeilen): alle Prozesse auf der Karte, nicht nur dieser Prozess</translation>
    </message>
    <message>
        <source>Outside the allocator</source>
        <translation>Außerhalb des Allokators</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Time per phase: the line is the median of its rows, the whiskers their smallest and largest (the table holds the exact values)</source>
        <translation>Zeit pro Phase: Die Linie ist der Median ihrer Zeilen, die Whisker reichen von der kleinsten bis zur größten (die Tabelle enthält die genauen Werte)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n row(s))</source>
        <translation>
            <numerusform>%1 · %2
Median %3 ns, kleinste %4 ns, größte %5 ns (%n Zeile)</numerusform>
            <numerusform>%1 · %2
Median %3 ns, kleinste %4 ns, größte %5 ns (%n Zeilen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonModel</name>
    <message>
        <source>(baseline)</source>
        <translation>(Referenz)</translation>
    </message>
    <message>
        <source>The runs differ in %1.</source>
        <translation>Die Läufe unterscheiden sich in %1.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1: %2 (the baseline run)</source>
        <translation>%1: %2 (der Referenzlauf)</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3</source>
        <translation>%1: %2; Differenz zur Referenz: %3</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3; ratio to the baseline: %4</source>
        <translation>%1: %2; Differenz zur Referenz: %3; Verhältnis zur Referenz: %4</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Device bytes in use (total minus free) minus this process&apos;s reserved bytes: every process on the card, not this process alone.</source>
        <translation>Belegte Bytes des Geräts (gesamt minus frei) minus die reservierten Bytes dieses Prozesses: alle Prozesse auf der Karte, nicht nur dieser Prozess.</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s count since the process started, at the end of the phase.</source>
        <translation>Der Zähler des Caching-Allokators seit dem Start des Prozesses, am Ende der Phase.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>&amp;Runs (tick 2 to %1):</source>
        <translation>&amp;Läufe (2 bis %1 ankreuzen):</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Referenz:</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>&amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>%1 runs are ticked: at most %2 are compared at once; untick some.</source>
        <translation>%1 Läufe sind angekreuzt: Höchstens %2 werden auf einmal verglichen; entfernen Sie einige Häkchen.</translation>
    </message>
    <message>
        <source>Tick two to %1 runs to compare them.</source>
        <translation>Kreuzen Sie zwei bis %1 Läufe an, um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Exact values; in brackets the difference to the baseline (bytes, nanoseconds) and the ratio to it, rounded half up to %1 decimals. Bold lines differ between the runs.</source>
        <translation>Exakte Werte; in Klammern die Differenz zur Referenz (Bytes, Nanosekunden) und das Verhältnis zu ihr, kaufmännisch auf %1 Nachkommastellen gerundet. Fett gedruckte Zeilen unterscheiden sich zwischen den Läufen.</translation>
    </message>
    <message>
        <source>The runs have the same configuration.</source>
        <translation>Die Läufe haben dieselbe Konfiguration.</translation>
    </message>
    <message>
        <source>The configurations differ in: %1.</source>
        <translation>Die Konfigurationen unterscheiden sich in: %1.</translation>
    </message>
    <message>
        <source>No comparison to export: tick two runs or more.</source>
        <translation>Kein Vergleich zum Exportieren: Kreuzen Sie zwei oder mehr Läufe an.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Vergleich exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export comparison charts to folder</source>
        <translation>Vergleichsdiagramme in Ordner exportieren</translation>
    </message>
    <message>
        <source>This window&apos;s run: %1</source>
        <translation>Lauf dieses Fensters: %1</translation>
    </message>
    <message>
        <source>Comparison written to %1</source>
        <translation>Vergleich in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export charts (&amp;PNG, SVG)…</source>
        <translation>Diagramme exportieren (&amp;PNG, SVG)…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message>
        <source>&amp;GPU model:</source>
        <translation>&amp;GPU-Modell:</translation>
    </message>
    <message>
        <source>&amp;Lots:</source>
        <translation>&amp;Lose:</translation>
    </message>
    <message>
        <source>&amp;Accepted results:</source>
        <translation>&amp;Akzeptierte Ergebnisse:</translation>
    </message>
    <message>
        <source>empty: no unit cost</source>
        <translation>leer: keine Stückkosten</translation>
    </message>
    <message>
        <source>The number of distinct accepted useful units. There is no default: without it the unit cost is not computed. Repetitions of a benchmark are not new units.</source>
        <translation>Die Anzahl verschiedener akzeptierter nützlicher Einheiten. Es gibt keinen Standardwert: Ohne sie werden keine Stückkosten berechnet. Wiederholungen eines Benchmarks sind keine neuen Einheiten.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Price per GPU-day</source>
        <translation>Preis pro GPU-Tag</translation>
    </message>
    <message>
        <source>Price per GPU-day by model and duration</source>
        <translation>Preis pro GPU-Tag nach Modell und Mietdauer</translation>
    </message>
    <message>
        <source>US dollars per GPU-day</source>
        <translation>US-Dollar pro GPU-Tag</translation>
    </message>
    <message numerus="yes">
        <source>Use grid total (%1 accepted)</source>
        <translation>
            <numerusform>Summe der Tabelle übernehmen (%1 akzeptiert)</numerusform>
            <numerusform>Summe der Tabelle übernehmen (%1 akzeptiert)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>GPU-Kennung</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPUs pro Los</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB pro GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Lot price</source>
        <translation>Lospreis</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Stand</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>No tariff catalog is loaded.</source>
        <translation>Kein Tarifkatalog geladen.</translation>
    </message>
    <message>
        <source>Total (lot price × lots)</source>
        <translation>Summe (Lospreis × Lose)</translation>
    </message>
    <message>
        <source>%1 cents (%2)</source>
        <translation>%1 Cent (%2)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-Tage</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Stückkosten</translation>
    </message>
    <message>
        <source>%1 cents (%2) per accepted result</source>
        <translation>%1 Cent (%2) pro akzeptiertem Ergebnis</translation>
    </message>
    <message>
        <source>not computed: give the number of accepted results</source>
        <translation>nicht berechnet: Geben Sie die Anzahl akzeptierter Ergebnisse an</translation>
    </message>
    <message>
        <source>Snapshot %1. Whole US-dollar cents per lot, a lot&apos;s price covers all its GPUs; no currency conversion, no hourly pro-rata.</source>
        <translation>Stand %1. Ganze US-Dollar-Cent pro Los, der Lospreis deckt alle seine GPUs ab; keine Währungsumrechnung, keine stündliche Pro-rata-Berechnung.</translation>
    </message>
    <message>
        <source>Durat&amp;ion (days):</source>
        <translation>&amp;Mietdauer (Tage):</translation>
    </message>
    <message numerus="yes">
        <source>%1 cent(s)</source>
        <translation>
            <numerusform>%1 Cent</numerusform>
            <numerusform>%1 Cent</numerusform>
        </translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Kein Ergebnis: Korrigieren Sie, was rot markiert ist.</translation>
    </message>
    <message>
        <source>%1: %2 tariffs; the window shows catalogs of at most %3 (the command line reads larger ones)</source>
        <translation>%1: %2 Tarife; das Fenster zeigt Kataloge mit höchstens %3 (die Kommandozeile liest größere)</translation>
    </message>
    <message>
        <source>Only complete rows pinned to this package count: the same GPU model, duration, lots, lot price and snapshot. Dry runs, failed and cancelled runs never count.</source>
        <translation>Es zählen nur vollständige Zeilen, die dieses Paket festhalten: gleiches GPU-Modell, gleiche Mietdauer, gleiche Lose, gleicher Lospreis und gleicher Stand. Probeläufe sowie fehlgeschlagene und abgebrochene Läufe zählen nie.</translation>
    </message>
    <message>
        <source>Only when you click: nothing is filled in automatically.</source>
        <translation>Nur wenn Sie klicken: Nichts wird automatisch ausgefüllt.</translation>
    </message>
    <message numerus="yes">
        <source>%n of another package</source>
        <translation>
            <numerusform>%n aus einem anderen Paket</numerusform>
            <numerusform>%n aus einem anderen Paket</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry run(s)</source>
        <translation>
            <numerusform>%n Probelauf</numerusform>
            <numerusform>%n Probeläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or cancelled</source>
        <translation>
            <numerusform>%n fehlgeschlagen oder abgebrochen</numerusform>
            <numerusform>%n fehlgeschlagen oder abgebrochen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without accepted results</source>
        <translation>
            <numerusform>%n ohne akzeptierte Ergebnisse</numerusform>
            <numerusform>%n ohne akzeptierte Ergebnisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counts %n row(s) of this package.</source>
        <translation>
            <numerusform>%n Zeile dieses Pakets wird gezählt.</numerusform>
            <numerusform>%n Zeilen dieses Pakets werden gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Nicht gezählt: %1.</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Spotpreis (kann unterbrochen werden)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Read on</source>
        <translation>Gelesen am</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Row %1 (%2) is left out because its %3 is %4, not &apos;%5&apos;: pin this package to it in the results grid (Pin package).</source>
        <translation>Zeile %1 (%2) wird nicht gezählt, weil ihr Feld %3 %4 ist, nicht „%5“: Heften Sie ihr dieses Paket in der Ergebnistabelle an (Paket an Zeilen heften).</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::DefaultFileName</name>
    <message>
        <source>raw-results</source>
        <comment>suggested file name</comment>
        <translation>rohergebnisse</translation>
    </message>
    <message>
        <source>quality-protocol</source>
        <comment>suggested file name</comment>
        <translation>qualitätsprotokoll</translation>
    </message>
    <message>
        <source>package-cost</source>
        <comment>suggested file name</comment>
        <translation>paketkosten</translation>
    </message>
    <message>
        <source>environment</source>
        <comment>suggested file name</comment>
        <translation>umgebung</translation>
    </message>
    <message>
        <source>comparison</source>
        <comment>suggested file name</comment>
        <translation>vergleich</translation>
    </message>
    <message>
        <source>phases</source>
        <comment>suggested file name</comment>
        <translation>phasen</translation>
    </message>
    <message>
        <source>iteragpu-bundle</source>
        <comment>suggested folder name</comment>
        <translation>iteragpu-berichtsbündel</translation>
    </message>
    <message>
        <source>measurement-%1</source>
        <comment>suggested file name; %1 is the UTC start</comment>
        <translation>messung-%1</translation>
    </message>
    <message>
        <source>package-plan</source>
        <comment>suggested file name</comment>
        <translation>paketplan</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EnvironmentTab</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <source>D&amp;river version (you record it):</source>
        <translation>T&amp;reiberversion (von Ihnen erfasst):</translation>
    </message>
    <message>
        <source>Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into libtorch is not the driver version.</source>
        <translation>Lesen Sie sie in nvidia-smi (NVIDIA) oder rocm-smi (AMD) ab. Die in libtorch eingebaute Runtime-Version ist nicht die Treiberversion.</translation>
    </message>
    <message>
        <source>e.g. 550.54.15</source>
        <translation>z. B. 550.54.15</translation>
    </message>
    <message>
        <source>&amp;Probe environment</source>
        <translation>Umgebung &amp;abfragen</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>JSON e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Device: must be cuda:N (e.g. cuda:0) or cpu.</source>
        <translation>Gerät: muss cuda:N (z. B. cuda:0) oder cpu sein.</translation>
    </message>
    <message>
        <source>Probing… (loading libtorch in the background)</source>
        <translation>Abfrage läuft… (libtorch wird im Hintergrund geladen)</translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation>Das Gerät %1 ist nicht verfügbar: %2. Umgebung erfasst; eine Messung darauf wird abgelehnt (es gibt keinen Fallback auf die CPU). Wählen Sie cpu für einen Protokoll-Probelauf.</translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation>Umgebung erfasst. Die Treiberversion ist nur das, was Sie oben eingeben.</translation>
    </message>
    <message>
        <source>Export environment</source>
        <translation>Umgebung exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>No environment to export: probe it first.</source>
        <translation>Keine Umgebung zum Exportieren: Fragen Sie sie zuerst ab.</translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables other than the four that configure the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation>Noch nicht abgefragt. Die Abfrage lädt das libtorch-Modul im Hintergrund; erfasst wird nur, was angezeigt wird (keine Umgebungsvariablen außer den vier, die den Allokator und cuBLAS konfigurieren, keine Benutzer- oder Rechnernamen, Home-Pfade, Seriennummern, UUIDs oder Netzwerkadressen).</translation>
    </message>
    <message>
        <source>&amp;Back to this machine</source>
        <translation>&amp;Zurück zu diesem Rechner</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1, format version %2. These are the facts of the machine that wrote it, not of this one.</source>
        <translation>Geöffneter Bericht (schreibgeschützt): %1, Formatversion %2. Dies sind die Angaben des Rechners, der ihn geschrieben hat, nicht die dieses Rechners.</translation>
    </message>
    <message>
        <source>Environment written to %1</source>
        <translation>Umgebung in %1 gespeichert</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of %2. Probe again before exporting.</source>
        <translation>Veraltet: Die Tabelle zeigt die Abfrage von %1, nicht von %2. Fragen Sie erneut ab, bevor Sie exportieren.</translation>
    </message>
    <message>
        <source>The probe shown is of %1, not of %2: probe again before exporting.</source>
        <translation>Die angezeigte Abfrage stammt von %1, nicht von %2: Fragen Sie erneut ab, bevor Sie exportieren.</translation>
    </message>
    <message>
        <source>Probing %1 over SSH…</source>
        <translation>%1 wird über SSH abgefragt…</translation>
    </message>
    <message>
        <source>Probe of %1 failed: %2</source>
        <translation>Abfrage von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of the machine chosen above. Probe again before exporting.</source>
        <translation>Veraltet: Die Tabelle zeigt die Abfrage von %1, nicht des oben gewählten Rechners. Fragen Sie vor dem Exportieren erneut ab.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>Remote host %1, probed over SSH.</source>
        <translation>Entfernter Host %1, über SSH abgefragt.</translation>
    </message>
    <message>
        <source>Probing after the measurement running on this computer ends (the torch module is used by one thread at a time)…</source>
        <translation>Die Abfrage folgt, sobald die Messung auf diesem Rechner endet (das Torch-Modul wird von einem Thread nach dem anderen genutzt)…</translation>
    </message>
    <message>
        <source>Copied the opened environment report as JSON.</source>
        <translation>Der geöffnete Umgebungsbericht wurde als JSON kopiert.</translation>
    </message>
    <message>
        <source>Copied the environment of %1 as JSON.</source>
        <translation>Die Umgebung von %1 wurde als JSON kopiert.</translation>
    </message>
    <message>
        <source>&amp;Use cpu (dry run)</source>
        <translation>&amp;CPU verwenden (Probelauf)</translation>
    </message>
    <message>
        <source>Switches the device to cpu and probes it: a protocol dry run that checks the steps, with no GPU figure.</source>
        <translation>Stellt das Gerät auf cpu und fragt es ab: ein Protokoll-Probelauf, der die Schritte prüft, ohne GPU-Werte.</translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. In this window, choose the module&apos;s file with File &gt; Choose torch backend (the command line&apos;s --backend); measurements are refused until it loads.</source>
        <translation>Das libtorch-Backend ist nicht geladen: %1. Wählen Sie in diesem Fenster die Datei des Moduls mit Datei &gt; Torch-Backend wählen (auf der Kommandozeile --backend); Messungen werden abgelehnt, bis es geladen ist.</translation>
    </message>
    <message>
        <source>Driver version</source>
        <translation>Treiberversion</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parameter:</translation>
    </message>
    <message>
        <source>&amp;Bits per parameter:</source>
        <translation>&amp;Bits pro Parameter:</translation>
    </message>
    <message>
        <source>&amp;Reserve (GiB, your assumption):</source>
        <translation>&amp;Reserve (GiB, Ihre Annahme):</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation>Nicht enthalten: %1. Dies sagt nicht voraus, ob ein reales Modell auf eine Karte passt.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation>
            <numerusform>%n Byte pro Parameter (Bits auf ganze Bytes aufgerundet).</numerusform>
            <numerusform>%n Bytes pro Parameter (Bits auf ganze Bytes aufgerundet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve (rounded up to whole bytes)</source>
        <translation>Reserve (auf ganze Bytes aufgerundet)</translation>
    </message>
    <message>
        <source>Total with reserve</source>
        <translation>Summe mit Reserve</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.</source>
        <translation>GiB = 2^30 Bytes, GB = 10^9 Bytes; kaufmännisch auf 2 Nachkommastellen gerundet; Bytes sind exakt.</translation>
    </message>
    <message>
        <source>Weight memory from a parameter count and a bit width, or from a checkpoint&apos;s headers. No GPU is needed.</source>
        <translation>Gewichtsspeicher aus einer Parameterzahl und einer Bitbreite oder aus den Headern eines Checkpoints. Es wird keine GPU benötigt.</translation>
    </message>
    <message>
        <source>A whole number of parameters: 7000000000, 7,000,000,000 (grouped as your language writes it), 7e9 or 7B.</source>
        <translation>Eine ganze Zahl von Parametern: 7000000000, 7.000.000.000 (so gruppiert, wie Ihre Sprache schreibt), 7e9 oder 7B.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (GiB)</source>
        <translation>Gewichte, KV-Cache und Reserve (GiB)</translation>
    </message>
    <message>
        <source>Weights packed (parameters × bits / 8)</source>
        <translation>Gewichte gepackt (Parameter × Bits / 8)</translation>
    </message>
    <message>
        <source>Total with reserve, packed</source>
        <translation>Summe mit Reserve, gepackt</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s), %1 elements, read from the headers only.</source>
        <translation>
            <numerusform>%n Tensor, %1 Elemente, nur aus den Headern gelesen.</numerusform>
            <numerusform>%n Tensoren, %1 Elemente, nur aus den Headern gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest tensor: %1, %2, %3.</source>
        <translation>Größter Tensor: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tensor(s))</source>
        <translation>
            <numerusform>%1 (%n Tensor)</numerusform>
            <numerusform>%1 (%n Tensoren)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Gespeicherte Gewichte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>KV cache = %1 layers × %2 batch × %3 context × %4 key/value heads × (%5 + %6) × %7 bits / 8, from %8.</source>
        <translation>KV-Cache = %1 Schichten × %2 Batch × %3 Kontext × %4 Key/Value-Köpfe × (%5 + %6) × %7 Bits / 8, aus %8.</translation>
    </message>
    <message>
        <source>The sliding window of %1 tokens caps the context of %2.</source>
        <translation>Das Sliding Window von %1 Tokens begrenzt den Kontext von %2.</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>KV-Cache: %1</translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Kein Ergebnis: Korrigieren Sie, was rot markiert ist.</translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or %1. It is an assumption, not a measurement.</source>
        <translation>Eine Reserve, die Sie hinzufügen, etwa 4 oder %1. Sie ist eine Annahme, keine Messung.</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (%1)</source>
        <translation>Gewichte, KV-Cache und Reserve (%1)</translation>
    </message>
    <message>
        <source>%1 bits per parameter, packed: parameters × bits / 8, rounded up to a whole byte in total.</source>
        <translation>%1 Bits pro Parameter, gepackt: Parameter × Bits / 8, insgesamt auf ein ganzes Byte aufgerundet.</translation>
    </message>
    <message>
        <source>Stored weights (replaced by the cast on load)</source>
        <translation>Gespeicherte Gewichte (durch das Umwandeln beim Laden ersetzt)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, packed (counted)</source>
        <translation>Beim Laden auf %1 Bits umgewandelt, gepackt (gezählt)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load (counted)</source>
        <translation>Beim Laden auf %1 Bits umgewandelt (gezählt)</translation>
    </message>
    <message>
        <source>1 to 64, with up to 2 decimals for an effective width such as %1. When the width is not a multiple of 8, the packed figure (parameters × bits / 8) comes first; the figure in whole bytes per parameter (each parameter rounded up to whole bytes: 4 bits take 1 byte) is shown beside it.</source>
        <translation>1 bis 64, mit bis zu 2 Nachkommastellen für eine effektive Breite wie %1. Ist die Breite kein Vielfaches von 8, steht der gepackte Wert (Parameter × Bits / 8) zuerst; der Wert in ganzen Bytes pro Parameter (jeder Parameter auf ganze Bytes aufgerundet: 4 Bits belegen 1 Byte) steht daneben.</translation>
    </message>
    <message>
        <source>In whole bytes: %1</source>
        <translation>In ganzen Bytes: %1</translation>
    </message>
    <message>
        <source>Weights, whole bytes</source>
        <translation>Gewichte, ganze Bytes</translation>
    </message>
    <message>
        <source>Total with reserve, whole bytes</source>
        <translation>Summe mit Reserve, ganze Bytes</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, in whole bytes per element (not counted)</source>
        <translation>Beim Laden auf %1 Bits umgewandelt, in ganzen Bytes pro Element (nicht gezählt)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentCommands</name>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>der Ergebnistabelle (%n Zeile)</numerusform>
            <numerusform>der Ergebnistabelle (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol, fixed at %1 UTC</source>
        <translation>dem Qualitätsprotokoll, festgelegt am %1 UTC</translation>
    </message>
    <message>
        <source>the quality protocol (a draft)</source>
        <translation>dem Qualitätsprotokoll (Entwurf)</translation>
    </message>
    <message>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before starting a new experiment?</source>
        <translation>Das Fenster hat ungespeicherte Änderungen. Vor dem Erstellen eines neuen Experiments speichern?</translation>
    </message>
    <message>
        <source>Cannot create the experiment</source>
        <translation>Experiment kann nicht erstellt werden</translation>
    </message>
    <message>
        <source>Experiment created in %1</source>
        <translation>Experiment in %1 erstellt</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Experiment öffnen</translation>
    </message>
    <message>
        <source>%1 is not an experiment, but holds a results grid or a tariff catalog. Create an experiment from these files? They are copied; the originals stay.</source>
        <translation>%1 ist kein Experiment, enthält aber eine Ergebnistabelle oder einen Tarifkatalog. Aus diesen Dateien ein Experiment erstellen? Sie werden kopiert; die Originale bleiben erhalten.</translation>
    </message>
    <message>
        <source>Cannot open the experiment</source>
        <translation>Experiment kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 is not an experiment: it has no %2.</source>
        <translation>%1 ist kein Experiment: %2 fehlt.</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before opening another experiment?</source>
        <translation>Das Fenster hat ungespeicherte Änderungen. Vor dem Öffnen eines anderen Experiments speichern?</translation>
    </message>
    <message>
        <source>Experiment %1 opened</source>
        <translation>Experiment %1 geöffnet</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>No experiment is open. Create one with what the window shows (copies of the grid and the protocol)?</source>
        <translation>Kein Experiment ist geöffnet. Eines mit dem Inhalt des Fensters erstellen (Kopien der Tabelle und des Protokolls)?</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Experiment saved: %1 (%2)</source>
        <translation>Experiment gespeichert: %1 (%2)</translation>
    </message>
    <message>
        <source>Close experiment</source>
        <translation>Experiment schließen</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before closing it?</source>
        <translation>Das Experiment hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Create an experiment from these files…</source>
        <translation>Aus diesen Dateien ein Experiment erstellen…</translation>
    </message>
    <message>
        <source>One folder that keeps the protocol, the grid and every report it cites together. The files are copied; the originals stay where they are.</source>
        <translation>Ein Ordner, der das Protokoll, die Tabelle und jeden Bericht, auf den sie verweist, zusammenhält. Die Dateien werden kopiert; die Originale bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Saving the experiment…</source>
        <translation>Experiment wird gespeichert…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before quitting?</source>
        <translation>Das Experiment hat ungespeicherte Änderungen. Vor dem Beenden speichern?</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentSession</name>
    <message>
        <source>%1 is open in another window of IteraGPU Lab (process %2): work on it there, or close that window first.</source>
        <translation>%1 ist in einem anderen Fenster von IteraGPU Lab geöffnet (Prozess %2): Arbeiten Sie dort daran, oder schließen Sie zuerst jenes Fenster.</translation>
    </message>
    <message>
        <source>No experiment is open.</source>
        <translation>Kein Experiment ist geöffnet.</translation>
    </message>
    <message>
        <source>%1: the file changed since it was opened (SHA-256 %2, opened as %3); open it again.</source>
        <translation>%1: die Datei hat sich seit dem Öffnen geändert (SHA-256 %2, beim Öffnen %3); öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <source>The window was closed before the experiment&apos;s files were written.</source>
        <translation>Das Fenster wurde geschlossen, bevor die Dateien des Experiments geschrieben waren.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExportFeedback</name>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Replace charts?</source>
        <translation>Diagramme ersetzen?</translation>
    </message>
    <message>
        <source>%1 already holds %2. Replace them with the charts shown now?</source>
        <translation>%1 enthält bereits %2. Durch die jetzt angezeigten Diagramme ersetzen?</translation>
    </message>
    <message>
        <source>Charts written to %1: %2</source>
        <translation>Diagramme in %1 gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FieldLabels</name>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Verborgene Breite</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Dtype</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Ausgabedatei</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Bits per parameter</source>
        <translation>Bits pro Parameter</translation>
    </message>
    <message>
        <source>Reserve (GiB)</source>
        <translation>Reserve (GiB)</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>Duration (days)</source>
        <translation>Mietdauer (Tage)</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lose</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Akzeptierte Ergebnisse</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Load as (bits)</source>
        <translation>Laden als (Bits)</translation>
    </message>
    <message>
        <source>KV cache bits</source>
        <translation>Bits des KV-Cache</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FileCommands</name>
    <message>
        <source>Open results grid</source>
        <translation>Ergebnistabelle öffnen</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Unsaved results</source>
        <translation>Ungespeicherte Ergebnisse</translation>
    </message>
    <message>
        <source>The results grid has unsaved changes. Discard them and open %1?</source>
        <translation>Die Ergebnistabelle hat ungespeicherte Änderungen. Verwerfen und %1 öffnen?</translation>
    </message>
    <message>
        <source>Cannot open the results grid</source>
        <translation>Ergebnistabelle kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save results grid</source>
        <translation>Ergebnistabelle speichern</translation>
    </message>
    <message>
        <source>Open quality protocol</source>
        <translation>Qualitätsprotokoll öffnen</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the protocol</source>
        <translation>Protokoll kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save quality protocol</source>
        <translation>Qualitätsprotokoll speichern</translation>
    </message>
    <message>
        <source>Open tariff catalog</source>
        <translation>Tarifkatalog öffnen</translation>
    </message>
    <message>
        <source>Cannot open the catalog</source>
        <translation>Katalog kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1

The previous catalog stays in use.</source>
        <translation>%1

Der bisherige Katalog bleibt in Gebrauch.</translation>
    </message>
    <message>
        <source>Export package cost</source>
        <translation>Paketkosten exportieren</translation>
    </message>
    <message>
        <source>Package cost written to %1</source>
        <translation>Paketkosten in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export report bundle (a new folder)</source>
        <translation>Berichtsbündel exportieren (ein neuer Ordner)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1</source>
        <translation>Bündel mit seinem MANIFEST.json in %1 gespeichert. Prüfen Sie es mit: iteragpu verify %1</translation>
    </message>
    <message>
        <source>Bundle exported</source>
        <translation>Bündel exportiert</translation>
    </message>
    <message>
        <source>Open reports</source>
        <translation>Berichte öffnen</translation>
    </message>
    <message>
        <source>JSON reports (*.json);;All files (*)</source>
        <translation>JSON-Berichte (*.json);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) opened</source>
        <translation>
            <numerusform>%n Bericht geöffnet</numerusform>
            <numerusform>%n Berichte geöffnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n abgelehnt</numerusform>
            <numerusform>%n abgelehnt</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports not opened</source>
        <translation>Berichte nicht geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened; the reports already open are unchanged.</source>
        <translation>
            <numerusform>%n Datei konnte nicht geöffnet werden; die bereits geöffneten Berichte bleiben unverändert.</numerusform>
            <numerusform>%n Dateien konnten nicht geöffnet werden; die bereits geöffneten Berichte bleiben unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>the results grid (never saved)</source>
        <translation>der Ergebnistabelle (noch nie gespeichert)</translation>
    </message>
    <message>
        <source>the results grid %1</source>
        <translation>der Ergebnistabelle %1</translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>dem Qualitätsprotokoll</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>Unsaved changes in %1. Save them before quitting?</source>
        <translation>Ungespeicherte Änderungen in %1. Vor dem Beenden speichern?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>This experiment has its own results grid. To work on another grid, close this experiment first (File &gt; Close experiment), then open the grid and create an experiment from it.</source>
        <translation>Dieses Experiment hat eine eigene Ergebnistabelle. Um an einer anderen Tabelle zu arbeiten, schließen Sie zuerst dieses Experiment (Datei &gt; Experiment schließen), öffnen dann die Tabelle und erstellen daraus ein Experiment.</translation>
    </message>
    <message>
        <source>A copy of the results grid written to %1</source>
        <translation>Eine Kopie der Ergebnistabelle in %1 gespeichert</translation>
    </message>
    <message>
        <source>This experiment&apos;s protocol is fixed: it is never replaced, only amended. A new protocol needs a new experiment (File &gt; New experiment…).</source>
        <translation>Das Protokoll dieses Experiments ist festgelegt: Es wird nie ersetzt, nur durch Nachträge ergänzt. Ein neues Protokoll braucht ein neues Experiment (Datei &gt; Neues Experiment…).</translation>
    </message>
    <message>
        <source>A copy of the quality protocol written to %1</source>
        <translation>Eine Kopie des Qualitätsprotokolls in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Berichtsbündel exportieren</translation>
    </message>
    <message>
        <source>The bundle is a verified copy of the saved experiment. Save the experiment first?</source>
        <translation>Das Bündel ist eine geprüfte Kopie des gespeicherten Experiments. Das Experiment zuerst speichern?</translation>
    </message>
    <message>
        <source>The copy in %1 does not verify: %2</source>
        <translation>Die Kopie in %1 besteht die Prüfung nicht: %2</translation>
    </message>
    <message>
        <source>A verified copy of the experiment, with every report its rows cite, written to %1. Check it again with: iteragpu verify %1</source>
        <translation>Eine geprüfte Kopie des Experiments mit jedem Bericht, auf den seine Zeilen verweisen, in %1 gespeichert. Prüfen Sie sie erneut mit: iteragpu verify %1</translation>
    </message>
    <message>
        <source>A bundle is being exported; wait for it to end.</source>
        <translation>Ein Berichtsbündel wird gerade exportiert; warten Sie, bis der Export endet.</translation>
    </message>
    <message>
        <source>Exporting a verified copy of the experiment to %1…</source>
        <translation>Eine geprüfte Kopie des Experiments wird nach %1 exportiert…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::HelpView</name>
    <message>
        <source>IteraGPU Lab help</source>
        <translation>Hilfe zu IteraGPU Lab</translation>
    </message>
    <message>
        <source>this help; it follows the current tab</source>
        <translation>diese Hilfe; sie folgt dem aktuellen Reiter</translation>
    </message>
    <message>
        <source>go to a tab</source>
        <translation>zu einem Reiter wechseln</translation>
    </message>
    <message>
        <source>Estimate: the memory of the weights</source>
        <translation>Schätzung: der Speicher der Gewichte</translation>
    </message>
    <message>
        <source>Computes the bytes of a model&apos;s weights from its parameter count and bits per parameter, or from a checkpoint&apos;s headers (safetensors, GGUF). No GPU is needed.</source>
        <translation>Berechnet die Bytes der Gewichte eines Modells aus der Parameterzahl und den Bits pro Parameter oder aus den Headern eines Checkpoints (safetensors, GGUF). Eine GPU ist nicht nötig.</translation>
    </message>
    <message>
        <source>Parameters × bytes per parameter (bits rounded up to whole bytes), in GiB and in GB, plus the reserve you type, which is your assumption. For sub-byte widths the packed figure is shown beside it; the KV cache is a separate line, only when you ask for it.</source>
        <translation>Parameter × Bytes pro Parameter (Bits auf ganze Bytes aufgerundet), in GiB und in GB, plus die Reserve, die Sie eingeben: Ihre Annahme. Bei Breiten unter einem Byte steht der gepackte Wert daneben; der KV-Cache ist eine eigene Zeile, nur wenn Sie ihn anfordern.</translation>
    </message>
    <message>
        <source>Activations, the KV cache unless asked for, quantisation metadata, gradients, optimiser state, libraries and runtime. It does not say whether a real model fits on a card.</source>
        <translation>Aktivierungen, der KV-Cache (sofern nicht angefordert), Quantisierungs-Metadaten, Gradienten, Optimizer-Zustand, Bibliotheken und Runtime. Ob ein echtes Modell auf eine Karte passt, sagt die Schätzung nicht.</translation>
    </message>
    <message>
        <source>Environment: what this machine offers</source>
        <translation>Umgebung: was dieser Rechner bietet</translation>
    </message>
    <message>
        <source>Probes the chosen device through the libtorch module: application, Qt and OS versions, libtorch and the CUDA or HIP version it was built with, the device&apos;s name, memory and compute capability. A missing GPU is a finding, not an error.</source>
        <translation>Fragt das gewählte Gerät über das libtorch-Modul ab: Versionen von Anwendung, Qt und Betriebssystem, libtorch und die CUDA- oder HIP-Version, mit der es gebaut wurde, Name, Speicher und Compute Capability des Geräts. Eine fehlende GPU ist ein Befund, kein Fehler.</translation>
    </message>
    <message>
        <source>The driver version only as you type it (from nvidia-smi or rocm-smi). The allocator and cuBLAS configuration variables, values only, when they are set.</source>
        <translation>Die Treiberversion nur so, wie Sie sie eingeben (aus nvidia-smi oder rocm-smi). Die Konfigurationsvariablen von Allokator und cuBLAS, nur ihre Werte, wenn sie gesetzt sind.</translation>
    </message>
    <message>
        <source>Other environment variables, user and host names, folders, serial numbers, UUIDs and network addresses are never collected. After a change of device the probe shown is stale: probe again before exporting it.</source>
        <translation>Andere Umgebungsvariablen, Benutzer- und Rechnernamen, Ordner, Seriennummern, UUIDs und Netzwerkadressen werden nie erfasst. Nach einem Gerätewechsel ist die angezeigte Abfrage veraltet: Fragen Sie vor dem Export erneut ab.</translation>
    </message>
    <message>
        <source>open an environment report</source>
        <translation>einen Umgebungsbericht öffnen</translation>
    </message>
    <message>
        <source>Measure: one bounded run</source>
        <translation>Messung: ein begrenzter Lauf</translation>
    </message>
    <message>
        <source>Runs a synthetic Linear → GELU → Linear on the chosen device, phase by phase, and writes a new JSON report; an existing file is never overwritten. cpu is an explicit dry run: real forwards and times, no memory counters.</source>
        <translation>Führt ein synthetisches Linear → GELU → Linear auf dem gewählten Gerät Phase für Phase aus und schreibt einen neuen JSON-Bericht; eine vorhandene Datei wird nie überschrieben. cpu ist ein ausdrücklicher Probelauf: echte Vorwärtsdurchläufe und Zeiten, keine Speicherzähler.</translation>
    </message>
    <message>
        <source>Per phase: the time, with host overhead and synchronisation, and the counters of this process&apos;s caching allocator on the device. Allocated is part of reserved; the two peaks are separate maxima. After the warm-up, the time left is an estimate from the measured forwards.</source>
        <translation>Pro Phase: die Zeit, mit Host-Overhead und Synchronisation, und die Zähler des Caching-Allokators dieses Prozesses auf dem Gerät. Zugewiesen ist Teil von reserviert; die beiden Spitzen sind getrennte Maxima. Nach dem Aufwärmen ist die Restzeit eine Schätzung aus den gemessenen Vorwärtsdurchläufen.</translation>
    </message>
    <message>
        <source>Other processes, the driver and the rest of the card; attention, KV cache and gradients. It is not an LLM benchmark. Cancel stops after the current forward and keeps the phases measured.</source>
        <translation>Andere Prozesse, der Treiber und der Rest der Karte; Attention, KV-Cache und Gradienten. Es ist kein LLM-Benchmark. Abbrechen hält nach dem laufenden Vorwärtsdurchlauf an und behält die gemessenen Phasen.</translation>
    </message>
    <message>
        <source>open a measurement report</source>
        <translation>einen Messbericht öffnen</translation>
    </message>
    <message>
        <source>compare runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Quality and cost: protocol, results, package</source>
        <translation>Qualität und Kosten: Protokoll, Ergebnisse, Paket</translation>
    </message>
    <message>
        <source>Fix the quality protocol before the first run, record every real run in the results grid, and price a rental package from the tariff catalog.</source>
        <translation>Legen Sie das Qualitätsprotokoll vor dem ersten Lauf fest, tragen Sie jeden echten Lauf in die Ergebnistabelle ein und berechnen Sie den Preis eines Mietpakets aus dem Tarifkatalog.</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of the fields; later changes are amendments, kept in the history. Total = lot price × lots; the cost per accepted result only when you give the number of distinct accepted units.</source>
        <translation>Das Festlegen speichert die UTC-Zeit und den SHA-256 der Felder; spätere Änderungen sind Nachträge und bleiben im Verlauf. Summe = Lospreis × Lose; die Kosten pro akzeptiertem Ergebnis nur, wenn Sie die Zahl verschiedener akzeptierter Einheiten angeben.</translation>
    </message>
    <message>
        <source>Availability or reservation (check the offer before buying), currency conversion and hourly pro-rata. The shipped catalog is an illustrative sample. Repetitions of a benchmark are not new useful units.</source>
        <translation>Verfügbarkeit oder Reservierung (prüfen Sie das Angebot vor dem Kauf), Währungsumrechnung und stündliche Pro-rata-Berechnung. Der mitgelieferte Katalog enthält Beispielpreise zur Veranschaulichung. Wiederholungen eines Benchmarks sind keine neuen nützlichen Einheiten.</translation>
    </message>
    <message>
        <source>undo a change of the grid</source>
        <translation>eine Änderung der Tabelle rückgängig machen</translation>
    </message>
    <message>
        <source>export the report bundle</source>
        <translation>das Berichtsbündel exportieren</translation>
    </message>
    <message>
        <source>What the numbers include:</source>
        <translation>Was die Zahlen enthalten:</translation>
    </message>
    <message>
        <source>Not included:</source>
        <translation>Nicht enthalten:</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Alt and an underlined letter go to the field or button with that letter.</source>
        <translation>Alt und ein unterstrichener Buchstabe führen zum Feld oder zur Schaltfläche mit diesem Buchstaben.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>close this help</source>
        <translation>diese Hilfe schließen</translation>
    </message>
    <message>
        <source>open an experiment (its protocol, grid and reports)</source>
        <translation>ein Experiment öffnen (sein Protokoll, seine Tabelle und seine Berichte)</translation>
    </message>
    <message>
        <source>save the experiment (the protocol and the grid)</source>
        <translation>das Experiment speichern (das Protokoll und die Tabelle)</translation>
    </message>
    <message>
        <source>add a row to the results grid</source>
        <translation>eine Zeile zur Ergebnistabelle hinzufügen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MainWindow</name>
    <message>
        <source>IteraGPU Lab</source>
        <translation>IteraGPU Lab</translation>
    </message>
    <message>
        <source>E&amp;nvironment</source>
        <translation>&amp;Umgebung</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Messung</translation>
    </message>
    <message>
        <source>&amp;Quality and cost</source>
        <translation>&amp;Qualität und Kosten</translation>
    </message>
    <message>
        <source>About IteraGPU Lab</source>
        <translation>Über IteraGPU Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Ein ehrliches, reproduzierbares GPU-Experiment vorbereiten, bevor Sie GPUs mieten.&lt;/p&gt;&lt;p&gt;Qt %2 (gebaut mit %3). Das libtorch-Backend wird erst beim Ausführen geladen: Seine Version steht im Reiter „Umgebung“.&lt;/p&gt;&lt;p&gt;MIT-Lizenz. Qt wird unter der LGPL v3 verwendet, libtorch unter seiner BSD-artigen Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Measurement running</source>
        <translation>Messung läuft</translation>
    </message>
    <message>
        <source>A measurement is running. Cancel it and quit? The phases measured so far are written with status cancelled.</source>
        <translation>Eine Messung läuft. Abbrechen und beenden? Die bisher gemessenen Phasen werden mit dem Status cancelled geschrieben.</translation>
    </message>
    <message>
        <source>Reading reports in the background…</source>
        <translation>Berichte werden im Hintergrund gelesen…</translation>
    </message>
    <message>
        <source>%1[*] — IteraGPU Lab</source>
        <translation>%1[*] — IteraGPU Lab</translation>
    </message>
    <message>
        <source>E&amp;stimate</source>
        <translation>&amp;Schätzung</translation>
    </message>
    <message>
        <source>%1[*] — %2 — IteraGPU Lab</source>
        <translation>%1[*] — %2 — IteraGPU Lab</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasureForm</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <source>D&amp;type:</source>
        <translation>D&amp;type:</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Batch:</translation>
    </message>
    <message>
        <source>&amp;Context (positions):</source>
        <translation>&amp;Kontext (Positionen):</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>Br&amp;eite:</translation>
    </message>
    <message>
        <source>H&amp;idden:</source>
        <translation>&amp;Verborgene Breite:</translation>
    </message>
    <message>
        <source>Warm-up &amp;forwards:</source>
        <translation>&amp;Aufwärmdurchläufe:</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>&amp;Wiederholungen:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>Local cop&amp;y:</source>
        <translation>Lokale Ko&amp;pie:</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>A&amp;usgabedatei:</translation>
    </message>
    <message>
        <source>Remote fil&amp;e:</source>
        <translation>Entfernte &amp;Datei:</translation>
    </message>
    <message>
        <source>The new report&apos;s path on the remote host (a relative path is in the remote home folder). It stays there; a copy is saved on this computer.</source>
        <translation>Der Pfad des neuen Berichts auf dem entfernten Host (ein relativer Pfad liegt im dortigen Home-Ordner). Er bleibt dort; eine Kopie wird auf diesem Rechner gespeichert.</translation>
    </message>
    <message>
        <source>Where the report fetched from the remote host is saved on this computer (a new file, never one that exists).</source>
        <translation>Wo der vom entfernten Host geholte Bericht auf diesem Rechner gespeichert wird (eine neue Datei, nie eine vorhandene).</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × Breite</translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation>cuda:N misst diese GPU (ROCm-Builds verwenden denselben Namen). cpu ist ein ausdrücklicher Protokoll-Probelauf: echte Vorwärtsdurchläufe und Zeiten, keine Allokator-Zähler. Es gibt nie einen stillen Fallback auf die CPU.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Auswähle&amp;n…</translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation>Keine Vorhersage, solange die Konfiguration ungültig ist.</translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation>Vorhersage der zugewiesenen Bytes (vor dem Lauf)</translation>
    </message>
    <message>
        <source>%1 parameters (%2), input %3</source>
        <translation>%1 Parameter (%2), Eingabe %3</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Ende zugewiesen</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Zugewiesen (Spitze)</translation>
    </message>
    <message>
        <source>New measurement report</source>
        <translation>Neuer Messbericht</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Output file: %1 exists already; a result is never overwritten, choose a new name.</source>
        <translation>Ausgabedatei: %1 existiert bereits; ein Ergebnis wird nie überschrieben, wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <source>This remote host has not been probed yet: its devices are not known here. Probe it on the Environment tab to check the device.</source>
        <translation>Dieser entfernte Host wurde noch nicht abgefragt: Seine Geräte sind hier nicht bekannt. Fragen Sie ihn auf dem Reiter „Umgebung“ ab, um das Gerät abzugleichen.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasureTab</name>
    <message>
        <source>Running %1, repeat %2…</source>
        <translation>%1 läuft, Wiederholung %2…</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 läuft…</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation>Ein synthetisches Linear → GELU → Linear: kein LLM, keine Attention, kein KV-Cache, keine Gradienten. Die Zeiten enthalten Host-Overhead und Synchronisation. Die Zähler betreffen nur den Caching-Allokator dieses Prozesses auf dem gewählten Gerät: Zugewiesen ist Teil von reserviert (nie addieren); die beiden Spitzenwerte sind getrennte Maxima (nie subtrahieren).</translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation>libtorch-Backend wird geladen…</translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation>Abbruch nach dem laufenden Vorwärtsdurchlauf…</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translatorcomment>verb: the button starts the run; the results grid&apos;s column header Run is the noun</translatorcomment>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Lokale Kopie</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Verbindung zu %1 über SSH…</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>Einzelner Lauf</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Showing an opened report, read-only: %1. This window&apos;s own run is under &quot;%2&quot; in Showing.</source>
        <translation>Ein geöffneter Bericht wird angezeigt, schreibgeschützt: %1. Der eigene Lauf dieses Fensters steht unter „%2“ in „Angezeigt“.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasurementController</name>
    <message>
        <source>A measurement is already running.</source>
        <translation>Eine Messung läuft bereits.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::NewExperimentDialog</name>
    <message>
        <source>New experiment</source>
        <translation>Neues Experiment</translation>
    </message>
    <message>
        <source>An experiment is one folder: its quality protocol, fixed before the first result, the results grid, every report a row cites and the catalog its rows were priced from, with a MANIFEST.json. Everything in it is plain text.</source>
        <translation>Ein Experiment ist ein Ordner: sein Qualitätsprotokoll, vor dem ersten Ergebnis festgelegt, die Ergebnistabelle, jeder Bericht, auf den eine Zeile verweist, und der Katalog, aus dem die Preise seiner Zeilen stammen, dazu ein MANIFEST.json. Alles darin ist reiner Text.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Erstellen</translation>
    </message>
    <message>
        <source>It starts with copies of:</source>
        <translation>Es beginnt mit Kopien von:</translation>
    </message>
    <message>
        <source>The originals stay where they are.</source>
        <translation>Die Originale bleiben, wo sie sind.</translation>
    </message>
    <message>
        <source>Experiment %1</source>
        <translation>Experiment %1</translation>
    </message>
    <message>
        <source>Folder: give the folder the experiment becomes.</source>
        <translation>Ordner: Geben Sie den Ordner an, der zum Experiment wird.</translation>
    </message>
    <message>
        <source>Folder: %1 is a symbolic link; choose a new or an empty folder.</source>
        <translation>Ordner: %1 ist ein symbolischer Link; wählen Sie einen neuen oder leeren Ordner.</translation>
    </message>
    <message>
        <source>Folder: %1 is a file; choose a new or an empty folder.</source>
        <translation>Ordner: %1 ist eine Datei; wählen Sie einen neuen oder leeren Ordner.</translation>
    </message>
    <message>
        <source>Folder: %1 is not empty; an experiment is a new or an empty folder.</source>
        <translation>Ordner: %1 ist nicht leer; ein Experiment ist ein neuer oder leerer Ordner.</translation>
    </message>
    <message>
        <source>Where to create the experiment</source>
        <translation>Wo das Experiment erstellt werden soll</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseCharts</name>
    <message>
        <source>Time per phase</source>
        <translation>Zeit pro Phase</translation>
    </message>
    <message>
        <source>Memory per phase</source>
        <translation>Speicher pro Phase</translation>
    </message>
    <message>
        <source>Predicted vs measured</source>
        <translation>Vorhergesagt und gemessen</translation>
    </message>
    <message>
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation>Zugewiesen (Spitze): aus den Formen vorhergesagt und gemessen</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Millisekunden</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation>Caching-Allokator pro Phase: Basis, Ende und Spitze</translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation>Caching-Allokator pro Phase</translation>
    </message>
    <message>
        <source>Measured peak allocated</source>
        <translation>Zugewiesen (Spitze, gemessen)</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1: das Diagramm kann nicht als PNG gerendert werden</translation>
    </message>
    <message>
        <source>warm min</source>
        <translation>warm Min</translation>
    </message>
    <message>
        <source>warm median</source>
        <translation>warm Median</translation>
    </message>
    <message>
        <source>warm max</source>
        <translation>warm Max</translation>
    </message>
    <message>
        <source>warm_forward as min, median and max of its rows; the table holds every row</source>
        <translation>warm_forward als Minimum, Median und Maximum seiner Zeilen; die Tabelle enthält jede Zeile</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Außerhalb des Caching-Allokators (alle Prozesse auf der Karte)</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak; and device memory in use outside it, which covers every process on the card, not this process alone</source>
        <translation>Caching-Allokator je Phase: Basis, Ende und Spitze; dazu belegter Gerätespeicher außerhalb davon, der alle Prozesse auf der Karte umfasst, nicht nur diesen Prozess</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>No memory counters on a CPU dry run</source>
        <translation>Keine Speicherzähler bei einem CPU-Probelauf</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Peak allocated predicted from the shapes; nothing measured (no memory counters on a CPU dry run)</source>
        <translation>Zugewiesen (Spitze), aus den Formen vorhergesagt; nichts gemessen (keine Speicherzähler bei einem CPU-Probelauf)</translation>
    </message>
    <message>
        <source>the mean of the two middle rows, %1 and %2</source>
        <translation>der Mittelwert der beiden mittleren Zeilen, %1 und %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation>Nicht verfügbar: Der CPU-Probelauf hat keine Allokator-Zähler</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Forwards</source>
        <translation>Vorwärtsdurchläufe</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Baseline allocated</source>
        <translation>Basis zugewiesen</translation>
    </message>
    <message>
        <source>Baseline reserved</source>
        <translation>Basis reserviert</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Ende zugewiesen</translation>
    </message>
    <message>
        <source>End reserved</source>
        <translation>Ende reserviert</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Zugewiesen (Spitze)</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Reserviert (Spitze)</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Zugewiesen (Spitze, vorhergesagt)</translation>
    </message>
    <message>
        <source>Not available: the backend could not read the device&apos;s free and total bytes</source>
        <translation>Nicht verfügbar: Das Backend konnte die freien und gesamten Bytes des Geräts nicht lesen</translation>
    </message>
    <message>
        <source>%1: the device&apos;s total minus free bytes at the end of the phase. It covers every process on the card, not this process alone.</source>
        <translation>%1: die gesamten minus die freien Bytes des Geräts am Ende der Phase. Das umfasst alle Prozesse auf der Karte, nicht nur diesen Prozess.</translation>
    </message>
    <message>
        <source>%1: the caching allocator reserves more than the device reports in use, so the figures contradict each other; they are shown as read.</source>
        <translation>%1: der Caching-Allokator reserviert mehr, als das Gerät als belegt meldet; die Werte widersprechen sich und werden so gezeigt, wie sie gelesen wurden.</translation>
    </message>
    <message>
        <source>%1: device bytes in use (total minus free) minus this process&apos;s reserved bytes: the CUDA context, library workspaces outside the caching allocator and other processes. It covers every process on the card, not this process alone; the prediction does not include it.</source>
        <translation>%1: belegte Bytes des Geräts (gesamt minus frei) minus die reservierten Bytes dieses Prozesses: der CUDA-Kontext, Workspaces von Bibliotheken außerhalb des Caching-Allokators und andere Prozesse. Das umfasst alle Prozesse auf der Karte, nicht nur diesen Prozess; die Vorhersage enthält es nicht.</translation>
    </message>
    <message>
        <source>Not available: the backend could not read the allocator&apos;s counts</source>
        <translation>Nicht verfügbar: Das Backend konnte die Zähler des Allokators nicht lesen</translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) the caching allocator retried after freeing its cache, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n Zuweisung, die der Caching-Allokator nach dem Leeren seines Caches erneut versuchte, seit dem Start des Prozesses (zwischen Phasen nie zurückgesetzt)</numerusform>
            <numerusform>%n Zuweisungen, die der Caching-Allokator nach dem Leeren seines Caches erneut versuchte, seit dem Start des Prozesses (zwischen Phasen nie zurückgesetzt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) that failed in the caching allocator, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n Zuweisung, die im Caching-Allokator fehlschlug, seit dem Start des Prozesses (zwischen Phasen nie zurückgesetzt)</numerusform>
            <numerusform>%n Zuweisungen, die im Caching-Allokator fehlschlugen, seit dem Start des Prozesses (zwischen Phasen nie zurückgesetzt)</numerusform>
        </translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>Aus den freien und gesamten Bytes des Geräts selbst: alle Prozesse auf der Karte, nicht nur dieser Prozess.</translation>
    </message>
    <message>
        <source>Outside the caching allocator</source>
        <translation>Außerhalb des Caching-Allokators</translation>
    </message>
    <message>
        <source>Device in use</source>
        <translation>Gerät belegt</translation>
    </message>
    <message>
        <source>Allocator retries</source>
        <translation>Allokator-Wiederholungen</translation>
    </message>
    <message>
        <source>Allocator OOMs</source>
        <translation>Allokator-OOMs</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanPanel</name>
    <message>
        <source>None (the CUDA context and libraries not counted)</source>
        <translation>Keiner (CUDA-Kontext und Bibliotheken nicht mitgezählt)</translation>
    </message>
    <message>
        <source>No plan: the estimate above has no result.</source>
        <translation>Kein Plan: Die Schätzung oben hat kein Ergebnis.</translation>
    </message>
    <message>
        <source>Computing the plan…</source>
        <translation>Plan wird berechnet…</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Kein Plan: %1</translation>
    </message>
    <message>
        <source>Needed per GPU: %1; tight: headroom under %2 % of the GPU&apos;s memory.</source>
        <translation>Benötigt pro GPU: %1; knapp: Spielraum unter %2 % des GPU-Speichers.</translation>
    </message>
    <message>
        <source>Export plan as JSON</source>
        <translation>Plan als JSON exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>Plan als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Plan written to %1</source>
        <translation>Plan in %1 gespeichert</translation>
    </message>
    <message>
        <source>Which package holds it</source>
        <translation>Welches Paket es fasst</translation>
    </message>
    <message>
        <source>Dura&amp;tion:</source>
        <translation>Mie&amp;tdauer:</translation>
    </message>
    <message>
        <source>Measured overhea&amp;d:</source>
        <translation>&amp;Gemessener Overhead:</translation>
    </message>
    <message>
        <source>A measurement or environment report opened in this window: its bytes measured outside the allocator become their own line, labelled with the device.</source>
        <translation>Ein in diesem Fenster geöffneter Mess- oder Umgebungsbericht: Seine außerhalb des Allokators gemessenen Bytes werden zu einer eigenen Zeile, mit dem Gerät beschriftet.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the calculator to this packa&amp;ge</source>
        <translation>Rechner auf dieses Paket &amp;einstellen</translation>
    </message>
    <message>
        <source>Sets the Quality and cost calculator to the chosen model and duration.</source>
        <translation>Stellt den Rechner im Reiter „Qualität und Kosten“ auf das gewählte Modell und die gewählte Mietdauer ein.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>No package of the catalog holds it with room to spare.</source>
        <translation>Kein Paket des Katalogs fasst es mit Spielraum.</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest that fits: %1, %2 for %n day(s) (one lot).</source>
        <translation>
            <numerusform>Günstigstes passendes Paket: %1, %2 für %n Tag (ein Los).</numerusform>
            <numerusform>Günstigstes passendes Paket: %1, %2 für %n Tage (ein Los).</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1, snapshot %2. %3 Memory per GPU is the catalog&apos;s figure, not measured. This does not predict whether a real model fits on a card.</source>
        <translation>Katalog: %1, Stand %2. %3 Der Speicher pro GPU ist der Wert des Katalogs, nicht gemessen. Dies sagt nicht voraus, ob ein reales Modell auf eine Karte passt.</translation>
    </message>
    <message>
        <source>Not included in the plan: %1.</source>
        <translation>Im Plan nicht enthalten: %1.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanTableModel</name>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>%1, %2 (gpu_memory_gib × 2^30), not measured</source>
        <translation>%1, %2 (gpu_memory_gib × 2^30), nicht gemessen</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n day(s), one lot, all its GPUs included</source>
        <translation>
            <numerusform>%1 für %n Tag, ein Los, alle seine GPUs inbegriffen</numerusform>
            <numerusform>%1 für %n Tage, ein Los, alle seine GPUs inbegriffen</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Memory per GPU (catalog)</source>
        <translation>Speicher pro GPU (Katalog)</translation>
    </message>
    <message>
        <source>Needed per GPU</source>
        <translation>Benötigt pro GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Spielraum</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPUs pro Los</translation>
    </message>
    <message>
        <source>Package price</source>
        <translation>Paketpreis</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Spotpreis (kann unterbrochen werden)</translation>
    </message>
    <message>
        <source>If split evenly (not measured)</source>
        <translation>Bei gleichmäßiger Aufteilung (nicht gemessen)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ProtocolPanel</name>
    <message>
        <source>&amp;Useful unit (one accepted result):</source>
        <translation>&amp;Nützliche Einheit (ein akzeptiertes Ergebnis):</translation>
    </message>
    <message>
        <source>Quality &amp;metric:</source>
        <translation>&amp;Qualitätsmetrik:</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Schwellenwert:</translation>
    </message>
    <message>
        <source>&amp;Corpus of distinct units:</source>
        <translation>&amp;Korpus verschiedener Einheiten:</translation>
    </message>
    <message>
        <source>Corpus si&amp;ze:</source>
        <translation>Korp&amp;usgröße:</translation>
    </message>
    <message>
        <source>&amp;Decision rule:</source>
        <translation>&amp;Entscheidungsregel:</translation>
    </message>
    <message>
        <source>Amendment &amp;reason:</source>
        <translation>&amp;Begründung des Nachtrags:</translation>
    </message>
    <message>
        <source>Required once a result row exists</source>
        <translation>Erforderlich, sobald eine Ergebniszeile existiert</translation>
    </message>
    <message>
        <source>&amp;Fix protocol</source>
        <translation>Protokoll &amp;festlegen</translation>
    </message>
    <message>
        <source>Read the protocol…</source>
        <translation>Protokoll lesen…</translation>
    </message>
    <message>
        <source>Not fixed yet. Fill in every field and fix the protocol before the first run: the threshold must not be chosen after seeing the results.</source>
        <translation>Noch nicht festgelegt. Füllen Sie alle Felder aus und legen Sie das Protokoll vor dem ersten Lauf fest: Der Schwellenwert darf nicht nach Ansicht der Ergebnisse gewählt werden.</translation>
    </message>
    <message>
        <source>Comparis&amp;on:</source>
        <translation>&amp;Vergleich:</translation>
    </message>
    <message>
        <source>&amp;Keep the fixed text</source>
        <translation>Festgelegten Text be&amp;halten</translation>
    </message>
    <message>
        <source>Fix the protocol</source>
        <translation>Protokoll festlegen</translation>
    </message>
    <message>
        <source>Fix the protocol now?</source>
        <translation>Das Protokoll jetzt festlegen?</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of these fields. The fields become read-only: every later change is an amendment, kept in the history, and needs a reason once a result row exists.</source>
        <translation>Das Festlegen speichert die UTC-Zeit und den SHA-256 dieser Felder. Die Felder werden schreibgeschützt: Jede spätere Änderung ist ein Nachtrag, bleibt im Verlauf und braucht eine Begründung, sobald eine Ergebniszeile existiert.</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>&amp;Festlegen</translation>
    </message>
    <message>
        <source>Fixed: start an amendment to change it.</source>
        <translation>Festgelegt: Beginnen Sie einen Nachtrag, um es zu ändern.</translation>
    </message>
    <message>
        <source>Record the am&amp;endment</source>
        <translation>Nach&amp;trag eintragen</translation>
    </message>
    <message>
        <source>Am&amp;end…</source>
        <translation>Nach&amp;trag…</translation>
    </message>
    <message>
        <source>Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. The fields are read-only; changes go through an amendment, and once a result row exists, an amendment needs a reason.</source>
        <translation>Festgelegt am %1 (UTC). SHA-256 des kanonischen JSON: %2. Die Felder sind schreibgeschützt; Änderungen laufen über einen Nachtrag, und sobald eine Ergebniszeile existiert, braucht ein Nachtrag eine Begründung.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>z. B. %1</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>Schwellenwert</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>Add row from last measurement</source>
        <translation>Zeile aus der letzten Messung hinzufügen</translation>
    </message>
    <message>
        <source>Quality protocol</source>
        <translation>Qualitätsprotokoll</translation>
    </message>
    <message>
        <source>No valid package cost to export.</source>
        <translation>Keine gültigen Paketkosten zum Exportieren.</translation>
    </message>
    <message>
        <source>Add row from report</source>
        <translation>Zeile aus Bericht hinzufügen</translation>
    </message>
    <message>
        <source>A row from an opened measurement report, failed and cancelled runs included. Its notes name the file and the first 16 hex digits of its SHA-256.</source>
        <translation>Eine Zeile aus einem geöffneten Messbericht, fehlgeschlagene und abgebrochene Läufe eingeschlossen. Ihre Notizen nennen die Datei und die ersten 16 Hex-Ziffern ihres SHA-256.</translation>
    </message>
    <message>
        <source>(no measurement report open)</source>
        <translation>(kein Messbericht geöffnet)</translation>
    </message>
    <message>
        <source>Open a report file…</source>
        <translation>Berichtsdatei öffnen…</translation>
    </message>
    <message>
        <source>No result row before the protocol is fixed: fill in the quality protocol and click Fix first. A result recorded before it is not pre-registered.</source>
        <translation>Keine Ergebniszeile, bevor das Protokoll festgelegt ist: Füllen Sie zuerst das Qualitätsprotokoll aus und klicken Sie auf „Festlegen“. Ein vorher erfasstes Ergebnis ist nicht vorab registriert.</translation>
    </message>
    <message>
        <source>Sweep not added</source>
        <translation>Sweep nicht hinzugefügt</translation>
    </message>
    <message>
        <source>No point of this sweep wrote a report.</source>
        <translation>Kein Punkt dieses Sweeps hat einen Bericht geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the sweep</source>
        <translation>
            <numerusform>%n Punkt des Sweeps</numerusform>
            <numerusform>%n Punkten des Sweeps</numerusform>
        </translation>
    </message>
    <message>
        <source>Raw results: one row per real run, failed and cancelled runs included. Add row fills in only %1 (the next free one), %2 (now), %3 (complete) and, in %4, the protocol version in force: correct them for the run you record.</source>
        <translation>Rohergebnisse: eine Zeile pro tatsächlichem Lauf, auch fehlgeschlagene und abgebrochene. „Zeile hinzufügen“ füllt nur %1 (die nächste freie), %2 (jetzt), %3 (complete) und in %4 die geltende Protokollversion aus: Korrigieren Sie sie für den Lauf, den Sie erfassen.</translation>
    </message>
    <message>
        <source>1. Protocol</source>
        <translation>1. Protokoll</translation>
    </message>
    <message>
        <source>2. Results grid</source>
        <translation>2. Ergebnistabelle</translation>
    </message>
    <message>
        <source>3. Package cost</source>
        <translation>3. Paketkosten</translation>
    </message>
    <message>
        <source>Pin package to rows</source>
        <translation>Paket an Zeilen heften</translation>
    </message>
    <message>
        <source>Copies the package chosen on the Package cost page (GPU model, duration, lots, lot price and snapshot) into the selected rows, one undo step. A CPU dry run never carries a tariff.</source>
        <translation>Übernimmt das auf der Seite Paketkosten gewählte Paket (GPU-Modell, Dauer, Lose, Lospreis und Katalogstand) in die ausgewählten Zeilen, als ein Rückgängig-Schritt. Ein CPU-Probelauf trägt nie einen Tarif.</translation>
    </message>
    <message>
        <source>Pin the calculator&apos;s package to these rows</source>
        <translation>Das Paket des Rechners an diese Zeilen heften</translation>
    </message>
    <message>
        <source>Next: fill in the protocol and fix it (1. Protocol), before any result.</source>
        <translation>Als Nächstes: das Protokoll ausfüllen und festlegen (1. Protokoll), vor jedem Ergebnis.</translation>
    </message>
    <message>
        <source>Next: add one row per real run (2. Results grid): from the last measurement, from a report, or typed.</source>
        <translation>Als Nächstes: eine Zeile je echtem Lauf hinzufügen (2. Ergebnistabelle): aus der letzten Messung, aus einem Bericht oder eingetippt.</translation>
    </message>
    <message>
        <source>Next: choose a package (3. Package cost), then pin it to the rows it paid for (2. Results grid, Pin package to rows).</source>
        <translation>Als Nächstes: ein Paket wählen (3. Paketkosten) und es an die Zeilen heften, die es bezahlt hat (2. Ergebnistabelle, Paket an Zeilen heften).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) pinned to a package: the unit cost is on 3. Package cost (Use grid total).</source>
        <translation>
            <numerusform>%n Zeile an ein Paket geheftet: Die Stückkosten stehen unter 3. Paketkosten (Summe der Tabelle übernehmen).</numerusform>
            <numerusform>%n Zeilen an ein Paket geheftet: Die Stückkosten stehen unter 3. Paketkosten (Summe der Tabelle übernehmen).</numerusform>
        </translation>
    </message>
    <message>
        <source>The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>Die Reihenfolge der Arbeit: das Protokoll festlegen, jeden Lauf erfassen, dann das Paket bepreisen.</translation>
    </message>
    <message>
        <source>No package to pin: choose the GPU model, duration and lots on the Package cost page first.</source>
        <translation>Kein Paket zum Anheften: Wählen Sie zuerst GPU-Modell, Dauer und Lose auf der Seite Paketkosten.</translation>
    </message>
    <message numerus="yes">
        <source>Pinned package %1 (%2 days, lots: %3) to %n row(s).</source>
        <translation>
            <numerusform>Paket %1 (%2 Tage, Lose: %3) an %n Zeile geheftet.</numerusform>
            <numerusform>Paket %1 (%2 Tage, Lose: %3) an %n Zeilen geheftet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryManager</name>
    <message>
        <source>%1: the recovery file cannot be removed</source>
        <translation>%1: die Wiederherstellungsdatei kann nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryPrompt</name>
    <message>
        <source>Crash recovery</source>
        <translation>Absturzwiederherstellung</translation>
    </message>
    <message>
        <source>The unsaved work of the last session cannot be read back: %1

The file is left as it is.</source>
        <translation>Die ungespeicherte Arbeit der letzten Sitzung kann nicht gelesen werden: %1

Die Datei bleibt unverändert.</translation>
    </message>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>der Ergebnistabelle (%n Zeile)</numerusform>
            <numerusform>der Ergebnistabelle (%n Zeilen)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>dem Qualitätsprotokoll</translation>
    </message>
    <message>
        <source>IteraGPU Lab was not closed properly. Unsaved work from %1 (UTC) was kept: %2.

Restore it? It stays unsaved until you save it.</source>
        <translation>IteraGPU Lab wurde nicht ordnungsgemäß beendet. Ungespeicherte Arbeit vom %1 (UTC) an %2 wurde aufbewahrt.

Wiederherstellen? Sie bleibt ungespeichert, bis Sie sie speichern.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Unsaved work restored; save it to keep it.</source>
        <translation>Ungespeicherte Arbeit wiederhergestellt; speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>Reading the unsaved work of the last session…</source>
        <translation>Die ungespeicherte Arbeit der letzten Sitzung wird gelesen…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteCheckDialog</name>
    <message>
        <source>Check remote host</source>
        <translation>Entfernten Host testen</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Erneut testen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Checking %1 over SSH…</source>
        <translation>%1 wird über SSH getestet…</translation>
    </message>
    <message>
        <source>%1 over SSH, as this window will use it:</source>
        <translation>%1 über SSH, so wie dieses Fenster es verwenden wird:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteHostBox</name>
    <message>
        <source>ssh runs with your own OpenSSH setup (agent, keys, ~/.ssh/config, jump hosts); this window never asks for or keeps a password or key.</source>
        <translation>ssh läuft mit Ihrer eigenen OpenSSH-Einrichtung (Agent, Schlüssel, ~/.ssh/config, Jump-Hosts); dieses Fenster fragt nie nach einem Passwort oder Schlüssel und speichert keines.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Rechner</translation>
    </message>
    <message>
        <source>Remote host over SSH:</source>
        <translation>Entfernter Host über SSH:</translation>
    </message>
    <message>
        <source>alias, user@host or ssh://host:port</source>
        <translation>Alias, benutzer@host oder ssh://host:port</translation>
    </message>
    <message>
        <source>What you would type after ssh: a Host of your ~/.ssh/config, user@host, or ssh://user@host:port. Recent hosts are in the list.</source>
        <translation>Was Sie nach ssh eingeben würden: einen Host-Eintrag Ihrer ~/.ssh/config, benutzer@host oder ssh://benutzer@host:port. Die zuletzt verwendeten Hosts stehen in der Liste.</translation>
    </message>
    <message>
        <source>Remote e&amp;xecutable:</source>
        <translation>Entferntes Progra&amp;mm:</translation>
    </message>
    <message>
        <source>The iteragpu command line program on the remote machine: its name on the PATH there or its full path (the portable folder&apos;s bin/iteragpu, for example).</source>
        <translation>Das Kommandozeilenprogramm iteragpu auf dem entfernten Rechner: sein Name im dortigen PATH oder sein vollständiger Pfad (zum Beispiel bin/iteragpu des portablen Ordners).</translation>
    </message>
    <message>
        <source>Chec&amp;k remote</source>
        <translation>Entfernten H&amp;ost testen</translation>
    </message>
    <message>
        <source>Connects once and reports whether iteragpu is found there, its version, whether its torch module loads and which devices it sees.</source>
        <translation>Verbindet sich einmal und meldet, ob iteragpu dort gefunden wird, seine Version, ob sein Torch-Modul lädt und welche Geräte es sieht.</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>SSH-Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>optional; default: ~/.ssh/config</source>
        <translation>optional; Standard: ~/.ssh/config</translation>
    </message>
    <message>
        <source>An ssh configuration file to use instead of ~/.ssh/config (passed as ssh -F): an absolute path or one starting with ~/. Its Host aliases are offered in the host list.</source>
        <translation>Eine SSH-Konfigurationsdatei, die statt ~/.ssh/config verwendet wird (als ssh -F übergeben): ein absoluter Pfad oder einer, der mit ~/ beginnt. Die Host-Aliase darin werden in der Host-Liste angeboten.</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>Identitätsdatei:</translation>
    </message>
    <message>
        <source>optional; default: your agent and ~/.ssh/config</source>
        <translation>optional; Standard: Ihr Agent und ~/.ssh/config</translation>
    </message>
    <message>
        <source>A private key file for ssh to try as well (passed as ssh -i): an absolute path or one starting with ~/. Only its path is kept; the key is never read here.</source>
        <translation>Eine private Schlüsseldatei, die ssh zusätzlich versuchen soll (als ssh -i übergeben): ein absoluter Pfad oder einer, der mit ~/ beginnt. Nur ihr Pfad wird gespeichert; der Schlüssel wird hier nie gelesen.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteMeasurementController</name>
    <message>
        <source>A remote run is already in progress.</source>
        <translation>Ein Remote-Lauf ist bereits im Gange.</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Lokale Kopie</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop after the current forward; waiting up to %2 s…</source>
        <translation>Abbruch: %1 wurde gebeten, nach dem laufenden Vorwärtsdurchlauf anzuhalten; es wird bis zu %2 s gewartet…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Abbruch: %1 hielt nicht innerhalb von %2 s an; ssh wird beendet…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Abbruch: ssh endete nicht innerhalb von %1 s; es wird zwangsweise beendet…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteProbe</name>
    <message>
        <source>Stopped before %1 answered.</source>
        <translation>Angehalten, bevor %1 geantwortet hat.</translation>
    </message>
    <message>
        <source>ssh connects to %1.</source>
        <translation>ssh verbindet sich mit %1.</translation>
    </message>
    <message>
        <source>%1 on %2 is not the iteragpu command-line tool.</source>
        <translation>%1 auf %2 ist nicht das Kommandozeilenwerkzeug iteragpu.</translation>
    </message>
    <message>
        <source>%1 found: %2.</source>
        <translation>%1 gefunden: %2.</translation>
    </message>
    <message>
        <source>The torch module does not load there: %1</source>
        <translation>Das Torch-Modul lädt dort nicht: %1</translation>
    </message>
    <message>
        <source>The torch module loads: libtorch %1.</source>
        <translation>Das Torch-Modul lädt: libtorch %1.</translation>
    </message>
    <message numerus="yes">
        <source>Devices seen: cpu and %n GPU(s) (cuda:0 to cuda:%1).</source>
        <translation>
            <numerusform>Sichtbare Geräte: cpu und %n GPU (cuda:0 bis cuda:%1).</numerusform>
            <numerusform>Sichtbare Geräte: cpu und %n GPUs (cuda:0 bis cuda:%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Devices seen: cpu only, no GPU (a protocol dry run is all that can run there).</source>
        <translation>Sichtbare Geräte: nur cpu, keine GPU (dort ist nur ein Protokoll-Probelauf möglich).</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s; ssh was ended.</source>
        <translation>%1 antwortete nicht innerhalb von %2 s; ssh wurde beendet.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteSweep</name>
    <message>
        <source>A remote sweep is already in progress.</source>
        <translation>Ein Remote-Sweep ist bereits im Gange.</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop the current point; waiting up to %2 s…</source>
        <translation>Abbruch: %1 wurde gebeten, den laufenden Punkt abzubrechen; es wird bis zu %2 s gewartet…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Abbruch: %1 hielt nicht innerhalb von %2 s an; ssh wird beendet…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Abbruch: ssh endete nicht innerhalb von %1 s; es wird zwangsweise beendet…</translation>
    </message>
    <message>
        <source>the remote sweep is not the one asked for (dimension or values differ)</source>
        <translation>der Remote-Sweep ist nicht der angeforderte (Dimension oder Werte weichen ab)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportLibrary</name>
    <message>
        <source>%1: not opened: %2 reports are open already; close some first.</source>
        <translation>%1: nicht geöffnet: %2 Berichte sind bereits geöffnet; schließen Sie zuerst einige.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportView</name>
    <message>
        <source>&amp;Add to the results grid</source>
        <translation>Zur Ergebnistabelle &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Adds this run to the results grid of the Quality and cost tab, with the tariff chosen there; the row&apos;s notes name this file and the start of its SHA-256.</source>
        <translation>Fügt diesen Lauf zur Ergebnistabelle im Reiter „Qualität und Kosten“ hinzu, mit dem dort gewählten Tarif; die Notizen der Zeile nennen diese Datei und den Anfang ihres SHA-256.</translation>
    </message>
    <message>
        <source>C&amp;lose report</source>
        <translation>Bericht sch&amp;ließen</translation>
    </message>
    <message>
        <source>batch %1, context %2, width %3, hidden %4, %5, warm-up %6, repeats %7, seed %8</source>
        <translation>Batch %1, Kontext %2, Breite %3, verborgene Breite %4, %5, Aufwärmdurchläufe %6, Wiederholungen %7, Seed %8</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1</source>
        <translation>Geöffneter Bericht (schreibgeschützt): %1</translation>
    </message>
    <message>
        <source>Device %1 · started %2 · status %3 · format version %4</source>
        <translation>Gerät %1 · gestartet %2 · Status %3 · Formatversion %4</translation>
    </message>
    <message>
        <source>The predicted column is the prediction this file carried. A new run uses the form on the left; choose &quot;New run&quot; above to see it.</source>
        <translation>Die Spalte „Zugewiesen (Spitze, vorhergesagt)“ zeigt die Vorhersage, die diese Datei enthielt. Ein neuer Lauf verwendet das Formular links; wählen Sie oben „Neuer Lauf“, um ihn zu sehen.</translation>
    </message>
    <message>
        <source>Failure kind: not recorded (format version %1)</source>
        <translation>Art des Fehlers: nicht erfasst (Formatversion %1)</translation>
    </message>
    <message>
        <source>Failure kind: out of memory</source>
        <translation>Art des Fehlers: Speicher erschöpft</translation>
    </message>
    <message>
        <source>Failure kind: other than out of memory</source>
        <translation>Art des Fehlers: anderer als Speichermangel</translation>
    </message>
    <message>
        <source>Before model_load the device had %1 in use, %2 of it outside this process&apos;s caching allocator (every process on the card, not this process alone)</source>
        <translation>Vor model_load waren auf dem Gerät %1 belegt, davon %2 außerhalb des Caching-Allokators dieses Prozesses (alle Prozesse auf der Karte, nicht nur dieser Prozess)</translation>
    </message>
    <message>
        <source>The device&apos;s figures contradict the allocator&apos;s in %1: it reserves more than the device reports in use. They are shown as read.</source>
        <translation>Die Werte des Geräts widersprechen denen des Allokators in %1: Er reserviert mehr, als das Gerät als belegt meldet. Sie werden so gezeigt, wie sie gelesen wurden.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridModel</name>
    <message>
        <source>edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>add row %1</source>
        <translation>Zeile %1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>delete %n row(s)</source>
        <translation>
            <numerusform>%n Zeile löschen</numerusform>
            <numerusform>%n Zeilen löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (behalten: %2)</translation>
    </message>
    <message>
        <source>CSV column: %1</source>
        <translation>CSV-Spalte: %1</translation>
    </message>
    <message>
        <source>No row %1 to duplicate.</source>
        <translation>Es gibt keine Zeile %1 zum Duplizieren.</translation>
    </message>
    <message>
        <source>Select the rows to pin the package to.</source>
        <translation>Wählen Sie die Zeilen aus, an die das Paket geheftet werden soll.</translation>
    </message>
    <message numerus="yes">
        <source>pin %1 to %n row(s)</source>
        <translation>
            <numerusform>%1 an %n Zeile heften</numerusform>
            <numerusform>%1 an %n Zeilen heften</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n row(s)</source>
        <translation>
            <numerusform>%n Zeile hinzufügen</numerusform>
            <numerusform>%n Zeilen hinzufügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>Zeilen filtern…</translation>
    </message>
    <message>
        <source>One row per real run, failed and cancelled runs included. Decimals use &apos;.&apos; in every language; the file keeps its own row order whatever the sorting here.</source>
        <translation>Eine Zeile pro tatsächlichem Lauf, fehlgeschlagene und abgebrochene Läufe eingeschlossen. Das Dezimaltrennzeichen ist in jeder Sprache der Punkt („.“); die Datei behält ihre eigene Zeilenreihenfolge, egal wie hier sortiert wird.</translation>
    </message>
    <message>
        <source>Keep row…</source>
        <translation>Zeile behalten…</translation>
    </message>
    <message>
        <source>Keeps the current row despite its problems: asks why and writes &quot;accepted: reason&quot; into its notes, which the file keeps.</source>
        <translation>Behält die aktuelle Zeile trotz ihrer Probleme: fragt nach dem Grund und schreibt „accepted: Grund“ in ihre Notizen, die die Datei behält.</translation>
    </message>
    <message>
        <source>No problem found across the rows, the loaded catalog and the protocol.</source>
        <translation>Kein Problem zwischen den Zeilen, dem geladenen Katalog und dem Protokoll gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>No open problem; %n row problem(s) kept with a reason in the notes.</source>
        <translation>
            <numerusform>Kein offenes Problem; %n Zeilenproblem mit Begründung in den Notizen behalten.</numerusform>
            <numerusform>Kein offenes Problem; %n Zeilenprobleme mit Begründung in den Notizen behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open problem(s). First: %1</source>
        <translation>
            <numerusform>%n offenes Problem. Erstes: %1</numerusform>
            <numerusform>%n offene Probleme. Erstes: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (behalten: %2)</translation>
    </message>
    <message>
        <source>Keep row %1</source>
        <translation>Zeile %1 behalten</translation>
    </message>
    <message>
        <source>Why is row %1 kept despite its problems? The reason is written into its notes as &quot;accepted: …&quot;.</source>
        <translation>Warum wird Zeile %1 trotz ihrer Probleme behalten? Der Grund wird als „accepted: …“ in ihre Notizen geschrieben.</translation>
    </message>
    <message>
        <source>A row is kept only with a reason.</source>
        <translation>Eine Zeile wird nur mit einem Grund behalten.</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunFacts</name>
    <message>
        <source>libtorch intra-op threads: not recorded</source>
        <translation>libtorch-Intra-op-Threads: nicht erfasst</translation>
    </message>
    <message>
        <source>libtorch intra-op threads: %1</source>
        <translation>libtorch-Intra-op-Threads: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message numerus="yes">
        <source>about %1 left (an estimate from %n measured forward(s))</source>
        <translation>
            <numerusform>noch etwa %1 (eine Schätzung aus %n gemessenen Vorwärtsdurchlauf)</numerusform>
            <numerusform>noch etwa %1 (eine Schätzung aus %n gemessenen Vorwärtsdurchläufen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The last probe found no GPU; the device you chose (%1) is kept.</source>
        <translation>Die letzte Abfrage fand keine GPU; das von Ihnen gewählte Gerät (%1) bleibt.</translation>
    </message>
    <message>
        <source>Dry run on the CPU:</source>
        <translation>Probelauf auf der CPU:</translation>
    </message>
    <message>
        <source>the last probe found no GPU, so the device is cpu (real forwards and times, no memory counters). Choose another device to measure it.</source>
        <translation>Die letzte Abfrage fand keine GPU, daher ist das Gerät cpu (echte Vorwärtsdurchläufe und Zeiten, keine Speicherzähler). Wählen Sie ein anderes Gerät, um es zu messen.</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>run status</comment>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>run status</comment>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <comment>run status</comment>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunStatusLine</name>
    <message>
        <source>Sweep running: each point is a new iteragpu measure process; the points appear below as they end.</source>
        <translation>Sweep läuft: Jeder Punkt ist ein neuer Prozess iteragpu measure; die Punkte erscheinen unten, sobald sie enden.</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Sweep: %1</translation>
    </message>
    <message>
        <source>Sweep mode: the form&apos;s configuration is measured at each value of one field chosen below, each point a new iteragpu measure process. The last single run stays under &quot;%1&quot;.</source>
        <translation>Sweep-Modus: Die Konfiguration des Formulars wird bei jedem Wert eines unten gewählten Felds gemessen, jeder Punkt ein neuer Prozess iteragpu measure. Der letzte Einzellauf bleibt unter „%1“.</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Abgelehnt:</translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation>Nichts wurde gemessen und keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Report not written:</source>
        <translation>Bericht nicht geschrieben:</translation>
    </message>
    <message>
        <source>The phases measured are shown, but no file was written.</source>
        <translation>Die gemessenen Phasen werden angezeigt, aber es wurde keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Abgeschlossen.</translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation>Bericht in %1 gespeichert. Median von warm_forward: %2 s.</translation>
    </message>
    <message>
        <source>Failed part-way:</source>
        <translation>Vor dem Ende fehlgeschlagen:</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with the status %2.</source>
        <translation>Die zuvor gemessenen Phasen werden angezeigt und wurden mit dem Status „%2“ in %1 gespeichert.</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>at %1.</source>
        <translation>bei %1.</translation>
    </message>
    <message>
        <source>Measured on %1 over SSH; its report there: %2.</source>
        <translation>Auf %1 über SSH gemessen; sein Bericht dort: %2.</translation>
    </message>
    <message>
        <source>Use cpu (dry run)</source>
        <translation>CPU verwenden (Probelauf)</translation>
    </message>
    <message>
        <source>(checks the protocol&apos;s steps on this CPU; no GPU figure)</source>
        <translation>(prüft die Schritte des Protokolls auf dieser CPU; keine GPU-Werte)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ShownRunBox</name>
    <message>
        <source>Export table CSV…</source>
        <translation>Tabelle als CSV exportieren…</translation>
    </message>
    <message>
        <source>Showin&amp;g:</source>
        <translation>Ange&amp;zeigt:</translation>
    </message>
    <message>
        <source>Open re&amp;port…</source>
        <translation>Bericht ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Läufe vergle&amp;ichen…</translation>
    </message>
    <message>
        <source>This window&apos;s new run, or a measurement report opened from a file (read-only).</source>
        <translation>Der neue Lauf dieses Fensters oder ein aus einer Datei geöffneter Messbericht (schreibgeschützt).</translation>
    </message>
    <message>
        <source>Export phase table</source>
        <translation>Phasentabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Phase table written to %1</source>
        <translation>Phasentabelle in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation>Diagramme in Ordner exportieren</translation>
    </message>
    <message>
        <source>New run (this window)</source>
        <translation>Neuer Lauf (dieses Fenster)</translation>
    </message>
    <message>
        <source>Export charts PNG, SVG…</source>
        <translation>Diagramme exportieren (PNG, SVG)…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>Stale: the table and charts below show the last run (%1, %2 on %3), not the configuration now in the form. Run again to measure it.</source>
        <translation>Veraltet: Tabelle und Diagramme unten zeigen den letzten Lauf (%1, %2 auf %3), nicht die jetzt im Formular eingestellte Konfiguration. Starten Sie einen neuen Lauf, um sie zu messen.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SshProcess</name>
    <message>
        <source>The ssh program could not be run (%1): install the OpenSSH client.</source>
        <translation>Das Programm ssh konnte nicht gestartet werden (%1): Installieren Sie den OpenSSH-Client.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::StartStrip</name>
    <message>
        <source>An experiment is one folder that keeps the fixed protocol, every run and the price of the package. The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>Ein Experiment ist ein Ordner, der das festgelegte Protokoll, jeden Lauf und den Preis des Pakets aufbewahrt. Die Reihenfolge der Arbeit: das Protokoll festlegen, jeden Lauf erfassen, dann das Paket bepreisen.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepCharts</name>
    <message>
        <source>Peak allocated</source>
        <translation>Zugewiesen (Spitze)</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Reserviert (Spitze)</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Außerhalb des Caching-Allokators (alle Prozesse auf der Karte)</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Zugewiesen (Spitze, vorhergesagt)</translation>
    </message>
    <message>
        <source>Device total memory</source>
        <translation>Gesamtspeicher des Geräts</translation>
    </message>
    <message>
        <source>Warm median</source>
        <translation>Warm-Median</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput</source>
        <translation>Erreichter Durchsatz der Matrixprodukte</translation>
    </message>
    <message>
        <source>Boundary: smallest value failed for memory</source>
        <translation>Grenze: kleinster Wert, der am Speicher scheiterte</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>%1 (log₂ axis)</source>
        <translation>%1 (log₂-Achse)</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Caching allocator peaks, outside bytes and prediction per point</source>
        <translation>Spitzen des Caching-Allokators, Bytes außerhalb davon und Vorhersage pro Punkt</translation>
    </message>
    <message>
        <source>Predicted peak allocated per point (no allocator counters on the CPU)</source>
        <translation>Zugewiesen (Spitze, vorhergesagt) pro Punkt (keine Allokator-Zähler auf der CPU)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s of the matrix products (bias and GELU not counted)</source>
        <translation>Erreichte FLOP/s der Matrixprodukte (Bias und GELU nicht mitgezählt)</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Smallest warm_forward row</source>
        <translation>Kleinste warm_forward-Zeile</translation>
    </message>
    <message>
        <source>Largest warm_forward row</source>
        <translation>Größte warm_forward-Zeile</translation>
    </message>
    <message>
        <source>Warm forward median per point between its smallest and largest row (includes host overhead and synchronisation)</source>
        <translation>Median der warmen Vorwärtsdurchläufe pro Punkt zwischen seiner kleinsten und größten Zeile (mit Host-Overhead und Synchronisation)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepPanel</name>
    <message>
        <source>Run swee&amp;p</source>
        <translation>Sweep ausfü&amp;hren</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>Sweep abbrechen</translation>
    </message>
    <message>
        <source>Export points as CSV…</source>
        <translation>Punkte als CSV exportieren…</translation>
    </message>
    <message>
        <source>Open in comparison</source>
        <translation>Im Vergleich öffnen</translation>
    </message>
    <message>
        <source>Add to the grid</source>
        <translation>Zur Ergebnistabelle hinzufügen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Each point is a new iteragpu measure process with its own report; the other fields are the form&apos;s. A boundary is that of this synthetic MLP on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>Jeder Punkt ist ein neuer Prozess iteragpu measure mit eigenem Bericht; die übrigen Felder sind die des Formulars. Eine Grenze ist die dieses synthetischen MLP auf diesem Gerät, mit dieser libtorch und diesem Treiber, nicht die Kapazität eines Modells.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Nothing was run and no file was written.</source>
        <translation>Nichts wurde ausgeführt und keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>the form&apos;s configuration is not valid; see the fields marked</source>
        <translation>die Konfiguration des Formulars ist ungültig; siehe die markierten Felder</translation>
    </message>
    <message>
        <source>Cancelling the current point; every finished point is kept…</source>
        <translation>Der laufende Punkt wird abgebrochen; jeder fertige Punkt bleibt erhalten…</translation>
    </message>
    <message>
        <source>Point %1: %2 = %3, a new iteragpu measure process…</source>
        <translation>Punkt %1: %2 = %3, ein neuer Prozess iteragpu measure…</translation>
    </message>
    <message>
        <source>Index written to %1.</source>
        <translation>Index in %1 gespeichert.</translation>
    </message>
    <message>
        <source>The index could not be written: %1</source>
        <translation>Der Index konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s points</source>
        <translation>Punkte des Sweeps exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Sweep points written to %1</source>
        <translation>Sweep-Punkte in %1 gespeichert</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s charts</source>
        <translation>Diagramme des Sweeps exportieren</translation>
    </message>
    <message>
        <source>the SSH host is not valid; see the field marked</source>
        <translation>der SSH-Host ist ungültig; siehe das markierte Feld</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Verbindung zu %1 über SSH…</translation>
    </message>
    <message>
        <source>Export charts as PNG and SVG…</source>
        <translation>Diagramme als PNG und SVG exportieren…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepRequestForm</name>
    <message>
        <source>Folder of the sweep (new or empty)</source>
        <translation>Ordner des Sweeps (neu oder leer)</translation>
    </message>
    <message>
        <source>%1: give the sweep&apos;s folder on the remote host</source>
        <translation>%1: Geben Sie den Ordner des Sweeps auf dem entfernten Host an</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an executable program</source>
        <translation>%1: „%2“ ist kein ausführbares Programm</translation>
    </message>
    <message>
        <source>List of values</source>
        <translation>Liste von Werten</translation>
    </message>
    <message>
        <source>Doubling range</source>
        <translation>Bereich mit Verdopplung</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>Var&amp;iieren:</translation>
    </message>
    <message>
        <source>Va&amp;lues:</source>
        <translation>Werte&amp;liste:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>An&amp;fangswert:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Höchstwert:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schrittweite:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Command-line pro&amp;gram:</source>
        <translation>Kommando&amp;zeilenprogramm:</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>Entfernter Ordner:</translation>
    </message>
    <message>
        <source>the local folder&apos;s name, in the remote home folder</source>
        <translation>der Name des lokalen Ordners, im dortigen Home-Ordner</translation>
    </message>
    <message>
        <source>The sweep&apos;s folder on the remote host, new or empty; a relative path is in the remote home folder. Every report and sweep.json are fetched into the local folder.</source>
        <translation>Der Ordner des Sweeps auf dem entfernten Host, neu oder leer; ein relativer Pfad liegt im dortigen Home-Ordner. Jeder Bericht und die sweep.json werden in den lokalen Ordner geholt.</translation>
    </message>
    <message>
        <source>Comma-separated, increasing for a number (256,512,1024), or dtype names.</source>
        <translation>Durch Kommas getrennt, bei einer Zahl aufsteigend (256,512,1024), oder dtype-Namen.</translation>
    </message>
    <message>
        <source>The range doubles from this value while it is at most the other.</source>
        <translation>Ab diesem Wert wird verdoppelt, solange der Wert den Höchstwert nicht übersteigt.</translation>
    </message>
    <message>
        <source>Bisect to the bound&amp;ary</source>
        <translation>Grenze per Bisektion n&amp;äher bestimmen</translation>
    </message>
    <message>
        <source>After the first point that fails for memory, probes between the largest complete value and it, on multiples of the step, then runs the largest complete value again.</source>
        <translation>Nach dem ersten Punkt, der am Speicher scheitert, werden Werte zwischen dem größten abgeschlossenen Wert und diesem Punkt auf Vielfachen der Schrittweite gemessen; danach wird der größte abgeschlossene Wert noch einmal gemessen.</translation>
    </message>
    <message>
        <source>a new or empty folder</source>
        <translation>ein neuer oder leerer Ordner</translation>
    </message>
    <message>
        <source>The iteragpu command-line program each point runs as a separate process.</source>
        <translation>Das Kommandozeilenprogramm iteragpu, das jeder Punkt als eigenen Prozess ausführt.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepTableModel</name>
    <message>
        <source>complete</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed (out of memory)</source>
        <translation>fehlgeschlagen (Speicher erschöpft)</translation>
    </message>
    <message>
        <source>failed (other)</source>
        <translation>fehlgeschlagen (anderer Grund)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>no report</source>
        <translation>kein Bericht</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>upward</source>
        <translation>aufwärts</translation>
    </message>
    <message>
        <source>bisect</source>
        <translation>Bisektion</translation>
    </message>
    <message>
        <source>re-run</source>
        <translation>erneuter Lauf</translation>
    </message>
    <message>
        <source>%1 FLOP/s: %2 FLOP per forward (matrix products only) / the warm median</source>
        <translation>%1 FLOP/s: %2 FLOP pro Vorwärtsdurchlauf (nur Matrixprodukte) / Warm-Median</translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>Aus den freien und gesamten Bytes des Geräts selbst: alle Prozesse auf der Karte, nicht nur dieser Prozess.</translation>
    </message>
    <message>
        <source>4 × batch × context × width × hidden FLOP per forward over the warm median; bias and GELU are not counted, and the time includes host overhead and synchronisation.</source>
        <translation>4 × Batch × Kontext × Breite × verborgene Breite FLOP pro Vorwärtsdurchlauf, geteilt durch den Warm-Median; Bias und GELU werden nicht mitgezählt, und die Zeit enthält Host-Overhead und Synchronisation.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Zugewiesen (Spitze)</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Reserviert (Spitze)</translation>
    </message>
    <message>
        <source>Outside the caching allocator</source>
        <translation>Außerhalb des Caching-Allokators</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Zugewiesen (Spitze, vorhergesagt)</translation>
    </message>
    <message>
        <source>Warm median (s)</source>
        <translation>Warm-Median (s)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s</source>
        <translation>Erreichte FLOP/s</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Bericht</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TabWiring</name>
    <message numerus="yes">
        <source>Quality and cost calculator set to %1 for %n day(s).</source>
        <translation>
            <numerusform>Rechner im Reiter „Qualität und Kosten“ auf %1 für %n Tag eingestellt.</numerusform>
            <numerusform>Rechner im Reiter „Qualität und Kosten“ auf %1 für %n Tage eingestellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) added to the results grid from the sweep.</source>
        <translation>
            <numerusform>%n Zeile aus dem Sweep zur Ergebnistabelle hinzugefügt.</numerusform>
            <numerusform>%n Zeilen aus dem Sweep zur Ergebnistabelle hinzugefügt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row added to the results grid from %1.</source>
        <translation>Zeile aus %1 zur Ergebnistabelle hinzugefügt.</translation>
    </message>
    <message>
        <source>Sweep running on %1 over SSH…</source>
        <translation>Sweep läuft auf %1 über SSH…</translation>
    </message>
    <message>
        <source>Measurement running on %1 over SSH…</source>
        <translation>Messung läuft auf %1 über SSH…</translation>
    </message>
    <message>
        <source>Sweep running: each point a new iteragpu measure process…</source>
        <translation>Sweep läuft: jeder Punkt ein neuer Prozess iteragpu measure…</translation>
    </message>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation>Messung läuft im Hintergrund-Thread…</translation>
    </message>
    <message>
        <source>Sweep ended; the Measure tab says how.</source>
        <translation>Sweep beendet; der Reiter „Messung“ zeigt, wie.</translation>
    </message>
    <message>
        <source>Measurement refused</source>
        <translation>Messung abgelehnt</translation>
    </message>
    <message>
        <source>Measurement report not written</source>
        <translation>Messbericht nicht geschrieben</translation>
    </message>
    <message>
        <source>Measurement complete</source>
        <translation>Messung abgeschlossen</translation>
    </message>
    <message>
        <source>Measurement failed part-way</source>
        <translation>Messung vor dem Ende fehlgeschlagen</translation>
    </message>
    <message>
        <source>Measurement cancelled</source>
        <translation>Messung abgebrochen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TariffChoiceDialog</name>
    <message>
        <source>Tariff of the new row</source>
        <translation>Tarif der neuen Zeile</translation>
    </message>
    <message>
        <source>Which tariff does the row of %1 pin? The row keeps it even when the catalog changes later.</source>
        <translation>Welchen Tarif hält die Zeile von %1 fest? Die Zeile behält ihn, auch wenn sich der Katalog später ändert.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;From the calculator: %1, %2 days, %n lot(s)</source>
        <translation>
            <numerusform>Aus dem &amp;Rechner: %1, %2 Tage, %n Los</numerusform>
            <numerusform>Aus dem &amp;Rechner: %1, %2 Tage, %n Lose</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per lot, prices of %2. To pin another package, change it in the calculator first.</source>
        <translation>%1 pro Los, Preise vom %2. Um ein anderes Paket festzuhalten, ändern Sie es zuerst im Rechner.</translation>
    </message>
    <message>
        <source>&amp;From the calculator: no valid package</source>
        <translation>Aus dem &amp;Rechner: kein gültiges Paket</translation>
    </message>
    <message>
        <source>Choose a GPU model, a duration and lots in the calculator to pin a package.</source>
        <translation>Wählen Sie im Rechner ein GPU-Modell, eine Mietdauer und Lose, um ein Paket festzuhalten.</translation>
    </message>
    <message>
        <source>&amp;No tariff (dry run): the tariff cells stay empty</source>
        <translation>&amp;Kein Tarif (Probelauf): Die Tarifzellen bleiben leer</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>Zeile &amp;hinzufügen</translation>
    </message>
    <message>
        <source>A CPU dry run never carries a tariff: it measured no GPU, so it never sets a unit cost.</source>
        <translation>Ein CPU-Probelauf trägt nie einen Tarif: Er hat keine GPU gemessen und bestimmt daher nie Stückkosten.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Recent results grids</source>
        <translation>&amp;Zuletzt geöffnete Ergebnistabellen</translation>
    </message>
    <message>
        <source>Open measurement or environment r&amp;eport…</source>
        <translation>Mess- oder Umgebungsb&amp;ericht öffnen…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Läufe &amp;vergleichen…</translation>
    </message>
    <message>
        <source>Save results grid &amp;as…</source>
        <translation>Ergebnistabelle speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Open &amp;protocol…</source>
        <translation>&amp;Protokoll öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;catalog…</source>
        <translation>&amp;Katalog öffnen…</translation>
    </message>
    <message>
        <source>Export cost &amp;JSON…</source>
        <translation>Kosten als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>Berichtsbündel e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Choose torch bac&amp;kend…</source>
        <translation>Torch-Backend &amp;wählen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>Quality and cost</source>
        <translation>Qualität und Kosten</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Help for this tab</source>
        <translation>&amp;Hilfe zu diesem Reiter</translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation>Ü&amp;ber IteraGPU Lab</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>&amp;Neues Experiment…</translation>
    </message>
    <message>
        <source>&amp;Open experiment…</source>
        <translation>Experiment ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Recent e&amp;xperiments</source>
        <translation>Zuletzt geöffnete Experi&amp;mente</translation>
    </message>
    <message>
        <source>&amp;Save experiment</source>
        <translation>Experiment &amp;speichern</translation>
    </message>
    <message>
        <source>C&amp;lose experiment</source>
        <translation>Experiment sch&amp;ließen</translation>
    </message>
    <message>
        <source>Open results &amp;grid…</source>
        <translation>Er&amp;gebnistabelle öffnen…</translation>
    </message>
    <message>
        <source>Recent repor&amp;ts</source>
        <translation>Zuletzt geöffnete Be&amp;richte</translation>
    </message>
    <message>
        <source>Save results gr&amp;id</source>
        <translation>Ergebnis&amp;tabelle speichern</translation>
    </message>
    <message>
        <source>Sa&amp;ve protocol…</source>
        <translation>Protokoll spe&amp;ichern…</translation>
    </message>
    <message>
        <source>&amp;Add results row</source>
        <translation>Ergebnis&amp;zeile hinzufügen</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowRecovery</name>
    <message>
        <source>Crash recovery cannot keep your unsaved work: %1</source>
        <translation>Die Absturzwiederherstellung kann Ihre ungespeicherte Arbeit nicht sichern: %1</translation>
    </message>
    <message>
        <source>Crash recovery is off: %1 cannot be written</source>
        <translation>Die Absturzwiederherstellung ist aus: %1 kann nicht beschrieben werden</translation>
    </message>
    <message>
        <source>Unsaved changes to the results grid and the protocol are lost if IteraGPU Lab stops unexpectedly. Make %1 writable and start again to turn recovery on.</source>
        <translation>Ungespeicherte Änderungen an der Ergebnistabelle und am Protokoll gehen verloren, wenn IteraGPU Lab unerwartet endet. Machen Sie %1 beschreibbar und starten Sie neu, um die Wiederherstellung einzuschalten.</translation>
    </message>
    <message>
        <source>Crash recovery is off in this window: another window keeps it</source>
        <translation>Die Absturzwiederherstellung ist in diesem Fenster aus: Ein anderes Fenster übernimmt sie</translation>
    </message>
    <message>
        <source>Only one window keeps the unsaved work of the same place. Open an experiment in this window (File &gt; New experiment… or Open experiment…): each experiment has its own crash recovery.</source>
        <translation>Nur ein Fenster bewahrt die ungespeicherte Arbeit desselben Orts. Öffnen Sie in diesem Fenster ein Experiment (Datei &gt; Neues Experiment… oder Experiment öffnen…): Jedes Experiment hat seine eigene Absturzwiederherstellung.</translation>
    </message>
</context>
</TS>
