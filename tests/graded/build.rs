//! Where the suite binary finds its shared libraries when the suites are one (the `dylib`
//! feature, on Linux): the suites' beside the binary, where every sandbox keeps the two
//! together, and the standard library in the toolchain that built it. Both are written into
//! the binary as its run path, of the old kind that the loader reads before
//! `LD_LIBRARY_PATH`: `cargo run` points that at its target folder, whose copy of the library
//! another build may have replaced since.

use std::process::Command;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux");
    if !linux || std::env::var_os("CARGO_FEATURE_DYLIB").is_none() {
        return;
    }
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
