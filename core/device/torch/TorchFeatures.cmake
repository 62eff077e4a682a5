# Which optional libtorch calls the headers of this build declare, decided by compiling one small
# probe per call (probes/<name>.cpp) with the flags of the libtorch target the module builds with,
# never by a libtorch version number (a call can move between headers or be declared late: 2.6
# declares no getChosenWorkspaceSize). The module's build and the CUDA compile matrix
# (tests/gpu/cuda-compile-matrix.sh, which configures this folder) both come here, so they
# decide alike.
#
#   iteragpu_torch_features(<out-var> TARGET <libtorch target> [CUDA])
# sets <out-var> to the list of ITERAGPU_TORCH_HAS_<NAME> definitions whose probe compiles.
# CUDA adds the probes of the CUDA branch. Results are cached per compiler, flags, libtorch
# include folders and probe source, so a reconfigure costs nothing and another libtorch probes again.
set(ITERAGPU_TORCH_PROBE_DIR ${CMAKE_CURRENT_LIST_DIR}/probes)

function(iteragpu_torch_features out)
    cmake_parse_arguments(ARG "CUDA" "TARGET" "" ${ARGN})
    # A baseline must compile: a failure there is a broken setup, not an absent call.
    set(baselines baseline)
    set(probes out_of_memory_error)
    if(ARG_CUDA)
        list(APPEND baselines baseline_cuda)
        list(APPEND probes allocator_name chosen_workspace_size allocator_memory_info)
    endif()
    get_target_property(includes ${ARG_TARGET} INTERFACE_INCLUDE_DIRECTORIES)
    get_target_property(options ${ARG_TARGET} INTERFACE_COMPILE_OPTIONS)
    get_target_property(definitions ${ARG_TARGET} INTERFACE_COMPILE_DEFINITIONS)
    set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY) # compile only: nothing is linked
    set(found)
    foreach(probe IN LISTS baselines probes)
        set(source ${ITERAGPU_TORCH_PROBE_DIR}/${probe}.cpp)
        file(MD5 ${source} source_hash)
        string(MD5 key "${CMAKE_CXX_COMPILER};${CMAKE_CXX_FLAGS};${includes};${options};${definitions};${source_hash}")
        string(TOUPPER ${probe} name)
        set(var ITERAGPU_TORCH_PROBE_${name})
        if(NOT "${${var}_KEY}" STREQUAL key)
            try_compile(result ${CMAKE_BINARY_DIR}/torch-probes/${probe}
                SOURCES ${source}
                LINK_LIBRARIES ${ARG_TARGET}
                CXX_STANDARD 20
                CXX_STANDARD_REQUIRED ON
                OUTPUT_VARIABLE log)
            if(NOT result AND probe IN_LIST baselines)
                message(FATAL_ERROR "The libtorch headers of ${ARG_TARGET} do not compile with this build's flags "
                                    "(probe ${source}):\n${log}")
            endif()
            set(${var} ${result} CACHE INTERNAL "libtorch declares what probes/${probe}.cpp uses")
            set(${var}_KEY ${key} CACHE INTERNAL "what ${var} was decided for")
        endif()
        if(NOT probe IN_LIST baselines)
            if(${var})
                list(APPEND found ITERAGPU_TORCH_HAS_${name})
                message(STATUS "libtorch feature ITERAGPU_TORCH_HAS_${name}: yes")
            else()
                message(STATUS "libtorch feature ITERAGPU_TORCH_HAS_${name}: no")
            endif()
        endif()
    endforeach()
    set(${out} ${found} PARENT_SCOPE)
endfunction()
