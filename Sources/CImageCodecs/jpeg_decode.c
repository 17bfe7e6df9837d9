// JPEG decoding with libjpeg-turbo. libjpeg's error_exit must not return: it longjmps back to the
// setjmp in cic_jpeg_decode, here in C, never across Swift.
#include "cimagecodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__APPLE__)

int cic_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out) {
  (void)data;
  (void)size;
  (void)max_pixels;
  memset(out, 0, sizeof *out);
  snprintf(out->message, sizeof out->message, "libjpeg is not used on this platform");
  return CIC_UNSUPPORTED;
}

#else

#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/// libjpeg's error manager with the place to jump back to and the message.
typedef struct {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} jpeg_failure;

/// A progressive file can hold any number of scans, each a pass over the whole image; past this
/// many the file is refused (libjpeg-turbo's advice against files made to take minutes).
enum { MAX_SCANS = 500 };

static void on_error_exit(j_common_ptr info) {
  jpeg_failure *failure = (jpeg_failure *)info->err;
  (*info->err->format_message)(info, failure->message);
  longjmp(failure->jump, 1);
}

/// Warnings are quiet, except that data ending early is an error: libjpeg would fill the rest
/// with grey and call it decoded.
static void on_emit_message(j_common_ptr info, int level) {
  if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    snprintf(failure->message, sizeof failure->message, "the file ends early (truncated)");
    longjmp(failure->jump, 1);
  }
  if (level < 0) info->err->num_warnings++;
}

static void on_output_message(j_common_ptr info) { (void)info; }

static void on_progress(j_common_ptr info) {
  if (info->is_decompressor) {
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > MAX_SCANS) {
      jpeg_failure *failure = (jpeg_failure *)info->err;
      snprintf(failure->message, sizeof failure->message, "more than %d progressive scans",
               MAX_SCANS);
      longjmp(failure->jump, 1);
    }
  }
}

int cic_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, cic_decoded *out) {
  memset(out, 0, sizeof *out);
  struct jpeg_decompress_struct info;
  jpeg_failure failure;
  struct jpeg_progress_mgr progress;
  memset(&info, 0, sizeof info);
  memset(&failure, 0, sizeof failure);
  memset(&progress, 0, sizeof progress);
  info.err = jpeg_std_error(&failure.manager);
  failure.manager.error_exit = on_error_exit;
  failure.manager.emit_message = on_emit_message;
  failure.manager.output_message = on_output_message;
  // Changed after setjmp and read after a longjmp: volatile, so they are not kept in registers.
  uint8_t *volatile pixels = NULL;
  volatile int result = CIC_CORRUPT;
  if (setjmp(failure.jump)) {
    snprintf(out->message, sizeof out->message, "%s", failure.message);
    free(pixels);
    jpeg_destroy_decompress(&info);
    return result;
  }
  jpeg_create_decompress(&info);
  progress.progress_monitor = on_progress;
  info.progress = &progress;
  if (size == 0) {
    snprintf(failure.message, sizeof failure.message, "the file is empty");
    longjmp(failure.jump, 1);
  }
  jpeg_mem_src(&info, (const unsigned char *)data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);
  out->width = info.image_width;
  out->height = info.image_height;
  if ((uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) {
    result = CIC_TOO_LARGE;
    snprintf(
      failure.message, sizeof failure.message, "%u x %u pixels is more than the limit of %llu",
      (unsigned)info.image_width, (unsigned)info.image_height, (unsigned long long)max_pixels);
    longjmp(failure.jump, 1);
  }
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t width = info.output_width;
  size_t height = info.output_height;
  out->width = (uint32_t)width;
  out->height = (uint32_t)height;
  if (info.output_components != 4) {
    snprintf(failure.message, sizeof failure.message, "unexpected colour components");
    longjmp(failure.jump, 1);
  }
  pixels = malloc(width * height * 4 > 0 ? width * height * 4 : 1);
  if (pixels == NULL) {
    result = CIC_NO_MEMORY;
    snprintf(failure.message, sizeof failure.message, "out of memory");
    longjmp(failure.jump, 1);
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW target = pixels + (size_t)info.output_scanline * width * 4;
    jpeg_read_scanlines(&info, &target, 1);
  }
  if (cmyk) {
    // Adobe's files store CMYK inverted (0 is full ink); others store it plain.
    int inverted = info.saw_Adobe_marker;
    for (size_t i = 0; i < width * height; i++) {
      uint8_t *p = pixels + i * 4;
      unsigned c = inverted ? p[0] : 255u - p[0];
      unsigned m = inverted ? p[1] : 255u - p[1];
      unsigned y = inverted ? p[2] : 255u - p[2];
      unsigned k = inverted ? p[3] : 255u - p[3];
      p[0] = (uint8_t)((c * k + 127) / 255);
      p[1] = (uint8_t)((m * k + 127) / 255);
      p[2] = (uint8_t)((y * k + 127) / 255);
      p[3] = 255;
    }
  }
  jpeg_finish_decompress(&info);
  jpeg_destroy_decompress(&info);
  out->pixels = pixels;
  return CIC_OK;
}

#endif
