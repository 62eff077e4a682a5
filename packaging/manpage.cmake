# Writes OUTPUT.gz, the manual page of PROGRAM, with help2man from the program's --help and
# --version. For iteragpu it adds a COMMANDS section with every command's own --help.
#   cmake -DHELP2MAN=<help2man> -DPROGRAM=<path of iteragpu or iteragpu-lab> -DOUTPUT=<page.1>
#         -P packaging/manpage.cmake
foreach(variable HELP2MAN PROGRAM OUTPUT)
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
    foreach(command estimate plan cost catalog environment measure experiment verify show compare)
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
    string(APPEND text "[SEE ALSO]\n.BR iteragpu\\-lab (1)\n")
else()
    set(summary "prepare an honest, reproducible GPU experiment (desktop application)")
    set(text "[SEE ALSO]\n.BR iteragpu (1)\n")
endif()
file(WRITE ${include} "${text}")
execute_process(COMMAND ${environment} ${HELP2MAN} --no-info --section=1 "--name=${summary}"
                        "--include=${include}" --output=${OUTPUT} ${name}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "help2man failed on ${name} (${rc})")
endif()
execute_process(COMMAND gzip -9nf ${OUTPUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "gzip failed on ${OUTPUT}")
endif()
