//! Layer switchers at play time (SPG "Solid Terrain": Layers; s2disasm `Obj03`, the plane switcher).

use crate::player::Player;
use formats::switcher::{LayerSwitcher, Orientation, SwitcherSide};

/// Player 1 in [`Switchers`]' per-player data (and [`ActiveSwitcher::crossed_by`]).
pub const PLAYER_1: usize = 0;
/// Player 2, the sidekick.
pub const PLAYER_2: usize = 1;

/// One switcher and the side it last saw the player on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ActiveSwitcher {
    pub switcher: LayerSwitcher,
    /// True when the player was last on the right (vertical) or bottom (horizontal) side.
    pub player_past: bool,
    /// The same for player 2 (`planeswitch_p2_flag`: `Obj03` switches the sidekick too, with his own side).
    pub sidekick_past: bool,
}

impl ActiveSwitcher {
    /// Spawns a switcher: the side comes from the player's position, a player exactly on the line counting
    /// as left/top (`Obj03_Init`: `cmp.w x_pos(a1),d1; bhs`).
    pub fn new(switcher: LayerSwitcher, player: &Player) -> Self {
        let (line, pos) = Self::line_and_position(&switcher, player);
        ActiveSwitcher { player_past: pos > line, sidekick_past: pos > line, switcher }
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
        self.crossed_by(PLAYER_1, x, y)
    }

    /// [`ActiveSwitcher::crossed`] for player `who` ([`PLAYER_1`] or [`PLAYER_2`]), against his own remembered side.
    #[inline]
    pub fn crossed_by(&self, who: usize, x: i32, y: i32) -> bool {
        let s = &self.switcher;
        let (line, pos) = match s.orientation {
            Orientation::Vertical => (s.x, x),
            Orientation::Horizontal => (s.y, y),
        };
        (pos >= line) != self.past(who)
    }

    /// The side player `who` was last seen on.
    #[inline]
    fn past(&self, who: usize) -> bool {
        if who == PLAYER_1 { self.player_past } else { self.sidekick_past }
    }

    /// [`ActiveSwitcher::update`] for player `who`.
    #[inline]
    fn update_for(&mut self, who: usize, player: &mut Player) {
        if who == PLAYER_1 { self.update(player) } else { self.update_sidekick(player) }
    }

    /// Runs once per frame after the player (`Obj03_MainX` / `Obj03_MainY`): when the player has crossed to
    /// the other side, the remembered side changes first; then, if the player is within the radius along the
    /// line (and on the ground, for grounded-only switchers), that side's layer and priority are applied.
    pub fn update(&mut self, player: &mut Player) {
        Self::apply(&self.switcher, &mut self.player_past, player);
    }

    /// [`ActiveSwitcher::update`] for player 2, with his own remembered side.
    pub fn update_sidekick(&mut self, sidekick: &mut Player) {
        Self::apply(&self.switcher, &mut self.sidekick_past, sidekick);
    }

    fn apply(s: &LayerSwitcher, remembered: &mut bool, player: &mut Player) {
        let (line, pos) = Self::line_and_position(s, player);
        let past = pos >= line;
        if past == *remembered {
            return;
        }
        *remembered = past;
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

/// The level's switchers at play time, and what makes looking at them cheap: a quiet box around each player
/// (while he stays inside, no switcher is looked at), and their lines in order, so that the box and, when he
/// leaves it, the switchers he crossed are found by binary search, not by looking at each (Chemical Plant
/// has sixty).
#[derive(Clone, Debug, Default)]
pub struct Switchers {
    list: Vec<ActiveSwitcher>,
    /// The lines of the vertical switchers (x) and of the horizontal ones (y), in order, each with its
    /// switcher's index in `list`.
    lines: [Vec<(i32, u32)>; 2],
    /// Where each player (player 1, player 2) can be without crossing any switcher (`None`: not known, look at
    /// them all). Each player remembers his own sides, so each has his own box.
    quiet: [Option<QuietBox>; 2],
    /// The switchers crossed this frame (kept, so that a frame allocates nothing).
    crossed: Vec<u32>,
}

impl Switchers {
    pub fn new(list: Vec<ActiveSwitcher>) -> Self {
        let mut switchers = Switchers { list, ..Default::default() };
        switchers.index();
        switchers
    }

    /// The switchers with the side each last saw the player on, in the level's order.
    pub fn list(&self) -> &[ActiveSwitcher] {
        &self.list
    }

    /// Every switcher spawns again around `player` (a restart).
    pub fn respawn(&mut self, player: &Player) {
        for s in &mut self.list {
            *s = ActiveSwitcher::new(s.switcher.clone(), player);
        }
        self.quiet = [None; 2];
    }

    /// Player 2's sides taken again from where he stands (`Obj03_Init` compares both players).
    pub fn respawn_sidekick(&mut self, sidekick: &Player) {
        for s in &mut self.list {
            let (line, pos) = ActiveSwitcher::line_and_position(&s.switcher, sidekick);
            s.sidekick_past = pos > line;
        }
        self.quiet[PLAYER_2] = None;
    }

    /// Once a frame after player 2 moved: every switcher he crossed, in the level's order, found as player 1's
    /// are ([`Switchers::update`]) with his own quiet box.
    #[inline]
    pub fn update_sidekick(&mut self, sidekick: &mut Player) {
        self.update_player(PLAYER_2, sidekick);
    }

    /// Back to saved switchers (a save state's): their sides, and their lines if they differ from these.
    pub fn restore(&mut self, saved: &[ActiveSwitcher]) {
        let same = self.list.len() == saved.len() && self.list.iter().zip(saved).all(|(a, b)| a.switcher == b.switcher);
        self.list.clear();
        self.list.extend_from_slice(saved);
        if !same {
            self.index();
        }
        self.quiet = [None; 2];
    }

    fn index(&mut self) {
        for lines in &mut self.lines {
            lines.clear();
        }
        for (i, s) in self.list.iter().enumerate() {
            let (o, line) = match s.switcher.orientation {
                Orientation::Vertical => (0, s.switcher.x),
                Orientation::Horizontal => (1, s.switcher.y),
            };
            self.lines[o].push((line, i as u32));
        }
        for lines in &mut self.lines {
            lines.sort_unstable();
        }
        self.quiet = [None; 2];
    }

    /// Once a frame after player 1 moved: each switcher he crossed ([`ActiveSwitcher::update`]), in the
    /// level's order. Inside the quiet box, nothing to do.
    #[inline]
    pub fn update(&mut self, player: &mut Player) {
        self.update_player(PLAYER_1, player);
    }

    #[inline]
    fn update_player(&mut self, who: usize, player: &mut Player) {
        let (x, y) = (player.pixel_x(), player.pixel_y());
        if !self.quiet[who].is_some_and(|q| q.contains(x, y)) {
            self.left_quiet_box(who, player, x, y);
        }
    }

    /// Player `who` at (`x`, `y`) is outside his quiet box, or none is known.
    #[inline(never)]
    fn left_quiet_box(&mut self, who: usize, player: &mut Player, x: i32, y: i32) {
        match self.quiet[who] {
            // Every side agrees with every point of the box: the crossed switchers are those whose line lies
            // between its edge and the player.
            Some(q) => {
                self.crossed.clear();
                for (lines, (lo, hi), v) in [(&self.lines[0], q.x, x), (&self.lines[1], q.y, y)] {
                    let upto = |bound: i32| lines.partition_point(|&(l, _)| l <= bound);
                    let range = if v >= hi {
                        lines.partition_point(|&(l, _)| l < hi)..upto(v)
                    } else if v < lo {
                        upto(v)..upto(lo)
                    } else {
                        0..0
                    };
                    self.crossed.extend(lines[range].iter().map(|&(_, i)| i));
                }
                self.crossed.sort_unstable();
                debug_assert!(
                    self.crossed
                        .iter()
                        .map(|&i| i as usize)
                        .eq((0..self.list.len()).filter(|&i| self.list[i].crossed_by(who, x, y))),
                    "the lines found crossed are the crossed ones"
                );
                for &i in &self.crossed {
                    if let Some(s) = self.list.get_mut(i as usize) {
                        s.update_for(who, player);
                    }
                }
            }
            None => {
                for s in &mut self.list {
                    s.update_for(who, player);
                }
            }
        }
        // Every side now agrees with (x, y): the box reaches the nearest line each way.
        let b = self.quiet_box(x, y);
        debug_assert_eq!(Some(b), QuietBox::around_for(&self.list, who, x, y));
        self.quiet[who] = Some(b);
    }

    /// The quiet box around (`x`, `y`), every switcher's side agreeing with that point: from the nearest line
    /// at or before it to the nearest one after, in each direction.
    fn quiet_box(&self, x: i32, y: i32) -> QuietBox {
        let range = |lines: &[(i32, u32)], v: i32| {
            let i = lines.partition_point(|&(l, _)| l <= v);
            let lo = if i > 0 { lines[i - 1].0 } else { i32::MIN };
            (lo, lines.get(i).map_or(i32::MAX, |&(l, _)| l))
        };
        QuietBox { x: range(&self.lines[0], x), y: range(&self.lines[1], y) }
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
    /// The box around the player at (`x`, `y`), or `None` when some switcher is crossed right there, found by
    /// looking at every switcher: what [`Switchers`] finds by binary search, kept as that search's check
    /// (debug builds, tests).
    pub fn around(switchers: &[ActiveSwitcher], x: i32, y: i32) -> Option<Self> {
        Self::around_for(switchers, PLAYER_1, x, y)
    }

    /// [`QuietBox::around`] for player `who`'s remembered sides.
    pub fn around_for(switchers: &[ActiveSwitcher], who: usize, x: i32, y: i32) -> Option<Self> {
        let mut b = QuietBox { x: (i32::MIN, i32::MAX), y: (i32::MIN, i32::MAX) };
        for s in switchers {
            if s.crossed_by(who, x, y) {
                return None;
            }
            let (range, line) = match s.switcher.orientation {
                Orientation::Vertical => (&mut b.x, s.switcher.x),
                Orientation::Horizontal => (&mut b.y, s.switcher.y),
            };
            // Past the line (`pos >= line`) stays so down to the line itself; before it, up to the line.
            if s.past(who) {
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
            objects_before: None,
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

    proptest::proptest! {
        /// The indexed switchers do what looking at every switcher every frame does (the sides, each player's
        /// layer and priority), wherever the players go: small steps, jumps, onto lines, back.
        #[test]
        fn indexed_switchers_match_looking_at_every_one_every_frame(
            lines in proptest::collection::vec((0i32..400, 0i32..400, proptest::bool::ANY, 0u8..4), 0..24),
            path in proptest::collection::vec((-40i32..40, -40i32..40, 0u8..8), 1..120),
        ) {
            use formats::switcher::SwitcherRadius;
            let radii = [SwitcherRadius::R32, SwitcherRadius::R64, SwitcherRadius::R128, SwitcherRadius::R256];
            let defs: Vec<LayerSwitcher> = lines
                .iter()
                .enumerate()
                .map(|(i, &(x, y, vertical, r))| LayerSwitcher {
                    x,
                    y,
                    orientation: if vertical { Orientation::Vertical } else { Orientation::Horizontal },
                    radius: radii[usize::from(r)],
                    left_or_top: SwitcherSide { layer: Layer::A, high_priority: i % 2 == 0 },
                    right_or_bottom: SwitcherSide { layer: Layer::B, high_priority: i % 3 == 0 },
                    ..switcher()
                })
                .collect();
            let mut p = Player::standing(Character::Sonic, 200, 200);
            let mut q = p.clone();
            // Player 2 goes his own way (the path mirrored), with his own sides.
            let mut p2 = Player::standing(Character::Tails, 180, 220);
            let mut q2 = p2.clone();
            let mut naive: Vec<ActiveSwitcher> = defs.iter().map(|d| ActiveSwitcher::new(d.clone(), &p)).collect();
            let mut indexed = Switchers::new(naive.clone());
            for (dx, dy, jump) in path {
                // Now and then a jump far away, or onto a line.
                let (x, y) = match (jump, defs.first()) {
                    (0, _) => (p.pixel_x() + 8 * dx, p.pixel_y() + 8 * dy),
                    (1, Some(d)) => (d.x, d.y),
                    _ => (p.pixel_x() + dx, p.pixel_y() + dy),
                };
                (p.x, p.y) = (x << 8, y << 8);
                (q.x, q.y) = (p.x, p.y);
                for s in &mut naive {
                    s.update(&mut p);
                }
                indexed.update(&mut q);
                let (x2, y2) = match (jump, defs.last()) {
                    (2, Some(d)) => (d.x, d.y),
                    _ => (p2.pixel_x() - dx, p2.pixel_y() - dy),
                };
                (p2.x, p2.y) = (x2 << 8, y2 << 8);
                (q2.x, q2.y) = (p2.x, p2.y);
                if jump == 7 {
                    // He respawns: his sides are taken again from where he is.
                    for s in &mut naive {
                        let (line, pos) = ActiveSwitcher::line_and_position(&s.switcher, &p2);
                        s.sidekick_past = pos > line;
                    }
                    indexed.respawn_sidekick(&q2);
                }
                for s in &mut naive {
                    s.update_sidekick(&mut p2);
                }
                indexed.update_sidekick(&mut q2);
                proptest::prop_assert_eq!(indexed.list(), &naive[..]);
                proptest::prop_assert_eq!((q.layer, q.high_priority), (p.layer, p.high_priority));
                proptest::prop_assert_eq!((q2.layer, q2.high_priority), (p2.layer, p2.high_priority));
            }
        }
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
