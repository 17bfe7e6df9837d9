// The floor heroscope's frame path is measured against (`heroscope-bench --compare`): a plain C
// loop that does what a frame without sampling does, the simple way, with nothing to pick
// bytes well. Per frame: composite the layers (convex quads, one colour each, alpha blended in
// draw order) into a pixel buffer two pixels per cell tall; make half-block cells (an upper
// half block with the top pixel as foreground and the bottom one as background, a space where
// they are equal) in the colour mode; compare them with the last frame's; and write the changed
// cells: an absolute cursor move where the cursor is not already there, one SGR with the
// colours that changed, the glyph, and a reset at the end.
//
// It leaves out what heroscope draws besides flat quads (rounded corners, borders, shadows,
// labels, clips), which makes it a floor rather than a twin.
//
// Usage: floor FRAMES-FILE 256|direct
// The frames file (written by `heroscope-bench --compare`, little-endian):
//   "HSF1", int32 columns, int32 rows, int32 frames; per frame: container r, g, b, 0 (bytes),
//   int32 layer count; per layer: float x[4], float y[4] (pixels), r, g, b, a (bytes; a is the
//   colour's alpha times the layer's opacity).
// Prints one line: medians per frame in milliseconds of this thread's CPU time, and bytes.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { float x[4], y[4]; uint8_t r, g, b, a; } Layer;
typedef struct { uint32_t fg, bg, glyph; } Cell;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static double median(double *v, int n) {
  qsort(v, (size_t)n, sizeof *v, compare);
  return n ? v[(n - 1) / 2] : 0;
}

static int32_t read32(FILE *f) {
  int32_t v = 0;
  if (fread(&v, 4, 1, f) != 1) { fprintf(stderr, "floor: short frames file\n"); exit(1); }
  return v;
}

// Fills the quad's pixels whose centres lie inside it (a convex quad, either winding).
static void composite(uint8_t *px, int w, int h, const Layer *l) {
  float top = l->y[0], bottom = l->y[0];
  for (int i = 1; i < 4; i++) {
    if (l->y[i] < top) top = l->y[i];
    if (l->y[i] > bottom) bottom = l->y[i];
  }
  int y0 = (int)(top - 0.5f) < 0 ? 0 : (int)(top - 0.5f);
  int y1 = (int)(bottom + 0.5f) > h ? h : (int)(bottom + 0.5f);
  unsigned a = l->a, na = 255 - a;
  for (int y = y0; y < y1; y++) {
    float cy = (float)y + 0.5f, left = 1e30f, right = -1e30f;
    for (int i = 0; i < 4; i++) {
      float ax = l->x[i], ay = l->y[i], bx = l->x[(i + 1) & 3], by = l->y[(i + 1) & 3];
      if ((ay <= cy && by > cy) || (by <= cy && ay > cy)) {
        float x = ax + (cy - ay) * (bx - ax) / (by - ay);
        if (x < left) left = x;
        if (x > right) right = x;
      }
    }
    if (right < left) continue;
    int x0 = (int)(left + 0.5f), x1 = (int)(right + 0.5f);
    if (x0 < 0) x0 = 0;
    if (x1 > w) x1 = w;
    uint8_t *p = px + ((size_t)y * (size_t)w + (size_t)x0) * 3;
    if (a == 255) {
      for (int x = x0; x < x1; x++, p += 3) { p[0] = l->r; p[1] = l->g; p[2] = l->b; }
    } else {
      for (int x = x0; x < x1; x++, p += 3) {
        p[0] = (uint8_t)((l->r * a + p[0] * na + 127) / 255);
        p[1] = (uint8_t)((l->g * a + p[1] * na + 127) / 255);
        p[2] = (uint8_t)((l->b * a + p[2] * na + 127) / 255);
      }
    }
  }
}

static uint8_t cube[256];

// Direct colour on heroscope's grid of 5 bits a channel (black as #010101, as heroscope).
static uint32_t grid(uint8_t v) { return (uint32_t)((v & 0xF8) | (v >> 5)); }

static uint32_t colour(const uint8_t *p, int direct) {
  if (direct) {
    uint32_t c = grid(p[0]) << 16 | grid(p[1]) << 8 | grid(p[2]);
    return c < 8 ? 0x010101 : c;
  }
  return 16u + 36u * cube[p[0]] + 6u * cube[p[1]] + cube[p[2]];
}

static char *number(char *o, unsigned v) {
  char digits[12];
  int n = 0;
  do { digits[n++] = (char)('0' + v % 10); v /= 10; } while (v);
  while (n) *o++ = digits[--n];
  return o;
}

static char *code(char *o, uint32_t c, int background, int direct) {
  *o++ = background ? '4' : '3';
  *o++ = '8';
  *o++ = ';';
  if (direct) {
    *o++ = '2'; *o++ = ';';
    o = number(o, c >> 16 & 255); *o++ = ';';
    o = number(o, c >> 8 & 255); *o++ = ';';
    return number(o, c & 255);
  }
  *o++ = '5'; *o++ = ';';
  return number(o, c);
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: floor FRAMES-FILE 256|direct\n"); return 2; }
  int direct = strcmp(argv[2], "direct") == 0;
  FILE *f = fopen(argv[1], "rb");
  if (!f) { perror(argv[1]); return 1; }
  char magic[4];
  if (fread(magic, 1, 4, f) != 4 || memcmp(magic, "HSF1", 4)) {
    fprintf(stderr, "floor: %s is not a frames file\n", argv[1]);
    return 1;
  }
  int columns = read32(f), rows = read32(f), frames = read32(f);
  if (columns <= 0 || rows <= 0 || frames <= 0 || columns > 10000 || rows > 10000) return 1;
  static const int levels[6] = {0, 95, 135, 175, 215, 255};
  for (int v = 0; v < 256; v++) {
    int best = 0;
    for (int i = 1; i < 6; i++)
      if (abs(levels[i] - v) < abs(levels[best] - v)) best = i;
    cube[v] = (uint8_t)best;
  }
  int w = columns, h = rows * 2, cells = columns * rows;
  uint8_t *px = malloc((size_t)w * (size_t)h * 3);
  Cell *now_cells = malloc(sizeof(Cell) * (size_t)cells);
  Cell *shown = malloc(sizeof(Cell) * (size_t)cells);
  char *out = malloc((size_t)cells * 48 + 64);
  double *total = malloc(sizeof(double) * (size_t)frames);
  double *raster = malloc(sizeof(double) * (size_t)frames);
  double *rest = malloc(sizeof(double) * (size_t)frames);
  double *bytes = malloc(sizeof(double) * (size_t)frames);
  if (!px || !now_cells || !shown || !out || !total || !raster || !rest || !bytes) return 1;
  Layer *layers = NULL;
  int capacity = 0;
  int first = 1;
  for (int frame = 0; frame < frames; frame++) {
    uint8_t container[4];
    if (fread(container, 1, 4, f) != 4) return 1;
    int count = read32(f);
    if (count < 0) return 1;
    if (count > capacity) {
      capacity = count;
      layers = realloc(layers, sizeof(Layer) * (size_t)capacity);
      if (!layers) return 1;
    }
    for (int i = 0; i < count; i++) {
      if (fread(layers[i].x, 4, 4, f) != 4 || fread(layers[i].y, 4, 4, f) != 4
          || fread(&layers[i].r, 1, 4, f) != 4)
        return 1;
    }
    double start = now();
    for (int i = 0; i < w * h; i++) {
      px[i * 3] = container[0]; px[i * 3 + 1] = container[1]; px[i * 3 + 2] = container[2];
    }
    for (int i = 0; i < count; i++) composite(px, w, h, &layers[i]);
    double composited = now();
    // Cells.
    for (int r = 0; r < rows; r++) {
      const uint8_t *upper = px + (size_t)(2 * r) * (size_t)w * 3;
      const uint8_t *lower = upper + (size_t)w * 3;
      for (int c = 0; c < columns; c++) {
        uint32_t top = colour(upper + c * 3, direct), bottom = colour(lower + c * 3, direct);
        Cell *cell = &now_cells[r * columns + c];
        cell->fg = top;
        cell->bg = bottom;
        cell->glyph = top == bottom ? ' ' : 0x2580;
      }
    }
    // Diff and encode.
    char *o = out;
    int cursor = -1, fgKnown = 0, bgKnown = 0;
    uint32_t fg = 0, bg = 0;
    for (int i = 0; i < cells; i++) {
      Cell *cell = &now_cells[i];
      if (!first && cell->fg == shown[i].fg && cell->bg == shown[i].bg
          && cell->glyph == shown[i].glyph)
        continue;
      if (cursor != i) {
        *o++ = 27; *o++ = '[';
        o = number(o, (unsigned)(i / columns + 1)); *o++ = ';';
        o = number(o, (unsigned)(i % columns + 1)); *o++ = 'H';
      }
      int needFg = cell->glyph != ' ' && (!fgKnown || fg != cell->fg);
      int needBg = !bgKnown || bg != cell->bg;
      if (needFg || needBg) {
        *o++ = 27; *o++ = '[';
        if (needFg) o = code(o, cell->fg, 0, direct);
        if (needFg && needBg) *o++ = ';';
        if (needBg) o = code(o, cell->bg, 1, direct);
        *o++ = 'm';
        if (needFg) { fg = cell->fg; fgKnown = 1; }
        if (needBg) { bg = cell->bg; bgKnown = 1; }
      }
      if (cell->glyph == ' ') {
        *o++ = ' ';
      } else {
        *o++ = (char)0xE2; *o++ = (char)0x96; *o++ = (char)0x80;
      }
      cursor = (i + 1) % columns ? i + 1 : -1;
      shown[i] = *cell;
    }
    if (fgKnown || bgKnown) { *o++ = 27; *o++ = '['; *o++ = 'm'; }
    double end = now();
    first = 0;
    total[frame] = (end - start) * 1000;
    raster[frame] = (composited - start) * 1000;
    rest[frame] = (end - composited) * 1000;
    bytes[frame] = (double)(o - out);
    // Used, so the compiler cannot drop the writing as dead code.
    if (o - out > 0 && out[0] != 27) return 1;
  }
  printf("total_ms=%.4f raster_ms=%.4f cells_diff_encode_ms=%.4f bytes=%.0f frames=%d\n",
    median(total, frames), median(raster, frames), median(rest, frames),
    median(bytes, frames), frames);
  return 0;
}
