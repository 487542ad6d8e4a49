//! The player touching objects (SPG "Hitboxes"; s2disasm `TouchResponse`, `Touch_Sizes`, `Touch_Monitor`,
//! `Touch_Enemy`, `Touch_KillEnemy`, `Touch_ChkHurt`, `HurtCharacter`, `KillCharacter`). Runs at the end of
//! the player's normal routine: first the rings, then the first object in slot order whose hitbox overlaps
//! the player's — one object per frame.

use crate::math::{calc_angle, cos, sin};
use crate::objects::runtime::game::GameState;
use crate::objects::runtime::object::{Common, Obj};
use crate::objects::runtime::rings::{Rings, player_box};
use crate::objects::runtime::slots::{Allocate, Slots};
use crate::objects::s3k::kinds::Sonic3k;
// What `Touch_KillEnemy` turns a badnik into and what `HurtCharacter` spills: objects the routines make, not
// kinds they tell apart (Sonic 1's `ReactToItem` and `HurtSonic` make the same).
use crate::objects::s2::boss_collision;
use crate::objects::s2::id::{EXPLOSION, LOST_RINGS};
use crate::player::moves::{DEFLECT_SPEED, ShieldOutcome};
use crate::player::{Player, Pose, Routine};
pub use crate::profile::TouchSizes;

/// `Touch_Sizes`: half width and half height of each hitbox size index (`collision_flags` bits 0–5).
pub const TOUCH_SIZES: [(u8, u8); 0x33] = [
    (4, 4),
    (0x14, 0x14),
    (0xC, 0x14),
    (0x14, 0xC),
    (4, 0x10),
    (0xC, 0x12),
    (0x10, 0x10),
    (6, 6),
    (0x18, 0xC),
    (0xC, 0x10),
    (0x10, 8),
    (8, 8),
    (0x14, 0x10),
    (0x14, 8),
    (0xE, 0xE),
    (0x18, 0x18),
    (0x28, 0x10),
    (0x10, 0x18),
    (8, 0x10),
    (0x20, 0x70),
    (0x40, 0x20),
    (0x80, 0x20),
    (0x20, 0x20),
    (8, 8),
    (4, 4),
    (0x20, 8),
    (0xC, 0xC),
    (8, 4),
    (0x18, 4),
    (0x28, 4),
    (4, 8),
    (4, 0x18),
    (4, 0x28),
    (4, 0x10),
    (0x18, 0x18),
    (0xC, 0x18),
    (0x48, 8),
    (0x18, 0x28),
    (0x10, 4),
    (0x20, 2),
    (4, 0x40),
    (0x18, 0x80),
    (0x20, 0x10),
    (0x10, 0x20),
    (0x10, 0x30),
    (0x10, 0x40),
    (0x10, 0x50),
    (0x10, 2),
    (0x10, 1),
    (2, 8),
    (0x20, 0x1C),
];

/// The category in `collision_flags` bits 6–7.
pub const ENEMY: u8 = 0x00;
pub const ITEM: u8 = 0x40;
pub const HURT: u8 = 0x80;
pub const SPECIAL: u8 = 0xC0;

/// Touching any object stops counting once the hurt timer is at or above 90 (`cmpi.w #90`).
const ITEM_BLOCK_INVULNERABLE: u16 = 90;

/// A hitbox's half sizes for a `collision_flags` value in Sonic 2's table (a game's own: [`touch_size_in`]).
#[inline]
pub fn touch_size(flags: u8) -> (i32, i32) {
    let (w, h) = TOUCH_SIZES_64[usize::from(flags & 0x3F)];
    (i32::from(w), i32::from(h))
}

/// [`TOUCH_SIZES`] padded with (0, 0) to the 64 indices bits 0–5 can hold: indexing it needs no bounds check.
const TOUCH_SIZES_64: [(u8, u8); 0x40] = {
    let mut table = [(0, 0); 0x40];
    let mut i = 0;
    while i < TOUCH_SIZES.len() {
        table[i] = TOUCH_SIZES[i];
        i += 1;
    }
    table
};

/// Sonic 1's table (s1disasm `ReactToItem`'s `.sizes`, read from `.sizes-2`): Sonic 2's but for $0A ($10 × $C,
/// Jaws) and $21 (4 × $20); index 0 reads the `rts` before the table ($4E, $75); past $24 the code after it
/// (left at 0 here: no object uses those).
const TOUCH_SIZES_S1: [(u8, u8); 0x40] = {
    let mut table = [(0, 0); 0x40];
    let mut i = 1;
    while i <= 0x24 {
        table[i] = TOUCH_SIZES[i];
        i += 1;
    }
    table[0] = (0x4E, 0x75);
    table[0xA] = (0x10, 0xC);
    table[0x21] = (4, 0x20);
    table
};

/// Sonic 3 & Knuckles' table (s3.asm `Touch_Sizes`, $32 sizes): Sonic 2's up to $20; $21 is $18 × $18, and from $28
/// on the sizes are others ($28 $10 × $1C … $31 2 × 8).
const TOUCH_SIZES_S3K: [(u8, u8); 0x40] = {
    let mut table = TOUCH_SIZES_64;
    let tail: [(u8, u8); 0x11] = [
        (0x18, 0x18),
        (0x18, 0x18),
        (0xC, 0x18),
        (0x48, 8),
        (0x18, 0x28),
        (0x10, 4),
        (0x20, 2),
        (0x10, 0x1C),
        (0xC, 0x24),
        (0x10, 2),
        (4, 0x40),
        (0x18, 0x40),
        (0x20, 0x10),
        (0x1C, 0x14),
        (0x10, 2),
        (0x10, 1),
        (2, 8),
    ];
    let mut i = 0;
    while i < 0x40 - 0x21 {
        table[0x21 + i] = if i < tail.len() { tail[i] } else { (0, 0) };
        i += 1;
    }
    table
};

/// The table of a game's hitbox sizes ([`TouchSizes`]), padded to the 64 sizes bits 0–5 can name.
pub fn sizes_table(sizes: TouchSizes) -> &'static [(u8, u8); 0x40] {
    match sizes {
        TouchSizes::Sonic1 => &TOUCH_SIZES_S1,
        TouchSizes::Sonic2 => &TOUCH_SIZES_64,
        TouchSizes::Sonic3K => &TOUCH_SIZES_S3K,
    }
}

/// A hitbox's half sizes for a `collision_flags` value in a game's table ([`TouchSizes`]).
#[inline]
pub fn touch_size_in(sizes: TouchSizes, flags: u8) -> (i32, i32) {
    let (w, h) = sizes_table(sizes)[usize::from(flags & 0x3F)];
    (i32::from(w), i32::from(h))
}

/// The profile's rules `TouchResponse` follows ([`TouchRules::of`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TouchRules {
    /// The profile has the S3K shields (`MoveSet::elemental_shields`), whose hurt check reads the objects'
    /// shield reactions.
    pub shield_rules: bool,
    /// Sonic 1's `ReactToItem` skips objects not drawn on screen (`tst.b obRender(a1)`;
    /// `Profile::touch_on_screen_only`) and measures with its own sizes (`TOUCH_SIZES_S1`).
    pub on_screen_only: bool,
    /// Sonic 1 halves the player's speeds when he hits a boss (`Profile::boss_rebound_halved`).
    pub rebound_halved: bool,
    /// Sonic 1's rings are objects: one touched thing a frame, a ring or an object (`Profile::rings_are_objects`,
    /// [`Rings::touch_one`]).
    pub rings_are_objects: bool,
    /// The game's hitbox sizes (`Profile::touch_sizes`).
    pub sizes: TouchSizes,
}

impl TouchRules {
    pub fn of(profile: &crate::profile::Profile) -> Self {
        TouchRules {
            shield_rules: profile.moves.elemental_shields,
            on_screen_only: profile.touch_on_screen_only,
            rebound_halved: profile.boss_rebound_halved,
            rings_are_objects: profile.rings_are_objects,
            sizes: profile.touch_sizes,
        }
    }
}

/// `TouchResponse`: rings first, then the first object (in slot order, magnetised rings among them) whose hitbox
/// overlaps the player's.
/// Skipped when objects ignore the player (`obj_control` bit 7); the caller runs it only at the end of the
/// player's normal routine. With Sonic 1's rules ([`TouchRules::rings_are_objects`], s1disasm `ReactToItem`)
/// a ring collected ends the frame's touches; so does a magnetised ring (S3K's lightning shield), an object in
/// the game (s3.asm `Obj_Attracted_Ring`, `Touch_Process`). `main_invulnerable`: player 1's hurt timer, which decides for
/// either player whether an item (a lost ring) can be taken (`Touch_ChkValue` reads
/// `MainCharacter+invulnerable_time` in a one-player game).
pub fn touch_response(
    player: &mut Player,
    slots: &mut Slots,
    rings: &mut Rings,
    game: &mut GameState,
    rules: TouchRules,
    main_invulnerable: u16,
) {
    if player.object_control & 0x80 != 0 {
        return;
    }
    // The magnetised ring touched, if any (its slot, its index in `rings.attracted`).
    let mut ring = None;
    if rules.rings_are_objects {
        if rings.touch_one(player) {
            game.collect_ring();
            return;
        }
    } else {
        // The magnetised rings that ran last frame, on `Touch_Process`'s list.
        let listed = rings.attracted.len();
        for _ in 0..rings.touch(player) {
            game.collect_ring();
        }
        // Each ring the lightning shield pulled out this frame takes an object slot (`AllocateObject`).
        for a in rings.attracted.iter_mut().filter(|a| a.slot.is_none()) {
            a.slot = crate::objects::s3k::attracted_ring::allocate(slots);
        }
        ring = rings.touch_attracted(player, listed);
    }
    // A magnetised ring is an object (`Touch_Process`): touching it is the frame's one object reaction, unless an
    // object in a lower slot is touched first.
    fn take_ring(rings: &mut Rings, slots: &mut Slots, game: &mut GameState, i: usize) {
        let a = rings.take_attracted(i);
        game.collect_ring();
        if let Some(slot) = a.slot {
            crate::objects::s3k::attracted_ring::taken(slots, slot);
        }
    }
    // The insta-shield's 49 × 49 box replaces the player's while it lasts (SPG "Insta-Shield").
    let (left, top, height, width) = match player.insta_shield_hitbox() {
        Some((w, h)) => {
            ((player.pixel_x() - w as i32) as u16, (player.pixel_y() - h as i32) as u16, 2 * h as u16, 2 * w as u16)
        }
        None => {
            let (left, top, height) = player_box(player);
            (left, top, height, 16)
        }
    };
    // Sonic 1 touches only objects on screen, with its own sizes: one branch per frame picks a copy of the
    // search with that test, so the Sonic 2 search does no more work per object.
    let area = (left, top, height, width);
    let hit = if rules.on_screen_only {
        first_hit(slots, game, area, sizes_table(rules.sizes), |i, o| slots.on_screen_now(i, o))
    } else if game.events.boss_id != 0 {
        if let Some((_, i)) = ring {
            // `Touch_Boss` hurts the player while it scans: a magnetised ring touched is taken first, unordered.
            take_ring(rings, slots, game, i);
            return;
        }
        touch_boss(player, slots, game, area, rules.sizes)
    } else {
        first_hit(slots, game, area, sizes_table(rules.sizes), |_, _| true)
    };
    if let Some((slot, i)) = ring
        && hit.is_none_or(|h| usize::from(slot) < h)
    {
        take_ring(rings, slots, game, i);
        return;
    }
    if let Some(i) = hit {
        react(player, slots, i, game, (rules.shield_rules, rules.rebound_halved), main_invulnerable);
    }
}

/// The first object (in slot order) whose hitbox overlaps the player's box (`area`: left, top, height, width)
/// and that `eligible` lets him touch. Only the objects the slots' touch hint names (those with collision
/// flags when the last frame ended) are visited; on each, every test is combined without short cuts: which
/// objects can be touched changes from frame to frame, and a branch per test would be mispredicted often.
#[inline(always)]
fn first_hit(
    slots: &Slots,
    game: &GameState,
    (left, top, height, width): (u16, u16, u16, u16),
    sizes: &[(u8, u8); 0x40],
    eligible: impl Fn(usize, &Obj) -> bool,
) -> Option<usize> {
    // `flags != 0`, and in a boss fight a size index other than 0 (`touch_boss_skips`): one mask for both.
    let live_bits = if crate::objects::runtime::level_events::touch_boss_skips(game, 0) { 0x3F } else { 0xFF };
    slots.find_touchable(|i, obj| {
        let c = &obj.common;
        let flags = c.collision_flags;
        let (w, h) = sizes[usize::from(flags & 0x3F)];
        let (w, h) = (i32::from(w), i32::from(h));
        // (Sonic 1's on-screen test last, and only for an object in reach: it may have to be worked out.)
        ((flags & live_bits != 0) & overlaps(c.pixel_x(), w, left, width) & overlaps(c.pixel_y(), h, top, height))
            && eligible(i, obj)
    })
}

/// `Touch_Boss`: in a boss fight each object with `collision_flags` exactly $0F (a boss open to hits) first has its
/// own hurting parts measured (`BossSpecificCollision`, [`boss_collision::parts`]): a part the player overlaps hurts
/// him (`Boss_DoCollision` → `Touch_ChkHurt`, knocked away from the boss's x), and the scan goes on. When that hurt
/// spilled rings, `a1` is left on the lost rings (`HurtCharacter`'s `AllocateObject`): their flags (0) skip the
/// boss's own box, and the scan resumes after the rings' slot. Returns the object whose own box is then touched.
fn touch_boss(
    player: &mut Player,
    slots: &mut Slots,
    game: &mut GameState,
    area: (u16, u16, u16, u16),
    sizes: TouchSizes,
) -> Option<usize> {
    let boss_id = game.events.boss_id;
    let (left, top, height, width) = area;
    let own_box = |c: &Common| {
        let (w, h) = touch_size_in(sizes, c.collision_flags);
        overlaps(c.pixel_x(), w, left, width) & overlaps(c.pixel_y(), h, top, height)
    };
    let mut from = 0;
    loop {
        let (i, boss) = slots.iter().find_map(|(i, o)| {
            let c = &o.common;
            let candidate = i >= from && c.collision_flags & 0x3F != 0;
            let boss = c.collision_flags == boss_collision::BOSS_FLAGS;
            (candidate && (boss || own_box(c))).then_some((i, boss))
        })?;
        if !boss {
            return Some(i);
        }
        let obj = slots.get(i)?;
        let (x, id) = (obj.common.pixel_x(), obj.common.id);
        let mut spilled = None;
        for part in boss_collision::parts(obj, boss_id).into_iter().flatten() {
            let touched =
                overlaps(part.x, part.half_width, left, width) & overlaps(part.y, part.half_height, top, height);
            if touched && spilled.is_none() {
                spilled = chk_hurt(player, slots, game, x, id);
            }
        }
        let invulnerable = player.invulnerable;
        if let Some(obj) = slots.touched_mut(i) {
            boss_collision::after_check(obj, boss_id, invulnerable, spilled.is_some());
        }
        match spilled {
            Some(rings) => from = rings + 1,
            None if slots.get(i).is_some_and(|o| own_box(&o.common)) => return Some(i),
            None => from = i + 1,
        }
    }
}

/// The games' overlap test: the object's edge (centre − half size) minus the player's edge is in
/// [−2·half, player size].
#[inline]
fn overlaps(centre: i32, half: i32, player_edge: u16, size: u16) -> bool {
    let d = i32::from((centre as u16).wrapping_sub(half as u16).wrapping_sub(player_edge) as i16);
    // −2·half ≤ d ≤ size, as one unsigned compare.
    ((d + 2 * half) as u32) <= (i32::from(size) + 2 * half) as u32
}

/// Whether the player attacks what he touches: curled (rolling or jumping), spindashing or invincible.
fn attacking(player: &Player) -> bool {
    player.invincibility > 0 || matches!(player.pose, Pose::Roll | Pose::Spindash)
}

/// An object's S3K `shield_reaction`, as its kind says ([`crate::objects::runtime::object::ObjKind::shield_reaction`]:
/// the projectiles — the Buzzer's shot, the coconut, the Spiny's shot — bounce off shields).
pub fn shield_reaction(obj: &Obj) -> u8 {
    obj.state.shield_reaction(&obj.common)
}

/// The S3K shields' answer before the hurt check (`Touch_ChkHurt`): true when the object was made harmless
/// (immune) or bounced away (deflected at 8 px/frame from the player, its hitbox gone).
fn shielded(player: &Player, obj: &mut Obj) -> bool {
    match player.shield_outcome(shield_reaction(obj)) {
        ShieldOutcome::Hurt => false,
        ShieldOutcome::Immune => true,
        ShieldOutcome::Deflect => {
            let c = &mut obj.common;
            let a = calc_angle((player.pixel_x() - c.pixel_x()) as i16, (player.pixel_y() - c.pixel_y()) as i16);
            c.x_vel = ((DEFLECT_SPEED * i32::from(cos(a))) >> 8) as i16;
            c.y_vel = ((DEFLECT_SPEED * i32::from(sin(a))) >> 8) as i16;
            c.collision_flags = 0;
            true
        }
    }
}

/// `Touch_ChkValue`: what touching object `i` does.
fn react(
    player: &mut Player,
    slots: &mut Slots,
    i: usize,
    game: &mut GameState,
    (shield_rules, halved): (bool, bool),
    main_invulnerable: u16,
) {
    let Some(obj) = slots.touched_mut(i) else { return };
    let flags = obj.common.collision_flags;
    // Sonic 1's Yadrin (`React_Special`'s `.yadrin`, size $C): its spiked back hurts, the rest is an enemy.
    let category = match flags & 0xC0 {
        SPECIAL if halved && flags & 0x3F == 0xC => {
            let (left, top, height) = player_box(player);
            if crate::objects::s1::yadrin::on_spikes(&obj.common, left, top, height) { HURT } else { ENEMY }
        }
        category => category,
    };
    match category {
        ENEMY => {
            if attacking(player) || player.move_attacks(obj.common.pixel_x(), obj.common.pixel_y()) {
                hit_enemy(player, obj, game, (shield_rules, halved));
            } else if shield_rules && shielded(player, obj) {
            } else {
                let x = obj.common.pixel_x();
                let id = obj.common.id;
                chk_hurt(player, slots, game, x, id);
            }
        }
        ITEM if flags & 0x3F == 6 => touch_monitor(player, &mut obj.common),
        ITEM => {
            if main_invulnerable < ITEM_BLOCK_INVULNERABLE {
                obj.common.routine = 4;
            }
        }
        HURT if shield_rules && shielded(player, obj) => {}
        HURT => {
            let x = obj.common.pixel_x();
            let id = obj.common.id;
            chk_hurt(player, slots, game, x, id);
        }
        // Sonic 1's `React_Caterkiller` (`React_Special`, size $B: a Caterkiller's body): the segment breaks
        // (`obStatus` bit 7) and the player is hurt. Told by Sonic 1's rules (`halved`, the same profile).
        SPECIAL if halved && flags & 0x3F == 0xB => {
            obj.common.status |= 0x80;
            let x = obj.common.pixel_x();
            let id = obj.common.id;
            chk_hurt(player, slots, game, x, id);
        }
        // Special: bosses, bumpers and the like tell by their own code (`collision_property`). Sonic 2's
        // `Touch_Special` (`loc_3FA00`, sizes 6, $A, $14–$18) adds 1 for player 1, 2 for the sidekick.
        _ => {
            let p2 = player.sidekick && matches!(flags & 0x3F, 6 | 0xA | 0x14..=0x18);
            obj.common.collision_property |= if p2 { 2 } else { 1 };
        }
    }
}

/// `Touch_Monitor`: from below (moving up, centre 16 px under the monitor's) the player bounces off and knocks
/// it up; from above or the side a curled player breaks it and bounces.
fn touch_monitor(player: &mut Player, c: &mut Common) {
    if player.y_speed < 0 {
        if (player.pixel_y() - 16) as u16 >= c.pixel_y() as u16 {
            player.y_speed = player.y_speed.wrapping_neg();
            c.y_vel = -0x180;
            if c.routine_secondary == 0 {
                c.routine_secondary = 4;
            }
        }
        return;
    }
    // Only player 1 breaks monitors in a one-player game (`cmpa.w #MainCharacter,a0`).
    if player.pose == Pose::Roll && !player.sidekick {
        player.y_speed = player.y_speed.wrapping_neg();
        c.routine = 4;
    }
}

/// `Touch_Enemy`: an attacking player destroys a badnik (it becomes an explosion) and rebounds (SPG
/// "Rebound"): moving up, 1 px/frame less up speed; falling onto it from above, the Y Speed reversed;
/// falling beside or below its centre, 1 px/frame more up speed. Enemies with hits left
/// (`collision_property`) knock him back instead (in Sonic 1 at half the speeds: `halved`; in Sonic 3 & Knuckles
/// his Ground Speed turns too, `s3k`: skdisasm s3.asm `Touch_Enemy`, `neg.w ground_vel(a0)`).
fn hit_enemy(player: &mut Player, obj: &mut Obj, game: &mut GameState, (s3k, halved): (bool, bool)) {
    let c = &mut obj.common;
    if c.collision_property != 0 {
        let shift = u32::from(halved);
        player.x_speed = player.x_speed.wrapping_neg() >> shift;
        player.y_speed = player.y_speed.wrapping_neg() >> shift;
        if s3k {
            player.ground_speed = player.ground_speed.wrapping_neg();
        }
        c.collision_flags = 0;
        c.collision_property -= 1;
        if c.collision_property == 0 {
            c.status |= crate::objects::runtime::object::NO_BALANCING;
        }
        return;
    }
    c.status |= crate::objects::runtime::object::NO_BALANCING;
    let chain = game.chain_bonus.min(6);
    game.chain_bonus = game.chain_bonus.wrapping_add(2);
    game.score += if game.chain_bonus >= 0x20 { 10000 } else { [100, 200, 500, 1000][usize::from(chain / 2)] };
    let enemy_y = c.pixel_y();
    // (S3K `Touch_EnemyNormal`: a slotted enemy lets its art slot go.)
    match &mut obj.state {
        crate::objects::runtime::object::State::Sonic3k(Sonic3k::Rhinobot(r)) => {
            crate::objects::s3k::rhinobot::destroyed(r, &mut game.slotted);
        }
        crate::objects::runtime::object::State::Sonic3k(Sonic3k::BubblesBadnik(b)) => {
            crate::objects::s3k::bubbles_badnik::destroyed(b, &mut game.slotted);
        }
        _ => {}
    }
    obj.become_object(EXPLOSION);
    if player.y_speed < 0 {
        player.y_speed = player.y_speed.wrapping_add(0x100);
    } else if (player.pixel_y() as u16) < enemy_y as u16 {
        player.y_speed = player.y_speed.wrapping_neg();
    } else {
        player.y_speed = player.y_speed.wrapping_sub(0x100);
    }
}

/// `Touch_ChkHurt` + `HurtCharacter`: unless invincible or still blinking, the player is hurt — he drops his
/// rings (a `LostRings` object takes the first free slot) or, with none and no shield, dies.
/// Returns the lost rings' slot when it spilled them.
pub fn chk_hurt(
    player: &mut Player,
    slots: &mut impl Allocate,
    game: &mut GameState,
    source_x: i32,
    source_id: u8,
) -> Option<usize> {
    let _ = source_id;
    // Super forms and the insta-shield are invincible too (SPG "Super Forms", "Insta-Shield").
    if player.invincibility > 0 || player.invulnerable != 0 || player.routine != Routine::Normal {
        return None;
    }
    if player.super_form || player.insta_shield_active() {
        return None;
    }
    if player.sidekick {
        player.hurt(source_x);
        return None;
    }
    let mut spilled = None;
    if !player.shield {
        if game.rings == 0 {
            player.kill();
            return None;
        }
        let c = Common::new(LOST_RINGS, 0, player.pixel_x(), player.pixel_y(), false, false);
        spilled = slots.allocate(Obj::new(c), 0, None);
    }
    player.shield = false;
    player.hurt(source_x);
    spilled
}

#[cfg(test)]
mod tests {
    use super::{TouchSizes, touch_size_in};

    /// s3.asm's `Touch_Sizes` is Sonic 2's up to $20 and differs at $21 and from $28 (the Bloominator's $23 and
    /// its spike balls' $98 measure alike in both); Sonic 1's differs at $0A and $21.
    #[test]
    fn each_game_measures_with_its_own_table() {
        let size = |game: TouchSizes| move |flags: u8| touch_size_in(game, flags);
        let (s1, s2, s3k) = (size(TouchSizes::Sonic1), size(TouchSizes::Sonic2), size(TouchSizes::Sonic3K));
        for flags in 1..0x21 {
            assert_eq!(s3k(flags), s2(flags), "size {flags:#X}");
        }
        assert_eq!((s2(0x21), s3k(0x21)), ((4, 0x10), (0x18, 0x18)));
        assert_eq!((s2(0x28), s3k(0x28)), ((4, 0x40), (0x10, 0x1C)));
        assert_eq!((s2(0x31), s3k(0x31)), ((2, 8), (2, 8)));
        assert_eq!((s2(0x32), s3k(0x32)), ((0x20, 0x1C), (0, 0)));
        assert_eq!(s3k(0xB0), (0x10, 1), "the category bits are not the size");
        assert_eq!((s1(0x0A), s1(0x21)), ((0x10, 0xC), (4, 0x20)));
    }
}
