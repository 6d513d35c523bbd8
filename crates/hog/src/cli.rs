//! The command line: `hog play` and `hog experiments`.

use clap::{Args, Parser, Subcommand, value_parser};
use hog_rules::{GOAL, Score};

/// Play Hog in the terminal, or measure strategies, on your own code.
///
/// Both commands run the functions in crates/rules, crates/strategies and
/// crates/experiments as you wrote them. Build with `--features solution`
/// to run the reference solution instead.
#[derive(Parser, Debug)]
#[command(name = "hog", version)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Play a game of Hog in the terminal.
    Play(PlayArgs),
    /// Measure how often strategies win against always_roll(6).
    Experiments(ExperimentArgs),
}

/// `hog play` options.
#[derive(Args, Debug)]
pub struct PlayArgs {
    /// How many people play: 0 (two computers), 1 (you are Player 0 against the computer) or 2.
    #[arg(short = 'n', long = "humans", default_value_t = 1, value_parser = value_parser!(u8).range(0..=2))]
    pub humans: u8,
    /// The score that wins.
    #[arg(long, default_value_t = GOAL, value_parser = value_parser!(u32).range(1..))]
    pub goal: Score,
    /// Roll the same dice every time with this seed (the dice are random without it).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play without Sus Fuss: the update is `simple_update` instead of `sus_update`.
    #[arg(long)]
    pub no_sus_fuss: bool,
}

/// `hog experiments` options.
#[derive(Args, Debug)]
pub struct ExperimentArgs {
    /// Games played on each side (going first, then second) for every win rate.
    #[arg(long, default_value_t = 10_000, value_parser = value_parser!(u32).range(1..))]
    pub games: u32,
    /// Roll the same dice every time with this seed (the dice are random without it).
    #[arg(long)]
    pub seed: Option<u64>,
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::*;

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn play_defaults_to_one_human_and_the_usual_goal() {
        let cli = Cli::try_parse_from(["hog", "play"]).unwrap();
        let Command::Play(args) = cli.command else { panic!("not play") };
        assert_eq!((args.humans, args.goal, args.seed, args.no_sus_fuss), (1, GOAL, None, false));
        let cli =
            Cli::try_parse_from(["hog", "play", "-n", "0", "--goal", "50", "--seed", "3", "--no-sus-fuss"]);
        let Command::Play(args) = cli.unwrap().command else { panic!("not play") };
        assert_eq!((args.humans, args.goal, args.seed, args.no_sus_fuss), (0, 50, Some(3), true));
    }

    #[test]
    fn out_of_range_options_are_refused() {
        assert!(Cli::try_parse_from(["hog", "play", "-n", "3"]).is_err());
        assert!(Cli::try_parse_from(["hog", "play", "--goal", "0"]).is_err());
        assert!(Cli::try_parse_from(["hog", "experiments", "--games", "0"]).is_err());
    }
}
