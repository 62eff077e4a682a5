# Manual pages made by help2man from the programs' own --help and --version, so that they never
# differ from what the programs say. iteragpu's page also carries every command's --help
# (packaging/manpage.cmake). Without help2man the pages are left out, unless
# ITERAGPU_REQUIRE_MAN_PAGES is ON (the package build sets it).
option(ITERAGPU_REQUIRE_MAN_PAGES "Fail when help2man is missing (the manual pages go into the packages)" OFF)
find_program(ITERAGPU_HELP2MAN help2man)
if(NOT ITERAGPU_HELP2MAN)
    if(ITERAGPU_REQUIRE_MAN_PAGES)
        message(FATAL_ERROR "help2man is missing (Debian package help2man); the packages need the manual pages")
    endif()
    message(STATUS "help2man not found: no manual pages")
    return()
endif()

set(ITERAGPU_MAN_DIR ${CMAKE_BINARY_DIR}/man)
set(programs iteragpu)
if(ITERAGPU_BUILD_GUI)
    list(APPEND programs iteragpu-lab)
endif()
foreach(program IN LISTS programs)
    add_custom_command(OUTPUT ${ITERAGPU_MAN_DIR}/${program}.1.gz
        COMMAND ${CMAKE_COMMAND} -DHELP2MAN=${ITERAGPU_HELP2MAN} -DPROGRAM=$<TARGET_FILE:${program}>
                -DOUTPUT=${ITERAGPU_MAN_DIR}/${program}.1
                -DMODULE_DIR=${CMAKE_INSTALL_FULL_LIBDIR}/iteragpu-lab -DSCHEMA_DIR=${CMAKE_INSTALL_PREFIX}/${ITERAGPU_SCHEMA_INSTALL_DIR}
                -DMIME_DIR=${CMAKE_INSTALL_FULL_DATADIR}/mime/packages -P ${CMAKE_CURRENT_LIST_DIR}/manpage.cmake
        DEPENDS ${program} ${CMAKE_CURRENT_LIST_DIR}/manpage.cmake
        COMMENT "Manual page ${program}.1"
        VERBATIM)
    list(APPEND pages ${ITERAGPU_MAN_DIR}/${program}.1.gz)
endforeach()
add_custom_target(man_pages ALL DEPENDS ${pages})
# Each page goes with its program's package: iteragpu's with the command line, iteragpu-lab's with the window.
install(FILES ${ITERAGPU_MAN_DIR}/iteragpu.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli)
if(ITERAGPU_BUILD_GUI)
    install(FILES ${ITERAGPU_MAN_DIR}/iteragpu-lab.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT app)
endif()
