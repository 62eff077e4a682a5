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
