# Writes OUTPUT.gz, the manual page of PROGRAM, with help2man from the program's --help and
# --version. For iteragpu it adds a COMMANDS section with every command's own --help.
# Both pages get ENVIRONMENT and FILES sections (the installed paths come from the caller).
#   cmake -DHELP2MAN=<help2man> -DPROGRAM=<path of iteragpu or iteragpu-lab> -DOUTPUT=<page.1>
#         -DMODULE_DIR=<folder of the torch module> -DSCHEMA_DIR=<schema folder> -DMIME_DIR=<mime/packages>
#         -P packaging/manpage.cmake
foreach(variable HELP2MAN PROGRAM OUTPUT MODULE_DIR SCHEMA_DIR MIME_DIR)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "manpage.cmake: ${variable} is not set")
    endif()
endforeach()
get_filename_component(folder ${PROGRAM} DIRECTORY)
get_filename_component(name ${PROGRAM} NAME)
get_filename_component(output_dir ${OUTPUT} DIRECTORY)
file(MAKE_DIRECTORY ${output_dir})

# Run by name through PATH, so that the usage lines say "iteragpu", not the build folder; with
# no display (the programs answer --help without one); in a sanitizer build, without the leak
# report at exit, which would turn the help into a failure.
set(environment ${CMAKE_COMMAND} -E env "PATH=${folder}:$ENV{PATH}" LC_ALL=C.UTF-8 ASAN_OPTIONS=detect_leaks=0
                --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM)
set(include ${OUTPUT}.include)
if(name STREQUAL "iteragpu")
    set(summary "prepare an honest, reproducible GPU experiment (command line)")
    set(text "[COMMANDS]\nEach command's own \\fB\\-\\-help\\fR:\n")
    foreach(command estimate plan cost catalog environment measure sweep experiment verify show compare)
        execute_process(COMMAND ${environment} ${name} ${command} --help OUTPUT_VARIABLE help RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "${name} ${command} --help failed (${rc})")
        endif()
        # The command's parser names the program only.
        string(REPLACE "Usage: ${name} " "Usage: ${name} ${command} " help "${help}")
        string(REPLACE "\\" "\\e" help "${help}")
        string(REPLACE "-" "\\-" help "${help}")
        string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
        string(APPEND text ".SS ${command}\n.nf\n${help}.fi\n")
    endforeach()
else()
    set(summary "prepare an honest, reproducible GPU experiment (desktop application)")
    set(text "")
endif()

# Paths as roff text: a hyphen, not a minus sign.
foreach(path MODULE_DIR SCHEMA_DIR MIME_DIR)
    string(REPLACE "-" "\\-" ${path} "${${path}}")
endforeach()

# ENVIRONMENT: the variables the programs read. The allow-list is configurationVariableNames() in
# core/device/environment.cpp; no other variable reaches a report or the output.
string(APPEND text "[ENVIRONMENT]\n"
       ".TP\n.B ITERAGPU_TORCH_BACKEND\n"
       "The torch module's file, used when no module is given")
if(name STREQUAL "iteragpu")
    string(APPEND text " with \\fB\\-\\-backend\\fR")
else()
    string(APPEND text " by File > Choose torch backend")
endif()
string(APPEND text "; without either, the module installed in \\fI${MODULE_DIR}\\fR.\n"
       ".TP\n.BR \\%PYTORCH_CUDA_ALLOC_CONF \", \" \\%PYTORCH_HIP_ALLOC_CONF \", \" \\%CUBLAS_WORKSPACE_CONFIG \", \" \\%CUDA_MODULE_LOADING\n"
       "They change what PyTorch's caching allocator and cuBLAS do, and so the bytes a measurement "
       "reports: the only variables whose values an environment or measurement report records, and "
       "only when they are set. No other environment variable reaches a report or the output.\n")
if(NOT name STREQUAL "iteragpu")
    string(APPEND text ".TP\n.BR DISPLAY \", \" WAYLAND_DISPLAY \", \" QT_QPA_PLATFORM\n"
           "The window needs one of them (a display, or Qt's platform, such as \\fBoffscreen\\fR); "
           "\\fB\\-\\-help\\fR and \\fB\\-\\-version\\fR need none.\n")
endif()

# FILES
string(APPEND text "[FILES]\n"
       ".TP\n.I ${MODULE_DIR}/libiteragpu_torch.so\n"
       "The torch module (package iteragpu\\-lab\\-torch), needed to measure and to record the libtorch environment.\n"
       ".TP\n.I ${SCHEMA_DIR}/\n"
       "The JSON schemas of the reports, the sweep index, the plan and the catalog (package iteragpu\\-cli).\n"
       ".TP\n.I ${MIME_DIR}/org.iteragpu.lab.xml\n"
       "The file types of the reports, the sweep index and the experiment index (package iteragpu\\-lab).\n"
       ".TP\n.IR DIR /experiment.json\n"
       "Makes \\fIDIR\\fR an experiment folder; \\fIDIR\\fR/MANIFEST.json holds the size and SHA\\-256 of its files.\n"
       ".TP\n.IR DIR /sweep.json\n"
       "The index of a sweep, beside its points' measurement reports.\n")
if(name STREQUAL "iteragpu")
    string(APPEND text ".PP\nThe command line reads no settings file and writes only where its options say "
           "(\\fB\\-\\-output\\fR, \\fB\\-\\-output\\-dir\\fR, an experiment folder).\n"
           "[SEE ALSO]\n.BR iteragpu\\-lab (1)\n")
else()
    string(APPEND text ".TP\n.I ~/.config/IteraGPU Lab/iteragpu\\-lab.conf\n"
           "The settings: the language, the forms as they were left, the last folders, the torch module "
           "chosen, the remote hosts (under \\fI$XDG_CONFIG_HOME\\fR when it is set).\n"
           ".TP\n.I ~/.local/share/IteraGPU Lab/iteragpu\\-lab/\n"
           "Recovery copies of unsaved work (under \\fI$XDG_DATA_HOME\\fR when it is set).\n"
           ".TP\n.I ~/Documents/\n"
           "Where reports and exports are first suggested (the user's documents folder), until a "
           "folder has been used; a measurement report is named \\fImeasurement\\-YYYYMMDD\\-HHMMSS.json\\fR (UTC).\n"
           "[SEE ALSO]\n.BR iteragpu (1)\n")
endif()
file(WRITE ${include} "${text}")
execute_process(COMMAND ${environment} ${HELP2MAN} --no-info --section=1 "--name=${summary}"
                        "--include=${include}" --output=${OUTPUT} ${name}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man failed on ${name} (${rc})")
endif()
# help2man makes a command whose description starts on the next line (a long synopsis) two
# indented paragraphs; it is one tagged paragraph, as the others are.
file(READ ${OUTPUT} page)
string(REGEX REPLACE "\n\\.IP\n([a-z]+ [^\n]*)\n\\.IP\n" "\n.TP\n\\1\n" page "${page}")
file(WRITE ${OUTPUT} "${page}")
execute_process(COMMAND gzip -9nf ${OUTPUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed on ${OUTPUT}")
endif()
