// zlib for HeroImage: PNG's IDAT and APNG's fdAT streams, the kitty graphics payloads, and the
// inflate the tests use to read them back.
#include "cimagecodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

void cic_free(void *pointer) { free(pointer); }

size_t cic_zlib_bound(size_t size) { return (size_t)compressBound((uLong)size); }

int cic_zlib_compress(
  const uint8_t *src, size_t size, int level, uint8_t *dst, size_t *dst_size) {
  if (level < 0) level = 0;
  if (level > 9) level = 9;
  uLongf length = (uLongf)*dst_size;
  int status = compress2(dst, &length, src, (uLong)size, level);
  if (status == Z_MEM_ERROR) return CIC_NO_MEMORY;
  if (status != Z_OK) return CIC_CORRUPT;
  *dst_size = (size_t)length;
  return CIC_OK;
}

struct cic_deflater {
  z_stream stream;
  uint8_t *buffer;
  size_t capacity;
};

cic_deflater *cic_deflater_new(int level) {
  if (level < 0) level = 0;
  if (level > 9) level = 9;
  cic_deflater *deflater = calloc(1, sizeof *deflater);
  if (deflater == NULL) return NULL;
  // deflateInit's defaults, as compress2 sets the stream up.
  if (deflateInit(&deflater->stream, level) != Z_OK) {
    free(deflater);
    return NULL;
  }
  return deflater;
}

void cic_deflater_free(cic_deflater *deflater) {
  if (deflater == NULL) return;
  deflateEnd(&deflater->stream);
  free(deflater->buffer);
  free(deflater);
}

int cic_deflater_compress(
  cic_deflater *deflater, const uint8_t *src, size_t size, const uint8_t **out,
  size_t *out_size) {
  *out = NULL;
  *out_size = 0;
  size_t bound = (size_t)compressBound((uLong)size);
  if (bound > deflater->capacity) {
    uint8_t *grown = realloc(deflater->buffer, bound);
    if (grown == NULL) return CIC_NO_MEMORY;
    deflater->buffer = grown;
    deflater->capacity = bound;
  }
  z_stream *stream = &deflater->stream;
  // A reset stream is a new one with the same parameters: the same bytes as compress2 makes,
  // fed the same way (its loop, at most a uInt of input or output at a time).
  if (deflateReset(stream) != Z_OK) return CIC_CORRUPT;
  const uInt max = (uInt)-1;
  size_t left = deflater->capacity;
  uLong source_left = (uLong)size;
  stream->next_out = deflater->buffer;
  stream->avail_out = 0;
  stream->next_in = (z_const Bytef *)src;
  stream->avail_in = 0;
  int status;
  do {
    if (stream->avail_out == 0) {
      stream->avail_out = left > max ? max : (uInt)left;
      left -= stream->avail_out;
    }
    if (stream->avail_in == 0) {
      stream->avail_in = source_left > max ? max : (uInt)source_left;
      source_left -= stream->avail_in;
    }
    status = deflate(stream, source_left ? Z_NO_FLUSH : Z_FINISH);
  } while (status == Z_OK);
  if (status == Z_MEM_ERROR) return CIC_NO_MEMORY;
  if (status != Z_STREAM_END) return CIC_CORRUPT;
  *out = deflater->buffer;
  *out_size = (size_t)stream->total_out;
  return CIC_OK;
}

int cic_zlib_inflate(
  const uint8_t *src, size_t size, size_t max_size, uint8_t **out, size_t *out_size,
  char message[200]) {
  *out = NULL;
  *out_size = 0;
  message[0] = 0;
  z_stream stream;
  memset(&stream, 0, sizeof stream);
  if (inflateInit(&stream) != Z_OK) return CIC_NO_MEMORY;
  size_t capacity = size * 4 + 64;
  if (capacity > max_size) capacity = max_size;
  if (capacity == 0) capacity = 1;
  uint8_t *buffer = malloc(capacity);
  if (buffer == NULL) {
    inflateEnd(&stream);
    return CIC_NO_MEMORY;
  }
  size_t produced = 0;
  size_t consumed = 0;
  int result = CIC_OK;
  for (;;) {
    if (produced == capacity) {
      if (capacity >= max_size) {
        // Full at the limit: one more byte would be too many, unless the stream ends here.
        uint8_t probe;
        stream.next_in = (Bytef *)(src + consumed);
        stream.avail_in = (uInt)((size - consumed) > 0x40000000u ? 0x40000000u : size - consumed);
        stream.next_out = &probe;
        stream.avail_out = 1;
        int status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END && stream.avail_out == 1) break;
        result = CIC_TOO_LARGE;
        snprintf(message, 200, "inflates to more than %zu bytes", max_size);
        break;
      }
      size_t larger = capacity * 2 > max_size ? max_size : capacity * 2;
      uint8_t *grown = realloc(buffer, larger);
      if (grown == NULL) {
        result = CIC_NO_MEMORY;
        break;
      }
      buffer = grown;
      capacity = larger;
    }
    size_t in_left = size - consumed;
    size_t out_left = capacity - produced;
    stream.next_in = (Bytef *)(src + consumed);
    stream.avail_in = (uInt)(in_left > 0x40000000u ? 0x40000000u : in_left);
    stream.next_out = buffer + produced;
    stream.avail_out = (uInt)(out_left > 0x40000000u ? 0x40000000u : out_left);
    uInt in_before = stream.avail_in;
    uInt out_before = stream.avail_out;
    int status = inflate(&stream, Z_NO_FLUSH);
    consumed += in_before - stream.avail_in;
    produced += out_before - stream.avail_out;
    if (status == Z_STREAM_END) break;
    if (status == Z_OK) continue;
    if (status == Z_BUF_ERROR && stream.avail_out == 0) continue;
    if (status == Z_MEM_ERROR) {
      result = CIC_NO_MEMORY;
      break;
    }
    result = CIC_CORRUPT;
    if (status == Z_BUF_ERROR) {
      snprintf(message, 200, "the zlib stream ends early");
    } else {
      snprintf(message, 200, "bad zlib data: %s", stream.msg ? stream.msg : "unknown error");
    }
    break;
  }
  inflateEnd(&stream);
  if (result != CIC_OK) {
    free(buffer);
    return result;
  }
  *out = buffer;
  *out_size = produced;
  return CIC_OK;
}

uint32_t cic_crc32(uint32_t crc, const uint8_t *data, size_t size) {
  uLong value = crc;
  while (size > 0) {
    uInt chunk = size > 0x40000000u ? 0x40000000u : (uInt)size;
    value = crc32(value, data, chunk);
    data += chunk;
    size -= chunk;
  }
  return (uint32_t)value;
}
