//! The engine's builds, replays and sandboxes, tested on a course of two problems
//! ([`fixture`]) rather than on the real one: each of its builds takes seconds. The course's
//! own proofs (every case honest, the zoo, the editions, the release) stay with the real
//! course, in xtask's tests.

mod builds;
mod fixture;
mod grades_at_once;
mod replay;
mod sandboxes;
