// POSIX shared memory objects for kitty's t=s transmission (see cimagecodecs.h).
#include "cimagecodecs.h"

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int cic_shm_write(const char *name, const void *bytes, size_t size) {
  int fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
  if (fd < 0) return errno ? errno : EIO;
  int failure = 0;
#if defined(__linux__)
  // tmpfs takes write(): the pages are filled as they are allocated, with neither the zeroing
  // nor the page faults a fresh mapping costs (a third of the copy's time at 3.4 MB).
  const uint8_t *at = bytes;
  size_t left = size;
  while (left > 0) {
    ssize_t written = write(fd, at, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      failure = errno ? errno : EIO;
      break;
    }
    at += written;
    left -= (size_t)written;
  }
#else
  // Darwin's shared memory objects take no write(): sized, then mapped and copied into.
  if (ftruncate(fd, (off_t)size) != 0) {
    failure = errno ? errno : EIO;
  } else if (size > 0) {
    void *mapped = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (mapped == MAP_FAILED) {
      failure = errno ? errno : EIO;
    } else {
      memcpy(mapped, bytes, size);
      munmap(mapped, size);
    }
  }
#endif
  close(fd);
  if (failure) shm_unlink(name);
  return failure;
}

int cic_shm_unlink(const char *name) { return shm_unlink(name) == 0 ? 0 : (errno ? errno : EIO); }

int cic_shm_read(const char *name, void *out, size_t capacity, size_t *size) {
  int fd = shm_open(name, O_RDONLY, 0);
  if (fd < 0) return errno ? errno : EIO;
  struct stat status;
  int failure = 0;
  if (fstat(fd, &status) != 0) {
    failure = errno ? errno : EIO;
  } else {
    *size = (size_t)status.st_size;
    size_t count = *size < capacity ? *size : capacity;
    if (count > 0) {
      void *mapped = mmap(NULL, count, PROT_READ, MAP_SHARED, fd, 0);
      if (mapped == MAP_FAILED) {
        failure = errno ? errno : EIO;
      } else {
        memcpy(out, mapped, count);
        munmap(mapped, count);
      }
    }
  }
  close(fd);
  return failure;
}

static char tracked_prefix[48];
static volatile sig_atomic_t tracked_prefix_length;
static volatile uint32_t tracked_first, tracked_end;

void cic_shm_track_prefix(const char *prefix) {
  tracked_prefix_length = 0;
  tracked_first = tracked_end = 0;
  size_t length = strlen(prefix);
  if (length >= sizeof tracked_prefix) return;
  memcpy(tracked_prefix, prefix, length);
  tracked_prefix_length = (sig_atomic_t)length;
}

void cic_shm_track_range(uint32_t first, uint32_t end) {
  tracked_end = first;
  tracked_first = first;
  tracked_end = end;
}

void cic_shm_unlink_tracked(void) {
  size_t length = (size_t)tracked_prefix_length;
  if (length == 0) return;
  static const char digits[] = "0123456789abcdef";
  char name[sizeof tracked_prefix + 9];
  memcpy(name, tracked_prefix, length);
  for (uint32_t number = tracked_first; number != tracked_end; number++) {
    size_t at = length;
    int shift = 28;
    while (shift > 0 && (number >> shift) == 0) shift -= 4;
    for (; shift >= 0; shift -= 4) name[at++] = digits[(number >> shift) & 15];
    name[at] = 0;
    (void)shm_unlink(name);
  }
}
