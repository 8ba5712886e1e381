# SPDX-License-Identifier: GPL-3.0-or-later
# Helpers shared by every target of the project.

include_guard(GLOBAL)

# Applies the project's compile settings: warnings, Qt's string-safety defines, sanitizers.
function(forwarddesk_configure_target target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_TO_ASCII
        QT_RESTRICTED_CAST_FROM_ASCII
        QT_NO_URL_CAST_FROM_STRING
        QT_USE_QSTRINGBUILDER
        QT_NO_FOREACH
        QT_DISABLE_DEPRECATED_UP_TO=0x060400)
    # The version and app id come from one generated header ("forwarddesk/version.h"), not from compile
    # definitions, so that a version bump rebuilds only the files that use them.
    target_include_directories(${target} PRIVATE "${FORWARDDESK_GENERATED_DIR}")
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /permissive- /utf-8)
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wnon-virtual-dtor)
        if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
            target_compile_options(${target} PRIVATE -Wshadow=local)
        endif()
    endif()
    if(FORWARDDESK_ENABLE_SANITIZERS AND NOT MSVC)
        target_compile_options(${target} PRIVATE -fsanitize=address,undefined -fno-omit-frame-pointer)
        target_link_options(${target} PRIVATE -fsanitize=address,undefined)
    endif()
endfunction()

# Declares a library of the project: forwarddesk_add_library(name SOURCES ...). It is static unless
# FORWARDDESK_SHARED_LIBRARIES is on (see the top-level CMakeLists.txt).
function(forwarddesk_add_library name)
    cmake_parse_arguments(ARG "" "" "SOURCES" ${ARGN})
    if(FORWARDDESK_SHARED_LIBRARIES)
        qt_add_library(${name} SHARED ${ARG_SOURCES})
    else()
        qt_add_library(${name} STATIC ${ARG_SOURCES})
    endif()
    forwarddesk_configure_target(${name})
    target_include_directories(${name} PUBLIC "${PROJECT_SOURCE_DIR}/src")
endfunction()

# Declares one Qt Test executable and registers it with CTest:
#   forwarddesk_add_test(NAME tst_x SOURCES ... LIBS ... [LABELS ...] [TIMEOUT s] [WRAPPER cmd...] [ARGS ...])
# Every test runs on the offscreen platform; WRAPPER runs the test through a command (the keychain test
# uses it to get a private D-Bus session); ARGS are passed to the test.
function(forwarddesk_add_test)
    cmake_parse_arguments(ARG "" "NAME;TIMEOUT" "SOURCES;LIBS;LABELS;WRAPPER;ARGS" ${ARGN})
    qt_add_executable(${ARG_NAME} ${ARG_SOURCES})
    forwarddesk_configure_target(${ARG_NAME})
    target_link_libraries(${ARG_NAME} PRIVATE Qt6::Test ${ARG_LIBS})
    set_target_properties(${ARG_NAME} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${PROJECT_BINARY_DIR}/tests")
    if(ARG_WRAPPER)
        add_test(NAME ${ARG_NAME} COMMAND ${ARG_WRAPPER} $<TARGET_FILE:${ARG_NAME}> ${ARG_ARGS})
    else()
        add_test(NAME ${ARG_NAME} COMMAND ${ARG_NAME} ${ARG_ARGS})
    endif()
    if(NOT ARG_TIMEOUT)
        set(ARG_TIMEOUT 300)
    endif()
    if(FORWARDDESK_ENABLE_SANITIZERS)
        math(EXPR ARG_TIMEOUT "${ARG_TIMEOUT} * 4") # the sanitizers make the network tests 3 to 5 times slower
    endif()
    set(env "QT_QPA_PLATFORM=offscreen" "LC_ALL=C.UTF-8" "QT_LOGGING_RULES=forwarddesk.*.debug=false")
    set_tests_properties(${ARG_NAME} PROPERTIES TIMEOUT ${ARG_TIMEOUT} ENVIRONMENT "${env}" LABELS "${ARG_LABELS}")
endfunction()

# A "format" target that rewrites every C++ file with clang-format, and "format-check" that fails on a diff.
function(forwarddesk_add_format_target)
    find_program(CLANG_FORMAT_EXECUTABLE NAMES clang-format clang-format-16 clang-format-15 clang-format-14)
    if(NOT CLANG_FORMAT_EXECUTABLE)
        return()
    endif()
    file(GLOB_RECURSE sources CONFIGURE_DEPENDS
        "${PROJECT_SOURCE_DIR}/src/*.cpp" "${PROJECT_SOURCE_DIR}/src/*.h"
        "${PROJECT_SOURCE_DIR}/tests/*.cpp" "${PROJECT_SOURCE_DIR}/tests/*.h"
        "${PROJECT_SOURCE_DIR}/packaging/*.cpp")
    add_custom_target(format COMMAND ${CLANG_FORMAT_EXECUTABLE} -i ${sources}
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" COMMENT "Formatting sources" VERBATIM)
    add_custom_target(format-check COMMAND ${CLANG_FORMAT_EXECUTABLE} --dry-run -Werror ${sources}
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" COMMENT "Checking formatting" VERBATIM)
endfunction()

# "naming-check": clang-tidy's readability-identifier-naming (the rules in .clang-tidy) over every source file of
# src/, in parallel; a finding is an error (WarningsAsErrors in .clang-tidy). It needs the build's compile database.
function(forwarddesk_add_naming_check_target)
    find_program(RUN_CLANG_TIDY_EXECUTABLE NAMES run-clang-tidy run-clang-tidy-16 run-clang-tidy-15 run-clang-tidy-14)
    if(NOT RUN_CLANG_TIDY_EXECUTABLE)
        return()
    endif()
    add_custom_target(naming-check
        COMMAND ${RUN_CLANG_TIDY_EXECUTABLE} -quiet -p "${PROJECT_BINARY_DIR}" "-checks=-*,readability-identifier-naming"
            "-extra-arg=-Wno-unknown-warning-option" "^${PROJECT_SOURCE_DIR}/src/.*[.]cpp$"
        WORKING_DIRECTORY "${PROJECT_SOURCE_DIR}" COMMENT "Checking names with clang-tidy" VERBATIM)
endfunction()
