//! What the play-test draws of Sonic 3 & Knuckles' level results and in-level title card (presentation only:
//! the engine runs `Obj_LevelResults` without its twelve sprites, and `Obj_TitleCard`'s elements only as
//! positions, `engine::objects::s3k::title_card::Element`).
//!
//! Facts used (skdisasm s3.asm):
//! - `Obj_LevelResultsCreate` makes twelve elements the frame its art is in (`ObjArray_LevResults`: the
//!   routine, the place `$46`, x, y, mapping frame, `width_pixels`, the exit delay `$28`; `spl routine`: an
//!   element starting at a positive x leaves right, else left), which run that frame too. `Obj_LevResultsCharName`
//!   first picks the name's frame ($13 SONIC; Tails +1 MILES, +2 TAILS with x + 8; Knuckles +3 with x − $30).
//! - `LevelResults_MoveElement`: while the results' `$32` is 0 an element moves $10 a frame towards its place;
//!   then, drawn off screen the frame before (`render_flags` bit 7), it goes, else once `$32` ≥ its delay it moves
//!   $20 a frame out. `$32` counts up a frame from the end of `Obj_LevelResultsWait2`'s 90 frames while elements
//!   are left.
//! - `LevResults_DisplayScore`: a count (`Time_bonus_countdown`, `Ring_bonus_countdown`, `Total_bonus_countup`,
//!   in tens) is its element's frame 1 (a "0") and seven digits at x − $38 + 8n, frame digit + 1, leading zeros
//!   frame 0 (blank): the value's six BCD digits after a 0 (`rol.l #4`).
//! - `Map_Results` (`General/Sprites/Results/Map - Results S3.asm`) over `Results General` at tile $520, the act
//!   number (`Title Card Number 1`/`2`) at $570, the name (`Results SONIC S3`, `TAILS`, `KNUCKLES`) at $580 and
//!   the HUD's letters, which the level keeps at `ArtTile_Ring` ($6BC, `General/Sprites/Ring/RingHUDText.nem`);
//!   `Map_TitleCard` (`General/Sprites/Title Card/Map - Title Card S3.asm`) over `Title Card Red ACT` at $500,
//!   the number at $53D and the zone's name (`Levels/<zone>/KosinskiM Art/Title Card.kosm`) at $54D. The
//!   elements are in screen coordinates (x and y + $80); the earlier one is drawn on top.
//! - `ObjArray_TtlCard`: the card's name (frame 4 + `Apparent_zone`), "ZONE" (3), the act (2), the red banner
//!   (1).
//!
//! Simplified: the engine ends the results without waiting for their elements to leave, so here they leave
//! while the act 2 title card starts loading (6 frames later it slides in); after a rewind the elements are
//! run on to where the frames since their creation put them (a rewind into their leaving shows them gone); a
//! Tails alone is named as on an overseas console
//! (`Graphics_flags` bit 7: TAILS).

use engine::World;
use engine::objects::runtime::object::State;
use engine::objects::s3k::end_sign::LevelResults;
use engine::objects::s3k::kinds::Sonic3k;
use engine::objects::s3k::title_card::{self, TitleCard};
use formats::level::LevelEvents;
use formats::sprite::SpriteLibrary;
use formats::sprite::definitions::{ArtFile, ArtPart, Compression};
use formats::sprite::mappings::SpriteImage;
use std::path::Path;

/// The name on the results (`Obj_LevResultsCharName`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResultsName {
    Sonic,
    Tails,
    Knuckles,
}

/// The art (mappings and VRAM) a results or title card sprite is drawn with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CardArt {
    /// `Map_Results`: the act's number (`act2`: `Title Card Number 2`) and the character's name.
    Results { act2: bool, name: ResultsName },
    /// `Map_TitleCard`: the act's number and the zone's name (`Apparent_zone`).
    TitleCard { act2: bool, zone: u8 },
}

/// One sprite of the results or the card: its art's mapping frame at a level pixel (drawn unflipped).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardSprite {
    pub art: CardArt,
    pub frame: u8,
    pub x: i32,
    pub y: i32,
}

/// `ArtTile_Ring`, where the level's `ArtNem_RingHUDText` is: the results' "TIME", "RING" and "BONUS" are the
/// HUD's letters (`Map_Results` frames $C–$E, tiles $6CA on).
const RING_TILE: i64 = 0x6BC;

/// The folders of the zones' title card names, by `Apparent_zone`.
const ZONES: [&str; 7] = ["AIZ", "HCZ", "MGZ", "CNZ", "FBZ", "ICZ", "LBZ"];

/// The art files of `art` in the disassembly at `root`: mappings and the parts at their VRAM bytes.
pub fn art_files(root: &Path, art: CardArt) -> (std::path::PathBuf, Vec<ArtPart>) {
    let part = |path: std::path::PathBuf, tile: i64| ArtPart {
        file: ArtFile::Path(path),
        compression: if tile == RING_TILE { Compression::Nemesis } else { Compression::KosinskiM },
        offset: Some(tile * 32),
    };
    let sprites = root.join("General/Sprites");
    let number = |act2: bool| sprites.join(format!("Title Card/Title Card Number {}.kosm", if act2 { 2 } else { 1 }));
    match art {
        CardArt::Results { act2, name } => {
            let name = match name {
                ResultsName::Sonic => "SONIC S3",
                ResultsName::Tails => "TAILS",
                ResultsName::Knuckles => "KNUCKLES",
            };
            (
                sprites.join("Results/Map - Results S3.asm"),
                vec![
                    part(sprites.join("Results/Results General.kosm"), 0x520),
                    part(number(act2), 0x570),
                    part(sprites.join(format!("Results/Results {name}.kosm")), 0x580),
                    part(sprites.join("Ring/RingHUDText.nem"), RING_TILE),
                ],
            )
        }
        CardArt::TitleCard { act2, zone } => {
            let zone = ZONES.get(usize::from(zone)).copied().unwrap_or("AIZ");
            (
                sprites.join("Title Card/Map - Title Card S3.asm"),
                vec![
                    part(sprites.join("Title Card/Title Card Red ACT.kosm"), 0x500),
                    part(number(act2), 0x53D),
                    part(root.join(format!("Levels/{zone}/KosinskiM Art/Title Card.kosm")), 0x54D),
                ],
            )
        }
    }
}

/// Composes a results or card sprite from the disassembly at `root` with the library's palette (the pieces'
/// own lines: the results' 1, the card's 0); None when a file is missing or the frame is empty.
pub fn compose(library: &mut SpriteLibrary, root: &Path, art: CardArt, frame: u8) -> Option<SpriteImage> {
    let (mappings, parts) = art_files(root, art);
    let sprite = library.mappings(&mappings)?.frames.get(usize::from(frame))?.clone();
    let patterns = library.patterns(&parts)?;
    let palette = *library.palette();
    sprite.compose(&patterns, &palette, 0, false, false)
}

/// What an element shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Shows {
    /// `Obj_LevResultsGeneral` (and the name).
    Text,
    /// `Obj_LevelResultsTimeBonus`, `…RingBonus`, `…Total`.
    TimeBonus,
    RingBonus,
    Total,
}

/// One results element (`$46`, x, y in screen coordinates + $80, mapping frame, `width_pixels`, `$28`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ResultsElement {
    shows: Shows,
    pub place: i16,
    pub x: i16,
    pub y: i16,
    pub frame: u8,
    pub width: u8,
    pub delay: u8,
    /// `routine` ≠ 0: it came from the right and leaves right.
    right: bool,
    /// `render_flags` bit 7 from the last `Render_Sprites`.
    on_screen: bool,
}

/// `ObjArray_LevResults`: routine, place, x, y, mapping frame, width, exit delay.
const ELEMENTS: [(Shows, i16, i16, i16, u8, u8, u8); 12] = [
    (Shows::Text, 0xE0, -0x220, 0xB8, 0x13, 0x48, 1),
    (Shows::Text, 0x130, -0x1D0, 0xB8, 0x11, 0x30, 1),
    (Shows::Text, 0xE8, 0x468, 0xCC, 0x10, 0x70, 3),
    (Shows::Text, 0x160, 0x4E0, 0xBC, 0xF, 0x38, 3),
    (Shows::Text, 0xC0, 0x4C0, 0xF0, 0xE, 0x20, 5),
    (Shows::Text, 0xE8, 0x4E8, 0xF0, 0xC, 0x30, 5),
    (Shows::TimeBonus, 0x178, 0x578, 0xF0, 1, 0x40, 5),
    (Shows::Text, 0xC0, 0x500, 0x100, 0xD, 0x20, 7),
    (Shows::Text, 0xE8, 0x528, 0x100, 0xC, 0x30, 7),
    (Shows::RingBonus, 0x178, 0x5B8, 0x100, 1, 0x40, 7),
    (Shows::Text, 0xD4, 0x554, 0x11C, 0xB, 0x30, 9),
    (Shows::Total, 0x178, 0x5F8, 0x11C, 1, 0x40, 9),
];

/// The elements `Obj_LevelResultsCreate` makes, the name's adjusted for the character (`Obj_LevResultsCharName`).
pub fn elements(name: ResultsName) -> Vec<ResultsElement> {
    let mut out: Vec<_> = ELEMENTS
        .iter()
        .map(|&(shows, place, x, y, frame, width, delay)| ResultsElement {
            shows,
            place,
            x,
            y,
            frame,
            width,
            delay,
            right: x >= 0,
            on_screen: false,
        })
        .collect();
    let n = &mut out[0];
    match name {
        ResultsName::Sonic => {}
        ResultsName::Tails => {
            n.frame += 2;
            (n.x, n.place, n.width) = (n.x + 8, n.place + 8, n.width - 8);
        }
        ResultsName::Knuckles => {
            n.frame += 3;
            (n.x, n.place, n.width) = (n.x - 0x30, n.place - 0x30, n.width + 0x30);
        }
    }
    out
}

/// `Render_Sprites`' test for a screen-coordinate element (the card's, whose height here is 0).
fn on_screen(e: &ResultsElement) -> bool {
    title_card::on_screen(&title_card::Element {
        x: e.x as u16,
        y: e.y as u16,
        width: e.width,
        ..title_card::Element::default()
    })
}

/// `LevelResults_MoveElement` for one element (`leaving`: the results' `$32`); false once it has gone.
pub fn move_element(e: &mut ResultsElement, leaving: u16) -> bool {
    if leaving != 0 {
        if !e.on_screen {
            return false;
        }
        if leaving as u8 >= e.delay {
            e.x = e.x.wrapping_add(if e.right { 0x20 } else { -0x20 });
        }
    } else if e.x != e.place {
        e.x = e.x.wrapping_add(if e.x < e.place { 0x10 } else { -0x10 });
    }
    e.on_screen = on_screen(e);
    true
}

/// `LevResults_DisplayScore`'s seven digit frames for a count in tens (0: blank).
pub fn digit_frames(value: u16) -> [u8; 7] {
    let digits =
        [0, value / 10000 / 10, value / 10000 % 10, value / 1000 % 10, value / 100 % 10, value / 10 % 10, value % 10];
    let mut seen = 0;
    digits.map(|d| {
        if d != 0 {
            seen = 1;
        }
        d as u8 + seen
    })
}

/// The results' elements being drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultsRun {
    pub art: CardArt,
    pub elements: Vec<ResultsElement>,
    /// The results' `$32`.
    pub leaving: u16,
    /// The counts last seen (time, rings, total).
    counts: (u16, u16, u16),
    /// The engine's results were last seen at the end of their wait (`Obj_LevelResultsWait2`'s 0): gone next,
    /// their elements leave.
    ending: bool,
}

/// The results' and the card's sprites, stepped after each frame.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cards {
    pub results: Option<ResultsRun>,
    /// This frame's sprites, front first.
    pub sprites: Vec<CardSprite>,
}

/// `Apparent_zone` of an S3K level (None outside the zones with a title card name here).
pub fn zone(level: LevelEvents) -> Option<u8> {
    match level {
        LevelEvents::Aiz1Intro | LevelEvents::Aiz2 => Some(0),
        LevelEvents::Hcz1 | LevelEvents::Hcz2 => Some(1),
        LevelEvents::Mgz1 => Some(2),
        _ => None,
    }
}

/// Most frames an element runs to reach its place (the total, $480 px at $10 a frame).
const ARRIVED: u16 = 0x48;

impl Cards {
    /// Runs one frame of the results' elements and reads the card's, for the world after the frame.
    pub fn step(&mut self, world: &World) {
        let mut results: Option<&LevelResults> = None;
        let mut card: Option<&TitleCard> = None;
        for (_, o) in world.objects.slots.iter() {
            match &o.state {
                State::Sonic3k(Sonic3k::LevelResults(r)) if results.is_none() => results = Some(r),
                State::Sonic3k(Sonic3k::TitleCard(c)) if card.is_none() => card = Some(c),
                _ => {}
            }
        }
        match (results, &mut self.results) {
            (Some(r), None) if r.created => {
                // `Player_mode`: Knuckles 3, Tails alone 2, else Sonic.
                let name = match world.player.character {
                    engine::Character::Knuckles => ResultsName::Knuckles,
                    engine::Character::Tails => ResultsName::Tails,
                    engine::Character::Sonic => ResultsName::Sonic,
                };
                let mut run = ResultsRun {
                    art: CardArt::Results { act2: r.act2, name },
                    elements: elements(name),
                    leaving: 0,
                    counts: (0, 0, 0),
                    ending: false,
                };
                // Created this frame (the wait untouched), or earlier (a rewind): run to where they are.
                let frames = if r.counted { ARRIVED } else { (end_sign_wait() - r.wait).min(ARRIVED) + 1 };
                for _ in 0..frames {
                    run.elements.retain_mut(|e| move_element(e, 0));
                }
                self.results = Some(run);
            }
            (Some(r), Some(run)) if r.created => {
                run.elements.retain_mut(|e| move_element(e, 0));
                run.ending = r.counted && r.wait == 0;
            }
            (None, Some(run)) if run.ending || run.leaving != 0 => {
                // `Obj_LevelResultsWait2`'s end: `$32` counts while elements are left.
                run.leaving += 1;
                let leaving = run.leaving;
                run.elements.retain_mut(|e| move_element(e, leaving));
                if run.elements.is_empty() {
                    self.results = None;
                }
            }
            _ => self.results = None,
        }
        if let (Some(r), Some(run)) = (results, &mut self.results) {
            run.counts = (r.time_bonus, r.ring_bonus, r.total);
        }
        self.sprites.clear();
        let camera = (world.camera.x, world.camera.y);
        let at = |x: i16, y: i16| (camera.0 + i32::from(x) - 0x80, camera.1 + i32::from(y) - 0x80);
        if let Some(run) = &self.results {
            for e in &run.elements {
                let (x, y) = at(e.x, e.y);
                self.sprites.push(CardSprite { art: run.art, frame: e.frame, x, y });
                let count = match e.shows {
                    Shows::Text => continue,
                    Shows::TimeBonus => run.counts.0,
                    Shows::RingBonus => run.counts.1,
                    Shows::Total => run.counts.2,
                };
                for (n, frame) in digit_frames(count).into_iter().enumerate() {
                    let dx = n as i32 * 8 - 0x38;
                    self.sprites.push(CardSprite { art: run.art, frame, x: x + dx, y });
                }
            }
        }
        if let (Some(c), Some(zone)) = (card, zone(world.objects.game.level)) {
            self.sprites.extend(card_sprites(c, zone, camera));
        }
    }
}

/// The in-level title card's elements (act 2's card: `Apparent_act` 1) at the level pixels the camera at `camera`
/// puts them, front first.
pub fn card_sprites(card: &TitleCard, zone: u8, camera: (i32, i32)) -> Vec<CardSprite> {
    let art = CardArt::TitleCard { act2: true, zone };
    card.elements
        .iter()
        .map(|e| {
            let frame = match title_card::ELEMENTS.iter().position(|d| d.place == e.place) {
                Some(0) => 4 + zone,
                Some(1) => 3,
                Some(2) => 2,
                _ => 1,
            };
            let (x, y) = (camera.0 + i32::from(e.x as i16) - 0x80, camera.1 + i32::from(e.y as i16) - 0x80);
            CardSprite { art, frame, x, y }
        })
        .collect()
}

/// `Obj_LevelResultsInit`'s wait before the count.
fn end_sign_wait() -> u16 {
    engine::objects::s3k::end_sign::RESULTS_WAIT
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `LevResults_DisplayScore`: 5000 (50000 points) shows "5000" before the element's own "0"; 250 "250";
    /// 0 nothing (the element's "0" alone); 10000 "10000".
    #[test]
    fn the_digits_of_a_count() {
        assert_eq!(digit_frames(5000), [0, 0, 0, 6, 1, 1, 1]);
        assert_eq!(digit_frames(250), [0, 0, 0, 0, 3, 6, 1]);
        assert_eq!(digit_frames(0), [0; 7]);
        assert_eq!(digit_frames(10000), [0, 0, 2, 1, 1, 1, 1]);
    }

    /// `LevelResults_MoveElement`: the name from x −$220 reaches $E0 in 48 frames ($300 at $10), the total from
    /// $5F8 reaches $178 in 72; once the results' `$32` is 1 the name (delay 1) leaves left at $20 a frame and
    /// goes the frame after it was drawn off screen (x + $48 < $80: at x $20, 6 moves), the total (delay 9)
    /// waits until `$32` is 9 and leaves right (gone once x − $40 ≥ $1C0: x $218, 5 moves).
    #[test]
    fn the_elements_slide_in_and_out() {
        let mut es = elements(ResultsName::Sonic);
        let (mut name, mut total) = (es[0], es[11]);
        let arrive = |e: &mut ResultsElement| (1..).find(|_| move_element(e, 0) && e.x == e.place).unwrap_or(0);
        assert_eq!(arrive(&mut name), 48);
        assert_eq!(arrive(&mut total), 72);
        let gone = |e: &mut ResultsElement| (1u16..).find(|&n| !move_element(e, n)).unwrap_or(0);
        assert_eq!(gone(&mut name), 7);
        assert_eq!(name.x, 0x20);
        assert_eq!(gone(&mut total), 8 + 6);
        assert_eq!(total.x, 0x218);
        // Knuckles' name: frame $16, $30 further left and wider.
        es = elements(ResultsName::Knuckles);
        assert_eq!((es[0].frame, es[0].place, es[0].x, es[0].width), (0x16, 0xB0, -0x250, 0x78));
    }

    /// The results' and the card's frames load from skdisasm's files and draw from the art placed where the
    /// game puts it: every piece's patterns are inside a loaded file (not blank), for Sonic's, Tails' and
    /// Knuckles' names, both act numbers and Hydrocity's card.
    #[test]
    fn the_results_and_card_art_loads_from_skdisasm() {
        let Some(shared) = formats::reference::shared_dir() else { return };
        let root = shared.join("reference/skdisasm");
        let grey = formats::art::LevelArt::from_patterns(Vec::new(), Vec::new(), &[[0x80; 3]; 64]);
        let mut library = SpriteLibrary::new(formats::sprite::Definitions::default(), Some(&grey));
        let results = |act2, name| CardArt::Results { act2, name };
        let cases = [
            (results(false, ResultsName::Sonic), &[1u8, 2, 10, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0x13][..]),
            (results(true, ResultsName::Tails), &[0xF, 0x15]),
            (results(false, ResultsName::Knuckles), &[0x16]),
            (CardArt::TitleCard { act2: true, zone: 1 }, &[1, 2, 3, 5]),
            (CardArt::TitleCard { act2: false, zone: 0 }, &[2, 4]),
        ];
        for (art, frames) in cases {
            let (mappings, parts) = art_files(&root, art);
            let maps = library.mappings(&mappings).unwrap_or_else(|| panic!("{art:?}: {:?}", library.problems));
            let patterns = library.patterns(&parts).expect("the art");
            for &frame in frames {
                let sprite = &maps.frames[usize::from(frame)];
                for piece in &sprite.pieces {
                    let first = piece.word.pattern();
                    let count = usize::from(piece.width) * usize::from(piece.height);
                    let blank =
                        (first..first + count).all(|n| patterns.get(n).is_none_or(|p| p.iter().all(|&c| c == 0)));
                    assert!(!blank, "{art:?} frame {frame:#x}: piece at pattern {first:#x} has no art");
                }
                let drawn = compose(&mut library, &root, art, frame).expect("a sprite");
                assert!(drawn.image.pixels.iter().any(|p| p[3] != 0), "{art:?} {frame:#x}");
            }
        }
        assert!(compose(&mut library, &root, results(false, ResultsName::Sonic), 0).is_none(), "the blank digit");
        assert!(library.problems.is_empty(), "{:?}", library.problems);
    }

    /// A level's results (made by hand in the editor's sample level, as the end sign makes them): their art in
    /// (`Obj_LevelResultsCreate`, 6 frames after its first: three one-module archives) the twelve elements are made and run,
    /// the name at −$220 + $10; 72 frames later the total is in place (all are), the counts showing the
    /// engine's bonuses (time and rings) and total; once the results end and become the title card the
    /// elements leave, the name first (7 frames) and "TOTAL" last (18 frames), while the card loads; the
    /// card's elements are drawn where the engine has them, name, "ZONE", act, banner.
    #[test]
    fn the_results_elements_follow_the_results_and_the_card_its_elements() {
        use engine::objects::runtime::object::{Common, Obj};
        use engine::{Character, Player};
        use formats::inputs::Buttons;
        let level = formats::ron_file::from_ron_str(crate::document::PROVING_GROUNDS_RON).expect("sample");
        let mut w = World::with_player(&level, Player::standing(Character::Sonic, 100, 620));
        w.objects.game.rings = 25;
        let common = Common::new(engine::objects::s3k::id::SONIC3K, 0, 0, 0, false, false);
        w.objects.slots.allocate(Obj { common, state: LevelResults::default().into() }, 0x10, None).expect("a slot");
        let mut cards = Cards::default();
        let results = |w: &World| {
            w.objects.slots.iter().find_map(|(_, o)| match &o.state {
                State::Sonic3k(Sonic3k::LevelResults(r)) => Some(r.clone()),
                _ => None,
            })
        };
        let card = |w: &World| {
            w.objects.slots.iter().find_map(|(_, o)| match &o.state {
                State::Sonic3k(Sonic3k::TitleCard(c)) => Some(c.clone()),
                _ => None,
            })
        };
        let step = |w: &mut World, cards: &mut Cards| {
            w.step(Buttons::NONE);
            cards.step(w);
        };
        let created = (1..20)
            .find(|_| {
                step(&mut w, &mut cards);
                cards.results.is_some()
            })
            .expect("made");
        assert_eq!(created, 1 + 6, "its first frame (`Obj_LevelResultsInit`), then the art's 6");
        let camera = (w.camera.x, w.camera.y);
        let name = cards.sprites[0];
        assert_eq!((name.frame, name.x, name.y), (0x13, camera.0 - 0x210 - 0x80, camera.1 + 0xB8 - 0x80));
        // After a rewind (the play-test's presentation starts again), the elements are run on to where they are.
        let fresh = |w: &World| {
            let mut c = Cards::default();
            c.step(w);
            c.sprites
        };
        for n in 0..71 {
            step(&mut w, &mut cards);
            if n % 10 == 0 {
                assert_eq!(fresh(&w), cards.sprites, "{n} frames in");
            }
        }
        let run = cards.results.clone().expect("the results");
        assert!(run.elements.iter().all(|e| e.x == e.place), "all in place");
        assert_eq!(fresh(&w), cards.sprites);
        let r = results(&w).expect("the engine's results");
        assert_eq!((r.time_bonus, r.ring_bonus), (5000, 250));
        let camera = (w.camera.x, w.camera.y);
        let digits = |value: u16, x: i32| -> Vec<(u8, i32)> {
            digit_frames(value)
                .iter()
                .enumerate()
                .map(|(n, &f)| (f, camera.0 + x - 0x80 + n as i32 * 8 - 0x38))
                .collect()
        };
        // The time bonus element (frame 1, "0") then its seven digits.
        let time = cards.sprites.iter().position(|s| s.frame == 1).expect("the time bonus");
        assert_eq!(cards.sprites[time].x, camera.0 + 0x178 - 0x80);
        let shown: Vec<_> = cards.sprites[time + 1..time + 8].iter().map(|s| (s.frame, s.x)).collect();
        assert_eq!(shown, digits(5000, 0x178));
        // On to the results' end: the engine's object becomes the title card.
        for n in 0..2000 {
            if results(&w).is_none() {
                break;
            }
            if n % 100 == 0 {
                assert_eq!(fresh(&w), cards.sprites, "{n} frames on");
            }
            step(&mut w, &mut cards);
        }
        assert!(card(&w).is_some());
        let run = cards.results.clone().expect("leaving");
        assert_eq!((run.leaving, run.elements.len()), (1, 12));
        let mut gone = Vec::new();
        for n in 2..30 {
            let before = cards.results.as_ref().map_or(0, |r| r.elements.len());
            step(&mut w, &mut cards);
            let after = cards.results.as_ref().map_or(0, |r| r.elements.len());
            if after < before {
                gone.push((n, before - after));
            }
        }
        // The name (delay 1, $E0 → $20 left) goes when `$32` is 7, "TOTAL" (delay 9, $D4 → $1F4 right) at 18
        // last; at 14 four: the total's count, "THROUGH", "TIME" and "BONUS".
        assert_eq!(gone, [(7, 1), (8, 1), (9, 1), (10, 1), (12, 1), (14, 4), (16, 2), (18, 1)]);
        assert!(cards.results.is_none());
        // The card: its elements (the engine's positions) drawn in their frames.
        let c = card(&w).expect("the card");
        assert_eq!(c.elements.len(), 4);
        let drawn = card_sprites(&c, 1, camera);
        let frames: Vec<_> = drawn.iter().map(|s| s.frame).collect();
        assert_eq!(frames, [5, 3, 2, 1]);
        let e = c.elements[3];
        assert_eq!((drawn[3].x, drawn[3].y), (camera.0 + i32::from(e.x) - 0x80, camera.1 + i32::from(e.y) - 0x80));
    }
}
