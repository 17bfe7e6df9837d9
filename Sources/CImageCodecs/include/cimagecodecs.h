// CImageCodecs: the C boundary between HeroImage and the system's image libraries.
//
// libpng and libjpeg report errors by longjmp from a callback; a longjmp must never cross Swift
// frames, so every call into them, and the setjmp it returns to, is here in C, and Swift sees only
// plain functions that return a code and a message. zlib (deflate, inflate, crc32) is here too, so
// no system header leaks into Swift. On Apple platforms the PNG and JPEG decoders are ImageIO's
// (in Swift), and the two decode functions here only answer CIC_UNSUPPORTED.
#ifndef CIMAGECODECS_H
#define CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result codes.
enum {
  CIC_OK = 0,
  /// The data is malformed or truncated; the message says how (in the library's words).
  CIC_CORRUPT = 1,
  /// The image is wider, taller or larger than the limit; width and height say how large.
  CIC_TOO_LARGE = 2,
  /// Memory could not be allocated.
  CIC_NO_MEMORY = 3,
  /// The codec is not compiled in on this platform.
  CIC_UNSUPPORTED = 4,
};

/// A decoded image: straight-alpha RGBA8, row-major, width * height * 4 bytes, allocated with
/// malloc (free it with cic_free). On failure pixels is NULL and message says why.
typedef struct {
  uint8_t *pixels;
  uint32_t width;
  uint32_t height;
  char message[200];
} cic_decoded;

/// Decodes a PNG (every colour type and bit depth, palettes with tRNS, interlaced; 16-bit scaled
/// to 8 with rounding). Refuses more than max_pixels pixels before allocating them.
int cic_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out);

/// Decodes a JPEG (baseline or progressive; greyscale, YCbCr, RGB, CMYK and YCCK). EXIF
/// orientation is not applied here (HeroImage reads it from the bytes and turns the pixels).
/// A file that ends before its image data does is an error, not grey rows.
int cic_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out);

void cic_free(void *pointer);

/// The largest zlib stream compress can make of size bytes.
size_t cic_zlib_bound(size_t size);

/// A zlib (RFC 1950) stream of src at level 0-9 into dst, whose capacity is *dst_size
/// (cic_zlib_bound is enough); *dst_size becomes the stream's length.
int cic_zlib_compress(
  const uint8_t *src, size_t size, int level, uint8_t *dst, size_t *dst_size);

/// A deflate stream kept from one compression to the next (the kitty payload of every frame):
/// compress2 sets up its state, about five allocations, for each stream; this does it once and
/// resets it (deflateReset), its output buffer kept too. NULL when there is no memory.
typedef struct cic_deflater cic_deflater;
cic_deflater *cic_deflater_new(int level);
void cic_deflater_free(cic_deflater *deflater);

/// As cic_zlib_compress at the deflater's level, byte for byte, into the deflater's own buffer
/// (grown when it is too small, else kept): *out points at the stream, *out_size its length,
/// both valid until the next call.
int cic_deflater_compress(
  cic_deflater *deflater, const uint8_t *src, size_t size, const uint8_t **out,
  size_t *out_size);

/// Inflates a zlib stream into a malloc'd buffer of at most max_size bytes (free it with
/// cic_free). CIC_TOO_LARGE when the data would be longer; CIC_CORRUPT for a bad or truncated
/// stream, with message saying so.
int cic_zlib_inflate(
  const uint8_t *src, size_t size, size_t max_size, uint8_t **out, size_t *out_size,
  char message[200]);

/// zlib's CRC-32 (PNG's chunk check), continuing from crc (0 to start).
uint32_t cic_crc32(uint32_t crc, const uint8_t *data, size_t size);

/// POSIX shared memory, for kitty's `t=s` transmission: the terminal maps the object, reads the
/// picture and unlinks it, so a local terminal gets a frame without zlib or base64. Here in C
/// because Darwin declares shm_open variadic, which Swift cannot call.
///
/// Creates the object `name` (exclusively, mode 0600) holding `size` bytes of `bytes`: 0, else
/// the errno of the step that failed (the object is unlinked again then).
int cic_shm_write(const char *name, const void *bytes, size_t size);
/// Unlinks `name`: 0, else errno (ENOENT when the terminal already did).
int cic_shm_unlink(const char *name);
/// Reads at most `capacity` bytes of the object `name` into `out` (the tests' and the probe's
/// check of what was written); the object's size in *size. 0, else errno.
int cic_shm_read(const char *name, void *out, size_t capacity, size_t *size);

/// The objects a terminal may not have read yet, for a process that dies of a signal (the
/// window closed under it): their names are `prefix` and the hex numbers first..<end.
/// cic_shm_track_prefix copies the prefix (at most 47 bytes) and forgets the range.
void cic_shm_track_prefix(const char *prefix);
void cic_shm_track_range(uint32_t first, uint32_t end);
/// Unlinks the tracked objects: async-signal-safe in practice (a name built on the stack and
/// shm_unlink, which is an unlink of a path on Linux and a system call on Darwin).
void cic_shm_unlink_tracked(void);

#ifdef __cplusplus
}
#endif

#endif
