/* Wine 8 has no bcryptprimitives.dll, whose ProcessPrng Rust's standard library imports
 * for its random numbers: without it every Rust program dies as it loads, saying nothing.
 * This stand-in, built with MinGW into the Wine prefix the Windows checks run in, forwards
 * to RtlGenRandom (advapi32's SystemFunction036), which Wine has. Real Windows has the DLL. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
