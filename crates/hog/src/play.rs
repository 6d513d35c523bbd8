//! `hog play`: a game in the terminal, on standard input and output.

use std::cell::RefCell;
use std::io;
use std::process::ExitCode;

use hog_rules::{Dice, make_seeded_dice, six_sided};

use crate::cli::PlayArgs;
use crate::crash::catch;
use crate::ui::{Console, Setup, play_game};
use crate::unwritten;

/// Plays the game `args` describe. Quitting with Ctrl-D is a success; the
/// student's code stopping the game is not, and a `todo!()` names the first problem to write.
pub fn run(args: &PlayArgs) -> io::Result<ExitCode> {
    let edition = args.rules.edition;
    if let Err(why) = args.computer.check(edition) {
        eprintln!("hog: {why}");
        return Ok(ExitCode::FAILURE);
    }
    let setup = Setup::with_humans(edition, args.humans, args.computer, args.goal, !args.no_total_rule);
    let mut dice: Box<Dice> = match args.seed {
        Some(seed) => Box::new(make_seeded_dice(6, seed)),
        None => Box::new(six_sided()),
    };
    let input = RefCell::new(io::stdin().lock());
    let mut stdout = io::stdout().lock();
    let console = Console::new(&mut stdout);
    let result = catch(|| play_game(&setup, &mut *dice, &input, &console))
        .map_err(|caught| unwritten::earliest(edition, caught, unwritten::rules_of_a_game(setup.sus_fuss)));
    console.end_line();
    let code = match result {
        Ok(_) => ExitCode::SUCCESS,
        Err(caught) if caught.is_clean() => {
            console.println(format_args!("{caught}"));
            ExitCode::SUCCESS
        }
        Err(caught) => {
            console.flush();
            eprintln!("{caught}");
            ExitCode::FAILURE
        }
    };
    console.finish()?;
    Ok(code)
}
