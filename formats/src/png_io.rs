//! PNG files through the `png` crate (image-rs), as RGBA: tilesets read for level art, renders written.

use std::path::Path;

/// An RGBA image (not premultiplied; alpha is 0 or 255 for pattern art).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RgbaImage {
    pub width: usize,
    pub height: usize,
    /// Row-major, `width * height` pixels.
    pub pixels: Vec<[u8; 4]>,
}

impl RgbaImage {
    /// A fully transparent image.
    pub fn new(width: usize, height: usize) -> Self {
        RgbaImage { width, height, pixels: vec![[0; 4]; width * height] }
    }
    /// The pixel at (x, y); transparent outside.
    pub fn get(&self, x: usize, y: usize) -> [u8; 4] {
        if x < self.width && y < self.height { self.pixels[y * self.width + x] } else { [0; 4] }
    }
    /// The bytes, RGBA per pixel.
    pub fn as_bytes(&self) -> &[u8] {
        self.pixels.as_flattened()
    }
}

/// Largest PNG read (a tileset of 4096 blocks is far smaller).
pub const MAX_PNG_BYTES: u64 = 32 * 1024 * 1024;
/// Largest side of a PNG read, in pixels.
pub const MAX_PNG_SIDE: u32 = 16384;

/// Reads a PNG of any colour type and bit depth as 8-bit RGBA.
pub fn read_rgba(path: &Path) -> Result<RgbaImage, String> {
    let bytes = crate::import::read_limited(path, MAX_PNG_BYTES, "PNG files")?;
    decode_rgba(&bytes)
}

/// Decodes PNG bytes as 8-bit RGBA.
pub fn decode_rgba(bytes: &[u8]) -> Result<RgbaImage, String> {
    decode_rgba_limited(bytes, usize::MAX, "")
}

/// [`read_rgba`] refusing, before decoding, a picture of more than `max_pixels` pixels; `why` ends the error
/// ("a tileset holds at most 4096 blocks").
pub fn read_rgba_limited(path: &Path, max_pixels: usize, why: &str) -> Result<RgbaImage, String> {
    let bytes = crate::import::read_limited(path, MAX_PNG_BYTES, "PNG files")?;
    decode_rgba_limited(&bytes, max_pixels, why)
}

pub(crate) fn decode_rgba_limited(bytes: &[u8], max_pixels: usize, why: &str) -> Result<RgbaImage, String> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().map_err(|e| format!("not a readable PNG: {e}"))?;
    let (width, height) = (reader.info().width, reader.info().height);
    if width > MAX_PNG_SIDE || height > MAX_PNG_SIDE {
        return Err(format!("{width} x {height} px: at most {MAX_PNG_SIDE} px per side"));
    }
    if (width as usize).saturating_mul(height as usize) > max_pixels {
        return Err(format!("{width} x {height} px: more than {max_pixels} pixels ({why})"));
    }
    let size = reader.output_buffer_size().ok_or("the PNG is too large")?;
    let mut buffer = vec![0; size];
    let frame = reader.next_frame(&mut buffer).map_err(|e| format!("not a readable PNG: {e}"))?;
    let data = &buffer[..frame.buffer_size()];
    let (w, h) = (frame.width as usize, frame.height as usize);
    let pixels: Vec<[u8; 4]> = match frame.color_type {
        png::ColorType::Rgba => data.chunks_exact(4).map(|p| [p[0], p[1], p[2], p[3]]).collect(),
        png::ColorType::Rgb => data.chunks_exact(3).map(|p| [p[0], p[1], p[2], 255]).collect(),
        png::ColorType::GrayscaleAlpha => data.chunks_exact(2).map(|p| [p[0], p[0], p[0], p[1]]).collect(),
        png::ColorType::Grayscale => data.iter().map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return Err("indexed colours were not expanded".to_string()),
    };
    if pixels.len() != w * h {
        return Err(format!("{} pixels decoded for {w} x {h}", pixels.len()));
    }
    Ok(RgbaImage { width: w, height: h, pixels })
}

/// Encodes an image as an 8-bit RGBA PNG.
pub fn encode_rgba(image: &RgbaImage) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    {
        let (w, h) = (u32::try_from(image.width), u32::try_from(image.height));
        let (Ok(w), Ok(h)) = (w, h) else { return Err("image too large for PNG".to_string()) };
        let mut encoder = png::Encoder::new(&mut out, w, h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        writer.write_image_data(image.as_bytes()).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// Encodes a `width` x `height` RGBA PNG from bands of rows: `band(y, rows)` gives rows `y..y + rows`
/// (`band_rows` at a time, fewer at the end). Only one band and the compressed output are in memory at once, so
/// a picture too large to hold whole can still be written.
pub fn encode_rgba_bands(
    width: usize,
    height: usize,
    band_rows: usize,
    mut band: impl FnMut(usize, usize) -> RgbaImage,
) -> Result<Vec<u8>, String> {
    use std::io::Write;
    let mut out = Vec::new();
    {
        let (w, h) = (u32::try_from(width), u32::try_from(height));
        let (Ok(w), Ok(h)) = (w, h) else { return Err("image too large for PNG".to_string()) };
        let mut encoder = png::Encoder::new(&mut out, w, h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
        let mut stream = writer.stream_writer().map_err(|e| e.to_string())?;
        let mut y = 0;
        while y < height {
            let rows = band_rows.max(1).min(height - y);
            let image = band(y, rows);
            if image.width != width || image.height != rows {
                return Err(format!(
                    "band at row {y}: {} x {} px, expected {width} x {rows}",
                    image.width, image.height
                ));
            }
            stream.write_all(image.as_bytes()).map_err(|e| e.to_string())?;
            y += rows;
        }
        stream.finish().map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// Writes an image as a PNG file (atomically: a failed write leaves no half file).
pub fn write_rgba(path: &Path, image: &RgbaImage) -> Result<(), String> {
    let bytes = encode_rgba(image)?;
    crate::atomic::write(path, &bytes, crate::atomic::Backup::None).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rgba_round_trips_and_garbage_is_an_error() {
        let mut image = RgbaImage::new(3, 2);
        image.pixels[4] = [10, 20, 30, 255];
        let bytes = encode_rgba(&image).expect("encodes");
        assert_eq!(decode_rgba(&bytes), Ok(image));
        assert!(decode_rgba(b"not a png").is_err());
        assert!(decode_rgba(&bytes[..bytes.len() / 2]).is_err());
    }

    #[test]
    fn bands_encode_the_same_picture() {
        let mut image = RgbaImage::new(5, 7);
        for (i, p) in image.pixels.iter_mut().enumerate() {
            *p = [i as u8, 2 * i as u8, 3, 255];
        }
        let whole = encode_rgba(&image).expect("encodes");
        let band = |y: usize, rows: usize| RgbaImage {
            width: 5,
            height: rows,
            pixels: image.pixels[y * 5..(y + rows) * 5].to_vec(),
        };
        let banded = encode_rgba_bands(5, 7, 3, band).expect("encodes");
        assert_eq!(decode_rgba(&banded), decode_rgba(&whole));
        assert!(encode_rgba_bands(5, 7, 3, |_, _| RgbaImage::new(4, 3)).is_err(), "a band of the wrong size");
    }
}
