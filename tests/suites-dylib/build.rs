//! Binds the library's calls to its own functions when it is linked, not each time a process
//! loads it. A Rust dylib exports every symbol, so without this the loader looks thousands of
//! them up in every process that loads it: every case's child process would start several
//! times slower than from a statically linked binary.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").is_ok_and(|os| os == "linux") {
        println!("cargo::rustc-link-arg=-Wl,-Bsymbolic-functions");
    }
}
