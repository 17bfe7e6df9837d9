// PNG decoding with libpng. libpng reports an error by calling the error function, which must not
// return: it longjmps back to the setjmp in cic_png_decode, here in C, never across Swift.
#include "cimagecodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__APPLE__)

int cic_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out) {
  (void)data;
  (void)size;
  (void)max_pixels;
  memset(out, 0, sizeof *out);
  snprintf(out->message, sizeof out->message, "libpng is not used on this platform");
  return CIC_UNSUPPORTED;
}

#else

#include <png.h>
#include <setjmp.h>

/// The read state: the bytes, how far libpng has read, and where an error jumps to.
typedef struct {
  const uint8_t *data;
  size_t size;
  size_t offset;
  jmp_buf jump;
  char message[200];
} png_reader;

static void read_bytes(png_structp png, png_bytep into, size_t count) {
  png_reader *reader = (png_reader *)png_get_io_ptr(png);
  if (count > reader->size - reader->offset) {
    png_error(png, "the file ends early (truncated)");
  }
  memcpy(into, reader->data + reader->offset, count);
  reader->offset += count;
}

static void on_error(png_structp png, png_const_charp message) {
  png_reader *reader = (png_reader *)png_get_error_ptr(png);
  snprintf(reader->message, sizeof reader->message, "%s", message ? message : "unknown error");
  longjmp(reader->jump, 1);
}

/// Warnings (an ancillary chunk with a bad CRC, which libpng skips) are not errors.
static void on_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

int cic_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out) {
  memset(out, 0, sizeof *out);
  png_reader reader;
  memset(&reader, 0, sizeof reader);
  reader.data = data;
  reader.size = size;
  if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    snprintf(out->message, sizeof out->message, "not a PNG signature");
    return CIC_CORRUPT;
  }
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader, on_error, on_warning);
  if (png == NULL) return CIC_NO_MEMORY;
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    return CIC_NO_MEMORY;
  }
  // Changed after setjmp and read after a longjmp: volatile, so they are not kept in registers.
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  volatile int result = CIC_CORRUPT;
  if (setjmp(reader.jump)) {
    snprintf(out->message, sizeof out->message, "%s", reader.message);
    free(pixels);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return result;
  }
  png_set_read_fn(png, &reader, read_bytes);
  // libpng's own caps too: no dimension past 1,000,000, and no ancillary chunk past 8 MB.
  png_set_user_limits(png, 1000000, 1000000);
  png_set_chunk_malloc_max(png, 8u << 20);
  png_read_info(png, info);
  png_uint_32 width = png_get_image_width(png, info);
  png_uint_32 height = png_get_image_height(png, info);
  out->width = width;
  out->height = height;
  if ((uint64_t)width * (uint64_t)height > max_pixels) {
    png_destroy_read_struct(&png, &info, NULL);
    snprintf(
      out->message, sizeof out->message, "%u x %u pixels is more than the limit of %llu",
      (unsigned)width, (unsigned)height, (unsigned long long)max_pixels);
    return CIC_TOO_LARGE;
  }
  int colour = png_get_color_type(png, info);
  int depth = png_get_bit_depth(png, info);
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  // Palettes to RGB, grey below 8 bits to 8, tRNS to an alpha channel.
  png_set_expand(png);
  if (depth == 16) png_set_scale_16(png);
  if (colour == PNG_COLOR_TYPE_GRAY || colour == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if (!(colour & PNG_COLOR_MASK_ALPHA) && !has_trns) {
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  size_t row_bytes = png_get_rowbytes(png, info);
  if (row_bytes != (size_t)width * 4) {
    snprintf(reader.message, sizeof reader.message, "unexpected row size after conversion");
    longjmp(reader.jump, 1);
  }
  pixels = malloc(row_bytes * height > 0 ? row_bytes * height : 1);
  rows = malloc(sizeof(png_bytep) * (height > 0 ? height : 1));
  if (pixels == NULL || rows == NULL) {
    result = CIC_NO_MEMORY;
    snprintf(reader.message, sizeof reader.message, "out of memory");
    longjmp(reader.jump, 1);
  }
  for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * row_bytes;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  out->pixels = pixels;
  return CIC_OK;
}

#endif
