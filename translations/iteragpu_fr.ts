<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>IteraGpu::AddressSpace</name>
    <message>
        <source>the address-space limit of %1 bytes could not be set (%2)</source>
        <translation>la limite d’espace d’adressage de %1 octets n’a pas pu être fixée (%2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::BackendLoader</name>
    <message>
        <source>backend %1: not a file</source>
        <translation>backend %1&#xa0;: pas un fichier</translation>
    </message>
    <message>
        <source>backend %1: cannot be loaded (%2)</source>
        <translation>backend %1&#xa0;: chargement impossible (%2)</translation>
    </message>
    <message>
        <source>backend %1: not an IteraGPU Lab torch module (its entry points are missing)</source>
        <translation>backend %1&#xa0;: pas un module torch d’IteraGPU Lab (points d’entrée absents)</translation>
    </message>
    <message>
        <source>backend %1: ABI version %2, this application needs %3</source>
        <translation>backend %1&#xa0;: version d’ABI %2, cette application requiert %3</translation>
    </message>
    <message>
        <source>backend %1: its function table does not match ABI version %2</source>
        <translation>backend %1&#xa0;: sa table de fonctions ne correspond pas à la version d’ABI %2</translation>
    </message>
    <message>
        <source>backend %1: not found (install the package iteragpu-lab-torch, build the torch module, or give its path with --backend)</source>
        <translation>backend %1&#xa0;: introuvable (installez le paquet iteragpu-lab-torch, compilez le module torch ou indiquez son chemin avec --backend)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::BackendMessage</name>
    <message>
        <source>this libtorch was built without CUDA or ROCm: it can measure only the CPU dry run</source>
        <translation>cette libtorch a été compilée sans CUDA ni ROCm&#xa0;: elle ne peut mesurer que l’essai à blanc sur CPU</translation>
    </message>
    <message>
        <source>libtorch sees no usable GPU (check the GPU, its driver and the runtime)</source>
        <translation>libtorch ne voit aucun GPU utilisable (vérifiez le GPU, son pilote et le runtime)</translation>
    </message>
    <message>
        <source>this machine has no GPU with that index</source>
        <translation>cette machine n’a pas de GPU de cet indice</translation>
    </message>
    <message>
        <source>the device must be cpu or cuda:N</source>
        <translation>le périphérique doit être cpu ou cuda:N</translation>
    </message>
    <message>
        <source>this libtorch cannot compute in that dtype on the CPU</source>
        <translation>cette libtorch ne peut pas calculer dans ce type de données sur le CPU</translation>
    </message>
    <message>
        <source>bfloat16 needs a GPU of compute capability 8.0 or newer; choose float16 or float32</source>
        <translation>bfloat16 exige un GPU de capacité de calcul 8.0 ou plus&#x202f;; choisissez float16 ou float32</translation>
    </message>
    <message>
        <source>the device ran out of memory</source>
        <translation>le périphérique n’a plus de mémoire</translation>
    </message>
    <message>
        <source>the libtorch backend is not loaded</source>
        <translation>le backend libtorch n’est pas chargé</translation>
    </message>
    <message>
        <source>libtorch or the torch module reported an error</source>
        <translation>libtorch ou le module torch a signalé une erreur</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 [%2] (original message: %3)</source>
        <translation>%1 [%2] (message d’origine&#xa0;: %3)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ByteSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: not a regular file; refused</source>
        <translation>%1&#xa0;: pas un fichier ordinaire&#x202f;; refusé</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Cancel</name>
    <message>
        <source>%1: reading stopped (cancelled)</source>
        <translation>%1&#xa0;: lecture arrêtée (annulée)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Catalog</name>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1&#xa0;: fichier vide&#x202f;; en-tête attendu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, line 1: missing column &apos;%2&apos;; expected the header %3</source>
        <translation>%1, ligne 1&#xa0;: colonne «&#xa0;%2&#xa0;» manquante&#x202f;; en-tête attendu&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1&#xa0;: %2 champs attendus, %3 trouvés</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un identifiant valide (minuscules, chiffres, «&#xa0;.&#xa0;», «&#xa0;-&#xa0;», «&#xa0;_&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1&#xa0;: le nom du modèle est vide</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be whole US-dollar cents, digits only (no decimals, no currency sign)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» doit être en cents de dollar US entiers, chiffres uniquement (sans décimales ni symbole monétaire)</translation>
    </message>
    <message>
        <source>%1: a price cannot be negative, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: un prix ne peut pas être négatif, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD, optionally followed by a note in parentheses</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une date AAAA-MM-JJ, éventuellement suivie d’une note entre parenthèses</translation>
    </message>
    <message>
        <source>%1: duplicate row for gpu_id &apos;%2&apos; and %3 days</source>
        <translation>%1&#xa0;: ligne en double pour gpu_id «&#xa0;%2&#xa0;» et %3 jours</translation>
    </message>
    <message>
        <source>%1: gpu_id &apos;%2&apos; disagrees with its earlier rows on %3</source>
        <translation>%1&#xa0;: gpu_id «&#xa0;%2&#xa0;» contredit ses lignes précédentes sur %3</translation>
    </message>
    <message>
        <source>%1: the catalog has a header but no tariff rows</source>
        <translation>%1&#xa0;: le catalogue a un en-tête mais aucune ligne de tarif</translation>
    </message>
    <message>
        <source> and %1 more (see &apos;iteragpu catalog&apos;)</source>
        <translation> et %1 de plus (voir «&#xa0;iteragpu catalog&#xa0;»)</translation>
    </message>
    <message>
        <source>%1, line 1: the header must start with exactly %2</source>
        <translation>%1, ligne 1&#xa0;: l’en-tête doit commencer exactement par %2</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: unknown column &apos;%3&apos;; after %4 a catalog may add only %5</source>
        <translation>%1, ligne 1, colonne %2&#xa0;: colonne inconnue «&#xa0;%3&#xa0;»&#x202f;; après %4, un catalogue ne peut ajouter que %5</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: the column &apos;%3&apos; appears twice</source>
        <translation>%1, ligne 1, colonne %2&#xa0;: la colonne «&#xa0;%3&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une date AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>%1, %2: %3 cents is above the row&apos;s price_cents (%4); a spot price is never above the on-demand price</source>
        <translation>%1, %2&#xa0;: %3 cents dépasse le price_cents de la ligne (%4)&#x202f;; un prix spot ne dépasse jamais le prix à la demande</translation>
    </message>
    <message>
        <source>%1, %2: %3 is after the row&apos;s snapshot_date (%4); a price is read on or before its snapshot</source>
        <translation>%1, %2&#xa0;: %3 est postérieur au snapshot_date de la ligne (%4)&#x202f;; un prix se relève le jour de son instantané ou avant</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Checkpoint</name>
    <message>
        <source>%1 files: more than %2 shards</source>
        <translation>%1 fichiers&#xa0;: plus de %2 fragments</translation>
    </message>
    <message>
        <source>%1: more than %2 tensors in all</source>
        <translation>%1&#xa0;: plus de %2 tenseurs au total</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is also in %3</source>
        <translation>%1&#xa0;: le tenseur «&#xa0;%2&#xa0;» figure aussi dans %3</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3)</source>
        <translation>%1&#xa0;: décalage %2&#xa0;: pas un objet JSON (%3)</translation>
    </message>
    <message>
        <source>%1: weight_map: expected an object naming each tensor&apos;s file</source>
        <translation>%1&#xa0;: weight_map&#xa0;: un objet nommant le fichier de chaque tenseur est attendu</translation>
    </message>
    <message>
        <source>%1: weight_map[&quot;%2&quot;]: expected a file name in the index&apos;s folder</source>
        <translation>%1&#xa0;: weight_map[«&#xa0;%2&#xa0;»]&#xa0;: un nom de fichier dans le dossier de l’index est attendu</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is not in the index&apos;s weight_map for this file</source>
        <translation>%1&#xa0;: le tenseur «&#xa0;%2&#xa0;» ne figure pas dans la weight_map de l’index pour ce fichier</translation>
    </message>
    <message>
        <source>%1: weight_map lists %2 tensor(s) in %3, the file holds %4</source>
        <translation>%1&#xa0;: weight_map indique %2 tenseur(s) dans %3, le fichier en contient %4</translation>
    </message>
    <message>
        <source>no config.json beside the checkpoint: no KV cache figure</source>
        <translation>pas de config.json à côté du checkpoint&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3): no KV cache figure</source>
        <translation>%1&#xa0;: décalage %2&#xa0;: pas un objet JSON (%3)&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1&#xa0;: décalage %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: several safetensors index files; choose one</source>
        <translation>%1&#xa0;: plusieurs fichiers d’index safetensors&#x202f;; choisissez-en un</translation>
    </message>
    <message>
        <source>%1: several GGUF files; choose one</source>
        <translation>%1&#xa0;: plusieurs fichiers GGUF&#x202f;; choisissez-en un</translation>
    </message>
    <message>
        <source>%1: no .safetensors, safetensors index or .gguf file in this folder</source>
        <translation>%1&#xa0;: aucun fichier .safetensors, index safetensors ou fichier .gguf dans ce dossier</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1&#xa0;: fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>%1: the checkpoint&apos;s total bytes overflow 64 bits</source>
        <translation>%1&#xa0;: le total d’octets du checkpoint dépasse 64 bits</translation>
    </message>
    <message>
        <source>%1: weight_map names more than %2 shards</source>
        <translation>%1&#xa0;: weight_map nomme plus de %2 fragments</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Comparison</name>
    <message>
        <source>compare %1 to %2 runs, not %3</source>
        <translation>comparez de %1 à %2 exécutions, pas %3</translation>
    </message>
    <message>
        <source>the baseline must be a run from 1 to %1</source>
        <translation>la référence doit être une exécution de 1 à %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Csv</name>
    <message>
        <source>%1, line %2: a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>%1, ligne %2&#xa0;: un guillemet dans un champ non entre guillemets (mettez tout le champ entre guillemets et doublez le guillemet)</translation>
    </message>
    <message>
        <source>%1, line %2: text after a closing quote</source>
        <translation>%1, ligne %2&#xa0;: du texte après un guillemet fermant</translation>
    </message>
    <message>
        <source>%1, line %2: a quoted field is never closed (unterminated quote)</source>
        <translation>%1, ligne %2&#xa0;: un champ entre guillemets n’est jamais fermé (guillemet non terminé)</translation>
    </message>
    <message>
        <source>%1, line %2: expected at most %3 fields, found more</source>
        <translation>%1, ligne %2&#xa0;: au plus %3 champs attendus, davantage trouvés</translation>
    </message>
    <message>
        <source>%1, line %2: a field longer than %3 characters</source>
        <translation>%1, ligne %2&#xa0;: un champ de plus de %3 caractères</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Datasheets</name>
    <message>
        <source>%1, line 1: the header must be exactly %2</source>
        <translation>%1, ligne 1&#xa0;: l’en-tête doit être exactement %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1&#xa0;: %2 champs attendus, %3 trouvés</translation>
    </message>
    <message>
        <source>%1: more than %2 rows</source>
        <translation>%1&#xa0;: plus de %2 lignes</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un identifiant valide (minuscules, chiffres, «&#xa0;.&#xa0;», «&#xa0;-&#xa0;», «&#xa0;_&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: a second row for &apos;%2&apos;</source>
        <translation>%1&#xa0;: une deuxième ligne pour «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1&#xa0;: le nom du modèle est vide</translation>
    </message>
    <message>
        <source>%1: an empty device name (names are separated by &apos;;&apos;)</source>
        <translation>%1&#xa0;: un nom de périphérique vide (les noms sont séparés par des points-virgules)</translation>
    </message>
    <message>
        <source>%1: the device name &apos;%2&apos; is listed twice; a name must match one row only</source>
        <translation>%1&#xa0;: le nom de périphérique «&#xa0;%2&#xa0;» figure deux fois&#x202f;; un nom ne doit correspondre qu’à une seule ligne</translation>
    </message>
    <message>
        <source>%1: the source must be the datasheet&apos;s https:// address</source>
        <translation>%1&#xa0;: la source doit être l’adresse https:// de la fiche technique</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une date AAAA-MM-JJ</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1&#xa0;: fichier vide&#x202f;; en-tête attendu&#xa0;: %2</translation>
    </message>
    <message>
        <source>no datasheet row applies on the CPU</source>
        <translation>aucune ligne de fiche technique ne s’applique au CPU</translation>
    </message>
    <message>
        <source>no datasheet row for the device name &apos;%1&apos;</source>
        <translation>aucune ligne de fiche technique pour le nom de périphérique «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the report does not say whether TF32 was allowed for float32 matrix products, so neither the FP32 nor the TF32 peak applies</source>
        <translation>le rapport n’indique pas si TF32 était autorisé pour les produits matriciels float32, donc ni le pic FP32 ni le pic TF32 ne s’applique</translation>
    </message>
    <message>
        <source>the datasheet row %1 states no dense %2 peak</source>
        <translation>la ligne %1 de la fiche technique n’indique aucun pic %2 pour matrices denses</translation>
    </message>
    <message>
        <source>no warm forward, no share of the datasheet&apos;s dense peak</source>
        <translation>pas de passe à chaud, pas de part du pic pour matrices denses de la fiche technique</translation>
    </message>
    <message>
        <source>Matrix-product work per forward: %1 FLOP (4 x batch x context x width x hidden; bias and GELU not counted)</source>
        <translation>Travail des produits matriciels par passe&#xa0;: %1 FLOP (4 x batch x contexte x largeur x largeur cachée&#x202f;; biais et GELU non comptés)</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput: none (no warm forward)</source>
        <translation>Débit atteint des produits matriciels&#xa0;: aucun (pas de passe à chaud)</translation>
    </message>
    <message>
        <source>Achieved at the warm median: %1 FLOP/s (%2); %3</source>
        <translation>Atteint à la médiane des passes à chaud&#xa0;: %1 FLOP/s (%2)&#x202f;; %3</translation>
    </message>
    <message>
        <source>%1 % of the datasheet&apos;s dense peak (%2, %3 FLOP/s; %4, read %5 from %6)</source>
        <translation>%1&#xa0;% du pic pour matrices denses de la fiche technique (%2, %3 FLOP/s&#x202f;; %4, consulté le %5 sur %6)</translation>
    </message>
    <message>
        <source>— above the datasheet&apos;s dense peak, which a dense matrix product cannot reach: the datasheet row may not be this device&apos;s, or the measured time is wrong; this share is no result</source>
        <translation>— au-dessus du pic pour matrices denses de la fiche technique, qu’un produit de matrices denses ne peut atteindre&#xa0;: la ligne de la fiche technique n’est peut-être pas celle de ce périphérique, ou le temps mesuré est faux&#x202f;; cette part n’est pas un résultat</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DisplayText</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n caractère de plus)</numerusform>
            <numerusform>… (%n caractères de plus)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::DomainLimits</name>
    <message>
        <source>%1 or %2</source>
        <comment>the last choice of a list such as &apos;3, 7 or 30&apos;</comment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit valoir %2 jours, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit être %2, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)</source>
        <translation>%1&#xa0;: un périphérique est requis, par ex. cuda:0 (ou cpu pour un essai à blanc du protocole)</translation>
    </message>
    <message>
        <source>%1: must be cuda:N (e.g. cuda:0) or cpu, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: doit être cuda:N (par ex. cuda:0) ou cpu, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1&#xa0;: au plus %2 caractères</translation>
    </message>
    <message>
        <source>%1: one line of text without control or format characters</source>
        <translation>%1&#xa0;: une ligne de texte sans caractère de contrôle ni de mise en forme</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Environment</name>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Application</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compilateur</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Système d’exploitation</translation>
    </message>
    <message>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>non chargée&#xa0;: %1</translation>
    </message>
    <message>
        <source>GPU runtime libtorch was built with</source>
        <translation>Runtime GPU avec lequel libtorch a été compilé</translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation>aucun&#xa0;: cette libtorch ne prend en charge ni CUDA ni ROCm</translation>
    </message>
    <message>
        <source>Visible GPUs</source>
        <translation>GPU visibles</translation>
    </message>
    <message>
        <source>Module error</source>
        <translation>Erreur du module</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Périphérique %1</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>non disponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nom du périphérique</translation>
    </message>
    <message>
        <source>Total memory (reported by the runtime)</source>
        <translation>Mémoire totale (annoncée par le runtime)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non annoncée</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Capacité de calcul</translation>
    </message>
    <message>
        <source>GFX architecture</source>
        <translation>Architecture GFX</translation>
    </message>
    <message>
        <source>Driver (user-reported)</source>
        <translation>Pilote (indiqué par l’utilisateur)</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>non renseigné</translation>
    </message>
    <message>
        <source>Not collected</source>
        <translation>Non collecté</translation>
    </message>
    <message>
        <source>Multiprocessors</source>
        <translation>Multiprocesseurs</translation>
    </message>
    <message>
        <source>Caching allocator backend</source>
        <translation>Backend de l’allocateur à cache</translation>
    </message>
    <message>
        <source>cuBLAS workspace (from the first matrix product)</source>
        <translation>Espace de travail cuBLAS (dès le premier produit matriciel)</translation>
    </message>
    <message>
        <source>Allocator and cuBLAS variables</source>
        <translation>Variables de l’allocateur et de cuBLAS</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>aucune définie</translation>
    </message>
    <message>
        <source>other environment variables, user and host names, home paths, serial numbers, UUIDs, network addresses</source>
        <translation>autres variables d’environnement, noms d’utilisateur et de machine, chemins personnels, numéros de série, UUID, adresses réseau</translation>
    </message>
    <message>
        <source>TF32 for float32 matrix products</source>
        <translation>TF32 pour les produits matriciels float32</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>autorisé</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>non autorisé</translation>
    </message>
    <message>
        <source>Probed (UTC)</source>
        <translation>Examiné (UTC)</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Processeur</translation>
    </message>
    <message>
        <source>Logical processors</source>
        <translation>Processeurs logiques</translation>
    </message>
    <message>
        <source>Memory (RAM)</source>
        <translation>Mémoire (RAM)</translation>
    </message>
    <message>
        <source>Intra-op threads (libtorch)</source>
        <translation>Threads intra-op (libtorch)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::EnvironmentReader</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads version 1)</source>
        <translation>version %1 inconnue (ce programme lit la version 1)</translation>
    </message>
    <message>
        <source>expected an object (backend.loaded is true)</source>
        <translation>un objet attendu (backend.loaded vaut true)</translation>
    </message>
    <message>
        <source>expected null (backend.loaded is false)</source>
        <translation>null attendu (backend.loaded vaut false)</translation>
    </message>
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>une heure UTC telle que 2026-01-31T09:30:00Z attendue</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Estimate</name>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>quantisation metadata</source>
        <translation>métadonnées de quantification</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradients</translation>
    </message>
    <message>
        <source>optimiser state</source>
        <translation>état de l’optimiseur</translation>
    </message>
    <message>
        <source>libraries and runtime (CUDA/ROCm context, framework, workspaces)</source>
        <translation>bibliothèques et runtime (contexte CUDA/ROCm, framework, espaces de travail)</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; shown rounded half up to 2 decimals; bytes are exact</source>
        <translation>GiB = 2^30 octets, GB = 10^9 octets&#x202f;; affiché arrondi au plus proche (moitié vers le haut) à 2 décimales&#x202f;; les octets sont exacts</translation>
    </message>
    <message>
        <source>no cast figure: the element counts of packed tensors are not parameters</source>
        <translation>pas de chiffre de conversion&#xa0;: les nombres d’éléments des tenseurs empaquetés ne sont pas des paramètres</translation>
    </message>
    <message>
        <source>no cast figure: %1 elements are outside %2 to %3</source>
        <translation>pas de chiffre de conversion&#xa0;: %1 éléments sont hors de %2 à %3</translation>
    </message>
    <message>
        <source>Packed tensors (integer tensors and a quantization_config%1): element counts are storage elements, not logical parameters; the stored bytes are what loads.</source>
        <translation>Tenseurs empaquetés (tenseurs entiers et une quantization_config%1)&#xa0;: les nombres d’éléments sont des éléments de stockage, pas des paramètres logiques&#x202f;; ce qui est chargé, ce sont les octets stockés.</translation>
    </message>
    <message>
        <source>Block-quantized GGUF types: each block stores its scales with its elements, so bytes are not elements × bits / 8; the stored bytes are what loads.</source>
        <translation>Types GGUF quantifiés par blocs&#xa0;: chaque bloc stocke ses échelles avec ses éléments, les octets ne valent donc pas éléments × bits / 8&#x202f;; ce qui est chargé, ce sont les octets stockés.</translation>
    </message>
    <message>
        <source>allocator fragmentation</source>
        <translation>fragmentation de l’allocateur</translation>
    </message>
    <message>
        <source>the total of weights, KV cache and reserve does not fit 64-bit bytes</source>
        <translation>le total des poids, du cache KV et de la réserve ne tient pas dans un nombre d’octets sur 64 bits</translation>
    </message>
    <message>
        <source>%1: must be a number of bits from %2 to %3 with at most %4 decimals, such as 16, 4 or 4.5, got &apos;%5&apos;</source>
        <translation>%1&#xa0;: doit être un nombre de bits de %2 à %3 avec au plus %4 décimales, comme 16, 4 ou 4.5, reçu «&#xa0;%5&#xa0;»</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Exact</name>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>%1: a value is required (%2)</source>
        <translation>%1&#xa0;: une valeur est requise (%2)</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit être %2, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be %2 written with digits only, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit être %2 écrit uniquement avec des chiffres, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2</source>
        <translation>un nombre décimal non négatif comme 4 ou 0.5, avec au plus %1 décimales et au plus %2</translation>
    </message>
    <message>
        <source>%1: must not be negative, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: ne doit pas être négatif, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: at most %2 decimals are supported, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: au plus %2 décimales sont prises en charge, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be %2, such as 7000000000, 7,000,000,000, 7e9 or 7B, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit être %2, par exemple 7000000000, 7,000,000,000, 7e9 ou 7B, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre entier</translation>
    </message>
    <message>
        <source>%1: must be a number such as %2 or %3, got &apos;%4&apos;</source>
        <translation>%1&#xa0;: doit être un nombre comme %2 ou %3, reçu «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is ambiguous (&apos;.&apos; may group thousands): write %3 or %4</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est ambigu («&#xa0;.&#xa0;» peut séparer les milliers)&#xa0;: écrivez %3 ou %4</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Experiment</name>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1&#xa0;: JSON invalide (%2 à la position %3)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab experiment (format)</source>
        <translation>%1&#xa0;: pas une expérience d’IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported version</source>
        <translation>%1&#xa0;: version non prise en charge</translation>
    </message>
    <message>
        <source>%1: created_utc is not a valid UTC time</source>
        <translation>%1&#xa0;: created_utc n’est pas une heure UTC valide</translation>
    </message>
    <message>
        <source>%1: catalog_file must name a file in catalogs/</source>
        <translation>%1&#xa0;: catalog_file doit nommer un fichier de catalogs/</translation>
    </message>
    <message>
        <source>the experiment folder&apos;s name is empty</source>
        <translation>le nom du dossier de l’expérience est vide</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1&#xa0;: impossible de créer le dossier %2</translation>
    </message>
    <message>
        <source>%1: opening cancelled</source>
        <translation>%1&#xa0;: ouverture annulée</translation>
    </message>
    <message>
        <source>a new protocol needs a new experiment</source>
        <translation>un nouveau protocole demande une nouvelle expérience</translation>
    </message>
    <message>
        <source>%1: the protocol on disk is fixed and would be replaced by a draft; %2</source>
        <translation>%1&#xa0;: le protocole sur le disque est fixé et serait remplacé par un brouillon&#x202f;; %2</translation>
    </message>
    <message>
        <source>%1: the protocol on disk was fixed at %2 with other fields; %3</source>
        <translation>%1&#xa0;: le protocole sur le disque a été fixé le %2 avec d’autres champs&#x202f;; %3</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s amendment history would be rewritten; amendments are only appended</source>
        <translation>%1&#xa0;: l’historique des avenants du protocole serait réécrit&#x202f;; les avenants sont seulement ajoutés à la suite</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s fields differ from the fixed protocol on disk without an amendment</source>
        <translation>%1&#xa0;: les champs du protocole diffèrent du protocole fixé sur le disque sans avenant</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: not a plain file name (no &apos;/&apos;, no leading &apos;.&apos;, no control characters)</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: pas un simple nom de fichier (pas de «&#xa0;/&#xa0;», pas de «&#xa0;.&#xa0;» initial, pas de caractères de contrôle)</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files</source>
        <translation>%1&#xa0;: contient plus de %2 fichiers</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1&#xa0;: pas un dossier</translation>
    </message>
    <message>
        <source>%1: no free name for %2</source>
        <translation>%1&#xa0;: aucun nom libre pour %2</translation>
    </message>
    <message>
        <source>title: one line of text without control characters</source>
        <translation>title&#xa0;: une ligne de texte sans caractère de contrôle</translation>
    </message>
    <message>
        <source>title: at most %1 characters (this one has %2)</source>
        <translation>title&#xa0;: au plus %1 caractères (celui-ci en a %2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentChange</name>
    <message>
        <source>%1: the folder %2 cannot be created</source>
        <translation>%1&#xa0;: impossible de créer le dossier %2</translation>
    </message>
    <message>
        <source>%1: %2 cannot be put in place (%3)</source>
        <translation>%1&#xa0;: impossible de mettre %2 en place (%3)</translation>
    </message>
    <message>
        <source>%1: %2 cannot be removed</source>
        <translation>%1&#xa0;: impossible de supprimer %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder this program made; move it away</source>
        <translation>%1&#xa0;: %2 n’est pas un dossier créé par ce programme&#x202f;; déplacez-le</translation>
    </message>
    <message>
        <source>%1: the change is already committed</source>
        <translation>%1&#xa0;: la modification est déjà validée</translation>
    </message>
    <message>
        <source>%1: %2 cannot be staged</source>
        <translation>%1&#xa0;: impossible de préparer %2</translation>
    </message>
    <message>
        <source>%1: the folder was moved or replaced while it was being locked; nothing was changed</source>
        <translation>%1&#xa0;: le dossier a été déplacé ou remplacé pendant son verrouillage&#x202f;; rien n’a été modifié</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentCheck</name>
    <message>
        <source>%1 row %2 (%3), %4: %5</source>
        <translation>%1 ligne %2 (%3), %4&#xa0;: %5</translation>
    </message>
    <message>
        <source>%1 is not a file below reports/ (a relative path without &apos;..&apos;)</source>
        <translation>%1 n’est pas un fichier sous reports/ (un chemin relatif sans «&#xa0;..&#xa0;»)</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 est introuvable</translation>
    </message>
    <message>
        <source>%1: the row records no SHA-256 of the report (notes: &quot;report NAME sha256:HEX&quot;)</source>
        <translation>%1&#xa0;: la ligne n’indique aucun SHA-256 du rapport (notes&#xa0;: «&#xa0;report NAME sha256:HEX&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: its SHA-256 %2 does not start with %3, recorded in the row&apos;s notes</source>
        <translation>%1&#xa0;: son SHA-256 %2 ne commence pas par %3, la valeur consignée dans les notes de la ligne</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot; in the row, &quot;%4&quot; in the report</source>
        <translation>%1&#xa0;: %2 vaut «&#xa0;%3&#xa0;» dans la ligne, «&#xa0;%4&#xa0;» dans le rapport</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 dépasse %2 octets</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a measurement report</source>
        <translation>%1 n’est pas un rapport de mesure</translation>
    </message>
    <message>
        <source>%1 does not read as a report: %2</source>
        <translation>%1 ne se lit pas comme un rapport&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentExport</name>
    <message>
        <source>%1 does not verify, so it is not copied: %2</source>
        <translation>%1 ne passe pas la vérification, il n’est donc pas copié&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: changed while it was copied; export again</source>
        <translation>%1&#xa0;: a changé pendant la copie&#x202f;; exportez à nouveau</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentLock</name>
    <message>
        <source>process %1</source>
        <translation>processus %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (processus %2)</translation>
    </message>
    <message>
        <source>%1: cannot open the experiment folder (%2)</source>
        <translation>%1&#xa0;: impossible d’ouvrir le dossier de l’expérience (%2)</translation>
    </message>
    <message>
        <source>%1: cannot lock the experiment folder (%2)</source>
        <translation>%1&#xa0;: impossible de verrouiller le dossier de l’expérience (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: another program is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1&#xa0;: un autre programme modifie cette expérience (attente de %n s)&#x202f;; réessayez quand il aura fini</numerusform>
            <numerusform>%1&#xa0;: un autre programme modifie cette expérience (attente de %n s)&#x202f;; réessayez quand il aura fini</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1&#xa0;: %2 modifie cette expérience (attente de %n s)&#x202f;; réessayez quand il aura fini</numerusform>
            <numerusform>%1&#xa0;: %2 modifie cette expérience (attente de %n s)&#x202f;; réessayez quand il aura fini</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentSummary</name>
    <message>
        <source>%1 does not verify (%2 problem(s), the first: %3); nothing is summarised from a folder whose files differ from what was recorded</source>
        <translation>%1 ne passe pas la vérification (%2 problème(s), le premier&#xa0;: %3)&#x202f;; rien n’est résumé d’un dossier dont les fichiers diffèrent de ce qui a été enregistré</translation>
    </message>
</context>
<context>
    <name>IteraGpu::FolderTree</name>
    <message>
        <source>a symbolic link</source>
        <translation>un lien symbolique</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>un FIFO</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device node</source>
        <translation>un nœud de périphérique</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (%2)</source>
        <translation>%1&#xa0;: le dossier ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be examined (%2)</source>
        <translation>%1&#xa0;: ne peut pas être examiné (%2)</translation>
    </message>
    <message>
        <source>%1: folders nested deeper than %2 levels</source>
        <translation>%1&#xa0;: dossiers imbriqués sur plus de %2 niveaux</translation>
    </message>
    <message>
        <source>%1/: the folder cannot be read (%2)</source>
        <translation>%1/&#xa0;: le dossier ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>%1: %2, not allowed in a verified folder</source>
        <translation>%1&#xa0;: %2, non autorisé dans un dossier vérifié</translation>
    </message>
    <message>
        <source>%1: not a folder that can be read (%2)</source>
        <translation>%1&#xa0;: pas un dossier lisible (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1&#xa0;: taille %2 octets, le manifeste indique %3</translation>
    </message>
    <message>
        <source>%1: grew while it was read</source>
        <translation>%1&#xa0;: a grossi pendant la lecture</translation>
    </message>
    <message>
        <source>%1/: a folder name that is not valid UTF-8; its contents were not examined</source>
        <translation>%1/&#xa0;: un nom de dossier qui n’est pas de l’UTF-8 valide&#x202f;; son contenu n’a pas été examiné</translation>
    </message>
    <message>
        <source>%1: a file name that is not valid UTF-8, not allowed in a verified folder</source>
        <translation>%1&#xa0;: un nom de fichier qui n’est pas de l’UTF-8 valide, non autorisé dans un dossier vérifié</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Gguf</name>
    <message>
        <source>%1 would take the header past %2 bytes</source>
        <translation>%1 porterait l’en-tête au-delà de %2 octets</translation>
    </message>
    <message>
        <source>%1 (%2 bytes) runs past the end of the file</source>
        <translation>%1 (%2 octets) dépasse la fin du fichier</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1&#xa0;: lecture impossible</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long, more than %3</source>
        <translation>%1 fait %2 octets, plus de %3</translation>
    </message>
    <message>
        <source>%1 is a bool with byte %2 (0 or 1)</source>
        <translation>%1 est un booléen avec l’octet %2 (0 ou 1)</translation>
    </message>
    <message>
        <source>a metadata key</source>
        <translation>une clé de métadonnées</translation>
    </message>
    <message>
        <source>a metadata key is empty</source>
        <translation>une clé de métadonnées est vide</translation>
    </message>
    <message>
        <source>metadata key %1 appears twice</source>
        <translation>la clé de métadonnées %1 apparaît deux fois</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <translation>la valeur de %1</translation>
    </message>
    <message>
        <source>the type of %1</source>
        <translation>le type de %1</translation>
    </message>
    <message>
        <source>%1 has unknown value type %2</source>
        <translation>%1 a le type de valeur inconnu %2</translation>
    </message>
    <message>
        <source>general.alignment must be a uint32, it has value type %1</source>
        <translation>general.alignment doit être un uint32, il a le type de valeur %1</translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two</source>
        <translation>general.alignment %1 n’est pas une puissance de deux</translation>
    </message>
    <message>
        <source>%1 is an array of type %2 (nested arrays and unknown types are refused)</source>
        <translation>%1 est un tableau de type %2 (les tableaux imbriqués et les types inconnus sont refusés)</translation>
    </message>
    <message>
        <source>%1 (%2 elements)</source>
        <translation>%1 (%2 éléments)</translation>
    </message>
    <message>
        <source>a tensor name</source>
        <translation>un nom de tenseur</translation>
    </message>
    <message>
        <source>a tensor name is empty</source>
        <translation>un nom de tenseur est vide</translation>
    </message>
    <message>
        <source>the dimensions of tensor %1</source>
        <translation>les dimensions du tenseur %1</translation>
    </message>
    <message>
        <source>tensor %1 has %2 dimensions (1 to 4)</source>
        <translation>le tenseur %1 a %2 dimensions (1 à 4)</translation>
    </message>
    <message>
        <source>a dimension of tensor %1</source>
        <translation>une dimension du tenseur %1</translation>
    </message>
    <message>
        <source>tensor %1: the element count overflows 64 bits</source>
        <translation>tenseur %1&#xa0;: le nombre d’éléments dépasse 64 bits</translation>
    </message>
    <message>
        <source>the type of tensor %1</source>
        <translation>le type du tenseur %1</translation>
    </message>
    <message>
        <source>tensor %1 has unknown ggml type %2</source>
        <translation>le tenseur %1 a le type ggml inconnu %2</translation>
    </message>
    <message>
        <source>tensor %1: %2 elements per row are not a multiple of the %3 block (%4)</source>
        <translation>tenseur %1&#xa0;: %2 éléments par ligne ne sont pas un multiple du bloc %3 (%4)</translation>
    </message>
    <message>
        <source>tensor %1: its bytes overflow 64 bits</source>
        <translation>tenseur %1&#xa0;: ses octets dépassent 64 bits</translation>
    </message>
    <message>
        <source>the offset of tensor %1</source>
        <translation>le décalage du tenseur %1</translation>
    </message>
    <message>
        <source>tensor %1 has data offset %2, expected %3</source>
        <translation>le tenseur %1 a le décalage de données %2, %3 attendu</translation>
    </message>
    <message>
        <source>tensor %1: the data offsets overflow 64 bits</source>
        <translation>tenseur %1&#xa0;: les décalages de données dépassent 64 bits</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>la signature GGUF</translation>
    </message>
    <message>
        <source>not a GGUF file (no &quot;GGUF&quot; magic)</source>
        <translation>pas un fichier GGUF (pas de signature «&#xa0;GGUF&#xa0;»)</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>la version</translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (2 or 3, little-endian)</source>
        <translation>la version GGUF %1 n’est pas prise en charge (2 ou 3, little-endian)</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>le nombre de tenseurs</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>le nombre de métadonnées</translation>
    </message>
    <message>
        <source>tensor count %1 cannot fit in the file (or exceeds %2)</source>
        <translation>le nombre de tenseurs %1 ne tient pas dans le fichier (ou dépasse %2)</translation>
    </message>
    <message>
        <source>metadata count %1 cannot fit in the file</source>
        <translation>le nombre de métadonnées %1 ne tient pas dans le fichier</translation>
    </message>
    <message>
        <source>tensor %1 appears twice</source>
        <translation>le tenseur %1 apparaît deux fois</translation>
    </message>
    <message>
        <source>the tensor data needs %1 bytes from offset %2, the file has %3 bytes</source>
        <translation>les données des tenseurs demandent %1 octets à partir du décalage %2, le fichier en a %3</translation>
    </message>
    <message>
        <source>metadata count %1 is more than %2 keys</source>
        <translation>le nombre de métadonnées %1 dépasse %2 clés</translation>
    </message>
</context>
<context>
    <name>IteraGpu::GridConsistency</name>
    <message>
        <source>Row %1 (%2), %3</source>
        <translation>Ligne %1 (%2), %3</translation>
    </message>
    <message>
        <source>%1: says no, but the quality value %2 meets the protocol&apos;s threshold (%3)</source>
        <translation>%1&#xa0;: indique «&#xa0;no&#xa0;», mais la valeur de qualité %2 atteint le seuil du protocole (%3)</translation>
    </message>
    <message>
        <source>%1: says yes, but the quality value %2 does not meet the protocol&apos;s threshold (%3)</source>
        <translation>%1&#xa0;: indique «&#xa0;yes&#xa0;», mais la valeur de qualité %2 n’atteint pas le seuil du protocole (%3)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not in the loaded tariff catalog</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» ne figure pas dans le catalogue de tarifs chargé</translation>
    </message>
    <message>
        <source>%1: the loaded tariff catalog has no %2-day package for %3</source>
        <translation>%1&#xa0;: le catalogue de tarifs chargé n’a aucun forfait de %2 jours pour %3</translation>
    </message>
    <message>
        <source>%1: empty on a run that is not a CPU dry run; the tariff needs %2</source>
        <translation>%1&#xa0;: vide pour une exécution qui n’est pas un essai à blanc sur le CPU&#x202f;; le tarif demande %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est déjà la mesure de la ligne %3 (%4)&#x202f;; une répétition n’est pas une nouvelle unité utile</translation>
    </message>
    <message>
        <source>%1: the report %2 is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1&#xa0;: le rapport %2 est déjà la mesure de la ligne %3 (%4)&#x202f;; une répétition n’est pas une nouvelle unité utile</translation>
    </message>
    <message>
        <source>%1: filled on a CPU dry run (%2); a dry run never carries a tariff or accepted results and never sets a unit cost</source>
        <translation>%1&#xa0;: rempli pour un essai à blanc sur le CPU (%2)&#x202f;; un essai à blanc ne porte jamais de tarif ni de résultats acceptés et ne détermine jamais de coût unitaire</translation>
    </message>
    <message>
        <source>%1: a result row before the protocol is fixed; fix the protocol first</source>
        <translation>%1&#xa0;: une ligne de résultats avant que le protocole soit fixé&#x202f;; fixez d’abord le protocole</translation>
    </message>
    <message>
        <source>%1: names no version of the fixed protocol; the row was added before it was fixed or outside this experiment</source>
        <translation>%1&#xa0;: n’indique aucune version du protocole fixé&#x202f;; la ligne a été ajoutée avant qu’il soit fixé ou hors de cette expérience</translation>
    </message>
    <message>
        <source>%1: protocol version %2 is not a version of this experiment&apos;s protocol</source>
        <translation>%1&#xa0;: la version %2 du protocole n’est pas une version du protocole de cette expérience</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonSyntax</name>
    <message>
        <source>text after the end of the JSON value</source>
        <translation>du texte après la fin de la valeur JSON</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;}&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>«&#xa0;,&#xa0;» ou «&#xa0;]&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>nom de membre entre guillemets doubles attendu</translation>
    </message>
    <message>
        <source>unexpected state</source>
        <translation>état inattendu</translation>
    </message>
    <message>
        <source>unexpected end of the text</source>
        <translation>fin inattendue du texte</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>imbriqué sur plus de %1 niveaux</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>valeur attendue</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>un nombre doit avoir des chiffres</translation>
    </message>
    <message>
        <source>a number needs digits after &apos;.&apos;</source>
        <translation>un nombre doit avoir des chiffres après «&#xa0;.&#xa0;»</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>un nombre doit avoir des chiffres dans son exposant</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>une chaîne n’est jamais fermée</translation>
    </message>
    <message>
        <source>a control character inside a string (it must be escaped)</source>
        <translation>un caractère de contrôle dans une chaîne (il doit être échappé)</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>une chaîne n’est pas de l’UTF-8 valide</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>\u doit être suivi de quatre chiffres hexadécimaux</translation>
    </message>
    <message>
        <source>a lone low surrogate escape</source>
        <translation>un échappement de demi-code bas isolé</translation>
    </message>
    <message>
        <source>a high surrogate escape without its low surrogate</source>
        <translation>un échappement de demi-code haut sans son demi-code bas</translation>
    </message>
    <message>
        <source>an unknown escape sequence</source>
        <translation>une séquence d’échappement inconnue</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>«&#xa0;:&#xa0;» attendu après un nom de membre</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in one object</source>
        <translation>la clé «&#xa0;%1&#xa0;» apparaît deux fois dans un objet</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonWalker</name>
    <message>
        <source>missing</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>un objet attendu</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>un tableau attendu</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>une chaîne attendue</translation>
    </message>
    <message>
        <source>expected a string or null</source>
        <translation>une chaîne ou null attendue</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true ou false attendu</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>une des valeurs %1 attendue</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>un entier attendu</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 est hors de l’intervalle %2 à %3</translation>
    </message>
    <message>
        <source>expected an integer or null</source>
        <translation>un entier ou null attendu</translation>
    </message>
    <message>
        <source>negative bytes (%1)</source>
        <translation>octets négatifs (%1)</translation>
    </message>
    <message>
        <source>expected a number &gt;= 0</source>
        <translation>un nombre &gt;= 0 attendu</translation>
    </message>
</context>
<context>
    <name>IteraGpu::KvCache</name>
    <message>
        <source>%1 has no usable %2 (a positive whole number): no KV cache figure</source>
        <translation>%1 n’a pas de %2 utilisable (un nombre entier positif)&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>%1 has kv_lora_rank (latent attention): its KV cache is not heads × head size, no KV cache figure</source>
        <translation>%1 a kv_lora_rank (attention latente)&#xa0;: son cache KV n’est pas têtes × taille de tête, pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>no num_key_value_heads: key/value heads = num_attention_heads</source>
        <translation>pas de num_key_value_heads&#xa0;: têtes clé/valeur = num_attention_heads</translation>
    </message>
    <message>
        <source>%1: hidden_size %2 is not a multiple of num_attention_heads %3 and there is no head_dim: no KV cache figure</source>
        <translation>%1&#xa0;: hidden_size %2 n’est pas un multiple de num_attention_heads %3 et il n’y a pas de head_dim&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>head size = hidden_size / num_attention_heads</source>
        <translation>taille de tête = hidden_size / num_attention_heads</translation>
    </message>
    <message>
        <source>%1 has sliding_window and %2: some layers attend to the whole context, no single KV cache figure</source>
        <translation>%1 a sliding_window et %2&#xa0;: certaines couches voient tout le contexte, pas de chiffre unique pour le cache KV</translation>
    </message>
    <message>
        <source>GGUF metadata</source>
        <translation>métadonnées GGUF</translation>
    </message>
    <message>
        <source>GGUF metadata has no general.architecture: no KV cache figure</source>
        <translation>les métadonnées GGUF n’ont pas de general.architecture&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>GGUF metadata gives %1 per layer: no single KV cache figure</source>
        <translation>les métadonnées GGUF donnent %1 par couche&#xa0;: pas de chiffre unique pour le cache KV</translation>
    </message>
    <message>
        <source>no %1: key/value heads = %2</source>
        <translation>pas de %1&#xa0;: têtes clé/valeur = %2</translation>
    </message>
    <message>
        <source>GGUF metadata has no %1 and %2 is not a multiple of %3: no KV cache figure</source>
        <translation>les métadonnées GGUF n’ont pas de %1 et %2 n’est pas un multiple de %3&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
    <message>
        <source>%1 = %2 / %3</source>
        <translation>%1 = %2 / %3</translation>
    </message>
    <message>
        <source>GGUF metadata has %1 but does not say which layers use it: no single KV cache figure</source>
        <translation>les métadonnées GGUF ont %1 mais ne disent pas quelles couches l’utilisent&#xa0;: pas de chiffre unique pour le cache KV</translation>
    </message>
    <message>
        <source>KV cache: the product of layers, batch, context, heads and head sizes is too large to count in 64-bit bytes</source>
        <translation>cache KV&#xa0;: le produit des couches, du batch, du contexte, des têtes et des tailles de tête est trop grand pour être compté en octets sur 64 bits</translation>
    </message>
    <message>
        <source>%1: %2 %3 is larger than %4 %5 or does not divide it: no KV cache figure</source>
        <translation>%1&#xa0;: %2 %3 est plus grand que %4 %5 ou ne le divise pas&#xa0;: pas de chiffre pour le cache KV</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Manifest</name>
    <message>
        <source>%1: not an IteraGPU Lab manifest</source>
        <translation>%1&#xa0;: pas un manifeste d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: missing (listed in the manifest)</source>
        <translation>%1&#xa0;: manquant (listé dans le manifeste)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1&#xa0;: taille %2 octets, le manifeste indique %3</translation>
    </message>
    <message>
        <source>%1: SHA-256 does not match the manifest</source>
        <translation>%1&#xa0;: le SHA-256 ne correspond pas au manifeste</translation>
    </message>
    <message>
        <source>%1: not listed in the manifest</source>
        <translation>%1&#xa0;: absent du manifeste</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>(absent ou pas un nombre)</translation>
    </message>
    <message>
        <source>%1: format_version %2 is not supported (this version reads %3)</source>
        <translation>%1&#xa0;: format_version %2 n’est pas pris en charge (cette version lit %3)</translation>
    </message>
    <message>
        <source>%1: &apos;members&apos; is missing or not a list</source>
        <translation>%1&#xa0;: «&#xa0;members&#xa0;» est absent ou n’est pas une liste</translation>
    </message>
    <message>
        <source>%1: member %2 has an invalid name &apos;%3&apos;</source>
        <translation>%1&#xa0;: le membre %2 a un nom invalide «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is listed more than once</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est listé plus d’une fois</translation>
    </message>
    <message>
        <source>%1: member &apos;%2&apos; lacks a valid size or SHA-256</source>
        <translation>%1&#xa0;: le membre «&#xa0;%2&#xa0;» n’a pas de taille ou de SHA-256 valide</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (et %n autre problème)</numerusform>
            <numerusform>%1 (et %n autres problèmes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder name is empty</source>
        <translation>le nom du dossier est vide</translation>
    </message>
    <message>
        <source>%1: &apos;open_problems&apos; is not a list</source>
        <translation>%1&#xa0;: «&#xa0;open_problems&#xa0;» n’est pas une liste</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the %3 bytes a member may have</source>
        <translation>%1&#xa0;: %2 octets, plus que les %3 octets qu’un membre peut avoir</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1&#xa0;: décalage %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementConfig</name>
    <message>
        <source>%1: an output file name is required (a new .json file)</source>
        <translation>%1&#xa0;: un nom de fichier de sortie est requis (un nouveau fichier .json)</translation>
    </message>
    <message>
        <source>invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes</source>
        <translation>configuration invalide&#xa0;: un tenseur de %1 octets dépasserait les %2 octets pris en charge</translation>
    </message>
    <message>
        <source>%1: %2 exists already; a result is never overwritten, choose a new name</source>
        <translation>%1&#xa0;: %2 existe déjà&#x202f;; un résultat n’est jamais écrasé, choisissez un nouveau nom</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1&#xa0;: le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>%1: the file name %2 is %3 bytes long; the file system allows at most %4</source>
        <translation>%1&#xa0;: le nom de fichier %2 fait %3 octets&#x202f;; le système de fichiers en autorise au plus %4</translation>
    </message>
    <message>
        <source>%1: the path %2 is %3 bytes long; at most %4 are allowed</source>
        <translation>%1&#xa0;: le chemin %2 fait %3 octets&#x202f;; au plus %4 sont autorisés</translation>
    </message>
    <message>
        <source>%1: %2 cannot be checked (%3)</source>
        <translation>%1&#xa0;: %2 ne peut pas être vérifié (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation>%1&#xa0;: %2 n’est pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder %2 is on %3, a special file system; choose a folder on a disk</source>
        <translation>%1&#xa0;: le dossier %2 se trouve sur %3, un système de fichiers spécial&#x202f;; choisissez un dossier sur un disque</translation>
    </message>
    <message>
        <source>%1: applies to a dry run on the CPU only (%2 cpu): a GPU&apos;s memory is not this process&apos;s address space</source>
        <translation>%1&#xa0;: ne s’applique qu’à un essai à blanc sur le CPU (%2 cpu)&#xa0;: la mémoire d’un GPU n’est pas l’espace d’adressage de ce processus</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a size; write whole MiB or GiB, from %3MiB to %4MiB (as 3GiB or 2500MiB)</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une taille&#x202f;; écrivez des MiB ou des GiB entiers, de %3MiB à %4MiB (comme 3GiB ou 2500MiB)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementSession</name>
    <message>
        <source>%1 %2: not available: %3; nothing was measured, there is no CPU fallback</source>
        <translation>%1 %2&#xa0;: non disponible&#xa0;: %3&#x202f;; rien n’a été mesuré, aucun repli sur le CPU</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>stopped at %1: %2</source>
        <translation>arrêté à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; nothing was measured</source>
        <translation>%1&#x202f;; rien n’a été mesuré</translation>
    </message>
    <message>
        <source>%1; the run ended (%2) but its report could not be written, nothing was kept</source>
        <translation>%1&#x202f;; l’exécution s’est terminée (%2) mais son rapport n’a pas pu être écrit, rien n’a été conservé</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>annulé à %1</translation>
    </message>
    <message>
        <source>%1: this process does not run under the limit of %2 bytes; nothing was measured</source>
        <translation>%1&#xa0;: ce processus ne tourne pas sous la limite de %2 octets&#x202f;; rien n’a été mesuré</translation>
    </message>
    <message>
        <source>the module&apos;s readings are inconsistent (%1); the report keeps the rows before them, measured by a module that may be faulty</source>
        <translation>les relevés du module sont incohérents (%1)&#x202f;; le rapport garde les lignes d’avant, mesurées par un module peut-être défectueux</translation>
    </message>
</context>
<context>
    <name>IteraGpu::NewFolder</name>
    <message>
        <source>%1: not a folder name</source>
        <translation>%1&#xa0;: pas un nom de dossier</translation>
    </message>
    <message>
        <source>%1: its folder cannot be opened (%2)</source>
        <translation>%1&#xa0;: son dossier ne peut pas être ouvert (%2)</translation>
    </message>
    <message>
        <source>%1: exists already; an export goes into a new folder</source>
        <translation>%1&#xa0;: existe déjà&#x202f;; une exportation va dans un nouveau dossier</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created (%2)</source>
        <translation>%1&#xa0;: le dossier ne peut pas être créé (%2)</translation>
    </message>
    <message>
        <source>%1: the new folder was replaced before it could be opened (%2); nothing was written</source>
        <translation>%1&#xa0;: le nouveau dossier a été remplacé avant de pouvoir être ouvert (%2)&#x202f;; rien n’a été écrit</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1&#xa0;: pas un nom de fichier</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1&#xa0;: pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder belongs to another user; give a folder of your own</source>
        <translation>%1&#xa0;: le dossier appartient à un autre utilisateur&#x202f;; indiquez un dossier à vous</translation>
    </message>
    <message>
        <source>%1: others may write in this folder (mode %2); give a folder only you can change</source>
        <translation>%1&#xa0;: d’autres peuvent écrire dans ce dossier (mode %2)&#x202f;; indiquez un dossier que vous seul pouvez modifier</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder</source>
        <translation>%1&#xa0;: existe et n’est pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder cannot be opened (%2)</source>
        <translation>%1&#xa0;: le dossier ne peut pas être ouvert (%2)</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; nothing here is ever overwritten, give a new or empty folder</source>
        <translation>%1&#xa0;: le dossier n’est pas vide&#x202f;; rien n’est jamais écrasé ici, indiquez un dossier nouveau ou vide</translation>
    </message>
    <message>
        <source>%1: the folder cannot be reached through /proc; this needs Linux&apos;s /proc file system</source>
        <translation>%1&#xa0;: le dossier n’est pas joignable par /proc&#x202f;; il faut le système de fichiers /proc de Linux</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation>%1&#xa0;: doit être un nombre entier positif de résultats acceptés distincts&#x202f;; 0 est refusé (omettez-le et le coût unitaire reste non calculé)</translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation>coût unitaire = total du forfait / résultats acceptés, arrondi au 1/100 de cent le plus proche (moitié vers le haut)</translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation>Ne prouve ni la disponibilité ni la réservation&#x202f;; vérifiez l’offre avant d’acheter.</translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation>Échantillon illustratif de prix, construit à partir de médianes publiques à la demande&#x202f;; pas un devis d’un fournisseur.</translation>
    </message>
    <message>
        <source>%1: unknown gpu id &apos;%2&apos;; known ids: %3</source>
        <translation>%1&#xa0;: identifiant de GPU inconnu «&#xa0;%2&#xa0;»&#x202f;; identifiants connus&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2-day package for &apos;%3&apos;</source>
        <translation>%1&#xa0;: le catalogue n’a pas de forfait de %2 jours pour «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1&#xa0;: doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1&#xa0;: doit être un nombre entier positif</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackagePlan</name>
    <message>
        <source>reserve (your assumption, not measured): %1 GiB</source>
        <translation>réserve (votre hypothèse, non mesurée)&#xa0;: %1 GiB</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bytes per parameter</source>
        <translation>poids&#xa0;: %1 paramètres x %2 octets par paramètre</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %3 bytes</source>
        <translation>poids convertis en %1 bits au chargement&#xa0;: %2 éléments x %3 octets</translation>
    </message>
    <message>
        <source>weights: the checkpoint&apos;s stored bytes</source>
        <translation>poids&#xa0;: les octets stockés du checkpoint</translation>
    </message>
    <message>
        <source>KV cache: %1 tokens x %2 sequences at %3 bits</source>
        <translation>cache KV&#xa0;: %1 jetons x %2 séquences à %3 bits</translation>
    </message>
    <message>
        <source>quantisation metadata beyond the checkpoint&apos;s own bytes</source>
        <translation>métadonnées de quantification au-delà des octets propres du checkpoint</translation>
    </message>
    <message>
        <source>outside the caching allocator before the model (CUDA context, libraries, other processes), measured on %1</source>
        <translation>hors de l’allocateur à cache avant le modèle (contexte CUDA, bibliothèques, autres processus), mesuré sur %1</translation>
    </message>
    <message>
        <source>BLAS workspace as the runtime reports it, measured on %1</source>
        <translation>espace de travail BLAS tel que le runtime l’indique, mesuré sur %1</translation>
    </message>
    <message>
        <source>%1: the report has no device figures to add (a CPU run, or a report written before format 3)</source>
        <translation>%1&#xa0;: le rapport n’a aucun chiffre de périphérique à ajouter (une exécution sur le CPU, ou un rapport écrit avant le format 3)</translation>
    </message>
    <message>
        <source>%1: must be from 0 to %2</source>
        <translation>%1&#xa0;: doit être compris entre 0 et %2</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1&#xa0;: doit valoir %2 jours, reçu «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>the line &apos;%1&apos; is negative</source>
        <translation>la ligne «&#xa0;%1&#xa0;» est négative</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines add up to more than 2^63 - 1 bytes</source>
        <translation>les lignes de l’estimation totalisent plus de 2^63 - 1 octets</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines fit, %1 % headroom</source>
        <translation>les lignes de l’estimation tiennent, %1&#xa0;% de marge</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom (%2 %)</source>
        <translation>juste&#xa0;: moins de %1&#xa0;% de marge (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>does not fit on one GPU</source>
        <translation>ne tient pas sur un GPU</translation>
    </message>
    <message>
        <source>if split evenly: %1 bytes (%2 GiB) per GPU - not measured; communication buffers and duplicated tensors not included</source>
        <translation>en cas de répartition égale&#xa0;: %1 octets (%2 GiB) par GPU – non mesuré&#x202f;; tampons de communication et tenseurs dupliqués non inclus</translation>
    </message>
    <message>
        <source>may be interrupted</source>
        <translation>peut être interrompu</translation>
    </message>
    <message>
        <source>the catalog&apos;s figure</source>
        <translation>le chiffre du catalogue</translation>
    </message>
    <message>
        <source>headroom % = headroom / memory x 100, cut to 2 decimals; the verdict compares exact bytes</source>
        <translation>marge % = marge / mémoire x 100, tronquée à 2 décimales&#x202f;; le verdict compare les octets exacts</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bits / 8, packed</source>
        <translation>poids&#xa0;: %1 paramètres x %2 bits / 8, empaquetés</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %1 bits / 8, packed</source>
        <translation>poids convertis en %1 bits au chargement&#xa0;: %2 éléments x %1 bits / 8, empaquetés</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom</source>
        <translation>juste&#xa0;: moins de %1&#xa0;% de marge</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1&#xa0;: doit être un nombre entier positif</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Phase</name>
    <message>
        <source>build and initialise the model on the CPU, then move it to the device (CPU time included)</source>
        <translation>construire et initialiser le modèle sur le CPU, puis le transférer sur le périphérique (temps CPU inclus)</translation>
    </message>
    <message>
        <source>create the seeded synthetic inputs on the device</source>
        <translation>créer sur le périphérique les entrées synthétiques avec graine</translation>
    </message>
    <message>
        <source>first forward after device, generator and inputs are initialised (not a machine or driver cold start)</source>
        <translation>première passe après l’initialisation du périphérique, du générateur et des entrées (pas un démarrage à froid de la machine ni du pilote)</translation>
    </message>
    <message>
        <source>all warm-up forwards together, never mixed into the repeats</source>
        <translation>toutes les passes de chauffe ensemble, jamais mêlées aux répétitions</translation>
    </message>
    <message>
        <source>one forward after the warm-up, one row per repeat</source>
        <translation>une passe après la chauffe, une ligne par répétition</translation>
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
        <translation>Prédit à partir des formes, arrondi aux blocs de 512 octets de l’allocateur. Non inclus&#xa0;: les espaces de travail des bibliothèques (cuBLAS/hipBLAS allouent le leur au premier produit matriciel et le gardent), le contexte CUDA, les autres processus. À partir de cold_forward, les octets alloués mesurés dépasseront la prédiction d’environ la taille de cet espace de travail.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ProgressStream</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected a UTC date and time</source>
        <translation>attendu&#xa0;: une date et une heure UTC</translation>
    </message>
    <message>
        <source>expected 64 lowercase hexadecimal digits</source>
        <translation>attendu&#xa0;: 64 chiffres hexadécimaux en minuscules</translation>
    </message>
    <message>
        <source>progress line %1</source>
        <translation>ligne de progression %1</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1&#xa0;: pas du JSON à l’octet %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1&#xa0;: un objet est attendu</translation>
    </message>
    <message>
        <source>the progress stream goes on after the report</source>
        <translation>le flux de progression continue après le rapport</translation>
    </message>
    <message>
        <source>progress line %1: longer than %2 bytes</source>
        <translation>ligne de progression %1&#xa0;: plus de %2 octets</translation>
    </message>
    <message>
        <source>progress line %1: the stream goes on after &quot;refused&quot;</source>
        <translation>ligne de progression %1&#xa0;: le flux continue après «&#xa0;refused&#xa0;»</translation>
    </message>
    <message>
        <source>progress line %1: a second &quot;started&quot;</source>
        <translation>ligne de progression %1&#xa0;: un second «&#xa0;started&#xa0;»</translation>
    </message>
    <message>
        <source>progress line %1: expected &quot;started&quot; first</source>
        <translation>ligne de progression %1&#xa0;: «&#xa0;started&#xa0;» est attendu en premier</translation>
    </message>
    <message>
        <source>the progress stream ended in the middle of line %1</source>
        <translation>le flux de progression s’est arrêté au milieu de la ligne %1</translation>
    </message>
    <message>
        <source>the progress stream ended before the run started</source>
        <translation>le flux de progression s’est arrêté avant le début de l’exécution</translation>
    </message>
    <message numerus="yes">
        <source>the progress stream ended after %n row(s), before the run ended</source>
        <translation>
            <numerusform>le flux de progression s’est arrêté après %n ligne, avant la fin de l’exécution</numerusform>
            <numerusform>le flux de progression s’est arrêté après %n lignes, avant la fin de l’exécution</numerusform>
        </translation>
    </message>
    <message>
        <source>the report ended after %1 of its %2 bytes</source>
        <translation>le rapport s’est arrêté après %1 de ses %2 octets</translation>
    </message>
    <message>
        <source>the report received does not match its SHA-256</source>
        <translation>le rapport reçu ne correspond pas à son SHA-256</translation>
    </message>
</context>
<context>
    <name>IteraGpu::QualityProtocol</name>
    <message>
        <source>useful unit</source>
        <translation>unité utile</translation>
    </message>
    <message>
        <source>quality metric</source>
        <translation>métrique de qualité</translation>
    </message>
    <message>
        <source>corpus</source>
        <translation>corpus</translation>
    </message>
    <message>
        <source>decision rule</source>
        <translation>règle de décision</translation>
    </message>
    <message>
        <source>%1: required before the protocol can be fixed</source>
        <translation>%1&#xa0;: requis avant de pouvoir fixer le protocole</translation>
    </message>
    <message>
        <source>comparison: must be one of &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>comparaison&#xa0;: doit être l’un de &gt;=, &gt;, &lt;=, &lt;</translation>
    </message>
    <message>
        <source>threshold: a decimal number with &apos;.&apos; such as 0.90 is required, got &apos;%1&apos;</source>
        <translation>seuil&#xa0;: un nombre décimal avec «&#xa0;.&#xa0;» comme 0.90 est requis, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>corpus size</source>
        <translation>taille du corpus</translation>
    </message>
    <message>
        <source>the protocol is fixed; change it with an amendment</source>
        <translation>le protocole est fixé&#x202f;; modifiez-le par un avenant</translation>
    </message>
    <message>
        <source>the protocol is already fixed</source>
        <translation>le protocole est déjà fixé</translation>
    </message>
    <message>
        <source>reason: results exist already, so an amendment needs a reason</source>
        <translation>raison&#xa0;: des résultats existent déjà, un avenant doit donc être motivé</translation>
    </message>
    <message>
        <source>the amendment changes nothing</source>
        <translation>l’avenant ne change rien</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab quality protocol (format)</source>
        <translation>%1&#xa0;: pas un protocole qualité d’IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported format_version</source>
        <translation>%1&#xa0;: format_version non prise en charge</translation>
    </message>
    <message>
        <source>%1: fixed_at_utc is not a valid UTC time</source>
        <translation>%1&#xa0;: fixed_at_utc n’est pas une heure UTC valide</translation>
    </message>
    <message>
        <source>%1: sha256 does not match the protocol&apos;s fields (was it edited outside the tool?)</source>
        <translation>%1&#xa0;: sha256 ne correspond pas aux champs du protocole (modifié hors de l’outil&#x202f;?)</translation>
    </message>
    <message>
        <source>%1: amendment %2 is inconsistent</source>
        <translation>%1&#xa0;: l’avenant %2 est incohérent</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1&#xa0;: JSON invalide (%2 à la position %3)</translation>
    </message>
    <message>
        <source>%1: unknown key &quot;%2&quot;</source>
        <translation>%1&#xa0;: clé inconnue «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Recovery</name>
    <message>
        <source>%1, byte %2: not valid JSON (%3)</source>
        <translation>%1, octet %2&#xa0;: JSON non valide (%3)</translation>
    </message>
    <message>
        <source>%1: not a recovery file of this version of IteraGPU Lab</source>
        <translation>%1&#xa0;: ce n’est pas un fichier de récupération de cette version d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: saved_utc: a UTC time is required</source>
        <translation>%1&#xa0;: saved_utc&#xa0;: une heure UTC est requise</translation>
    </message>
    <message>
        <source>not an absolute path</source>
        <translation>pas un chemin absolu</translation>
    </message>
    <message>
        <source>holds a control or format character</source>
        <translation>contient un caractère de contrôle ou de format</translation>
    </message>
    <message>
        <source>is a symbolic link</source>
        <translation>est un lien symbolique</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: grid.path: %2 (%3); the grid is restored without a file</source>
        <translation>%1&#xa0;: grid.path&#xa0;: %2 (%3)&#x202f;; la grille est restaurée sans fichier</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteBounds</name>
    <message>
        <source>the remote sent more rows than the run&apos;s plan has (%1)</source>
        <translation>l’hôte distant a envoyé plus de lignes que le plan de l’exécution n’en a (%1)</translation>
    </message>
    <message>
        <source>the remote sent row %1 as %2; the run&apos;s plan has %3 there</source>
        <translation>l’hôte distant a envoyé la ligne %1 comme %2&#x202f;; le plan de l’exécution y a %3</translation>
    </message>
    <message>
        <source>the remote sent row %1 (%2) with %3 forward(s); the run&apos;s plan has %4</source>
        <translation>l’hôte distant a envoyé la ligne %1 (%2) avec %3 passe(s)&#x202f;; le plan de l’exécution en a %4</translation>
    </message>
    <message>
        <source>the remote started %1 after %2 row(s); the run&apos;s plan has %3 there</source>
        <translation>l’hôte distant a commencé %1 après %2 ligne(s)&#x202f;; le plan de l’exécution y a %3</translation>
    </message>
    <message>
        <source>the remote started %1 twice</source>
        <translation>l’hôte distant a commencé %1 deux fois</translation>
    </message>
    <message>
        <source>its configuration.%1 is %2, the run requested %3</source>
        <translation>son configuration.%1 vaut %2, l’exécution demandait %3</translation>
    </message>
    <message>
        <source>it has %1 phase row(s), the stream showed %2</source>
        <translation>il a %1 ligne(s) de phase, le flux en montrait %2</translation>
    </message>
    <message>
        <source>its row %1 is %2, the stream showed %3</source>
        <translation>sa ligne %1 est %2, le flux montrait %3</translation>
    </message>
    <message>
        <source>its row %1 (%2) took %3 ns, the stream showed %4 ns</source>
        <translation>sa ligne %1 (%2) a pris %3 ns, le flux montrait %4 ns</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteEnvironment</name>
    <message>
        <source>%1 refused the environment query: %2</source>
        <translation>%1 a refusé l’examen de l’environnement&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 did not answer with an environment report (is %2 the iteragpu command-line tool?)</source>
        <translation>%1 n’a pas répondu par un rapport d’environnement (%2 est-il l’outil en ligne de commande iteragpu&#x202f;?)</translation>
    </message>
    <message>
        <source>environment of %1</source>
        <translation>environnement de %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteRun</name>
    <message>
        <source>The report fetched from the remote host does not validate: %1</source>
        <translation>Le rapport récupéré de l’hôte distant n’est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>not a measurement report</source>
        <translation>ce n’est pas un rapport de mesure</translation>
    </message>
    <message>
        <source>%1; the remote report was not saved here (it stays on the remote host)</source>
        <translation>%1&#x202f;; le rapport distant n’a pas été enregistré ici (il reste sur l’hôte distant)</translation>
    </message>
    <message>
        <source>%1 refused the run: %2</source>
        <translation>%1 a refusé l’exécution&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>La connexion à %1 a été coupée.</translation>
    </message>
    <message>
        <source>The remote command ended with exit code %1: %2</source>
        <translation>La commande distante s’est terminée avec le code de sortie %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 The run ended there but its report did not arrive whole; it stays on %2 at %3.</source>
        <translation>%1 L’exécution s’est terminée là-bas mais son rapport n’est pas arrivé entier&#x202f;; il reste sur %2 à %3.</translation>
    </message>
    <message>
        <source>%1 Every phase was measured, but the report did not arrive; it stays on %2 at %3.</source>
        <translation>%1 Toutes les phases ont été mesurées, mais le rapport n’est pas arrivé&#x202f;; il reste sur %2 à %3.</translation>
    </message>
    <message>
        <source>the connection to %1 dropped; the remote run was cancelled</source>
        <translation>la connexion à %1 a été coupée&#x202f;; l’exécution distante a été annulée</translation>
    </message>
    <message>
        <source>%1 The rows received could not be saved: %2</source>
        <translation>%1 Les lignes reçues n’ont pas pu être enregistrées&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as failed with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 L’exécution est enregistrée comme échouée avec la %n ligne de phase reçue.</numerusform>
            <numerusform>%1 L’exécution est enregistrée comme échouée avec les %n lignes de phase reçues.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Every phase was streamed, so the rows cannot be recorded as a run that stopped part-way; nothing was saved as the run.</source>
        <translation>%1 Toutes les phases ont été transmises, les lignes ne peuvent donc pas être enregistrées comme une exécution arrêtée en cours de route&#x202f;; rien n’a été enregistré comme l’exécution.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as cancelled with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 L’exécution est enregistrée comme annulée avec la %n ligne de phase reçue.</numerusform>
            <numerusform>%1 L’exécution est enregistrée comme annulée avec les %n lignes de phase reçues.</numerusform>
        </translation>
    </message>
    <message>
        <source>It was kept only as %1, a remote report that disagrees with the stream, not as the run.</source>
        <translation>Il n’a été conservé que sous %1, un rapport distant en désaccord avec le flux, pas comme l’exécution.</translation>
    </message>
    <message>
        <source>It was not kept here (%1).</source>
        <translation>Il n’a pas été conservé ici (%1).</translation>
    </message>
    <message>
        <source>the report fetched from %1 disagrees with the rows streamed: %2</source>
        <translation>le rapport récupéré de %1 contredit les lignes transmises&#xa0;: %2</translation>
    </message>
    <message>
        <source>The report fetched from %1 disagrees with the rows shown: %2. %3</source>
        <translation>Le rapport récupéré de %1 contredit les lignes affichées&#xa0;: %2. %3</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing; ssh was terminated.</source>
        <translation>Annulé&#xa0;: %1 ne s’est pas arrêté dans les %2 s suivant la fermeture de son entrée&#x202f;; ssh a été terminé.</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing and ssh did not end on SIGTERM; ssh was killed.</source>
        <translation>Annulé&#xa0;: %1 ne s’est pas arrêté dans les %2 s suivant la fermeture de son entrée et ssh ne s’est pas terminé sur SIGTERM&#x202f;; ssh a été tué.</translation>
    </message>
    <message>
        <source>Cancelled: the connection to %1 ended before its report arrived.</source>
        <translation>Annulé&#xa0;: la connexion à %1 s’est terminée avant l’arrivée de son rapport.</translation>
    </message>
    <message>
        <source>Protocol error from %1: %2; ssh was ended.</source>
        <translation>Erreur de protocole de %1&#xa0;: %2&#x202f;; ssh a été terminé.</translation>
    </message>
    <message>
        <source>protocol error from %1: %2</source>
        <translation>erreur de protocole de %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteSweepEnd</name>
    <message>
        <source>%1 refused the sweep: %2</source>
        <translation>%1 a refusé le balayage&#xa0;: %2</translation>
    </message>
    <message>
        <source>ssh to %1 ended (exit status %2) before the sweep started.</source>
        <translation>ssh vers %1 s’est terminé (statut de sortie %2) avant le début du balayage.</translation>
    </message>
    <message>
        <source>%1 could not write its sweep.json: %2</source>
        <translation>%1 n’a pas pu écrire son sweep.json&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no sweep.json was written here.</source>
        <translation>
            <numerusform>Le balayage sur %1 s’est terminé prématurément. %2 Le dossier local contient %n rapport reçu&#x202f;; aucun sweep.json n’a été écrit ici.</numerusform>
            <numerusform>Le balayage sur %1 s’est terminé prématurément. %2 Le dossier local contient %n rapports reçus&#x202f;; aucun sweep.json n’a été écrit ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a measurement report</source>
        <translation>%1&#xa0;: pas un rapport de mesure</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportAdmission</name>
    <message>
        <source>%1: a CPU dry run (device cpu) never carries a tariff; add it without a package (nothing was added)</source>
        <translation>%1&#xa0;: un essai à blanc sur le CPU (périphérique cpu) ne porte jamais de tarif&#x202f;; ajoutez-le sans forfait (rien n’a été ajouté)</translation>
    </message>
    <message>
        <source>%1: already cited by row %2 (%3) of the grid; a repetition is not a new useful unit (nothing was added)</source>
        <translation>%1&#xa0;: déjà cité par la ligne %2 (%3) de la grille de résultats&#x202f;; une répétition n’est pas une nouvelle unité utile (rien n’a été ajouté)</translation>
    </message>
    <message>
        <source>%1: the same report as %2, named twice (nothing was added)</source>
        <translation>%1&#xa0;: le même rapport que %2, indiqué deux fois (rien n’a été ajouté)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportBundle</name>
    <message>
        <source>no measurement report yet: measurement.json, phases.csv and the charts are left out</source>
        <translation>pas encore de rapport de mesure&#xa0;: measurement.json, phases.csv et les graphiques sont omis</translation>
    </message>
    <message>
        <source>the environment was not probed: environment.json is left out</source>
        <translation>l’environnement n’a pas été examiné&#xa0;: environment.json est omis</translation>
    </message>
    <message>
        <source>no valid package cost: cost.json is left out</source>
        <translation>pas de coût de forfait valide&#xa0;: cost.json est omis</translation>
    </message>
    <message>
        <source>%1 exists already; a bundle goes into a new folder</source>
        <translation>%1 existe déjà&#x202f;; un paquet de rapports va dans un nouveau dossier</translation>
    </message>
    <message numerus="yes">
        <source>the results grid has %n open problem(s), recorded in MANIFEST.json</source>
        <translation>
            <numerusform>la grille de résultats a %n problème ouvert, consigné dans MANIFEST.json</numerusform>
            <numerusform>la grille de résultats a %n problèmes ouverts, consignés dans MANIFEST.json</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportReader</name>
    <message>
        <source>expected false</source>
        <translation>false attendu</translation>
    </message>
    <message>
        <source>expected at least 3 items</source>
        <translation>au moins 3 éléments attendus</translation>
    </message>
    <message>
        <source>expected an integer (memory_counters is &quot;caching_allocator&quot;)</source>
        <translation>un entier attendu (memory_counters vaut «&#xa0;caching_allocator&#xa0;»)</translation>
    </message>
    <message>
        <source>expected null (memory_counters is &quot;unavailable&quot;)</source>
        <translation>null attendu (memory_counters vaut «&#xa0;unavailable&#xa0;»)</translation>
    </message>
    <message>
        <source>%1 is more than %2 %3</source>
        <translation>%1 dépasse %2 %3</translation>
    </message>
    <message>
        <source>one row more than warmup %1 and repeats %2 give</source>
        <translation>une ligne de plus que ce que donnent warmup %1 et repeats %2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, trouvé %2</translation>
    </message>
    <message>
        <source>%1 rows for a complete run; warmup %2 and repeats %3 give %4</source>
        <translation>%1 lignes pour une exécution complète&#x202f;; warmup %2 et repeats %3 en donnent %4</translation>
    </message>
    <message>
        <source>every row of the run is present, but the status is %1</source>
        <translation>toutes les lignes de l’exécution sont présentes, mais le statut est %1</translation>
    </message>
    <message>
        <source>expected %1 (the phase of the first missing row), found %2</source>
        <translation>%1 attendu (la phase de la première ligne manquante), trouvé %2</translation>
    </message>
    <message>
        <source>missing (the status is %1)</source>
        <translation>absent (le statut est %1)</translation>
    </message>
    <message>
        <source>present, but the status is %1</source>
        <translation>présent, mais le statut est %1</translation>
    </message>
    <message>
        <source>expected a message</source>
        <translation>un message attendu</translation>
    </message>
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>une heure UTC telle que 2026-01-31T09:30:00Z attendue</translation>
    </message>
    <message>
        <source>%1 does not match configuration.device %2</source>
        <translation>%1 ne correspond pas à configuration.device %2</translation>
    </message>
    <message>
        <source>%1 does not match device_type %2</source>
        <translation>%1 ne correspond pas à device_type %2</translation>
    </message>
    <message>
        <source>%1 does not match the warm_forward rows (%2)</source>
        <translation>%1 ne correspond pas aux lignes warm_forward (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>JSON non valide à l’octet %1 (%2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>un objet JSON attendu</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads versions 1 to %2)</source>
        <translation>version %1 inconnue (ce programme lit les versions 1 à %2)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» ou «&#xa0;%2&#xa0;» attendu</translation>
    </message>
    <message>
        <source>%1 does not match nanoseconds %2</source>
        <translation>%1 ne correspond pas à nanoseconds %2</translation>
    </message>
    <message>
        <source>does not match device_type %1</source>
        <translation>ne correspond pas à device_type %1</translation>
    </message>
    <message>
        <source>differs from the prediction of the configuration (%1)</source>
        <translation>diffère de la prédiction de la configuration (%1)</translation>
    </message>
    <message>
        <source>negative count (%1)</source>
        <translation>compte négatif (%1)</translation>
    </message>
    <message>
        <source>expected an integer (%1 is one)</source>
        <translation>entier attendu (%1 en est un)</translation>
    </message>
    <message>
        <source>expected an integer (%1 has one)</source>
        <translation>entier attendu (%1 en a un)</translation>
    </message>
    <message>
        <source>expected null (%1 has none)</source>
        <translation>null attendu (%1 n’en a pas)</translation>
    </message>
    <message>
        <source>%1 differs from %2&apos;s %3: one device has one total</source>
        <translation>%1 diffère de %3 de %2&#xa0;: un périphérique n’a qu’un total</translation>
    </message>
    <message>
        <source>%1 is less than the reading before (%2): the count is never reset</source>
        <translation>%1 est inférieur à la lecture précédente (%2)&#xa0;: le compteur n’est jamais remis à zéro</translation>
    </message>
    <message>
        <source>expected whole MiB</source>
        <translation>MiB entiers attendus</translation>
    </message>
    <message>
        <source>%1 differs from environment.device.total_memory_bytes %2: one device has one total</source>
        <translation>%1 diffère de environment.device.total_memory_bytes %2&#xa0;: un périphérique n’a qu’un total</translation>
    </message>
    <message>
        <source>%1 is more than the device&apos;s total of %2 bytes: the allocator cannot hold more than the device has</source>
        <translation>%1 dépasse le total du périphérique, %2 octets&#xa0;: l’allocateur ne peut pas retenir plus que ce que le périphérique possède</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportRow</name>
    <message>
        <source>row %1: a CPU dry run never carries a tariff: it measured no GPU</source>
        <translation>ligne %1&#xa0;: un essai à blanc sur le CPU ne porte jamais de tarif&#xa0;: il n’a mesuré aucun GPU</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ResultsGrid</name>
    <message>
        <source>%1: a value is required</source>
        <translation>%1&#xa0;: une valeur est requise</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed</source>
        <translation>%1&#xa0;: les caractères de contrôle ne sont pas autorisés</translation>
    </message>
    <message>
        <source>%1: the text is too long</source>
        <translation>%1&#xa0;: le texte est trop long</translation>
    </message>
    <message>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos; only, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: lettres, chiffres, «&#xa0;.&#xa0;», «&#xa0;_&#xa0;», «&#xa0;:&#xa0;» et «&#xa0;-&#xa0;» uniquement, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a UTC time such as 2026-09-24T14:05:00Z is required, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: une heure UTC comme 2026-09-24T14:05:00Z est requise, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be complete, failed or cancelled, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: doit être complete, failed ou cancelled, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a catalog gpu id such as h100 is required, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: un identifiant de GPU du catalogue comme h100 est requis, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a decimal number with &apos;.&apos; such as 0.93 is required, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: un nombre décimal avec «&#xa0;.&#xa0;» comme 0.93 est requis, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: must be yes or no, got &apos;%2&apos;</source>
        <translation>%1&#xa0;: doit être yes ou no, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header line %2</source>
        <translation>%1&#xa0;: fichier vide&#x202f;; ligne d’en-tête attendue&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, line 1: wrong header; expected exactly %2</source>
        <translation>%1, ligne 1&#xa0;: en-tête incorrect&#x202f;; attendu exactement %2</translation>
    </message>
    <message>
        <source>%1, line %2: expected %3 fields, found %4</source>
        <translation>%1, ligne %2&#xa0;: %3 champs attendus, %4 trouvés</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>cellule inexistante</translation>
    </message>
    <message>
        <source>no such row</source>
        <translation>ligne inexistante</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Date (UTC)</source>
        <translation>Date (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lots</translation>
    </message>
    <message>
        <source>Lot price (cents)</source>
        <translation>Prix du lot (cents)</translation>
    </message>
    <message>
        <source>Catalog snapshot</source>
        <translation>Relevé du catalogue</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nom du périphérique</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Type de données</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Chauffe</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Répétitions</translation>
    </message>
    <message>
        <source>Measurement file</source>
        <translation>Fichier de mesure</translation>
    </message>
    <message>
        <source>Warm forward, median (s)</source>
        <translation>Passe à chaud, médiane (s)</translation>
    </message>
    <message>
        <source>Peak allocated (bytes)</source>
        <translation>Pic alloué (octets)</translation>
    </message>
    <message>
        <source>Peak reserved (bytes)</source>
        <translation>Pic réservé (octets)</translation>
    </message>
    <message>
        <source>Units submitted</source>
        <translation>Unités soumises</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Résultats acceptés</translation>
    </message>
    <message>
        <source>Quality value</source>
        <translation>Valeur de qualité</translation>
    </message>
    <message>
        <source>Threshold met</source>
        <translation>Seuil atteint</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>%1, line %2: more than %3 rows; a results grid holds at most %3 runs</source>
        <translation>%1, ligne %2&#xa0;: plus de %3 lignes&#x202f;; une grille de résultats contient au plus %3 exécutions</translation>
    </message>
    <message>
        <source>a results grid holds at most %1 runs</source>
        <translation>une grille de résultats contient au plus %1 exécutions</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: cannot exceed %2 (%3)</source>
        <translation>%1&#xa0;: ne peut pas dépasser %2 (%3)</translation>
    </message>
    <message>
        <source>%1, line %2: %3 &apos;%4&apos; appears twice</source>
        <translation>%1, ligne %2&#xa0;: %3 «&#xa0;%4&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already used by another row</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» est déjà utilisé par une autre ligne</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Safetensors</name>
    <message numerus="yes">
        <source>shorter than the 8-byte header length (%n byte(s))</source>
        <translation>
            <numerusform>plus court que la longueur d’en-tête de 8 octets (%n octet)</numerusform>
            <numerusform>plus court que la longueur d’en-tête de 8 octets (%n octets)</numerusform>
        </translation>
    </message>
    <message>
        <source>header length %1 is outside 2 to %2 bytes</source>
        <translation>la longueur d’en-tête %1 est hors de 2 à %2 octets</translation>
    </message>
    <message>
        <source>header length %1 runs past the end of the file (%2 bytes)</source>
        <translation>la longueur d’en-tête %1 dépasse la fin du fichier (%2 octets)</translation>
    </message>
    <message>
        <source>the header cannot be read</source>
        <translation>l’en-tête ne peut pas être lu</translation>
    </message>
    <message>
        <source>the header does not start with &apos;{&apos;</source>
        <translation>l’en-tête ne commence pas par «&#xa0;{&#xa0;»</translation>
    </message>
    <message>
        <source>the header is not a JSON object (%1)</source>
        <translation>l’en-tête n’est pas un objet JSON (%1)</translation>
    </message>
    <message>
        <source>__metadata__ must be an object of strings</source>
        <translation>__metadata__ doit être un objet de chaînes</translation>
    </message>
    <message>
        <source>a tensor has an empty name</source>
        <translation>un tenseur a un nom vide</translation>
    </message>
    <message>
        <source>more than %1 tensors</source>
        <translation>plus de %1 tenseurs</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; must have exactly dtype, shape and data_offsets</source>
        <translation>le tenseur «&#xa0;%1&#xa0;» doit avoir exactement dtype, shape et data_offsets</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: dtype &quot;%2&quot; is not a safetensors dtype</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: le dtype «&#xa0;%2&#xa0;» n’est pas un dtype safetensors</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: shape must be an array of at most %2 sizes</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: shape doit être un tableau d’au plus %2 tailles</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a shape size is not a whole number &gt;= 0</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: une taille de shape n’est pas un nombre entier &gt;= 0</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: the element count overflows 64 bits</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: le nombre d’éléments dépasse 64 bits</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: elements × dtype size overflows 64 bits</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: éléments × taille du dtype dépasse 64 bits</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: %2 elements of %3 bits are not a whole number of bytes</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: %2 éléments de %3 bits ne font pas un nombre entier d’octets</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets must be [begin, end] with 0 &lt;= begin &lt;= end</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: data_offsets doit être [begin, end] avec 0 &lt;= begin &lt;= end</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets end %2 is past the data area (%3 bytes)</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: la fin %2 de data_offsets est au-delà de la zone de données (%3 octets)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets span %2 bytes, but %3 elements of %4 take %5</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: data_offsets couvrent %2 octets, mais %3 éléments de %4 en prennent %5</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 overlaps the tensor before it (ends at %3)</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: le début %2 de data_offsets chevauche le tenseur précédent (qui finit à %3)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 leaves a gap (expected %3)</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: le début %2 de data_offsets laisse un trou (%3 attendu)</translation>
    </message>
    <message>
        <source>the tensors end at data byte %1 but the data area holds %2 bytes</source>
        <translation>les tenseurs finissent à l’octet de données %1, mais la zone de données en compte %2</translation>
    </message>
    <message>
        <source>__metadata__ appears twice</source>
        <translation>__metadata__ apparaît deux fois</translation>
    </message>
    <message>
        <source>__metadata__: %1</source>
        <translation>__metadata__&#xa0;: %1</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation>le tenseur «&#xa0;%1&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a key appears twice</source>
        <translation>tenseur «&#xa0;%1&#xa0;»&#xa0;: une clé apparaît deux fois</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SshTarget</name>
    <message>
        <source>SSH host</source>
        <translation>Hôte SSH</translation>
    </message>
    <message>
        <source>Remote command</source>
        <translation>Commande distante</translation>
    </message>
    <message>
        <source>%1: enter a host, user@host or an alias of your SSH configuration</source>
        <translation>%1&#xa0;: saisissez un hôte, utilisateur@hôte ou un alias de votre configuration SSH</translation>
    </message>
    <message>
        <source>%1: %2 starts with &apos;-&apos;, which ssh would read as an option; refused</source>
        <translation>%1&#xa0;: %2 commence par «&#xa0;-&#xa0;», que ssh lirait comme une option&#x202f;; refusé</translation>
    </message>
    <message>
        <source>%1: %2 holds a space or a control character; refused</source>
        <translation>%1&#xa0;: %2 contient une espace ou un caractère de contrôle&#x202f;; refusé</translation>
    </message>
    <message>
        <source>%1: %2 is not of the form ssh://[user@]host[:port] with a port from 1 to 65535</source>
        <translation>%1&#xa0;: %2 n’est pas de la forme ssh://[utilisateur@]hôte[:port] avec un port de 1 à 65535</translation>
    </message>
    <message>
        <source>%1: enter the path of iteragpu on the remote host (or just iteragpu)</source>
        <translation>%1&#xa0;: saisissez le chemin d’iteragpu sur l’hôte distant (ou simplement iteragpu)</translation>
    </message>
    <message>
        <source>%1: %2 holds a line break or a control character; refused</source>
        <translation>%1&#xa0;: %2 contient un saut de ligne ou un caractère de contrôle&#x202f;; refusé</translation>
    </message>
    <message>
        <source>%1 holds a line break or a control character and cannot be passed to the remote host; refused</source>
        <translation>%1 contient un saut de ligne ou un caractère de contrôle et ne peut pas être transmis à l’hôte distant&#x202f;; refusé</translation>
    </message>
    <message>
        <source>The host key of %1 is unknown or has changed: connect once with &apos;ssh %1&apos; in a terminal, check the key and accept it, then try again.</source>
        <translation>La clé d’hôte de %1 est inconnue ou a changé&#xa0;: connectez-vous une fois avec «&#xa0;ssh %1&#xa0;» dans un terminal, vérifiez la clé et acceptez-la, puis réessayez.</translation>
    </message>
    <message>
        <source>%1 refused the authentication: add your key to the SSH agent (ssh-add) or name it in ~/.ssh/config (IdentityFile); no password is asked here.</source>
        <translation>%1 a refusé l’authentification&#xa0;: ajoutez votre clé à l’agent SSH (ssh-add) ou indiquez-la dans ~/.ssh/config (IdentityFile)&#x202f;; aucun mot de passe n’est demandé ici.</translation>
    </message>
    <message>
        <source>The host %1 was not found: check its name, or its alias in ~/.ssh/config.</source>
        <translation>L’hôte %1 est introuvable&#xa0;: vérifiez son nom, ou son alias dans ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 refused the connection: check that its SSH server runs and the port.</source>
        <translation>%1 a refusé la connexion&#xa0;: vérifiez que son serveur SSH tourne, et le port.</translation>
    </message>
    <message>
        <source>%1 did not answer in time: check the host name, the network or a jump host in ~/.ssh/config.</source>
        <translation>%1 n’a pas répondu à temps&#xa0;: vérifiez le nom d’hôte, le réseau ou un hôte de rebond dans ~/.ssh/config.</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>La connexion à %1 a été coupée.</translation>
    </message>
    <message>
        <source>ssh could not reach %1.</source>
        <translation>ssh n’a pas pu joindre %1.</translation>
    </message>
    <message>
        <source>ssh could not reach %1: %2</source>
        <translation>ssh n’a pas pu joindre %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (command not found): install the iteragpu command-line tool there or set its path.</source>
        <translation>%1 est introuvable sur %2 (command not found)&#xa0;: installez-y l’outil en ligne de commande iteragpu ou indiquez son chemin.</translation>
    </message>
    <message>
        <source>%1 on %2 cannot be run (permission denied or not a program): check its path.</source>
        <translation>%1 sur %2 ne peut pas être lancé (permission refusée ou pas un programme)&#xa0;: vérifiez son chemin.</translation>
    </message>
    <message>
        <source>%1: %2 has an empty user or host, or one that starts with &apos;-&apos; (which ssh would read as an option); refused</source>
        <translation>%1&#xa0;: %2 a un utilisateur ou un hôte vide, ou qui commence par «&#xa0;-&#xa0;» (ssh le lirait comme une option)&#x202f;; refusé</translation>
    </message>
    <message>
        <source>%1: %2 is not an absolute path (start it with / or ~/)</source>
        <translation>%1&#xa0;: %2 n’est pas un chemin absolu (commencez-le par / ou ~/)</translation>
    </message>
    <message>
        <source>%1: %2 is not an existing file</source>
        <translation>%1&#xa0;: %2 n’est pas un fichier existant</translation>
    </message>
    <message>
        <source>SSH config file</source>
        <translation>Fichier de configuration SSH</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>Fichier d’identité</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepIndex</name>
    <message>
        <source>a point without a report names no file</source>
        <translation>un point sans rapport ne nomme aucun fichier</translation>
    </message>
    <message>
        <source>expected a report&apos;s name in the sweep&apos;s folder (NAME.json, no folder part)</source>
        <translation>le nom d’un rapport dans le dossier du balayage est attendu (NAME.json, sans partie dossier)</translation>
    </message>
    <message>
        <source>expected 64 lowercase hex digits</source>
        <translation>attendu&#xa0;: 64 chiffres hexadécimaux en minuscules</translation>
    </message>
    <message>
        <source>a failure kind is required for a failed point and only there</source>
        <translation>un type d’échec est requis pour un point échoué, et seulement là</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>JSON non valide à l’octet %1 (%2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>un objet JSON attendu</translation>
    </message>
    <message>
        <source>more than %1 values</source>
        <translation>plus de %1 valeurs</translation>
    </message>
    <message>
        <source>more than %1 points</source>
        <translation>plus de %1 points</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3</source>
        <translation>%1&#xa0;: points[%2]&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 has SHA-256 %4, the index records %5</source>
        <translation>%1&#xa0;: points[%2]&#xa0;: %3 a le SHA-256 %4, l’index indique %5</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 is not a measurement report</source>
        <translation>%1&#xa0;: points[%2]&#xa0;: %3 n’est pas un rapport de mesure</translation>
    </message>
    <message>
        <source>%1: the index says %2, the report says %3</source>
        <translation>%1&#xa0;: l’index indique %2, le rapport indique %3</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>annulé à %1</translation>
    </message>
    <message>
        <source>%1 is named by an earlier point (points[%2]); each point has its own report</source>
        <translation>%1 est déjà nommé par un point précédent (points[%2])&#x202f;; chaque point a son propre rapport</translation>
    </message>
    <message>
        <source>%1: points[%2].%3</source>
        <translation>%1&#xa0;: points[%2].%3</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepRequest</name>
    <message>
        <source>%1: value %2 is empty (values are separated by single commas)</source>
        <translation>%1&#xa0;: la valeur %2 est vide (les valeurs sont séparées par une seule virgule)</translation>
    </message>
    <message>
        <source>%1 (%2) is below %3 (%4)</source>
        <translation>%1 (%2) est inférieur à %3 (%4)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a dimension; one of %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas une dimension&#x202f;; dimensions possibles&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: at least one value is required</source>
        <translation>%1&#xa0;: au moins une valeur est requise</translation>
    </message>
    <message>
        <source>%1: at most %2 values</source>
        <translation>%1&#xa0;: au plus %2 valeurs</translation>
    </message>
    <message>
        <source>%1 needs a numeric dimension (batch, context, width or hidden)</source>
        <translation>%1 demande une dimension numérique (batch, context, width ou hidden)</translation>
    </message>
    <message>
        <source>%1: at least 1</source>
        <translation>%1&#xa0;: au moins 1</translation>
    </message>
    <message>
        <source>value %1 (%2): %3</source>
        <translation>valeur %1 (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: the values must increase (%2 after %3)</source>
        <translation>%1&#xa0;: les valeurs doivent être croissantes (%2 après %3)</translation>
    </message>
    <message>
        <source>the sweep&apos;s folder is required</source>
        <translation>le dossier du balayage est requis</translation>
    </message>
    <message>
        <source>Boundary: largest complete %1 = %2, smallest failed for memory %1 = %3.</source>
        <translation>Limite&#xa0;: plus grande valeur terminée %1 = %2, plus petite valeur en échec faute de mémoire %1 = %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>néant</translation>
    </message>
    <message>
        <source>The re-run of the largest complete value agreed.</source>
        <translation>La réexécution de la plus grande valeur terminée a concordé.</translation>
    </message>
    <message>
        <source>The re-run failed: the boundary moved down.</source>
        <translation>La réexécution a échoué&#xa0;: la limite a baissé.</translation>
    </message>
    <message>
        <source>This is the boundary of this synthetic Linear → GELU → Linear on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>C’est la limite de ce réseau synthétique Linear → GELU → Linear sur ce périphérique, avec cette libtorch et ce pilote, pas la capacité d’un modèle.</translation>
    </message>
    <message>
        <source>Every value completed; no memory boundary below the largest value.</source>
        <translation>Toutes les valeurs ont abouti&#x202f;; aucune limite de mémoire sous la plus grande valeur.</translation>
    </message>
    <message>
        <source>The sweep stopped: a point failed for a reason other than memory (not a boundary).</source>
        <translation>Le balayage s’est arrêté&#xa0;: un point a échoué pour une autre raison que la mémoire (pas une limite).</translation>
    </message>
    <message>
        <source>The sweep was cancelled; every finished point is kept.</source>
        <translation>Le balayage a été annulé&#x202f;; chaque point terminé est conservé.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepRunner</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 n’a pas pu être démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>the measure process was killed before its report (exit %1)</source>
        <translation>le processus de mesure a été tué avant son rapport (code de sortie %1)</translation>
    </message>
    <message>
        <source>the measure process ended (exit %1) without a report</source>
        <translation>le processus de mesure s’est terminé (code de sortie %1) sans rapport</translation>
    </message>
    <message>
        <source>%1 differs from the report the measure process sent</source>
        <translation>%1 diffère du rapport envoyé par le processus de mesure</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepStream</name>
    <message>
        <source>the sweep&apos;s stream goes on after its index</source>
        <translation>le flux du balayage continue après son index</translation>
    </message>
    <message>
        <source>sweep stream line %1: longer than %2 bytes</source>
        <translation>ligne %1 du flux du balayage&#xa0;: plus de %2 octets</translation>
    </message>
    <message>
        <source>sweep stream line %1</source>
        <translation>ligne %1 du flux du balayage</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1&#xa0;: pas du JSON à l’octet %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1&#xa0;: un objet est attendu</translation>
    </message>
    <message>
        <source>%1: a second &quot;sweep_started&quot;</source>
        <translation>%1&#xa0;: un second «&#xa0;sweep_started&#xa0;»</translation>
    </message>
    <message>
        <source>%1: expected &quot;sweep_started&quot; first</source>
        <translation>%1&#xa0;: «&#xa0;sweep_started&#xa0;» est attendu en premier</translation>
    </message>
    <message>
        <source>more than %1 values</source>
        <translation>plus de %1 valeurs</translation>
    </message>
    <message>
        <source>expected point %1 to start</source>
        <translation>attendu&#xa0;: le début du point %1</translation>
    </message>
    <message>
        <source>point %1 did not start</source>
        <translation>le point %1 n’a pas commencé</translation>
    </message>
    <message>
        <source>%1: report_bytes: a point&apos;s report follows it exactly when it names one</source>
        <translation>%1&#xa0;: report_bytes&#xa0;: le rapport d’un point le suit si et seulement si le point en nomme un</translation>
    </message>
    <message>
        <source>%1: point.file: %2 was named by an earlier point</source>
        <translation>%1&#xa0;: point.file&#xa0;: %2 a déjà été nommé par un point précédent</translation>
    </message>
    <message>
        <source>point %1 did not finish</source>
        <translation>le point %1 ne s’est pas terminé</translation>
    </message>
    <message>
        <source>the index follows exactly when it was written</source>
        <translation>l’index suit si et seulement s’il a été écrit</translation>
    </message>
    <message>
        <source>%1: the report %2 that followed does not have the point&apos;s SHA-256</source>
        <translation>%1&#xa0;: le rapport %2 qui a suivi n’a pas le SHA-256 du point</translation>
    </message>
    <message>
        <source>%1: the index that followed does not have the announced SHA-256</source>
        <translation>%1&#xa0;: l’index qui a suivi n’a pas le SHA-256 annoncé</translation>
    </message>
    <message>
        <source>%1: the index&apos;s points are not the %2 point(s) streamed before it</source>
        <translation>%1&#xa0;: les points de l’index ne sont pas les %2 point(s) transmis avant lui</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended before it started</source>
        <translation>le flux du balayage s’est arrêté avant de commencer</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended inside its index</source>
        <translation>le flux du balayage s’est arrêté au milieu de son index</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended during point %1</source>
        <translation>le flux du balayage s’est arrêté pendant le point %1</translation>
    </message>
    <message numerus="yes">
        <source>the sweep&apos;s stream ended after %n point(s), before its index</source>
        <translation>
            <numerusform>le flux du balayage s’est arrêté après %n point, avant son index</numerusform>
            <numerusform>le flux du balayage s’est arrêté après %n points, avant son index</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::TextFile</name>
    <message>
        <source>%1: not a text file (it contains NUL bytes)</source>
        <translation>%1&#xa0;: pas un fichier texte (il contient des octets NUL)</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1&#xa0;: pas du texte UTF-8</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes, refused</source>
        <translation>%1&#xa0;: plus de %2 octets, refusé</translation>
    </message>
    <message>
        <source>%1: exists already; a result is never overwritten, choose a new name</source>
        <translation>%1&#xa0;: existe déjà&#x202f;; un résultat n’est jamais écrasé, choisissez un nouveau nom</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1&#xa0;: écriture impossible (%2)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>un FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: a symbolic link, refused (links are not followed)</source>
        <translation>%1&#xa0;: un lien symbolique, refusé (les liens ne sont pas suivis)</translation>
    </message>
    <message>
        <source>%1: %2, not a regular file; refused</source>
        <translation>%1&#xa0;: %2, pas un fichier ordinaire&#x202f;; refusé</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1&#xa0;: pas un nom de fichier</translation>
    </message>
    <message>
        <source>%1: cannot be written; its folder cannot be opened (%2)</source>
        <translation>%1&#xa0;: ne peut pas être écrit&#x202f;; son dossier ne peut pas être ouvert (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2); nothing was saved</source>
        <translation>%1&#xa0;: ne peut pas être écrit (%2)&#x202f;; rien n’a été enregistré</translation>
    </message>
    <message>
        <source>%1: written, but its folder could not be synced to disk (%2)</source>
        <translation>%1&#xa0;: écrit, mais son dossier n’a pas pu être synchronisé sur le disque (%2)</translation>
    </message>
    <message>
        <source>the folder %1 does not accept new files (%2)</source>
        <translation>le dossier %1 n’accepte pas de nouveaux fichiers (%2)</translation>
    </message>
    <message>
        <source>%1: not a resource of the application</source>
        <translation>%1&#xa0;: pas une ressource de l’application</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::AmendmentHistory</name>
    <message>
        <source>Useful unit</source>
        <translation>Unité utile</translation>
    </message>
    <message>
        <source>Quality metric</source>
        <translation>Métrique de qualité</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Corpus size</source>
        <translation>Taille du corpus</translation>
    </message>
    <message>
        <source>Decision rule</source>
        <translation>Règle de décision</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Amendment %1, %2 UTC</source>
        <translation>Avenant %1, %2 UTC</translation>
    </message>
    <message>
        <source>No reason: no result existed yet.</source>
        <translation>Sans raison&#xa0;: aucun résultat n’existait encore.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Raison&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1&#xa0;: %2 → %3</translation>
    </message>
    <message>
        <source>SHA-256 before %1…, after %2…</source>
        <translation>SHA-256 avant %1…, après %2…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackendStatus</name>
    <message>
        <source>Choose the torch backend module</source>
        <translation>Choisir le module backend torch</translation>
    </message>
    <message>
        <source>Shared libraries (*.so);;All files (*)</source>
        <translation>Bibliothèques partagées (*.so);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The backend is loaded on the next probe or measurement.</source>
        <translation>Le backend sera chargé au prochain examen ou à la prochaine mesure.</translation>
    </message>
    <message>
        <source>Torch backend: %1 (found by the default search)</source>
        <translation>Backend torch&#xa0;: %1 (trouvé par la recherche par défaut)</translation>
    </message>
    <message>
        <source>Torch backend: default search (nothing loaded yet)</source>
        <translation>Backend torch&#xa0;: recherche par défaut (rien de chargé pour l’instant)</translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation>Backend torch&#xa0;: %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Chargé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackgroundRead</name>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Annuler la lecture</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BundleExport</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Open problems in the results grid</source>
        <translation>Problèmes ouverts dans la grille de résultats</translation>
    </message>
    <message numerus="yes">
        <source>The results grid has %n open problem(s):</source>
        <translation>
            <numerusform>La grille de résultats a %n problème ouvert&#xa0;:</numerusform>
            <numerusform>La grille de résultats a %n problèmes ouverts&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway? The bundle&apos;s MANIFEST.json records them and iteragpu verify prints them. To keep a row, say why with &quot;Keep row…&quot; below the grid.</source>
        <translation>Exporter quand même&#x202f;? Le MANIFEST.json du paquet de rapports les consigne et iteragpu verify les affiche. Pour garder une ligne, dites pourquoi avec «&#xa0;Garder la ligne…&#xa0;» sous la grille.</translation>
    </message>
    <message>
        <source>&amp;Export with the problems</source>
        <translation>&amp;Exporter avec les problèmes</translation>
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
        <translation>%1&#xa0;: impossible de rendre le graphique en PNG</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as SVG</source>
        <translation>%1&#xa0;: impossible de rendre le graphique en SVG</translation>
    </message>
    <message>
        <source>none</source>
        <translation>néant</translation>
    </message>
    <message>
        <source>Report: %1 · Device: %2 · Configuration: %3 · Status: %4</source>
        <translation>Rapport&#xa0;: %1 · Périphérique&#xa0;: %2 · Configuration&#xa0;: %3 · Statut&#xa0;: %4</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>non enregistré</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointDialog</name>
    <message>
        <source>File or folder:</source>
        <translation>Fichier ou dossier&#xa0;:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointPanel</name>
    <message>
        <source>From &amp;checkpoint…</source>
        <translation>Depuis un &amp;checkpoint…</translation>
    </message>
    <message>
        <source>&amp;Use parameters instead</source>
        <translation>&amp;Utiliser les paramètres à la place</translation>
    </message>
    <message>
        <source>&amp;Load as (bits, optional):</source>
        <translation>C&amp;harger en (bits, facultatif)&#xa0;:</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>tel que stocké</translation>
    </message>
    <message>
        <source>If the weights are cast on load, their bytes at this width are shown beside the stored bytes, never instead of them.</source>
        <translation>Si les poids sont convertis au chargement, leurs octets à cette largeur sont affichés à côté des octets stockés, jamais à leur place.</translation>
    </message>
    <message>
        <source>Add the &amp;KV cache (from config.json or the GGUF metadata)</source>
        <translation>Ajouter le cache &amp;KV (d’après config.json ou les métadonnées GGUF)</translation>
    </message>
    <message>
        <source>C&amp;ontext (tokens):</source>
        <translation>C&amp;ontexte (jetons)&#xa0;:</translation>
    </message>
    <message>
        <source>B&amp;atch (sequences):</source>
        <translation>B&amp;atch (séquences)&#xa0;:</translation>
    </message>
    <message>
        <source>KV cache b&amp;its:</source>
        <translation>B&amp;its du cache KV&#xa0;:</translation>
    </message>
    <message>
        <source>Reading the headers of %1…</source>
        <translation>Lecture des en-têtes de %1…</translation>
    </message>
    <message>
        <source>Checkpoint: %1</source>
        <translation>Checkpoint&#xa0;: %1</translation>
    </message>
    <message>
        <source>Or type a parameter count above.</source>
        <translation>Ou saisissez un nombre de paramètres ci-dessus.</translation>
    </message>
    <message>
        <source>Estimate from a checkpoint</source>
        <translation>Estimation à partir d’un checkpoint</translation>
    </message>
    <message>
        <source>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;All files (*)</source>
        <translation>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding one; only the headers are read. You can also drop a file or a folder on this tab.</source>
        <translation>Un fichier .safetensors, un model.safetensors.index.json, un fichier .gguf ou un dossier qui en contient un&#x202f;; seuls les en-têtes sont lus. Vous pouvez aussi déposer un fichier ou un dossier sur cet onglet.</translation>
    </message>
    <message>
        <source>Still shown: the checkpoint read before, %1.</source>
        <translation>Le checkpoint lu auparavant reste affiché&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonCharts</name>
    <message>
        <source>Peak allocated per phase</source>
        <translation>Pic alloué par phase</translation>
    </message>
    <message>
        <source>Peak reserved per phase</source>
        <translation>Pic réservé par phase</translation>
    </message>
    <message>
        <source>Measured minus predicted peak allocated</source>
        <translation>Pic alloué&#xa0;: mesuré moins prédit</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pic alloué</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pic réservé</translation>
    </message>
    <message>
        <source>Measured − predicted</source>
        <translation>Mesuré − prédit</translation>
    </message>
    <message>
        <source>%1 (no value)</source>
        <translation>%1 (aucune valeur)</translation>
    </message>
    <message>
        <source>Device memory outside the caching allocator per phase (largest over its rows): every process on the card, not this process alone</source>
        <translation>Mémoire du périphérique hors de l’allocateur à cache par phase (la plus grande de ses lignes)&#xa0;: tous les processus de la carte, pas seulement ce processus</translation>
    </message>
    <message>
        <source>Outside the allocator</source>
        <translation>Hors de l’allocateur</translation>
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
        <translation>Temps par phase&#xa0;: le trait est la médiane de ses lignes, les moustaches vont de la plus petite à la plus grande (le tableau contient les valeurs exactes)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n row(s))</source>
        <translation>
            <numerusform>%1 · %2
médiane %3 ns, plus petite %4 ns, plus grande %5 ns (%n ligne)</numerusform>
            <numerusform>%1 · %2
médiane %3 ns, plus petite %4 ns, plus grande %5 ns (%n lignes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonModel</name>
    <message>
        <source>(baseline)</source>
        <translation>(référence)</translation>
    </message>
    <message>
        <source>The runs differ in %1.</source>
        <translation>Les exécutions diffèrent par %1.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>%1: %2 (the baseline run)</source>
        <translation>%1&#xa0;: %2 (l’exécution de référence)</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3</source>
        <translation>%1&#xa0;: %2&#x202f;; écart à la référence&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3; ratio to the baseline: %4</source>
        <translation>%1&#xa0;: %2&#x202f;; écart à la référence&#xa0;: %3&#x202f;; rapport à la référence&#xa0;: %4</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Device bytes in use (total minus free) minus this process&apos;s reserved bytes: every process on the card, not this process alone.</source>
        <translation>Octets utilisés du périphérique (total moins libres) moins les octets réservés de ce processus&#xa0;: tous les processus de la carte, pas seulement ce processus.</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s count since the process started, at the end of the phase.</source>
        <translation>Le compteur de l’allocateur à cache depuis le démarrage du processus, à la fin de la phase.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Comparer des exécutions</translation>
    </message>
    <message>
        <source>&amp;Runs (tick 2 to %1):</source>
        <translation>&amp;Exécutions (cochez-en de 2 à %1)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Référence&#xa0;:</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exporter en &amp;CSV…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>%1 runs are ticked: at most %2 are compared at once; untick some.</source>
        <translation>%1 exécutions sont cochées&#xa0;: au plus %2 sont comparées à la fois&#x202f;; décochez-en quelques-unes.</translation>
    </message>
    <message>
        <source>Tick two to %1 runs to compare them.</source>
        <translation>Cochez de deux à %1 exécutions pour les comparer.</translation>
    </message>
    <message>
        <source>Exact values; in brackets the difference to the baseline (bytes, nanoseconds) and the ratio to it, rounded half up to %1 decimals. Bold lines differ between the runs.</source>
        <translation>Valeurs exactes&#x202f;; entre parenthèses, l’écart à la référence (octets, nanosecondes) et le rapport à celle-ci, arrondi au plus proche à %1 décimales (moitié vers le haut). Les lignes en gras diffèrent d’une exécution à l’autre.</translation>
    </message>
    <message>
        <source>The runs have the same configuration.</source>
        <translation>Les exécutions ont la même configuration.</translation>
    </message>
    <message>
        <source>The configurations differ in: %1.</source>
        <translation>Les configurations diffèrent par&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No comparison to export: tick two runs or more.</source>
        <translation>Aucune comparaison à exporter&#xa0;: cochez au moins deux exécutions.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Exporter la comparaison</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export comparison charts to folder</source>
        <translation>Exporter les graphiques de la comparaison dans un dossier</translation>
    </message>
    <message>
        <source>This window&apos;s run: %1</source>
        <translation>Exécution de cette fenêtre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Comparison written to %1</source>
        <translation>Comparaison enregistrée dans %1</translation>
    </message>
    <message>
        <source>Export charts (&amp;PNG, SVG)…</source>
        <translation>Exporter les graphiques (&amp;PNG, SVG)…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message>
        <source>&amp;GPU model:</source>
        <translation>Modèle de &amp;GPU&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Lots:</source>
        <translation>&amp;Lots&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Accepted results:</source>
        <translation>Résultats &amp;acceptés&#xa0;:</translation>
    </message>
    <message>
        <source>empty: no unit cost</source>
        <translation>vide&#xa0;: pas de coût unitaire</translation>
    </message>
    <message>
        <source>The number of distinct accepted useful units. There is no default: without it the unit cost is not computed. Repetitions of a benchmark are not new units.</source>
        <translation>Le nombre d’unités utiles acceptées distinctes. Il n’y a pas de valeur par défaut&#xa0;: sans lui, le coût unitaire n’est pas calculé. Les répétitions d’un benchmark ne sont pas de nouvelles unités.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>Price per GPU-day</source>
        <translation>Prix par GPU-jour</translation>
    </message>
    <message>
        <source>Price per GPU-day by model and duration</source>
        <translation>Prix par GPU-jour selon le modèle et la durée</translation>
    </message>
    <message>
        <source>US dollars per GPU-day</source>
        <translation>Dollars US par GPU-jour</translation>
    </message>
    <message numerus="yes">
        <source>Use grid total (%1 accepted)</source>
        <translation>
            <numerusform>Reprendre le total de la grille (%1 accepté)</numerusform>
            <numerusform>Reprendre le total de la grille (%1 acceptés)</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>Identifiant de GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPU par lot</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Lot price</source>
        <translation>Prix du lot</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Relevé</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>No tariff catalog is loaded.</source>
        <translation>Aucun catalogue de tarifs n’est chargé.</translation>
    </message>
    <message>
        <source>Total (lot price × lots)</source>
        <translation>Total (prix du lot × lots)</translation>
    </message>
    <message>
        <source>%1 cents (%2)</source>
        <translation>%1 cents (%2)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-jours</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Coût unitaire</translation>
    </message>
    <message>
        <source>%1 cents (%2) per accepted result</source>
        <translation>%1 cents (%2) par résultat accepté</translation>
    </message>
    <message>
        <source>not computed: give the number of accepted results</source>
        <translation>non calculé&#xa0;: indiquez le nombre de résultats acceptés</translation>
    </message>
    <message>
        <source>Snapshot %1. Whole US-dollar cents per lot, a lot&apos;s price covers all its GPUs; no currency conversion, no hourly pro-rata.</source>
        <translation>Relevé du %1. Cents de dollar US entiers par lot, le prix d’un lot couvre tous ses GPU&#x202f;; sans conversion de devise ni prorata horaire.</translation>
    </message>
    <message>
        <source>Durat&amp;ion (days):</source>
        <translation>&amp;Durée (jours)&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%1 cent(s)</source>
        <translation>
            <numerusform>%1 cent</numerusform>
            <numerusform>%1 cents</numerusform>
        </translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Pas de résultat&#xa0;: corrigez ce qui est marqué en rouge.</translation>
    </message>
    <message>
        <source>%1: %2 tariffs; the window shows catalogs of at most %3 (the command line reads larger ones)</source>
        <translation>%1&#xa0;: %2 tarifs&#x202f;; la fenêtre affiche des catalogues d’au plus %3 (la ligne de commande en lit de plus grands)</translation>
    </message>
    <message>
        <source>Only complete rows pinned to this package count: the same GPU model, duration, lots, lot price and snapshot. Dry runs, failed and cancelled runs never count.</source>
        <translation>Seules comptent les lignes complètes qui figent ce forfait&#xa0;: même modèle de GPU, même durée, mêmes lots, même prix du lot et même relevé. Les essais à blanc et les exécutions échouées ou annulées ne comptent jamais.</translation>
    </message>
    <message>
        <source>Only when you click: nothing is filled in automatically.</source>
        <translation>Seulement quand vous cliquez&#xa0;: rien n’est rempli automatiquement.</translation>
    </message>
    <message numerus="yes">
        <source>%n of another package</source>
        <translation>
            <numerusform>%n d’un autre forfait</numerusform>
            <numerusform>%n d’un autre forfait</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry run(s)</source>
        <translation>
            <numerusform>%n essai à blanc</numerusform>
            <numerusform>%n essais à blanc</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or cancelled</source>
        <translation>
            <numerusform>%n échouée ou annulée</numerusform>
            <numerusform>%n échouées ou annulées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without accepted results</source>
        <translation>
            <numerusform>%n sans résultat accepté</numerusform>
            <numerusform>%n sans résultat accepté</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counts %n row(s) of this package.</source>
        <translation>
            <numerusform>%n ligne de ce forfait est comptée.</numerusform>
            <numerusform>%n lignes de ce forfait sont comptées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Écartées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Prix spot (peut être interrompu)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Read on</source>
        <translation>Consulté le</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Row %1 (%2) is left out because its %3 is %4, not &apos;%5&apos;: pin this package to it in the results grid (Pin package).</source>
        <translation>La ligne %1 (%2) est laissée de côté parce que son champ %3 vaut %4, et non «&#xa0;%5&#xa0;»&#xa0;: épinglez-lui ce forfait dans la grille de résultats (Épingler le forfait aux lignes).</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::DefaultFileName</name>
    <message>
        <source>raw-results</source>
        <comment>suggested file name</comment>
        <translation>resultats-bruts</translation>
    </message>
    <message>
        <source>quality-protocol</source>
        <comment>suggested file name</comment>
        <translation>protocole-qualite</translation>
    </message>
    <message>
        <source>package-cost</source>
        <comment>suggested file name</comment>
        <translation>cout-forfait</translation>
    </message>
    <message>
        <source>environment</source>
        <comment>suggested file name</comment>
        <translation>environnement</translation>
    </message>
    <message>
        <source>comparison</source>
        <comment>suggested file name</comment>
        <translation>comparaison</translation>
    </message>
    <message>
        <source>phases</source>
        <comment>suggested file name</comment>
        <translation>phases</translation>
    </message>
    <message>
        <source>iteragpu-bundle</source>
        <comment>suggested folder name</comment>
        <translation>iteragpu-paquet-rapports</translation>
    </message>
    <message>
        <source>measurement-%1</source>
        <comment>suggested file name; %1 is the UTC start</comment>
        <translation>mesures-%1</translation>
    </message>
    <message>
        <source>package-plan</source>
        <comment>suggested file name</comment>
        <translation>plan-forfait</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EnvironmentTab</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Périphérique&#xa0;:</translation>
    </message>
    <message>
        <source>D&amp;river version (you record it):</source>
        <translation>Version du pi&amp;lote (saisie par vous)&#xa0;:</translation>
    </message>
    <message>
        <source>Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into libtorch is not the driver version.</source>
        <translation>Lisez-la dans nvidia-smi (NVIDIA) ou rocm-smi (AMD). La version du runtime intégrée à libtorch n’est pas la version du pilote.</translation>
    </message>
    <message>
        <source>e.g. 550.54.15</source>
        <translation>par ex. 550.54.15</translation>
    </message>
    <message>
        <source>&amp;Probe environment</source>
        <translation>&amp;Examiner l’environnement</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>Exporter en &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Élément</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Device: must be cuda:N (e.g. cuda:0) or cpu.</source>
        <translation>Périphérique&#xa0;: doit être cuda:N (par ex. cuda:0) ou cpu.</translation>
    </message>
    <message>
        <source>Probing… (loading libtorch in the background)</source>
        <translation>Examen en cours… (chargement de libtorch en arrière-plan)</translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation>Le périphérique %1 n’est pas disponible&#xa0;: %2. Environnement enregistré&#x202f;; une mesure sur celui-ci sera refusée (aucun repli sur le CPU). Choisissez cpu pour un essai à blanc du protocole.</translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation>Environnement enregistré. La version du pilote est seulement celle que vous saisissez ci-dessus.</translation>
    </message>
    <message>
        <source>Export environment</source>
        <translation>Exporter l’environnement</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>No environment to export: probe it first.</source>
        <translation>Aucun environnement à exporter&#xa0;: examinez-le d’abord.</translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables other than the four that configure the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation>Pas encore examiné. L’examen charge le module libtorch en arrière-plan&#x202f;; rien n’est collecté au-delà des éléments affichés (aucune variable d’environnement hormis les quatre qui configurent l’allocateur et cuBLAS, ni noms d’utilisateur ou de machine, ni chemins personnels, numéros de série, UUID ou adresses réseau).</translation>
    </message>
    <message>
        <source>&amp;Back to this machine</source>
        <translation>&amp;Revenir à cette machine</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1, format version %2. These are the facts of the machine that wrote it, not of this one.</source>
        <translation>Rapport ouvert (lecture seule)&#xa0;: %1, version de format %2. Ce sont les informations de la machine qui l’a écrit, pas de celle-ci.</translation>
    </message>
    <message>
        <source>Environment written to %1</source>
        <translation>Environnement enregistré dans %1</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of %2. Probe again before exporting.</source>
        <translation>Périmé&#xa0;: le tableau montre l’examen de %1, pas de %2. Examinez à nouveau avant d’exporter.</translation>
    </message>
    <message>
        <source>The probe shown is of %1, not of %2: probe again before exporting.</source>
        <translation>L’examen affiché concerne %1, pas %2&#xa0;: examinez à nouveau avant d’exporter.</translation>
    </message>
    <message>
        <source>Probing %1 over SSH…</source>
        <translation>Examen de %1 via SSH…</translation>
    </message>
    <message>
        <source>Probe of %1 failed: %2</source>
        <translation>L’examen de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of the machine chosen above. Probe again before exporting.</source>
        <translation>Périmé&#xa0;: le tableau montre l’examen de %1, pas celui de la machine choisie ci-dessus. Examinez à nouveau avant d’exporter.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>Remote host %1, probed over SSH.</source>
        <translation>Hôte distant %1, examiné via SSH.</translation>
    </message>
    <message>
        <source>Probing after the measurement running on this computer ends (the torch module is used by one thread at a time)…</source>
        <translation>L’examen suivra la fin de la mesure en cours sur cet ordinateur (le module torch n’est utilisé que par un thread à la fois)…</translation>
    </message>
    <message>
        <source>Copied the opened environment report as JSON.</source>
        <translation>Rapport d’environnement ouvert copié en JSON.</translation>
    </message>
    <message>
        <source>Copied the environment of %1 as JSON.</source>
        <translation>Environnement de %1 copié en JSON.</translation>
    </message>
    <message>
        <source>&amp;Use cpu (dry run)</source>
        <translation>&amp;Utiliser le CPU (essai à blanc)</translation>
    </message>
    <message>
        <source>Switches the device to cpu and probes it: a protocol dry run that checks the steps, with no GPU figure.</source>
        <translation>Passe le périphérique à cpu et l’examine&#xa0;: un essai à blanc du protocole qui vérifie les étapes, sans chiffre GPU.</translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. In this window, choose the module&apos;s file with File &gt; Choose torch backend (the command line&apos;s --backend); measurements are refused until it loads.</source>
        <translation>Le backend libtorch n’est pas chargé&#xa0;: %1. Dans cette fenêtre, choisissez le fichier du module avec Fichier &gt; Choisir le backend torch (en ligne de commande, --backend)&#x202f;; les mesures sont refusées tant qu’il n’est pas chargé.</translation>
    </message>
    <message>
        <source>Driver version</source>
        <translation>Version du pilote</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Paramètres&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Bits per parameter:</source>
        <translation>&amp;Bits par paramètre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Reserve (GiB, your assumption):</source>
        <translation>&amp;Réserve (GiB, votre hypothèse)&#xa0;:</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation>Non inclus&#xa0;: %1. Cela ne prédit pas si un modèle réel tient sur une carte.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation>
            <numerusform>%n octet par paramètre (bits arrondis à l’octet entier supérieur).</numerusform>
            <numerusform>%n octets par paramètre (bits arrondis à l’octet entier supérieur).</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve (rounded up to whole bytes)</source>
        <translation>Réserve (arrondie à l’octet entier supérieur)</translation>
    </message>
    <message>
        <source>Total with reserve</source>
        <translation>Total avec réserve</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.</source>
        <translation>GiB = 2^30 octets, GB = 10^9 octets&#x202f;; arrondi au plus proche (moitié vers le haut) à 2 décimales&#x202f;; les octets sont exacts.</translation>
    </message>
    <message>
        <source>Weight memory from a parameter count and a bit width, or from a checkpoint&apos;s headers. No GPU is needed.</source>
        <translation>Mémoire des poids à partir d’un nombre de paramètres et d’une largeur en bits, ou des en-têtes d’un checkpoint. Aucun GPU n’est nécessaire.</translation>
    </message>
    <message>
        <source>A whole number of parameters: 7000000000, 7,000,000,000 (grouped as your language writes it), 7e9 or 7B.</source>
        <translation>Un nombre entier de paramètres&#xa0;: 7000000000, 7&#x202f;000&#x202f;000&#x202f;000 (groupé comme l’écrit votre langue), 7e9 ou 7B.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>cache KV</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (GiB)</source>
        <translation>Poids, cache KV et réserve (GiB)</translation>
    </message>
    <message>
        <source>Weights packed (parameters × bits / 8)</source>
        <translation>Poids empaquetés (paramètres × bits / 8)</translation>
    </message>
    <message>
        <source>Total with reserve, packed</source>
        <translation>Total avec réserve, empaqueté</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s), %1 elements, read from the headers only.</source>
        <translation>
            <numerusform>%n tenseur, %1 éléments, lus dans les en-têtes seulement.</numerusform>
            <numerusform>%n tenseurs, %1 éléments, lus dans les en-têtes seulement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest tensor: %1, %2, %3.</source>
        <translation>Plus grand tenseur&#xa0;: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tensor(s))</source>
        <translation>
            <numerusform>%1 (%n tenseur)</numerusform>
            <numerusform>%1 (%n tenseurs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Poids stockés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>KV cache = %1 layers × %2 batch × %3 context × %4 key/value heads × (%5 + %6) × %7 bits / 8, from %8.</source>
        <translation>Cache KV = %1 couches × %2 batch × %3 contexte × %4 têtes clé/valeur × (%5 + %6) × %7 bits / 8, d’après %8.</translation>
    </message>
    <message>
        <source>The sliding window of %1 tokens caps the context of %2.</source>
        <translation>La fenêtre glissante de %1 jetons plafonne le contexte de %2.</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>Cache KV&#xa0;: %1</translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Pas de résultat&#xa0;: corrigez ce qui est marqué en rouge.</translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or %1. It is an assumption, not a measurement.</source>
        <translation>Une réserve que vous choisissez d’ajouter, par exemple 4 ou %1. C’est une hypothèse, pas une mesure.</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (%1)</source>
        <translation>Poids, cache KV et réserve (%1)</translation>
    </message>
    <message>
        <source>%1 bits per parameter, packed: parameters × bits / 8, rounded up to a whole byte in total.</source>
        <translation>%1 bits par paramètre, empaquetés&#xa0;: paramètres × bits / 8, arrondi au total à l’octet entier supérieur.</translation>
    </message>
    <message>
        <source>Stored weights (replaced by the cast on load)</source>
        <translation>Poids stockés (remplacés par la conversion au chargement)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, packed (counted)</source>
        <translation>Convertis en %1 bits au chargement, empaquetés (comptés)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load (counted)</source>
        <translation>Convertis en %1 bits au chargement (comptés)</translation>
    </message>
    <message>
        <source>1 to 64, with up to 2 decimals for an effective width such as %1. When the width is not a multiple of 8, the packed figure (parameters × bits / 8) comes first; the figure in whole bytes per parameter (each parameter rounded up to whole bytes: 4 bits take 1 byte) is shown beside it.</source>
        <translation>De 1 à 64, avec jusqu’à 2 décimales pour une largeur effective comme %1. Si la largeur n’est pas un multiple de 8, la valeur empaquetée (paramètres × bits / 8) vient en premier&#x202f;; la valeur en octets entiers par paramètre (chaque paramètre arrondi à l’octet entier supérieur&#xa0;: 4 bits prennent 1 octet) est affichée à côté.</translation>
    </message>
    <message>
        <source>In whole bytes: %1</source>
        <translation>En octets entiers&#xa0;: %1</translation>
    </message>
    <message>
        <source>Weights, whole bytes</source>
        <translation>Poids, octets entiers</translation>
    </message>
    <message>
        <source>Total with reserve, whole bytes</source>
        <translation>Total avec réserve, octets entiers</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, in whole bytes per element (not counted)</source>
        <translation>Convertis en %1 bits au chargement, en octets entiers par élément (non comptés)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentCommands</name>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>la grille de résultats (%n ligne)</numerusform>
            <numerusform>la grille de résultats (%n lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol, fixed at %1 UTC</source>
        <translation>le protocole qualité, fixé le %1 UTC</translation>
    </message>
    <message>
        <source>the quality protocol (a draft)</source>
        <translation>le protocole qualité (un brouillon)</translation>
    </message>
    <message>
        <source>New experiment</source>
        <translation>Nouvelle expérience</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before starting a new experiment?</source>
        <translation>La fenêtre a des modifications non enregistrées. Les enregistrer avant de commencer une nouvelle expérience&#x202f;?</translation>
    </message>
    <message>
        <source>Cannot create the experiment</source>
        <translation>Impossible de créer l’expérience</translation>
    </message>
    <message>
        <source>Experiment created in %1</source>
        <translation>Expérience créée dans %1</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Ouvrir une expérience</translation>
    </message>
    <message>
        <source>%1 is not an experiment, but holds a results grid or a tariff catalog. Create an experiment from these files? They are copied; the originals stay.</source>
        <translation>%1 n’est pas une expérience, mais contient une grille de résultats ou un catalogue de tarifs. Créer une expérience à partir de ces fichiers&#x202f;? Ils sont copiés&#x202f;; les originaux restent en place.</translation>
    </message>
    <message>
        <source>Cannot open the experiment</source>
        <translation>Impossible d’ouvrir l’expérience</translation>
    </message>
    <message>
        <source>%1 is not an experiment: it has no %2.</source>
        <translation>%1 n’est pas une expérience&#xa0;: %2 est absent.</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before opening another experiment?</source>
        <translation>La fenêtre a des modifications non enregistrées. Les enregistrer avant d’ouvrir une autre expérience&#x202f;?</translation>
    </message>
    <message>
        <source>Experiment %1 opened</source>
        <translation>Expérience %1 ouverte</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>No experiment is open. Create one with what the window shows (copies of the grid and the protocol)?</source>
        <translation>Aucune expérience n’est ouverte. En créer une avec ce que montre la fenêtre (copies de la grille et du protocole)&#x202f;?</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
        <source>Experiment saved: %1 (%2)</source>
        <translation>Expérience enregistrée&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Close experiment</source>
        <translation>Fermer l’expérience</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before closing it?</source>
        <translation>L’expérience a des modifications non enregistrées. Les enregistrer avant de la fermer&#x202f;?</translation>
    </message>
    <message>
        <source>Create an experiment from these files…</source>
        <translation>Créer une expérience à partir de ces fichiers…</translation>
    </message>
    <message>
        <source>One folder that keeps the protocol, the grid and every report it cites together. The files are copied; the originals stay where they are.</source>
        <translation>Un dossier qui réunit le protocole, la grille et chaque rapport qu’elle cite. Les fichiers sont copiés&#x202f;; les originaux restent où ils sont.</translation>
    </message>
    <message>
        <source>Saving the experiment…</source>
        <translation>Enregistrement de l’expérience…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before quitting?</source>
        <translation>L’expérience a des modifications non enregistrées. Les enregistrer avant de quitter&#x202f;?</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentSession</name>
    <message>
        <source>%1 is open in another window of IteraGPU Lab (process %2): work on it there, or close that window first.</source>
        <translation>%1 est ouvert dans une autre fenêtre d’IteraGPU Lab (processus %2)&#xa0;: travaillez-y dans cette fenêtre, ou fermez-la d’abord.</translation>
    </message>
    <message>
        <source>No experiment is open.</source>
        <translation>Aucune expérience n’est ouverte.</translation>
    </message>
    <message>
        <source>%1: the file changed since it was opened (SHA-256 %2, opened as %3); open it again.</source>
        <translation>%1&#xa0;: le fichier a changé depuis son ouverture (SHA-256 %2, à l’ouverture %3)&#x202f;; ouvrez-le à nouveau.</translation>
    </message>
    <message>
        <source>The window was closed before the experiment&apos;s files were written.</source>
        <translation>La fenêtre a été fermée avant que les fichiers de l’expérience soient écrits.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExportFeedback</name>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Replace charts?</source>
        <translation>Remplacer les graphiques&#x202f;?</translation>
    </message>
    <message>
        <source>%1 already holds %2. Replace them with the charts shown now?</source>
        <translation>%1 contient déjà %2. Les remplacer par les graphiques affichés maintenant&#x202f;?</translation>
    </message>
    <message>
        <source>Charts written to %1: %2</source>
        <translation>Graphiques enregistrés dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FieldLabels</name>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Largeur cachée</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Type de données</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Chauffe</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Répétitions</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Fichier de sortie</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Bits per parameter</source>
        <translation>Bits par paramètre</translation>
    </message>
    <message>
        <source>Reserve (GiB)</source>
        <translation>Réserve (GiB)</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modèle de GPU</translation>
    </message>
    <message>
        <source>Duration (days)</source>
        <translation>Durée (jours)</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lots</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Résultats acceptés</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Load as (bits)</source>
        <translation>Charger en (bits)</translation>
    </message>
    <message>
        <source>KV cache bits</source>
        <translation>Bits du cache KV</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FileCommands</name>
    <message>
        <source>Open results grid</source>
        <translation>Ouvrir la grille de résultats</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Unsaved results</source>
        <translation>Résultats non enregistrés</translation>
    </message>
    <message>
        <source>The results grid has unsaved changes. Discard them and open %1?</source>
        <translation>La grille de résultats a des modifications non enregistrées. Les abandonner et ouvrir %1&#x202f;?</translation>
    </message>
    <message>
        <source>Cannot open the results grid</source>
        <translation>Impossible d’ouvrir la grille de résultats</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Échec de l’enregistrement</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save results grid</source>
        <translation>Enregistrer la grille de résultats</translation>
    </message>
    <message>
        <source>Open quality protocol</source>
        <translation>Ouvrir le protocole qualité</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the protocol</source>
        <translation>Impossible d’ouvrir le protocole</translation>
    </message>
    <message>
        <source>Save quality protocol</source>
        <translation>Enregistrer le protocole qualité</translation>
    </message>
    <message>
        <source>Open tariff catalog</source>
        <translation>Ouvrir le catalogue de tarifs</translation>
    </message>
    <message>
        <source>Cannot open the catalog</source>
        <translation>Impossible d’ouvrir le catalogue</translation>
    </message>
    <message>
        <source>%1

The previous catalog stays in use.</source>
        <translation>%1

Le catalogue précédent reste utilisé.</translation>
    </message>
    <message>
        <source>Export package cost</source>
        <translation>Exporter le coût du forfait</translation>
    </message>
    <message>
        <source>Package cost written to %1</source>
        <translation>Coût du forfait enregistré dans %1</translation>
    </message>
    <message>
        <source>Export report bundle (a new folder)</source>
        <translation>Exporter le paquet de rapports (un nouveau dossier)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1</source>
        <translation>Paquet de rapports enregistré dans %1 avec son MANIFEST.json. Vérifiez-le avec&#xa0;: iteragpu verify %1</translation>
    </message>
    <message>
        <source>Bundle exported</source>
        <translation>Paquet de rapports exporté</translation>
    </message>
    <message>
        <source>Open reports</source>
        <translation>Ouvrir des rapports</translation>
    </message>
    <message>
        <source>JSON reports (*.json);;All files (*)</source>
        <translation>Rapports JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) opened</source>
        <translation>
            <numerusform>%n rapport ouvert</numerusform>
            <numerusform>%n rapports ouverts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n refusé</numerusform>
            <numerusform>%n refusés</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports not opened</source>
        <translation>Rapports non ouverts</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened; the reports already open are unchanged.</source>
        <translation>
            <numerusform>%n fichier n’a pas pu être ouvert&#x202f;; les rapports déjà ouverts restent inchangés.</numerusform>
            <numerusform>%n fichiers n’ont pas pu être ouverts&#x202f;; les rapports déjà ouverts restent inchangés.</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>the results grid (never saved)</source>
        <translation>la grille de résultats (jamais enregistrée)</translation>
    </message>
    <message>
        <source>the results grid %1</source>
        <translation>la grille de résultats %1</translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>le protocole qualité</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>Unsaved changes in %1. Save them before quitting?</source>
        <translation>Modifications non enregistrées dans %1. Les enregistrer avant de quitter&#x202f;?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>This experiment has its own results grid. To work on another grid, close this experiment first (File &gt; Close experiment), then open the grid and create an experiment from it.</source>
        <translation>Cette expérience a sa propre grille de résultats. Pour travailler sur une autre grille, fermez d’abord cette expérience (Fichier &gt; Fermer l’expérience), puis ouvrez la grille et créez-en une expérience.</translation>
    </message>
    <message>
        <source>A copy of the results grid written to %1</source>
        <translation>Copie de la grille de résultats enregistrée dans %1</translation>
    </message>
    <message>
        <source>This experiment&apos;s protocol is fixed: it is never replaced, only amended. A new protocol needs a new experiment (File &gt; New experiment…).</source>
        <translation>Le protocole de cette expérience est fixé&#xa0;: il n’est jamais remplacé, seulement modifié par avenant. Un nouveau protocole demande une nouvelle expérience (Fichier &gt; Nouvelle expérience…).</translation>
    </message>
    <message>
        <source>A copy of the quality protocol written to %1</source>
        <translation>Copie du protocole qualité enregistrée dans %1</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Exporter le paquet de rapports</translation>
    </message>
    <message>
        <source>The bundle is a verified copy of the saved experiment. Save the experiment first?</source>
        <translation>Le paquet de rapports est une copie vérifiée de l’expérience enregistrée. Enregistrer d’abord l’expérience&#x202f;?</translation>
    </message>
    <message>
        <source>The copy in %1 does not verify: %2</source>
        <translation>La copie dans %1 ne passe pas la vérification&#xa0;: %2</translation>
    </message>
    <message>
        <source>A verified copy of the experiment, with every report its rows cite, written to %1. Check it again with: iteragpu verify %1</source>
        <translation>Copie vérifiée de l’expérience, avec chaque rapport que citent ses lignes, enregistrée dans %1. Vérifiez-la à nouveau avec&#xa0;: iteragpu verify %1</translation>
    </message>
    <message>
        <source>A bundle is being exported; wait for it to end.</source>
        <translation>Un paquet de rapports est en cours d’export&#x202f;; attendez qu’il se termine.</translation>
    </message>
    <message>
        <source>Exporting a verified copy of the experiment to %1…</source>
        <translation>Export d’une copie vérifiée de l’expérience vers %1…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::HelpView</name>
    <message>
        <source>IteraGPU Lab help</source>
        <translation>Aide d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>this help; it follows the current tab</source>
        <translation>cette aide&#x202f;; elle suit l’onglet courant</translation>
    </message>
    <message>
        <source>go to a tab</source>
        <translation>aller à un onglet</translation>
    </message>
    <message>
        <source>Estimate: the memory of the weights</source>
        <translation>Estimation&#xa0;: la mémoire des poids</translation>
    </message>
    <message>
        <source>Computes the bytes of a model&apos;s weights from its parameter count and bits per parameter, or from a checkpoint&apos;s headers (safetensors, GGUF). No GPU is needed.</source>
        <translation>Calcule les octets des poids d’un modèle à partir du nombre de paramètres et des bits par paramètre, ou des en-têtes d’un checkpoint (safetensors, GGUF). Aucun GPU n’est nécessaire.</translation>
    </message>
    <message>
        <source>Parameters × bytes per parameter (bits rounded up to whole bytes), in GiB and in GB, plus the reserve you type, which is your assumption. For sub-byte widths the packed figure is shown beside it; the KV cache is a separate line, only when you ask for it.</source>
        <translation>Paramètres × octets par paramètre (bits arrondis à l’octet entier supérieur), en GiB et en GB, plus la réserve que vous saisissez, qui est votre hypothèse. Pour les largeurs inférieures à un octet, la valeur empaquetée est affichée à côté&#x202f;; le cache KV est une ligne à part, seulement si vous le demandez.</translation>
    </message>
    <message>
        <source>Activations, the KV cache unless asked for, quantisation metadata, gradients, optimiser state, libraries and runtime. It does not say whether a real model fits on a card.</source>
        <translation>Les activations, le cache KV sauf si vous le demandez, les métadonnées de quantification, les gradients, l’état de l’optimiseur, les bibliothèques et le runtime. L’estimation ne dit pas si un vrai modèle tient sur une carte.</translation>
    </message>
    <message>
        <source>Environment: what this machine offers</source>
        <translation>Environnement&#xa0;: ce que cette machine offre</translation>
    </message>
    <message>
        <source>Probes the chosen device through the libtorch module: application, Qt and OS versions, libtorch and the CUDA or HIP version it was built with, the device&apos;s name, memory and compute capability. A missing GPU is a finding, not an error.</source>
        <translation>Examine le périphérique choisi au moyen du module libtorch&#xa0;: versions de l’application, de Qt et du système, libtorch et la version CUDA ou HIP avec laquelle il a été compilé, nom, mémoire et capacité de calcul du périphérique. Un GPU absent est un constat, pas une erreur.</translation>
    </message>
    <message>
        <source>The driver version only as you type it (from nvidia-smi or rocm-smi). The allocator and cuBLAS configuration variables, values only, when they are set.</source>
        <translation>La version du pilote seulement telle que vous la saisissez (d’après nvidia-smi ou rocm-smi). Les variables de configuration de l’allocateur et de cuBLAS, valeurs seules, quand elles sont définies.</translation>
    </message>
    <message>
        <source>Other environment variables, user and host names, folders, serial numbers, UUIDs and network addresses are never collected. After a change of device the probe shown is stale: probe again before exporting it.</source>
        <translation>Jamais collectés&#xa0;: les autres variables d’environnement, les noms d’utilisateur et de machine, les dossiers, les numéros de série, les UUID et les adresses réseau. Après un changement de périphérique, l’examen affiché est périmé&#xa0;: examinez à nouveau avant de l’exporter.</translation>
    </message>
    <message>
        <source>open an environment report</source>
        <translation>ouvrir un rapport d’environnement</translation>
    </message>
    <message>
        <source>Measure: one bounded run</source>
        <translation>Mesure&#xa0;: une exécution bornée</translation>
    </message>
    <message>
        <source>Runs a synthetic Linear → GELU → Linear on the chosen device, phase by phase, and writes a new JSON report; an existing file is never overwritten. cpu is an explicit dry run: real forwards and times, no memory counters.</source>
        <translation>Exécute un réseau synthétique Linear → GELU → Linear sur le périphérique choisi, phase par phase, et écrit un nouveau rapport JSON&#x202f;; un fichier existant n’est jamais écrasé. cpu est un essai à blanc explicite&#xa0;: passes et temps réels, sans compteurs de mémoire.</translation>
    </message>
    <message>
        <source>Per phase: the time, with host overhead and synchronisation, and the counters of this process&apos;s caching allocator on the device. Allocated is part of reserved; the two peaks are separate maxima. After the warm-up, the time left is an estimate from the measured forwards.</source>
        <translation>Par phase&#xa0;: le temps, surcoût de l’hôte et synchronisation compris, et les compteurs de l’allocateur à cache de ce processus sur le périphérique. Alloué fait partie de réservé&#x202f;; les deux pics sont des maxima distincts. Après la chauffe, le temps restant est une estimation d’après les passes mesurées.</translation>
    </message>
    <message>
        <source>Other processes, the driver and the rest of the card; attention, KV cache and gradients. It is not an LLM benchmark. Cancel stops after the current forward and keeps the phases measured.</source>
        <translation>Les autres processus, le pilote et le reste de la carte&#x202f;; l’attention, le cache KV et les gradients. Ce n’est pas un benchmark de LLM. Annuler arrête après la passe en cours et garde les phases mesurées.</translation>
    </message>
    <message>
        <source>open a measurement report</source>
        <translation>ouvrir un rapport de mesure</translation>
    </message>
    <message>
        <source>compare runs</source>
        <translation>comparer des exécutions</translation>
    </message>
    <message>
        <source>Quality and cost: protocol, results, package</source>
        <translation>Qualité et coût&#xa0;: protocole, résultats, forfait</translation>
    </message>
    <message>
        <source>Fix the quality protocol before the first run, record every real run in the results grid, and price a rental package from the tariff catalog.</source>
        <translation>Fixez le protocole qualité avant la première exécution, consignez chaque exécution réelle dans la grille de résultats et chiffrez un forfait de location d’après le catalogue de tarifs.</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of the fields; later changes are amendments, kept in the history. Total = lot price × lots; the cost per accepted result only when you give the number of distinct accepted units.</source>
        <translation>Fixer enregistre l’heure UTC et le SHA-256 des champs&#x202f;; les modifications ultérieures sont des avenants, gardés dans l’historique. Total = prix du lot × lots&#x202f;; le coût par résultat accepté seulement si vous donnez le nombre d’unités acceptées distinctes.</translation>
    </message>
    <message>
        <source>Availability or reservation (check the offer before buying), currency conversion and hourly pro-rata. The shipped catalog is an illustrative sample. Repetitions of a benchmark are not new useful units.</source>
        <translation>La disponibilité ou la réservation (vérifiez l’offre avant d’acheter), la conversion de devise et le prorata horaire. Le catalogue fourni est un échantillon illustratif. Les répétitions d’un benchmark ne sont pas de nouvelles unités utiles.</translation>
    </message>
    <message>
        <source>undo a change of the grid</source>
        <translation>défaire une modification de la grille</translation>
    </message>
    <message>
        <source>export the report bundle</source>
        <translation>exporter le paquet de rapports</translation>
    </message>
    <message>
        <source>What the numbers include:</source>
        <translation>Ce que les chiffres comprennent&#xa0;:</translation>
    </message>
    <message>
        <source>Not included:</source>
        <translation>Non compris&#xa0;:</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Alt and an underlined letter go to the field or button with that letter.</source>
        <translation>Alt et une lettre soulignée mènent au champ ou au bouton qui porte cette lettre.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>close this help</source>
        <translation>fermer cette aide</translation>
    </message>
    <message>
        <source>open an experiment (its protocol, grid and reports)</source>
        <translation>ouvrir une expérience (son protocole, sa grille et ses rapports)</translation>
    </message>
    <message>
        <source>save the experiment (the protocol and the grid)</source>
        <translation>enregistrer l’expérience (le protocole et la grille)</translation>
    </message>
    <message>
        <source>add a row to the results grid</source>
        <translation>ajouter une ligne à la grille de résultats</translation>
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
        <translation>E&amp;nvironnement</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Mesure</translation>
    </message>
    <message>
        <source>&amp;Quality and cost</source>
        <translation>&amp;Qualité et coût</translation>
    </message>
    <message>
        <source>About IteraGPU Lab</source>
        <translation>À propos d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Préparer une expérience GPU honnête et reproductible avant de louer des GPU.&lt;/p&gt;&lt;p&gt;Qt %2 (compilé avec %3). Le backend libtorch est chargé à l’exécution&#xa0;: sa version figure dans l’onglet Environnement.&lt;/p&gt;&lt;p&gt;Licence MIT. Qt est utilisé sous LGPL v3&#x202f;; libtorch sous sa licence de type BSD.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Measurement running</source>
        <translation>Mesure en cours</translation>
    </message>
    <message>
        <source>A measurement is running. Cancel it and quit? The phases measured so far are written with status cancelled.</source>
        <translation>Une mesure est en cours. L’annuler et quitter&#x202f;? Les phases déjà mesurées sont écrites avec le statut cancelled.</translation>
    </message>
    <message>
        <source>Reading reports in the background…</source>
        <translation>Lecture des rapports en arrière-plan…</translation>
    </message>
    <message>
        <source>%1[*] — IteraGPU Lab</source>
        <translation>%1[*] — IteraGPU Lab</translation>
    </message>
    <message>
        <source>E&amp;stimate</source>
        <translation>&amp;Estimation</translation>
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
        <translation>&amp;Périphérique&#xa0;:</translation>
    </message>
    <message>
        <source>D&amp;type:</source>
        <translation>T&amp;ype de données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Batch&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Context (positions):</source>
        <translation>&amp;Contexte (positions)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>La&amp;rgeur&#xa0;:</translation>
    </message>
    <message>
        <source>H&amp;idden:</source>
        <translation>Largeur cac&amp;hée&#xa0;:</translation>
    </message>
    <message>
        <source>Warm-up &amp;forwards:</source>
        <translation>Passes de chau&amp;ffe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>Répét&amp;itions&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>Local cop&amp;y:</source>
        <translation>Copie &amp;sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>Fichier de &amp;sortie&#xa0;:</translation>
    </message>
    <message>
        <source>Remote fil&amp;e:</source>
        <translation>Fichier dis&amp;tant&#xa0;:</translation>
    </message>
    <message>
        <source>The new report&apos;s path on the remote host (a relative path is in the remote home folder). It stays there; a copy is saved on this computer.</source>
        <translation>Le chemin du nouveau rapport sur l’hôte distant (un chemin relatif est dans le dossier personnel distant). Il y reste&#x202f;; une copie est enregistrée sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Where the report fetched from the remote host is saved on this computer (a new file, never one that exists).</source>
        <translation>Où le rapport récupéré de l’hôte distant est enregistré sur cet ordinateur (un nouveau fichier, jamais un fichier existant).</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × largeur</translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation>cuda:N mesure ce GPU (les compilations ROCm utilisent le même nom). cpu est un essai à blanc explicite du protocole&#xa0;: passes et temps réels, sans compteurs de l’allocateur. Il n’y a jamais de repli silencieux sur le CPU.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Ch&amp;oisir…</translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation>Pas de prédiction tant que la configuration n’est pas valide.</translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation>Prédiction des octets alloués (avant l’exécution)</translation>
    </message>
    <message>
        <source>%1 parameters (%2), input %3</source>
        <translation>%1 paramètres (%2), entrée %3</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Alloué en fin</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pic alloué</translation>
    </message>
    <message>
        <source>New measurement report</source>
        <translation>Nouveau rapport de mesure</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Output file: %1 exists already; a result is never overwritten, choose a new name.</source>
        <translation>Fichier de sortie&#xa0;: %1 existe déjà&#x202f;; un résultat n’est jamais écrasé, choisissez un nouveau nom.</translation>
    </message>
    <message>
        <source>This remote host has not been probed yet: its devices are not known here. Probe it on the Environment tab to check the device.</source>
        <translation>Cet hôte distant n’a pas encore été examiné&#xa0;: ses périphériques ne sont pas connus ici. Examinez-le dans l’onglet Environnement pour contrôler le périphérique.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasureTab</name>
    <message>
        <source>Running %1, repeat %2…</source>
        <translation>%1 en cours, répétition %2…</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 en cours…</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation>Un réseau synthétique Linear → GELU → Linear&#xa0;: pas un LLM, sans attention, sans cache KV, sans gradients. Les temps incluent le surcoût de l’hôte et la synchronisation. Les compteurs sont ceux de l’allocateur à cache de ce processus sur le périphérique choisi uniquement&#xa0;: alloué fait partie de réservé (ne jamais les additionner)&#x202f;; les deux pics sont des maxima distincts (ne jamais les soustraire).</translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation>Chargement du backend libtorch…</translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation>Annulation après la passe en cours…</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translatorcomment>verb: the button starts the run; the results grid&apos;s column header Run is the noun</translatorcomment>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Copie sur cet ordinateur</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Connexion à %1 via SSH…</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>Exécution unique</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>Showing an opened report, read-only: %1. This window&apos;s own run is under &quot;%2&quot; in Showing.</source>
        <translation>Affichage d’un rapport ouvert, en lecture seule&#xa0;: %1. L’exécution propre à cette fenêtre se trouve sous «&#xa0;%2&#xa0;» dans «&#xa0;Affiché&#xa0;».</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasurementController</name>
    <message>
        <source>A measurement is already running.</source>
        <translation>Une mesure est déjà en cours.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::NewExperimentDialog</name>
    <message>
        <source>New experiment</source>
        <translation>Nouvelle expérience</translation>
    </message>
    <message>
        <source>An experiment is one folder: its quality protocol, fixed before the first result, the results grid, every report a row cites and the catalog its rows were priced from, with a MANIFEST.json. Everything in it is plain text.</source>
        <translation>Une expérience est un dossier&#xa0;: son protocole qualité, fixé avant le premier résultat, la grille de résultats, chaque rapport cité par une ligne et le catalogue d’où viennent les prix de ses lignes, avec un MANIFEST.json. Tout y est en texte brut.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>&amp;Créer</translation>
    </message>
    <message>
        <source>It starts with copies of:</source>
        <translation>Elle commence avec des copies de&#xa0;:</translation>
    </message>
    <message>
        <source>The originals stay where they are.</source>
        <translation>Les originaux restent où ils sont.</translation>
    </message>
    <message>
        <source>Experiment %1</source>
        <translation>Expérience %1</translation>
    </message>
    <message>
        <source>Folder: give the folder the experiment becomes.</source>
        <translation>Dossier&#xa0;: indiquez le dossier qui deviendra l’expérience.</translation>
    </message>
    <message>
        <source>Folder: %1 is a symbolic link; choose a new or an empty folder.</source>
        <translation>Dossier&#xa0;: %1 est un lien symbolique&#x202f;; choisissez un dossier nouveau ou vide.</translation>
    </message>
    <message>
        <source>Folder: %1 is a file; choose a new or an empty folder.</source>
        <translation>Dossier&#xa0;: %1 est un fichier&#x202f;; choisissez un dossier nouveau ou vide.</translation>
    </message>
    <message>
        <source>Folder: %1 is not empty; an experiment is a new or an empty folder.</source>
        <translation>Dossier&#xa0;: %1 n’est pas vide&#x202f;; une expérience est un dossier nouveau ou vide.</translation>
    </message>
    <message>
        <source>Where to create the experiment</source>
        <translation>Où créer l’expérience</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseCharts</name>
    <message>
        <source>Time per phase</source>
        <translation>Temps par phase</translation>
    </message>
    <message>
        <source>Memory per phase</source>
        <translation>Mémoire par phase</translation>
    </message>
    <message>
        <source>Predicted vs measured</source>
        <translation>Prédit et mesuré</translation>
    </message>
    <message>
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation>Pic alloué&#xa0;: prédit à partir des formes et mesuré</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Millisecondes</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation>Allocateur à cache par phase&#xa0;: base, fin et pic</translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation>Allocateur à cache par phase</translation>
    </message>
    <message>
        <source>Measured peak allocated</source>
        <translation>Pic alloué mesuré</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1&#xa0;: impossible de rendre le graphique en PNG</translation>
    </message>
    <message>
        <source>warm min</source>
        <translation>warm min</translation>
    </message>
    <message>
        <source>warm median</source>
        <translation>warm médiane</translation>
    </message>
    <message>
        <source>warm max</source>
        <translation>warm max</translation>
    </message>
    <message>
        <source>warm_forward as min, median and max of its rows; the table holds every row</source>
        <translation>warm_forward en minimum, médiane et maximum de ses lignes&#x202f;; le tableau contient toutes les lignes</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Hors de l’allocateur à cache (tous les processus de la carte)</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak; and device memory in use outside it, which covers every process on the card, not this process alone</source>
        <translation>Allocateur à cache par phase&#xa0;: base, fin et pic&#x202f;; et la mémoire du périphérique utilisée hors de lui, qui couvre tous les processus de la carte, pas seulement ce processus</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>No memory counters on a CPU dry run</source>
        <translation>Pas de compteurs de mémoire pour un essai à blanc sur CPU</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Peak allocated predicted from the shapes; nothing measured (no memory counters on a CPU dry run)</source>
        <translation>Pic alloué prédit d’après les formes&#x202f;; rien de mesuré (pas de compteurs de mémoire pour un essai à blanc sur CPU)</translation>
    </message>
    <message>
        <source>the mean of the two middle rows, %1 and %2</source>
        <translation>la moyenne des deux lignes du milieu, %1 et %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation>Non disponible&#xa0;: l’essai à blanc sur CPU n’a pas de compteurs d’allocateur</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Répétition</translation>
    </message>
    <message>
        <source>Forwards</source>
        <translation>Passes</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Secondes</translation>
    </message>
    <message>
        <source>Baseline allocated</source>
        <translation>Base allouée</translation>
    </message>
    <message>
        <source>Baseline reserved</source>
        <translation>Base réservée</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Alloué en fin</translation>
    </message>
    <message>
        <source>End reserved</source>
        <translation>Réservé en fin</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pic alloué</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pic réservé</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pic alloué prédit</translation>
    </message>
    <message>
        <source>Not available: the backend could not read the device&apos;s free and total bytes</source>
        <translation>Non disponible&#xa0;: le backend n’a pas pu lire les octets libres et totaux du périphérique</translation>
    </message>
    <message>
        <source>%1: the device&apos;s total minus free bytes at the end of the phase. It covers every process on the card, not this process alone.</source>
        <translation>%1&#xa0;: les octets totaux moins les octets libres du périphérique à la fin de la phase. Cela couvre tous les processus de la carte, pas seulement ce processus.</translation>
    </message>
    <message>
        <source>%1: the caching allocator reserves more than the device reports in use, so the figures contradict each other; they are shown as read.</source>
        <translation>%1&#xa0;: l’allocateur à cache réserve plus que ce que le périphérique indique comme utilisé, les chiffres se contredisent donc&#x202f;; ils sont affichés tels que lus.</translation>
    </message>
    <message>
        <source>%1: device bytes in use (total minus free) minus this process&apos;s reserved bytes: the CUDA context, library workspaces outside the caching allocator and other processes. It covers every process on the card, not this process alone; the prediction does not include it.</source>
        <translation>%1&#xa0;: octets utilisés du périphérique (total moins libres) moins les octets réservés de ce processus&#xa0;: le contexte CUDA, les espaces de travail des bibliothèques hors de l’allocateur à cache et les autres processus. Cela couvre tous les processus de la carte, pas seulement ce processus&#x202f;; la prédiction ne l’inclut pas.</translation>
    </message>
    <message>
        <source>Not available: the backend could not read the allocator&apos;s counts</source>
        <translation>Non disponible&#xa0;: le backend n’a pas pu lire les compteurs de l’allocateur</translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) the caching allocator retried after freeing its cache, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n allocation que l’allocateur à cache a retentée après avoir vidé son cache, depuis le démarrage du processus (jamais remis à zéro entre les phases)</numerusform>
            <numerusform>%n allocations que l’allocateur à cache a retentées après avoir vidé son cache, depuis le démarrage du processus (jamais remis à zéro entre les phases)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) that failed in the caching allocator, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n allocation qui a échoué dans l’allocateur à cache, depuis le démarrage du processus (jamais remis à zéro entre les phases)</numerusform>
            <numerusform>%n allocations qui ont échoué dans l’allocateur à cache, depuis le démarrage du processus (jamais remis à zéro entre les phases)</numerusform>
        </translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>D’après les octets libres et totaux du périphérique lui-même&#xa0;: tous les processus de la carte, pas seulement ce processus.</translation>
    </message>
    <message>
        <source>Outside the caching allocator</source>
        <translation>Hors de l’allocateur à cache</translation>
    </message>
    <message>
        <source>Device in use</source>
        <translation>Périphérique utilisé</translation>
    </message>
    <message>
        <source>Allocator retries</source>
        <translation>Nouvelles tentatives de l’allocateur</translation>
    </message>
    <message>
        <source>Allocator OOMs</source>
        <translation>OOM de l’allocateur</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanPanel</name>
    <message>
        <source>None (the CUDA context and libraries not counted)</source>
        <translation>Aucun (contexte CUDA et bibliothèques non comptés)</translation>
    </message>
    <message>
        <source>No plan: the estimate above has no result.</source>
        <translation>Pas de plan&#xa0;: l’estimation ci-dessus n’a pas de résultat.</translation>
    </message>
    <message>
        <source>Computing the plan…</source>
        <translation>Calcul du plan…</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Pas de plan&#xa0;: %1</translation>
    </message>
    <message>
        <source>Needed per GPU: %1; tight: headroom under %2 % of the GPU&apos;s memory.</source>
        <translation>Nécessaire par GPU&#xa0;: %1&#x202f;; juste&#xa0;: marge inférieure à %2&#xa0;% de la mémoire du GPU.</translation>
    </message>
    <message>
        <source>Export plan as JSON</source>
        <translation>Exporter le plan en JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>Exporter le plan en CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Plan written to %1</source>
        <translation>Plan enregistré dans %1</translation>
    </message>
    <message>
        <source>Which package holds it</source>
        <translation>Quel forfait le contient</translation>
    </message>
    <message>
        <source>Dura&amp;tion:</source>
        <translation>&amp;Durée&#xa0;:</translation>
    </message>
    <message>
        <source>Measured overhea&amp;d:</source>
        <translation>&amp;Surcoût mesuré&#xa0;:</translation>
    </message>
    <message>
        <source>A measurement or environment report opened in this window: its bytes measured outside the allocator become their own line, labelled with the device.</source>
        <translation>Un rapport de mesure ou d’environnement ouvert dans cette fenêtre&#xa0;: ses octets mesurés hors de l’allocateur deviennent une ligne à part, étiquetée avec le périphérique.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the calculator to this packa&amp;ge</source>
        <translation>Ré&amp;gler le calcul sur ce forfait</translation>
    </message>
    <message>
        <source>Sets the Quality and cost calculator to the chosen model and duration.</source>
        <translation>Règle le calcul de l’onglet Qualité et coût sur le modèle et la durée choisis.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exporter en JSON…</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>No package of the catalog holds it with room to spare.</source>
        <translation>Aucun forfait du catalogue ne le contient avec de la marge.</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest that fits: %1, %2 for %n day(s) (one lot).</source>
        <translation>
            <numerusform>Le moins cher qui convient&#xa0;: %1, %2 pour %n jour (un lot).</numerusform>
            <numerusform>Le moins cher qui convient&#xa0;: %1, %2 pour %n jours (un lot).</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1, snapshot %2. %3 Memory per GPU is the catalog&apos;s figure, not measured. This does not predict whether a real model fits on a card.</source>
        <translation>Catalogue&#xa0;: %1, relevé du %2. %3 La mémoire par GPU est le chiffre du catalogue, non mesuré. Cela ne prédit pas si un modèle réel tient sur une carte.</translation>
    </message>
    <message>
        <source>Not included in the plan: %1.</source>
        <translation>Non inclus dans le plan&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanTableModel</name>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>%1, %2 (gpu_memory_gib × 2^30), not measured</source>
        <translation>%1, %2 (gpu_memory_gib × 2^30), non mesuré</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n day(s), one lot, all its GPUs included</source>
        <translation>
            <numerusform>%1 pour %n jour, un lot, tous ses GPU compris</numerusform>
            <numerusform>%1 pour %n jours, un lot, tous ses GPU compris</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modèle de GPU</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Memory per GPU (catalog)</source>
        <translation>Mémoire par GPU (catalogue)</translation>
    </message>
    <message>
        <source>Needed per GPU</source>
        <translation>Nécessaire par GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPU par lot</translation>
    </message>
    <message>
        <source>Package price</source>
        <translation>Prix du forfait</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Prix spot (peut être interrompu)</translation>
    </message>
    <message>
        <source>If split evenly (not measured)</source>
        <translation>En cas de répartition égale (non mesuré)</translation>
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
        <translation>&amp;Unité utile (un résultat accepté)&#xa0;:</translation>
    </message>
    <message>
        <source>Quality &amp;metric:</source>
        <translation>&amp;Métrique de qualité&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Seuil&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Corpus of distinct units:</source>
        <translation>&amp;Corpus d’unités distinctes&#xa0;:</translation>
    </message>
    <message>
        <source>Corpus si&amp;ze:</source>
        <translation>&amp;Taille du corpus&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Decision rule:</source>
        <translation>&amp;Règle de décision&#xa0;:</translation>
    </message>
    <message>
        <source>Amendment &amp;reason:</source>
        <translation>Rais&amp;on de l’avenant&#xa0;:</translation>
    </message>
    <message>
        <source>Required once a result row exists</source>
        <translation>Requis dès qu’une ligne de résultats existe</translation>
    </message>
    <message>
        <source>&amp;Fix protocol</source>
        <translation>&amp;Fixer le protocole</translation>
    </message>
    <message>
        <source>Read the protocol…</source>
        <translation>Lire le protocole…</translation>
    </message>
    <message>
        <source>Not fixed yet. Fill in every field and fix the protocol before the first run: the threshold must not be chosen after seeing the results.</source>
        <translation>Pas encore fixé. Remplissez tous les champs et fixez le protocole avant la première exécution&#xa0;: le seuil ne doit pas être choisi après avoir vu les résultats.</translation>
    </message>
    <message>
        <source>Comparis&amp;on:</source>
        <translation>Com&amp;paraison&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Keep the fixed text</source>
        <translation>Garder le te&amp;xte fixé</translation>
    </message>
    <message>
        <source>Fix the protocol</source>
        <translation>Fixer le protocole</translation>
    </message>
    <message>
        <source>Fix the protocol now?</source>
        <translation>Fixer le protocole maintenant&#x202f;?</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of these fields. The fields become read-only: every later change is an amendment, kept in the history, and needs a reason once a result row exists.</source>
        <translation>Fixer enregistre l’heure UTC et le SHA-256 de ces champs. Les champs passent en lecture seule&#xa0;: toute modification ultérieure est un avenant, gardé dans l’historique, qui doit être motivé dès qu’une ligne de résultats existe.</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>&amp;Fixer</translation>
    </message>
    <message>
        <source>Fixed: start an amendment to change it.</source>
        <translation>Fixé&#xa0;: commencez un avenant pour le modifier.</translation>
    </message>
    <message>
        <source>Record the am&amp;endment</source>
        <translation>Enregistrer l’a&amp;venant</translation>
    </message>
    <message>
        <source>Am&amp;end…</source>
        <translation>Mod&amp;ifier par avenant…</translation>
    </message>
    <message>
        <source>Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. The fields are read-only; changes go through an amendment, and once a result row exists, an amendment needs a reason.</source>
        <translation>Fixé le %1 (UTC). SHA-256 du JSON canonique&#xa0;: %2. Les champs sont en lecture seule&#x202f;; les modifications passent par un avenant et, dès qu’une ligne de résultats existe, un avenant doit être motivé.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>par ex. %1</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>seuil</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>Add row from last measurement</source>
        <translation>Ajouter une ligne à partir de la dernière mesure</translation>
    </message>
    <message>
        <source>Quality protocol</source>
        <translation>Protocole qualité</translation>
    </message>
    <message>
        <source>No valid package cost to export.</source>
        <translation>Aucun coût de forfait valide à exporter.</translation>
    </message>
    <message>
        <source>Add row from report</source>
        <translation>Ajouter une ligne à partir d’un rapport</translation>
    </message>
    <message>
        <source>A row from an opened measurement report, failed and cancelled runs included. Its notes name the file and the first 16 hex digits of its SHA-256.</source>
        <translation>Une ligne tirée d’un rapport de mesure ouvert, exécutions échouées et annulées comprises. Ses notes nomment le fichier et les 16 premiers chiffres hexadécimaux de son SHA-256.</translation>
    </message>
    <message>
        <source>(no measurement report open)</source>
        <translation>(aucun rapport de mesure ouvert)</translation>
    </message>
    <message>
        <source>Open a report file…</source>
        <translation>Ouvrir un fichier de rapport…</translation>
    </message>
    <message>
        <source>No result row before the protocol is fixed: fill in the quality protocol and click Fix first. A result recorded before it is not pre-registered.</source>
        <translation>Aucune ligne de résultats avant que le protocole soit fixé&#xa0;: remplissez d’abord le protocole qualité et cliquez sur «&#xa0;Fixer&#xa0;». Un résultat consigné avant n’est pas préenregistré.</translation>
    </message>
    <message>
        <source>Sweep not added</source>
        <translation>Balayage non ajouté</translation>
    </message>
    <message>
        <source>No point of this sweep wrote a report.</source>
        <translation>Aucun point de ce balayage n’a écrit de rapport.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the sweep</source>
        <translation>
            <numerusform>%n point du balayage</numerusform>
            <numerusform>%n points du balayage</numerusform>
        </translation>
    </message>
    <message>
        <source>Raw results: one row per real run, failed and cancelled runs included. Add row fills in only %1 (the next free one), %2 (now), %3 (complete) and, in %4, the protocol version in force: correct them for the run you record.</source>
        <translation>Résultats bruts&#xa0;: une ligne par exécution réelle, exécutions échouées et annulées comprises. «&#xa0;Ajouter une ligne&#xa0;» ne remplit que %1 (le prochain libre), %2 (maintenant), %3 (complete) et, dans %4, la version du protocole en vigueur&#xa0;: corrigez-les pour l’exécution que vous enregistrez.</translation>
    </message>
    <message>
        <source>1. Protocol</source>
        <translation>1. Protocole</translation>
    </message>
    <message>
        <source>2. Results grid</source>
        <translation>2. Grille de résultats</translation>
    </message>
    <message>
        <source>3. Package cost</source>
        <translation>3. Coût du forfait</translation>
    </message>
    <message>
        <source>Pin package to rows</source>
        <translation>Épingler le forfait aux lignes</translation>
    </message>
    <message>
        <source>Copies the package chosen on the Package cost page (GPU model, duration, lots, lot price and snapshot) into the selected rows, one undo step. A CPU dry run never carries a tariff.</source>
        <translation>Copie le forfait choisi sur la page Coût du forfait (modèle de GPU, durée, lots, prix du lot et relevé du catalogue) dans les lignes sélectionnées, en une seule étape à défaire. Un essai à blanc sur le CPU ne porte jamais de tarif.</translation>
    </message>
    <message>
        <source>Pin the calculator&apos;s package to these rows</source>
        <translation>Épingler le forfait du calcul à ces lignes</translation>
    </message>
    <message>
        <source>Next: fill in the protocol and fix it (1. Protocol), before any result.</source>
        <translation>Étape suivante&#xa0;: remplissez le protocole et fixez-le (1. Protocole), avant tout résultat.</translation>
    </message>
    <message>
        <source>Next: add one row per real run (2. Results grid): from the last measurement, from a report, or typed.</source>
        <translation>Étape suivante&#xa0;: ajoutez une ligne par exécution réelle (2. Grille de résultats)&#xa0;: à partir de la dernière mesure, d’un rapport, ou saisie.</translation>
    </message>
    <message>
        <source>Next: choose a package (3. Package cost), then pin it to the rows it paid for (2. Results grid, Pin package to rows).</source>
        <translation>Étape suivante&#xa0;: choisissez un forfait (3. Coût du forfait), puis épinglez-le aux lignes qu’il a payées (2. Grille de résultats, Épingler le forfait aux lignes).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) pinned to a package: the unit cost is on 3. Package cost (Use grid total).</source>
        <translation>
            <numerusform>%n ligne épinglée à un forfait&#xa0;: le coût unitaire est sous 3. Coût du forfait (Reprendre le total de la grille).</numerusform>
            <numerusform>%n lignes épinglées à un forfait&#xa0;: le coût unitaire est sous 3. Coût du forfait (Reprendre le total de la grille).</numerusform>
        </translation>
    </message>
    <message>
        <source>The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>L’ordre du travail&#xa0;: fixer le protocole, consigner chaque exécution, puis chiffrer le forfait.</translation>
    </message>
    <message>
        <source>No package to pin: choose the GPU model, duration and lots on the Package cost page first.</source>
        <translation>Aucun forfait à épingler&#xa0;: choisissez d’abord le modèle de GPU, la durée et les lots sur la page Coût du forfait.</translation>
    </message>
    <message numerus="yes">
        <source>Pinned package %1 (%2 days, lots: %3) to %n row(s).</source>
        <translation>
            <numerusform>Forfait %1 (%2 jours, lots&#xa0;: %3) épinglé à %n ligne.</numerusform>
            <numerusform>Forfait %1 (%2 jours, lots&#xa0;: %3) épinglé à %n lignes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryManager</name>
    <message>
        <source>%1: the recovery file cannot be removed</source>
        <translation>%1&#xa0;: le fichier de récupération ne peut pas être supprimé</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryPrompt</name>
    <message>
        <source>Crash recovery</source>
        <translation>Récupération après plantage</translation>
    </message>
    <message>
        <source>The unsaved work of the last session cannot be read back: %1

The file is left as it is.</source>
        <translation>Le travail non enregistré de la dernière session ne peut pas être relu&#xa0;: %1

Le fichier est laissé tel quel.</translation>
    </message>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>la grille de résultats (%n ligne)</numerusform>
            <numerusform>la grille de résultats (%n lignes)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>le protocole qualité</translation>
    </message>
    <message>
        <source>IteraGPU Lab was not closed properly. Unsaved work from %1 (UTC) was kept: %2.

Restore it? It stays unsaved until you save it.</source>
        <translation>IteraGPU Lab n’a pas été fermé correctement. Du travail non enregistré du %1 (UTC) a été conservé&#xa0;: %2.

Le restaurer&#x202f;? Il reste non enregistré jusqu’à ce que vous l’enregistriez.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Unsaved work restored; save it to keep it.</source>
        <translation>Travail non enregistré restauré&#x202f;; enregistrez-le pour le conserver.</translation>
    </message>
    <message>
        <source>Reading the unsaved work of the last session…</source>
        <translation>Lecture du travail non enregistré de la dernière session…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteCheckDialog</name>
    <message>
        <source>Check remote host</source>
        <translation>Tester l’hôte distant</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>&amp;Tester à nouveau</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Checking %1 over SSH…</source>
        <translation>Test de %1 via SSH…</translation>
    </message>
    <message>
        <source>%1 over SSH, as this window will use it:</source>
        <translation>%1 via SSH, tel que cette fenêtre l’utilisera&#xa0;:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteHostBox</name>
    <message>
        <source>ssh runs with your own OpenSSH setup (agent, keys, ~/.ssh/config, jump hosts); this window never asks for or keeps a password or key.</source>
        <translation>ssh s’exécute avec votre propre configuration OpenSSH (agent, clés, ~/.ssh/config, hôtes de rebond)&#x202f;; cette fenêtre ne vous demande ni ne conserve jamais de mot de passe ou de clé.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Machine</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>Remote host over SSH:</source>
        <translation>Hôte distant via SSH&#xa0;:</translation>
    </message>
    <message>
        <source>alias, user@host or ssh://host:port</source>
        <translation>alias, utilisateur@hôte ou ssh://hôte:port</translation>
    </message>
    <message>
        <source>What you would type after ssh: a Host of your ~/.ssh/config, user@host, or ssh://user@host:port. Recent hosts are in the list.</source>
        <translation>Ce que vous taperiez après ssh&#xa0;: un Host de votre ~/.ssh/config, utilisateur@hôte ou ssh://utilisateur@hôte:port. Les hôtes récents sont dans la liste.</translation>
    </message>
    <message>
        <source>Remote e&amp;xecutable:</source>
        <translation>E&amp;xécutable distant&#xa0;:</translation>
    </message>
    <message>
        <source>The iteragpu command line program on the remote machine: its name on the PATH there or its full path (the portable folder&apos;s bin/iteragpu, for example).</source>
        <translation>Le programme en ligne de commande iteragpu sur la machine distante&#xa0;: son nom dans le PATH de cette machine ou son chemin complet (par exemple bin/iteragpu du dossier portable).</translation>
    </message>
    <message>
        <source>Chec&amp;k remote</source>
        <translation>Tester l’hôte &amp;distant</translation>
    </message>
    <message>
        <source>Connects once and reports whether iteragpu is found there, its version, whether its torch module loads and which devices it sees.</source>
        <translation>Se connecte une fois et indique si iteragpu y est trouvé, sa version, si son module torch se charge et quels périphériques il voit.</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>Fichier de configuration SSH&#xa0;:</translation>
    </message>
    <message>
        <source>optional; default: ~/.ssh/config</source>
        <translation>facultatif&#x202f;; par défaut&#xa0;: ~/.ssh/config</translation>
    </message>
    <message>
        <source>An ssh configuration file to use instead of ~/.ssh/config (passed as ssh -F): an absolute path or one starting with ~/. Its Host aliases are offered in the host list.</source>
        <translation>Un fichier de configuration ssh à utiliser à la place de ~/.ssh/config (passé comme ssh -F)&#xa0;: un chemin absolu ou commençant par ~/. Ses alias Host sont proposés dans la liste des hôtes.</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>Fichier d’identité&#xa0;:</translation>
    </message>
    <message>
        <source>optional; default: your agent and ~/.ssh/config</source>
        <translation>facultatif&#x202f;; par défaut&#xa0;: votre agent et ~/.ssh/config</translation>
    </message>
    <message>
        <source>A private key file for ssh to try as well (passed as ssh -i): an absolute path or one starting with ~/. Only its path is kept; the key is never read here.</source>
        <translation>Un fichier de clé privée que ssh essaiera aussi (passé comme ssh -i)&#xa0;: un chemin absolu ou commençant par ~/. Seul son chemin est conservé&#x202f;; la clé n’est jamais lue ici.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteMeasurementController</name>
    <message>
        <source>A remote run is already in progress.</source>
        <translation>Une exécution distante est déjà en cours.</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Copie sur cet ordinateur</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop after the current forward; waiting up to %2 s…</source>
        <translation>Annulation&#xa0;: %1 a été prié de s’arrêter après la passe en cours&#x202f;; attente jusqu’à %2 s…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Annulation&#xa0;: %1 ne s’est pas arrêté dans les %2 s&#x202f;; fin de ssh…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Annulation&#xa0;: ssh ne s’est pas terminé dans les %1 s&#x202f;; il est tué…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteProbe</name>
    <message>
        <source>Stopped before %1 answered.</source>
        <translation>Arrêté avant que %1 ne réponde.</translation>
    </message>
    <message>
        <source>ssh connects to %1.</source>
        <translation>ssh se connecte à %1.</translation>
    </message>
    <message>
        <source>%1 on %2 is not the iteragpu command-line tool.</source>
        <translation>%1 sur %2 n’est pas l’outil en ligne de commande iteragpu.</translation>
    </message>
    <message>
        <source>%1 found: %2.</source>
        <translation>%1 trouvé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The torch module does not load there: %1</source>
        <translation>Le module torch ne se charge pas là-bas&#xa0;: %1</translation>
    </message>
    <message>
        <source>The torch module loads: libtorch %1.</source>
        <translation>Le module torch se charge&#xa0;: libtorch %1.</translation>
    </message>
    <message numerus="yes">
        <source>Devices seen: cpu and %n GPU(s) (cuda:0 to cuda:%1).</source>
        <translation>
            <numerusform>Périphériques vus&#xa0;: cpu et %n GPU (cuda:0 à cuda:%1).</numerusform>
            <numerusform>Périphériques vus&#xa0;: cpu et %n GPU (cuda:0 à cuda:%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Devices seen: cpu only, no GPU (a protocol dry run is all that can run there).</source>
        <translation>Périphériques vus&#xa0;: cpu seulement, aucun GPU (seul un essai à blanc du protocole peut tourner là-bas).</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s; ssh was ended.</source>
        <translation>%1 n’a pas répondu dans les %2 s&#x202f;; ssh a été terminé.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteSweep</name>
    <message>
        <source>A remote sweep is already in progress.</source>
        <translation>Un balayage distant est déjà en cours.</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop the current point; waiting up to %2 s…</source>
        <translation>Annulation&#xa0;: %1 a été prié d’arrêter le point en cours&#x202f;; attente jusqu’à %2 s…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Annulation&#xa0;: %1 ne s’est pas arrêté dans les %2 s&#x202f;; fin de ssh…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Annulation&#xa0;: ssh ne s’est pas terminé dans les %1 s&#x202f;; il est tué…</translation>
    </message>
    <message>
        <source>the remote sweep is not the one asked for (dimension or values differ)</source>
        <translation>le balayage distant n’est pas celui demandé (la dimension ou les valeurs diffèrent)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportLibrary</name>
    <message>
        <source>%1: not opened: %2 reports are open already; close some first.</source>
        <translation>%1&#xa0;: non ouvert&#xa0;: %2 rapports sont déjà ouverts&#x202f;; fermez-en d’abord quelques-uns.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportView</name>
    <message>
        <source>&amp;Add to the results grid</source>
        <translation>A&amp;jouter à la grille de résultats</translation>
    </message>
    <message>
        <source>Adds this run to the results grid of the Quality and cost tab, with the tariff chosen there; the row&apos;s notes name this file and the start of its SHA-256.</source>
        <translation>Ajoute cette exécution à la grille de résultats de l’onglet Qualité et coût, avec le tarif choisi là&#x202f;; les notes de la ligne nomment ce fichier et le début de son SHA-256.</translation>
    </message>
    <message>
        <source>C&amp;lose report</source>
        <translation>F&amp;ermer le rapport</translation>
    </message>
    <message>
        <source>batch %1, context %2, width %3, hidden %4, %5, warm-up %6, repeats %7, seed %8</source>
        <translation>batch %1, contexte %2, largeur %3, largeur cachée %4, %5, passes de chauffe %6, répétitions %7, graine %8</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1</source>
        <translation>Rapport ouvert (lecture seule)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Device %1 · started %2 · status %3 · format version %4</source>
        <translation>Périphérique %1 · démarré %2 · statut %3 · version de format %4</translation>
    </message>
    <message>
        <source>The predicted column is the prediction this file carried. A new run uses the form on the left; choose &quot;New run&quot; above to see it.</source>
        <translation>La colonne «&#xa0;Pic alloué prédit&#xa0;» montre la prédiction que contenait ce fichier. Une nouvelle exécution utilise le formulaire de gauche&#x202f;; choisissez «&#xa0;Nouvelle exécution&#xa0;» ci-dessus pour la voir.</translation>
    </message>
    <message>
        <source>Failure kind: not recorded (format version %1)</source>
        <translation>Type d’échec&#xa0;: non enregistré (version de format %1)</translation>
    </message>
    <message>
        <source>Failure kind: out of memory</source>
        <translation>Type d’échec&#xa0;: mémoire épuisée</translation>
    </message>
    <message>
        <source>Failure kind: other than out of memory</source>
        <translation>Type d’échec&#xa0;: autre qu’un manque de mémoire</translation>
    </message>
    <message>
        <source>Before model_load the device had %1 in use, %2 of it outside this process&apos;s caching allocator (every process on the card, not this process alone)</source>
        <translation>Avant model_load, le périphérique avait %1 utilisés, dont %2 hors de l’allocateur à cache de ce processus (tous les processus de la carte, pas seulement ce processus)</translation>
    </message>
    <message>
        <source>The device&apos;s figures contradict the allocator&apos;s in %1: it reserves more than the device reports in use. They are shown as read.</source>
        <translation>Les chiffres du périphérique contredisent ceux de l’allocateur dans %1&#xa0;: il réserve plus que ce que le périphérique indique comme utilisé. Ils sont affichés tels que lus.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridModel</name>
    <message>
        <source>edit %1</source>
        <translation>modifier %1</translation>
    </message>
    <message>
        <source>add row %1</source>
        <translation>ajouter la ligne %1</translation>
    </message>
    <message numerus="yes">
        <source>delete %n row(s)</source>
        <translation>
            <numerusform>supprimer %n ligne</numerusform>
            <numerusform>supprimer %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (gardée&#xa0;: %2)</translation>
    </message>
    <message>
        <source>CSV column: %1</source>
        <translation>Colonne CSV&#xa0;: %1</translation>
    </message>
    <message>
        <source>No row %1 to duplicate.</source>
        <translation>Il n’y a pas de ligne %1 à dupliquer.</translation>
    </message>
    <message>
        <source>Select the rows to pin the package to.</source>
        <translation>Sélectionnez les lignes auxquelles épingler le forfait.</translation>
    </message>
    <message numerus="yes">
        <source>pin %1 to %n row(s)</source>
        <translation>
            <numerusform>épingler %1 à %n ligne</numerusform>
            <numerusform>épingler %1 à %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n row(s)</source>
        <translation>
            <numerusform>ajouter %n ligne</numerusform>
            <numerusform>ajouter %n lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
    <message>
        <source>Undo</source>
        <translation>Défaire</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refaire</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>Filtrer les lignes…</translation>
    </message>
    <message>
        <source>One row per real run, failed and cancelled runs included. Decimals use &apos;.&apos; in every language; the file keeps its own row order whatever the sorting here.</source>
        <translation>Une ligne par exécution réelle, exécutions échouées et annulées comprises. Le séparateur décimal est le point («&#xa0;.&#xa0;») dans toutes les langues&#x202f;; le fichier garde son propre ordre de lignes, quel que soit le tri ici.</translation>
    </message>
    <message>
        <source>Keep row…</source>
        <translation>Garder la ligne…</translation>
    </message>
    <message>
        <source>Keeps the current row despite its problems: asks why and writes &quot;accepted: reason&quot; into its notes, which the file keeps.</source>
        <translation>Garde la ligne courante malgré ses problèmes&#xa0;: demande pourquoi et écrit «&#xa0;accepted: raison&#xa0;» dans ses notes, que le fichier conserve.</translation>
    </message>
    <message>
        <source>No problem found across the rows, the loaded catalog and the protocol.</source>
        <translation>Aucun problème trouvé entre les lignes, le catalogue chargé et le protocole.</translation>
    </message>
    <message numerus="yes">
        <source>No open problem; %n row problem(s) kept with a reason in the notes.</source>
        <translation>
            <numerusform>Aucun problème ouvert&#x202f;; %n problème de ligne gardé avec une raison dans les notes.</numerusform>
            <numerusform>Aucun problème ouvert&#x202f;; %n problèmes de ligne gardés avec une raison dans les notes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open problem(s). First: %1</source>
        <translation>
            <numerusform>%n problème ouvert. Premier&#xa0;: %1</numerusform>
            <numerusform>%n problèmes ouverts. Premier&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (gardée&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Keep row %1</source>
        <translation>Garder la ligne %1</translation>
    </message>
    <message>
        <source>Why is row %1 kept despite its problems? The reason is written into its notes as &quot;accepted: …&quot;.</source>
        <translation>Pourquoi garder la ligne %1 malgré ses problèmes&#x202f;? La raison est écrite dans ses notes sous la forme «&#xa0;accepted: …&#xa0;».</translation>
    </message>
    <message>
        <source>A row is kept only with a reason.</source>
        <translation>Une ligne n’est gardée qu’avec une raison.</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Ajouter une ligne</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliquer</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Supprimer</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunFacts</name>
    <message>
        <source>libtorch intra-op threads: not recorded</source>
        <translation>Threads intra-op de libtorch&#xa0;: non enregistrés</translation>
    </message>
    <message>
        <source>libtorch intra-op threads: %1</source>
        <translation>Threads intra-op de libtorch&#xa0;: %1</translation>
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
            <numerusform>encore environ %1 (une estimation d’après %n passe mesurée)</numerusform>
            <numerusform>encore environ %1 (une estimation d’après %n passes mesurées)</numerusform>
        </translation>
    </message>
    <message>
        <source>The last probe found no GPU; the device you chose (%1) is kept.</source>
        <translation>Le dernier examen n’a trouvé aucun GPU&#x202f;; le périphérique que vous avez choisi (%1) est conservé.</translation>
    </message>
    <message>
        <source>Dry run on the CPU:</source>
        <translation>Essai à blanc sur le CPU&#xa0;:</translation>
    </message>
    <message>
        <source>the last probe found no GPU, so the device is cpu (real forwards and times, no memory counters). Choose another device to measure it.</source>
        <translation>le dernier examen n’a trouvé aucun GPU, le périphérique est donc cpu (passes et temps réels, sans compteurs de mémoire). Choisissez un autre périphérique pour le mesurer.</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>run status</comment>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>run status</comment>
        <translation>échoué</translation>
    </message>
    <message>
        <source>cancelled</source>
        <comment>run status</comment>
        <translation>annulé</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunStatusLine</name>
    <message>
        <source>Sweep running: each point is a new iteragpu measure process; the points appear below as they end.</source>
        <translation>Balayage en cours&#xa0;: chaque point est un nouveau processus iteragpu measure&#x202f;; les points apparaissent ci-dessous à mesure qu’ils se terminent.</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Balayage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sweep mode: the form&apos;s configuration is measured at each value of one field chosen below, each point a new iteragpu measure process. The last single run stays under &quot;%1&quot;.</source>
        <translation>Mode balayage&#xa0;: la configuration du formulaire est mesurée pour chaque valeur d’un champ choisi ci-dessous, chaque point dans un nouveau processus iteragpu measure. La dernière exécution unique reste sous «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Refusée&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation>Rien n’a été mesuré et aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Report not written:</source>
        <translation>Rapport non écrit&#xa0;:</translation>
    </message>
    <message>
        <source>The phases measured are shown, but no file was written.</source>
        <translation>Les phases mesurées sont affichées, mais aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation>Rapport enregistré dans %1. Médiane de warm_forward&#xa0;: %2 s.</translation>
    </message>
    <message>
        <source>Failed part-way:</source>
        <translation>Échec en cours de route&#xa0;:</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with the status %2.</source>
        <translation>Les phases mesurées auparavant sont affichées et ont été enregistrées dans %1 avec le statut «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Annulée</translation>
    </message>
    <message>
        <source>at %1.</source>
        <translation>à %1.</translation>
    </message>
    <message>
        <source>Measured on %1 over SSH; its report there: %2.</source>
        <translation>Mesuré sur %1 via SSH&#x202f;; son rapport là-bas&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use cpu (dry run)</source>
        <translation>Utiliser le CPU (essai à blanc)</translation>
    </message>
    <message>
        <source>(checks the protocol&apos;s steps on this CPU; no GPU figure)</source>
        <translation>(vérifie les étapes du protocole sur ce CPU&#x202f;; aucun chiffre GPU)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ShownRunBox</name>
    <message>
        <source>Export table CSV…</source>
        <translation>Exporter le tableau en CSV…</translation>
    </message>
    <message>
        <source>Showin&amp;g:</source>
        <translation>&amp;Affiché&#xa0;:</translation>
    </message>
    <message>
        <source>Open re&amp;port…</source>
        <translation>Ou&amp;vrir un rapport…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Co&amp;mparer des exécutions…</translation>
    </message>
    <message>
        <source>This window&apos;s new run, or a measurement report opened from a file (read-only).</source>
        <translation>La nouvelle exécution de cette fenêtre, ou un rapport de mesure ouvert depuis un fichier (lecture seule).</translation>
    </message>
    <message>
        <source>Export phase table</source>
        <translation>Exporter le tableau des phases</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Phase table written to %1</source>
        <translation>Tableau des phases enregistré dans %1</translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation>Exporter les graphiques dans un dossier</translation>
    </message>
    <message>
        <source>New run (this window)</source>
        <translation>Nouvelle exécution (cette fenêtre)</translation>
    </message>
    <message>
        <source>Export charts PNG, SVG…</source>
        <translation>Exporter les graphiques (PNG, SVG)…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>Stale: the table and charts below show the last run (%1, %2 on %3), not the configuration now in the form. Run again to measure it.</source>
        <translation>Périmé&#xa0;: le tableau et les graphiques ci-dessous montrent la dernière exécution (%1, %2 sur %3), pas la configuration actuellement dans le formulaire. Relancez pour la mesurer.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SshProcess</name>
    <message>
        <source>The ssh program could not be run (%1): install the OpenSSH client.</source>
        <translation>Le programme ssh n’a pas pu être lancé (%1)&#xa0;: installez le client OpenSSH.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::StartStrip</name>
    <message>
        <source>An experiment is one folder that keeps the fixed protocol, every run and the price of the package. The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>Une expérience est un dossier qui garde le protocole fixé, chaque exécution et le prix du forfait. L’ordre du travail&#xa0;: fixer le protocole, consigner chaque exécution, puis chiffrer le forfait.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepCharts</name>
    <message>
        <source>Peak allocated</source>
        <translation>Pic alloué</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pic réservé</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Hors de l’allocateur à cache (tous les processus de la carte)</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pic alloué prédit</translation>
    </message>
    <message>
        <source>Device total memory</source>
        <translation>Mémoire totale du périphérique</translation>
    </message>
    <message>
        <source>Warm median</source>
        <translation>Médiane à chaud</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput</source>
        <translation>Débit atteint des produits matriciels</translation>
    </message>
    <message>
        <source>Boundary: smallest value failed for memory</source>
        <translation>Limite&#xa0;: plus petite valeur en échec faute de mémoire</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>%1 (log₂ axis)</source>
        <translation>%1 (axe log₂)</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Caching allocator peaks, outside bytes and prediction per point</source>
        <translation>Pics de l’allocateur à cache, octets hors de lui et prédiction par point</translation>
    </message>
    <message>
        <source>Predicted peak allocated per point (no allocator counters on the CPU)</source>
        <translation>Pic alloué prédit par point (pas de compteurs de l’allocateur sur le CPU)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s of the matrix products (bias and GELU not counted)</source>
        <translation>FLOP/s atteints des produits matriciels (biais et GELU non comptés)</translation>
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
        <translation>Ligne warm_forward la plus courte</translation>
    </message>
    <message>
        <source>Largest warm_forward row</source>
        <translation>Ligne warm_forward la plus longue</translation>
    </message>
    <message>
        <source>Warm forward median per point between its smallest and largest row (includes host overhead and synchronisation)</source>
        <translation>Médiane des passes à chaud par point, entre sa ligne la plus courte et la plus longue (surcoût de l’hôte et synchronisation compris)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepPanel</name>
    <message>
        <source>Run swee&amp;p</source>
        <translation>Exécuter le b&amp;alayage</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>Annuler le balayage</translation>
    </message>
    <message>
        <source>Export points as CSV…</source>
        <translation>Exporter les points en CSV…</translation>
    </message>
    <message>
        <source>Open in comparison</source>
        <translation>Ouvrir dans la comparaison</translation>
    </message>
    <message>
        <source>Add to the grid</source>
        <translation>Ajouter à la grille</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Each point is a new iteragpu measure process with its own report; the other fields are the form&apos;s. A boundary is that of this synthetic MLP on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>Chaque point est un nouveau processus iteragpu measure avec son propre rapport&#x202f;; les autres champs sont ceux du formulaire. Une limite est celle de ce MLP synthétique sur ce périphérique, avec cette libtorch et ce pilote, pas la capacité d’un modèle.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing was run and no file was written.</source>
        <translation>Rien n’a été exécuté et aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>the form&apos;s configuration is not valid; see the fields marked</source>
        <translation>la configuration du formulaire n’est pas valide&#x202f;; voir les champs signalés</translation>
    </message>
    <message>
        <source>Cancelling the current point; every finished point is kept…</source>
        <translation>Annulation du point en cours&#x202f;; chaque point terminé est conservé…</translation>
    </message>
    <message>
        <source>Point %1: %2 = %3, a new iteragpu measure process…</source>
        <translation>Point %1&#xa0;: %2 = %3, un nouveau processus iteragpu measure…</translation>
    </message>
    <message>
        <source>Index written to %1.</source>
        <translation>Index enregistré dans %1.</translation>
    </message>
    <message>
        <source>The index could not be written: %1</source>
        <translation>L’index n’a pas pu être écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s points</source>
        <translation>Exporter les points du balayage</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Sweep points written to %1</source>
        <translation>Points du balayage enregistrés dans %1</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s charts</source>
        <translation>Exporter les graphiques du balayage</translation>
    </message>
    <message>
        <source>the SSH host is not valid; see the field marked</source>
        <translation>l’hôte SSH n’est pas valide&#x202f;; voir le champ signalé</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Connexion à %1 via SSH…</translation>
    </message>
    <message>
        <source>Export charts as PNG and SVG…</source>
        <translation>Exporter les graphiques en PNG et SVG…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepRequestForm</name>
    <message>
        <source>Folder of the sweep (new or empty)</source>
        <translation>Dossier du balayage (nouveau ou vide)</translation>
    </message>
    <message>
        <source>%1: give the sweep&apos;s folder on the remote host</source>
        <translation>%1&#xa0;: indiquez le dossier du balayage sur l’hôte distant</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an executable program</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un programme exécutable</translation>
    </message>
    <message>
        <source>List of values</source>
        <translation>Liste de valeurs</translation>
    </message>
    <message>
        <source>Doubling range</source>
        <translation>Plage par doublement</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>&amp;Varier&#xa0;:</translation>
    </message>
    <message>
        <source>Va&amp;lues:</source>
        <translation>Vale&amp;urs&#xa0;:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>&amp;Minimum&#xa0;:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Maximum&#xa0;:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Pas&#xa0;:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Command-line pro&amp;gram:</source>
        <translation>Programme en ligne &amp;de commande&#xa0;:</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>Dossier distant&#xa0;:</translation>
    </message>
    <message>
        <source>the local folder&apos;s name, in the remote home folder</source>
        <translation>le nom du dossier local, dans le dossier personnel distant</translation>
    </message>
    <message>
        <source>The sweep&apos;s folder on the remote host, new or empty; a relative path is in the remote home folder. Every report and sweep.json are fetched into the local folder.</source>
        <translation>Le dossier du balayage sur l’hôte distant, nouveau ou vide&#x202f;; un chemin relatif est dans le dossier personnel distant. Chaque rapport et le sweep.json sont récupérés dans le dossier local.</translation>
    </message>
    <message>
        <source>Comma-separated, increasing for a number (256,512,1024), or dtype names.</source>
        <translation>Séparées par des virgules, croissantes pour un nombre (256,512,1024), ou des noms de dtype.</translation>
    </message>
    <message>
        <source>The range doubles from this value while it is at most the other.</source>
        <translation>La plage double à partir de cette valeur tant qu’elle ne dépasse pas le maximum.</translation>
    </message>
    <message>
        <source>Bisect to the bound&amp;ary</source>
        <translation>&amp;Encadrer la limite par dichotomie</translation>
    </message>
    <message>
        <source>After the first point that fails for memory, probes between the largest complete value and it, on multiples of the step, then runs the largest complete value again.</source>
        <translation>Après le premier point qui échoue faute de mémoire, mesure des valeurs entre la plus grande valeur terminée et ce point, sur des multiples du pas, puis exécute à nouveau la plus grande valeur terminée.</translation>
    </message>
    <message>
        <source>a new or empty folder</source>
        <translation>un dossier nouveau ou vide</translation>
    </message>
    <message>
        <source>The iteragpu command-line program each point runs as a separate process.</source>
        <translation>Le programme en ligne de commande iteragpu que chaque point exécute comme un processus distinct.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepTableModel</name>
    <message>
        <source>complete</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed (out of memory)</source>
        <translation>échoué (mémoire épuisée)</translation>
    </message>
    <message>
        <source>failed (other)</source>
        <translation>échoué (autre cause)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>refusé</translation>
    </message>
    <message>
        <source>no report</source>
        <translation>sans rapport</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>upward</source>
        <translation>montée</translation>
    </message>
    <message>
        <source>bisect</source>
        <translation>dichotomie</translation>
    </message>
    <message>
        <source>re-run</source>
        <translation>réexécution</translation>
    </message>
    <message>
        <source>%1 FLOP/s: %2 FLOP per forward (matrix products only) / the warm median</source>
        <translation>%1 FLOP/s&#xa0;: %2 FLOP par passe (produits matriciels seulement) / la médiane à chaud</translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>D’après les octets libres et totaux du périphérique lui-même&#xa0;: tous les processus de la carte, pas seulement ce processus.</translation>
    </message>
    <message>
        <source>4 × batch × context × width × hidden FLOP per forward over the warm median; bias and GELU are not counted, and the time includes host overhead and synchronisation.</source>
        <translation>4 × batch × contexte × largeur × largeur cachée FLOP par passe, divisés par la médiane à chaud&#x202f;; le biais et GELU ne sont pas comptés, et le temps inclut le surcoût de l’hôte et la synchronisation.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pic alloué</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pic réservé</translation>
    </message>
    <message>
        <source>Outside the caching allocator</source>
        <translation>Hors de l’allocateur à cache</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pic alloué prédit</translation>
    </message>
    <message>
        <source>Warm median (s)</source>
        <translation>Médiane à chaud (s)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s</source>
        <translation>FLOP/s atteints</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TabWiring</name>
    <message numerus="yes">
        <source>Quality and cost calculator set to %1 for %n day(s).</source>
        <translation>
            <numerusform>Calcul de l’onglet Qualité et coût réglé sur %1 pour %n jour.</numerusform>
            <numerusform>Calcul de l’onglet Qualité et coût réglé sur %1 pour %n jours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) added to the results grid from the sweep.</source>
        <translation>
            <numerusform>%n ligne ajoutée à la grille de résultats depuis le balayage.</numerusform>
            <numerusform>%n lignes ajoutées à la grille de résultats depuis le balayage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row added to the results grid from %1.</source>
        <translation>Ligne ajoutée à la grille de résultats à partir de %1.</translation>
    </message>
    <message>
        <source>Sweep running on %1 over SSH…</source>
        <translation>Balayage en cours sur %1 via SSH…</translation>
    </message>
    <message>
        <source>Measurement running on %1 over SSH…</source>
        <translation>Mesure en cours sur %1 via SSH…</translation>
    </message>
    <message>
        <source>Sweep running: each point a new iteragpu measure process…</source>
        <translation>Balayage en cours&#xa0;: chaque point est un nouveau processus iteragpu measure…</translation>
    </message>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation>Mesure en cours dans le thread de travail…</translation>
    </message>
    <message>
        <source>Sweep ended; the Measure tab says how.</source>
        <translation>Balayage terminé&#x202f;; l’onglet Mesure indique comment.</translation>
    </message>
    <message>
        <source>Measurement refused</source>
        <translation>Mesure refusée</translation>
    </message>
    <message>
        <source>Measurement report not written</source>
        <translation>Rapport de mesure non écrit</translation>
    </message>
    <message>
        <source>Measurement complete</source>
        <translation>Mesure terminée</translation>
    </message>
    <message>
        <source>Measurement failed part-way</source>
        <translation>La mesure a échoué en cours de route</translation>
    </message>
    <message>
        <source>Measurement cancelled</source>
        <translation>Mesure annulée</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TariffChoiceDialog</name>
    <message>
        <source>Tariff of the new row</source>
        <translation>Tarif de la nouvelle ligne</translation>
    </message>
    <message>
        <source>Which tariff does the row of %1 pin? The row keeps it even when the catalog changes later.</source>
        <translation>Quel tarif la ligne de %1 fige-t-elle&#x202f;? La ligne le garde même si le catalogue change plus tard.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;From the calculator: %1, %2 days, %n lot(s)</source>
        <translation>
            <numerusform>&amp;Depuis le calcul&#xa0;: %1, %2 jours, %n lot</numerusform>
            <numerusform>&amp;Depuis le calcul&#xa0;: %1, %2 jours, %n lots</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per lot, prices of %2. To pin another package, change it in the calculator first.</source>
        <translation>%1 par lot, prix du %2. Pour figer un autre forfait, changez-le d’abord dans le calcul.</translation>
    </message>
    <message>
        <source>&amp;From the calculator: no valid package</source>
        <translation>&amp;Depuis le calcul&#xa0;: aucun forfait valide</translation>
    </message>
    <message>
        <source>Choose a GPU model, a duration and lots in the calculator to pin a package.</source>
        <translation>Choisissez un modèle de GPU, une durée et des lots dans le calcul pour figer un forfait.</translation>
    </message>
    <message>
        <source>&amp;No tariff (dry run): the tariff cells stay empty</source>
        <translation>Aucun &amp;tarif (essai à blanc)&#xa0;: les cellules du tarif restent vides</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>A&amp;jouter une ligne</translation>
    </message>
    <message>
        <source>A CPU dry run never carries a tariff: it measured no GPU, so it never sets a unit cost.</source>
        <translation>Un essai à blanc sur le CPU ne porte jamais de tarif&#xa0;: il n’a mesuré aucun GPU, il ne détermine donc jamais de coût unitaire.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Recent results grids</source>
        <translation>Grilles de résultats &amp;récentes</translation>
    </message>
    <message>
        <source>Open measurement or environment r&amp;eport…</source>
        <translation>Ouvrir un rapport de mesure ou d’en&amp;vironnement…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Co&amp;mparer des exécutions…</translation>
    </message>
    <message>
        <source>Save results grid &amp;as…</source>
        <translation>Enregistrer la grille de résultats &amp;sous…</translation>
    </message>
    <message>
        <source>Open &amp;protocol…</source>
        <translation>Ouvrir le &amp;protocole…</translation>
    </message>
    <message>
        <source>Open &amp;catalog…</source>
        <translation>Ouvrir le &amp;catalogue…</translation>
    </message>
    <message>
        <source>Export cost &amp;JSON…</source>
        <translation>Exporter le coût en &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>Exporter le paquet de r&amp;apports…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Défaire</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refaire</translation>
    </message>
    <message>
        <source>Choose torch bac&amp;kend…</source>
        <translation>Choisir le &amp;backend torch…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimation</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Environnement</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Quality and cost</source>
        <translation>Qualité et coût</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Help for this tab</source>
        <translation>Ai&amp;de pour cet onglet</translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation>&amp;À propos d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>&amp;Nouvelle expérience…</translation>
    </message>
    <message>
        <source>&amp;Open experiment…</source>
        <translation>&amp;Ouvrir une expérience…</translation>
    </message>
    <message>
        <source>Recent e&amp;xperiments</source>
        <translation>E&amp;xpériences récentes</translation>
    </message>
    <message>
        <source>&amp;Save experiment</source>
        <translation>&amp;Enregistrer l’expérience</translation>
    </message>
    <message>
        <source>C&amp;lose experiment</source>
        <translation>&amp;Fermer l’expérience</translation>
    </message>
    <message>
        <source>Open results &amp;grid…</source>
        <translation>Ouvrir la &amp;grille de résultats…</translation>
    </message>
    <message>
        <source>Recent repor&amp;ts</source>
        <translation>Rappor&amp;ts récents</translation>
    </message>
    <message>
        <source>Save results gr&amp;id</source>
        <translation>Enregistrer la gr&amp;ille de résultats</translation>
    </message>
    <message>
        <source>Sa&amp;ve protocol…</source>
        <translation>Enregistrer le protoco&amp;le…</translation>
    </message>
    <message>
        <source>&amp;Add results row</source>
        <translation>&amp;Ajouter une ligne de résultats</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowRecovery</name>
    <message>
        <source>Crash recovery cannot keep your unsaved work: %1</source>
        <translation>La récupération après plantage ne peut pas conserver votre travail non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Crash recovery is off: %1 cannot be written</source>
        <translation>La récupération après plantage est désactivée&#xa0;: %1 ne peut pas être écrit</translation>
    </message>
    <message>
        <source>Unsaved changes to the results grid and the protocol are lost if IteraGPU Lab stops unexpectedly. Make %1 writable and start again to turn recovery on.</source>
        <translation>Les modifications non enregistrées de la grille de résultats et du protocole sont perdues si IteraGPU Lab s’arrête de façon inattendue. Rendez %1 accessible en écriture et redémarrez pour activer la récupération.</translation>
    </message>
    <message>
        <source>Crash recovery is off in this window: another window keeps it</source>
        <translation>La récupération après plantage est désactivée dans cette fenêtre&#xa0;: une autre fenêtre s’en charge</translation>
    </message>
    <message>
        <source>Only one window keeps the unsaved work of the same place. Open an experiment in this window (File &gt; New experiment… or Open experiment…): each experiment has its own crash recovery.</source>
        <translation>Une seule fenêtre conserve le travail non enregistré d’un même endroit. Ouvrez une expérience dans cette fenêtre (Fichier &gt; Nouvelle expérience… ou Ouvrir une expérience…)&#xa0;: chaque expérience a sa propre récupération après plantage.</translation>
    </message>
</context>
</TS>
