//! Sonic 3 & Knuckles' Kosinski queues (skdisasm s3.asm `Queue_Kos`, `Queue_Kos_Module`,
//! `Process_Kos_Module_Queue_Init`, `Process_Kos_Module_Queue`, `Process_Kos_Queue`): the art a level event
//! asks for mid-level is decompressed a piece at a time, and events wait on it (`Kos_modules_left`).
//!
//! - `Queue_Kos` adds an archive to the decompression queue (`Kos_decomp_queue`, up to 4 entries).
//! - `Queue_Kos_Module` adds a moduled archive (`.kosm`) to the module queue; the first one is split at once
//!   (`Process_Kos_Module_Queue_Init`): its size word / 2 words in modules of $800 words (the last one the rest,
//!   a whole module when there is none), `Kos_modules_left` their count.
//! - `Process_Kos_Module_Queue` (the level loop, after `ScreenEvents`): with modules left and no module being
//!   decompressed, the next module joins the decompression queue when it has room (< 4 entries; bit 7 of
//!   `Kos_modules_left` set); once that queue is empty again, the module goes to VRAM and the count drops — so a
//!   module is queued one frame and counted done the frame after its decompression, and only then is the next
//!   one queued; after a file's last module the next file is split.
//! - `Process_Kos_Queue` (the level loop's top, in the frame's idle time before `Wait_VSync`) decompresses the
//!   first entry — one entry a call: the next one waits for the next frame.
//!
//! The game decompresses in the idle time left before each vertical interrupt (`Set_Kos_Bookmark` stops it
//! there and the next frame's call resumes it), so an entry takes as many frames as its decompression takes
//! 68000 cycles over the frame's idle time. That time is the frame less everything else the game does that
//! frame, which the engine does not count: here each entry takes one frame, the least the game's can take
//! (Angel Island's transition: act 2's chunks alone, $8000 bytes, take ≈ 2.15 M cycles of `Process_Kos_Queue`,
//! some 20–50 frames' idle time — see engine/README.md, "Where each recording stops").

/// `Kos_decomp_queue`'s length.
pub const DECOMP_SLOTS: usize = 4;
/// A module's size in words (`$800`).
pub const MODULE_WORDS: u16 = 0x800;

/// The queues' state (in [`super::aiz_fire::AizState`]: only Angel Island's transition and act 2's bombership
/// art, `AIZ2_Resize4`, feed them here).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct KosQueue {
    /// `Kos_decomp_queue`: the decompressed sizes (bytes) of the entries waiting, the first one next.
    pub decomp: Vec<u32>,
    /// `Kos_module_queue`: the moduled archives' sizes (their first word, bytes), the first one in progress.
    pub archives: Vec<u16>,
    /// `Kos_modules_left`: the first archive's modules not yet in VRAM; bit 7 while one is queued.
    pub modules_left: u8,
    /// `Kos_last_module_size`: the first archive's last module, in words.
    pub last_module_words: u16,
}

impl KosQueue {
    /// Whether anything is queued: idle, both processing steps do nothing.
    #[inline]
    pub fn busy(&self) -> bool {
        !self.decomp.is_empty() | (self.modules_left != 0)
    }

    /// `Queue_Kos`.
    pub fn queue_kos(&mut self, size: u32) {
        self.decomp.push(size);
    }

    /// `Queue_Kos_Module`: the first archive is split at once.
    pub fn queue_kos_module(&mut self, size: u16) {
        self.archives.push(size);
        if self.archives.len() == 1 {
            self.init_module_queue(size);
        }
    }

    /// `Process_Kos_Module_Queue_Init`: `Kos_modules_left` and the last module's size from the size word.
    fn init_module_queue(&mut self, size: u16) {
        // A size of $A000 (the prototype's placeholder tiles) loads $8000.
        let words = (if size == 0xA000 { 0x8000 } else { size }) >> 1;
        let mut count = ((words >> 11) & 0x1F) as u8;
        let mut last = words & (MODULE_WORDS - 1);
        if last == 0 {
            count = count.wrapping_sub(1);
            last = MODULE_WORDS;
        }
        self.modules_left = count.wrapping_add(1);
        self.last_module_words = last;
    }

    /// `Process_Kos_Queue`, in the idle time before a frame: the first entry is decompressed (in one frame here).
    pub fn process_decomp(&mut self) {
        if !self.decomp.is_empty() {
            self.decomp.remove(0);
        }
    }

    /// `Process_Kos_Module_Queue`, after `ScreenEvents`.
    pub fn process_modules(&mut self) {
        if self.modules_left == 0 {
            return;
        }
        if self.modules_left & 0x80 == 0 {
            if self.decomp.len() >= DECOMP_SLOTS {
                return;
            }
            let words = if self.modules_left == 1 { self.last_module_words } else { MODULE_WORDS };
            self.decomp.push(u32::from(words) * 2);
            self.modules_left |= 0x80;
            return;
        }
        if !self.decomp.is_empty() {
            return;
        }
        // The module goes to VRAM (`Add_To_DMA_Queue`).
        self.modules_left = (self.modules_left & 0x7F).wrapping_sub(1);
        if self.modules_left != 0 {
            return;
        }
        self.archives.remove(0);
        if let Some(&next) = self.archives.first() {
            self.init_module_queue(next);
        }
    }

    /// `tst.b (Kos_modules_left).w`: whether modules are still to load.
    pub fn modules_pending(&self) -> bool {
        self.modules_left != 0
    }
}
