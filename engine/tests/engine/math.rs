//! Fixed-point positions and speeds (`../shared/SPEC-NOTES.md` "Units and conventions").

use engine::math::{Position, speed_high_byte};

#[test]
fn pixel_is_the_floor_and_subpixel_counts_rightwards() {
    let p = Position::new(96, 0x80);
    assert_eq!((p.raw(), p.pixel(), p.subpixel()), (96 * 256 + 128, 96, 0x80));
    // Negative positions floor towards minus infinity: -1/256 px is pixel -1, subpixel 255.
    let p = Position::from_raw(-1);
    assert_eq!((p.pixel(), p.subpixel()), (-1, 255));
    assert_eq!(Position::new(-1, 255), p);
    assert_eq!(Position::from_pixel(-3).raw(), -768);
    assert_eq!(Position::from_pixel(-3).subpixel(), 0);
}

#[test]
fn moving_adds_the_speed_and_snapping_keeps_the_subpixel() {
    // Ground Speed 0x0C (0.046875 px) for 22 frames from x = 96.0: 264/256 = 1 px + 8/256.
    let mut x = Position::from_pixel(96);
    for _ in 0..22 {
        x = x.add_speed(0x0C);
    }
    assert_eq!((x.pixel(), x.subpixel()), (97, 8));
    // A speed of −0x180 crosses a pixel boundary downwards: 97 + 8/256 − 1.5 = 95 + 136/256.
    let x = x.add_speed(-0x180);
    assert_eq!((x.pixel(), x.subpixel()), (95, 136));
    // Snapping 3 px up (a floor distance of −3) changes the pixel only.
    let y = Position::new(700, 0x4D).add_pixels(-3);
    assert_eq!((y.pixel(), y.subpixel()), (697, 0x4D));
    assert_eq!(Position::new(700, 0x4D).with_pixel(12), Position::new(12, 0x4D));
}

#[test]
fn speed_high_byte_reads_like_a_68000_byte_access() {
    assert_eq!(speed_high_byte(0x600), 6);
    assert_eq!(speed_high_byte(0x5FF), 5);
    assert_eq!(speed_high_byte(0x80), 0);
    assert_eq!(speed_high_byte(-0x80), -1);
    assert_eq!(speed_high_byte(-0x600), -6);
    assert_eq!(speed_high_byte(-0x601), -7);
}

#[test]
fn the_speed_quadrant_is_calc_angle_s_quarter_without_the_division() {
    use engine::math::{calc_angle, calc_angle_quadrant};
    let check = |x: i16, y: i16| {
        assert_eq!(calc_angle_quadrant(x, y), calc_angle(x, y).wrapping_sub(0x20) & 0xC0, "({x}, {y})");
    };
    // Every small speed, and every magnitude near the three lines where the quarter can change (|y| = |x|
    // and the table's 45° steps, 250/256 either way), in all four sign combinations. (Checked once over
    // all 2³² pairs.)
    for x in -700..=700 {
        for y in -700..=700 {
            check(x, y);
        }
    }
    for a in 0..=i16::MAX as i32 {
        for b in [a, a * 250 / 256, a * 256 / 250] {
            for d in -2..=2 {
                let b = (b + d).clamp(0, i16::MAX as i32);
                for (x, y) in [(a, b), (b, a)] {
                    let (x, y) = (x as i16, y as i16);
                    for (sx, sy) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                        check(x * sx, y * sy);
                    }
                }
            }
        }
    }
    check(i16::MIN, i16::MIN);
    check(i16::MIN, 0);
    check(0, i16::MIN);
}
