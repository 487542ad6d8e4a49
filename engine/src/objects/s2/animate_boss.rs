//! `AnimateBoss` (s2disasm): the Sonic 2 bosses' sprite animation over `Boss_AnimationArray` — two bytes a
//! sprite (two anim ids, a differing pair restarting the animation; the script index and a timer) and the bosses'
//! scripts, with the commands $FF (loop), $FE (next routine), $FD (another animation) and $FC (jump back). Shared by
//! the Hill Top, Mystic Cave and Casino Night bosses.

/// `AnimateBoss` over `Boss_AnimationArray` (`anim`: two bytes a sprite) for a multi-sprite boss's frames
/// (`mainspr_mapframe` first, skipped while 0, then the child sprites'). Each entry: two anim ids (a differing
/// pair restarts the animation), the frame index and a timer.
pub fn animate_multi_sprite(anim: &mut [u8; 10], frames: &mut [u8; 5], scripts: &[&[u8]]) {
    let first = if frames[0] == 0 { 1 } else { 0 };
    for k in first..5 {
        if animate_entry(&mut anim[2 * k..2 * k + 2], &mut frames[k], scripts) != Entry::Next {
            return;
        }
    }
}

/// How one entry of `AnimateBoss_Loop` ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// On to the next entry.
    Next,
    /// A command that ends `AnimateBoss` ($80–$FD but $FC and $FD): nothing written.
    Stop,
    /// `$FE`: the caller's routine moves on by 2 (`addq.b #2,routine_secondary(a0)`), and `AnimateBoss` ends.
    Advance,
}

/// One entry of `AnimateBoss_Loop` (`entry`: its two bytes of `Boss_AnimationArray`; `frame`: the sprite's frame).
pub fn animate_entry(entry: &mut [u8], frame: &mut u8, scripts: &[&[u8]]) -> Entry {
    let (ids, data) = (entry[0], entry[1]);
    let id = ids & 0xF;
    let restart = ids >> 4 != id;
    let mut d5 = (id << 4) | id;
    let (mut d0, mut d1) = if restart { (0u8, 0u8) } else { (data, data >> 4) };
    d0 = (d0 & 0xF).wrapping_sub(1);
    if d0 & 0x80 != 0 {
        let script = scripts.get(usize::from(id)).copied().unwrap_or(&[0, 0xFF]);
        let at = |i: u8| script.get(usize::from(i)).copied().unwrap_or(0xFF);
        d0 = at(0);
        let mut d2 = at(d1.wrapping_add(1));
        let mut store = true;
        match d2 {
            0xFF => {
                d1 = 0;
                d2 = at(1);
            }
            0xFD => {
                d5 = (d5 & 0xF0) | at(d1.wrapping_add(2));
                store = false;
            }
            0xFC => {
                d1 = at(d1.wrapping_add(2));
                d2 = at(d1.wrapping_add(1));
            }
            0xFE => return Entry::Advance,
            0x80.. => return Entry::Stop,
            _ => {}
        }
        if store {
            *frame = d2 & 0x7F;
            d1 = d1.wrapping_add(1);
        }
    }
    entry[1] = (d1 << 4) | d0;
    entry[0] = d5;
    Entry::Next
}
