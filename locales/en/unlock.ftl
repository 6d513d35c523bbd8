# `cargo xtask unlock -q NN`: a problem's concept questions, asked in the terminal (xtask/src/unlock.rs).

unlock-heading = Problem { $problem }: concept questions
unlock-already = Question { $number } is already unlocked.
unlock-question = Question { $number } of { $count }
unlock-right = -- Right! Unlocked. --
unlock-wrong = -- Not quite. Try again! --
unlock-choose = Type the number of a choice, from 1 to { $count }.
unlock-stopped = Stopped. What you unlocked is saved; run the same command to go on.
unlock-done = Every question of problem { $problem } is unlocked.
unlock-none = problem { $problem } has no concept questions to unlock
