//! A writer of big-endian bit streams, most significant bit first: what the Nemesis and Enigma encoders
//! (`super::nemesis::compress`, `super::enigma::compress`) emit.

pub(crate) struct BitWriter {
    pub out: Vec<u8>,
    pub acc: u32,
    pub bits: u8,
}

impl BitWriter {
    /// Appends the low `n` ≤ 16 bits of `value`, most significant first.
    pub fn write(&mut self, value: u32, n: u8) {
        self.acc = self.acc << n | (value & ((1 << n) - 1));
        self.bits += n;
        while self.bits >= 8 {
            self.bits -= 8;
            self.out.push((self.acc >> self.bits) as u8);
        }
        self.acc &= (1 << self.bits) - 1;
    }

    /// Pads the last byte with zeros.
    pub fn finish(mut self) -> Vec<u8> {
        if self.bits > 0 {
            self.out.push((self.acc << (8 - self.bits)) as u8);
        }
        self.out
    }
}
