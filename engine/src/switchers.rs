//! Layer switchers at play time (SPG "Solid Terrain": Layers; s2disasm `Obj03`, the plane switcher).

use crate::player::Player;
use formats::switcher::{LayerSwitcher, Orientation, SwitcherSide};

/// One switcher and the side it last saw the player on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ActiveSwitcher {
    pub switcher: LayerSwitcher,
    /// True when the player was last on the right (vertical) or bottom (horizontal) side.
    pub player_past: bool,
}

impl ActiveSwitcher {
    /// Spawns a switcher: the side comes from the player's position, a player exactly on the line counting
    /// as left/top (`Obj03_Init`: `cmp.w x_pos(a1),d1; bhs`).
    pub fn new(switcher: LayerSwitcher, player: &Player) -> Self {
        let (line, pos) = Self::line_and_position(&switcher, player);
        ActiveSwitcher { player_past: pos > line, switcher }
    }

    fn line_and_position(s: &LayerSwitcher, player: &Player) -> (i32, i32) {
        match s.orientation {
            Orientation::Vertical => (s.x, player.pixel_x()),
            Orientation::Horizontal => (s.y, player.pixel_y()),
        }
    }

    /// Whether a player at pixel (`x`, `y`) is on the other side of the line from the one remembered: the only
    /// case in which [`ActiveSwitcher::update`] does anything.
    #[inline]
    pub fn crossed(&self, x: i32, y: i32) -> bool {
        let s = &self.switcher;
        let (line, pos) = match s.orientation {
            Orientation::Vertical => (s.x, x),
            Orientation::Horizontal => (s.y, y),
        };
        (pos >= line) != self.player_past
    }

    /// Runs once per frame after the player (`Obj03_MainX` / `Obj03_MainY`): when the player has crossed to
    /// the other side, the remembered side changes first; then, if the player is within the radius along the
    /// line (and on the ground, for grounded-only switchers), that side's layer and priority are applied.
    pub fn update(&mut self, player: &mut Player) {
        let s = &self.switcher;
        let (line, pos) = Self::line_and_position(s, player);
        let past = pos >= line;
        if past == self.player_past {
            return;
        }
        self.player_past = past;
        let (centre, across) = match s.orientation {
            Orientation::Vertical => (s.y, player.pixel_y()),
            Orientation::Horizontal => (s.x, player.pixel_x()),
        };
        let radius = s.radius.pixels();
        if across < centre - radius || across >= centre + radius {
            return;
        }
        if s.grounded_only && player.air {
            return;
        }
        let side: SwitcherSide = if past { s.right_or_bottom } else { s.left_or_top };
        if !s.priority_only {
            player.layer = side.layer;
        }
        player.high_priority = side.high_priority;
    }
}

/// The rectangle around the player inside which no switcher's remembered side disagrees with the player's
/// position: while the player stays inside it, no switcher can have been crossed and none needs looking at.
/// Half-open ranges in level pixels; it is rebuilt whenever the player leaves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietBox {
    x: (i32, i32),
    y: (i32, i32),
}

impl QuietBox {
    /// The box around the player at (`x`, `y`), or `None` when some switcher is crossed right there.
    pub fn around(switchers: &[ActiveSwitcher], x: i32, y: i32) -> Option<Self> {
        let mut b = QuietBox { x: (i32::MIN, i32::MAX), y: (i32::MIN, i32::MAX) };
        for s in switchers {
            if s.crossed(x, y) {
                return None;
            }
            let (range, line) = match s.switcher.orientation {
                Orientation::Vertical => (&mut b.x, s.switcher.x),
                Orientation::Horizontal => (&mut b.y, s.switcher.y),
            };
            // Past the line (`pos >= line`) stays so down to the line itself; before it, up to the line.
            if s.player_past {
                range.0 = range.0.max(line);
            } else {
                range.1 = range.1.min(line);
            }
        }
        Some(b)
    }

    #[inline]
    pub fn contains(&self, x: i32, y: i32) -> bool {
        (self.x.0..self.x.1).contains(&x) & (self.y.0..self.y.1).contains(&y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::character::Character;
    use formats::Layer;
    use formats::switcher::{SwitcherRadius, SwitcherSide};

    fn switcher() -> LayerSwitcher {
        LayerSwitcher {
            x: 100,
            y: 200,
            orientation: Orientation::Vertical,
            radius: SwitcherRadius::R32,
            left_or_top: SwitcherSide { layer: Layer::A, high_priority: false },
            right_or_bottom: SwitcherSide { layer: Layer::B, high_priority: true },
            grounded_only: false,
            priority_only: false,
        }
    }

    #[test]
    fn crossing_within_range_switches_layer_and_priority() {
        let mut p = Player::standing(Character::Sonic, 100, 200);
        let mut s = ActiveSwitcher::new(switcher(), &p);
        assert!(!s.player_past, "on the line counts as left at spawn");
        s.update(&mut p);
        assert_eq!((p.layer, p.high_priority), (Layer::B, true), "x == line counts as right while running");
        p.x = 99 << 8;
        s.update(&mut p);
        assert_eq!((p.layer, p.high_priority), (Layer::A, false));
    }

    #[test]
    fn out_of_range_crossing_still_updates_the_side() {
        let mut p = Player::standing(Character::Sonic, 90, 232); // range is 168..232 (end excluded)
        let mut s = ActiveSwitcher::new(switcher(), &p);
        p.x = 110 << 8;
        s.update(&mut p);
        assert_eq!(p.layer, Layer::A);
        assert!(s.player_past);
        p.y = 231 << 8;
        s.update(&mut p);
        assert_eq!(p.layer, Layer::A, "already on the right: no switch");
    }

    #[test]
    fn grounded_only_and_priority_only() {
        let mut p = Player::standing(Character::Sonic, 90, 200);
        let mut s = ActiveSwitcher::new(LayerSwitcher { grounded_only: true, ..switcher() }, &p);
        p.air = true;
        p.x = 110 << 8;
        s.update(&mut p);
        assert_eq!(p.layer, Layer::A);
        let mut p = Player::standing(Character::Sonic, 90, 200);
        let mut s = ActiveSwitcher::new(LayerSwitcher { priority_only: true, ..switcher() }, &p);
        p.x = 110 << 8;
        s.update(&mut p);
        assert_eq!((p.layer, p.high_priority), (Layer::A, true));
    }

    /// Inside the quiet box no switcher is crossed, and just outside each edge one is (so the box is as large
    /// as it may be); on a switcher's line at spawn (crossed at once) there is no box.
    #[test]
    fn quiet_box_is_exactly_where_nothing_is_crossed() {
        let at = |x: i32, y: i32, o: Orientation| LayerSwitcher { x, y, orientation: o, ..switcher() };
        let p = Player::standing(Character::Sonic, 150, 150);
        let list: Vec<ActiveSwitcher> = [
            at(100, 0, Orientation::Vertical),
            at(180, 0, Orientation::Vertical),
            at(0, 120, Orientation::Horizontal),
            at(0, 160, Orientation::Horizontal),
        ]
        .into_iter()
        .map(|s| ActiveSwitcher::new(s, &p))
        .collect();
        let b = QuietBox::around(&list, 150, 150).expect("nothing crossed at the start");
        for x in 80..200 {
            for y in 100..180 {
                let crossed = list.iter().any(|s| s.crossed(x, y));
                assert_eq!(b.contains(x, y), !crossed, "({x}, {y})");
            }
        }
        let on_line = [ActiveSwitcher::new(at(150, 0, Orientation::Vertical), &p)];
        assert_eq!(QuietBox::around(&on_line, 150, 150), None);
    }
}
