//! Whether the suite binary links the suites as the shared library of the `dylib` feature,
//! and where it then finds its shared libraries.
//!
//! It links them when the feature is on, the target is glibc Linux (whose loader reads the
//! old kind of run path before `LD_LIBRARY_PATH`; musl reads it after) and the build asks for
//! it with `HOG_LINK_SUITES_DYLIB=1`, as a student's own grading does. Linking is a setting
//! of the build and not a feature, so that features stay additive: with every feature on,
//! the suites are linked in and the library is only built.
//!
//! A linked binary's run path names the suites' library beside the binary, where every
//! sandbox keeps the two together, and the standard library in the toolchain that built it:
//! `cargo run` points `LD_LIBRARY_PATH` at its target folder, whose copy of the library
//! another build may have replaced since.

use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=HOG_LINK_SUITES_DYLIB");
    println!("cargo::rustc-check-cfg=cfg(suites_dylib)");
    let glibc_linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").is_ok_and(|env| env == "gnu");
    let asked = std::env::var("HOG_LINK_SUITES_DYLIB").is_ok_and(|value| value == "1");
    if !glibc_linux || !asked || std::env::var_os("CARGO_FEATURE_DYLIB").is_none() {
        return;
    }
    println!("cargo::rustc-cfg=suites_dylib");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let target = std::env::var("TARGET").expect("cargo sets TARGET for build scripts");
    let printed = Command::new(&rustc)
        .args(["--print", "target-libdir", "--target", &target])
        .output()
        .unwrap_or_else(|error| panic!("cannot run {rustc}: {error}"));
    assert!(printed.status.success(), "{rustc} --print target-libdir failed");
    let libdir = String::from_utf8(printed.stdout).expect("a UTF-8 path");
    println!("cargo::rustc-link-arg=-Wl,--disable-new-dtags");
    println!("cargo::rustc-link-arg=-Wl,-rpath,$ORIGIN");
    println!("cargo::rustc-link-arg=-Wl,-rpath,{}", libdir.trim());
}
