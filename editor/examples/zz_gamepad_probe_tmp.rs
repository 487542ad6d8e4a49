fn main() {
    let mut pad = editor::playtest::gamepad::Gamepad::default();
    println!("before: {}", pad.status());
    println!("held: {}", pad.held());
    println!("after: {}", pad.status());
    println!("notice: {:?}", pad.take_notice());
}
