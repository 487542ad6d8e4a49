//! The bot that drives the whole-act benchmark (and `examples/profile_objects.rs`): hold Right, jump when
//! slowed down, back up when stuck.

use engine::objects::runtime::layout::LayoutOptions;
use engine::{Player, World};
use formats::Level;
use formats::inputs::Buttons;

/// The bot's inputs through the act with every object, up to the signpost (`act_clear`).
pub fn bot_route(level: &Level, start: &Player, options: LayoutOptions) -> Vec<Buttons> {
    let mut world = World::with_options(level, start.clone(), options);
    let right_jump = Buttons::from_bits(Buttons::RIGHT.bits() | Buttons::JUMP.bits());
    let (mut jump_hold, mut since_jump, mut back_up) = (0, 100, 0);
    let (mut best_x, mut best_at) = (0, 0);
    let mut inputs = Vec::new();
    for f in 0..20_000 {
        let p = &world.player;
        if p.pixel_x() > best_x + 8 {
            (best_x, best_at) = (p.pixel_x(), f);
        }
        let held = if back_up > 0 {
            back_up -= 1;
            Buttons::LEFT
        } else if !p.air && f - best_at > 150 {
            // Stuck in a dip: back up for a run-up, as the trace's player does.
            (back_up, best_at) = (49, f + 60);
            Buttons::LEFT
        } else if jump_hold > 0 {
            jump_hold -= 1;
            right_jump
        } else if !p.air && since_jump > 30 && (p.ground_speed < 0x300 || f - best_at > 90) {
            (jump_hold, since_jump) = (19, 0);
            right_jump
        } else {
            Buttons::RIGHT
        };
        since_jump += 1;
        inputs.push(held);
        world.step(held);
        if world.objects.game.act_clear {
            return inputs;
        }
    }
    panic!("the bot did not reach the signpost (x = {})", world.player.pixel_x());
}
