//! The named object kinds cover exactly the non-null entries of each game's object list, read from the
//! disassemblies in ../shared (skipped without it outside CI): s1disasm's `_inc/Object Pointers.asm` (all but
//! `NullObject`), s2disasm's `Obj_Index` in s2.asm (all but `ObjNull`), skdisasm's three pointer lists (all but
//! the `Obj_Ring` fillers past id 0 and `Delete_Current_Sprite`).
#![allow(clippy::unwrap_used)]

use formats::object::s1::S1Object;
use formats::object::s2::S2Object;
use formats::object::s3k::{S3kObject, S3kSet};
use std::path::PathBuf;

fn reference(path: &str) -> Option<PathBuf> {
    Some(formats::reference::shared_dir()?.join("reference").join(path))
}

/// The routine of each `dc.l` line of `text` from the first line starting with `from`, in order, up to the
/// first line (after one) that is not a pointer or a label alone.
fn pointers(text: &str, from: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut started = false;
    for line in text.lines() {
        started |= line.starts_with(from);
        if !started {
            continue;
        }
        let code = line.split(';').next().unwrap_or("");
        match code.split_once("dc.l") {
            Some((_, target)) => out.push(target.trim().to_string()),
            None if code.trim().ends_with(':') || code.trim().is_empty() && out.is_empty() => {}
            None => break,
        }
    }
    out
}

#[test]
fn sonic1_names_every_entry_of_obj_index_but_null_object() {
    let Some(path) = reference("s1disasm-full/_inc/Object Pointers.asm") else { return };
    let list = pointers(&std::fs::read_to_string(path).unwrap(), "ptr_SonicPlayer");
    assert_eq!(list.len(), 0x8C);
    for (i, target) in list.iter().enumerate() {
        let id = i as u8 + 1;
        let object = S1Object::from_id(id);
        assert_eq!(object.is_none(), target == "NullObject", "${id:02X} {target}");
        if let Some(o) = object {
            assert_eq!(o.id(), id);
            // Named as the list names it, the blank routines `Obj10` … as `Blank10` ….
            assert_eq!(o.name().replace("Blank", "Obj"), target.as_str(), "${id:02X}");
        }
    }
    assert_eq!(S1Object::ALL.len(), list.iter().filter(|t| *t != "NullObject").count());
    assert!((0x8D..=0xFF).all(|id| S1Object::from_id(id).is_none()));
}

#[test]
fn sonic2_names_every_entry_of_obj_index_but_obj_null() {
    let Some(path) = reference("s2disasm-full/s2.asm") else { return };
    let list = pointers(&std::fs::read_to_string(path).unwrap(), "Obj_Index:");
    assert_eq!(list.len(), 0xDC);
    for (i, target) in list.iter().enumerate() {
        let id = i as u8 + 1;
        let object = S2Object::from_id(id);
        assert_eq!(object.is_none(), target == "ObjNull", "${id:02X} {target}");
        assert!(object.is_none_or(|o| o.id() == id));
    }
    assert_eq!(S2Object::ALL.len(), list.iter().filter(|t| *t != "ObjNull").count());
    assert!((0xDD..=0xFF).chain([0]).all(|id| S2Object::from_id(id).is_none()));
}

#[test]
fn sonic3k_names_every_entry_of_its_three_lists_but_the_fillers() {
    let lists = [("SK Set 1", S3kSet::SkSet1), ("SK Set 2", S3kSet::SkSet2), ("S3 Set", S3kSet::S3)];
    let mut named = std::collections::BTreeSet::new();
    for (file, set) in lists {
        let Some(path) = reference(&format!("skdisasm/Levels/Misc/Object pointers - {file}.asm")) else { return };
        let list = pointers(&std::fs::read_to_string(path).unwrap(), "");
        for (id, target) in list.iter().enumerate() {
            let filler = (target == "Obj_Ring" && id != 0) || target == "Delete_Current_Sprite";
            let object = S3kObject::from_id(set, id as u8);
            assert_eq!(object.is_none(), filler, "{file} {id} {target}");
            if let Some(o) = object {
                assert_eq!(usize::from(o.id()), id);
                named.insert(o);
            }
        }
        assert!((list.len()..256).all(|id| S3kObject::from_id(set, id as u8).is_none()), "{file}");
    }
    // No variant is in none of the lists.
    assert_eq!(named.len(), S3kObject::ALL.len());
}

#[test]
fn the_sets_of_the_sections() {
    assert_eq!(S3kSet::of_section("Sonic 3\\\\Angel Island Zone Act 1", false), S3kSet::SkSet1);
    assert_eq!(S3kSet::of_section("Sonic & Knuckles\\\\Flying Battery Zone Act 1", false), S3kSet::SkSet1);
    assert_eq!(S3kSet::of_section("Sonic & Knuckles\\\\Lava Reef Zone Act 2 Boss", false), S3kSet::SkSet2);
    assert_eq!(S3kSet::of_section("Sonic & Knuckles\\\\Hidden Palace Zone", false), S3kSet::SkSet2);
    assert_eq!(S3kSet::of_section("Competition\\\\Azure Lake", false), S3kSet::SkSet1);
    assert_eq!(S3kSet::of_section("Sonic 3\\\\Angel Island Zone Act 1", true), S3kSet::S3);
}
