# What `hog play` and `hog gui` say when the student's code stops a game, and what the page's
# server answers a request it cannot serve (crates/hog/src/crash.rs, crates/hog/src/gui/).

crash-end-of-input = Input ended, so the game stops here. Goodbye!
crash-input-failed = cannot read your answer: { $error }
crash-endless = After { $turns } turns nobody has reached { $goal }, but a game played by the rules ends within { $most } turns (every turn scores at least 1 point). Check that `play` updates the scores and switches players.
crash-awaiting-choice = The game waits for a player to choose.
crash-endless-game = One game has rolled { $rolls } dice and is still going, but a game played by the rules to { $goal } ends within { $most } rolls (each turn scores at least 1 point and rolls at most 10 dice). Check that `play` updates the scores and stops at the goal.
crash-not-written = Problem { $problem } ({ $name }) is not written yet: write it in { $file }, then check it with `cargo xtask grade -q { $problem }`.
crash-not-written-anywhere = Problem { $problem } ({ $name }) is not written yet: write it in your code, then check it with `cargo xtask grade -q { $problem }`.
crash-panicked = your code panicked: { $message }
crash-panicked-at = your code panicked: { $message } at { $place }
crash-hog-panicked = hog itself panicked: { $message } (a bug in hog, not in your code)
crash-hog-panicked-at = hog itself panicked: { $message } at { $place } (a bug in hog, not in your code)

gui-listening = hog gui: the game is at { $address } (Ctrl-C stops it)
gui-cannot-serve = hog gui: cannot serve on 127.0.0.1:{ $port }: { $error }
gui-port-in-use = port { $port } is already in use: another `hog gui` may be running (try http://127.0.0.1:{ $port }/), or choose another port with --port
gui-port-not-allowed = not allowed to listen on port { $port }; choose a port above 1023 with --port
gui-cannot-listen = cannot listen on 127.0.0.1:{ $port }: { $error }
gui-cannot-read-request = cannot read the request: { $error }
gui-other-host = this server answers only pages from http://127.0.0.1:{ $port }/
gui-nothing-here = there is nothing at { $path }
gui-wrong-method = { $path } answers { $method } only
gui-too-large = a request may hold at most { $most } bytes
gui-malformed = malformed request: { $error }
gui-impossible = impossible request: { $error }
gui-cannot-run-worker = cannot run { $program }: { $error }
gui-seed-too-large = the seed must be at most { $most }, but it is { $seed }
gui-too-many-dice = a player may roll 0 to { $most } dice, not { $choice }
gui-not-a-die = a six-sided die rolls 1 to 6, not { $outcome }
gui-too-many-turns = a game to { $goal } lasts at most { $turns } turns here
gui-too-many-rolls = a game to { $goal } rolls at most { $rolls } dice here
gui-goal-out-of-range = the goal must be from 1 to { $most }, but it is { $goal }
gui-unreadable-answer = an answer that cannot be read ({ $error })
gui-overflowed = Your code overflowed the stack, so the game was stopped: a function that calls itself must reach a case that does not.
gui-ended-silently = the replay ended ({ $status }) without an answer
gui-ended-saying = the replay ended ({ $status }) without an answer, saying: { $line }
gui-timed-out = Your code did not finish within { $seconds } seconds, so it was stopped. A loop that never ends is the usual cause: look at the loops in your code, in play and in the rules it calls.
gui-stopped = Your code stopped the game: { $how }. Does it call std::process::exit, or abort?

strategy-not-offered = { $strategy } is not a strategy of the { $edition } edition; the strategies are { $strategies }
strategy-unknown = no strategy is called "{ $name }"; the strategies are { $strategies }
edition-unknown = no edition is called "{ $name }"; the editions are { $editions }
edition-only-own = your code is the { $edition } edition, so hog plays that one only; other editions run on the reference solution (`--features solution`)
