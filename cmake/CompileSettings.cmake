# One INTERFACE target that carries warnings and strict Qt defines; every target links it.
add_library(cloudgauge_settings INTERFACE)
target_compile_definitions(cloudgauge_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_BEFORE=0x060400
    CLOUDGAUGE_VERSION="${PROJECT_VERSION}")
target_compile_options(cloudgauge_settings INTERFACE
    -Wall -Wextra -Wpedantic -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual
    $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>)
if(WARNINGS_AS_ERRORS)
    target_compile_options(cloudgauge_settings INTERFACE -Werror)
endif()
if(ENABLE_SANITIZERS)
    target_compile_options(cloudgauge_settings INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
    target_link_options(cloudgauge_settings INTERFACE -fsanitize=address,undefined)
endif()
if(ENABLE_FUZZING)
    if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
        message(FATAL_ERROR "ENABLE_FUZZING needs clang (CXX=clang++)")
    endif()
    target_compile_options(cloudgauge_settings INTERFACE -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer -g)
    target_link_options(cloudgauge_settings INTERFACE -fsanitize=address,undefined)
endif()
