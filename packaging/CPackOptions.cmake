# Read by cpack before it makes a package: packages come from a Release build only, whatever
# preset configured the tree (packaging/Packaging.cmake sets CPACK_ITERAGPU_BUILD_TYPE).
if(NOT CPACK_ITERAGPU_BUILD_TYPE STREQUAL "Release")
    message(FATAL_ERROR "this tree is a ${CPACK_ITERAGPU_BUILD_TYPE} build; make the packages with "
                        "'cmake --build <build folder> --target deb', which builds them in Release")
endif()
if(CPACK_PACKAGE_CONTACT STREQUAL "")
    message(FATAL_ERROR "the packages need a Maintainer (name <address>), and the project names none: "
                        "set DEBFULLNAME and DEBEMAIL, or configure with -DITERAGPU_MAINTAINER=\"Name <address>\"")
endif()
