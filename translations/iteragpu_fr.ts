<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>IteraGpu::BackendLoader</name>
    <message>
        <source>backend %1: not a file</source>
        <translation>backend %1 : pas un fichier</translation>
    </message>
    <message>
        <source>backend %1: cannot be loaded (%2)</source>
        <translation>backend %1 : chargement impossible (%2)</translation>
    </message>
    <message>
        <source>backend %1: not an IteraGPU Lab torch module (its entry points are missing)</source>
        <translation>backend %1 : pas un module torch d’IteraGPU Lab (points d’entrée absents)</translation>
    </message>
    <message>
        <source>backend %1: ABI version %2, this application needs %3</source>
        <translation>backend %1 : version d’ABI %2, cette application requiert %3</translation>
    </message>
    <message>
        <source>backend %1: its function table does not match ABI version %2</source>
        <translation>backend %1 : sa table de fonctions ne correspond pas à la version d’ABI %2</translation>
    </message>
    <message>
        <source>backend %1: not found (install the package iteragpu-lab-torch, build the torch module, or give its path with --backend)</source>
        <translation>backend %1 : introuvable (installez le paquet iteragpu-lab-torch, compilez le module torch ou indiquez son chemin avec --backend)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Catalog</name>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1 : fichier vide ; en-tête attendu : %2</translation>
    </message>
    <message>
        <source>%1, line 1: missing column &apos;%2&apos;; expected the header %3</source>
        <translation>%1, ligne 1 : colonne « %2 » manquante ; en-tête attendu : %3</translation>
    </message>
    <message>
        <source>%1, line 1: the header must be exactly %2</source>
        <translation>%1, ligne 1 : l’en-tête doit être exactement %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1 : %2 champs attendus, %3 trouvés</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1 : « %2 » n’est pas un identifiant valide (minuscules, chiffres, « . », « - », « _ »)</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1 : le nom du modèle est vide</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be whole US-dollar cents, digits only (no decimals, no currency sign)</source>
        <translation>%1 : « %2 » doit être en cents de dollar US entiers, chiffres uniquement (sans décimales ni symbole monétaire)</translation>
    </message>
    <message>
        <source>%1: a price cannot be negative, got &apos;%2&apos;</source>
        <translation>%1 : un prix ne peut pas être négatif, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD, optionally followed by a note in parentheses</source>
        <translation>%1 : « %2 » n’est pas une date AAAA-MM-JJ, éventuellement suivie d’une note entre parenthèses</translation>
    </message>
    <message>
        <source>%1: duplicate row for gpu_id &apos;%2&apos; and %3 days</source>
        <translation>%1 : ligne en double pour gpu_id « %2 » et %3 jours</translation>
    </message>
    <message>
        <source>%1: gpu_id &apos;%2&apos; disagrees with its earlier rows on %3</source>
        <translation>%1 : gpu_id « %2 » contredit ses lignes précédentes sur %3</translation>
    </message>
    <message>
        <source>%1: the catalog has a header but no tariff rows</source>
        <translation>%1 : le catalogue a un en-tête mais aucune ligne de tarif</translation>
    </message>
    <message>
        <source> and %1 more (see &apos;iteragpu catalog&apos;)</source>
        <translation> et %1 de plus (voir « iteragpu catalog »)</translation>
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
        <translation>%1, ligne %2 : un guillemet dans un champ non entre guillemets (mettez tout le champ entre guillemets et doublez le guillemet)</translation>
    </message>
    <message>
        <source>%1, line %2: text after a closing quote</source>
        <translation>%1, ligne %2 : du texte après un guillemet fermant</translation>
    </message>
    <message>
        <source>%1, line %2: a quoted field is never closed (unterminated quote)</source>
        <translation>%1, ligne %2 : un champ entre guillemets n’est jamais fermé (guillemet non terminé)</translation>
    </message>
    <message>
        <source>%1, line %2: expected at most %3 fields, found more</source>
        <translation>%1, ligne %2 : au plus %3 champs attendus, davantage trouvés</translation>
    </message>
    <message>
        <source>%1, line %2: a field longer than %3 characters</source>
        <translation>%1, ligne %2 : un champ de plus de %3 caractères</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DisplayText</name>
    <message>
        <source>… (%1 more characters)</source>
        <translation>… (%1 caractères de plus)</translation>
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
        <translation>%1 : doit valoir %2 jours, reçu « %3 »</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1 : doit être %2, reçu « %3 »</translation>
    </message>
    <message>
        <source>%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)</source>
        <translation>%1 : un périphérique est requis, par ex. cuda:0 (ou cpu pour un essai à blanc du protocole)</translation>
    </message>
    <message>
        <source>%1: must be cuda:N (e.g. cuda:0) or cpu, got &apos;%2&apos;</source>
        <translation>%1 : doit être cuda:N (par ex. cuda:0) ou cpu, reçu « %2 »</translation>
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
        <translation>non chargée : %1</translation>
    </message>
    <message>
        <source>GPU runtime libtorch was built with</source>
        <translation>Runtime GPU avec lequel libtorch a été compilé</translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation>aucun : cette libtorch ne prend en charge ni CUDA ni ROCm</translation>
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
        <translation>non disponible : %1</translation>
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
</context>
<context>
    <name>IteraGpu::EnvironmentReader</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>« %1 » attendu</translation>
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
        <translation>GiB = 2^30 octets, GB = 10^9 octets ; affiché arrondi au demi supérieur à 2 décimales ; les octets sont exacts</translation>
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
        <translation>%1 : une valeur est requise (%2)</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1 : doit être %2, reçu « %3 »</translation>
    </message>
    <message>
        <source>%1: must be %2 written with digits only, got &apos;%3&apos;</source>
        <translation>%1 : doit être %2 écrit uniquement avec des chiffres, reçu « %3 »</translation>
    </message>
    <message>
        <source>a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2</source>
        <translation>un nombre décimal non négatif comme 4 ou 0.5, avec au plus %1 décimales et au plus %2</translation>
    </message>
    <message>
        <source>%1: must not be negative, got &apos;%2&apos;</source>
        <translation>%1 : ne doit pas être négatif, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: at most %2 decimals are supported, got &apos;%3&apos;</source>
        <translation>%1 : au plus %2 décimales sont prises en charge, reçu « %3 »</translation>
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
        <translation>%1 : le dossier ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be examined (%2)</source>
        <translation>%1 : ne peut pas être examiné (%2)</translation>
    </message>
    <message>
        <source>%1: folders nested deeper than %2 levels</source>
        <translation>%1 : dossiers imbriqués sur plus de %2 niveaux</translation>
    </message>
    <message>
        <source>%1/: the folder cannot be read (%2)</source>
        <translation>%1/ : le dossier ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>%1: %2, not allowed in a verified folder</source>
        <translation>%1 : %2, non autorisé dans un dossier vérifié</translation>
    </message>
    <message>
        <source>%1: not a folder that can be read (%2)</source>
        <translation>%1 : pas un dossier lisible (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : ne peut pas être lu (%2)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1 : taille %2 octets, le manifeste indique %3</translation>
    </message>
    <message>
        <source>%1: grew while it was read</source>
        <translation>%1 : a grossi pendant la lecture</translation>
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
    <name>IteraGpu::Manifest</name>
    <message>
        <source>%1: not an IteraGPU Lab manifest</source>
        <translation>%1 : pas un manifeste d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: missing (listed in the manifest)</source>
        <translation>%1 : manquant (listé dans le manifeste)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1 : taille %2 octets, le manifeste indique %3</translation>
    </message>
    <message>
        <source>%1: SHA-256 does not match the manifest</source>
        <translation>%1 : le SHA-256 ne correspond pas au manifeste</translation>
    </message>
    <message>
        <source>%1: not listed in the manifest</source>
        <translation>%1 : absent du manifeste</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>(absent ou pas un nombre)</translation>
    </message>
    <message>
        <source>%1: format_version %2 is not supported (this version reads %3)</source>
        <translation>%1 : format_version %2 n’est pas pris en charge (cette version lit %3)</translation>
    </message>
    <message>
        <source>%1: &apos;members&apos; is missing or not a list</source>
        <translation>%1 : « members » est absent ou n’est pas une liste</translation>
    </message>
    <message>
        <source>%1: member %2 has an invalid name &apos;%3&apos;</source>
        <translation>%1 : le membre %2 a un nom invalide « %3 »</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is listed more than once</source>
        <translation>%1 : « %2 » est listé plus d’une fois</translation>
    </message>
    <message>
        <source>%1: member &apos;%2&apos; lacks a valid size or SHA-256</source>
        <translation>%1 : le membre « %2 » n’a pas de taille ou de SHA-256 valide</translation>
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
</context>
<context>
    <name>IteraGpu::MeasurementConfig</name>
    <message>
        <source>%1: an output file name is required (a new .json file)</source>
        <translation>%1 : un nom de fichier de sortie est requis (un nouveau fichier .json)</translation>
    </message>
    <message>
        <source>invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes</source>
        <translation>configuration invalide : un tenseur de %1 octets dépasserait les %2 octets pris en charge</translation>
    </message>
    <message>
        <source>%1: %2 exists already; a result is never overwritten, choose a new name</source>
        <translation>%1 : %2 existe déjà ; un résultat n’est jamais écrasé, choisissez un nouveau nom</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1 : le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>%1: the file name %2 is %3 bytes long; the file system allows at most %4</source>
        <translation>%1 : le nom de fichier %2 fait %3 octets ; le système de fichiers en autorise au plus %4</translation>
    </message>
    <message>
        <source>%1: the path %2 is %3 bytes long; at most %4 are allowed</source>
        <translation>%1 : le chemin %2 fait %3 octets ; au plus %4 sont autorisés</translation>
    </message>
    <message>
        <source>%1: %2 cannot be checked (%3)</source>
        <translation>%1 : %2 ne peut pas être vérifié (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation>%1 : %2 n’est pas un dossier</translation>
    </message>
    <message>
        <source>%1: the folder %2 is on %3, a special file system; choose a folder on a disk</source>
        <translation>%1 : le dossier %2 se trouve sur %3, un système de fichiers spécial ; choisissez un dossier sur un disque</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementSession</name>
    <message>
        <source>%1 %2: not available: %3; nothing was measured, there is no CPU fallback</source>
        <translation>%1 %2 : non disponible : %3 ; rien n’a été mesuré, aucun repli sur le CPU</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2 : %3</translation>
    </message>
    <message>
        <source>stopped at %1: %2</source>
        <translation>arrêté à %1 : %2</translation>
    </message>
    <message>
        <source>%1; nothing was measured</source>
        <translation>%1 ; rien n’a été mesuré</translation>
    </message>
    <message>
        <source>%1; the run ended (%2) but its report could not be written, nothing was kept</source>
        <translation>%1 ; l’exécution s’est terminée (%2) mais son rapport n’a pas pu être écrit, rien n’a été conservé</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>annulé à %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation>%1 : doit être un nombre entier positif de résultats acceptés distincts ; 0 est refusé (omettez-le et le coût unitaire reste non calculé)</translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation>coût unitaire = total du forfait / résultats acceptés, arrondi au demi supérieur à 1/100 de cent</translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation>Ne prouve ni la disponibilité ni la réservation ; vérifiez l’offre avant d’acheter.</translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation>Prix d’échantillon illustratifs construits à partir de médianes publiques à la demande, pas un devis d’un fournisseur.</translation>
    </message>
    <message>
        <source>%1: unknown gpu id &apos;%2&apos;; known ids: %3</source>
        <translation>%1 : identifiant de GPU inconnu « %2 » ; identifiants connus : %3</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2-day package for &apos;%3&apos;</source>
        <translation>%1 : le catalogue n’a pas de forfait de %2 jours pour « %3 »</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1 : doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1 : doit être un nombre entier positif</translation>
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
        <translation>Prédit à partir des formes, arrondi aux blocs de 512 octets de l’allocateur. Non inclus : les espaces de travail des bibliothèques (cuBLAS/hipBLAS allouent le leur au premier produit matriciel et le gardent), le contexte CUDA, les autres processus. À partir de cold_forward, les octets alloués mesurés dépasseront la prédiction d’environ la taille de cet espace de travail.</translation>
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
        <translation>%1 : requis avant de pouvoir fixer le protocole</translation>
    </message>
    <message>
        <source>comparison: must be one of &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>comparaison : doit être l’un de &gt;=, &gt;, &lt;=, &lt;</translation>
    </message>
    <message>
        <source>threshold: a decimal number with &apos;.&apos; such as 0.90 is required, got &apos;%1&apos;</source>
        <translation>seuil : un nombre décimal avec « . » comme 0.90 est requis, reçu « %1 »</translation>
    </message>
    <message>
        <source>corpus size</source>
        <translation>taille du corpus</translation>
    </message>
    <message>
        <source>the protocol is fixed; change it with an amendment</source>
        <translation>le protocole est fixé ; modifiez-le par un avenant</translation>
    </message>
    <message>
        <source>the protocol is already fixed</source>
        <translation>le protocole est déjà fixé</translation>
    </message>
    <message>
        <source>reason: results exist already, so an amendment needs a reason</source>
        <translation>raison : des résultats existent déjà, un avenant doit donc être motivé</translation>
    </message>
    <message>
        <source>the amendment changes nothing</source>
        <translation>l’avenant ne change rien</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab quality protocol (format)</source>
        <translation>%1 : pas un protocole qualité d’IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported format_version</source>
        <translation>%1 : format_version non prise en charge</translation>
    </message>
    <message>
        <source>%1: fixed_at_utc is not a valid UTC time</source>
        <translation>%1 : fixed_at_utc n’est pas une heure UTC valide</translation>
    </message>
    <message>
        <source>%1: sha256 does not match the protocol&apos;s fields (was it edited outside the tool?)</source>
        <translation>%1 : sha256 ne correspond pas aux champs du protocole (modifié hors de l’outil ?)</translation>
    </message>
    <message>
        <source>%1: amendment %2 is inconsistent</source>
        <translation>%1 : l’avenant %2 est incohérent</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1 : JSON invalide (%2 à la position %3)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Recovery</name>
    <message>
        <source>%1, byte %2: not valid JSON (%3)</source>
        <translation>%1, octet %2 : JSON non valide (%3)</translation>
    </message>
    <message>
        <source>%1: not a recovery file of this version of IteraGPU Lab</source>
        <translation>%1 : ce n’est pas un fichier de récupération de cette version d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: saved_utc: a UTC time is required</source>
        <translation>%1 : saved_utc : une heure UTC est requise</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportBundle</name>
    <message>
        <source>no measurement report yet: measurement.json, phases.csv and the charts are left out</source>
        <translation>pas encore de rapport de mesure : measurement.json, phases.csv et les graphiques sont omis</translation>
    </message>
    <message>
        <source>the environment was not probed: environment.json is left out</source>
        <translation>l’environnement n’a pas été examiné : environment.json est omis</translation>
    </message>
    <message>
        <source>no valid package cost: cost.json is left out</source>
        <translation>pas de coût de forfait valide : cost.json est omis</translation>
    </message>
    <message>
        <source>%1 exists already; a bundle goes into a new folder</source>
        <translation>%1 existe déjà ; un lot d’export va dans un nouveau dossier</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1 : impossible de créer le dossier</translation>
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
        <translation>un entier attendu (memory_counters vaut « caching_allocator »)</translation>
    </message>
    <message>
        <source>expected null (memory_counters is &quot;unavailable&quot;)</source>
        <translation>null attendu (memory_counters vaut « unavailable »)</translation>
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
        <translation>%1 lignes pour une exécution complète ; warmup %2 et repeats %3 en donnent %4</translation>
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
        <translation>« %1 » ou « %2 » attendu</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ResultsGrid</name>
    <message>
        <source>%1: a value is required</source>
        <translation>%1 : une valeur est requise</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed</source>
        <translation>%1 : les caractères de contrôle ne sont pas autorisés</translation>
    </message>
    <message>
        <source>%1: the text is too long</source>
        <translation>%1 : le texte est trop long</translation>
    </message>
    <message>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos; only, got &apos;%2&apos;</source>
        <translation>%1 : lettres, chiffres, « . », « _ », « : » et « - » uniquement, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: a UTC time such as 2026-09-24T14:05:00Z is required, got &apos;%2&apos;</source>
        <translation>%1 : une heure UTC comme 2026-09-24T14:05:00Z est requise, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: must be complete, failed or cancelled, got &apos;%2&apos;</source>
        <translation>%1 : doit être complete, failed ou cancelled, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: a catalog gpu id such as h100 is required, got &apos;%2&apos;</source>
        <translation>%1 : un identifiant de GPU du catalogue comme h100 est requis, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: a decimal number with &apos;.&apos; such as 0.93 is required, got &apos;%2&apos;</source>
        <translation>%1 : un nombre décimal avec « . » comme 0.93 est requis, reçu « %2 »</translation>
    </message>
    <message>
        <source>%1: must be yes or no, got &apos;%2&apos;</source>
        <translation>%1 : doit être yes ou no, reçu « %2 »</translation>
    </message>
    <message>
        <source>accepted_results: cannot exceed useful_units_submitted (%1)</source>
        <translation>accepted_results : ne peut pas dépasser useful_units_submitted (%1)</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header line %2</source>
        <translation>%1 : fichier vide ; ligne d’en-tête attendue : %2</translation>
    </message>
    <message>
        <source>%1, line 1: wrong header; expected exactly %2</source>
        <translation>%1, ligne 1 : en-tête incorrect ; attendu exactement %2</translation>
    </message>
    <message>
        <source>%1, line %2: expected %3 fields, found %4</source>
        <translation>%1, ligne %2 : %3 champs attendus, %4 trouvés</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1, line %2: run_id &apos;%3&apos; appears twice</source>
        <translation>%1, ligne %2 : run_id « %3 » apparaît deux fois</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>cellule inexistante</translation>
    </message>
    <message>
        <source>run_id: &apos;%1&apos; is already used by another row</source>
        <translation>run_id : « %1 » est déjà utilisé par une autre ligne</translation>
    </message>
    <message>
        <source>no such row</source>
        <translation>ligne inexistante</translation>
    </message>
</context>
<context>
    <name>IteraGpu::TextFile</name>
    <message>
        <source>%1: not a text file (it contains NUL bytes)</source>
        <translation>%1 : pas un fichier texte (il contient des octets NUL)</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1 : pas du texte UTF-8</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1 : lecture impossible (%2)</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes, refused</source>
        <translation>%1 : plus de %2 octets, refusé</translation>
    </message>
    <message>
        <source>%1: exists already; a result is never overwritten, choose a new name</source>
        <translation>%1 : existe déjà ; un résultat n’est jamais écrasé, choisissez un nouveau nom</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1 : écriture impossible (%2)</translation>
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
        <translation>%1 : un lien symbolique, refusé (les liens ne sont pas suivis)</translation>
    </message>
    <message>
        <source>%1: %2, not a regular file; refused</source>
        <translation>%1 : %2, pas un fichier ordinaire ; refusé</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1 : pas un nom de fichier</translation>
    </message>
    <message>
        <source>%1: cannot be written; its folder cannot be opened (%2)</source>
        <translation>%1 : ne peut pas être écrit ; son dossier ne peut pas être ouvert (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2); nothing was saved</source>
        <translation>%1 : ne peut pas être écrit (%2) ; rien n’a été enregistré</translation>
    </message>
    <message>
        <source>%1: written, but its folder could not be synced to disk (%2)</source>
        <translation>%1 : écrit, mais son dossier n’a pas pu être synchronisé sur le disque (%2)</translation>
    </message>
    <message>
        <source>the folder %1 does not accept new files (%2)</source>
        <translation>le dossier %1 n’accepte pas de nouveaux fichiers (%2)</translation>
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
    <name>IteraGpu::Ui::ChartView</name>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1 : impossible de rendre le graphique en PNG</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message>
        <source>&amp;GPU model:</source>
        <translation>Modèle de &amp;GPU :</translation>
    </message>
    <message>
        <source>D&amp;uration (days):</source>
        <translation>D&amp;urée (jours) :</translation>
    </message>
    <message>
        <source>&amp;Lots:</source>
        <translation>&amp;Lots :</translation>
    </message>
    <message>
        <source>&amp;Accepted results:</source>
        <translation>Résultats &amp;acceptés :</translation>
    </message>
    <message>
        <source>empty: no unit cost</source>
        <translation>vide : pas de coût unitaire</translation>
    </message>
    <message>
        <source>The number of distinct accepted useful units. There is no default: without it the unit cost is not computed. Repetitions of a benchmark are not new units.</source>
        <translation>Le nombre d’unités utiles acceptées distinctes. Il n’y a pas de valeur par défaut : sans lui, le coût unitaire n’est pas calculé. Les répétitions d’un benchmark ne sont pas de nouvelles unités.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Calculateur</translation>
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
    <message>
        <source>Use grid total (%1 accepted)</source>
        <translation>Reprendre le total de la grille (%1 acceptés)</translation>
    </message>
    <message numerus="yes">
        <source>Takes the sum of accepted_results over %n grid row(s) as the denominator. Only when you click: nothing is filled in automatically.</source>
        <translation>
            <numerusform>Prend comme dénominateur la somme de accepted_results sur %n ligne de la grille. Seulement au clic : rien n’est rempli automatiquement.</numerusform>
            <numerusform>Prend comme dénominateur la somme de accepted_results sur %n lignes de la grille. Seulement au clic : rien n’est rempli automatiquement.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>Identifiant GPU</translation>
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
        <translation>Instantané</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cents</source>
        <translation>%1 cents</translation>
    </message>
    <message>
        <source>No tariff catalog is loaded.</source>
        <translation>Aucun catalogue de tarifs n’est chargé.</translation>
    </message>
    <message>
        <source>No result: correct the field marked in red.</source>
        <translation>Pas de résultat : corrigez le champ marqué en rouge.</translation>
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
        <translation>non calculé : indiquez le nombre de résultats acceptés</translation>
    </message>
    <message>
        <source>Snapshot %1. Whole US-dollar cents per lot, a lot&apos;s price covers all its GPUs; no currency conversion, no hourly pro-rata.</source>
        <translation>Instantané du %1. Cents de dollar US entiers par lot, le prix d’un lot couvre tous ses GPU ; sans conversion de devise ni prorata horaire.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EnvironmentTab</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Périphérique :</translation>
    </message>
    <message>
        <source>D&amp;river version (you record it):</source>
        <translation>Version du &amp;pilote (saisie par vous) :</translation>
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
        <translation>E&amp;xporter en JSON…</translation>
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
        <translation>Périphérique : doit être cuda:N (par ex. cuda:0) ou cpu.</translation>
    </message>
    <message>
        <source>Probing… (loading libtorch in the background)</source>
        <translation>Examen en cours… (chargement de libtorch en arrière-plan)</translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation>Le périphérique %1 n’est pas disponible : %2. Environnement enregistré ; une mesure sur celui-ci sera refusée (aucun repli sur le CPU). Choisissez cpu pour un essai à blanc du protocole.</translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation>Environnement enregistré. La version du pilote est uniquement ce que vous saisissez ci-dessus.</translation>
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
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>No environment to export: probe it first.</source>
        <translation>Aucun environnement à exporter : examinez-le d’abord.</translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables other than the four that configure the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation>Pas encore examiné. L’examen charge le module libtorch en arrière-plan ; rien n’est collecté au-delà des éléments affichés (aucune variable d’environnement hormis les quatre qui configurent l’allocateur et cuBLAS, ni noms d’utilisateur ou de machine, ni chemins personnels, numéros de série, UUID ou adresses réseau).</translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. Install the package iteragpu-lab-torch, build the torch module (it is part of the normal build) or choose its file with File &gt; Choose torch backend; measurements are refused until it loads.</source>
        <translation>Le backend libtorch n’est pas chargé : %1. Installez le paquet iteragpu-lab-torch, compilez le module torch (il fait partie de la compilation normale) ou choisissez son fichier via Fichier &gt; Choisir le backend torch ; les mesures sont refusées tant qu’il n’est pas chargé.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message>
        <source>Weight memory from a parameter count and a bit width. No GPU is needed.</source>
        <translation>Mémoire des poids à partir du nombre de paramètres et de la largeur en bits. Aucun GPU nécessaire.</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Paramètres :</translation>
    </message>
    <message>
        <source>&amp;Bits per parameter:</source>
        <translation>&amp;Bits par paramètre :</translation>
    </message>
    <message>
        <source>&amp;Reserve (GiB, your assumption):</source>
        <translation>&amp;Réserve (GiB, votre hypothèse) :</translation>
    </message>
    <message>
        <source>A positive whole number, digits only (7000000000, not 7e9).</source>
        <translation>Un nombre entier positif, chiffres uniquement (7000000000, pas 7e9).</translation>
    </message>
    <message>
        <source>1 to 64; rounded up to whole bytes (4 bits take 1 byte, 9 bits take 2).</source>
        <translation>1 à 64 ; arrondi à l’octet entier supérieur (4 bits occupent 1 octet, 9 bits en occupent 2).</translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or 0.5. It is an assumption, not a measurement.</source>
        <translation>Une réserve que vous choisissez d’ajouter, comme 4 ou 0.5. C’est une hypothèse, pas une mesure.</translation>
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
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Weights and reserve (GiB)</source>
        <translation>Poids et réserve (GiB)</translation>
    </message>
    <message>
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation>Non inclus : %1. Cela ne prédit pas si un modèle réel tient sur une carte.</translation>
    </message>
    <message>
        <source>No result: correct the field marked in red.</source>
        <translation>Pas de résultat : corrigez le champ marqué en rouge.</translation>
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
        <translation>GiB = 2^30 octets, GB = 10^9 octets ; arrondi au demi supérieur à 2 décimales ; les octets sont exacts.</translation>
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
        <translation>Lot</translation>
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
</context>
<context>
    <name>IteraGpu::Ui::MainWindow</name>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation>Mesure en cours dans le thread de travail…</translation>
    </message>
    <message>
        <source>Measurement finished</source>
        <translation>Mesure terminée</translation>
    </message>
    <message>
        <source>IteraGPU Lab</source>
        <translation>IteraGPU Lab</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>&amp;Estimation</translation>
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
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Choose torch &amp;backend…</source>
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
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation>&amp;À propos d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>Torch backend: default search</source>
        <translation>Backend torch : recherche par défaut</translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation>Backend torch : %1</translation>
    </message>
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
        <source>About IteraGPU Lab</source>
        <translation>À propos d’IteraGPU Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Préparer une expérience GPU honnête et reproductible avant de louer des GPU.&lt;/p&gt;&lt;p&gt;Qt %2 (compilé avec %3). Le backend libtorch est chargé à l’exécution : sa version figure dans l’onglet Environnement.&lt;/p&gt;&lt;p&gt;Licence MIT. Qt est utilisé sous LGPL v3 ; libtorch sous sa licence de type BSD.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Measurement running</source>
        <translation>Mesure en cours</translation>
    </message>
    <message>
        <source>A measurement is running. Cancel it and quit? The phases measured so far are written with status cancelled.</source>
        <translation>Une mesure est en cours. L’annuler et quitter ? Les phases déjà mesurées sont écrites avec le statut cancelled.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>&amp;Open results grid…</source>
        <translation>&amp;Ouvrir la grille de résultats…</translation>
    </message>
    <message>
        <source>&amp;Recent results grids</source>
        <translation>Grilles de résultats &amp;récentes</translation>
    </message>
    <message>
        <source>&amp;Save results grid</source>
        <translation>&amp;Enregistrer la grille de résultats</translation>
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
        <source>Save pro&amp;tocol…</source>
        <translation>Enregistrer le pro&amp;tocole…</translation>
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
        <translation>Exporter le &amp;lot…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
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
        <translation>La grille de résultats a des modifications non enregistrées. Les abandonner et ouvrir %1 ?</translation>
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
        <translation>Ouvrir le catalogue des tarifs</translation>
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
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Export report bundle (a new folder)</source>
        <translation>Exporter le lot de rapports (un nouveau dossier)</translation>
    </message>
    <message>
        <source>Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1</source>
        <translation>Lot écrit dans %1 avec son MANIFEST.json. Vérifiez-le avec : iteragpu verify %1</translation>
    </message>
    <message>
        <source>Bundle exported</source>
        <translation>Lot exporté</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The results grid or the quality protocol has unsaved changes. Save them before quitting?</source>
        <translation>La grille de résultats ou le protocole qualité a des modifications non enregistrées. Les enregistrer avant de quitter ?</translation>
    </message>
    <message>
        <source>Crash recovery cannot keep your unsaved work: %1</source>
        <translation>La récupération après plantage ne peut pas conserver votre travail non enregistré : %1</translation>
    </message>
    <message>
        <source>Crash recovery</source>
        <translation>Récupération après plantage</translation>
    </message>
    <message>
        <source>The unsaved work of the last session cannot be read back: %1

The file is left as it is.</source>
        <translation>Le travail non enregistré de la dernière session ne peut pas être relu : %1

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
        <translation>IteraGPU Lab n’a pas été fermé correctement. Du travail non enregistré du %1 (UTC) a été conservé : %2.

Le restaurer ? Il reste non enregistré jusqu’à ce que vous l’enregistriez.</translation>
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
        <translation>Travail non enregistré restauré ; enregistrez-le pour le conserver.</translation>
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
        <source>&amp;Device:</source>
        <translation>&amp;Périphérique :</translation>
    </message>
    <message>
        <source>D&amp;type:</source>
        <translation>&amp;Type de données :</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Lot (batch) :</translation>
    </message>
    <message>
        <source>&amp;Context (positions):</source>
        <translation>&amp;Contexte (positions) :</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>La&amp;rgeur :</translation>
    </message>
    <message>
        <source>&amp;Hidden:</source>
        <translation>Largeur &amp;cachée :</translation>
    </message>
    <message>
        <source>&amp;Warm-up forwards:</source>
        <translation>Passes de c&amp;hauffe :</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>Ré&amp;pétitions :</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>Fichier de &amp;sortie :</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × largeur</translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation>cuda:N mesure ce GPU (les compilations ROCm utilisent le même nom). cpu est un essai à blanc explicite du protocole : passes et temps réels, sans compteurs de l’allocateur. Il n’y a jamais de repli silencieux sur le CPU.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>C&amp;hoisir…</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Export table CSV…</source>
        <translation>Exporter le tableau en CSV…</translation>
    </message>
    <message>
        <source>Export charts PNG…</source>
        <translation>Exporter les graphiques en PNG…</translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation>Un réseau synthétique Linear → GELU → Linear : pas un LLM, sans attention, sans cache KV, sans gradients. Les temps incluent le surcoût de l’hôte et la synchronisation. Les compteurs sont ceux de l’allocateur à cache de ce processus sur le périphérique choisi uniquement : alloué fait partie de réservé (ne jamais les additionner) ; les deux pics sont des maxima distincts (ne jamais les soustraire).</translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation>Pas de prédiction tant que la configuration n’est pas valide.</translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation>Prédiction des octets alloués (avant le passage)</translation>
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
        <translation>Fichier de sortie : %1 existe déjà ; un résultat n’est jamais écrasé, choisissez un nouveau nom.</translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation>Chargement du backend libtorch…</translation>
    </message>
    <message>
        <source>Refused (the CLI&apos;s exit code 2):</source>
        <translation>Refusé (code de sortie 2 de la CLI) :</translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation>Rien n’a été mesuré et aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation>Rapport écrit dans %1. Médiane de warm_forward : %2 s.</translation>
    </message>
    <message>
        <source>Failed part-way (the CLI&apos;s exit code 3):</source>
        <translation>Échec en cours de route (code de sortie 3 de la CLI) :</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with status failed.</source>
        <translation>Les phases mesurées avant sont affichées et ont été écrites dans %1 avec le statut failed.</translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation>Annulation après la passe en cours…</translation>
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
        <source>Export failed</source>
        <translation>Échec de l’exportation</translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation>Exporter les graphiques dans un dossier</translation>
    </message>
    <message>
        <source>Report not written (the CLI&apos;s exit code 2):</source>
        <translation>Rapport non écrit (code de sortie 2 de la CLI) :</translation>
    </message>
    <message>
        <source>The phases measured are shown, but no file was written.</source>
        <translation>Les phases mesurées sont affichées, mais aucun fichier n’a été écrit.</translation>
    </message>
    <message>
        <source>Cancelled (the CLI&apos;s exit code 3):</source>
        <translation>Annulé (code de sortie 3 de la CLI) :</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with status cancelled.</source>
        <translation>Les phases mesurées avant sont affichées et ont été écrites dans %1 avec le statut cancelled.</translation>
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
        <source>milliseconds</source>
        <translation>millisecondes</translation>
    </message>
    <message>
        <source>MiB (2^20 bytes)</source>
        <translation>MiB (2^20 octets)</translation>
    </message>
    <message>
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation>Pic alloué : prédit à partir des formes et mesuré</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Millisecondes</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation>Allocateur à cache par phase : base, fin et pic</translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation>Allocateur à cache par phase</translation>
    </message>
    <message>
        <source>No allocator counters: CPU dry run</source>
        <translation>Pas de compteurs d’allocateur : essai à blanc sur CPU</translation>
    </message>
    <message>
        <source>Measured peak allocated</source>
        <translation>Pic alloué mesuré</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1 : impossible de rendre le graphique en PNG</translation>
    </message>
    <message>
        <source>Time per phase (the first %1 of %2 rows; the table holds all)</source>
        <translation>Temps par phase (les %1 premières lignes sur %2 ; le tableau les contient toutes)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation>Non disponible : l’essai à blanc sur CPU n’a pas de compteurs d’allocateur</translation>
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
</context>
<context>
    <name>IteraGpu::Ui::ProtocolPanel</name>
    <message>
        <source>&amp;Useful unit (one accepted result):</source>
        <translation>&amp;Unité utile (un résultat accepté) :</translation>
    </message>
    <message>
        <source>Quality &amp;metric:</source>
        <translation>&amp;Métrique de qualité :</translation>
    </message>
    <message>
        <source>Co&amp;mparison:</source>
        <translation>Com&amp;paraison :</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>&amp;Seuil :</translation>
    </message>
    <message>
        <source>&amp;Corpus of distinct units:</source>
        <translation>&amp;Corpus d’unités distinctes :</translation>
    </message>
    <message>
        <source>Corpus si&amp;ze:</source>
        <translation>&amp;Taille du corpus :</translation>
    </message>
    <message>
        <source>&amp;Decision rule:</source>
        <translation>Règle de &amp;décision :</translation>
    </message>
    <message>
        <source>Amendment &amp;reason:</source>
        <translation>&amp;Raison de l’avenant :</translation>
    </message>
    <message>
        <source>e.g. 0.90 (decimal point &apos;.&apos;)</source>
        <translation>par ex. 0.90 (séparateur décimal « . »)</translation>
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
        <source>&amp;Amend</source>
        <translation>A&amp;venant</translation>
    </message>
    <message>
        <source>Read the protocol…</source>
        <translation>Lire le protocole…</translation>
    </message>
    <message>
        <source>Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. Changes now go through an amendment; once a result row exists, an amendment needs a reason.</source>
        <translation>Fixé le %1 (UTC). SHA-256 du JSON canonique : %2. Les modifications passent désormais par un avenant ; dès qu’une ligne de résultats existe, un avenant doit être motivé.</translation>
    </message>
    <message>
        <source>Not fixed yet. Fill in every field and fix the protocol before the first run: the threshold must not be chosen after seeing the results.</source>
        <translation>Pas encore fixé. Remplissez tous les champs et fixez le protocole avant le premier passage : le seuil ne doit pas être choisi après avoir vu les résultats.</translation>
    </message>
    <message>
        <source>%1 UTC: amended (%2); previous SHA-256 %3</source>
        <translation>%1 UTC : avenant (%2) ; SHA-256 précédent %3</translation>
    </message>
    <message>
        <source>no reason: no result existed yet</source>
        <translation>sans raison : aucun résultat n’existait encore</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>Add row from last measurement</source>
        <translation>Ajouter une ligne depuis la dernière mesure</translation>
    </message>
    <message>
        <source>Raw results: one row per real run, failed and cancelled runs included; nothing is pre-filled.</source>
        <translation>Résultats bruts : une ligne par passage réel, passages échoués et annulés compris ; rien n’est prérempli.</translation>
    </message>
    <message>
        <source>Quality protocol</source>
        <translation>Protocole qualité</translation>
    </message>
    <message>
        <source>No valid package cost to export.</source>
        <translation>Aucun coût de forfait valide à exporter.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryManager</name>
    <message>
        <source>%1: the recovery file cannot be removed</source>
        <translation>%1 : le fichier de récupération ne peut pas être supprimé</translation>
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
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
    <message>
        <source>Add row</source>
        <translation>Ajouter une ligne</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>Filtrer les lignes…</translation>
    </message>
    <message>
        <source>One row per real run, failed and cancelled runs included. Decimals use &apos;.&apos; in every language; the file keeps its own row order whatever the sorting here.</source>
        <translation>Une ligne par passage réel, passages échoués et annulés compris. Les décimales utilisent « . » dans toutes les langues ; le fichier garde son propre ordre de lignes, quel que soit le tri ici.</translation>
    </message>
</context>
</TS>
