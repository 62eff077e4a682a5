<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>IteraGpu::AddressSpace</name>
    <message>
        <source>the address-space limit of %1 bytes could not be set (%2)</source>
        <translation>no se pudo fijar el límite de espacio de direcciones de %1 bytes (%2)</translation>
    </message>
</context>
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
        <translation>backend %1: no encontrado (instale el paquete iteragpu-lab-torch, compile el módulo torch o indique su ruta con --backend)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::BackendMessage</name>
    <message>
        <source>this libtorch was built without CUDA or ROCm: it can measure only the CPU dry run</source>
        <translation>esta libtorch se compiló sin CUDA ni ROCm: solo puede medir el ensayo en CPU</translation>
    </message>
    <message>
        <source>libtorch sees no usable GPU (check the GPU, its driver and the runtime)</source>
        <translation>libtorch no ve ninguna GPU utilizable (compruebe la GPU, su controlador y el runtime)</translation>
    </message>
    <message>
        <source>this machine has no GPU with that index</source>
        <translation>esta máquina no tiene ninguna GPU con ese índice</translation>
    </message>
    <message>
        <source>the device must be cpu or cuda:N</source>
        <translation>el dispositivo debe ser cpu o cuda:N</translation>
    </message>
    <message>
        <source>this libtorch cannot compute in that dtype on the CPU</source>
        <translation>esta libtorch no puede calcular con ese tipo de datos en la CPU</translation>
    </message>
    <message>
        <source>bfloat16 needs a GPU of compute capability 8.0 or newer; choose float16 or float32</source>
        <translation>bfloat16 necesita una GPU con capacidad de cómputo 8.0 o superior; elija float16 o float32</translation>
    </message>
    <message>
        <source>the device ran out of memory</source>
        <translation>el dispositivo se quedó sin memoria</translation>
    </message>
    <message>
        <source>the libtorch backend is not loaded</source>
        <translation>el backend libtorch no está cargado</translation>
    </message>
    <message>
        <source>libtorch or the torch module reported an error</source>
        <translation>libtorch o el módulo torch indicó un error</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1 [%2] (original message: %3)</source>
        <translation>%1 [%2] (mensaje original: %3)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ByteSource</name>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: not a regular file; refused</source>
        <translation>%1: no es un archivo regular; rechazado</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Cancel</name>
    <message>
        <source>%1: reading stopped (cancelled)</source>
        <translation>%1: lectura detenida (cancelada)</translation>
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
        <translation>%1: «%2» debe expresarse en centavos enteros de dólar estadounidense, solo con dígitos (sin decimales ni símbolo de moneda)</translation>
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
    <message>
        <source>%1, line 1: the header must start with exactly %2</source>
        <translation>%1, línea 1: la cabecera debe empezar exactamente por %2</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: unknown column &apos;%3&apos;; after %4 a catalog may add only %5</source>
        <translation>%1, línea 1, columna %2: columna desconocida «%3»; después de %4, un catálogo solo puede añadir %5</translation>
    </message>
    <message>
        <source>%1, line 1, column %2: the column &apos;%3&apos; appears twice</source>
        <translation>%1, línea 1, columna %2: la columna «%3» aparece dos veces</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1: «%2» no es una fecha AAAA-MM-DD</translation>
    </message>
    <message>
        <source>%1, %2: %3 cents is above the row&apos;s price_cents (%4); a spot price is never above the on-demand price</source>
        <translation>%1, %2: %3 centavos supera el price_cents de la fila (%4); un precio spot nunca supera el precio bajo demanda</translation>
    </message>
    <message>
        <source>%1, %2: %3 is after the row&apos;s snapshot_date (%4); a price is read on or before its snapshot</source>
        <translation>%1, %2: %3 es posterior al snapshot_date de la fila (%4); un precio se lee el día de su instantánea o antes</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Checkpoint</name>
    <message>
        <source>%1 files: more than %2 shards</source>
        <translation>%1 archivos: más de %2 fragmentos</translation>
    </message>
    <message>
        <source>%1: more than %2 tensors in all</source>
        <translation>%1: más de %2 tensores en total</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is also in %3</source>
        <translation>%1: el tensor «%2» también está en %3</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3)</source>
        <translation>%1: desplazamiento %2: no es un objeto JSON (%3)</translation>
    </message>
    <message>
        <source>%1: weight_map: expected an object naming each tensor&apos;s file</source>
        <translation>%1: weight_map: se esperaba un objeto que indique el archivo de cada tensor</translation>
    </message>
    <message>
        <source>%1: weight_map[&quot;%2&quot;]: expected a file name in the index&apos;s folder</source>
        <translation>%1: weight_map[«%2»]: se esperaba un nombre de archivo en la carpeta del índice</translation>
    </message>
    <message>
        <source>%1: tensor &quot;%2&quot; is not in the index&apos;s weight_map for this file</source>
        <translation>%1: el tensor «%2» no figura en la weight_map del índice para este archivo</translation>
    </message>
    <message>
        <source>%1: weight_map lists %2 tensor(s) in %3, the file holds %4</source>
        <translation>%1: weight_map indica %2 tensor(es) en %3, el archivo contiene %4</translation>
    </message>
    <message>
        <source>no config.json beside the checkpoint: no KV cache figure</source>
        <translation>no hay config.json junto al checkpoint: sin cifra de caché KV</translation>
    </message>
    <message>
        <source>%1: offset %2: not a JSON object (%3): no KV cache figure</source>
        <translation>%1: desplazamiento %2: no es un objeto JSON (%3): sin cifra de caché KV</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1: desplazamiento %2: %3</translation>
    </message>
    <message>
        <source>%1: several safetensors index files; choose one</source>
        <translation>%1: varios archivos de índice safetensors; elija uno</translation>
    </message>
    <message>
        <source>%1: several GGUF files; choose one</source>
        <translation>%1: varios archivos GGUF; elija uno</translation>
    </message>
    <message>
        <source>%1: no .safetensors, safetensors index or .gguf file in this folder</source>
        <translation>%1: no hay ningún archivo .safetensors, índice safetensors ni archivo .gguf en esta carpeta</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: no existe ese archivo ni esa carpeta</translation>
    </message>
    <message>
        <source>%1: the checkpoint&apos;s total bytes overflow 64 bits</source>
        <translation>%1: el total de bytes del checkpoint desborda 64 bits</translation>
    </message>
    <message>
        <source>%1: weight_map names more than %2 shards</source>
        <translation>%1: weight_map nombra más de %2 fragmentos</translation>
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
        <translation>%1, línea %2: una comilla dentro de un campo sin comillas (entrecomille todo el campo y duplique la comilla)</translation>
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
    <name>IteraGpu::Datasheets</name>
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
        <source>%1: more than %2 rows</source>
        <translation>%1: más de %2 filas</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation>%1: «%2» no es un identificador válido (minúsculas, dígitos, «.», «-», «_»)</translation>
    </message>
    <message>
        <source>%1: a second row for &apos;%2&apos;</source>
        <translation>%1: una segunda fila para «%2»</translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation>%1: el nombre del modelo está vacío</translation>
    </message>
    <message>
        <source>%1: an empty device name (names are separated by &apos;;&apos;)</source>
        <translation>%1: un nombre de dispositivo vacío (los nombres se separan con «;»)</translation>
    </message>
    <message>
        <source>%1: the device name &apos;%2&apos; is listed twice; a name must match one row only</source>
        <translation>%1: el nombre de dispositivo «%2» aparece dos veces; un nombre debe corresponder a una sola fila</translation>
    </message>
    <message>
        <source>%1: the source must be the datasheet&apos;s https:// address</source>
        <translation>%1: la fuente debe ser la dirección https:// de la hoja de datos</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD</source>
        <translation>%1: «%2» no es una fecha AAAA-MM-DD</translation>
    </message>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation>%1: archivo vacío; se espera la cabecera %2</translation>
    </message>
    <message>
        <source>no datasheet row applies on the CPU</source>
        <translation>ninguna fila de la hoja de datos se aplica a la CPU</translation>
    </message>
    <message>
        <source>no datasheet row for the device name &apos;%1&apos;</source>
        <translation>ninguna fila de la hoja de datos para el nombre de dispositivo «%1»</translation>
    </message>
    <message>
        <source>the report does not say whether TF32 was allowed for float32 matrix products, so neither the FP32 nor the TF32 peak applies</source>
        <translation>el informe no indica si TF32 estaba permitido para los productos de matrices float32, así que no se aplica ni el pico FP32 ni el pico TF32</translation>
    </message>
    <message>
        <source>the datasheet row %1 states no dense %2 peak</source>
        <translation>la fila %1 de la hoja de datos no indica ningún pico %2 para matrices densas</translation>
    </message>
    <message>
        <source>no warm forward, no share of the datasheet&apos;s dense peak</source>
        <translation>sin pasada en caliente, sin porcentaje del pico para matrices densas de la hoja de datos</translation>
    </message>
    <message>
        <source>Matrix-product work per forward: %1 FLOP (4 x batch x context x width x hidden; bias and GELU not counted)</source>
        <translation>Trabajo de los productos de matrices por pasada: %1 FLOP (4 x lote x contexto x ancho x ancho oculto; sesgo y GELU no contados)</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput: none (no warm forward)</source>
        <translation>Rendimiento alcanzado de los productos de matrices: ninguno (sin pasada en caliente)</translation>
    </message>
    <message>
        <source>Achieved at the warm median: %1 FLOP/s (%2); %3</source>
        <translation>Alcanzado en la mediana de las pasadas en caliente: %1 FLOP/s (%2); %3</translation>
    </message>
    <message>
        <source>%1 % of the datasheet&apos;s dense peak (%2, %3 FLOP/s; %4, read %5 from %6)</source>
        <translation>%1 % del pico para matrices densas de la hoja de datos (%2, %3 FLOP/s; %4, consultado el %5 en %6)</translation>
    </message>
    <message>
        <source>— above the datasheet&apos;s dense peak, which a dense matrix product cannot reach: the datasheet row may not be this device&apos;s, or the measured time is wrong; this share is no result</source>
        <translation>— por encima del pico para matrices densas de la hoja de datos, que un producto de matrices densas no puede alcanzar: puede que la fila de la hoja de datos no sea la de este dispositivo, o que el tiempo medido sea erróneo; esta proporción no es un resultado</translation>
    </message>
</context>
<context>
    <name>IteraGpu::DisplayText</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n carácter más)</numerusform>
            <numerusform>… (%n caracteres más)</numerusform>
        </translation>
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
    <message>
        <source>%1: at most %2 characters</source>
        <translation>%1: como máximo %2 caracteres</translation>
    </message>
    <message>
        <source>%1: one line of text without control or format characters</source>
        <translation>%1: una línea de texto sin caracteres de control ni de formato</translation>
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
        <translation>Runtime de GPU con el que se compiló libtorch</translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation>ninguno: esta libtorch no admite CUDA ni ROCm</translation>
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
        <translation>Backend del asignador con caché</translation>
    </message>
    <message>
        <source>cuBLAS workspace (from the first matrix product)</source>
        <translation>Espacio de trabajo de cuBLAS (desde el primer producto de matrices)</translation>
    </message>
    <message>
        <source>Allocator and cuBLAS variables</source>
        <translation>Variables del asignador y de cuBLAS</translation>
    </message>
    <message>
        <source>none set</source>
        <translation>ninguna definida</translation>
    </message>
    <message>
        <source>other environment variables, user and host names, home paths, serial numbers, UUIDs, network addresses</source>
        <translation>otras variables de entorno, nombres de usuario y de equipo, rutas personales, números de serie, UUID, direcciones de red</translation>
    </message>
    <message>
        <source>TF32 for float32 matrix products</source>
        <translation>TF32 para productos de matrices float32</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>permitido</translation>
    </message>
    <message>
        <source>not allowed</source>
        <translation>no permitido</translation>
    </message>
    <message>
        <source>Probed (UTC)</source>
        <translation>Sondeado (UTC)</translation>
    </message>
    <message>
        <source>Processor</source>
        <translation>Procesador</translation>
    </message>
    <message>
        <source>Logical processors</source>
        <translation>Procesadores lógicos</translation>
    </message>
    <message>
        <source>Memory (RAM)</source>
        <translation>Memoria (RAM)</translation>
    </message>
    <message>
        <source>Intra-op threads (libtorch)</source>
        <translation>Hilos intra-op (libtorch)</translation>
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
    <message>
        <source>expected a UTC time such as 2026-01-31T09:30:00Z</source>
        <translation>se esperaba una hora UTC como 2026-01-31T09:30:00Z</translation>
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
        <translation>GiB = 2^30 bytes, GB = 10^9 bytes; se muestra redondeado al valor más próximo (mitades hacia arriba) a 2 decimales; los bytes son exactos</translation>
    </message>
    <message>
        <source>no cast figure: the element counts of packed tensors are not parameters</source>
        <translation>sin cifra de conversión: los recuentos de elementos de los tensores empaquetados no son parámetros</translation>
    </message>
    <message>
        <source>no cast figure: %1 elements are outside %2 to %3</source>
        <translation>sin cifra de conversión: %1 elementos están fuera de %2 a %3</translation>
    </message>
    <message>
        <source>Packed tensors (integer tensors and a quantization_config%1): element counts are storage elements, not logical parameters; the stored bytes are what loads.</source>
        <translation>Tensores empaquetados (tensores enteros y una quantization_config%1): los recuentos de elementos son elementos de almacenamiento, no parámetros lógicos; lo que se carga son los bytes almacenados.</translation>
    </message>
    <message>
        <source>Block-quantized GGUF types: each block stores its scales with its elements, so bytes are not elements × bits / 8; the stored bytes are what loads.</source>
        <translation>Tipos GGUF cuantizados por bloques: cada bloque guarda sus escalas con sus elementos, así que los bytes no son elementos × bits / 8; lo que se carga son los bytes almacenados.</translation>
    </message>
    <message>
        <source>allocator fragmentation</source>
        <translation>fragmentación del asignador</translation>
    </message>
    <message>
        <source>the total of weights, KV cache and reserve does not fit 64-bit bytes</source>
        <translation>el total de pesos, caché KV y reserva no cabe en un número de bytes de 64 bits</translation>
    </message>
    <message>
        <source>%1: must be a number of bits from %2 to %3 with at most %4 decimals, such as 16, 4 or 4.5, got &apos;%5&apos;</source>
        <translation>%1: debe ser un número de bits de %2 a %3 con %4 decimales como máximo, como 16, 4 o 4.5; se recibió «%5»</translation>
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
    <message>
        <source>%1: must be %2, such as 7000000000, 7,000,000,000, 7e9 or 7B, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2, como 7000000000, 7,000,000,000, 7e9 o 7B, recibido «%3»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a whole number</source>
        <translation>%1: «%2» no es un número entero</translation>
    </message>
    <message>
        <source>%1: must be a number such as %2 or %3, got &apos;%4&apos;</source>
        <translation>%1: debe ser un número como %2 o %3, recibido «%4»</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is ambiguous (&apos;.&apos; may group thousands): write %3 or %4</source>
        <translation>%1: «%2» es ambiguo («.» puede separar los miles): escriba %3 o %4</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Experiment</name>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation>%1: JSON no válido (%2 en la posición %3)</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>no es un objeto</translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab experiment (format)</source>
        <translation>%1: no es un experimento de IteraGPU Lab (format)</translation>
    </message>
    <message>
        <source>%1: unsupported version</source>
        <translation>%1: versión no admitida</translation>
    </message>
    <message>
        <source>%1: created_utc is not a valid UTC time</source>
        <translation>%1: created_utc no es una hora UTC válida</translation>
    </message>
    <message>
        <source>%1: catalog_file must name a file in catalogs/</source>
        <translation>%1: catalog_file debe indicar un archivo de catalogs/</translation>
    </message>
    <message>
        <source>the experiment folder&apos;s name is empty</source>
        <translation>el nombre de la carpeta del experimento está vacío</translation>
    </message>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1: no se puede crear la carpeta %2</translation>
    </message>
    <message>
        <source>%1: opening cancelled</source>
        <translation>%1: apertura cancelada</translation>
    </message>
    <message>
        <source>a new protocol needs a new experiment</source>
        <translation>un protocolo nuevo necesita un experimento nuevo</translation>
    </message>
    <message>
        <source>%1: the protocol on disk is fixed and would be replaced by a draft; %2</source>
        <translation>%1: el protocolo en disco está fijado y se sustituiría por un borrador; %2</translation>
    </message>
    <message>
        <source>%1: the protocol on disk was fixed at %2 with other fields; %3</source>
        <translation>%1: el protocolo en disco se fijó el %2 con otros campos; %3</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s amendment history would be rewritten; amendments are only appended</source>
        <translation>%1: se reescribiría el historial de enmiendas del protocolo; las enmiendas solo se añaden al final</translation>
    </message>
    <message>
        <source>%1: the protocol&apos;s fields differ from the fixed protocol on disk without an amendment</source>
        <translation>%1: los campos del protocolo difieren del protocolo fijado en disco sin una enmienda</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: not a plain file name (no &apos;/&apos;, no leading &apos;.&apos;, no control characters)</source>
        <translation>«%1»: no es un nombre de archivo simple (sin «/», sin «.» inicial, sin caracteres de control)</translation>
    </message>
    <message>
        <source>%1: holds more than %2 files</source>
        <translation>%1: contiene más de %2 archivos</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: no es una carpeta</translation>
    </message>
    <message>
        <source>%1: no free name for %2</source>
        <translation>%1: no hay ningún nombre libre para %2</translation>
    </message>
    <message>
        <source>title: one line of text without control characters</source>
        <translation>title: una línea de texto sin caracteres de control</translation>
    </message>
    <message>
        <source>title: at most %1 characters (this one has %2)</source>
        <translation>title: como máximo %1 caracteres (este tiene %2)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentChange</name>
    <message>
        <source>%1: the folder %2 cannot be created</source>
        <translation>%1: no se puede crear la carpeta %2</translation>
    </message>
    <message>
        <source>%1: %2 cannot be put in place (%3)</source>
        <translation>%1: no se puede poner %2 en su sitio (%3)</translation>
    </message>
    <message>
        <source>%1: %2 cannot be removed</source>
        <translation>%1: no se puede eliminar %2</translation>
    </message>
    <message>
        <source>%1: %2 is not a folder this program made; move it away</source>
        <translation>%1: %2 no es una carpeta creada por este programa; muévala a otro sitio</translation>
    </message>
    <message>
        <source>%1: the change is already committed</source>
        <translation>%1: el cambio ya está confirmado</translation>
    </message>
    <message>
        <source>%1: %2 cannot be staged</source>
        <translation>%1: no se puede preparar %2</translation>
    </message>
    <message>
        <source>%1: the folder was moved or replaced while it was being locked; nothing was changed</source>
        <translation>%1: la carpeta se movió o se sustituyó mientras se bloqueaba; no se cambió nada</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentCheck</name>
    <message>
        <source>%1 row %2 (%3), %4: %5</source>
        <translation>%1 fila %2 (%3), %4: %5</translation>
    </message>
    <message>
        <source>%1 is not a file below reports/ (a relative path without &apos;..&apos;)</source>
        <translation>%1 no es un archivo dentro de reports/ (una ruta relativa sin «..»)</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 no existe</translation>
    </message>
    <message>
        <source>%1: the row records no SHA-256 of the report (notes: &quot;report NAME sha256:HEX&quot;)</source>
        <translation>%1: la fila no registra ningún SHA-256 del informe (notas: «report NAME sha256:HEX»)</translation>
    </message>
    <message>
        <source>%1: its SHA-256 %2 does not start with %3, recorded in the row&apos;s notes</source>
        <translation>%1: su SHA-256 %2 no empieza por %3, el valor registrado en las notas de la fila</translation>
    </message>
    <message>
        <source>%1: %2 is &quot;%3&quot; in the row, &quot;%4&quot; in the report</source>
        <translation>%1: %2 es «%3» en la fila y «%4» en el informe</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes</source>
        <translation>%1 ocupa más de %2 bytes</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>%1 is not a measurement report</source>
        <translation>%1 no es un informe de medición</translation>
    </message>
    <message>
        <source>%1 does not read as a report: %2</source>
        <translation>%1 no se puede leer como informe: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentExport</name>
    <message>
        <source>%1 does not verify, so it is not copied: %2</source>
        <translation>%1 no supera la verificación, así que no se copia: %2</translation>
    </message>
    <message>
        <source>%1: changed while it was copied; export again</source>
        <translation>%1: cambió mientras se copiaba; exporte de nuevo</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentLock</name>
    <message>
        <source>process %1</source>
        <translation>proceso %1</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <translation>%1 (proceso %2)</translation>
    </message>
    <message>
        <source>%1: cannot open the experiment folder (%2)</source>
        <translation>%1: no se puede abrir la carpeta del experimento (%2)</translation>
    </message>
    <message>
        <source>%1: cannot lock the experiment folder (%2)</source>
        <translation>%1: no se puede bloquear la carpeta del experimento (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1: another program is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: otro programa está modificando este experimento (esperado %n s); vuelva a intentarlo cuando termine</numerusform>
            <numerusform>%1: otro programa está modificando este experimento (esperado %n s); vuelva a intentarlo cuando termine</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: %2 está modificando este experimento (esperado %n s); vuelva a intentarlo cuando termine</numerusform>
            <numerusform>%1: %2 está modificando este experimento (esperado %n s); vuelva a intentarlo cuando termine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentSummary</name>
    <message>
        <source>%1 does not verify (%2 problem(s), the first: %3); nothing is summarised from a folder whose files differ from what was recorded</source>
        <translation>%1 no supera la verificación (%2 problema(s), el primero: %3); no se resume nada de una carpeta cuyos archivos difieren de lo registrado</translation>
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
    <message>
        <source>%1/: a folder name that is not valid UTF-8; its contents were not examined</source>
        <translation>%1/: un nombre de carpeta que no es UTF-8 válido; su contenido no se examinó</translation>
    </message>
    <message>
        <source>%1: a file name that is not valid UTF-8, not allowed in a verified folder</source>
        <translation>%1: un nombre de archivo que no es UTF-8 válido, no permitido en una carpeta verificada</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Gguf</name>
    <message>
        <source>%1 would take the header past %2 bytes</source>
        <translation>%1 llevaría la cabecera más allá de %2 bytes</translation>
    </message>
    <message>
        <source>%1 (%2 bytes) runs past the end of the file</source>
        <translation>%1 (%2 bytes) va más allá del final del archivo</translation>
    </message>
    <message>
        <source>%1 cannot be read</source>
        <translation>%1 no se puede leer</translation>
    </message>
    <message>
        <source>%1 is %2 bytes long, more than %3</source>
        <translation>%1 mide %2 bytes, más de %3</translation>
    </message>
    <message>
        <source>%1 is a bool with byte %2 (0 or 1)</source>
        <translation>%1 es un booleano con el byte %2 (0 o 1)</translation>
    </message>
    <message>
        <source>a metadata key</source>
        <translation>una clave de metadatos</translation>
    </message>
    <message>
        <source>a metadata key is empty</source>
        <translation>una clave de metadatos está vacía</translation>
    </message>
    <message>
        <source>metadata key %1 appears twice</source>
        <translation>la clave de metadatos %1 aparece dos veces</translation>
    </message>
    <message>
        <source>the value of %1</source>
        <translation>el valor de %1</translation>
    </message>
    <message>
        <source>the type of %1</source>
        <translation>el tipo de %1</translation>
    </message>
    <message>
        <source>%1 has unknown value type %2</source>
        <translation>%1 tiene el tipo de valor desconocido %2</translation>
    </message>
    <message>
        <source>general.alignment must be a uint32, it has value type %1</source>
        <translation>general.alignment debe ser un uint32, tiene el tipo de valor %1</translation>
    </message>
    <message>
        <source>general.alignment %1 is not a power of two</source>
        <translation>general.alignment %1 no es una potencia de dos</translation>
    </message>
    <message>
        <source>%1 is an array of type %2 (nested arrays and unknown types are refused)</source>
        <translation>%1 es un array de tipo %2 (se rechazan los arrays anidados y los tipos desconocidos)</translation>
    </message>
    <message>
        <source>%1 (%2 elements)</source>
        <translation>%1 (%2 elementos)</translation>
    </message>
    <message>
        <source>a tensor name</source>
        <translation>un nombre de tensor</translation>
    </message>
    <message>
        <source>a tensor name is empty</source>
        <translation>un nombre de tensor está vacío</translation>
    </message>
    <message>
        <source>the dimensions of tensor %1</source>
        <translation>las dimensiones del tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has %2 dimensions (1 to 4)</source>
        <translation>el tensor %1 tiene %2 dimensiones (de 1 a 4)</translation>
    </message>
    <message>
        <source>a dimension of tensor %1</source>
        <translation>una dimensión del tensor %1</translation>
    </message>
    <message>
        <source>tensor %1: the element count overflows 64 bits</source>
        <translation>tensor %1: el número de elementos desborda 64 bits</translation>
    </message>
    <message>
        <source>the type of tensor %1</source>
        <translation>el tipo del tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has unknown ggml type %2</source>
        <translation>el tensor %1 tiene el tipo ggml desconocido %2</translation>
    </message>
    <message>
        <source>tensor %1: %2 elements per row are not a multiple of the %3 block (%4)</source>
        <translation>tensor %1: %2 elementos por fila no son múltiplo del bloque %3 (%4)</translation>
    </message>
    <message>
        <source>tensor %1: its bytes overflow 64 bits</source>
        <translation>tensor %1: sus bytes desbordan 64 bits</translation>
    </message>
    <message>
        <source>the offset of tensor %1</source>
        <translation>el desplazamiento del tensor %1</translation>
    </message>
    <message>
        <source>tensor %1 has data offset %2, expected %3</source>
        <translation>el tensor %1 tiene el desplazamiento de datos %2, se esperaba %3</translation>
    </message>
    <message>
        <source>tensor %1: the data offsets overflow 64 bits</source>
        <translation>tensor %1: los desplazamientos de datos desbordan 64 bits</translation>
    </message>
    <message>
        <source>the GGUF magic</source>
        <translation>la firma GGUF</translation>
    </message>
    <message>
        <source>not a GGUF file (no &quot;GGUF&quot; magic)</source>
        <translation>no es un archivo GGUF (sin la firma «GGUF»)</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>la versión</translation>
    </message>
    <message>
        <source>GGUF version %1 is not supported (2 or 3, little-endian)</source>
        <translation>la versión GGUF %1 no es compatible (2 o 3, little-endian)</translation>
    </message>
    <message>
        <source>the tensor count</source>
        <translation>el número de tensores</translation>
    </message>
    <message>
        <source>the metadata count</source>
        <translation>el número de metadatos</translation>
    </message>
    <message>
        <source>tensor count %1 cannot fit in the file (or exceeds %2)</source>
        <translation>el número de tensores %1 no cabe en el archivo (o supera %2)</translation>
    </message>
    <message>
        <source>metadata count %1 cannot fit in the file</source>
        <translation>el número de metadatos %1 no cabe en el archivo</translation>
    </message>
    <message>
        <source>tensor %1 appears twice</source>
        <translation>el tensor %1 aparece dos veces</translation>
    </message>
    <message>
        <source>the tensor data needs %1 bytes from offset %2, the file has %3 bytes</source>
        <translation>los datos de los tensores necesitan %1 bytes desde el desplazamiento %2, el archivo tiene %3 bytes</translation>
    </message>
    <message>
        <source>metadata count %1 is more than %2 keys</source>
        <translation>el número de metadatos %1 supera las %2 claves</translation>
    </message>
</context>
<context>
    <name>IteraGpu::GridConsistency</name>
    <message>
        <source>Row %1 (%2), %3</source>
        <translation>Fila %1 (%2), %3</translation>
    </message>
    <message>
        <source>%1: says no, but the quality value %2 meets the protocol&apos;s threshold (%3)</source>
        <translation>%1: indica «no», pero el valor de calidad %2 alcanza el umbral del protocolo (%3)</translation>
    </message>
    <message>
        <source>%1: says yes, but the quality value %2 does not meet the protocol&apos;s threshold (%3)</source>
        <translation>%1: indica «yes», pero el valor de calidad %2 no alcanza el umbral del protocolo (%3)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not in the loaded tariff catalog</source>
        <translation>%1: «%2» no está en el catálogo de tarifas cargado</translation>
    </message>
    <message>
        <source>%1: the loaded tariff catalog has no %2-day package for %3</source>
        <translation>%1: el catálogo de tarifas cargado no tiene ningún paquete de %2 días para %3</translation>
    </message>
    <message>
        <source>%1: empty on a run that is not a CPU dry run; the tariff needs %2</source>
        <translation>%1: vacío en una ejecución que no es un ensayo en CPU; la tarifa necesita %2</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1: «%2» ya es la medición de la fila %3 (%4); una repetición no es una nueva unidad útil</translation>
    </message>
    <message>
        <source>%1: the report %2 is already the measurement of row %3 (%4); a repetition is not a new useful unit</source>
        <translation>%1: el informe %2 ya es la medición de la fila %3 (%4); una repetición no es una nueva unidad útil</translation>
    </message>
    <message>
        <source>%1: filled on a CPU dry run (%2); a dry run never carries a tariff or accepted results and never sets a unit cost</source>
        <translation>%1: rellenado en un ensayo en CPU (%2); un ensayo nunca lleva tarifa ni resultados aceptados y nunca determina un coste unitario</translation>
    </message>
    <message>
        <source>%1: a result row before the protocol is fixed; fix the protocol first</source>
        <translation>%1: una fila de resultados antes de fijar el protocolo; fije primero el protocolo</translation>
    </message>
    <message>
        <source>%1: names no version of the fixed protocol; the row was added before it was fixed or outside this experiment</source>
        <translation>%1: no indica ninguna versión del protocolo fijado; la fila se añadió antes de fijarlo o fuera de este experimento</translation>
    </message>
    <message>
        <source>%1: protocol version %2 is not a version of this experiment&apos;s protocol</source>
        <translation>%1: la versión %2 del protocolo no es una versión del protocolo de este experimento</translation>
    </message>
</context>
<context>
    <name>IteraGpu::JsonSyntax</name>
    <message>
        <source>text after the end of the JSON value</source>
        <translation>texto después del final del valor JSON</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos;</source>
        <translation>se esperaba «,» o «}»</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos;</source>
        <translation>se esperaba «,» o «]»</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>se esperaba un nombre de miembro entre comillas dobles</translation>
    </message>
    <message>
        <source>unexpected state</source>
        <translation>estado inesperado</translation>
    </message>
    <message>
        <source>unexpected end of the text</source>
        <translation>final inesperado del texto</translation>
    </message>
    <message>
        <source>nested more than %1 levels deep</source>
        <translation>anidado a más de %1 niveles de profundidad</translation>
    </message>
    <message>
        <source>expected a value</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>un número necesita dígitos</translation>
    </message>
    <message>
        <source>a number needs digits after &apos;.&apos;</source>
        <translation>un número necesita dígitos después de «.»</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>un número necesita dígitos en su exponente</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>una cadena nunca se cierra</translation>
    </message>
    <message>
        <source>a control character inside a string (it must be escaped)</source>
        <translation>un carácter de control dentro de una cadena (debe escaparse)</translation>
    </message>
    <message>
        <source>a string is not valid UTF-8</source>
        <translation>una cadena no es UTF-8 válido</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>\u debe ir seguido de cuatro dígitos hexadecimales</translation>
    </message>
    <message>
        <source>a lone low surrogate escape</source>
        <translation>un escape de sustituto bajo aislado</translation>
    </message>
    <message>
        <source>a high surrogate escape without its low surrogate</source>
        <translation>un escape de sustituto alto sin su sustituto bajo</translation>
    </message>
    <message>
        <source>an unknown escape sequence</source>
        <translation>una secuencia de escape desconocida</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after a member name</source>
        <translation>se esperaba «:» después de un nombre de miembro</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in one object</source>
        <translation>la clave «%1» aparece dos veces en un objeto</translation>
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
    <name>IteraGpu::KvCache</name>
    <message>
        <source>%1 has no usable %2 (a positive whole number): no KV cache figure</source>
        <translation>%1 no tiene un %2 utilizable (un número entero positivo): sin cifra de caché KV</translation>
    </message>
    <message>
        <source>%1 has kv_lora_rank (latent attention): its KV cache is not heads × head size, no KV cache figure</source>
        <translation>%1 tiene kv_lora_rank (atención latente): su caché KV no es cabezas × tamaño de cabeza, sin cifra de caché KV</translation>
    </message>
    <message>
        <source>no num_key_value_heads: key/value heads = num_attention_heads</source>
        <translation>sin num_key_value_heads: cabezas clave/valor = num_attention_heads</translation>
    </message>
    <message>
        <source>%1: hidden_size %2 is not a multiple of num_attention_heads %3 and there is no head_dim: no KV cache figure</source>
        <translation>%1: hidden_size %2 no es múltiplo de num_attention_heads %3 y no hay head_dim: sin cifra de caché KV</translation>
    </message>
    <message>
        <source>head size = hidden_size / num_attention_heads</source>
        <translation>tamaño de cabeza = hidden_size / num_attention_heads</translation>
    </message>
    <message>
        <source>%1 has sliding_window and %2: some layers attend to the whole context, no single KV cache figure</source>
        <translation>%1 tiene sliding_window y %2: algunas capas atienden a todo el contexto, sin una cifra única de caché KV</translation>
    </message>
    <message>
        <source>GGUF metadata</source>
        <translation>metadatos GGUF</translation>
    </message>
    <message>
        <source>GGUF metadata has no general.architecture: no KV cache figure</source>
        <translation>los metadatos GGUF no tienen general.architecture: sin cifra de caché KV</translation>
    </message>
    <message>
        <source>GGUF metadata gives %1 per layer: no single KV cache figure</source>
        <translation>los metadatos GGUF dan %1 por capa: sin una cifra única de caché KV</translation>
    </message>
    <message>
        <source>no %1: key/value heads = %2</source>
        <translation>sin %1: cabezas clave/valor = %2</translation>
    </message>
    <message>
        <source>GGUF metadata has no %1 and %2 is not a multiple of %3: no KV cache figure</source>
        <translation>los metadatos GGUF no tienen %1 y %2 no es múltiplo de %3: sin cifra de caché KV</translation>
    </message>
    <message>
        <source>%1 = %2 / %3</source>
        <translation>%1 = %2 / %3</translation>
    </message>
    <message>
        <source>GGUF metadata has %1 but does not say which layers use it: no single KV cache figure</source>
        <translation>los metadatos GGUF tienen %1 pero no dicen qué capas lo usan: sin una cifra única de caché KV</translation>
    </message>
    <message>
        <source>KV cache: the product of layers, batch, context, heads and head sizes is too large to count in 64-bit bytes</source>
        <translation>caché KV: el producto de capas, lote, contexto, cabezas y tamaños de cabeza es demasiado grande para contarlo en bytes de 64 bits</translation>
    </message>
    <message>
        <source>%1: %2 %3 is larger than %4 %5 or does not divide it: no KV cache figure</source>
        <translation>%1: %2 %3 es mayor que %4 %5 o no lo divide: sin cifra de caché KV</translation>
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
    <message>
        <source>%1: &apos;open_problems&apos; is not a list</source>
        <translation>%1: «open_problems» no es una lista</translation>
    </message>
    <message>
        <source>%1: %2 bytes, more than the %3 bytes a member may have</source>
        <translation>%1: %2 bytes, más de los %3 bytes que puede tener un miembro</translation>
    </message>
    <message>
        <source>%1: offset %2: %3</source>
        <translation>%1: desplazamiento %2: %3</translation>
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
        <translation>%1: %2 ya existe; un resultado nunca se sobrescribe, elija un nombre nuevo</translation>
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
        <translation>%1: la carpeta %2 está en %3, un sistema de archivos especial; elija una carpeta en un disco</translation>
    </message>
    <message>
        <source>%1: applies to a dry run on the CPU only (%2 cpu): a GPU&apos;s memory is not this process&apos;s address space</source>
        <translation>%1: solo se aplica a un ensayo en la CPU (%2 cpu): la memoria de una GPU no es el espacio de direcciones de este proceso</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a size; write whole MiB or GiB, from %3MiB to %4MiB (as 3GiB or 2500MiB)</source>
        <translation>%1: «%2» no es un tamaño; escriba MiB o GiB enteros, de %3MiB a %4MiB (como 3GiB o 2500MiB)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementSession</name>
    <message>
        <source>%1 %2: not available: %3; nothing was measured, there is no CPU fallback</source>
        <translation>%1 %2: no disponible: %3; no se midió nada, no hay paso automático a la CPU</translation>
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
    <message>
        <source>%1: this process does not run under the limit of %2 bytes; nothing was measured</source>
        <translation>%1: este proceso no se ejecuta con el límite de %2 bytes; no se midió nada</translation>
    </message>
    <message>
        <source>the module&apos;s readings are inconsistent (%1); the report keeps the rows before them, measured by a module that may be faulty</source>
        <translation>las lecturas del módulo son incoherentes (%1); el informe conserva las filas anteriores, medidas con un módulo que puede ser defectuoso</translation>
    </message>
</context>
<context>
    <name>IteraGpu::NewFolder</name>
    <message>
        <source>%1: not a folder name</source>
        <translation>%1: no es un nombre de carpeta</translation>
    </message>
    <message>
        <source>%1: its folder cannot be opened (%2)</source>
        <translation>%1: no se puede abrir su carpeta (%2)</translation>
    </message>
    <message>
        <source>%1: exists already; an export goes into a new folder</source>
        <translation>%1: ya existe; una exportación va a una carpeta nueva</translation>
    </message>
    <message>
        <source>%1: the folder cannot be created (%2)</source>
        <translation>%1: no se puede crear la carpeta (%2)</translation>
    </message>
    <message>
        <source>%1: the new folder was replaced before it could be opened (%2); nothing was written</source>
        <translation>%1: la carpeta nueva se sustituyó antes de poder abrirla (%2); no se escribió nada</translation>
    </message>
    <message>
        <source>%1: not a file name</source>
        <translation>%1: no es un nombre de archivo</translation>
    </message>
    <message>
        <source>%1: not a folder</source>
        <translation>%1: no es una carpeta</translation>
    </message>
    <message>
        <source>%1: the folder belongs to another user; give a folder of your own</source>
        <translation>%1: la carpeta pertenece a otro usuario; indique una carpeta propia</translation>
    </message>
    <message>
        <source>%1: others may write in this folder (mode %2); give a folder only you can change</source>
        <translation>%1: otros pueden escribir en esta carpeta (modo %2); indique una carpeta que solo usted pueda modificar</translation>
    </message>
    <message>
        <source>%1: exists and is not a folder</source>
        <translation>%1: existe y no es una carpeta</translation>
    </message>
    <message>
        <source>%1: the folder cannot be opened (%2)</source>
        <translation>%1: no se puede abrir la carpeta (%2)</translation>
    </message>
    <message>
        <source>%1: the folder is not empty; nothing here is ever overwritten, give a new or empty folder</source>
        <translation>%1: la carpeta no está vacía; aquí nunca se sobrescribe nada, indique una carpeta nueva o vacía</translation>
    </message>
    <message>
        <source>%1: the folder cannot be reached through /proc; this needs Linux&apos;s /proc file system</source>
        <translation>%1: no se puede llegar a la carpeta a través de /proc; esto necesita el sistema de archivos /proc de Linux</translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation>%1: debe ser un número entero positivo de resultados aceptados distintos; el 0 se rechaza (omítalo y el coste unitario queda sin calcular)</translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation>coste unitario = total del paquete / resultados aceptados, redondeado al valor más próximo (mitades hacia arriba) a 1/100 de centavo</translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation>No demuestra disponibilidad ni reserva; verifique la oferta antes de comprar.</translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation>Muestra ilustrativa de precios, construida a partir de medianas públicas bajo demanda; no es un presupuesto de ningún proveedor.</translation>
    </message>
    <message>
        <source>%1: unknown gpu id &apos;%2&apos;; known ids: %3</source>
        <translation>%1: identificador de GPU desconocido «%2»; identificadores conocidos: %3</translation>
    </message>
    <message>
        <source>%1: the catalog has no %2-day package for &apos;%3&apos;</source>
        <translation>%1: el catálogo no tiene un paquete de %2 días para «%3»</translation>
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
    <name>IteraGpu::PackagePlan</name>
    <message>
        <source>reserve (your assumption, not measured): %1 GiB</source>
        <translation>reserva (su hipótesis, no medida): %1 GiB</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bytes per parameter</source>
        <translation>pesos: %1 parámetros x %2 bytes por parámetro</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %3 bytes</source>
        <translation>pesos convertidos a %1 bits al cargar: %2 elementos x %3 bytes</translation>
    </message>
    <message>
        <source>weights: the checkpoint&apos;s stored bytes</source>
        <translation>pesos: los bytes almacenados del checkpoint</translation>
    </message>
    <message>
        <source>KV cache: %1 tokens x %2 sequences at %3 bits</source>
        <translation>caché KV: %1 tokens x %2 secuencias a %3 bits</translation>
    </message>
    <message>
        <source>quantisation metadata beyond the checkpoint&apos;s own bytes</source>
        <translation>metadatos de cuantización más allá de los bytes propios del checkpoint</translation>
    </message>
    <message>
        <source>outside the caching allocator before the model (CUDA context, libraries, other processes), measured on %1</source>
        <translation>fuera del asignador con caché antes del modelo (contexto CUDA, bibliotecas, otros procesos), medido en %1</translation>
    </message>
    <message>
        <source>BLAS workspace as the runtime reports it, measured on %1</source>
        <translation>espacio de trabajo BLAS según lo indica el runtime, medido en %1</translation>
    </message>
    <message>
        <source>%1: the report has no device figures to add (a CPU run, or a report written before format 3)</source>
        <translation>%1: el informe no tiene cifras del dispositivo que añadir (una ejecución en la CPU o un informe escrito antes del formato 3)</translation>
    </message>
    <message>
        <source>%1: must be from 0 to %2</source>
        <translation>%1: debe estar entre 0 y %2</translation>
    </message>
    <message>
        <source>%1: must be %2 days, got &apos;%3&apos;</source>
        <translation>%1: debe ser %2 días, recibido «%3»</translation>
    </message>
    <message>
        <source>the line &apos;%1&apos; is negative</source>
        <translation>la línea «%1» es negativa</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines add up to more than 2^63 - 1 bytes</source>
        <translation>las líneas de la estimación suman más de 2^63 - 1 bytes</translation>
    </message>
    <message>
        <source>the estimate&apos;s lines fit, %1 % headroom</source>
        <translation>las líneas de la estimación caben, %1 % de margen</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom (%2 %)</source>
        <translation>justo: menos del %1 % de margen (%2 %)</translation>
    </message>
    <message>
        <source>does not fit on one GPU</source>
        <translation>no cabe en una GPU</translation>
    </message>
    <message>
        <source>if split evenly: %1 bytes (%2 GiB) per GPU - not measured; communication buffers and duplicated tensors not included</source>
        <translation>si se reparte por igual: %1 bytes (%2 GiB) por GPU – no medido; no incluye los búferes de comunicación ni los tensores duplicados</translation>
    </message>
    <message>
        <source>may be interrupted</source>
        <translation>puede interrumpirse</translation>
    </message>
    <message>
        <source>the catalog&apos;s figure</source>
        <translation>la cifra del catálogo</translation>
    </message>
    <message>
        <source>headroom % = headroom / memory x 100, cut to 2 decimals; the verdict compares exact bytes</source>
        <translation>margen % = margen / memoria x 100, truncado a 2 decimales; el veredicto compara bytes exactos</translation>
    </message>
    <message>
        <source>weights: %1 parameters x %2 bits / 8, packed</source>
        <translation>pesos: %1 parámetros x %2 bits / 8, empaquetados</translation>
    </message>
    <message>
        <source>weights cast to %1 bits on load: %2 elements x %1 bits / 8, packed</source>
        <translation>pesos convertidos a %1 bits al cargar: %2 elementos x %1 bits / 8, empaquetados</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>cabe</translation>
    </message>
    <message>
        <source>tight: under %1 % headroom</source>
        <translation>justo: menos del %1 % de margen</translation>
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
        <translation>Predicho a partir de las formas, redondeado a los bloques de 512 bytes del asignador. No incluye: los espacios de trabajo de las bibliotecas (cuBLAS/hipBLAS asignan el suyo en el primer producto de matrices y lo conservan), el contexto CUDA ni otros procesos. A partir de cold_forward, los bytes asignados medidos superarán la predicción aproximadamente en el tamaño de ese espacio de trabajo.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ProgressStream</name>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>se esperaba «%1»</translation>
    </message>
    <message>
        <source>expected a UTC date and time</source>
        <translation>se esperaba una fecha y hora UTC</translation>
    </message>
    <message>
        <source>expected 64 lowercase hexadecimal digits</source>
        <translation>se esperaban 64 dígitos hexadecimales en minúsculas</translation>
    </message>
    <message>
        <source>progress line %1</source>
        <translation>línea de progreso %1</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1: no es JSON en el byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: se esperaba un objeto</translation>
    </message>
    <message>
        <source>the progress stream goes on after the report</source>
        <translation>el flujo de progreso continúa después del informe</translation>
    </message>
    <message>
        <source>progress line %1: longer than %2 bytes</source>
        <translation>línea de progreso %1: más de %2 bytes</translation>
    </message>
    <message>
        <source>progress line %1: the stream goes on after &quot;refused&quot;</source>
        <translation>línea de progreso %1: el flujo continúa después de «refused»</translation>
    </message>
    <message>
        <source>progress line %1: a second &quot;started&quot;</source>
        <translation>línea de progreso %1: un segundo «started»</translation>
    </message>
    <message>
        <source>progress line %1: expected &quot;started&quot; first</source>
        <translation>línea de progreso %1: se esperaba «started» primero</translation>
    </message>
    <message>
        <source>the progress stream ended in the middle of line %1</source>
        <translation>el flujo de progreso terminó en medio de la línea %1</translation>
    </message>
    <message>
        <source>the progress stream ended before the run started</source>
        <translation>el flujo de progreso terminó antes de que empezara la ejecución</translation>
    </message>
    <message numerus="yes">
        <source>the progress stream ended after %n row(s), before the run ended</source>
        <translation>
            <numerusform>el flujo de progreso terminó tras %n fila, antes de que terminara la ejecución</numerusform>
            <numerusform>el flujo de progreso terminó tras %n filas, antes de que terminara la ejecución</numerusform>
        </translation>
    </message>
    <message>
        <source>the report ended after %1 of its %2 bytes</source>
        <translation>el informe terminó tras %1 de sus %2 bytes</translation>
    </message>
    <message>
        <source>the report received does not match its SHA-256</source>
        <translation>el informe recibido no coincide con su SHA-256</translation>
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
        <translation>el protocolo está fijado; cámbielo mediante una enmienda</translation>
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
    <message>
        <source>%1: unknown key &quot;%2&quot;</source>
        <translation>%1: clave desconocida «%2»</translation>
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
    <message>
        <source>not an absolute path</source>
        <translation>no es una ruta absoluta</translation>
    </message>
    <message>
        <source>holds a control or format character</source>
        <translation>contiene un carácter de control o de formato</translation>
    </message>
    <message>
        <source>is a symbolic link</source>
        <translation>es un enlace simbólico</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>no es un archivo regular</translation>
    </message>
    <message>
        <source>%1: grid.path: %2 (%3); the grid is restored without a file</source>
        <translation>%1: grid.path: %2 (%3); la tabla se restaura sin archivo</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteBounds</name>
    <message>
        <source>the remote sent more rows than the run&apos;s plan has (%1)</source>
        <translation>el host remoto envió más filas de las que tiene el plan de la ejecución (%1)</translation>
    </message>
    <message>
        <source>the remote sent row %1 as %2; the run&apos;s plan has %3 there</source>
        <translation>el host remoto envió la fila %1 como %2; el plan de la ejecución tiene ahí %3</translation>
    </message>
    <message>
        <source>the remote sent row %1 (%2) with %3 forward(s); the run&apos;s plan has %4</source>
        <translation>el host remoto envió la fila %1 (%2) con %3 pasada(s); el plan de la ejecución tiene %4</translation>
    </message>
    <message>
        <source>the remote started %1 after %2 row(s); the run&apos;s plan has %3 there</source>
        <translation>el host remoto empezó %1 tras %2 fila(s); el plan de la ejecución tiene ahí %3</translation>
    </message>
    <message>
        <source>the remote started %1 twice</source>
        <translation>el host remoto empezó %1 dos veces</translation>
    </message>
    <message>
        <source>its configuration.%1 is %2, the run requested %3</source>
        <translation>su configuration.%1 es %2, la ejecución pidió %3</translation>
    </message>
    <message>
        <source>it has %1 phase row(s), the stream showed %2</source>
        <translation>tiene %1 fila(s) de fase, el flujo mostró %2</translation>
    </message>
    <message>
        <source>its row %1 is %2, the stream showed %3</source>
        <translation>su fila %1 es %2, el flujo mostró %3</translation>
    </message>
    <message>
        <source>its row %1 (%2) took %3 ns, the stream showed %4 ns</source>
        <translation>su fila %1 (%2) tardó %3 ns, el flujo mostró %4 ns</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteEnvironment</name>
    <message>
        <source>%1 refused the environment query: %2</source>
        <translation>%1 rechazó el sondeo del entorno: %2</translation>
    </message>
    <message>
        <source>%1 did not answer with an environment report (is %2 the iteragpu command-line tool?)</source>
        <translation>%1 no respondió con un informe de entorno (¿es %2 la herramienta de línea de órdenes iteragpu?)</translation>
    </message>
    <message>
        <source>environment of %1</source>
        <translation>entorno de %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteRun</name>
    <message>
        <source>The report fetched from the remote host does not validate: %1</source>
        <translation>El informe traído del host remoto no es válido: %1</translation>
    </message>
    <message>
        <source>not a measurement report</source>
        <translation>no es un informe de medición</translation>
    </message>
    <message>
        <source>%1; the remote report was not saved here (it stays on the remote host)</source>
        <translation>%1; el informe remoto no se guardó aquí (queda en el host remoto)</translation>
    </message>
    <message>
        <source>%1 refused the run: %2</source>
        <translation>%1 rechazó la ejecución: %2</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>Se perdió la conexión con %1.</translation>
    </message>
    <message>
        <source>The remote command ended with exit code %1: %2</source>
        <translation>El comando remoto terminó con el código de salida %1: %2</translation>
    </message>
    <message>
        <source>%1 The run ended there but its report did not arrive whole; it stays on %2 at %3.</source>
        <translation>%1 La ejecución terminó allí, pero su informe no llegó completo; queda en %2 en %3.</translation>
    </message>
    <message>
        <source>%1 Every phase was measured, but the report did not arrive; it stays on %2 at %3.</source>
        <translation>%1 Se midieron todas las fases, pero el informe no llegó; queda en %2 en %3.</translation>
    </message>
    <message>
        <source>the connection to %1 dropped; the remote run was cancelled</source>
        <translation>se perdió la conexión con %1; la ejecución remota se canceló</translation>
    </message>
    <message>
        <source>%1 The rows received could not be saved: %2</source>
        <translation>%1 No se pudieron guardar las filas recibidas: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as failed with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 La ejecución se registra como fallida con la %n fila de fase recibida.</numerusform>
            <numerusform>%1 La ejecución se registra como fallida con las %n filas de fase recibidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Every phase was streamed, so the rows cannot be recorded as a run that stopped part-way; nothing was saved as the run.</source>
        <translation>%1 Se transmitieron todas las fases, así que las filas no pueden registrarse como una ejecución detenida antes de terminar; no se guardó nada como la ejecución.</translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as cancelled with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 La ejecución se registra como cancelada con la %n fila de fase recibida.</numerusform>
            <numerusform>%1 La ejecución se registra como cancelada con las %n filas de fase recibidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>It was kept only as %1, a remote report that disagrees with the stream, not as the run.</source>
        <translation>Se conservó solo como %1, un informe remoto que contradice el flujo, no como la ejecución.</translation>
    </message>
    <message>
        <source>It was not kept here (%1).</source>
        <translation>No se conservó aquí (%1).</translation>
    </message>
    <message>
        <source>the report fetched from %1 disagrees with the rows streamed: %2</source>
        <translation>el informe traído de %1 contradice las filas transmitidas: %2</translation>
    </message>
    <message>
        <source>The report fetched from %1 disagrees with the rows shown: %2. %3</source>
        <translation>El informe traído de %1 contradice las filas mostradas: %2. %3</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing; ssh was terminated.</source>
        <translation>Cancelado: %1 no se detuvo en %2 s tras cerrarse su entrada; se terminó ssh.</translation>
    </message>
    <message>
        <source>Cancelled: %1 did not stop within %2 s of its input closing and ssh did not end on SIGTERM; ssh was killed.</source>
        <translation>Cancelado: %1 no se detuvo en %2 s tras cerrarse su entrada y ssh no terminó con SIGTERM; se mató ssh.</translation>
    </message>
    <message>
        <source>Cancelled: the connection to %1 ended before its report arrived.</source>
        <translation>Cancelado: la conexión con %1 terminó antes de que llegara su informe.</translation>
    </message>
    <message>
        <source>Protocol error from %1: %2; ssh was ended.</source>
        <translation>Error de protocolo de %1: %2; se terminó ssh.</translation>
    </message>
    <message>
        <source>protocol error from %1: %2</source>
        <translation>error de protocolo de %1: %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteSweepEnd</name>
    <message>
        <source>%1 refused the sweep: %2</source>
        <translation>%1 rechazó el barrido: %2</translation>
    </message>
    <message>
        <source>ssh to %1 ended (exit status %2) before the sweep started.</source>
        <translation>ssh a %1 terminó (estado de salida %2) antes de que empezara el barrido.</translation>
    </message>
    <message>
        <source>%1 could not write its sweep.json: %2</source>
        <translation>%1 no pudo escribir su sweep.json: %2</translation>
    </message>
    <message numerus="yes">
        <source>The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no sweep.json was written here.</source>
        <translation>
            <numerusform>El barrido en %1 terminó antes de tiempo. %2 La carpeta local contiene %n informe recibido; aquí no se escribió ningún sweep.json.</numerusform>
            <numerusform>El barrido en %1 terminó antes de tiempo. %2 La carpeta local contiene %n informes recibidos; aquí no se escribió ningún sweep.json.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a measurement report</source>
        <translation>%1: no es un informe de medición</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportAdmission</name>
    <message>
        <source>%1: a CPU dry run (device cpu) never carries a tariff; add it without a package (nothing was added)</source>
        <translation>%1: un ensayo en CPU (dispositivo cpu) nunca lleva tarifa; añádalo sin paquete (no se añadió nada)</translation>
    </message>
    <message>
        <source>%1: already cited by row %2 (%3) of the grid; a repetition is not a new useful unit (nothing was added)</source>
        <translation>%1: ya citado por la fila %2 (%3) de la tabla de resultados; una repetición no es una nueva unidad útil (no se añadió nada)</translation>
    </message>
    <message>
        <source>%1: the same report as %2, named twice (nothing was added)</source>
        <translation>%1: el mismo informe que %2, indicado dos veces (no se añadió nada)</translation>
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
        <translation>no se sondeó el entorno: se omite environment.json</translation>
    </message>
    <message>
        <source>no valid package cost: cost.json is left out</source>
        <translation>no hay un coste de paquete válido: se omite cost.json</translation>
    </message>
    <message>
        <source>%1 exists already; a bundle goes into a new folder</source>
        <translation>%1 ya existe; un conjunto de informes va en una carpeta nueva</translation>
    </message>
    <message numerus="yes">
        <source>the results grid has %n open problem(s), recorded in MANIFEST.json</source>
        <translation>
            <numerusform>la tabla de resultados tiene %n problema abierto, anotado en MANIFEST.json</numerusform>
            <numerusform>la tabla de resultados tiene %n problemas abiertos, anotados en MANIFEST.json</numerusform>
        </translation>
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
    <message>
        <source>%1 does not match nanoseconds %2</source>
        <translation>%1 no coincide con nanoseconds %2</translation>
    </message>
    <message>
        <source>does not match device_type %1</source>
        <translation>no coincide con device_type %1</translation>
    </message>
    <message>
        <source>differs from the prediction of the configuration (%1)</source>
        <translation>difiere de la predicción de la configuración (%1)</translation>
    </message>
    <message>
        <source>negative count (%1)</source>
        <translation>recuento negativo (%1)</translation>
    </message>
    <message>
        <source>expected an integer (%1 is one)</source>
        <translation>se esperaba un entero (%1 lo es)</translation>
    </message>
    <message>
        <source>expected an integer (%1 has one)</source>
        <translation>se esperaba un entero (%1 tiene uno)</translation>
    </message>
    <message>
        <source>expected null (%1 has none)</source>
        <translation>se esperaba null (%1 no tiene ninguno)</translation>
    </message>
    <message>
        <source>%1 differs from %2&apos;s %3: one device has one total</source>
        <translation>%1 difiere de %3 de %2: un dispositivo tiene un solo total</translation>
    </message>
    <message>
        <source>%1 is less than the reading before (%2): the count is never reset</source>
        <translation>%1 es menor que la lectura anterior (%2): el contador nunca se reinicia</translation>
    </message>
    <message>
        <source>expected whole MiB</source>
        <translation>se esperaban MiB enteros</translation>
    </message>
    <message>
        <source>%1 differs from environment.device.total_memory_bytes %2: one device has one total</source>
        <translation>%1 difiere de environment.device.total_memory_bytes %2: un dispositivo tiene un solo total</translation>
    </message>
    <message>
        <source>%1 is more than the device&apos;s total of %2 bytes: the allocator cannot hold more than the device has</source>
        <translation>%1 es más que el total del dispositivo, %2 bytes: el asignador no puede retener más de lo que tiene el dispositivo</translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportRow</name>
    <message>
        <source>row %1: a CPU dry run never carries a tariff: it measured no GPU</source>
        <translation>fila %1: un ensayo en CPU nunca lleva tarifa: no midió ninguna GPU</translation>
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
        <source>no such cell</source>
        <translation>no existe esa celda</translation>
    </message>
    <message>
        <source>no such row</source>
        <translation>no existe esa fila</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Date (UTC)</source>
        <translation>Fecha (UTC)</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Lots</source>
        <translation>Bloques</translation>
    </message>
    <message>
        <source>Lot price (cents)</source>
        <translation>Precio del bloque (centavos)</translation>
    </message>
    <message>
        <source>Catalog snapshot</source>
        <translation>Fecha de los precios</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Device name</source>
        <translation>Nombre del dispositivo</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Tipo de datos</translation>
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
        <source>Warm-up</source>
        <translation>Calentamiento</translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <source>Measurement file</source>
        <translation>Archivo de medición</translation>
    </message>
    <message>
        <source>Warm forward, median (s)</source>
        <translation>Pasada en caliente, mediana (s)</translation>
    </message>
    <message>
        <source>Peak allocated (bytes)</source>
        <translation>Pico asignado (bytes)</translation>
    </message>
    <message>
        <source>Peak reserved (bytes)</source>
        <translation>Pico reservado (bytes)</translation>
    </message>
    <message>
        <source>Units submitted</source>
        <translation>Unidades enviadas</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Resultados aceptados</translation>
    </message>
    <message>
        <source>Quality value</source>
        <translation>Valor de calidad</translation>
    </message>
    <message>
        <source>Threshold met</source>
        <translation>Umbral alcanzado</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>%1, line %2: more than %3 rows; a results grid holds at most %3 runs</source>
        <translation>%1, línea %2: más de %3 filas; una tabla de resultados admite como máximo %3 ejecuciones</translation>
    </message>
    <message>
        <source>a results grid holds at most %1 runs</source>
        <translation>una tabla de resultados admite como máximo %1 ejecuciones</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: cannot exceed %2 (%3)</source>
        <translation>%1: no puede superar %2 (%3)</translation>
    </message>
    <message>
        <source>%1, line %2: %3 &apos;%4&apos; appears twice</source>
        <translation>%1, línea %2: %3 «%4» aparece dos veces</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is already used by another row</source>
        <translation>%1: «%2» ya lo usa otra fila</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Safetensors</name>
    <message numerus="yes">
        <source>shorter than the 8-byte header length (%n byte(s))</source>
        <translation>
            <numerusform>más corto que la longitud de cabecera de 8 bytes (%n byte)</numerusform>
            <numerusform>más corto que la longitud de cabecera de 8 bytes (%n bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>header length %1 is outside 2 to %2 bytes</source>
        <translation>la longitud de cabecera %1 está fuera de 2 a %2 bytes</translation>
    </message>
    <message>
        <source>header length %1 runs past the end of the file (%2 bytes)</source>
        <translation>la longitud de cabecera %1 va más allá del final del archivo (%2 bytes)</translation>
    </message>
    <message>
        <source>the header cannot be read</source>
        <translation>no se puede leer la cabecera</translation>
    </message>
    <message>
        <source>the header does not start with &apos;{&apos;</source>
        <translation>la cabecera no empieza por «{»</translation>
    </message>
    <message>
        <source>the header is not a JSON object (%1)</source>
        <translation>la cabecera no es un objeto JSON (%1)</translation>
    </message>
    <message>
        <source>__metadata__ must be an object of strings</source>
        <translation>__metadata__ debe ser un objeto de cadenas</translation>
    </message>
    <message>
        <source>a tensor has an empty name</source>
        <translation>un tensor tiene un nombre vacío</translation>
    </message>
    <message>
        <source>more than %1 tensors</source>
        <translation>más de %1 tensores</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; must have exactly dtype, shape and data_offsets</source>
        <translation>el tensor «%1» debe tener exactamente dtype, shape y data_offsets</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: dtype &quot;%2&quot; is not a safetensors dtype</source>
        <translation>tensor «%1»: el dtype «%2» no es un dtype de safetensors</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: shape must be an array of at most %2 sizes</source>
        <translation>tensor «%1»: shape debe ser un array de como máximo %2 tamaños</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a shape size is not a whole number &gt;= 0</source>
        <translation>tensor «%1»: un tamaño de shape no es un número entero &gt;= 0</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: the element count overflows 64 bits</source>
        <translation>tensor «%1»: el número de elementos desborda 64 bits</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: elements × dtype size overflows 64 bits</source>
        <translation>tensor «%1»: elementos × tamaño del dtype desborda 64 bits</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: %2 elements of %3 bits are not a whole number of bytes</source>
        <translation>tensor «%1»: %2 elementos de %3 bits no son un número entero de bytes</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets must be [begin, end] with 0 &lt;= begin &lt;= end</source>
        <translation>tensor «%1»: data_offsets debe ser [begin, end] con 0 &lt;= begin &lt;= end</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets end %2 is past the data area (%3 bytes)</source>
        <translation>tensor «%1»: el final %2 de data_offsets está más allá del área de datos (%3 bytes)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets span %2 bytes, but %3 elements of %4 take %5</source>
        <translation>tensor «%1»: data_offsets abarcan %2 bytes, pero %3 elementos de %4 ocupan %5</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 overlaps the tensor before it (ends at %3)</source>
        <translation>tensor «%1»: el inicio %2 de data_offsets se solapa con el tensor anterior (termina en %3)</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: data_offsets begin %2 leaves a gap (expected %3)</source>
        <translation>tensor «%1»: el inicio %2 de data_offsets deja un hueco (se esperaba %3)</translation>
    </message>
    <message>
        <source>the tensors end at data byte %1 but the data area holds %2 bytes</source>
        <translation>los tensores terminan en el byte de datos %1, pero el área de datos tiene %2 bytes</translation>
    </message>
    <message>
        <source>__metadata__ appears twice</source>
        <translation>__metadata__ aparece dos veces</translation>
    </message>
    <message>
        <source>__metadata__: %1</source>
        <translation>__metadata__: %1</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot; appears twice</source>
        <translation>el tensor «%1» aparece dos veces</translation>
    </message>
    <message>
        <source>tensor &quot;%1&quot;: a key appears twice</source>
        <translation>tensor «%1»: una clave aparece dos veces</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SshTarget</name>
    <message>
        <source>SSH host</source>
        <translation>Host SSH</translation>
    </message>
    <message>
        <source>Remote command</source>
        <translation>Comando remoto</translation>
    </message>
    <message>
        <source>%1: enter a host, user@host or an alias of your SSH configuration</source>
        <translation>%1: introduzca un host, usuario@host o un alias de su configuración SSH</translation>
    </message>
    <message>
        <source>%1: %2 starts with &apos;-&apos;, which ssh would read as an option; refused</source>
        <translation>%1: %2 empieza por «-», que ssh leería como una opción; rechazado</translation>
    </message>
    <message>
        <source>%1: %2 holds a space or a control character; refused</source>
        <translation>%1: %2 contiene un espacio o un carácter de control; rechazado</translation>
    </message>
    <message>
        <source>%1: %2 is not of the form ssh://[user@]host[:port] with a port from 1 to 65535</source>
        <translation>%1: %2 no tiene la forma ssh://[usuario@]host[:puerto] con un puerto de 1 a 65535</translation>
    </message>
    <message>
        <source>%1: enter the path of iteragpu on the remote host (or just iteragpu)</source>
        <translation>%1: introduzca la ruta de iteragpu en el host remoto (o simplemente iteragpu)</translation>
    </message>
    <message>
        <source>%1: %2 holds a line break or a control character; refused</source>
        <translation>%1: %2 contiene un salto de línea o un carácter de control; rechazado</translation>
    </message>
    <message>
        <source>%1 holds a line break or a control character and cannot be passed to the remote host; refused</source>
        <translation>%1 contiene un salto de línea o un carácter de control y no se puede pasar al host remoto; rechazado</translation>
    </message>
    <message>
        <source>The host key of %1 is unknown or has changed: connect once with &apos;ssh %1&apos; in a terminal, check the key and accept it, then try again.</source>
        <translation>La clave de host de %1 es desconocida o ha cambiado: conéctese una vez con «ssh %1» en un terminal, compruebe la clave y acéptela, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>%1 refused the authentication: add your key to the SSH agent (ssh-add) or name it in ~/.ssh/config (IdentityFile); no password is asked here.</source>
        <translation>%1 rechazó la autenticación: añada su clave al agente SSH (ssh-add) o indíquela en ~/.ssh/config (IdentityFile); aquí no se pide ninguna contraseña.</translation>
    </message>
    <message>
        <source>The host %1 was not found: check its name, or its alias in ~/.ssh/config.</source>
        <translation>No se encontró el host %1: compruebe su nombre o su alias en ~/.ssh/config.</translation>
    </message>
    <message>
        <source>%1 refused the connection: check that its SSH server runs and the port.</source>
        <translation>%1 rechazó la conexión: compruebe que su servidor SSH está en marcha y el puerto.</translation>
    </message>
    <message>
        <source>%1 did not answer in time: check the host name, the network or a jump host in ~/.ssh/config.</source>
        <translation>%1 no respondió a tiempo: compruebe el nombre del host, la red o un host de salto en ~/.ssh/config.</translation>
    </message>
    <message>
        <source>The connection to %1 dropped.</source>
        <translation>Se perdió la conexión con %1.</translation>
    </message>
    <message>
        <source>ssh could not reach %1.</source>
        <translation>ssh no pudo conectar con %1.</translation>
    </message>
    <message>
        <source>ssh could not reach %1: %2</source>
        <translation>ssh no pudo conectar con %1: %2</translation>
    </message>
    <message>
        <source>%1 was not found on %2 (command not found): install the iteragpu command-line tool there or set its path.</source>
        <translation>No se encontró %1 en %2 (command not found): instale allí la herramienta de línea de órdenes iteragpu o indique su ruta.</translation>
    </message>
    <message>
        <source>%1 on %2 cannot be run (permission denied or not a program): check its path.</source>
        <translation>%1 en %2 no se puede ejecutar (permiso denegado o no es un programa): compruebe su ruta.</translation>
    </message>
    <message>
        <source>%1: %2 has an empty user or host, or one that starts with &apos;-&apos; (which ssh would read as an option); refused</source>
        <translation>%1: %2 tiene un usuario o host vacío, o uno que empieza por «-» (ssh lo leería como una opción); rechazado</translation>
    </message>
    <message>
        <source>%1: %2 is not an absolute path (start it with / or ~/)</source>
        <translation>%1: %2 no es una ruta absoluta (empiécela por / o ~/)</translation>
    </message>
    <message>
        <source>%1: %2 is not an existing file</source>
        <translation>%1: %2 no es un archivo existente</translation>
    </message>
    <message>
        <source>SSH config file</source>
        <translation>Archivo de configuración SSH</translation>
    </message>
    <message>
        <source>Identity file</source>
        <translation>Archivo de identidad</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepIndex</name>
    <message>
        <source>a point without a report names no file</source>
        <translation>un punto sin informe no indica ningún archivo</translation>
    </message>
    <message>
        <source>expected a report&apos;s name in the sweep&apos;s folder (NAME.json, no folder part)</source>
        <translation>se esperaba el nombre de un informe en la carpeta del barrido (NAME.json, sin parte de carpeta)</translation>
    </message>
    <message>
        <source>expected 64 lowercase hex digits</source>
        <translation>se esperaban 64 dígitos hexadecimales en minúsculas</translation>
    </message>
    <message>
        <source>a failure kind is required for a failed point and only there</source>
        <translation>se requiere un tipo de fallo en un punto fallido, y solo allí</translation>
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
        <source>more than %1 values</source>
        <translation>más de %1 valores</translation>
    </message>
    <message>
        <source>more than %1 points</source>
        <translation>más de %1 puntos</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3</source>
        <translation>%1: points[%2]: %3</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 has SHA-256 %4, the index records %5</source>
        <translation>%1: points[%2]: %3 tiene el SHA-256 %4, el índice registra %5</translation>
    </message>
    <message>
        <source>%1: points[%2]: %3 is not a measurement report</source>
        <translation>%1: points[%2]: %3 no es un informe de medición</translation>
    </message>
    <message>
        <source>%1: the index says %2, the report says %3</source>
        <translation>%1: el índice dice %2, el informe dice %3</translation>
    </message>
    <message>
        <source>cancelled at %1</source>
        <translation>cancelado en %1</translation>
    </message>
    <message>
        <source>%1 is named by an earlier point (points[%2]); each point has its own report</source>
        <translation>%1 ya lo nombra un punto anterior (points[%2]); cada punto tiene su propio informe</translation>
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
        <translation>%1: el valor %2 está vacío (los valores se separan con una sola coma)</translation>
    </message>
    <message>
        <source>%1 (%2) is below %3 (%4)</source>
        <translation>%1 (%2) es menor que %3 (%4)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a dimension; one of %3</source>
        <translation>%1: «%2» no es una dimensión; dimensiones posibles: %3</translation>
    </message>
    <message>
        <source>%1: at least one value is required</source>
        <translation>%1: se requiere al menos un valor</translation>
    </message>
    <message>
        <source>%1: at most %2 values</source>
        <translation>%1: como máximo %2 valores</translation>
    </message>
    <message>
        <source>%1 needs a numeric dimension (batch, context, width or hidden)</source>
        <translation>%1 necesita una dimensión numérica (batch, context, width o hidden)</translation>
    </message>
    <message>
        <source>%1: at least 1</source>
        <translation>%1: al menos 1</translation>
    </message>
    <message>
        <source>value %1 (%2): %3</source>
        <translation>valor %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1: the values must increase (%2 after %3)</source>
        <translation>%1: los valores deben ser crecientes (%2 después de %3)</translation>
    </message>
    <message>
        <source>the sweep&apos;s folder is required</source>
        <translation>se requiere la carpeta del barrido</translation>
    </message>
    <message>
        <source>Boundary: largest complete %1 = %2, smallest failed for memory %1 = %3.</source>
        <translation>Límite: mayor valor completado %1 = %2, menor valor fallido por memoria %1 = %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>The re-run of the largest complete value agreed.</source>
        <translation>La nueva ejecución del mayor valor completado coincidió.</translation>
    </message>
    <message>
        <source>The re-run failed: the boundary moved down.</source>
        <translation>La nueva ejecución falló: el límite bajó.</translation>
    </message>
    <message>
        <source>This is the boundary of this synthetic Linear → GELU → Linear on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>Este es el límite de esta red sintética Linear → GELU → Linear en este dispositivo, con esta libtorch y este controlador, no la capacidad de un modelo.</translation>
    </message>
    <message>
        <source>Every value completed; no memory boundary below the largest value.</source>
        <translation>Todos los valores se completaron; no hay límite de memoria por debajo del mayor valor.</translation>
    </message>
    <message>
        <source>The sweep stopped: a point failed for a reason other than memory (not a boundary).</source>
        <translation>El barrido se detuvo: un punto falló por un motivo distinto de la memoria (no es un límite).</translation>
    </message>
    <message>
        <source>The sweep was cancelled; every finished point is kept.</source>
        <translation>Se canceló el barrido; se conserva cada punto terminado.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepRunner</name>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>no se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <source>the measure process was killed before its report (exit %1)</source>
        <translation>se mató el proceso de medición antes de su informe (código de salida %1)</translation>
    </message>
    <message>
        <source>the measure process ended (exit %1) without a report</source>
        <translation>el proceso de medición terminó (código de salida %1) sin informe</translation>
    </message>
    <message>
        <source>%1 differs from the report the measure process sent</source>
        <translation>%1 difiere del informe que envió el proceso de medición</translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepStream</name>
    <message>
        <source>the sweep&apos;s stream goes on after its index</source>
        <translation>el flujo del barrido continúa después de su índice</translation>
    </message>
    <message>
        <source>sweep stream line %1: longer than %2 bytes</source>
        <translation>línea %1 del flujo del barrido: más de %2 bytes</translation>
    </message>
    <message>
        <source>sweep stream line %1</source>
        <translation>línea %1 del flujo del barrido</translation>
    </message>
    <message>
        <source>%1: not JSON at byte %2: %3</source>
        <translation>%1: no es JSON en el byte %2: %3</translation>
    </message>
    <message>
        <source>%1: expected an object</source>
        <translation>%1: se esperaba un objeto</translation>
    </message>
    <message>
        <source>%1: a second &quot;sweep_started&quot;</source>
        <translation>%1: un segundo «sweep_started»</translation>
    </message>
    <message>
        <source>%1: expected &quot;sweep_started&quot; first</source>
        <translation>%1: se esperaba «sweep_started» primero</translation>
    </message>
    <message>
        <source>more than %1 values</source>
        <translation>más de %1 valores</translation>
    </message>
    <message>
        <source>expected point %1 to start</source>
        <translation>se esperaba que empezara el punto %1</translation>
    </message>
    <message>
        <source>point %1 did not start</source>
        <translation>el punto %1 no empezó</translation>
    </message>
    <message>
        <source>%1: report_bytes: a point&apos;s report follows it exactly when it names one</source>
        <translation>%1: report_bytes: el informe de un punto le sigue si y solo si el punto nombra uno</translation>
    </message>
    <message>
        <source>%1: point.file: %2 was named by an earlier point</source>
        <translation>%1: point.file: %2 ya lo nombró un punto anterior</translation>
    </message>
    <message>
        <source>point %1 did not finish</source>
        <translation>el punto %1 no terminó</translation>
    </message>
    <message>
        <source>the index follows exactly when it was written</source>
        <translation>el índice sigue si y solo si se escribió</translation>
    </message>
    <message>
        <source>%1: the report %2 that followed does not have the point&apos;s SHA-256</source>
        <translation>%1: el informe %2 que siguió no tiene el SHA-256 del punto</translation>
    </message>
    <message>
        <source>%1: the index that followed does not have the announced SHA-256</source>
        <translation>%1: el índice que siguió no tiene el SHA-256 anunciado</translation>
    </message>
    <message>
        <source>%1: the index&apos;s points are not the %2 point(s) streamed before it</source>
        <translation>%1: los puntos del índice no son los %2 punto(s) transmitidos antes que él</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended before it started</source>
        <translation>el flujo del barrido terminó antes de empezar</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended inside its index</source>
        <translation>el flujo del barrido terminó en medio de su índice</translation>
    </message>
    <message>
        <source>the sweep&apos;s stream ended during point %1</source>
        <translation>el flujo del barrido terminó durante el punto %1</translation>
    </message>
    <message numerus="yes">
        <source>the sweep&apos;s stream ended after %n point(s), before its index</source>
        <translation>
            <numerusform>el flujo del barrido terminó tras %n punto, antes de su índice</numerusform>
            <numerusform>el flujo del barrido terminó tras %n puntos, antes de su índice</numerusform>
        </translation>
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
        <translation>%1: ya existe; un resultado nunca se sobrescribe, elija un nombre nuevo</translation>
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
    <message>
        <source>%1: not a resource of the application</source>
        <translation>%1: no es un recurso de la aplicación</translation>
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
    <name>IteraGpu::Ui::AmendmentHistory</name>
    <message>
        <source>Useful unit</source>
        <translation>Unidad útil</translation>
    </message>
    <message>
        <source>Quality metric</source>
        <translation>Métrica de calidad</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Corpus</source>
        <translation>Corpus</translation>
    </message>
    <message>
        <source>Corpus size</source>
        <translation>Tamaño del corpus</translation>
    </message>
    <message>
        <source>Decision rule</source>
        <translation>Regla de decisión</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Amendment %1, %2 UTC</source>
        <translation>Enmienda %1, %2 UTC</translation>
    </message>
    <message>
        <source>No reason: no result existed yet.</source>
        <translation>Sin motivo: aún no había resultados.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>SHA-256 before %1…, after %2…</source>
        <translation>SHA-256 antes %1…, después %2…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackendStatus</name>
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
        <translation>El backend se cargará en el próximo sondeo o en la próxima medición.</translation>
    </message>
    <message>
        <source>Torch backend: %1 (found by the default search)</source>
        <translation>Backend torch: %1 (encontrado por la búsqueda predeterminada)</translation>
    </message>
    <message>
        <source>Torch backend: default search (nothing loaded yet)</source>
        <translation>Backend torch: búsqueda predeterminada (aún no se ha cargado nada)</translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation>Backend torch: %1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>Cargado: %1</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BackgroundRead</name>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>Cancel reading</source>
        <translation>Cancelar la lectura</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BundleExport</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… y %n más</numerusform>
            <numerusform>… y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Open problems in the results grid</source>
        <translation>Problemas abiertos en la tabla de resultados</translation>
    </message>
    <message numerus="yes">
        <source>The results grid has %n open problem(s):</source>
        <translation>
            <numerusform>La tabla de resultados tiene %n problema abierto:</numerusform>
            <numerusform>La tabla de resultados tiene %n problemas abiertos:</numerusform>
        </translation>
    </message>
    <message>
        <source>Export anyway? The bundle&apos;s MANIFEST.json records them and iteragpu verify prints them. To keep a row, say why with &quot;Keep row…&quot; below the grid.</source>
        <translation>¿Exportar de todos modos? El MANIFEST.json del conjunto de informes los anota e iteragpu verify los muestra. Para conservar una fila, indique el motivo con «Conservar la fila…» bajo la tabla.</translation>
    </message>
    <message>
        <source>&amp;Export with the problems</source>
        <translation>&amp;Exportar con los problemas</translation>
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
        <translation>%1: no se puede generar el gráfico como PNG</translation>
    </message>
    <message>
        <source>%1: the chart cannot be rendered as SVG</source>
        <translation>%1: no se puede generar el gráfico como SVG</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Report: %1 · Device: %2 · Configuration: %3 · Status: %4</source>
        <translation>Informe: %1 · Dispositivo: %2 · Configuración: %3 · Estado: %4</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>no guardado</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointDialog</name>
    <message>
        <source>File or folder:</source>
        <translation>Archivo o carpeta:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CheckpointPanel</name>
    <message>
        <source>From &amp;checkpoint…</source>
        <translation>Desde &amp;checkpoint…</translation>
    </message>
    <message>
        <source>&amp;Use parameters instead</source>
        <translation>&amp;Usar parámetros en su lugar</translation>
    </message>
    <message>
        <source>&amp;Load as (bits, optional):</source>
        <translation>Car&amp;gar como (bits, opcional):</translation>
    </message>
    <message>
        <source>as stored</source>
        <translation>como está almacenado</translation>
    </message>
    <message>
        <source>If the weights are cast on load, their bytes at this width are shown beside the stored bytes, never instead of them.</source>
        <translation>Si los pesos se convierten al cargarlos, sus bytes con este ancho se muestran junto a los bytes almacenados, nunca en su lugar.</translation>
    </message>
    <message>
        <source>Add the &amp;KV cache (from config.json or the GGUF metadata)</source>
        <translation>Añadir la caché &amp;KV (de config.json o de los metadatos GGUF)</translation>
    </message>
    <message>
        <source>C&amp;ontext (tokens):</source>
        <translation>C&amp;ontexto (tokens):</translation>
    </message>
    <message>
        <source>B&amp;atch (sequences):</source>
        <translation>&amp;Lote (secuencias):</translation>
    </message>
    <message>
        <source>KV cache b&amp;its:</source>
        <translation>B&amp;its de la caché KV:</translation>
    </message>
    <message>
        <source>Reading the headers of %1…</source>
        <translation>Leyendo las cabeceras de %1…</translation>
    </message>
    <message>
        <source>Checkpoint: %1</source>
        <translation>Checkpoint: %1</translation>
    </message>
    <message>
        <source>Or type a parameter count above.</source>
        <translation>O escriba arriba un número de parámetros.</translation>
    </message>
    <message>
        <source>Estimate from a checkpoint</source>
        <translation>Estimación a partir de un checkpoint</translation>
    </message>
    <message>
        <source>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;All files (*)</source>
        <translation>Checkpoints (*.safetensors *.gguf *.safetensors.index.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding one; only the headers are read. You can also drop a file or a folder on this tab.</source>
        <translation>Un archivo .safetensors, un model.safetensors.index.json, un archivo .gguf o una carpeta que contenga uno; solo se leen las cabeceras. También puede soltar un archivo o una carpeta en esta pestaña.</translation>
    </message>
    <message>
        <source>Still shown: the checkpoint read before, %1.</source>
        <translation>Se sigue mostrando el checkpoint leído antes: %1.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonCharts</name>
    <message>
        <source>Peak allocated per phase</source>
        <translation>Pico asignado por fase</translation>
    </message>
    <message>
        <source>Peak reserved per phase</source>
        <translation>Pico reservado por fase</translation>
    </message>
    <message>
        <source>Measured minus predicted peak allocated</source>
        <translation>Pico asignado: medido menos predicho</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
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
        <source>Measured − predicted</source>
        <translation>Medido − predicho</translation>
    </message>
    <message>
        <source>%1 (no value)</source>
        <translation>%1 (sin valor)</translation>
    </message>
    <message>
        <source>Device memory outside the caching allocator per phase (largest over its rows): every process on the card, not this process alone</source>
        <translation>Memoria del dispositivo fuera del asignador con caché por fase (la mayor de sus filas): todos los procesos de la tarjeta, no solo este proceso</translation>
    </message>
    <message>
        <source>Outside the allocator</source>
        <translation>Fuera del asignador</translation>
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
        <translation>Tiempo por fase: la línea es la mediana de sus filas y los bigotes llegan a la menor y a la mayor (la tabla contiene los valores exactos)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n row(s))</source>
        <translation>
            <numerusform>%1 · %2
mediana %3 ns, menor %4 ns, mayor %5 ns (%n fila)</numerusform>
            <numerusform>%1 · %2
mediana %3 ns, menor %4 ns, mayor %5 ns (%n filas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonModel</name>
    <message>
        <source>(baseline)</source>
        <translation>(referencia)</translation>
    </message>
    <message>
        <source>The runs differ in %1.</source>
        <translation>Las ejecuciones difieren en %1.</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>%1: %2 (the baseline run)</source>
        <translation>%1: %2 (la ejecución de referencia)</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3</source>
        <translation>%1: %2; diferencia con la referencia: %3</translation>
    </message>
    <message>
        <source>%1: %2; difference to the baseline: %3; ratio to the baseline: %4</source>
        <translation>%1: %2; diferencia con la referencia: %3; cociente respecto a la referencia: %4</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Device bytes in use (total minus free) minus this process&apos;s reserved bytes: every process on the card, not this process alone.</source>
        <translation>Bytes en uso del dispositivo (total menos libres) menos los bytes reservados de este proceso: todos los procesos de la tarjeta, no solo este proceso.</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s count since the process started, at the end of the phase.</source>
        <translation>El contador del asignador con caché desde que empezó el proceso, al final de la fase.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonWindow</name>
    <message>
        <source>Compare runs</source>
        <translation>Comparar ejecuciones</translation>
    </message>
    <message>
        <source>&amp;Runs (tick 2 to %1):</source>
        <translation>&amp;Ejecuciones (marque de 2 a %1):</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>&amp;Referencia:</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>Exportar &amp;CSV…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Cerr&amp;ar</translation>
    </message>
    <message>
        <source>%1 runs are ticked: at most %2 are compared at once; untick some.</source>
        <translation>Hay %1 ejecuciones marcadas: se comparan como máximo %2 a la vez; desmarque algunas.</translation>
    </message>
    <message>
        <source>Tick two to %1 runs to compare them.</source>
        <translation>Marque de dos a %1 ejecuciones para compararlas.</translation>
    </message>
    <message>
        <source>Exact values; in brackets the difference to the baseline (bytes, nanoseconds) and the ratio to it, rounded half up to %1 decimals. Bold lines differ between the runs.</source>
        <translation>Valores exactos; entre paréntesis, la diferencia con la referencia (bytes, nanosegundos) y el cociente respecto a ella, redondeado al valor más próximo (mitades hacia arriba) a %1 decimales. Las líneas en negrita difieren entre las ejecuciones.</translation>
    </message>
    <message>
        <source>The runs have the same configuration.</source>
        <translation>Las ejecuciones tienen la misma configuración.</translation>
    </message>
    <message>
        <source>The configurations differ in: %1.</source>
        <translation>Las configuraciones difieren en: %1.</translation>
    </message>
    <message>
        <source>No comparison to export: tick two runs or more.</source>
        <translation>No hay comparación que exportar: marque dos ejecuciones o más.</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>Exportar la comparación</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export comparison charts to folder</source>
        <translation>Exportar los gráficos de la comparación a una carpeta</translation>
    </message>
    <message>
        <source>This window&apos;s run: %1</source>
        <translation>Ejecución de esta ventana: %1</translation>
    </message>
    <message>
        <source>Comparison written to %1</source>
        <translation>Comparación guardada en %1</translation>
    </message>
    <message>
        <source>Export charts (&amp;PNG, SVG)…</source>
        <translation>Exportar gráficos (&amp;PNG, SVG)…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message>
        <source>&amp;GPU model:</source>
        <translation>Modelo de &amp;GPU:</translation>
    </message>
    <message>
        <source>&amp;Lots:</source>
        <translation>&amp;Bloques:</translation>
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
    <message numerus="yes">
        <source>Use grid total (%1 accepted)</source>
        <translation>
            <numerusform>Usar el total de la tabla (%1 aceptado)</numerusform>
            <numerusform>Usar el total de la tabla (%1 aceptados)</numerusform>
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
        <translation>GPU por bloque</translation>
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
        <translation>Precio del bloque</translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation>Fecha de los precios</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>No tariff catalog is loaded.</source>
        <translation>No hay ningún catálogo de tarifas cargado.</translation>
    </message>
    <message>
        <source>Total (lot price × lots)</source>
        <translation>Total (precio del bloque × bloques)</translation>
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
        <translation>sin calcular: indique el número de resultados aceptados</translation>
    </message>
    <message>
        <source>Snapshot %1. Whole US-dollar cents per lot, a lot&apos;s price covers all its GPUs; no currency conversion, no hourly pro-rata.</source>
        <translation>Precios a fecha de %1. Centavos enteros de dólar estadounidense por bloque; el precio de un bloque cubre todas sus GPU; sin conversión de moneda ni prorrateo por horas.</translation>
    </message>
    <message>
        <source>Durat&amp;ion (days):</source>
        <translation>&amp;Duración (días):</translation>
    </message>
    <message numerus="yes">
        <source>%1 cent(s)</source>
        <translation>
            <numerusform>%1 centavo</numerusform>
            <numerusform>%1 centavos</numerusform>
        </translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Sin resultado: corrija lo que está marcado en rojo.</translation>
    </message>
    <message>
        <source>%1: %2 tariffs; the window shows catalogs of at most %3 (the command line reads larger ones)</source>
        <translation>%1: %2 tarifas; la ventana muestra catálogos de como máximo %3 (la línea de órdenes lee otros mayores)</translation>
    </message>
    <message>
        <source>Only complete rows pinned to this package count: the same GPU model, duration, lots, lot price and snapshot. Dry runs, failed and cancelled runs never count.</source>
        <translation>Solo cuentan las filas completas que fijan este paquete: el mismo modelo de GPU, duración, bloques, precio del bloque y fecha de los precios. Los ensayos y las ejecuciones fallidas o canceladas nunca cuentan.</translation>
    </message>
    <message>
        <source>Only when you click: nothing is filled in automatically.</source>
        <translation>Solo al hacer clic: nada se rellena automáticamente.</translation>
    </message>
    <message numerus="yes">
        <source>%n of another package</source>
        <translation>
            <numerusform>%n de otro paquete</numerusform>
            <numerusform>%n de otro paquete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry run(s)</source>
        <translation>
            <numerusform>%n ensayo</numerusform>
            <numerusform>%n ensayos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or cancelled</source>
        <translation>
            <numerusform>%n fallida o cancelada</numerusform>
            <numerusform>%n fallidas o canceladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without accepted results</source>
        <translation>
            <numerusform>%n sin resultados aceptados</numerusform>
            <numerusform>%n sin resultados aceptados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counts %n row(s) of this package.</source>
        <translation>
            <numerusform>Se cuenta %n fila de este paquete.</numerusform>
            <numerusform>Se cuentan %n filas de este paquete.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out: %1.</source>
        <translation>Excluidas: %1.</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Precio spot (puede interrumpirse)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>Read on</source>
        <translation>Consultado el</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>Row %1 (%2) is left out because its %3 is %4, not &apos;%5&apos;: pin this package to it in the results grid (Pin package).</source>
        <translation>La fila %1 (%2) queda fuera porque su %3 es %4, no «%5»: fije este paquete a ella en la tabla de resultados (Fijar el paquete a las filas).</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::DefaultFileName</name>
    <message>
        <source>raw-results</source>
        <comment>suggested file name</comment>
        <translation>resultados-brutos</translation>
    </message>
    <message>
        <source>quality-protocol</source>
        <comment>suggested file name</comment>
        <translation>protocolo-calidad</translation>
    </message>
    <message>
        <source>package-cost</source>
        <comment>suggested file name</comment>
        <translation>coste-paquete</translation>
    </message>
    <message>
        <source>environment</source>
        <comment>suggested file name</comment>
        <translation>entorno</translation>
    </message>
    <message>
        <source>comparison</source>
        <comment>suggested file name</comment>
        <translation>comparacion</translation>
    </message>
    <message>
        <source>phases</source>
        <comment>suggested file name</comment>
        <translation>fases</translation>
    </message>
    <message>
        <source>iteragpu-bundle</source>
        <comment>suggested folder name</comment>
        <translation>iteragpu-conjunto-informes</translation>
    </message>
    <message>
        <source>measurement-%1</source>
        <comment>suggested file name; %1 is the UTC start</comment>
        <translation>medicion-%1</translation>
    </message>
    <message>
        <source>package-plan</source>
        <comment>suggested file name</comment>
        <translation>plan-paquete</translation>
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
        <translation>Versión del &amp;controlador (la anota usted):</translation>
    </message>
    <message>
        <source>Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into libtorch is not the driver version.</source>
        <translation>Léala en nvidia-smi (NVIDIA) o rocm-smi (AMD). La versión del runtime integrada en libtorch no es la versión del controlador.</translation>
    </message>
    <message>
        <source>e.g. 550.54.15</source>
        <translation>p. ej. 550.54.15</translation>
    </message>
    <message>
        <source>&amp;Probe environment</source>
        <translation>&amp;Sondear el entorno</translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation>Exportar &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Co&amp;piar</translation>
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
        <translation>Sondeando… (cargando libtorch en segundo plano)</translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation>El dispositivo %1 no está disponible: %2. Entorno registrado; una medición en él se rechazará (no hay paso automático a la CPU). Elija cpu para un ensayo del protocolo.</translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation>Entorno registrado. La versión del controlador es únicamente la que usted escribe arriba.</translation>
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
        <source>No environment to export: probe it first.</source>
        <translation>No hay entorno que exportar: sondéelo primero.</translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables other than the four that configure the allocator and cuBLAS, no user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation>Aún sin sondear. El sondeo carga el módulo libtorch en segundo plano; no se recopila nada más que los datos mostrados (ninguna variable de entorno salvo las cuatro que configuran el asignador y cuBLAS, ni nombres de usuario o de equipo, ni rutas personales, números de serie, UUID o direcciones de red).</translation>
    </message>
    <message>
        <source>&amp;Back to this machine</source>
        <translation>&amp;Volver a esta máquina</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1, format version %2. These are the facts of the machine that wrote it, not of this one.</source>
        <translation>Informe abierto (solo lectura): %1, versión de formato %2. Son los datos de la máquina que lo escribió, no de esta.</translation>
    </message>
    <message>
        <source>Environment written to %1</source>
        <translation>Entorno guardado en %1</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of %2. Probe again before exporting.</source>
        <translation>Desactualizado: la tabla muestra el sondeo de %1, no de %2. Vuelva a sondear antes de exportar.</translation>
    </message>
    <message>
        <source>The probe shown is of %1, not of %2: probe again before exporting.</source>
        <translation>El sondeo mostrado es de %1, no de %2: vuelva a sondear antes de exportar.</translation>
    </message>
    <message>
        <source>Probing %1 over SSH…</source>
        <translation>Sondeando %1 por SSH…</translation>
    </message>
    <message>
        <source>Probe of %1 failed: %2</source>
        <translation>El sondeo de %1 falló: %2</translation>
    </message>
    <message>
        <source>Stale: the table shows the probe of %1, not of the machine chosen above. Probe again before exporting.</source>
        <translation>Desactualizado: la tabla muestra el sondeo de %1, no el de la máquina elegida arriba. Vuelva a sondear antes de exportar.</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <source>Remote host %1, probed over SSH.</source>
        <translation>Host remoto %1, sondeado por SSH.</translation>
    </message>
    <message>
        <source>Probing after the measurement running on this computer ends (the torch module is used by one thread at a time)…</source>
        <translation>Se sondeará cuando termine la medición en curso en este equipo (el módulo torch lo usa un solo hilo a la vez)…</translation>
    </message>
    <message>
        <source>Copied the opened environment report as JSON.</source>
        <translation>Se copió el informe de entorno abierto como JSON.</translation>
    </message>
    <message>
        <source>Copied the environment of %1 as JSON.</source>
        <translation>Se copió el entorno de %1 como JSON.</translation>
    </message>
    <message>
        <source>&amp;Use cpu (dry run)</source>
        <translation>Usar cpu (e&amp;nsayo)</translation>
    </message>
    <message>
        <source>Switches the device to cpu and probes it: a protocol dry run that checks the steps, with no GPU figure.</source>
        <translation>Cambia el dispositivo a cpu y lo sondea: un ensayo del protocolo que comprueba los pasos, sin cifras de GPU.</translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. In this window, choose the module&apos;s file with File &gt; Choose torch backend (the command line&apos;s --backend); measurements are refused until it loads.</source>
        <translation>El backend libtorch no está cargado: %1. En esta ventana, elija el archivo del módulo con Archivo &gt; Elegir el backend torch (en la línea de órdenes, --backend); las mediciones se rechazan hasta que se cargue.</translation>
    </message>
    <message>
        <source>Driver version</source>
        <translation>Versión del controlador</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
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
        <translation>&amp;Reserva (GiB, su hipótesis):</translation>
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
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation>No incluye: %1. No predice si un modelo real cabe en una tarjeta.</translation>
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
        <translation>GiB = 2^30 bytes, GB = 10^9 bytes; redondeado al valor más próximo (mitades hacia arriba) a 2 decimales; los bytes son exactos.</translation>
    </message>
    <message>
        <source>Weight memory from a parameter count and a bit width, or from a checkpoint&apos;s headers. No GPU is needed.</source>
        <translation>Memoria de pesos a partir de un número de parámetros y un ancho en bits, o de las cabeceras de un checkpoint. No se necesita GPU.</translation>
    </message>
    <message>
        <source>A whole number of parameters: 7000000000, 7,000,000,000 (grouped as your language writes it), 7e9 or 7B.</source>
        <translation>Un número entero de parámetros: 7000000000, 7.000.000.000 (agrupado como se escribe en su idioma), 7e9 o 7B.</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>caché KV</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (GiB)</source>
        <translation>Pesos, caché KV y reserva (GiB)</translation>
    </message>
    <message>
        <source>Weights packed (parameters × bits / 8)</source>
        <translation>Pesos empaquetados (parámetros × bits / 8)</translation>
    </message>
    <message>
        <source>Total with reserve, packed</source>
        <translation>Total con reserva, empaquetado</translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s), %1 elements, read from the headers only.</source>
        <translation>
            <numerusform>%n tensor, %1 elementos, leídos solo de las cabeceras.</numerusform>
            <numerusform>%n tensores, %1 elementos, leídos solo de las cabeceras.</numerusform>
        </translation>
    </message>
    <message>
        <source>Largest tensor: %1, %2, %3.</source>
        <translation>Tensor más grande: %1, %2, %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tensor(s))</source>
        <translation>
            <numerusform>%1 (%n tensor)</numerusform>
            <numerusform>%1 (%n tensores)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stored weights</source>
        <translation>Pesos almacenados</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>KV cache = %1 layers × %2 batch × %3 context × %4 key/value heads × (%5 + %6) × %7 bits / 8, from %8.</source>
        <translation>Caché KV = %1 capas × %2 lote × %3 contexto × %4 cabezas clave/valor × (%5 + %6) × %7 bits / 8, de %8.</translation>
    </message>
    <message>
        <source>The sliding window of %1 tokens caps the context of %2.</source>
        <translation>La ventana deslizante de %1 tokens limita el contexto de %2.</translation>
    </message>
    <message>
        <source>KV cache: %1</source>
        <translation>Caché KV: %1</translation>
    </message>
    <message>
        <source>No result: correct what is marked in red.</source>
        <translation>Sin resultado: corrija lo que está marcado en rojo.</translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or %1. It is an assumption, not a measurement.</source>
        <translation>Una reserva que usted decide añadir, como 4 o %1. Es una hipótesis, no una medición.</translation>
    </message>
    <message>
        <source>Weights, KV cache and reserve (%1)</source>
        <translation>Pesos, caché KV y reserva (%1)</translation>
    </message>
    <message>
        <source>%1 bits per parameter, packed: parameters × bits / 8, rounded up to a whole byte in total.</source>
        <translation>%1 bits por parámetro, empaquetados: parámetros × bits / 8, redondeado en total al byte entero superior.</translation>
    </message>
    <message>
        <source>Stored weights (replaced by the cast on load)</source>
        <translation>Pesos almacenados (sustituidos por la conversión al cargar)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, packed (counted)</source>
        <translation>Convertidos a %1 bits al cargar, empaquetados (contados)</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load (counted)</source>
        <translation>Convertidos a %1 bits al cargar (contados)</translation>
    </message>
    <message>
        <source>1 to 64, with up to 2 decimals for an effective width such as %1. When the width is not a multiple of 8, the packed figure (parameters × bits / 8) comes first; the figure in whole bytes per parameter (each parameter rounded up to whole bytes: 4 bits take 1 byte) is shown beside it.</source>
        <translation>De 1 a 64, con hasta 2 decimales para un ancho efectivo como %1. Si el ancho no es múltiplo de 8, la cifra empaquetada (parámetros × bits / 8) va primero; la cifra en bytes enteros por parámetro (cada parámetro redondeado al byte entero superior: 4 bits ocupan 1 byte) se muestra a su lado.</translation>
    </message>
    <message>
        <source>In whole bytes: %1</source>
        <translation>En bytes enteros: %1</translation>
    </message>
    <message>
        <source>Weights, whole bytes</source>
        <translation>Pesos, bytes enteros</translation>
    </message>
    <message>
        <source>Total with reserve, whole bytes</source>
        <translation>Total con reserva, bytes enteros</translation>
    </message>
    <message>
        <source>Cast to %1 bits on load, in whole bytes per element (not counted)</source>
        <translation>Convertidos a %1 bits al cargar, en bytes enteros por elemento (no contados)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentCommands</name>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>la tabla de resultados (%n fila)</numerusform>
            <numerusform>la tabla de resultados (%n filas)</numerusform>
        </translation>
    </message>
    <message>
        <source>the quality protocol, fixed at %1 UTC</source>
        <translation>el protocolo de calidad, fijado el %1 UTC</translation>
    </message>
    <message>
        <source>the quality protocol (a draft)</source>
        <translation>el protocolo de calidad (un borrador)</translation>
    </message>
    <message>
        <source>New experiment</source>
        <translation>Nuevo experimento</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before starting a new experiment?</source>
        <translation>La ventana tiene cambios sin guardar. ¿Guardarlos antes de empezar un experimento nuevo?</translation>
    </message>
    <message>
        <source>Cannot create the experiment</source>
        <translation>No se puede crear el experimento</translation>
    </message>
    <message>
        <source>Experiment created in %1</source>
        <translation>Experimento creado en %1</translation>
    </message>
    <message>
        <source>Open experiment</source>
        <translation>Abrir un experimento</translation>
    </message>
    <message>
        <source>%1 is not an experiment, but holds a results grid or a tariff catalog. Create an experiment from these files? They are copied; the originals stay.</source>
        <translation>%1 no es un experimento, pero contiene una tabla de resultados o un catálogo de tarifas. ¿Crear un experimento a partir de estos archivos? Se copian; los originales se conservan.</translation>
    </message>
    <message>
        <source>Cannot open the experiment</source>
        <translation>No se puede abrir el experimento</translation>
    </message>
    <message>
        <source>%1 is not an experiment: it has no %2.</source>
        <translation>%1 no es un experimento: no tiene %2.</translation>
    </message>
    <message>
        <source>The window has unsaved changes. Save them before opening another experiment?</source>
        <translation>La ventana tiene cambios sin guardar. ¿Guardarlos antes de abrir otro experimento?</translation>
    </message>
    <message>
        <source>Experiment %1 opened</source>
        <translation>Experimento %1 abierto</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>No experiment is open. Create one with what the window shows (copies of the grid and the protocol)?</source>
        <translation>No hay ningún experimento abierto. ¿Crear uno con lo que muestra la ventana (copias de la tabla y del protocolo)?</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>Experiment saved: %1 (%2)</source>
        <translation>Experimento guardado: %1 (%2)</translation>
    </message>
    <message>
        <source>Close experiment</source>
        <translation>Cerrar el experimento</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before closing it?</source>
        <translation>El experimento tiene cambios sin guardar. ¿Guardarlos antes de cerrarlo?</translation>
    </message>
    <message>
        <source>Create an experiment from these files…</source>
        <translation>Crear un experimento a partir de estos archivos…</translation>
    </message>
    <message>
        <source>One folder that keeps the protocol, the grid and every report it cites together. The files are copied; the originals stay where they are.</source>
        <translation>Una carpeta que reúne el protocolo, la tabla y todos los informes que esta cita. Los archivos se copian; los originales se quedan donde están.</translation>
    </message>
    <message>
        <source>Saving the experiment…</source>
        <translation>Guardando el experimento…</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The experiment has unsaved changes. Save them before quitting?</source>
        <translation>El experimento tiene cambios sin guardar. ¿Guardarlos antes de salir?</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentSession</name>
    <message>
        <source>%1 is open in another window of IteraGPU Lab (process %2): work on it there, or close that window first.</source>
        <translation>%1 está abierto en otra ventana de IteraGPU Lab (proceso %2): trabaje en él allí o cierre antes esa ventana.</translation>
    </message>
    <message>
        <source>No experiment is open.</source>
        <translation>No hay ningún experimento abierto.</translation>
    </message>
    <message>
        <source>%1: the file changed since it was opened (SHA-256 %2, opened as %3); open it again.</source>
        <translation>%1: el archivo cambió desde que se abrió (SHA-256 %2, al abrirlo %3); ábralo de nuevo.</translation>
    </message>
    <message>
        <source>The window was closed before the experiment&apos;s files were written.</source>
        <translation>La ventana se cerró antes de que se escribieran los archivos del experimento.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExportFeedback</name>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Replace charts?</source>
        <translation>¿Reemplazar los gráficos?</translation>
    </message>
    <message>
        <source>%1 already holds %2. Replace them with the charts shown now?</source>
        <translation>%1 ya contiene %2. ¿Reemplazarlos por los gráficos que se muestran ahora?</translation>
    </message>
    <message>
        <source>Charts written to %1: %2</source>
        <translation>Gráficos guardados en %1: %2</translation>
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
        <translation>Bloques</translation>
    </message>
    <message>
        <source>Accepted results</source>
        <translation>Resultados aceptados</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Checkpoint</translation>
    </message>
    <message>
        <source>Load as (bits)</source>
        <translation>Cargar como (bits)</translation>
    </message>
    <message>
        <source>KV cache bits</source>
        <translation>Bits de la caché KV</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FileCommands</name>
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
        <translation>%1 guardado</translation>
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
        <translation>Exportar el coste del paquete</translation>
    </message>
    <message>
        <source>Package cost written to %1</source>
        <translation>Coste del paquete guardado en %1</translation>
    </message>
    <message>
        <source>Export report bundle (a new folder)</source>
        <translation>Exportar el conjunto de informes (una carpeta nueva)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>Bundle written to %1 with its MANIFEST.json. Check it with: iteragpu verify %1</source>
        <translation>Conjunto de informes guardado en %1 con su MANIFEST.json. Compruébelo con: iteragpu verify %1</translation>
    </message>
    <message>
        <source>Bundle exported</source>
        <translation>Conjunto de informes exportado</translation>
    </message>
    <message>
        <source>Open reports</source>
        <translation>Abrir informes</translation>
    </message>
    <message>
        <source>JSON reports (*.json);;All files (*)</source>
        <translation>Informes JSON (*.json);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) opened</source>
        <translation>
            <numerusform>%n informe abierto</numerusform>
            <numerusform>%n informes abiertos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n rechazado</numerusform>
            <numerusform>%n rechazados</numerusform>
        </translation>
    </message>
    <message>
        <source>Reports not opened</source>
        <translation>Informes no abiertos</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened; the reports already open are unchanged.</source>
        <translation>
            <numerusform>No se pudo abrir %n archivo; los informes ya abiertos no cambian.</numerusform>
            <numerusform>No se pudieron abrir %n archivos; los informes ya abiertos no cambian.</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>the results grid (never saved)</source>
        <translation>la tabla de resultados (nunca guardada)</translation>
    </message>
    <message>
        <source>the results grid %1</source>
        <translation>la tabla de resultados %1</translation>
    </message>
    <message>
        <source>the quality protocol</source>
        <translation>el protocolo de calidad</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Unsaved changes in %1. Save them before quitting?</source>
        <translation>Hay cambios sin guardar en %1. ¿Guardarlos antes de salir?</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>This experiment has its own results grid. To work on another grid, close this experiment first (File &gt; Close experiment), then open the grid and create an experiment from it.</source>
        <translation>Este experimento tiene su propia tabla de resultados. Para trabajar con otra tabla, cierre primero este experimento (Archivo &gt; Cerrar el experimento), abra luego la tabla y cree un experimento a partir de ella.</translation>
    </message>
    <message>
        <source>A copy of the results grid written to %1</source>
        <translation>Copia de la tabla de resultados guardada en %1</translation>
    </message>
    <message>
        <source>This experiment&apos;s protocol is fixed: it is never replaced, only amended. A new protocol needs a new experiment (File &gt; New experiment…).</source>
        <translation>El protocolo de este experimento está fijado: nunca se sustituye, solo se enmienda. Un protocolo nuevo necesita un experimento nuevo (Archivo &gt; Nuevo experimento…).</translation>
    </message>
    <message>
        <source>A copy of the quality protocol written to %1</source>
        <translation>Copia del protocolo de calidad guardada en %1</translation>
    </message>
    <message>
        <source>Export bundle</source>
        <translation>Exportar el conjunto de informes</translation>
    </message>
    <message>
        <source>The bundle is a verified copy of the saved experiment. Save the experiment first?</source>
        <translation>El conjunto de informes es una copia verificada del experimento guardado. ¿Guardar primero el experimento?</translation>
    </message>
    <message>
        <source>The copy in %1 does not verify: %2</source>
        <translation>La copia de %1 no supera la verificación: %2</translation>
    </message>
    <message>
        <source>A verified copy of the experiment, with every report its rows cite, written to %1. Check it again with: iteragpu verify %1</source>
        <translation>Copia verificada del experimento, con todos los informes citados por sus filas, guardada en %1. Compruébela de nuevo con: iteragpu verify %1</translation>
    </message>
    <message>
        <source>A bundle is being exported; wait for it to end.</source>
        <translation>Se está exportando un conjunto de informes; espere a que termine.</translation>
    </message>
    <message>
        <source>Exporting a verified copy of the experiment to %1…</source>
        <translation>Exportando una copia verificada del experimento a %1…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::HelpView</name>
    <message>
        <source>IteraGPU Lab help</source>
        <translation>Ayuda de IteraGPU Lab</translation>
    </message>
    <message>
        <source>this help; it follows the current tab</source>
        <translation>esta ayuda; sigue a la pestaña actual</translation>
    </message>
    <message>
        <source>go to a tab</source>
        <translation>ir a una pestaña</translation>
    </message>
    <message>
        <source>Estimate: the memory of the weights</source>
        <translation>Estimación: la memoria de los pesos</translation>
    </message>
    <message>
        <source>Computes the bytes of a model&apos;s weights from its parameter count and bits per parameter, or from a checkpoint&apos;s headers (safetensors, GGUF). No GPU is needed.</source>
        <translation>Calcula los bytes de los pesos de un modelo a partir de su número de parámetros y de los bits por parámetro, o de las cabeceras de un checkpoint (safetensors, GGUF). No se necesita GPU.</translation>
    </message>
    <message>
        <source>Parameters × bytes per parameter (bits rounded up to whole bytes), in GiB and in GB, plus the reserve you type, which is your assumption. For sub-byte widths the packed figure is shown beside it; the KV cache is a separate line, only when you ask for it.</source>
        <translation>Parámetros × bytes por parámetro (bits redondeados al byte entero superior), en GiB y en GB, más la reserva que usted escribe, que es su hipótesis. Para anchos de menos de un byte se muestra al lado la cifra empaquetada; la caché KV es una línea aparte, solo si usted la pide.</translation>
    </message>
    <message>
        <source>Activations, the KV cache unless asked for, quantisation metadata, gradients, optimiser state, libraries and runtime. It does not say whether a real model fits on a card.</source>
        <translation>Activaciones, la caché KV salvo que usted la pida, metadatos de cuantización, gradientes, estado del optimizador, bibliotecas y runtime. No dice si un modelo real cabe en una tarjeta.</translation>
    </message>
    <message>
        <source>Environment: what this machine offers</source>
        <translation>Entorno: lo que ofrece esta máquina</translation>
    </message>
    <message>
        <source>Probes the chosen device through the libtorch module: application, Qt and OS versions, libtorch and the CUDA or HIP version it was built with, the device&apos;s name, memory and compute capability. A missing GPU is a finding, not an error.</source>
        <translation>Sondea el dispositivo elegido mediante el módulo libtorch: versiones de la aplicación, de Qt y del sistema operativo, libtorch y la versión de CUDA o HIP con la que se compiló, nombre, memoria y capacidad de cómputo del dispositivo. Una GPU ausente es un hallazgo, no un error.</translation>
    </message>
    <message>
        <source>The driver version only as you type it (from nvidia-smi or rocm-smi). The allocator and cuBLAS configuration variables, values only, when they are set.</source>
        <translation>La versión del controlador solo tal como usted la escribe (de nvidia-smi o rocm-smi). Las variables de configuración del asignador y de cuBLAS, solo sus valores, cuando están definidas.</translation>
    </message>
    <message>
        <source>Other environment variables, user and host names, folders, serial numbers, UUIDs and network addresses are never collected. After a change of device the probe shown is stale: probe again before exporting it.</source>
        <translation>Nunca se recogen otras variables de entorno, nombres de usuario ni de equipo, carpetas, números de serie, UUID ni direcciones de red. Tras un cambio de dispositivo, el sondeo mostrado queda desactualizado: vuelva a sondear antes de exportarlo.</translation>
    </message>
    <message>
        <source>open an environment report</source>
        <translation>abrir un informe de entorno</translation>
    </message>
    <message>
        <source>Measure: one bounded run</source>
        <translation>Medición: una ejecución acotada</translation>
    </message>
    <message>
        <source>Runs a synthetic Linear → GELU → Linear on the chosen device, phase by phase, and writes a new JSON report; an existing file is never overwritten. cpu is an explicit dry run: real forwards and times, no memory counters.</source>
        <translation>Ejecuta una red sintética Linear → GELU → Linear en el dispositivo elegido, fase por fase, y escribe un informe JSON nuevo; nunca se sobrescribe un archivo existente. cpu es un ensayo explícito: pasadas y tiempos reales, sin contadores de memoria.</translation>
    </message>
    <message>
        <source>Per phase: the time, with host overhead and synchronisation, and the counters of this process&apos;s caching allocator on the device. Allocated is part of reserved; the two peaks are separate maxima. After the warm-up, the time left is an estimate from the measured forwards.</source>
        <translation>Por fase: el tiempo, con la sobrecarga del host y la sincronización, y los contadores del asignador con caché de este proceso en el dispositivo. Asignado forma parte de reservado; los dos picos son máximos distintos. Tras el calentamiento, el tiempo restante es una estimación a partir de las pasadas medidas.</translation>
    </message>
    <message>
        <source>Other processes, the driver and the rest of the card; attention, KV cache and gradients. It is not an LLM benchmark. Cancel stops after the current forward and keeps the phases measured.</source>
        <translation>Otros procesos, el controlador y el resto de la tarjeta; atención, caché KV y gradientes. No es un benchmark de LLM. Cancelar detiene la ejecución tras la pasada actual y conserva las fases medidas.</translation>
    </message>
    <message>
        <source>open a measurement report</source>
        <translation>abrir un informe de medición</translation>
    </message>
    <message>
        <source>compare runs</source>
        <translation>comparar ejecuciones</translation>
    </message>
    <message>
        <source>Quality and cost: protocol, results, package</source>
        <translation>Calidad y coste: protocolo, resultados, paquete</translation>
    </message>
    <message>
        <source>Fix the quality protocol before the first run, record every real run in the results grid, and price a rental package from the tariff catalog.</source>
        <translation>Fije el protocolo de calidad antes de la primera ejecución, registre cada ejecución real en la tabla de resultados y calcule el precio de un paquete de alquiler a partir del catálogo de tarifas.</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of the fields; later changes are amendments, kept in the history. Total = lot price × lots; the cost per accepted result only when you give the number of distinct accepted units.</source>
        <translation>Fijar registra la hora UTC y el SHA-256 de los campos; los cambios posteriores son enmiendas que quedan en el historial. Total = precio del bloque × bloques; el coste por resultado aceptado solo cuando usted indica el número de unidades aceptadas distintas.</translation>
    </message>
    <message>
        <source>Availability or reservation (check the offer before buying), currency conversion and hourly pro-rata. The shipped catalog is an illustrative sample. Repetitions of a benchmark are not new useful units.</source>
        <translation>La disponibilidad o la reserva (verifique la oferta antes de comprar), la conversión de moneda y el prorrateo por horas. El catálogo incluido es una muestra ilustrativa. Las repeticiones de un benchmark no son unidades útiles nuevas.</translation>
    </message>
    <message>
        <source>undo a change of the grid</source>
        <translation>deshacer un cambio de la tabla</translation>
    </message>
    <message>
        <source>export the report bundle</source>
        <translation>exportar el conjunto de informes</translation>
    </message>
    <message>
        <source>What the numbers include:</source>
        <translation>Lo que incluyen las cifras:</translation>
    </message>
    <message>
        <source>Not included:</source>
        <translation>No incluido:</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Alt and an underlined letter go to the field or button with that letter.</source>
        <translation>Alt y una letra subrayada llevan al campo o al botón con esa letra.</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>close this help</source>
        <translation>cerrar esta ayuda</translation>
    </message>
    <message>
        <source>open an experiment (its protocol, grid and reports)</source>
        <translation>abrir un experimento (su protocolo, su tabla y sus informes)</translation>
    </message>
    <message>
        <source>save the experiment (the protocol and the grid)</source>
        <translation>guardar el experimento (el protocolo y la tabla)</translation>
    </message>
    <message>
        <source>add a row to the results grid</source>
        <translation>añadir una fila a la tabla de resultados</translation>
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
        <source>About IteraGPU Lab</source>
        <translation>Acerca de IteraGPU Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Preparar un experimento GPU honesto y reproducible antes de alquilar GPU.&lt;/p&gt;&lt;p&gt;Qt %2 (compilado con %3). El backend libtorch se carga en tiempo de ejecución: su versión aparece en la pestaña Entorno.&lt;/p&gt;&lt;p&gt;Licencia MIT. Qt se usa bajo la LGPL v3; libtorch, bajo su licencia de tipo BSD.&lt;/p&gt;</translation>
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
        <source>Reading reports in the background…</source>
        <translation>Leyendo informes en segundo plano…</translation>
    </message>
    <message>
        <source>%1[*] — IteraGPU Lab</source>
        <translation>%1[*] — IteraGPU Lab</translation>
    </message>
    <message>
        <source>E&amp;stimate</source>
        <translation>Es&amp;timación</translation>
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
        <source>H&amp;idden:</source>
        <translation>Ancho &amp;oculto:</translation>
    </message>
    <message>
        <source>Warm-up &amp;forwards:</source>
        <translation>&amp;Pasadas de calentamiento:</translation>
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
        <source>Local cop&amp;y:</source>
        <translation>Copia en este e&amp;quipo:</translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation>Arc&amp;hivo de salida:</translation>
    </message>
    <message>
        <source>Remote fil&amp;e:</source>
        <translation>Archi&amp;vo remoto:</translation>
    </message>
    <message>
        <source>The new report&apos;s path on the remote host (a relative path is in the remote home folder). It stays there; a copy is saved on this computer.</source>
        <translation>La ruta del nuevo informe en el host remoto (una ruta relativa está en la carpeta personal remota). Se queda allí; se guarda una copia en este equipo.</translation>
    </message>
    <message>
        <source>Where the report fetched from the remote host is saved on this computer (a new file, never one that exists).</source>
        <translation>Dónde se guarda en este equipo el informe traído del host remoto (un archivo nuevo, nunca uno que ya existe).</translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation>4 × ancho</translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation>cuda:N mide esa GPU (las compilaciones ROCm usan el mismo nombre). cpu es un ensayo explícito del protocolo: pasadas y tiempos reales, sin contadores del asignador. Nunca hay un paso silencioso a la CPU.</translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation>Ele&amp;gir…</translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation>Sin predicción mientras la configuración no sea válida.</translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation>Predicción de los bytes asignados (antes de la ejecución)</translation>
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
        <translation>Archivo de salida: %1 ya existe; un resultado nunca se sobrescribe, elija un nombre nuevo.</translation>
    </message>
    <message>
        <source>This remote host has not been probed yet: its devices are not known here. Probe it on the Environment tab to check the device.</source>
        <translation>Este host remoto aún no se ha sondeado: aquí no se conocen sus dispositivos. Sondéelo en la pestaña Entorno para validar el dispositivo.</translation>
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
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation>Una red sintética Linear → GELU → Linear: no es un LLM, sin atención, sin caché KV, sin gradientes. Los tiempos incluyen la sobrecarga del host y la sincronización. Los contadores son solo los del asignador con caché de este proceso en el dispositivo elegido: asignado forma parte de reservado (no los sume nunca); los dos picos son máximos distintos (no los reste nunca).</translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation>Cargando el backend libtorch…</translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation>Cancelando tras la pasada actual…</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translatorcomment>verb: the button starts the run; the results grid&apos;s column header Run is the noun</translatorcomment>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Copia en este equipo</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Conectando con %1 por SSH…</translation>
    </message>
    <message>
        <source>Single run</source>
        <translation>Ejecución única</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>Showing an opened report, read-only: %1. This window&apos;s own run is under &quot;%2&quot; in Showing.</source>
        <translation>Se muestra un informe abierto, de solo lectura: %1. La ejecución propia de esta ventana está en «%2», en «Ejecución mostrada».</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasurementController</name>
    <message>
        <source>A measurement is already running.</source>
        <translation>Ya hay una medición en curso.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::NewExperimentDialog</name>
    <message>
        <source>New experiment</source>
        <translation>Nuevo experimento</translation>
    </message>
    <message>
        <source>An experiment is one folder: its quality protocol, fixed before the first result, the results grid, every report a row cites and the catalog its rows were priced from, with a MANIFEST.json. Everything in it is plain text.</source>
        <translation>Un experimento es una carpeta: su protocolo de calidad, fijado antes del primer resultado, la tabla de resultados, cada informe citado por una fila y el catálogo del que salen los precios de sus filas, con un MANIFEST.json. Todo su contenido es texto plano.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Car&amp;peta:</translation>
    </message>
    <message>
        <source>&amp;Create</source>
        <translation>C&amp;rear</translation>
    </message>
    <message>
        <source>It starts with copies of:</source>
        <translation>Empieza con copias de:</translation>
    </message>
    <message>
        <source>The originals stay where they are.</source>
        <translation>Los originales se quedan donde están.</translation>
    </message>
    <message>
        <source>Experiment %1</source>
        <translation>Experimento %1</translation>
    </message>
    <message>
        <source>Folder: give the folder the experiment becomes.</source>
        <translation>Carpeta: indique la carpeta que se convertirá en el experimento.</translation>
    </message>
    <message>
        <source>Folder: %1 is a symbolic link; choose a new or an empty folder.</source>
        <translation>Carpeta: %1 es un enlace simbólico; elija una carpeta nueva o vacía.</translation>
    </message>
    <message>
        <source>Folder: %1 is a file; choose a new or an empty folder.</source>
        <translation>Carpeta: %1 es un archivo; elija una carpeta nueva o vacía.</translation>
    </message>
    <message>
        <source>Folder: %1 is not empty; an experiment is a new or an empty folder.</source>
        <translation>Carpeta: %1 no está vacía; un experimento es una carpeta nueva o vacía.</translation>
    </message>
    <message>
        <source>Where to create the experiment</source>
        <translation>Dónde crear el experimento</translation>
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
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation>Pico asignado: predicho a partir de las formas frente a medido</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Milisegundos</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation>Asignador con caché por fase: base, final y pico</translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation>Asignador con caché por fase</translation>
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
        <source>warm min</source>
        <translation>warm mín.</translation>
    </message>
    <message>
        <source>warm median</source>
        <translation>warm mediana</translation>
    </message>
    <message>
        <source>warm max</source>
        <translation>warm máx.</translation>
    </message>
    <message>
        <source>warm_forward as min, median and max of its rows; the table holds every row</source>
        <translation>warm_forward como mínimo, mediana y máximo de sus filas; la tabla contiene todas las filas</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Fuera del asignador con caché (todos los procesos de la tarjeta)</translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak; and device memory in use outside it, which covers every process on the card, not this process alone</source>
        <translation>Asignador con caché por fase: base, final y pico; y la memoria del dispositivo en uso fuera de él, que abarca todos los procesos de la tarjeta, no solo este proceso</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>No memory counters on a CPU dry run</source>
        <translation>Sin contadores de memoria en un ensayo en CPU</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Peak allocated predicted from the shapes; nothing measured (no memory counters on a CPU dry run)</source>
        <translation>Pico asignado predicho a partir de las formas; nada medido (sin contadores de memoria en un ensayo en CPU)</translation>
    </message>
    <message>
        <source>the mean of the two middle rows, %1 and %2</source>
        <translation>la media de las dos filas centrales, %1 y %2</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation>No disponible: el ensayo en CPU no tiene contadores del asignador</translation>
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
    <message>
        <source>Not available: the backend could not read the device&apos;s free and total bytes</source>
        <translation>No disponible: el backend no pudo leer los bytes libres y totales del dispositivo</translation>
    </message>
    <message>
        <source>%1: the device&apos;s total minus free bytes at the end of the phase. It covers every process on the card, not this process alone.</source>
        <translation>%1: los bytes totales menos los libres del dispositivo al final de la fase. Abarca todos los procesos de la tarjeta, no solo este proceso.</translation>
    </message>
    <message>
        <source>%1: the caching allocator reserves more than the device reports in use, so the figures contradict each other; they are shown as read.</source>
        <translation>%1: el asignador con caché reserva más de lo que el dispositivo indica en uso, así que las cifras se contradicen; se muestran tal como se leyeron.</translation>
    </message>
    <message>
        <source>%1: device bytes in use (total minus free) minus this process&apos;s reserved bytes: the CUDA context, library workspaces outside the caching allocator and other processes. It covers every process on the card, not this process alone; the prediction does not include it.</source>
        <translation>%1: bytes en uso del dispositivo (total menos libres) menos los bytes reservados de este proceso: el contexto CUDA, los espacios de trabajo de bibliotecas fuera del asignador con caché y otros procesos. Abarca todos los procesos de la tarjeta, no solo este proceso; la predicción no lo incluye.</translation>
    </message>
    <message>
        <source>Not available: the backend could not read the allocator&apos;s counts</source>
        <translation>No disponible: el backend no pudo leer los contadores del asignador</translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) the caching allocator retried after freeing its cache, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n asignación que el asignador con caché reintentó tras liberar su caché, desde que empezó el proceso (nunca se reinicia entre fases)</numerusform>
            <numerusform>%n asignaciones que el asignador con caché reintentó tras liberar su caché, desde que empezó el proceso (nunca se reinicia entre fases)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) that failed in the caching allocator, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n asignación que falló en el asignador con caché, desde que empezó el proceso (nunca se reinicia entre fases)</numerusform>
            <numerusform>%n asignaciones que fallaron en el asignador con caché, desde que empezó el proceso (nunca se reinicia entre fases)</numerusform>
        </translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>A partir de los bytes libres y totales del propio dispositivo: todos los procesos de la tarjeta, no solo este proceso.</translation>
    </message>
    <message>
        <source>Outside the caching allocator</source>
        <translation>Fuera del asignador con caché</translation>
    </message>
    <message>
        <source>Device in use</source>
        <translation>Dispositivo en uso</translation>
    </message>
    <message>
        <source>Allocator retries</source>
        <translation>Reintentos del asignador</translation>
    </message>
    <message>
        <source>Allocator OOMs</source>
        <translation>OOM del asignador</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanPanel</name>
    <message>
        <source>None (the CUDA context and libraries not counted)</source>
        <translation>Ninguna (el contexto CUDA y las bibliotecas no se cuentan)</translation>
    </message>
    <message>
        <source>No plan: the estimate above has no result.</source>
        <translation>Sin plan: la estimación de arriba no tiene resultado.</translation>
    </message>
    <message>
        <source>Computing the plan…</source>
        <translation>Calculando el plan…</translation>
    </message>
    <message>
        <source>No plan: %1</source>
        <translation>Sin plan: %1</translation>
    </message>
    <message>
        <source>Needed per GPU: %1; tight: headroom under %2 % of the GPU&apos;s memory.</source>
        <translation>Necesario por GPU: %1; justo: margen inferior al %2 % de la memoria de la GPU.</translation>
    </message>
    <message>
        <source>Export plan as JSON</source>
        <translation>Exportar el plan como JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Archivos JSON (*.json)</translation>
    </message>
    <message>
        <source>Export plan as CSV</source>
        <translation>Exportar el plan como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Plan written to %1</source>
        <translation>Plan guardado en %1</translation>
    </message>
    <message>
        <source>Which package holds it</source>
        <translation>Qué paquete lo contiene</translation>
    </message>
    <message>
        <source>Dura&amp;tion:</source>
        <translation>&amp;Duración:</translation>
    </message>
    <message>
        <source>Measured overhea&amp;d:</source>
        <translation>&amp;Sobrecarga medida:</translation>
    </message>
    <message>
        <source>A measurement or environment report opened in this window: its bytes measured outside the allocator become their own line, labelled with the device.</source>
        <translation>Un informe de medición o de entorno abierto en esta ventana: sus bytes medidos fuera del asignador pasan a ser una línea propia, etiquetada con el dispositivo.</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>Set the calculator to this packa&amp;ge</source>
        <translation>Ajustar la calculadora a este pa&amp;quete</translation>
    </message>
    <message>
        <source>Sets the Quality and cost calculator to the chosen model and duration.</source>
        <translation>Ajusta la calculadora de la pestaña Calidad y coste al modelo y la duración elegidos.</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export JSON…</source>
        <translation>Exportar JSON…</translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation>%1 (%2 %3)</translation>
    </message>
    <message>
        <source>No package of the catalog holds it with room to spare.</source>
        <translation>Ningún paquete del catálogo lo contiene con margen.</translation>
    </message>
    <message numerus="yes">
        <source>Cheapest that fits: %1, %2 for %n day(s) (one lot).</source>
        <translation>
            <numerusform>El más barato que cabe: %1, %2 por %n día (un bloque).</numerusform>
            <numerusform>El más barato que cabe: %1, %2 por %n días (un bloque).</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalog: %1, snapshot %2. %3 Memory per GPU is the catalog&apos;s figure, not measured. This does not predict whether a real model fits on a card.</source>
        <translation>Catálogo: %1, precios a fecha de %2. %3 La memoria por GPU es la cifra del catálogo, no una medición. No predice si un modelo real cabe en una tarjeta.</translation>
    </message>
    <message>
        <source>Not included in the plan: %1.</source>
        <translation>El plan no incluye: %1.</translation>
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
        <translation>%1, %2 (gpu_memory_gib × 2^30), no medido</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n day(s), one lot, all its GPUs included</source>
        <translation>
            <numerusform>%1 por %n día, un bloque, todas sus GPU incluidas</numerusform>
            <numerusform>%1 por %n días, un bloque, todas sus GPU incluidas</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>Modelo de GPU</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Memory per GPU (catalog)</source>
        <translation>Memoria por GPU (catálogo)</translation>
    </message>
    <message>
        <source>Needed per GPU</source>
        <translation>Necesario por GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Margen</translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation>GPU por bloque</translation>
    </message>
    <message>
        <source>Package price</source>
        <translation>Precio del paquete</translation>
    </message>
    <message>
        <source>Spot price (may be interrupted)</source>
        <translation>Precio spot (puede interrumpirse)</translation>
    </message>
    <message>
        <source>If split evenly (not measured)</source>
        <translation>Si se reparte por igual (no medido)</translation>
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
        <translation>&amp;Unidad útil (un resultado aceptado):</translation>
    </message>
    <message>
        <source>Quality &amp;metric:</source>
        <translation>&amp;Métrica de calidad:</translation>
    </message>
    <message>
        <source>&amp;Threshold:</source>
        <translation>Umbra&amp;l:</translation>
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
        <translation>&amp;Regla de decisión:</translation>
    </message>
    <message>
        <source>Amendment &amp;reason:</source>
        <translation>M&amp;otivo de la enmienda:</translation>
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
        <source>Read the protocol…</source>
        <translation>Leer el protocolo…</translation>
    </message>
    <message>
        <source>Not fixed yet. Fill in every field and fix the protocol before the first run: the threshold must not be chosen after seeing the results.</source>
        <translation>Aún sin fijar. Complete todos los campos y fije el protocolo antes de la primera ejecución: el umbral no debe elegirse después de ver los resultados.</translation>
    </message>
    <message>
        <source>Comparis&amp;on:</source>
        <translation>Com&amp;paración:</translation>
    </message>
    <message>
        <source>&amp;Keep the fixed text</source>
        <translation>Conser&amp;var el texto fijado</translation>
    </message>
    <message>
        <source>Fix the protocol</source>
        <translation>Fijar el protocolo</translation>
    </message>
    <message>
        <source>Fix the protocol now?</source>
        <translation>¿Fijar el protocolo ahora?</translation>
    </message>
    <message>
        <source>Fixing records the UTC time and the SHA-256 of these fields. The fields become read-only: every later change is an amendment, kept in the history, and needs a reason once a result row exists.</source>
        <translation>Fijar registra la hora UTC y el SHA-256 de estos campos. Los campos pasan a ser de solo lectura: cada cambio posterior es una enmienda, queda en el historial y necesita un motivo en cuanto existe una fila de resultados.</translation>
    </message>
    <message>
        <source>&amp;Fix</source>
        <translation>&amp;Fijar</translation>
    </message>
    <message>
        <source>Fixed: start an amendment to change it.</source>
        <translation>Fijado: inicie una enmienda para cambiarlo.</translation>
    </message>
    <message>
        <source>Record the am&amp;endment</source>
        <translation>Registrar la &amp;enmienda</translation>
    </message>
    <message>
        <source>Am&amp;end…</source>
        <translation>&amp;Enmendar…</translation>
    </message>
    <message>
        <source>Fixed on %1 (UTC). SHA-256 of the canonical JSON: %2. The fields are read-only; changes go through an amendment, and once a result row exists, an amendment needs a reason.</source>
        <translation>Fijado el %1 (UTC). SHA-256 del JSON canónico: %2. Los campos son de solo lectura; los cambios pasan por una enmienda y, en cuanto existe una fila de resultados, la enmienda necesita un motivo.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ej. %1</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>umbral</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>Add row from last measurement</source>
        <translation>Añadir fila de la última medición</translation>
    </message>
    <message>
        <source>Quality protocol</source>
        <translation>Protocolo de calidad</translation>
    </message>
    <message>
        <source>No valid package cost to export.</source>
        <translation>No hay un coste de paquete válido para exportar.</translation>
    </message>
    <message>
        <source>Add row from report</source>
        <translation>Añadir fila desde un informe</translation>
    </message>
    <message>
        <source>A row from an opened measurement report, failed and cancelled runs included. Its notes name the file and the first 16 hex digits of its SHA-256.</source>
        <translation>Una fila de un informe de medición abierto, incluidas las ejecuciones fallidas y canceladas. Sus notas indican el archivo y los primeros 16 dígitos hexadecimales de su SHA-256.</translation>
    </message>
    <message>
        <source>(no measurement report open)</source>
        <translation>(ningún informe de medición abierto)</translation>
    </message>
    <message>
        <source>Open a report file…</source>
        <translation>Abrir un archivo de informe…</translation>
    </message>
    <message>
        <source>No result row before the protocol is fixed: fill in the quality protocol and click Fix first. A result recorded before it is not pre-registered.</source>
        <translation>Ninguna fila de resultados antes de fijar el protocolo: complete primero el protocolo de calidad y haga clic en «Fijar». Un resultado registrado antes no está prerregistrado.</translation>
    </message>
    <message>
        <source>Sweep not added</source>
        <translation>Barrido no añadido</translation>
    </message>
    <message>
        <source>No point of this sweep wrote a report.</source>
        <translation>Ningún punto de este barrido escribió un informe.</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) of the sweep</source>
        <translation>
            <numerusform>%n punto del barrido</numerusform>
            <numerusform>%n puntos del barrido</numerusform>
        </translation>
    </message>
    <message>
        <source>Raw results: one row per real run, failed and cancelled runs included. Add row fills in only %1 (the next free one), %2 (now), %3 (complete) and, in %4, the protocol version in force: correct them for the run you record.</source>
        <translation>Resultados brutos: una fila por ejecución real, incluidas las fallidas y las canceladas. «Añadir fila» rellena solo %1 (el siguiente libre), %2 (ahora), %3 (complete) y, en %4, la versión del protocolo vigente: corríjalos para la ejecución que registre.</translation>
    </message>
    <message>
        <source>1. Protocol</source>
        <translation>1. Protocolo</translation>
    </message>
    <message>
        <source>2. Results grid</source>
        <translation>2. Tabla de resultados</translation>
    </message>
    <message>
        <source>3. Package cost</source>
        <translation>3. Coste del paquete</translation>
    </message>
    <message>
        <source>Pin package to rows</source>
        <translation>Fijar el paquete a las filas</translation>
    </message>
    <message>
        <source>Copies the package chosen on the Package cost page (GPU model, duration, lots, lot price and snapshot) into the selected rows, one undo step. A CPU dry run never carries a tariff.</source>
        <translation>Copia el paquete elegido en la página Coste del paquete (modelo de GPU, duración, bloques, precio del bloque y fecha de los precios) en las filas seleccionadas, en un solo paso de deshacer. Un ensayo en CPU nunca lleva tarifa.</translation>
    </message>
    <message>
        <source>Pin the calculator&apos;s package to these rows</source>
        <translation>Fijar el paquete de la calculadora a estas filas</translation>
    </message>
    <message>
        <source>Next: fill in the protocol and fix it (1. Protocol), before any result.</source>
        <translation>Siguiente paso: rellene el protocolo y fíjelo (1. Protocolo), antes de cualquier resultado.</translation>
    </message>
    <message>
        <source>Next: add one row per real run (2. Results grid): from the last measurement, from a report, or typed.</source>
        <translation>Siguiente paso: añada una fila por cada ejecución real (2. Tabla de resultados): de la última medición, de un informe o escrita a mano.</translation>
    </message>
    <message>
        <source>Next: choose a package (3. Package cost), then pin it to the rows it paid for (2. Results grid, Pin package to rows).</source>
        <translation>Siguiente paso: elija un paquete (3. Coste del paquete) y fíjelo a las filas que pagó (2. Tabla de resultados, Fijar el paquete a las filas).</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) pinned to a package: the unit cost is on 3. Package cost (Use grid total).</source>
        <translation>
            <numerusform>%n fila fijada a un paquete: el coste unitario está en 3. Coste del paquete (Usar el total de la tabla).</numerusform>
            <numerusform>%n filas fijadas a un paquete: el coste unitario está en 3. Coste del paquete (Usar el total de la tabla).</numerusform>
        </translation>
    </message>
    <message>
        <source>The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>El orden del trabajo: fije el protocolo, registre cada ejecución y después ponga precio al paquete.</translation>
    </message>
    <message>
        <source>No package to pin: choose the GPU model, duration and lots on the Package cost page first.</source>
        <translation>No hay paquete que fijar: elija primero el modelo de GPU, la duración y los bloques en la página Coste del paquete.</translation>
    </message>
    <message numerus="yes">
        <source>Pinned package %1 (%2 days, lots: %3) to %n row(s).</source>
        <translation>
            <numerusform>Paquete %1 (%2 días, bloques: %3) fijado a %n fila.</numerusform>
            <numerusform>Paquete %1 (%2 días, bloques: %3) fijado a %n filas.</numerusform>
        </translation>
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
    <name>IteraGpu::Ui::RecoveryPrompt</name>
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
    <message>
        <source>Reading the unsaved work of the last session…</source>
        <translation>Leyendo el trabajo sin guardar de la última sesión…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteCheckDialog</name>
    <message>
        <source>Check remote host</source>
        <translation>Probar host remoto</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>Probar de &amp;nuevo</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Checking %1 over SSH…</source>
        <translation>Probando %1 por SSH…</translation>
    </message>
    <message>
        <source>%1 over SSH, as this window will use it:</source>
        <translation>%1 por SSH, tal como lo usará esta ventana:</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteHostBox</name>
    <message>
        <source>ssh runs with your own OpenSSH setup (agent, keys, ~/.ssh/config, jump hosts); this window never asks for or keeps a password or key.</source>
        <translation>ssh se ejecuta con su propia configuración de OpenSSH (agente, claves, ~/.ssh/config, hosts de salto); esta ventana nunca le pide ni guarda una contraseña o una clave.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Máquina</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>Remote host over SSH:</source>
        <translation>Host remoto por SSH:</translation>
    </message>
    <message>
        <source>alias, user@host or ssh://host:port</source>
        <translation>alias, usuario@host o ssh://host:puerto</translation>
    </message>
    <message>
        <source>What you would type after ssh: a Host of your ~/.ssh/config, user@host, or ssh://user@host:port. Recent hosts are in the list.</source>
        <translation>Lo que escribiría después de ssh: un Host de su ~/.ssh/config, usuario@host o ssh://usuario@host:puerto. Los hosts recientes están en la lista.</translation>
    </message>
    <message>
        <source>Remote e&amp;xecutable:</source>
        <translation>Ejec&amp;utable remoto:</translation>
    </message>
    <message>
        <source>The iteragpu command line program on the remote machine: its name on the PATH there or its full path (the portable folder&apos;s bin/iteragpu, for example).</source>
        <translation>El programa de línea de órdenes iteragpu en la máquina remota: su nombre en el PATH de allí o su ruta completa (por ejemplo, bin/iteragpu de la carpeta portátil).</translation>
    </message>
    <message>
        <source>Chec&amp;k remote</source>
        <translation>Probar cone&amp;xión</translation>
    </message>
    <message>
        <source>Connects once and reports whether iteragpu is found there, its version, whether its torch module loads and which devices it sees.</source>
        <translation>Se conecta una vez e indica si iteragpu se encuentra allí, su versión, si su módulo torch se carga y qué dispositivos ve.</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>Archivo de configuración SSH:</translation>
    </message>
    <message>
        <source>optional; default: ~/.ssh/config</source>
        <translation>opcional; predeterminado: ~/.ssh/config</translation>
    </message>
    <message>
        <source>An ssh configuration file to use instead of ~/.ssh/config (passed as ssh -F): an absolute path or one starting with ~/. Its Host aliases are offered in the host list.</source>
        <translation>Un archivo de configuración de ssh que se usa en lugar de ~/.ssh/config (se pasa como ssh -F): una ruta absoluta o una que empiece por ~/. Sus alias Host se ofrecen en la lista de hosts.</translation>
    </message>
    <message>
        <source>Identity file:</source>
        <translation>Archivo de identidad:</translation>
    </message>
    <message>
        <source>optional; default: your agent and ~/.ssh/config</source>
        <translation>opcional; predeterminado: su agente y ~/.ssh/config</translation>
    </message>
    <message>
        <source>A private key file for ssh to try as well (passed as ssh -i): an absolute path or one starting with ~/. Only its path is kept; the key is never read here.</source>
        <translation>Un archivo de clave privada que ssh probará también (se pasa como ssh -i): una ruta absoluta o una que empiece por ~/. Solo se guarda su ruta; la clave nunca se lee aquí.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteMeasurementController</name>
    <message>
        <source>A remote run is already in progress.</source>
        <translation>Ya hay una ejecución remota en curso.</translation>
    </message>
    <message>
        <source>Local copy</source>
        <translation>Copia en este equipo</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop after the current forward; waiting up to %2 s…</source>
        <translation>Cancelando: se pidió a %1 que se detuviera tras la pasada en curso; esperando hasta %2 s…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Cancelando: %1 no se detuvo en %2 s; terminando ssh…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Cancelando: ssh no terminó en %1 s; matándolo…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteProbe</name>
    <message>
        <source>Stopped before %1 answered.</source>
        <translation>Detenido antes de que %1 respondiera.</translation>
    </message>
    <message>
        <source>ssh connects to %1.</source>
        <translation>ssh se conecta a %1.</translation>
    </message>
    <message>
        <source>%1 on %2 is not the iteragpu command-line tool.</source>
        <translation>%1 en %2 no es la herramienta de línea de órdenes iteragpu.</translation>
    </message>
    <message>
        <source>%1 found: %2.</source>
        <translation>%1 encontrado: %2.</translation>
    </message>
    <message>
        <source>The torch module does not load there: %1</source>
        <translation>El módulo torch no se carga allí: %1</translation>
    </message>
    <message>
        <source>The torch module loads: libtorch %1.</source>
        <translation>El módulo torch se carga: libtorch %1.</translation>
    </message>
    <message numerus="yes">
        <source>Devices seen: cpu and %n GPU(s) (cuda:0 to cuda:%1).</source>
        <translation>
            <numerusform>Dispositivos vistos: cpu y %n GPU (cuda:0 a cuda:%1).</numerusform>
            <numerusform>Dispositivos vistos: cpu y %n GPU (cuda:0 a cuda:%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Devices seen: cpu only, no GPU (a protocol dry run is all that can run there).</source>
        <translation>Dispositivos vistos: solo cpu, ninguna GPU (allí solo es posible un ensayo del protocolo).</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s; ssh was ended.</source>
        <translation>%1 no respondió en %2 s; se terminó ssh.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteSweep</name>
    <message>
        <source>A remote sweep is already in progress.</source>
        <translation>Ya hay un barrido remoto en curso.</translation>
    </message>
    <message>
        <source>Cancelling: %1 was asked to stop the current point; waiting up to %2 s…</source>
        <translation>Cancelando: se pidió a %1 que detuviera el punto en curso; esperando hasta %2 s…</translation>
    </message>
    <message>
        <source>Cancelling: %1 did not stop within %2 s; ending ssh…</source>
        <translation>Cancelando: %1 no se detuvo en %2 s; terminando ssh…</translation>
    </message>
    <message>
        <source>Cancelling: ssh did not end within %1 s; killing it…</source>
        <translation>Cancelando: ssh no terminó en %1 s; matándolo…</translation>
    </message>
    <message>
        <source>the remote sweep is not the one asked for (dimension or values differ)</source>
        <translation>el barrido remoto no es el solicitado (la dimensión o los valores difieren)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportLibrary</name>
    <message>
        <source>%1: not opened: %2 reports are open already; close some first.</source>
        <translation>%1: no abierto: ya hay %2 informes abiertos; cierre algunos primero.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ReportView</name>
    <message>
        <source>&amp;Add to the results grid</source>
        <translation>Añadir a la ta&amp;bla de resultados</translation>
    </message>
    <message>
        <source>Adds this run to the results grid of the Quality and cost tab, with the tariff chosen there; the row&apos;s notes name this file and the start of its SHA-256.</source>
        <translation>Añade esta ejecución a la tabla de resultados de la pestaña Calidad y coste, con la tarifa elegida allí; las notas de la fila indican este archivo y el comienzo de su SHA-256.</translation>
    </message>
    <message>
        <source>C&amp;lose report</source>
        <translation>Cerrar &amp;informe</translation>
    </message>
    <message>
        <source>batch %1, context %2, width %3, hidden %4, %5, warm-up %6, repeats %7, seed %8</source>
        <translation>lote %1, contexto %2, ancho %3, ancho oculto %4, %5, pasadas de calentamiento %6, repeticiones %7, semilla %8</translation>
    </message>
    <message>
        <source>Opened report (read-only): %1</source>
        <translation>Informe abierto (solo lectura): %1</translation>
    </message>
    <message>
        <source>Device %1 · started %2 · status %3 · format version %4</source>
        <translation>Dispositivo %1 · iniciado %2 · estado %3 · versión de formato %4</translation>
    </message>
    <message>
        <source>The predicted column is the prediction this file carried. A new run uses the form on the left; choose &quot;New run&quot; above to see it.</source>
        <translation>La columna «Pico asignado predicho» muestra la predicción que traía este archivo. Una nueva ejecución usa el formulario de la izquierda; elija «Nueva ejecución» arriba para verla.</translation>
    </message>
    <message>
        <source>Failure kind: not recorded (format version %1)</source>
        <translation>Tipo de fallo: no registrado (versión de formato %1)</translation>
    </message>
    <message>
        <source>Failure kind: out of memory</source>
        <translation>Tipo de fallo: sin memoria</translation>
    </message>
    <message>
        <source>Failure kind: other than out of memory</source>
        <translation>Tipo de fallo: otro distinto de falta de memoria</translation>
    </message>
    <message>
        <source>Before model_load the device had %1 in use, %2 of it outside this process&apos;s caching allocator (every process on the card, not this process alone)</source>
        <translation>Antes de model_load el dispositivo tenía %1 en uso, %2 de ellos fuera del asignador con caché de este proceso (todos los procesos de la tarjeta, no solo este proceso)</translation>
    </message>
    <message>
        <source>The device&apos;s figures contradict the allocator&apos;s in %1: it reserves more than the device reports in use. They are shown as read.</source>
        <translation>Las cifras del dispositivo contradicen las del asignador en %1: reserva más de lo que el dispositivo indica en uso. Se muestran tal como se leyeron.</translation>
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
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (conservada: %2)</translation>
    </message>
    <message>
        <source>CSV column: %1</source>
        <translation>Columna CSV: %1</translation>
    </message>
    <message>
        <source>No row %1 to duplicate.</source>
        <translation>No hay ninguna fila %1 que duplicar.</translation>
    </message>
    <message>
        <source>Select the rows to pin the package to.</source>
        <translation>Seleccione las filas a las que fijar el paquete.</translation>
    </message>
    <message numerus="yes">
        <source>pin %1 to %n row(s)</source>
        <translation>
            <numerusform>fijar %1 a %n fila</numerusform>
            <numerusform>fijar %1 a %n filas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n row(s)</source>
        <translation>
            <numerusform>añadir %n fila</numerusform>
            <numerusform>añadir %n filas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
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
        <translation>Una fila por ejecución real, incluidas las fallidas y las canceladas. El separador decimal es el punto («.») en todos los idiomas; el archivo conserva su propio orden de filas, se ordene como se ordene aquí.</translation>
    </message>
    <message>
        <source>Keep row…</source>
        <translation>Conservar la fila…</translation>
    </message>
    <message>
        <source>Keeps the current row despite its problems: asks why and writes &quot;accepted: reason&quot; into its notes, which the file keeps.</source>
        <translation>Conserva la fila actual pese a sus problemas: pregunta el motivo y escribe «accepted: motivo» en sus notas, que el archivo conserva.</translation>
    </message>
    <message>
        <source>No problem found across the rows, the loaded catalog and the protocol.</source>
        <translation>No se ha encontrado ningún problema entre las filas, el catálogo cargado y el protocolo.</translation>
    </message>
    <message numerus="yes">
        <source>No open problem; %n row problem(s) kept with a reason in the notes.</source>
        <translation>
            <numerusform>Ningún problema abierto; %n problema de fila conservado con un motivo en las notas.</numerusform>
            <numerusform>Ningún problema abierto; %n problemas de fila conservados con un motivo en las notas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open problem(s). First: %1</source>
        <translation>
            <numerusform>%n problema abierto. Primero: %1</numerusform>
            <numerusform>%n problemas abiertos. Primero: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (kept: %2)</source>
        <translation>%1 (conservada: %2)</translation>
    </message>
    <message>
        <source>Keep row %1</source>
        <translation>Conservar la fila %1</translation>
    </message>
    <message>
        <source>Why is row %1 kept despite its problems? The reason is written into its notes as &quot;accepted: …&quot;.</source>
        <translation>¿Por qué se conserva la fila %1 pese a sus problemas? El motivo se escribe en sus notas como «accepted: …».</translation>
    </message>
    <message>
        <source>A row is kept only with a reason.</source>
        <translation>Una fila solo se conserva con un motivo.</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>Añadir &amp;fila</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>E&amp;liminar</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunFacts</name>
    <message>
        <source>libtorch intra-op threads: not recorded</source>
        <translation>Hilos intra-op de libtorch: no registrados</translation>
    </message>
    <message>
        <source>libtorch intra-op threads: %1</source>
        <translation>Hilos intra-op de libtorch: %1</translation>
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
            <numerusform>quedan unos %1 (una estimación a partir de %n pasada medida)</numerusform>
            <numerusform>quedan unos %1 (una estimación a partir de %n pasadas medidas)</numerusform>
        </translation>
    </message>
    <message>
        <source>The last probe found no GPU; the device you chose (%1) is kept.</source>
        <translation>El último sondeo no encontró ninguna GPU; se mantiene el dispositivo que usted eligió (%1).</translation>
    </message>
    <message>
        <source>Dry run on the CPU:</source>
        <translation>Ensayo en la CPU:</translation>
    </message>
    <message>
        <source>the last probe found no GPU, so the device is cpu (real forwards and times, no memory counters). Choose another device to measure it.</source>
        <translation>el último sondeo no encontró ninguna GPU, así que el dispositivo es cpu (pasadas y tiempos reales, sin contadores de memoria). Elija otro dispositivo para medirlo.</translation>
    </message>
    <message>
        <source>complete</source>
        <comment>run status</comment>
        <translation>completado</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>run status</comment>
        <translation>fallido</translation>
    </message>
    <message>
        <source>cancelled</source>
        <comment>run status</comment>
        <translation>cancelado</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunStatusLine</name>
    <message>
        <source>Sweep running: each point is a new iteragpu measure process; the points appear below as they end.</source>
        <translation>Barrido en curso: cada punto es un nuevo proceso iteragpu measure; los puntos aparecen abajo a medida que terminan.</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Barrido: %1</translation>
    </message>
    <message>
        <source>Sweep mode: the form&apos;s configuration is measured at each value of one field chosen below, each point a new iteragpu measure process. The last single run stays under &quot;%1&quot;.</source>
        <translation>Modo barrido: la configuración del formulario se mide en cada valor de un campo elegido abajo, cada punto en un nuevo proceso iteragpu measure. La última ejecución única sigue en «%1».</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Rechazada:</translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation>No se midió nada ni se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Report not written:</source>
        <translation>Informe no escrito:</translation>
    </message>
    <message>
        <source>The phases measured are shown, but no file was written.</source>
        <translation>Las fases medidas se muestran, pero no se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation>Completado.</translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation>Informe guardado en %1. Mediana de warm_forward: %2 s.</translation>
    </message>
    <message>
        <source>Failed part-way:</source>
        <translation>Falló antes de terminar:</translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with the status %2.</source>
        <translation>Las fases medidas antes se muestran y se escribieron en %1 con el estado «%2».</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>at %1.</source>
        <translation>en %1.</translation>
    </message>
    <message>
        <source>Measured on %1 over SSH; its report there: %2.</source>
        <translation>Medido en %1 por SSH; su informe allí: %2.</translation>
    </message>
    <message>
        <source>Use cpu (dry run)</source>
        <translation>Usar cpu (ensayo)</translation>
    </message>
    <message>
        <source>(checks the protocol&apos;s steps on this CPU; no GPU figure)</source>
        <translation>(comprueba los pasos del protocolo en esta CPU; sin cifras de GPU)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ShownRunBox</name>
    <message>
        <source>Export table CSV…</source>
        <translation>Exportar la tabla en CSV…</translation>
    </message>
    <message>
        <source>Showin&amp;g:</source>
        <translation>Ejecución &amp;mostrada:</translation>
    </message>
    <message>
        <source>Open re&amp;port…</source>
        <translation>Abrir in&amp;forme…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Comparar e&amp;jecuciones…</translation>
    </message>
    <message>
        <source>This window&apos;s new run, or a measurement report opened from a file (read-only).</source>
        <translation>La nueva ejecución de esta ventana, o un informe de medición abierto desde un archivo (solo lectura).</translation>
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
        <source>Phase table written to %1</source>
        <translation>Tabla de fases guardada en %1</translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation>Exportar los gráficos a una carpeta</translation>
    </message>
    <message>
        <source>New run (this window)</source>
        <translation>Nueva ejecución (esta ventana)</translation>
    </message>
    <message>
        <source>Export charts PNG, SVG…</source>
        <translation>Exportar gráficos (PNG, SVG)…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este equipo</translation>
    </message>
    <message>
        <source>Stale: the table and charts below show the last run (%1, %2 on %3), not the configuration now in the form. Run again to measure it.</source>
        <translation>Desactualizado: la tabla y los gráficos de abajo muestran la última ejecución (%1, %2 en %3), no la configuración que hay ahora en el formulario. Ejecute de nuevo para medirla.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SshProcess</name>
    <message>
        <source>The ssh program could not be run (%1): install the OpenSSH client.</source>
        <translation>No se pudo ejecutar el programa ssh (%1): instale el cliente OpenSSH.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::StartStrip</name>
    <message>
        <source>An experiment is one folder that keeps the fixed protocol, every run and the price of the package. The order of the work: fix the protocol, record every run, then price the package.</source>
        <translation>Un experimento es una carpeta que guarda el protocolo fijado, cada ejecución y el precio del paquete. El orden del trabajo: fije el protocolo, registre cada ejecución y después ponga precio al paquete.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepCharts</name>
    <message>
        <source>Peak allocated</source>
        <translation>Pico asignado</translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation>Pico reservado</translation>
    </message>
    <message>
        <source>Outside the caching allocator (every process on the card)</source>
        <translation>Fuera del asignador con caché (todos los procesos de la tarjeta)</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pico asignado predicho</translation>
    </message>
    <message>
        <source>Device total memory</source>
        <translation>Memoria total del dispositivo</translation>
    </message>
    <message>
        <source>Warm median</source>
        <translation>Mediana en caliente</translation>
    </message>
    <message>
        <source>Achieved matrix-product throughput</source>
        <translation>Rendimiento alcanzado de los productos de matrices</translation>
    </message>
    <message>
        <source>Boundary: smallest value failed for memory</source>
        <translation>Límite: menor valor que falló por memoria</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>%1 (log₂ axis)</source>
        <translation>%1 (eje log₂)</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Caching allocator peaks, outside bytes and prediction per point</source>
        <translation>Picos del asignador con caché, bytes fuera de él y predicción por punto</translation>
    </message>
    <message>
        <source>Predicted peak allocated per point (no allocator counters on the CPU)</source>
        <translation>Pico asignado predicho por punto (sin contadores del asignador en la CPU)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s of the matrix products (bias and GELU not counted)</source>
        <translation>FLOP/s alcanzados de los productos de matrices (sin contar el sesgo ni GELU)</translation>
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
        <translation>Fila warm_forward más corta</translation>
    </message>
    <message>
        <source>Largest warm_forward row</source>
        <translation>Fila warm_forward más larga</translation>
    </message>
    <message>
        <source>Warm forward median per point between its smallest and largest row (includes host overhead and synchronisation)</source>
        <translation>Mediana de las pasadas en caliente por punto, entre su fila más corta y la más larga (incluye la sobrecarga del host y la sincronización)</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepPanel</name>
    <message>
        <source>Run swee&amp;p</source>
        <translation>Lan&amp;zar barrido</translation>
    </message>
    <message>
        <source>Cancel sweep</source>
        <translation>Cancelar barrido</translation>
    </message>
    <message>
        <source>Export points as CSV…</source>
        <translation>Exportar los puntos en CSV…</translation>
    </message>
    <message>
        <source>Open in comparison</source>
        <translation>Abrir en la comparación</translation>
    </message>
    <message>
        <source>Add to the grid</source>
        <translation>Añadir a la tabla de resultados</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Each point is a new iteragpu measure process with its own report; the other fields are the form&apos;s. A boundary is that of this synthetic MLP on this device, libtorch and driver, not a model&apos;s capacity.</source>
        <translation>Cada punto es un nuevo proceso iteragpu measure con su propio informe; los demás campos son los del formulario. Un límite es el de este MLP sintético en este dispositivo, con esta libtorch y este controlador, no la capacidad de un modelo.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>Nothing was run and no file was written.</source>
        <translation>No se ejecutó nada ni se escribió ningún archivo.</translation>
    </message>
    <message>
        <source>the form&apos;s configuration is not valid; see the fields marked</source>
        <translation>la configuración del formulario no es válida; vea los campos marcados</translation>
    </message>
    <message>
        <source>Cancelling the current point; every finished point is kept…</source>
        <translation>Cancelando el punto actual; se conserva cada punto terminado…</translation>
    </message>
    <message>
        <source>Point %1: %2 = %3, a new iteragpu measure process…</source>
        <translation>Punto %1: %2 = %3, un nuevo proceso iteragpu measure…</translation>
    </message>
    <message>
        <source>Index written to %1.</source>
        <translation>Índice guardado en %1.</translation>
    </message>
    <message>
        <source>The index could not be written: %1</source>
        <translation>No se pudo escribir el índice: %1</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s points</source>
        <translation>Exportar los puntos del barrido</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Sweep points written to %1</source>
        <translation>Puntos del barrido guardados en %1</translation>
    </message>
    <message>
        <source>Export the sweep&apos;s charts</source>
        <translation>Exportar los gráficos del barrido</translation>
    </message>
    <message>
        <source>the SSH host is not valid; see the field marked</source>
        <translation>el host SSH no es válido; vea el campo marcado</translation>
    </message>
    <message>
        <source>Connecting to %1 over SSH…</source>
        <translation>Conectando con %1 por SSH…</translation>
    </message>
    <message>
        <source>Export charts as PNG and SVG…</source>
        <translation>Exportar los gráficos en PNG y SVG…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepRequestForm</name>
    <message>
        <source>Folder of the sweep (new or empty)</source>
        <translation>Carpeta del barrido (nueva o vacía)</translation>
    </message>
    <message>
        <source>%1: give the sweep&apos;s folder on the remote host</source>
        <translation>%1: indique la carpeta del barrido en el host remoto</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an executable program</source>
        <translation>%1: «%2» no es un programa ejecutable</translation>
    </message>
    <message>
        <source>List of values</source>
        <translation>Lista de valores</translation>
    </message>
    <message>
        <source>Doubling range</source>
        <translation>Rango por duplicación</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>Varia&amp;ble:</translation>
    </message>
    <message>
        <source>Va&amp;lues:</source>
        <translation>L&amp;ista de valores:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>&amp;Mínimo:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Máximo:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Paso:</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Carpeta:</translation>
    </message>
    <message>
        <source>Command-line pro&amp;gram:</source>
        <translation>E&amp;jecutable de línea de órdenes:</translation>
    </message>
    <message>
        <source>Remote folder:</source>
        <translation>Carpeta remota:</translation>
    </message>
    <message>
        <source>the local folder&apos;s name, in the remote home folder</source>
        <translation>el nombre de la carpeta local, en la carpeta personal remota</translation>
    </message>
    <message>
        <source>The sweep&apos;s folder on the remote host, new or empty; a relative path is in the remote home folder. Every report and sweep.json are fetched into the local folder.</source>
        <translation>La carpeta del barrido en el host remoto, nueva o vacía; una ruta relativa está en la carpeta personal remota. Todos los informes y el sweep.json se traen a la carpeta local.</translation>
    </message>
    <message>
        <source>Comma-separated, increasing for a number (256,512,1024), or dtype names.</source>
        <translation>Separados por comas, crecientes si son números (256,512,1024), o nombres de dtype.</translation>
    </message>
    <message>
        <source>The range doubles from this value while it is at most the other.</source>
        <translation>El rango se duplica desde este valor mientras no supere el máximo.</translation>
    </message>
    <message>
        <source>Bisect to the bound&amp;ary</source>
        <translation>A&amp;finar el límite por bisección</translation>
    </message>
    <message>
        <source>After the first point that fails for memory, probes between the largest complete value and it, on multiples of the step, then runs the largest complete value again.</source>
        <translation>Tras el primer punto que falla por memoria, mide valores entre el mayor valor completado y ese punto, en múltiplos del paso, y después vuelve a ejecutar el mayor valor completado.</translation>
    </message>
    <message>
        <source>a new or empty folder</source>
        <translation>una carpeta nueva o vacía</translation>
    </message>
    <message>
        <source>The iteragpu command-line program each point runs as a separate process.</source>
        <translation>El programa de línea de órdenes iteragpu que cada punto ejecuta como un proceso aparte.</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::SweepTableModel</name>
    <message>
        <source>complete</source>
        <translation>completado</translation>
    </message>
    <message>
        <source>failed (out of memory)</source>
        <translation>fallido (sin memoria)</translation>
    </message>
    <message>
        <source>failed (other)</source>
        <translation>fallido (otro motivo)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>rechazado</translation>
    </message>
    <message>
        <source>no report</source>
        <translation>sin informe</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
    <message>
        <source>upward</source>
        <translation>ascenso</translation>
    </message>
    <message>
        <source>bisect</source>
        <translation>bisección</translation>
    </message>
    <message>
        <source>re-run</source>
        <translation>nueva ejecución</translation>
    </message>
    <message>
        <source>%1 FLOP/s: %2 FLOP per forward (matrix products only) / the warm median</source>
        <translation>%1 FLOP/s: %2 FLOP por pasada (solo productos de matrices) / la mediana en caliente</translation>
    </message>
    <message>
        <source>From the device&apos;s own free and total bytes: every process on the card, not this process alone.</source>
        <translation>A partir de los bytes libres y totales del propio dispositivo: todos los procesos de la tarjeta, no solo este proceso.</translation>
    </message>
    <message>
        <source>4 × batch × context × width × hidden FLOP per forward over the warm median; bias and GELU are not counted, and the time includes host overhead and synchronisation.</source>
        <translation>4 × lote × contexto × ancho × ancho oculto FLOP por pasada divididos entre la mediana en caliente; no se cuentan el sesgo ni GELU, y el tiempo incluye la sobrecarga del host y la sincronización.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapa</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
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
        <source>Outside the caching allocator</source>
        <translation>Fuera del asignador con caché</translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation>Pico asignado predicho</translation>
    </message>
    <message>
        <source>Warm median (s)</source>
        <translation>Mediana en caliente (s)</translation>
    </message>
    <message>
        <source>Achieved FLOP/s</source>
        <translation>FLOP/s alcanzados</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Informe</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TabWiring</name>
    <message numerus="yes">
        <source>Quality and cost calculator set to %1 for %n day(s).</source>
        <translation>
            <numerusform>Calculadora de la pestaña Calidad y coste ajustada a %1 para %n día.</numerusform>
            <numerusform>Calculadora de la pestaña Calidad y coste ajustada a %1 para %n días.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) added to the results grid from the sweep.</source>
        <translation>
            <numerusform>%n fila añadida a la tabla de resultados desde el barrido.</numerusform>
            <numerusform>%n filas añadidas a la tabla de resultados desde el barrido.</numerusform>
        </translation>
    </message>
    <message>
        <source>Row added to the results grid from %1.</source>
        <translation>Fila añadida a la tabla de resultados desde %1.</translation>
    </message>
    <message>
        <source>Sweep running on %1 over SSH…</source>
        <translation>Barrido en curso en %1 por SSH…</translation>
    </message>
    <message>
        <source>Measurement running on %1 over SSH…</source>
        <translation>Medición en curso en %1 por SSH…</translation>
    </message>
    <message>
        <source>Sweep running: each point a new iteragpu measure process…</source>
        <translation>Barrido en curso: cada punto es un nuevo proceso iteragpu measure…</translation>
    </message>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation>Medición en curso en el hilo de trabajo…</translation>
    </message>
    <message>
        <source>Sweep ended; the Measure tab says how.</source>
        <translation>Barrido terminado; la pestaña Medición indica cómo.</translation>
    </message>
    <message>
        <source>Measurement refused</source>
        <translation>Medición rechazada</translation>
    </message>
    <message>
        <source>Measurement report not written</source>
        <translation>Informe de medición no escrito</translation>
    </message>
    <message>
        <source>Measurement complete</source>
        <translation>Medición completa</translation>
    </message>
    <message>
        <source>Measurement failed part-way</source>
        <translation>La medición falló antes de terminar</translation>
    </message>
    <message>
        <source>Measurement cancelled</source>
        <translation>Medición cancelada</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TariffChoiceDialog</name>
    <message>
        <source>Tariff of the new row</source>
        <translation>Tarifa de la nueva fila</translation>
    </message>
    <message>
        <source>Which tariff does the row of %1 pin? The row keeps it even when the catalog changes later.</source>
        <translation>¿Qué tarifa fija la fila de %1? La fila la conserva aunque el catálogo cambie más tarde.</translation>
    </message>
    <message numerus="yes">
        <source>&amp;From the calculator: %1, %2 days, %n lot(s)</source>
        <translation>
            <numerusform>&amp;De la calculadora: %1, %2 días, %n bloque</numerusform>
            <numerusform>&amp;De la calculadora: %1, %2 días, %n bloques</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per lot, prices of %2. To pin another package, change it in the calculator first.</source>
        <translation>%1 por bloque, precios del %2. Para fijar otro paquete, cámbielo primero en la calculadora.</translation>
    </message>
    <message>
        <source>&amp;From the calculator: no valid package</source>
        <translation>&amp;De la calculadora: ningún paquete válido</translation>
    </message>
    <message>
        <source>Choose a GPU model, a duration and lots in the calculator to pin a package.</source>
        <translation>Elija un modelo de GPU, una duración y bloques en la calculadora para fijar un paquete.</translation>
    </message>
    <message>
        <source>&amp;No tariff (dry run): the tariff cells stay empty</source>
        <translation>&amp;Sin tarifa (ensayo): las celdas de tarifa quedan vacías</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Añadir fila</translation>
    </message>
    <message>
        <source>A CPU dry run never carries a tariff: it measured no GPU, so it never sets a unit cost.</source>
        <translation>Un ensayo en CPU nunca lleva tarifa: no midió ninguna GPU, así que nunca determina un coste unitario.</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Recent results grids</source>
        <translation>Tablas de resultados &amp;recientes</translation>
    </message>
    <message>
        <source>Open measurement or environment r&amp;eport…</source>
        <translation>Abrir &amp;informe de medición o de entorno…</translation>
    </message>
    <message>
        <source>Co&amp;mpare runs…</source>
        <translation>Co&amp;mparar ejecuciones…</translation>
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
        <source>Open &amp;catalog…</source>
        <translation>Abrir el catá&amp;logo…</translation>
    </message>
    <message>
        <source>Export cost &amp;JSON…</source>
        <translation>Exportar el coste en &amp;JSON…</translation>
    </message>
    <message>
        <source>Export &amp;bundle…</source>
        <translation>Exportar el conjunto de in&amp;formes…</translation>
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
        <source>Choose torch bac&amp;kend…</source>
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
        <source>&amp;Help for this tab</source>
        <translation>A&amp;yuda para esta pestaña</translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation>&amp;Acerca de IteraGPU Lab</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>&amp;Nuevo experimento…</translation>
    </message>
    <message>
        <source>&amp;Open experiment…</source>
        <translation>&amp;Abrir un experimento…</translation>
    </message>
    <message>
        <source>Recent e&amp;xperiments</source>
        <translation>E&amp;xperimentos recientes</translation>
    </message>
    <message>
        <source>&amp;Save experiment</source>
        <translation>&amp;Guardar el experimento</translation>
    </message>
    <message>
        <source>C&amp;lose experiment</source>
        <translation>C&amp;errar el experimento</translation>
    </message>
    <message>
        <source>Open results &amp;grid…</source>
        <translation>Abrir la &amp;tabla de resultados…</translation>
    </message>
    <message>
        <source>Recent repor&amp;ts</source>
        <translation>Inf&amp;ormes recientes</translation>
    </message>
    <message>
        <source>Save results gr&amp;id</source>
        <translation>Guardar la tabla de res&amp;ultados</translation>
    </message>
    <message>
        <source>Sa&amp;ve protocol…</source>
        <translation>Guar&amp;dar el protocolo…</translation>
    </message>
    <message>
        <source>&amp;Add results row</source>
        <translation>Añadir &amp;fila de resultados</translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::WindowRecovery</name>
    <message>
        <source>Crash recovery cannot keep your unsaved work: %1</source>
        <translation>La recuperación tras un cierre inesperado no puede conservar su trabajo sin guardar: %1</translation>
    </message>
    <message>
        <source>Crash recovery is off: %1 cannot be written</source>
        <translation>La recuperación tras un cierre inesperado está desactivada: no se puede escribir en %1</translation>
    </message>
    <message>
        <source>Unsaved changes to the results grid and the protocol are lost if IteraGPU Lab stops unexpectedly. Make %1 writable and start again to turn recovery on.</source>
        <translation>Los cambios sin guardar de la tabla de resultados y del protocolo se pierden si IteraGPU Lab se cierra inesperadamente. Haga que se pueda escribir en %1 y vuelva a iniciarlo para activar la recuperación.</translation>
    </message>
    <message>
        <source>Crash recovery is off in this window: another window keeps it</source>
        <translation>La recuperación tras un cierre inesperado está desactivada en esta ventana: otra ventana se encarga de ella</translation>
    </message>
    <message>
        <source>Only one window keeps the unsaved work of the same place. Open an experiment in this window (File &gt; New experiment… or Open experiment…): each experiment has its own crash recovery.</source>
        <translation>Solo una ventana conserva el trabajo sin guardar de un mismo lugar. Abra un experimento en esta ventana (Archivo &gt; Nuevo experimento… o Abrir un experimento…): cada experimento tiene su propia recuperación tras un cierre inesperado.</translation>
    </message>
</context>
</TS>
