//! Which special stage the giant ring leads to (s1disasm `sonic.asm` `SS_Load`): the stage after the last one
//! entered (`v_lastspecial`, 0–5 in turn, kept across levels), passing over those whose emerald is held
//! (`v_emldlist`, the stages' numbers in the order their emeralds were taken) unless all six are.

/// `SS_Load`'s choice: returns the stage (0–5) and moves `last_special` on past it. With `emeralds` below six,
/// a stage whose number is among the first `emeralds` entries of `list` is passed over (the game loops until it
/// finds one; the engine stops after six tries, taking the last, should `list` hold every stage).
pub fn ss_load(last_special: &mut u8, emeralds: u8, list: &[u8; 6]) -> u8 {
    let mut stage = 0;
    for _ in 0..6 {
        stage = *last_special;
        *last_special = last_special.wrapping_add(1);
        if *last_special >= 6 {
            *last_special = 0;
        }
        if emeralds == 6 {
            return stage;
        }
        let held = list.iter().take(usize::from(emeralds)).any(|&s| s == stage);
        if !held {
            return stage;
        }
    }
    stage
}

#[cfg(test)]
mod tests {
    use super::ss_load;

    #[test]
    fn the_six_stages_in_turn() {
        let mut last = 0;
        let stages: Vec<u8> = (0..8).map(|_| ss_load(&mut last, 0, &[0; 6])).collect();
        assert_eq!(stages, [0, 1, 2, 3, 4, 5, 0, 1]);
    }

    #[test]
    fn stages_whose_emerald_is_held_are_passed_over() {
        // Emeralds of stages 2 and 3 (numbers 1 and 2) held: after stage 1 comes stage 4.
        let mut last = 1;
        assert_eq!(ss_load(&mut last, 2, &[1, 2, 0, 0, 0, 0]), 3);
        assert_eq!(last, 4);
        // Past the end it wraps to 0 — held here (list entry 0 is stage 0 with three emeralds).
        let mut last = 5;
        assert_eq!(ss_load(&mut last, 3, &[0, 1, 2, 0, 0, 0]), 5);
        assert_eq!(ss_load(&mut last, 3, &[0, 1, 2, 0, 0, 0]), 3);
    }

    #[test]
    fn with_all_six_any_stage() {
        let mut last = 2;
        assert_eq!(ss_load(&mut last, 6, &[0, 1, 2, 3, 4, 5]), 2);
        assert_eq!(last, 3);
    }
}
