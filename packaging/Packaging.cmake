# Installed data files and CPack (DEB, TGZ).
install(FILES
    ${PROJECT_SOURCE_DIR}/resources/tarifs-forfaits.csv
    ${PROJECT_SOURCE_DIR}/resources/resultats-bruts.csv
    ${PROJECT_SOURCE_DIR}/resources/protocole-qualite.md
    ${PROJECT_SOURCE_DIR}/resources/protocole-qualite.de.md
    ${PROJECT_SOURCE_DIR}/resources/protocole-qualite.es.md
    ${PROJECT_SOURCE_DIR}/resources/protocole-qualite.fr.md
    ${PROJECT_SOURCE_DIR}/LICENSE.txt
    DESTINATION ${CMAKE_INSTALL_DATADIR}/iteragpu-lab)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/schema DESTINATION ${CMAKE_INSTALL_DATADIR}/iteragpu-lab)
install(FILES ${PROJECT_SOURCE_DIR}/resources/iteragpu-lab.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/resources/iteragpu-lab.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/iteragpu-lab.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)

set(CPACK_PACKAGE_NAME iteragpu-lab)
set(CPACK_PACKAGE_VENDOR "IteraGPU Lab")
set(CPACK_PACKAGE_CONTACT "IteraGPU Lab maintainers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE.txt)
set(CPACK_GENERATOR DEB TGZ)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_SOURCE_IGNORE_FILES "/build/;/\\\\.git/")
include(CPack)

add_custom_target(release_archive
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUTPUT_DIR=${CMAKE_BINARY_DIR}/release
            -DVERSION=${PROJECT_VERSION} -P ${PROJECT_SOURCE_DIR}/packaging/release-archive.cmake
    COMMENT "Release folder with MANIFEST.json"
    VERBATIM)

# The portable CLI for machines without Qt (packaging/portable-cli.cmake). Its RPATH is DT_RPATH,
# not DT_RUNPATH, because only DT_RPATH also covers the dependencies of the carried Qt Core
# (ICU, PCRE2, ...). In the build tree $ORIGIN/../lib holds no library; the installed program has
# no RPATH (CMake removes the build RPATH at install).
set_target_properties(iteragpu PROPERTIES BUILD_RPATH "\$ORIGIN/../lib")
target_link_options(iteragpu PRIVATE "LINKER:--disable-new-dtags")
add_custom_target(portable_cli
    COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR} -DOUTPUT_DIR=${CMAKE_BINARY_DIR}
            -DCLI=$<TARGET_FILE:iteragpu> -DVERSION=${PROJECT_VERSION} -DARCH=${CMAKE_SYSTEM_PROCESSOR}
            -DSTRIP=${CMAKE_STRIP}
            -P ${PROJECT_SOURCE_DIR}/packaging/portable-cli.cmake
    DEPENDS iteragpu
    COMMENT "Portable CLI folder and .tar.gz (iteragpu-portable-${PROJECT_VERSION}-${CMAKE_SYSTEM_PROCESSOR})"
    VERBATIM)
