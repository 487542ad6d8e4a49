//! The player start (`Level::player_start`): the edit that moves it, where the player stands when placed above a
//! floor, and whether he can stand there at all. Every answer comes from the engine's own floor sensors
//! (`engine::sensor::sense`, the engine's `ground_below`), pointed as the player points them: sensors A and B
//! straight down from his feet, `width_radius` either side of his centre, `height_radius` below it, on layer
//! A (the layer every start begins on), testing the top-solid bit (s2disasm `Sonic_CheckFloor`, `AnglePos`;
//! SPG "Slope Collision", "Hitboxes").

use crate::edit::Edit;
use engine::{Character, Direction, SolidBit, Terrain, sense};
use formats::level::Point;
use formats::{Layer, Level};

/// The undo menu's name for every change of the start ("Undo Set player start").
pub const LABEL: &str = "Set player start";
/// The undo menu's name for every change of Knuckles' own start.
pub const KNUCKLES_LABEL: &str = "Set Knuckles' start";

/// The edit that sets Knuckles' own start (`Level::knuckles_start`; `None`: he starts at the player start), as
/// one change of the level's properties; `None` when it is so already.
pub fn set_knuckles_start(level: &Level, to: Option<Point>) -> Option<Edit> {
    (level.knuckles_start != to).then(|| {
        Edit::SetProperties(Box::new(crate::edit::Properties {
            knuckles_start: to,
            ..crate::edit::Properties::of(level)
        }))
    })
}

/// The standing radii the start is placed and checked with: Sonic's, 9 and 19 (`Character::standing_radii`;
/// the START marker in the level view is this box). Knuckles has the same; Tails is 4 px shorter and stands
/// on the same floor 4 px lower, which the engine's settling does on his first frame.
pub const RADII: (i32, i32) = {
    let (w, h) = Character::Sonic.standing_radii();
    (w as i32, h as i32)
};

/// How far into the floor a standing player's feet may start: `AnglePos` lifts him onto a surface at most 14
/// px above his feet and leaves him inside a deeper one (s2disasm `AnglePos`, `cmpi.w #-$E,d1`).
pub const MAX_LIFT: i32 = 14;

/// The edit that moves the start to `to`, kept inside the level's bounds ([`inside_bounds`]: the edit refuses
/// a start outside them); `None` when it is there already.
pub fn set_start(level: &Level, to: Point) -> Option<Edit> {
    let to = inside_bounds(level, to);
    (level.player_start != to).then_some(Edit::SetPlayerStart(to))
}

/// `p` moved to the nearest point inside the level's bounds (`[left, right) x [top, bottom)`, where
/// `formats::validate` wants the start); unchanged when the bounds are empty or inverted.
pub fn inside_bounds(level: &Level, p: Point) -> Point {
    let b = level.bounds;
    if b.left < b.right && b.top < b.bottom {
        Point { x: p.x.clamp(b.left, b.right - 1), y: p.y.clamp(b.top, b.bottom - 1) }
    } else {
        p
    }
}

/// Whether level position `(x, y)` is on the START marker the level view draws (the standing box, 9 and 19
/// either side of the start, as `canvas::overlays::player_start` draws it), within `slop` pixels, or up to
/// `above` pixels over its top (where its label is).
pub fn hit(start: Point, x: f32, y: f32, slop: f32, above: f32) -> bool {
    let (w, h) = (RADII.0 as f32, RADII.1 as f32);
    let (dx, dy) = (x - start.x as f32, y - start.y as f32);
    dx.abs() <= w + 1.0 + slop && dy >= -h - slop - above && dy <= h + 1.0 + slop
}

/// The y at which a player centred at column `x` stands on the first floor at or below a centre at `y`: his
/// feet pixel (y + 19) is the last free pixel above the surface, where `AnglePos` leaves a standing player (a
/// flat floor whose top row is `t` gives `t - 20`). Of the two feet the one on the higher floor wins, as
/// `Sonic_Angle` picks the nearer sensor. Feet inside a floor rise to its top. `None` when neither foot has a
/// floor below before the bottom of the layout.
pub fn standing_y(terrain: &Terrain, x: i32, y: i32) -> Option<i32> {
    let (w, h) = RADII;
    [x - w, x + w].into_iter().filter_map(|fx| engine::objects::ground_below(terrain, fx, y, h)).min()
}

/// Where "Set player start here" puts the start for a right click at level pixel `(x, y)`: standing on the floor
/// under the click ([`standing_y`]) when there is one and the player would stand no lower than `lowest` (the
/// bottom of what the view shows, so the start never moves out of sight), else exactly at the click; kept
/// inside the bounds ([`inside_bounds`]).
pub fn start_at_click(level: &Level, x: i32, y: i32, lowest: i32) -> Point {
    let terrain = Terrain::from_level(level);
    let at = match standing_y(&terrain, x, y) {
        Some(standing) if standing <= lowest => Point { x, y: standing },
        _ => Point { x, y },
    };
    inside_bounds(level, at)
}

/// Whether the player cannot stand at `start`: his centre is inside a solid shape (the floor sensor from his
/// centre reads it on either solidity bit), or the higher floor under his feet is more than [`MAX_LIFT`]
/// pixels above them, so the game's first ground check leaves him inside it.
pub fn in_ground(terrain: &Terrain, start: Point) -> bool {
    let (w, h) = RADII;
    let down = |x: i32, y: i32, bit: SolidBit| sense(terrain, Layer::A, bit, Direction::Down, x, y);
    let centre =
        [SolidBit::Top, SolidBit::LeftRightBottom].into_iter().any(|bit| down(start.x, start.y, bit).distance < 0);
    let feet = [start.x - w, start.x + w].map(|x| down(x, start.y + h, SolidBit::Top));
    let nearer = feet.iter().filter(|r| r.hit.is_some()).map(|r| r.distance).min();
    centre || nearer.is_some_and(|d| d < -MAX_LIFT)
}

/// The lowest centre y a standing player may have without dying: the level's bottom bound (`Bounds::bottom`,
/// below which `Sonic_LevelBound` kills him), or the layout's bottom when the bounds are empty.
pub fn lowest_standing(level: &Level) -> i32 {
    let b = level.bounds;
    if b.bottom > b.top { b.bottom } else { level.pixel_size().1 }
}

/// Whether there is no floor under the start: neither foot finds one ([`standing_y`]) before the player would
/// stand below [`lowest_standing`] — he falls out of the level when play starts.
pub fn over_no_floor(level: &Level, terrain: &Terrain, start: Point) -> bool {
    standing_y(terrain, start.x, start.y).is_none_or(|y| y > lowest_standing(level))
}

#[cfg(test)]
mod tests {
    use super::*;
    use formats::{Chunk, ChunkSize, LayerCell, SolidTile, Solidity};

    /// 2 x 2 chunks of 128 px; chunk 0 in cell (0, 1) has a solid floor from y 128 + 64 = 192 down.
    fn floor_level() -> Level {
        let size = ChunkSize::Px128;
        let mut level = Level::new("Start", size, 2, 2);
        level.tiles.push(SolidTile::FULL);
        let mut chunk = Chunk::empty(size);
        for row in 4..8 {
            for col in 0..8 {
                if let Some(b) = chunk.block_mut(size, col, row) {
                    b.a = LayerCell { tile: 1, solidity: Solidity::All };
                    b.b = b.a;
                }
            }
        }
        level.chunks.push(chunk);
        level.layout.set(0, 1, Some(0));
        level
    }

    #[test]
    fn standing_puts_the_feet_just_above_the_floor() {
        let level = floor_level();
        let terrain = Terrain::from_level(&level);
        for y in [0, 100, 172, 180, 190] {
            assert_eq!(standing_y(&terrain, 60, y), Some(172), "from y {y}");
        }
        // One foot over the floor is enough (x 130: the left foot at 121 is over chunk 0).
        assert_eq!(standing_y(&terrain, 130, 0), Some(172));
        assert_eq!(standing_y(&terrain, 140, 0), None, "both feet over the empty cell");
        assert_eq!(start_at_click(&level, 60, 40, 500), Point { x: 60, y: 172 });
        assert_eq!(start_at_click(&level, 60, 40, 150), Point { x: 60, y: 40 }, "the floor is below the view");
        assert_eq!(start_at_click(&level, 200, 40, 500), Point { x: 200, y: 40 }, "no floor: at the click");
    }

    #[test]
    fn in_ground_and_over_no_floor() {
        let level = floor_level();
        let terrain = Terrain::from_level(&level);
        let at = |x, y| Point { x, y };
        // Standing, a little high, feet 14 px in (lifted), 15 px in (stuck), centre inside.
        assert!(!in_ground(&terrain, at(60, 172)));
        assert!(!in_ground(&terrain, at(60, 100)));
        assert!(!in_ground(&terrain, at(60, 186)));
        assert!(in_ground(&terrain, at(60, 187)));
        assert!(in_ground(&terrain, at(60, 200)));
        assert!(!over_no_floor(&level, &terrain, at(60, 172)));
        assert!(over_no_floor(&level, &terrain, at(200, 100)), "the empty column");
        let mut low = level.clone();
        low.bounds.bottom = 150;
        assert!(over_no_floor(&low, &terrain, at(60, 100)), "the floor is below the bottom bound");
        assert!(hit(at(100, 100), 109.5, 119.0, 0.0, 0.0) && !hit(at(100, 100), 111.0, 100.0, 0.0, 0.0));
        assert!(hit(at(100, 100), 100.0, 70.0, 0.0, 12.0) && !hit(at(100, 100), 100.0, 70.0, 0.0, 10.0));
        assert_eq!(set_start(&level, level.player_start), None);
        assert_eq!(set_start(&level, at(1, 2)), Some(Edit::SetPlayerStart(at(1, 2))));
        assert_eq!(set_start(&level, at(-5, 900)), Some(Edit::SetPlayerStart(at(0, 255))), "kept inside the bounds");
        let mut moved = level.clone();
        let refused = Edit::SetPlayerStart(at(256, 0)).apply(&mut moved);
        assert_eq!(
            refused.map_err(|e| e.to_string()),
            Err("the start (256, 0) is outside the level's bounds (x 0..256, y 0..256)".to_string())
        );
        assert_eq!(moved, level);
    }
}
