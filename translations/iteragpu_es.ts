<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>IteraGpu::BackendLoader</name>
    <message>
        <source>backend %1: not a file</source>
        <translation>backend %1: no es un archivo</translation>
    </message>
    <message>
        <source>backend %1: cannot be loaded (%2)</source>
        <translation>backend %1: no se puede cargar (%2)</translation>
    </message>
    <message>
        <source>backend %1: not an IteraGPU Lab torch module (its entry points are missing)</source>
        <translation>backend %1: no es un módulo torch de IteraGPU Lab (faltan sus puntos de entrada)</translation>
    </message>
    <message>
        <source>backend %1: ABI version %2, this application needs %3</source>
        <translation>backend %1: versión de ABI %2, esta aplicación necesita %3</translation>
    </message>
    <message>
        <source>backend %1: its function table does not match ABI version %2</source>
        <translation>backend %1: su tabla de funciones no corresponde a la versión de ABI %2</translation>
    </message>
    <message>
        <source>backend %1: not found (install the package iteragpu-lab-torch, build the torch module, or give its path with --backend)</source>
        <translation>backend %1: no encontrado (instala el paquete iteragpu-lab-torch, compila el módulo torch o indica su ruta con --backend)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Catalog</name>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1: archivo vacío; se espera la cabecera %2</translation>
    </message>
    <message>
        <source>%1, line 1: missing column &apos;%2&apos;; expected the header %3</source>
        <translation>%1, línea 1: falta la columna «%2»; se espera la cabecera %3</translation>
    </message>
    <message>
        <source>%1, line 1: the header must be exactly %2</source>
        <translation>%1, línea 1: la cabecera debe ser exactamente %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation>%1: se esperan %2 campos, hay %3</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1: «%2» no es un identificador válido (minúsculas, dígitos, «.», «-», «_»)</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1: el nombre del modelo está vacío</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be whole US-dollar cents, digits only (no decimals, no currency sign)</source>
        <translation>%1: «%2» debe ser centavos enteros de dólar estadounidense, solo dígitos (sin decimales ni símbolo de moneda)</translation>
    </message>
    <message>
        <source>%1: a price cannot be negative, got &apos;%2&apos;</source>
        <translation>%1: un precio no puede ser negativo, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD, optionally followed by a note in parentheses</source>
        <translation>%1: «%2» no es una fecha AAAA-MM-DD, opcionalmente seguida de una nota entre paréntesis</translation>
    </message>
    <message>
        <source>%1: duplicate row for gpu_id &apos;%2&apos; and %3 days</source>
        <translation>%1: fila duplicada para gpu_id «%2» y %3 días</translation>
    </message>
    <message>
        <source>%1: gpu_id &apos;%2&apos; disagrees with its earlier rows on %3</source>
        <translation>%1: gpu_id «%2» no coincide con sus filas anteriores en %3</translation>
    </message>
    <message>
        <source>%1: the catalog has a header but no tariff rows</source>
        <translation>%1: el catálogo tiene cabecera pero ninguna fila de tarifa</translation>
    </message>
    <message>
        <source> and %1 more (see &apos;iteragpu catalog&apos;)</source>
        <translation> y %1 más (véase «iteragpu catalog»)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Comparison</name>
    <message>
        <source>compare %1 to %2 runs, not %3</source>
        <translation>compare de %1 a %2 ejecuciones, no %3</translation>
    </message>
    <message>
        <source>the baseline must be a run from 1 to %1</source>
        <translation>la referencia debe ser una ejecución de 1 a %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Csv</name>
    <message>
        <source>%1, line %2: a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>%1, línea %2: una comilla dentro de un campo sin comillas (entrecomilla todo el campo y duplica la comilla)</translation>
    </message>
    <message>
        <source>%1, line %2: text after a closing quote</source>
        <translation>%1, línea %2: texto después de una comilla de cierre</translation>
    </message>
    <message>
        <source>%1, line %2: a quoted field is never closed (unterminated quote)</source>
        <translation>%1, línea %2: un campo entre comillas nunca se cierra (comilla sin cerrar)</translation>
    </message>
    <message>
        <source>%1, line %2: expected at most %3 fields, found more</source>
        <translation>%1, línea %2: se esperaban como máximo %3 campos, hay más</translation>
    </message>
    <message>
        <source>%1, line %2: a field longer than %3 characters</source>
        <translation>%1, línea %2: un campo de más de %3 caracteres</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DisplayText</name>
    <message>
        <source>… (%1 more characters)</source>
        <translation>… (%1 caracteres más)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DomainLimits</name>
    <message>
        <source>%1 or %2</source>
        <comment>the last choice of a list such as &apos;3, 7 or 30&apos;</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2 días, recibido «%3»</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2, recibido «%3»</translation>
    </message>
    <message>
        <source>%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)</source>
        <translation>%1: se requiere un dispositivo, p. ej. cuda:0 (o cpu para un ensayo del protocolo)</translation>
    </message>
    <message>
        <source>%1: must be cuda:N (e.g. cuda:0) or cpu, got &apos;%2&apos;</source>
        <translation>%1: debe ser cuda:N (p. ej. cuda:0) o cpu, recibido «%2»</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Environment</name>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compilador</translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation>Sistema operativo</translation>
    </message>
    <message>
        <source>libtorch</source>
        <translation>libtorch</translation>
    </message>
    <message>
        <source>not loaded: %1</source>
        <translation>no cargada: %1</translation>
    </message>
    <message>
        <source>GPU runtime libtorch was built with</source>
        <translation>Runtime GPU con la que se compiló libtorch</translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation>ninguno: esta libtorch no tiene soporte CUDA ni ROCm</translation>
    </message>
    <message>
        <source>Visible GPUs</source>
        <translation>GPU visibles</translation>
    </message>
    <message>
        <source>Module error</source>
        <translation>Error del módulo</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>Dispositivo %1</translation>
    </message>
    <message>
        <source>available</source>
        <translation>disponible</translation>
    </message>
    <message>
        <source>not available: %1</source>
        <translation>no disponible: %1</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nombre del dispositivo</translation>
    </message>
    <message>
        <source>Total memory (reported by the runtime)</source>
        <translation>Memoria total (indicada por el runtime)</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicada</translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation>Capacidad de cómputo</translation>
    </message>
    <message>
        <source>GFX architecture</source>
        <translation>Arquitectura GFX</translation>
    </message>
    <message>
        <source>Driver (user-reported)</source>
        <translation>Controlador (indicado por el usuario)</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>no registrado</translation>
    </message>
    <message>
        <source>Not collected</source>
        <translation>No recopilado</translation>
    </message>
    <message>
        <source>Multiprocessors</source>
        <translation>Multiprocesadores</translation>
    </message>
    <message>
        <source>Caching allocator backend</source>
        <translation>Backend del allocator con caché</translation>
    </message>
    <message>
        <source>cuBLAS workspace (from the first matrix product)</source>
        <translation>Espacio de trabajo de cuBLAS (desde el primer producto de matrices)</translation>
    </message>
    <message>
        <source>Allocator and cuBLAS variables</source>
        <translation>Variables del allocator y de cuBLAS</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>ninguna definida</translation>
    </message>
    <message>
        <source>other environment variables, user and host names, home paths, serial numbers, UUIDs, network addresses</source>
        <translation>otras variables de entorno, nombres de usuario y de equipo, rutas personales, números de serie, UUID, direcciones de red</translation>
    </message>
</context>
<context>
    <name>IteraGpu::EnvironmentReader</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>se esperaba «%1»</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads version 1)</source>
        <translation>versión %1 desconocida (este programa lee la versión 1)</translation>
    </message>
    <message>
        <source>expected an object (backend.loaded is true)</source>
        <translation>se esperaba un objeto (backend.loaded es true)</translation>
    </message>
    <message>
        <source>expected null (backend.loaded is false)</source>
        <translation>se esperaba null (backend.loaded es false)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Estimate</name>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <source>quantisation metadata</source>
        <translation>metadatos de cuantización</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>gradientes</translation>
    </message>
    <message>
        <source>optimiser state</source>
        <translation>estado del optimizador</translation>
    </message>
    <message>
        <source>libraries and runtime (CUDA/ROCm context, framework, workspaces)</source>
        <translation>bibliotecas y runtime (contexto CUDA/ROCm, framework, espacios de trabajo)</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; shown rounded half up to 2 decimals; bytes are exact</source>
        <translation>GiB = 2^30 bytes, GB = 10^9 bytes; se muestra redondeado a la mitad hacia arriba con 2 decimales; los bytes son exactos</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Exact</name>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>un número entero de %1 a %2</translation>
    </message>
    <message>
        <source>%1: a value is required (%2)</source>
        <translation>%1: se requiere un valor (%2)</translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2, recibido «%3»</translation>
    </message>
    <message>
        <source>%1: must be %2 written with digits only, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2 escrito solo con dígitos, recibido «%3»</translation>
    </message>
    <message>
        <source>a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2</source>
        <translation>un número decimal no negativo como 4 o 0.5, con %1 decimales como máximo y como máximo %2</translation>
    </message>
    <message>
        <source>%1: must not be negative, got &apos;%2&apos;</source>
        <translation>%1: no puede ser negativo, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: at most %2 decimals are supported, got &apos;%3&apos;</source>
        <translation>%1: se admiten como máximo %2 decimales, recibido «%3»</translation>
    </message>
</context>
<context>
    <name>IteraGpu::FolderTree</name>
    <message>
        <source>a symbolic link</source>
        <translation>un enlace simbólico</translation>
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
        <translation>un nodo de dispositivo</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo regular</translation>
    </message>
    <message>
        <source>%1: the folder cannot be read (%2)</source>
        <translation>%1: la carpeta no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be examined (%2)</source>
        <translation>%1: no se puede examinar (%2)</translation>
    </message>
    <message>
        <source>%1: folders nested deeper than %2 levels</source>
        <translation>%1: carpetas anidadas a más de %2 niveles</translation>
    </message>
    <message>
        <source>%1/: the folder cannot be read (%2)</source>
        <translation>%1/: la carpeta no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: %2, not allowed in a verified folder</source>
        <translation>%1: %2, no permitido en una carpeta verificada</translation>
    </message>
    <message>
        <source>%1: not a folder that can be read (%2)</source>
        <translation>%1: no es una carpeta legible (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1: tamaño %2 bytes, el manifiesto indica %3</translation>
    </message>
    <message>
        <source>%1: grew while it was read</source>
        <translation>%1: creció mientras se leía</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonWalker</name>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>campo desconocido</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>se esperaba un array</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected a string or null</source>
        <translation>se esperaba una cadena o null</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>se esperaba true o false</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>se esperaba uno de %1</translation>
    </message>
    <message>
        <source>expected an integer</source>
        <translation>se esperaba un entero</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3</source>
        <translation>%1 está fuera de %2 a %3</translation>
    </message>
    <message>
        <source>expected an integer or null</source>
        <translation>se esperaba un entero o null</translation>
    </message>
    <message>
        <source>negative bytes (%1)</source>
        <translation>bytes negativos (%1)</translation>
    </message>
    <message>
        <source>expected a number &gt;= 0</source>
        <translation>se esperaba un número &gt;= 0</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Manifest</name>
    <message>
        <source>%1: not an IteraGPU Lab manifest</source>
        <translation>%1: no es un manifiesto de IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: missing (listed in the manifest)</source>
        <translation>%1: falta (figura en el manifiesto)</translation>
    </message>
    <message>
        <source>%1: size %2 bytes, the manifest says %3</source>
        <translation>%1: tamaño %2 bytes, el manifiesto indica %3</translation>
    </message>
    <message>
        <source>%1: SHA-256 does not match the manifest</source>
        <translation>%1: el SHA-256 no coincide con el manifiesto</translation>
    </message>
    <message>
        <source>%1: not listed in the manifest</source>
        <translation>%1: no figura en el manifiesto</translation>
    </message>
    <message>
        <source>(missing or not a number)</source>
        <translation>(falta o no es un número)</translation>
    </message>
    <message>
        <source>%1: format_version %2 is not supported (this version reads %3)</source>
        <translation>%1: format_version %2 no es compatible (esta versión lee %3)</translation>
    </message>
    <message>
        <source>%1: &apos;members&apos; is missing or not a list</source>
        <translation>%1: «members» falta o no es una lista</translation>
    </message>
    <message>
        <source>%1: member %2 has an invalid name &apos;%3&apos;</source>
        <translation>%1: el miembro %2 tiene un nombre no válido «%3»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is listed more than once</source>
        <translation>%1: «%2» figura más de una vez</translation>
    </message>
    <message>
        <source>%1: member &apos;%2&apos; lacks a valid size or SHA-256</source>
        <translation>%1: al miembro «%2» le falta un tamaño o SHA-256 válido</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (y %n problema más)</numerusform>
            <numerusform>%1 (y %n problemas más)</numerusform>
        </translation>
    </message>
    <message>
        <source>the folder name is empty</source>
        <translation>el nombre de la carpeta está vacío</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementConfig</name>
    <message>
        <source>%1: an output file name is required (a new .json file)</source>
        <translation>%1: se requiere un nombre de archivo de salida (un archivo .json nuevo)</translation>
    </message>
    <message>
        <source>invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes</source>
        <translation>configuración no válida: un tensor de %1 bytes superaría los %2 bytes admitidos</translation>
    </message>
    <message>
        <source>%1: %2 exists already; a result is never overwritten, choose a new name</source>
        <translation>%1: %2 ya existe; un resultado nunca se sobrescribe, elige un nombre nuevo</translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation>%1: la carpeta %2 no existe</translation>
    </message>
    <message>
        <source>%1: the file name %2 is %3 bytes long; the file system allows at most %4</source>
        <translation>%1: el nombre de archivo %2 tiene %3 bytes; el sistema de archivos permite como máximo %4</translation>
    </message>
    <message>
        <source>%1: the path %2 is %3 bytes long; at most %4 are allowed</source>
        <translation>%1: la ruta %2 tiene %3 bytes; se permiten como máximo %4</translation>
    </message>
    <message>
        <source>%1: %2 cannot be checked (%3)</source>
        <translation>%1: no se puede comprobar %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder</source>
        <translation>%1: %2 no es una carpeta</translation>
    </message>
    <message>
        <source>%1: the folder %2 is on %3, a special file system; choose a folder on a disk</source>
        <translation>%1: la carpeta %2 está en %3, un sistema de archivos especial; elige una carpeta en un disco</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementSession</name>
    <message>
        <source>%1 %2: not available: %3; nothing was measured, there is no CPU fallback</source>
        <translation>%1 %2: no disponible: %3; no se midió nada, no hay recurso a la CPU</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>stopped at %1: %2</source>
        <translation>detenido en %1: %2</translation>
    </message>
    <message>
        <source>%1; nothing was measured</source>
        <translation>%1; no se midió nada</translation>
    </message>
    <message>
        <source>%1; the run ended (%2) but its report could not be written, nothing was kept</source>
        <translation>%1; la ejecución terminó (%2) pero no se pudo escribir su informe, no se conservó nada</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>cancelado en %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation>%1: debe ser un número entero positivo de resultados aceptados distintos; el 0 se rechaza (omítelo y el coste unitario queda sin calcular)</translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation>coste unitario = total del forfait / resultados aceptados, redondeado a la mitad hacia arriba a 1/100 de centavo</translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation>No demuestra disponibilidad ni reserva; verifica la oferta antes de comprar.</translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation>Precios de muestra ilustrativos construidos a partir de medianas públicas bajo demanda, no un presupuesto de ningún proveedor.</translation>
    </message>
    <message>
        <source>%1: unknown gpu id &apos;%2&apos;; known ids: %3</source>
        <translation>%1: identificador de GPU desconocido «%2»; identificadores conocidos: %3</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2-day package for &apos;%3&apos;</source>
        <translation>%1: el catálogo no tiene un forfait de %2 días para «%3»</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1: debe ser un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>%1: must be a positive whole number</source>
        <translation>%1: debe ser un número entero positivo</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Phase</name>
    <message>
        <source>build and initialise the model on the CPU, then move it to the device (CPU time included)</source>
        <translation>construir e inicializar el modelo en la CPU y luego moverlo al dispositivo (tiempo de CPU incluido)</translation>
    </message>
    <message>
        <source>create the seeded synthetic inputs on the device</source>
        <translation>crear en el dispositivo las entradas sintéticas con semilla</translation>
    </message>
    <message>
        <source>first forward after device, generator and inputs are initialised (not a machine or driver cold start)</source>
        <translation>primera pasada tras inicializar el dispositivo, el generador y las entradas (no es un arranque en frío de la máquina ni del controlador)</translation>
    </message>
    <message>
        <source>all warm-up forwards together, never mixed into the repeats</source>
        <translation>todas las pasadas de calentamiento juntas, nunca mezcladas con las repeticiones</translation>
    </message>
    <message>
        <source>one forward after the warm-up, one row per repeat</source>
        <translation>una pasada tras el calentamiento, una fila por repetición</translation>
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
        <translation>Predicho a partir de las formas, redondeado a los bloques de 512 bytes del allocator. No incluye: los espacios de trabajo de las bibliotecas (cuBLAS/hipBLAS reservan el suyo en el primer producto de matrices y lo conservan), el contexto CUDA ni otros procesos. A partir de cold_forward, los bytes asignados medidos superarán la predicción aproximadamente en el tamaño de ese espacio de trabajo.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::QualityProtocol</name>
    <message>
        <source>useful unit</source>
        <translation>unidad útil</translation>
    </message>
    <message>
        <source>quality metric</source>
        <translation>métrica de calidad</translation>
    </message>
    <message>
        <source>corpus</source>
        <translation>corpus</translation>
    </message>
    <message>
        <source>decision rule</source>
        <translation>regla de decisión</translation>
    </message>
    <message>
        <source>%1: required before the protocol can be fixed</source>
        <translation>%1: obligatorio antes de poder fijar el protocolo</translation>
    </message>
    <message>
        <source>comparison: must be one of &gt;=, &gt;, &lt;=, &lt;</source>
        <translation>comparación: debe ser uno de &gt;=, &gt;, &lt;=, &lt;</translation>
    </message>
    <message>
        <source>threshold: a decimal number with &apos;.&apos; such as 0.90 is required, got &apos;%1&apos;</source>
        <translation>umbral: se requiere un número decimal con «.» como 0.90, recibido «%1»</translation>
    </message>
    <message>
        <source>corpus size</source>
        <translation>tamaño del corpus</translation>
    </message>
    <message>
        <source>the protocol is fixed; change it with an amendment</source>
        <translation>el protocolo está fijado; cámbialo mediante una enmienda</translation>
    </message>
    <message>
        <source>the protocol is already fixed</source>
        <translation>el protocolo ya está fijado</translation>
    </message>
    <message>
        <source>reason: results exist already, so an amendment needs a reason</source>
        <translation>motivo: ya existen resultados, así que una enmienda necesita un motivo</translation>
    </message>
    <message>
        <source>the amendment changes nothing</source>
        <translation>la enmienda no cambia nada</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab quality protocol (format)</source>
        <translation>%1: no es un protocolo de calidad de IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported format_version</source>
        <translation>%1: format_version no admitida</translation>
    </message>
    <message>
        <source>%1: fixed_at_utc is not a valid UTC time</source>
        <translation>%1: fixed_at_utc no es una hora UTC válida</translation>
    </message>
    <message>
        <source>%1: sha256 does not match the protocol&apos;s fields (was it edited outside the tool?)</source>
        <translation>%1: sha256 no corresponde a los campos del protocolo (¿se editó fuera de la herramienta?)</translation>
    </message>
    <message>
        <source>%1: amendment %2 is inconsistent</source>
        <translation>%1: la enmienda %2 es incoherente</translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1: JSON no válido (%2 en la posición %3)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Recovery</name>
    <message>
        <source>%1, byte %2: not valid JSON (%3)</source>
        <translation>%1, byte %2: JSON no válido (%3)</translation>
    </message>
    <message>
        <source>%1: not a recovery file of this version of IteraGPU Lab</source>
        <translation>%1: no es un archivo de recuperación de esta versión de IteraGPU Lab</translation>
    </message>
    <message>
        <source>%1: saved_utc: a UTC time is required</source>
        <translation>%1: saved_utc: se requiere una hora UTC</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportBundle</name>
    <message>
        <source>no measurement report yet: measurement.json, phases.csv and the charts are left out</source>
        <translation>aún no hay informe de medición: se omiten measurement.json, phases.csv y los gráficos</translation>
    </message>
    <message>
        <source>the environment was not probed: environment.json is left out</source>
        <translation>no se examinó el entorno: se omite environment.json</translation>
    </message>
    <message>
        <source>no valid package cost: cost.json is left out</source>
        <translation>no hay coste de forfait válido: se omite cost.json</translation>
    </message>
    <message>
        <source>%1 exists already; a bundle goes into a new folder</source>
        <translation>%1 ya existe; un paquete va a una carpeta nueva</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created</source>
        <translation>%1: no se puede crear la carpeta</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportReader</name>
    <message>
        <source>expected false</source>
        <translation>se esperaba false</translation>
    </message>
    <message>
        <source>expected at least 3 items</source>
        <translation>se esperaban al menos 3 elementos</translation>
    </message>
    <message>
        <source>expected an integer (memory_counters is &quot;caching_allocator&quot;)</source>
        <translation>se esperaba un entero (memory_counters es «caching_allocator»)</translation>
    </message>
    <message>
        <source>expected null (memory_counters is &quot;unavailable&quot;)</source>
        <translation>se esperaba null (memory_counters es «unavailable»)</translation>
    </message>
    <message>
        <source>%1 is more than %2 %3</source>
        <translation>%1 es mayor que %2 %3</translation>
    </message>
    <message>
        <source>one row more than warmup %1 and repeats %2 give</source>
        <translation>una fila más de las que dan warmup %1 y repeats %2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1, se encontró %2</translation>
    </message>
    <message>
        <source>%1 rows for a complete run; warmup %2 and repeats %3 give %4</source>
        <translation>%1 filas para una ejecución completa; warmup %2 y repeats %3 dan %4</translation>
    </message>
    <message>
        <source>every row of the run is present, but the status is %1</source>
        <translation>todas las filas de la ejecución están presentes, pero el estado es %1</translation>
    </message>
    <message>
        <source>expected %1 (the phase of the first missing row), found %2</source>
        <translation>se esperaba %1 (la fase de la primera fila que falta), se encontró %2</translation>
    </message>
    <message>
        <source>missing (the status is %1)</source>
        <translation>falta (el estado es %1)</translation>
    </message>
    <message>
        <source>present, but the status is %1</source>
        <translation>presente, pero el estado es %1</translation>
    </message>
    <message>
        <source>expected a message</source>
        <translation>se esperaba un mensaje</translation>
    </message>
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>se esperaba una hora UTC como 2026-01-31T09:30:00Z</translation>
    </message>
    <message>
        <source>%1 does not match configuration.device %2</source>
        <translation>%1 no coincide con configuration.device %2</translation>
    </message>
    <message>
        <source>%1 does not match device_type %2</source>
        <translation>%1 no coincide con device_type %2</translation>
    </message>
    <message>
        <source>%1 does not match the warm_forward rows (%2)</source>
        <translation>%1 no coincide con las filas warm_forward (%2)</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 (%2)</source>
        <translation>JSON no válido en el byte %1 (%2)</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>se esperaba un objeto JSON</translation>
    </message>
    <message>
        <source>unknown version %1 (this program reads versions 1 to %2)</source>
        <translation>versión %1 desconocida (este programa lee las versiones 1 a %2)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; or &quot;%2&quot;</source>
        <translation>se esperaba «%1» o «%2»</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ResultsGrid</name>
    <message>
        <source>%1: a value is required</source>
        <translation>%1: se requiere un valor</translation>
    </message>
    <message>
        <source>%1: control characters are not allowed</source>
        <translation>%1: no se admiten caracteres de control</translation>
    </message>
    <message>
        <source>%1: the text is too long</source>
        <translation>%1: el texto es demasiado largo</translation>
    </message>
    <message>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos; only, got &apos;%2&apos;</source>
        <translation>%1: solo letras, dígitos, «.», «_», «:» y «-», recibido «%2»</translation>
    </message>
    <message>
        <source>%1: a UTC time such as 2026-09-24T14:05:00Z is required, got &apos;%2&apos;</source>
        <translation>%1: se requiere una hora UTC como 2026-09-24T14:05:00Z, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: must be complete, failed or cancelled, got &apos;%2&apos;</source>
        <translation>%1: debe ser complete, failed o cancelled, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: a catalog gpu id such as h100 is required, got &apos;%2&apos;</source>
        <translation>%1: se requiere un identificador de GPU del catálogo como h100, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: a decimal number with &apos;.&apos; such as 0.93 is required, got &apos;%2&apos;</source>
        <translation>%1: se requiere un número decimal con «.» como 0.93, recibido «%2»</translation>
    </message>
    <message>
        <source>%1: must be yes or no, got &apos;%2&apos;</source>
        <translation>%1: debe ser yes o no, recibido «%2»</translation>
    </message>
    <message>
        <source>accepted_results: cannot exceed useful_units_submitted (%1)</source>
        <translation>accepted_results: no puede superar useful_units_submitted (%1)</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header line %2</source>
        <translation>%1: archivo vacío; se espera la línea de cabecera %2</translation>
    </message>
    <message>
        <source>%1, line 1: wrong header; expected exactly %2</source>
        <translation>%1, línea 1: cabecera incorrecta; se espera exactamente %2</translation>
    </message>
    <message>
        <source>%1, line %2: expected %3 fields, found %4</source>
        <translation>%1, línea %2: se esperan %3 campos, hay %4</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <source>%1, line %2: run_id &apos;%3&apos; appears twice</source>
        <translation>%1, línea %2: run_id «%3» aparece dos veces</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>no existe esa celda</translation>
    </message>
    <message>
        <source>run_id: &apos;%1&apos; is already used by another row</source>
        <translation>run_id: «%1» ya lo usa otra fila</translation>
    </message>
    <message>
        <source>no such row</source>
        <translation>no existe esa fila</translation>
    </message>
</context>
<context>
    <name>IteraGpu::TextFile</name>
    <message>
        <source>%1: not a text file (it contains NUL bytes)</source>
        <translation>%1: no es un archivo de texto (contiene bytes NUL)</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1: no es texto UTF-8</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes, refused</source>
        <translation>%1: mayor de %2 bytes, rechazado</translation>
    </message>
    <message>
        <source>%1: exists already; a result is never overwritten, choose a new name</source>
        <translation>%1: ya existe; un resultado nunca se sobrescribe, elige un nombre nuevo</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation>%1: no se puede escribir (%2)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>un FIFO</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>no es un archivo regular</translation>
    </message>
    <message>
        <source>%1: a symbolic link, refused (links are not followed)</source>
        <translation>%1: un enlace simbólico, rechazado (los enlaces no se siguen)</translation>
    </message>
    <message>
        <source>%1: %2, not a regular file; refused</source>
        <translation>%1: %2, no es un archivo regular; rechazado</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1: no es un nombre de archivo</translation>
    </message>
    <message>
        <source>%1: cannot be written; its folder cannot be opened (%2)</source>
        <translation>%1: no se puede escribir; su carpeta no se puede abrir (%2)</translation>
    </message>
    <message>
        <source>%1: cannot be written (%2); nothing was saved</source>
        <translation>%1: no se puede escribir (%2); no se guardó nada</translation>
    </message>
    <message>
        <source>%1: written, but its folder could not be synced to disk (%2)</source>
        <translation>%1: escrito, pero su carpeta no se pudo sincronizar con el disco (%2)</translation>
    </message>
    <message>
        <source>the folder %1 does not accept new files (%2)</source>
        <translation>la carpeta %1 no admite archivos nuevos (%2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ChartView</name>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1: no se puede generar el gráfico como PNG</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message>
        <source>&amp;GPU model:</source>
        <translation>Modelo de &amp;GPU:</translation>
    </message>
    <message>
        <source>D&amp;uration (days):</source>
        <translation>D&amp;uración (días):</translation>
    </message>
    <message>
        <source>&amp;Lots:</source>
        <translation>&amp;Lotes:</translation>
    </message>
    <message>
        <source>&amp;Accepted results:</source>
        <translation>Resultados &amp;aceptados:</translation>
    </message>
    <message>
        <source>empty: no unit cost</source>
        <translation>vacío: sin coste unitario</translation>
    </message>
    <message>
        <source>The number of distinct accepted useful units. There is no default: without it the unit cost is not computed. Repetitions of a benchmark are not new units.</source>
        <translation>El número de unidades útiles aceptadas distintas. No hay valor por defecto: sin él no se calcula el coste unitario. Las repeticiones de un benchmark no son unidades nuevas.</translation>
    </message>
    <message>
        <source>Calculator</source>
        <translation>Calculadora</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catálogo</translation>
    </message>
    <message>
        <source>Price per GPU-day</source>
        <translation>Precio por GPU-día</translation>
    </message>
    <message>
        <source>Price per GPU-day by model and duration</source>
        <translation>Precio por GPU-día según modelo y duración</translation>
    </message>
    <message>
        <source>US dollars per GPU-day</source>
        <translation>Dólares estadounidenses por GPU-día</translation>
    </message>
    <message>
        <source>Use grid total (%1 accepted)</source>
        <translation>Usar el total de la tabla (%1 aceptados)</translation>
    </message>
    <message numerus="yes">
        <source>Takes the sum of accepted_results over %n grid row(s) as the denominator. Only when you click: nothing is filled in automatically.</source>
        <translation>
            <numerusform>Toma como denominador la suma de accepted_results de %n fila de la tabla. Solo al hacer clic: nada se rellena automáticamente.</numerusform>
            <numerusform>Toma como denominador la suma de accepted_results de %n filas de la tabla. Solo al hacer clic: nada se rellena automáticamente.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation>Id. de GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPU por lote</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB por GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Lot price</source>
        <translation>Precio del lote</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Instantánea</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cents</source>
        <translation>%1 centavos</translation>
    </message>
    <message>
        <source>No tariff catalog is loaded.</source>
        <translation>No hay ningún catálogo de tarifas cargado.</translation>
    </message>
    <message>
        <source>No result: correct the field marked in red.</source>
        <translation>Sin resultado: corrige el campo marcado en rojo.</translation>
    </message>
    <message>
        <source>Total (lot price × lots)</source>
        <translation>Total (precio del lote × lotes)</translation>
    </message>
    <message>
        <source>%1 cents (%2)</source>
        <translation>%1 centavos (%2)</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPU-days</source>
        <translation>GPU-días</translation>
    </message>
    <message>
        <source>Unit cost</source>
        <translation>Coste unitario</translation>
    </message>
    <message>
        <source>%1 cents (%2) per accepted result</source>
        <translation>%1 centavos (%2) por resultado aceptado</translation>
    </message>
    <message>
        <source>not computed: give the number of accepted results</source>
        <translation>sin calcular: indica el número de resultados aceptados</translation>
    </message>
    <message>
        <source>Snapshot %1. Whole US-dollar cents per lot, a lot&apos;s price covers all its GPUs; no currency conversion, no hourly pro-rata.</source>
        <translation>Instantánea del %1. Centavos enteros de dólar estadounidense por lote, el precio de un lote cubre todas sus GPU; sin conversión de moneda ni prorrateo por hora.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EnvironmentTab</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Dispositivo:</translation>
    </message>
    <message>
        <source>D&amp;river version (you record it):</source>
        <translation>Versión del &amp;controlador (la anotas tú):</translation>
    </message>
    <message>
        <source>Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into libtorch is not the driver version.</source>
        <translation>Léela en nvidia-smi (NVIDIA) o rocm-smi (AMD). La versión del runtime integrada en libtorch no es la versión del controlador.</translation>
    </message>
    <message>
        <source>e.g. 550.54.15</source>
        <translation>p. ej. 550.54.15</translation>
    </message>
    <message>
        <source>&amp;Probe environment</source>
        <translation>&amp;Examinar el entorno</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>E&amp;xportar JSON…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Fact</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Device: must be cuda:N (e.g. cuda:0) or cpu.</source>
        <translation>Dispositivo: debe ser cuda:N (p. ej. cuda:0) o cpu.</translation>
    </message>
    <message>
        <source>Probing… (loading libtorch in the background)</source>
        <translation>Examinando… (cargando libtorch en segundo plano)</translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation>El dispositivo %1 no está disponible: %2. Entorno registrado; una medición en él se rechazará (no hay recurso a la CPU). Elige cpu para un ensayo del protocolo.</translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation>Entorno registrado. La versión del controlador es solo lo que escribes arriba.</translation>
    </message>
    <message>
        <source>Export environment</source>
        <translation>Exportar el entorno</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>No environment to export: probe it first.</source>
        <translation>No hay entorno que exportar: examínalo primero.</translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables other than the four that configure the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation>Aún sin examinar. El examen carga el módulo libtorch en segundo plano; no se recopila nada más que los datos mostrados (ninguna variable de entorno salvo las cuatro que configuran el allocator y cuBLAS, ni nombres de usuario o de equipo, ni rutas personales, números de serie, UUID o direcciones de red).</translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. Install the package iteragpu-lab-torch, build the torch module (it is part of the normal build) or choose its file with File &gt; Choose torch backend; measurements are refused until it loads.</source>
        <translation>El backend libtorch no está cargado: %1. Instala el paquete iteragpu-lab-torch, compila el módulo torch (forma parte de la compilación normal) o elige su archivo en Archivo &gt; Elegir el backend torch; las mediciones se rechazan hasta que se cargue.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message>
        <source>Weight memory from a parameter count and a bit width. No GPU is needed.</source>
        <translation>Memoria de los pesos a partir del número de parámetros y del ancho en bits. No hace falta GPU.</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parámetros:</translation>
    </message>
    <message>
        <source>&amp;Bits per parameter:</source>
        <translation>&amp;Bits por parámetro:</translation>
    </message>
    <message>
        <source>&amp;Reserve (GiB, your assumption):</source>
        <translation>&amp;Reserva (GiB, tu hipótesis):</translation>
    </message>
    <message>
        <source>A positive whole number, digits only (7000000000, not 7e9).</source>
        <translation>Un número entero positivo, solo dígitos (7000000000, no 7e9).</translation>
    </message>
    <message>
        <source>1 to 64; rounded up to whole bytes (4 bits take 1 byte, 9 bits take 2).</source>
        <translation>De 1 a 64; redondeado al byte entero superior (4 bits ocupan 1 byte, 9 bits ocupan 2).</translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or 0.5. It is an assumption, not a measurement.</source>
        <translation>Una reserva que eliges añadir, como 4 o 0.5. Es una hipótesis, no una medición.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Weights and reserve (GiB)</source>
        <translation>Pesos y reserva (GiB)</translation>
    </message>
    <message>
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation>No incluye: %1. No predice si un modelo real cabe en una tarjeta.</translation>
    </message>
    <message>
        <source>No result: correct the field marked in red.</source>
        <translation>Sin resultado: corrige el campo marcado en rojo.</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation>
            <numerusform>%n byte por parámetro (bits redondeados al byte entero superior).</numerusform>
            <numerusform>%n bytes por parámetro (bits redondeados al byte entero superior).</numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve (rounded up to whole bytes)</source>
        <translation>Reserva (redondeada al byte entero superior)</translation>
    </message>
    <message>
        <source>Total with reserve</source>
        <translation>Total con reserva</translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.</source>
        <translation>GiB = 2^30 bytes, GB = 10^9 bytes; redondeado a la mitad hacia arriba con 2 decimales; los bytes son exactos.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FieldLabels</name>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Lote</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexto</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Ancho oculto</translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation>Tipo de datos</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Output file</source>
        <translation>Archivo de salida</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parámetros</translation>
    </message>
    <message>
        <source>Bits per parameter</source>
        <translation>Bits por parámetro</translation>
    </message>
    <message>
        <source>Reserve (GiB)</source>
        <translation>Reserva (GiB)</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modelo de GPU</translation>
    </message>
    <message>
        <source>Duration (days)</source>
        <translation>Duración (días)</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Lotes</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Resultados aceptados</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MainWindow</name>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation>Medición en curso en el hilo de trabajo…</translation>
    </message>
    <message>
        <source>Measurement finished</source>
        <translation>Medición terminada</translation>
    </message>
    <message>
        <source>IteraGPU Lab</source>
        <translation>IteraGPU Lab</translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation>&amp;Estimación</translation>
    </message>
    <message>
        <source>E&amp;nvironment</source>
        <translation>E&amp;ntorno</translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation>&amp;Medición</translation>
    </message>
    <message>
        <source>&amp;Quality and cost</source>
        <translation>&amp;Calidad y coste</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Choose torch &amp;backend…</source>
        <translation>Elegir el &amp;backend torch…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Estimación</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Entorno</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Medición</translation>
    </message>
    <message>
        <source>Quality and cost</source>
        <translation>Calidad y coste</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation>&amp;Acerca de IteraGPU Lab</translation>
    </message>
    <message>
        <source>Torch backend: default search</source>
        <translation>Backend torch: búsqueda predeterminada</translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation>Backend torch: %1</translation>
    </message>
    <message>
        <source>Choose the torch backend module</source>
        <translation>Elegir el módulo backend torch</translation>
    </message>
    <message>
        <source>Shared libraries (*.so);;All files (*)</source>
        <translation>Bibliotecas compartidas (*.so);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The backend is loaded on the next probe or measurement.</source>
        <translation>El backend se cargará en el próximo examen o medición.</translation>
    </message>
    <message>
        <source>About IteraGPU Lab</source>
        <translation>Acerca de IteraGPU Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepara un experimento GPU honesto y reproducible antes de alquilar GPU.&lt;/p&gt;&lt;p&gt;Qt %2 (compilado con %3). El backend libtorch se carga en tiempo de ejecución: su versión aparece en la pestaña Entorno.&lt;/p&gt;&lt;p&gt;Licencia MIT. Qt se usa bajo la LGPL v3; libtorch bajo su licencia de tipo BSD.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Measurement running</source>
        <translation>Medición en curso</translation>
    </message>
    <message>
        <source>A measurement is running. Cancel it and quit? The phases measured so far are written with status cancelled.</source>
        <translation>Hay una medición en curso. ¿Cancelarla y salir? Las fases medidas hasta ahora se escriben con el estado cancelled.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>&amp;Open results grid…</source>
        <translation>&amp;Abrir la tabla de resultados…</translation>
    </message>
    <message>
        <source>&amp;Recent results grids</source>
        <translation>Tablas de resultados &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save results grid</source>
        <translation>&amp;Guardar la tabla de resultados</translation>
    </message>
    <message>
        <source>Save results grid &amp;as…</source>
        <translation>Guardar la tabla de resultados &amp;como…</translation>
    </message>
    <message>
        <source>Open &amp;protocol…</source>
        <translation>Abrir el &amp;protocolo…</translation>
    </message>
    <message>
        <source>Save pro&amp;tocol…</source>
        <translation>Guardar el pro&amp;tocolo…</translation>
    </message>
    <message>
        <source>Open &amp;catalog…</source>
        <translation>Abrir el &amp;catálogo…</translation>
    </message>
    <message>
        <source>Export cost &amp;JSON…</source>
        <translation>Exportar el coste en &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>Exportar el &amp;paquete…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Open results grid</source>
        <translation>Abrir la tabla de resultados</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Unsaved results</source>
        <translation>Resultados sin guardar</translation>
    </message>
    <message>
        <source>The results grid has unsaved changes. Discard them and open %1?</source>
        <translation>La tabla de resultados tiene cambios sin guardar. ¿Descartarlos y abrir %1?</translation>
    </message>
    <message>
        <source>Cannot open the results grid</source>
        <translation>No se puede abrir la tabla de resultados</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Save results grid</source>
        <translation>Guardar la tabla de resultados</translation>
    </message>
    <message>
        <source>Open quality protocol</source>
        <translation>Abrir el protocolo de calidad</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Cannot open the protocol</source>
        <translation>No se puede abrir el protocolo</translation>
    </message>
    <message>
        <source>Save quality protocol</source>
        <translation>Guardar el protocolo de calidad</translation>
    </message>
    <message>
        <source>Open tariff catalog</source>
        <translation>Abrir el catálogo de tarifas</translation>
    </message>
    <message>
        <source>Cannot open the catalog</source>
        <translation>No se puede abrir el catálogo</translation>
    </message>
    <message>
        <source>%1

The previous catalog stays in use.</source>
        <translation>%1

Se sigue usando el catálogo anterior.</translation>
    </message>
    <message>
        <source>Export package cost</source>
        <translation>Exportar el coste del forfait</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Export report bundle (a new folder)</source>
        <translation>Exportar el paquete de informes (una carpeta nueva)</translation>
    </message>
    <message>
        <source>Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1</source>
        <translation>Paquete escrito en %1 con su MANIFEST.json. Compruébalo con: iteragpu verify %1</translation>
    </message>
    <message>
        <source>Bundle exported</source>
        <translation>Paquete exportado</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The results grid or the quality protocol has unsaved changes. Save them before quitting?</source>
        <translation>La tabla de resultados o el protocolo de calidad tienen cambios sin guardar. ¿Guardarlos antes de salir?</translation>
    </message>
    <message>
        <source>Crash recovery cannot keep your unsaved work: %1</source>
        <translation>La recuperación tras un cierre inesperado no puede guardar su trabajo no guardado: %1</translation>
    </message>
    <message>
        <source>Crash recovery</source>
        <translation>Recuperación tras un cierre inesperado</translation>
    </message>
    <message>
        <source>The unsaved work of the last session cannot be read back: %1

The file is left as it is.</source>
        <translation>No se puede recuperar el trabajo no guardado de la última sesión: %1

El archivo se deja tal como está.</translation>
    </message>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>la tabla de resultados (%n fila)</numerusform>
            <numerusform>la tabla de resultados (%n filas)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>el protocolo de calidad</translation>
    </message>
    <message>
        <source>IteraGPU Lab was not closed properly. Unsaved work from %1 (UTC) was kept: %2.

Restore it? It stays unsaved until you save it.</source>
        <translation>IteraGPU Lab no se cerró correctamente. Se conservó trabajo no guardado del %1 (UTC): %2.

¿Restaurarlo? Seguirá sin guardar hasta que lo guarde.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Descartarlo</translation>
    </message>
    <message>
        <source>Unsaved work restored; save it to keep it.</source>
        <translation>Trabajo no guardado restaurado; guárdelo para conservarlo.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasureTab</name>
    <message>
        <source>Running %1, repeat %2…</source>
        <translation>Ejecutando %1, repetición %2…</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Ejecutando %1…</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Dispositivo:</translation>
    </message>
    <message>
        <source>D&amp;type:</source>
        <translation>&amp;Tipo de datos:</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>&amp;Lote (batch):</translation>
    </message>
    <message>
        <source>&amp;Context (positions):</source>
        <translation>&amp;Contexto (posiciones):</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>&amp;Ancho:</translation>
    </message>
    <message>
        <source>&amp;Hidden:</source>
        <translation>Ancho &amp;oculto:</translation>
    </message>
    <message>
        <source>&amp;Warm-up forwards:</source>
        <translation>Pasadas de &amp;calentamiento:</translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation>&amp;Repeticiones:</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>Archivo de &amp;salida:</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × ancho</translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation>cuda:N mide esa GPU (las compilaciones ROCm usan el mismo nombre). cpu es un ensayo explícito del protocolo: pasadas y tiempos reales, sin contadores del allocator. Nunca hay un recurso silencioso a la CPU.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>E&amp;legir…</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>Export table CSV…</source>
        <translation>Exportar la tabla en CSV…</translation>
    </message>
    <message>
        <source>Export charts PNG…</source>
        <translation>Exportar los gráficos en PNG…</translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation>Una red sintética Linear → GELU → Linear: no es un LLM, sin atención, sin caché KV, sin gradientes. Los tiempos incluyen la sobrecarga del host y la sincronización. Los contadores son solo los del allocator con caché de este proceso en el dispositivo elegido: asignado forma parte de reservado (no se suman); los dos picos son máximos distintos (no se restan).</translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation>Sin predicción mientras la configuración no sea válida.</translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation>Predicción de los bytes asignados (antes de la pasada)</translation>
    </message>
    <message>
        <source>%1 parameters (%2), input %3</source>
        <translation>%1 parámetros (%2), entrada %3</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Asignado al final</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pico asignado</translation>
    </message>
    <message>
        <source>New measurement report</source>
        <translation>Nuevo informe de medición</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Output file: %1 exists already; a result is never overwritten, choose a new name.</source>
        <translation>Archivo de salida: %1 ya existe; un resultado nunca se sobrescribe, elige un nombre nuevo.</translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation>Cargando el backend libtorch…</translation>
    </message>
    <message>
        <source>Refused (the CLI&apos;s exit code 2):</source>
        <translation>Rechazado (código de salida 2 de la CLI):</translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation>No se midió nada ni se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Completado.</translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation>Informe escrito en %1. Mediana de warm_forward: %2 s.</translation>
    </message>
    <message>
        <source>Failed part-way (the CLI&apos;s exit code 3):</source>
        <translation>Falló a mitad de camino (código de salida 3 de la CLI):</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with status failed.</source>
        <translation>Las fases medidas antes se muestran y se escribieron en %1 con el estado failed.</translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation>Cancelando tras la pasada actual…</translation>
    </message>
    <message>
        <source>Export phase table</source>
        <translation>Exportar la tabla de fases</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation>Exportar los gráficos a una carpeta</translation>
    </message>
    <message>
        <source>Report not written (the CLI&apos;s exit code 2):</source>
        <translation>Informe no escrito (código de salida 2 de la CLI):</translation>
    </message>
    <message>
        <source>The phases measured are shown, but no file was written.</source>
        <translation>Las fases medidas se muestran, pero no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Cancelled (the CLI&apos;s exit code 3):</source>
        <translation>Cancelado (código de salida 3 de la CLI):</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with status cancelled.</source>
        <translation>Las fases medidas antes se muestran y se escribieron en %1 con el estado cancelled.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseCharts</name>
    <message>
        <source>Time per phase</source>
        <translation>Tiempo por fase</translation>
    </message>
    <message>
        <source>Memory per phase</source>
        <translation>Memoria por fase</translation>
    </message>
    <message>
        <source>Predicted vs measured</source>
        <translation>Predicho frente a medido</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>milisegundos</translation>
    </message>
    <message>
        <source>MiB (2^20 bytes)</source>
        <translation>MiB (2^20 bytes)</translation>
    </message>
    <message>
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation>Pico asignado: predicho a partir de las formas frente a medido</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Milisegundos</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation>Allocator con caché por fase: base, final y pico</translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation>Allocator con caché por fase</translation>
    </message>
    <message>
        <source>No allocator counters: CPU dry run</source>
        <translation>Sin contadores del allocator: ensayo en CPU</translation>
    </message>
    <message>
        <source>Measured peak allocated</source>
        <translation>Pico asignado medido</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as PNG</source>
        <translation>%1: no se puede generar el gráfico como PNG</translation>
    </message>
    <message>
        <source>Time per phase (the first %1 of %2 rows; the table holds all)</source>
        <translation>Tiempo por fase (las primeras %1 de %2 filas; la tabla las contiene todas)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation>No disponible: el ensayo en CPU no tiene contadores del allocator</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Forwards</source>
        <translation>Pasadas</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segundos</translation>
    </message>
    <message>
        <source>Baseline allocated</source>
        <translation>Base asignada</translation>
    </message>
    <message>
        <source>Baseline reserved</source>
        <translation>Base reservada</translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation>Asignado al final</translation>
    </message>
    <message>
        <source>End reserved</source>
        <translation>Reservado al final</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Pico asignado</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pico reservado</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pico asignado predicho</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ProtocolPanel</name>
    <message>
        <source>&amp;Useful unit (one accepted result):</source>
        <translation>&amp;Unidad útil (un resultado aceptado):</translation>
    </message>
    <message>
        <source>Quality &amp;metric:</source>
        <translation>&amp;Métrica de calidad:</translation>
    </message>
    <message>
        <source>Co&amp;mparison:</source>
        <translation>Com&amp;paración:</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>U&amp;mbral:</translation>
    </message>
    <message>
        <source>&amp;Corpus of distinct units:</source>
        <translation>&amp;Corpus de unidades distintas:</translation>
    </message>
    <message>
        <source>Corpus si&amp;ze:</source>
        <translation>&amp;Tamaño del corpus:</translation>
    </message>
    <message>
        <source>&amp;Decision rule:</source>
        <translation>Regla de &amp;decisión:</translation>
    </message>
    <message>
        <source>Amendment &amp;reason:</source>
        <translation>&amp;Motivo de la enmienda:</translation>
    </message>
    <message>
        <source>e.g. 0.90 (decimal point &apos;.&apos;)</source>
        <translation>p. ej. 0.90 (separador decimal «.»)</translation>
    </message>
    <message>
        <source>Required once a result row exists</source>
        <translation>Obligatorio en cuanto existe una fila de resultados</translation>
    </message>
    <message>
        <source>&amp;Fix protocol</source>
        <translation>&amp;Fijar el protocolo</translation>
    </message>
    <message>
        <source>&amp;Amend</source>
        <translation>&amp;Enmendar</translation>
    </message>
    <message>
        <source>Read the protocol…</source>
        <translation>Leer el protocolo…</translation>
    </message>
    <message>
        <source>Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. Changes now go through an amendment; once a result row exists, an amendment needs a reason.</source>
        <translation>Fijado el %1 (UTC). SHA-256 del JSON canónico: %2. Los cambios pasan ahora por una enmienda; en cuanto existe una fila de resultados, la enmienda necesita un motivo.</translation>
    </message>
    <message>
        <source>Not fixed yet. Fill in every field and fix the protocol before the first run: the threshold must not be chosen after seeing the results.</source>
        <translation>Aún sin fijar. Completa todos los campos y fija el protocolo antes de la primera pasada: el umbral no debe elegirse después de ver los resultados.</translation>
    </message>
    <message>
        <source>%1 UTC: amended (%2); previous SHA-256 %3</source>
        <translation>%1 UTC: enmendado (%2); SHA-256 anterior %3</translation>
    </message>
    <message>
        <source>no reason: no result existed yet</source>
        <translation>sin motivo: aún no había resultados</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>Add row from last measurement</source>
        <translation>Añadir fila de la última medición</translation>
    </message>
    <message>
        <source>Raw results: one row per real run, failed and cancelled runs included; nothing is pre-filled.</source>
        <translation>Resultados brutos: una fila por pasada real, incluidas las fallidas y canceladas; nada viene prerrellenado.</translation>
    </message>
    <message>
        <source>Quality protocol</source>
        <translation>Protocolo de calidad</translation>
    </message>
    <message>
        <source>No valid package cost to export.</source>
        <translation>No hay un coste de forfait válido para exportar.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryManager</name>
    <message>
        <source>%1: the recovery file cannot be removed</source>
        <translation>%1: no se puede eliminar el archivo de recuperación</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridModel</name>
    <message>
        <source>edit %1</source>
        <translation>editar %1</translation>
    </message>
    <message>
        <source>add row %1</source>
        <translation>añadir la fila %1</translation>
    </message>
    <message numerus="yes">
        <source>delete %n row(s)</source>
        <translation>
            <numerusform>eliminar %n fila</numerusform>
            <numerusform>eliminar %n filas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
    <message>
        <source>Add row</source>
        <translation>Añadir fila</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Filter rows…</source>
        <translation>Filtrar filas…</translation>
    </message>
    <message>
        <source>One row per real run, failed and cancelled runs included. Decimals use &apos;.&apos; in every language; the file keeps its own row order whatever the sorting here.</source>
        <translation>Una fila por pasada real, incluidas las fallidas y canceladas. Los decimales usan «.» en todos los idiomas; el archivo conserva su propio orden de filas, se ordene como se ordene aquí.</translation>
    </message>
</context>
</TS>
